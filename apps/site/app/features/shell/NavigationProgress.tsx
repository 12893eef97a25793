/**
 * A thin bar at the top of the page while a navigation or form submission is pending, and a
 * visually hidden live region that says so to screen readers. The bar is decorative
 * (`aria-hidden`); with prefers-reduced-motion it does not move, it only fades (progress.css.ts).
 *
 * Decisions: quick navigations show nothing (the bar appears after 150 ms, the spoken "Loading"
 * after 1 s, so fast pages are not announced); once an announced load finishes, "Page loaded" is
 * said, then the region empties again. State changes only in timers, keyed by the navigation's
 * location, so nothing is reset by hand between navigations.
 */
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { a11y, progressStyles } from '@casino/ui';
import { useT } from '../../lib/i18n.ts';

const SHOW_BAR_AFTER_MS = 150;
const ANNOUNCE_AFTER_MS = 1000;
const CLEAR_DONE_AFTER_MS = 1500;

export function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const key = busy ? `${navigation.state}:${navigation.location?.key ?? ''}` : null;
  const [barKey, setBarKey] = useState<string | null>(null);
  const [announcedKey, setAnnouncedKey] = useState<string | null>(null);
  const [clearedKey, setClearedKey] = useState<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    const showBar = setTimeout(() => setBarKey(key), SHOW_BAR_AFTER_MS);
    const announce = setTimeout(() => setAnnouncedKey(key), ANNOUNCE_AFTER_MS);
    return () => {
      clearTimeout(showBar);
      clearTimeout(announce);
    };
  }, [key]);

  const done = key === null && announcedKey !== null && announcedKey !== clearedKey;
  useEffect(() => {
    if (!done) return;
    const clear = setTimeout(() => setClearedKey(announcedKey), CLEAR_DONE_AFTER_MS);
    return () => clearTimeout(clear);
  }, [done, announcedKey]);

  const loading = key !== null && announcedKey === key;
  return (
    <>
      <div
        className={progressStyles.bar}
        data-state={key !== null && barKey === key ? 'loading' : 'idle'}
        aria-hidden="true"
      />
      <div className={a11y.visuallyHidden} role="status" aria-live="polite">
        {loading ? t('nav.progress.loading') : done ? t('nav.progress.done') : ''}
      </div>
    </>
  );
}
