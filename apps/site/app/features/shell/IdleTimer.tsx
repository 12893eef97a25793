/**
 * Idle logout (spec 1 §4 "Idle check"): while the player is active (pointer, keys, scroll, touch),
 * a keep-alive is posted at most once per `KEEP_ALIVE_EVERY_MS`; when nothing happened for the
 * brand's threshold the player is logged out (the logout action shows the idle toast). The server
 * applies the same threshold to the session, so closing the tab does not escape it.
 */
import { useEffect, useRef } from 'react';
import { useSubmit } from 'react-router';
import { clearPlayerStorage } from '../../lib/playerStorage.ts';
import { announceLogout } from '../../lib/logoutSignal.ts';
import { useSitePaths } from '../../lib/links.ts';

export const KEEP_ALIVE_EVERY_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

export function IdleTimer({ minutes }: { minutes: number }) {
  const submit = useSubmit();
  const paths = useSitePaths();
  const lastActivity = useRef(0);
  const lastPing = useRef(0);

  useEffect(() => {
    const thresholdMs = minutes * 60_000;
    lastActivity.current = Date.now();
    lastPing.current = lastActivity.current;
    const onActivity = () => {
      lastActivity.current = Date.now();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    const timer = window.setInterval(
      () => {
        const now = Date.now();
        if (now - lastActivity.current >= thresholdMs) {
          window.clearInterval(timer);
          clearPlayerStorage();
          announceLogout();
          void submit({ reason: 'idle' }, { method: 'post', action: paths.logout });
          return;
        }
        if (lastActivity.current > lastPing.current && now - lastPing.current >= KEEP_ALIVE_EVERY_MS) {
          lastPing.current = now;
          void fetch(paths.keepAlive, { method: 'POST', credentials: 'same-origin' }).catch(() => {});
        }
      },
      Math.min(KEEP_ALIVE_EVERY_MS / 4, thresholdMs / 4),
    );
    return () => {
      window.clearInterval(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, [paths.logout, paths.keepAlive, minutes, submit]);

  return null;
}
