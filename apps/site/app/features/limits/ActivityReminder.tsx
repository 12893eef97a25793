/**
 * The activity reminder (reality check; spec 2 §4 "Activity reminder", §9 "activity
 * remaining-minutes poll 60000 ms"; UKGC RTS 13). Mounted by the root layout for logged-in players.
 *
 * - Polls `/{locale}/activity` (routes/activity.ts, activity.server.ts) at once and then every 60 s. No timer set
 *   (minutes null) stops the loop until the next page the player opens (where a newly set timer is
 *   picked up); a 401 stops it; a failed poll tries again at the next interval.
 * - At or below 0 minutes the answer carries the activity summary (turnover, winnings, delta): the
 *   time-up view opens as a modal native <dialog> (focus moves to its heading, Escape works, focus
 *   returns to where it was), the loop stops, and the summary is sent to a running game as the
 *   window event `casino:reality-check` (the game page forwards it to the game frame).
 * - The player can reset the timer (POST, then the new minutes are read again and shown), continue,
 *   log out, or follow the link to the gambling-limits page. Decision (RTS 13: the reminder recurs
 *   at the chosen interval): leaving the view other than by logging out acknowledges the reminder,
 *   which restarts the period on the server, and the loop starts again.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { ACTIVITY_POLL_MS, activityTimeUp, formatMoney } from '@casino/domain';
import { useT } from '../../lib/i18n.ts';
import { clearPlayerStorage } from '../../lib/playerStorage.ts';
import { logoutSignal } from '../../lib/logoutSignal.ts';
import { useSitePaths } from '../../lib/links.ts';
import {
  REALITY_CHECK_EVENT,
  type ActivitySummary,
  type RealityCheckDetail,
} from '../../lib/realityCheck.ts';
import type { ActivityPoll } from './activity.server.ts';
import * as styles from './activityReminder.css.ts';

type Status = { kind: 'reset'; minutes: number | null } | { kind: 'error' } | null;

export function ActivityReminder({
  formatting,
  countryCode,
}: {
  formatting: string;
  countryCode: string | null;
}) {
  const t = useT();
  const paths = useSitePaths();
  const id = useId();
  const { pathname } = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  /** The time-up view: open with its summary (null when it failed to load). */
  const [timeUp, setTimeUp] = useState<{ summary: ActivitySummary | null } | null>(null);
  /** The page where the poll found no timer set: polling waits for the next page. */
  const [idleAt, setIdleAt] = useState<string | null>(null);
  const waiting = idleAt !== null && idleAt === pathname;
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const acknowledged = useRef(false);

  useEffect(() => {
    if (timeUp || waiting) return;
    let stopped = false;
    let timer: number | undefined;
    const poll = async () => {
      let again = true;
      try {
        const response = await fetch(paths.activity, {
          headers: { Accept: 'application/json' },
          signal: logoutSignal(),
        });
        if (response.status === 401) again = false;
        else if (response.ok) {
          const body = (await response.json()) as ActivityPoll;
          if (body.minutes === null) {
            again = false;
            if (!stopped) setIdleAt(currentPath.current);
          } else if (activityTimeUp(body.minutes)) {
            again = false;
            if (!stopped) {
              acknowledged.current = false;
              setStatus(null);
              setTimeUp({ summary: body.summary });
              if (body.summary) {
                const detail: RealityCheckDetail = { ...body.summary, minutes: body.minutes };
                window.dispatchEvent(new CustomEvent(REALITY_CHECK_EVENT, { detail }));
              }
            }
          }
        }
      } catch (error) {
        console.warn('[activity] poll failed', error);
      }
      if (!stopped && again) timer = window.setTimeout(() => void poll(), ACTIVITY_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [paths.activity, timeUp, waiting]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (timeUp && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      headingRef.current?.focus();
    }
    if (!timeUp && dialog.open) dialog.close();
  }, [timeUp]);

  /** Restarts the period on the server; the new minutes as the API reads them, or undefined on failure. */
  const reset = useCallback(async (): Promise<number | null | undefined> => {
    try {
      const response = await fetch(paths.activity, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams({ intent: 'reset' }),
      });
      if (!response.ok) return undefined;
      acknowledged.current = true;
      return ((await response.json()) as ActivityPoll).minutes;
    } catch {
      return undefined;
    }
  }, [paths.activity]);

  const onReset = async () => {
    setBusy(true);
    const minutes = await reset();
    setBusy(false);
    setStatus(minutes === undefined ? { kind: 'error' } : { kind: 'reset', minutes });
  };

  /** Leaves the view: acknowledges the reminder (restarts the period) unless that happened already. */
  const leave = async () => {
    if (!acknowledged.current) await reset();
    setTimeUp(null);
    returnFocus.current?.focus();
  };

  const money = (amount: string, currency: string) =>
    formatMoney(amount, currency, { locale: formatting, countryCode: countryCode ?? undefined });
  const summary = timeUp?.summary ?? null;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="activity-reminder"
      onCancel={(event) => {
        event.preventDefault();
        void leave();
      }}
    >
      {timeUp ? (
        <>
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {t('activity.title')}
          </h2>
          <p id={`${id}-text`}>{t(summary ? 'activity.text' : 'activity.summaryUnavailable')}</p>
          {summary ? (
            <dl className={styles.summary}>
              <dt>{t('activity.turnover')}</dt>
              <dd className={styles.amount} data-activity="turnover">
                {money(summary.turnover, summary.currency)}
              </dd>
              <dt>{t('activity.winnings')}</dt>
              <dd className={styles.amount} data-activity="winnings">
                {money(summary.winnings, summary.currency)}
              </dd>
              <dt>{t('activity.delta')}</dt>
              <dd className={styles.amount} data-activity="delta">
                {money(summary.delta, summary.currency)}
              </dd>
            </dl>
          ) : null}
          <p role="status" className={styles.status}>
            {status?.kind === 'reset'
              ? status.minutes === null
                ? t('activity.resetDone')
                : t('activity.resetMinutes', { minutes: status.minutes })
              : status?.kind === 'error'
                ? t('activity.error')
                : null}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} disabled={busy} onClick={() => void onReset()}>
              {t('activity.reset')}
            </button>
            <button type="button" className={styles.button} disabled={busy} onClick={() => void leave()}>
              {t('activity.continue')}
            </button>
            <Form method="post" action={paths.logout} onSubmit={() => clearPlayerStorage()}>
              <button type="submit" className={styles.button}>
                {t('activity.logout')}
              </button>
            </Form>
            <Link to={paths['gambling-limits']} className={styles.button} onClick={() => void leave()}>
              {t('activity.limitsLink')}
            </Link>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
