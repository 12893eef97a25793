/**
 * The cookie notice (spec 1 §2 overlays; spec 2 §3 "Marketing and cookies": categories essentials,
 * performanceFunctional, marketing; local-storage keys cookies_options,
 * cookies_a, cookies_consent_id; spec 2 §4 "Cookies": shown, then accepted, options updated, or
 * restored from local storage; spec 2 §7 "Cookie consent": the consent id is taken from the
 * server's answer).
 *
 * Decisions:
 * - Consent is opt-in, against spec 2 §3's "all on by default": a regulated operator may not rely
 *   on pre-ticked boxes (GDPR art. 4(11) and 7, ePrivacy art. 5(3); CJEU C-673/17 Planet49), so both
 *   optional categories start unticked and a stored choice without a category counts as "no".
 * - It is a compact bar at the bottom: one sentence, the policy link and three buttons that always
 *   fit a 320 px phone ("Essential only", "Choose" and "Accept all", equally prominent choices).
 *   "Choose" unfolds the categories and "Save my choices" in place; the bar then scrolls in itself.
 * - The notice needs local storage. The server renders it into every page, hidden; a one-line
 *   script in the head (`COOKIE_NOTICE_HEAD_SCRIPT`, before the page paints) marks `<html>` when
 *   `cookies_a` is not set, and the stylesheet shows the notice only then. So a new visitor sees
 *   it with the page's first paint, not after the scripts load (it was the lobby's largest paint,
 *   1–2 s late on a slow phone), and a returning one never sees it flash. After hydration it
 *   follows the storage (`useSyncExternalStore`, so another tab's choice closes it too), and
 *   stored options are restored into the form. Without JavaScript it stays hidden, as before:
 *   its buttons need scripts.
 * - It is a non-modal dialog: opening it does not move focus (the page stays first in the tab
 *   order); once a choice is made focus returns where it was (or to the main content). It has no close button and does not listen for
 *   Escape, so only a choice dismisses it; the page stays usable behind it.
 * - Essentials are always on (a checked, disabled box). "Accept all" turns every category on,
 *   "Essential only" every optional one off; "Save my choices" keeps the boxes as they are.
 * - A visitor's consent id is made here; a signed-in player's choice is also sent to the player
 *   API through `/{locale}/cookie-consent`, and the id it answers replaces the local one. When that
 *   fails the choice stays on the device and an error toast says so.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { cookieNoticeStyles as styles, shell } from '@casino/ui';
import { useT } from '../../lib/i18n.ts';
import { useSitePaths } from '../../lib/links.ts';
import { toastStore } from '../../lib/toastStore.ts';

/** spec 1 §9 / spec 2 §3 storage keys. */
export const COOKIE_STORAGE_KEYS = {
  options: 'cookies_options',
  accepted: 'cookies_a',
  consentId: 'cookies_consent_id',
} as const;

/**
 * Runs in the head before the first paint: marks `<html>` when no choice is stored, which shows
 * the server-rendered notice (cookieNotice.css.ts). Blocked storage leaves it hidden: a choice
 * could not be remembered there, so the notice would come back on every page.
 */
export const COOKIE_NOTICE_HEAD_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(
  COOKIE_STORAGE_KEYS.accepted,
)})!=="true")document.documentElement.setAttribute(${JSON.stringify(styles.PENDING_ATTRIBUTE)},"")}catch(e){}`;

export interface CookieOptions {
  essentials: true;
  performanceFunctional: boolean;
  marketing: boolean;
}

/** Opt-in: nothing optional until the visitor chooses it. */
export const DEFAULT_COOKIE_OPTIONS: CookieOptions = {
  essentials: true,
  performanceFunctional: false,
  marketing: false,
};

/** Stored options (`cookies_options`): the defaults when missing or unreadable; essentials always on; a category is on only when stored as on. */
export function parseCookieOptions(raw: string | null): CookieOptions {
  try {
    const stored = JSON.parse(raw ?? 'null') as Partial<CookieOptions> | null;
    if (!stored || typeof stored !== 'object') return DEFAULT_COOKIE_OPTIONS;
    return {
      essentials: true,
      performanceFunctional: stored.performanceFunctional === true,
      marketing: stored.marketing === true,
    };
  } catch {
    return DEFAULT_COOKIE_OPTIONS;
  }
}

/** The stored choice: its options, whether it was accepted, and its consent id. */
export function readCookieChoice(storage: Storage): {
  accepted: boolean;
  options: CookieOptions;
  consentId: string | null;
} {
  return {
    accepted: storage.getItem(COOKIE_STORAGE_KEYS.accepted) === 'true',
    options: parseCookieOptions(storage.getItem(COOKIE_STORAGE_KEYS.options)),
    consentId: storage.getItem(COOKIE_STORAGE_KEYS.consentId),
  };
}

export function storeCookieChoice(storage: Storage, options: CookieOptions, consentId: string): void {
  storage.setItem(COOKIE_STORAGE_KEYS.options, JSON.stringify(options));
  storage.setItem(COOKIE_STORAGE_KEYS.accepted, 'true');
  storage.setItem(COOKIE_STORAGE_KEYS.consentId, consentId);
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http host gets the same shape from random bytes.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// The stored choice as a store: the notice renders from it once hydrated (the server renders it, hidden).
const storageListeners = new Set<() => void>();
const SERVER_SNAPSHOT = 'server';
const BLOCKED_SNAPSHOT = 'blocked';

function subscribeStorage(listener: () => void): () => void {
  storageListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    storageListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored keys as one string, so an unchanged choice is an unchanged snapshot. */
function storageSnapshot(): string {
  try {
    const { localStorage } = window;
    return JSON.stringify([
      localStorage.getItem(COOKIE_STORAGE_KEYS.accepted),
      localStorage.getItem(COOKIE_STORAGE_KEYS.options),
    ]);
  } catch {
    return BLOCKED_SNAPSHOT;
  }
}

function notifyStorage() {
  for (const listener of storageListeners) listener();
}

/** What the cookie-consent action answers (routes/cookie-consent.ts). */
type ConsentAnswer = { ok: true; consentId: string } | { ok: false; error: string; message: string };

export interface CookieNoticeProps {
  /** A signed-in player's choice is also recorded with the player API. */
  loggedIn: boolean;
}

export function CookieNotice({ loggedIn }: CookieNoticeProps) {
  const paths = useSitePaths();
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<ConsentAnswer>();
  const snapshot = useSyncExternalStore(subscribeStorage, storageSnapshot, () => SERVER_SNAPSHOT);
  // Storage that is blocked cannot remember a choice, so the notice could only come back each page.
  const readable = snapshot !== SERVER_SNAPSHOT && snapshot !== BLOCKED_SNAPSHOT;
  const [chosenHere, setChosenHere] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [accepted, rawOptions] = readable ? (JSON.parse(snapshot) as [string | null, string | null]) : [];
  // The server's render (and hydration's first) always has the notice; the head script decides
  // whether it shows. From then on the stored choice does.
  const open = snapshot === SERVER_SNAPSHOT || (readable && accepted !== 'true' && !chosenHere);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const handledAnswer = useRef<ConsentAnswer | undefined>(undefined);

  // Opening does not move focus (WCAG 3.2.1: no change of context on load; the skip link stays the
  // first stop); the notice is announced as a labelled dialog and reached by Tab after the page.
  useEffect(() => {
    if (open) returnFocus.current = document.activeElement;
  }, [open]);

  // The consent id of the player API replaces the local one (spec 2 §3).
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || handledAnswer.current === answer) return;
    handledAnswer.current = answer;
    if (answer.ok) {
      try {
        window.localStorage.setItem(COOKIE_STORAGE_KEYS.consentId, answer.consentId);
      } catch {
        // Storage went away since the choice was stored; the id is on record with the API anyway.
      }
    } else {
      toastStore.push({ kind: 'error', message: t('cookies.error.sync') });
    }
  }, [fetcher.state, fetcher.data, t]);

  function choose(chosen: CookieOptions) {
    try {
      storeCookieChoice(window.localStorage, chosen, randomId());
    } catch {
      // Storage went away: the choice holds for this page only.
    }
    setChosenHere(true);
    notifyStorage();
    if (loggedIn) {
      fetcher.submit(
        { performanceFunctional: chosen.performanceFunctional, marketing: chosen.marketing },
        { method: 'post', action: paths.cookieConsent, encType: 'application/json' },
      );
    }
    const previous = returnFocus.current;
    const target =
      previous instanceof HTMLElement && previous !== document.body && previous.isConnected
        ? previous
        : document.getElementById('main');
    requestAnimationFrame(() => target?.focus());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    choose({
      essentials: true,
      performanceFunctional: form.get('performanceFunctional') === 'on',
      marketing: form.get('marketing') === 'on',
    });
  }

  if (!open) return null;
  const options = parseCookieOptions(rawOptions ?? null);

  const titleId = `${id}-title`;
  const introId = `${id}-intro`;
  const category = (name: 'essentials' | 'performanceFunctional' | 'marketing') => (
    <label className={styles.category}>
      <input
        type="checkbox"
        name={name}
        className={styles.checkbox}
        defaultChecked={options[name]}
        disabled={name === 'essentials'}
        aria-describedby={`${id}-${name}`}
      />
      <span className={styles.categoryName}>{t(`cookies.category.${name}`)}</span>
      <span id={`${id}-${name}`} className={styles.categoryDescription}>
        {t(`cookies.category.${name}.description`)}
      </span>
    </label>
  );

  const categoriesId = `${id}-categories`;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={introId}
      className={styles.notice}
      data-testid="cookie-notice"
    >
      <div className={styles.summary}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {t('cookies.title')}
        </h2>
        <p id={introId} className={styles.text}>
          {t('cookies.intro')}{' '}
          <Link to={paths['cookie-policy']} className={styles.link}>
            {t('cookies.policy')}
          </Link>
        </p>
      </div>
      {/* Keyed by the stored options, so options restored after hydration reach the boxes. */}
      <form onSubmit={onSubmit} key={rawOptions ?? 'defaults'} className={styles.form}>
        <div id={categoriesId} className={styles.choices} hidden={!choosing}>
          <fieldset className={styles.categories} aria-labelledby={titleId}>
            {category('essentials')}
            {category('performanceFunctional')}
            {category('marketing')}
          </fieldset>
          <button type="submit" className={shell.primaryAction}>
            {t('cookies.save')}
          </button>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={shell.secondaryAction}
            onClick={() => choose({ essentials: true, performanceFunctional: false, marketing: false })}
          >
            {t('cookies.essentialsOnly')}
          </button>
          <button
            type="button"
            className={shell.secondaryAction}
            aria-expanded={choosing}
            aria-controls={categoriesId}
            onClick={() => setChoosing((open) => !open)}
          >
            {t('cookies.choose')}
          </button>
          <button
            type="button"
            className={shell.primaryAction}
            onClick={() => choose({ essentials: true, performanceFunctional: true, marketing: true })}
          >
            {t('cookies.acceptAll')}
          </button>
        </div>
      </form>
    </section>
  );
}
