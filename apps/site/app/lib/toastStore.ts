/**
 * The client's toast store (features/shell/Toasts.tsx shows it): one list per browser tab, read
 * through `useSyncExternalStore`. In app/lib because the shell's toasts, the cookie notice and the
 * game page all push to it.
 */
export type ToastKind = 'success' | 'error' | 'warning';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  /** The text to show, already translated. */
  message: string;
}

export const EMPTY_TOASTS: readonly ToastItem[] = [];
let pushed: readonly ToastItem[] = EMPTY_TOASTS;
const listeners = new Set<() => void>();
let counter = 0;

function emit(next: readonly ToastItem[]) {
  pushed = next;
  for (const listener of listeners) listener();
}

export const toastStore = {
  /** Shows a toast; answers its id. */
  push(toast: Omit<ToastItem, 'id'> & { id?: string }): string {
    const id = toast.id ?? `client-${Date.now().toString(36)}-${(counter += 1)}`;
    emit([...pushed.filter((item) => item.id !== id), { ...toast, id }]);
    return id;
  },
  dismiss(id: string): void {
    if (pushed.some((item) => item.id === id)) emit(pushed.filter((item) => item.id !== id));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly ToastItem[] => pushed,
  serverSnapshot: (): readonly ToastItem[] => EMPTY_TOASTS,
};

/** The toasts pushed on the client, and how to push and dismiss them. */
