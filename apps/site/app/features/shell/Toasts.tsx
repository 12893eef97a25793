/**
 * Toasts (spec 1 §2 overlays "toasts"; spec 1 §3 "Success toasts"): success, warning and error
 * messages that close by themselves, by their close button, or by a sideways swipe on touch.
 *
 * Decisions:
 * - Success and warning toasts are polite (`role="status"`); errors are assertive (`role="alert"`).
 *   Both live regions are always in the page, so a toast added later is announced.
 * - They close after 6 s (errors after 10 s, as they need acting on); the timer pauses while the
 *   pointer is over a toast or focus is inside it (WCAG 2.2.1), and starts over from what was left.
 * - A swipe past 80 px (or a quick flick) dismisses; shorter drags spring back.
 * - Server toasts come as props (e.g. the session's flash, already translated); client code pushes
 *   with `useToasts().push(...)`. Both show in one stack.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { MessageId } from '@casino/i18n';
import { a11y, toastStyles } from '@casino/ui';
import { useT } from '../../lib/i18n.ts';
import { EMPTY_TOASTS, toastStore, type ToastItem, type ToastKind } from '../../lib/toastStore.ts';

export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 6000, warning: 6000, error: 10_000 };
const SWIPE_DISMISS_PX = 80;
const FLICK_PX_PER_MS = 0.5;

const KIND_LABELS: Record<ToastKind, MessageId> = {
  success: 'toast.kind.success',
  error: 'toast.kind.error',
  warning: 'toast.kind.warning',
};
const KIND_ICONS: Record<ToastKind, string> = { success: '✓', error: '✕', warning: '!' };

export function useToasts() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.serverSnapshot);
  return { toasts, push: toastStore.push, dismiss: toastStore.dismiss };
}

export interface ToastsProps {
  /** Toasts from the server (e.g. the session's one-shot toast), shown with the client's own. */
  toasts?: ReadonlyArray<ToastItem>;
}

export function Toasts({ toasts: serverToasts = EMPTY_TOASTS }: ToastsProps) {
  const t = useT();
  const { toasts: clientToasts, dismiss: dismissClient } = useToasts();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());

  const dismiss = useCallback(
    (id: string) => {
      setDismissed((previous) => new Set(previous).add(id));
      dismissClient(id);
    },
    [dismissClient],
  );

  const seen = new Set<string>();
  const visible = [...serverToasts, ...clientToasts].filter((toast) => {
    if (dismissed.has(toast.id) || seen.has(toast.id)) return false;
    seen.add(toast.id);
    return true;
  });
  const render = (toast: ToastItem) => (
    <Toast
      key={toast.id}
      toast={toast}
      onDismiss={dismiss}
      closeLabel={t('toast.close')}
      kindLabel={t(KIND_LABELS[toast.kind])}
    />
  );

  return (
    <div className={toastStyles.region}>
      <div role="status" aria-live="polite" aria-label={t('toast.region')} className={toastStyles.stack}>
        {visible.filter((toast) => toast.kind !== 'error').map(render)}
      </div>
      <div role="alert" aria-live="assertive" aria-label={t('toast.region')} className={toastStyles.stack}>
        {visible.filter((toast) => toast.kind === 'error').map(render)}
      </div>
    </div>
  );
}

function Toast({
  toast,
  onDismiss,
  closeLabel,
  kindLabel,
}: {
  toast: ToastItem;
  onDismiss: (id: string) => void;
  closeLabel: string;
  kindLabel: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remaining = useRef(TOAST_DURATION_MS[toast.kind]);
  const paused = hovered || focused || offset !== 0;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, onDismiss, toast.id]);

  // Hover, focus and swipe are listened to on the element: the toast is not a control itself.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let drag: { pointerId: number; startX: number; startedAt: number } | null = null;

    const listeners: Array<[string, (event: Event) => void]> = [
      ['pointerenter', (event) => (event as PointerEvent).pointerType === 'mouse' && setHovered(true)],
      ['pointerleave', (event) => (event as PointerEvent).pointerType === 'mouse' && setHovered(false)],
      ['focusin', () => setFocused(true)],
      [
        'focusout',
        (event) => {
          if (!element.contains((event as FocusEvent).relatedTarget as Node | null)) setFocused(false);
        },
      ],
      [
        'pointerdown',
        (event) => {
          const pointer = event as PointerEvent;
          if (pointer.pointerType === 'mouse' || (pointer.target as Element).closest('button')) return;
          drag = { pointerId: pointer.pointerId, startX: pointer.clientX, startedAt: Date.now() };
          element.setPointerCapture(pointer.pointerId);
        },
      ],
      [
        'pointermove',
        (event) => {
          const pointer = event as PointerEvent;
          if (drag?.pointerId === pointer.pointerId) setOffset(pointer.clientX - drag.startX);
        },
      ],
    ];
    const end = (event: Event) => {
      const pointer = event as PointerEvent;
      const current = drag;
      if (current?.pointerId !== pointer.pointerId) return;
      drag = null;
      const distance = pointer.clientX - current.startX;
      const speed = Math.abs(distance) / Math.max(1, Date.now() - current.startedAt);
      if (
        pointer.type === 'pointerup' &&
        (Math.abs(distance) > SWIPE_DISMISS_PX || speed > FLICK_PX_PER_MS)
      ) {
        onDismiss(toast.id);
      } else {
        setOffset(0);
      }
    };
    listeners.push(['pointerup', end], ['pointercancel', end]);
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [onDismiss, toast.id]);

  return (
    <div
      ref={ref}
      className={`${toastStyles.toast} ${toastStyles.kind[toast.kind]}`}
      data-kind={toast.kind}
      style={
        offset
          ? {
              transform: `translateX(${offset}px)`,
              opacity: Math.max(0.2, 1 - Math.abs(offset) / 240),
              transition: 'none',
            }
          : undefined
      }
    >
      <span className={toastStyles.icon[toast.kind]} aria-hidden="true">
        {KIND_ICONS[toast.kind]}
      </span>
      <p className={toastStyles.message}>
        <span className={a11y.visuallyHidden}>{kindLabel} </span>
        {toast.message}
      </p>
      <button
        type="button"
        className={toastStyles.close}
        aria-label={closeLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
