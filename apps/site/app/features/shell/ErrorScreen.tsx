/**
 * The error screens of spec 1 §2 "Error screens" (and spec 3 §2 "Error fallback"):
 * - `generic`: 'Oops, something went wrong.' 'Please reload the page to try again.' + Reload;
 * - `retry`: 'SOMETHING WENT WRONG', 'Please try again' + 'Try again', which reloads the page;
 * - `notFound`: 'Page not found!' with a link home and, inside the site's frame, the main
 *   navigation's destinations (casino, live casino, …) as further ways back; it answers 404.
 * The reload action is a link to the page itself, so it works even when scripts failed; with
 * scripts it reloads in place. Texts come from the catalogue (`error.screen.*`), whose English
 * messages are the fallback when the page's catalogue is missing (e.g. the root loader failed).
 */
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { Translator } from '@casino/i18n';
import { errorScreenStyles } from '@casino/ui';
import { useT } from '../../lib/i18n.ts';

export type ErrorScreenVariant = 'generic' | 'retry' | 'notFound';

export interface ErrorScreenProps {
  variant?: ErrorScreenVariant;
  /** Where "Page not found!" sends the player: the locale root, e.g. `/en-UN`. */
  homeHref?: string;
  /** A translator to use instead of the page's (e.g. in an error boundary without loader data). */
  t?: Translator['t'];
  /** Further ways back from "Page not found!" (the main navigation's destinations). */
  links?: ReadonlyArray<{ href: string; label: string }>;
}

const TEXTS = {
  generic: {
    title: 'error.screen.generic.title',
    text: 'error.screen.generic.text',
    action: 'error.screen.generic.action',
  },
  retry: {
    title: 'error.screen.retry.title',
    text: 'error.screen.retry.text',
    action: 'error.screen.retry.action',
  },
  notFound: {
    title: 'error.screen.notFound.title',
    text: 'error.screen.notFound.text',
    action: 'error.screen.notFound.action',
  },
} as const;

function reload(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.location.reload();
}

export function ErrorScreen({
  variant = 'generic',
  homeHref = '/',
  t: translate,
  links = [],
}: ErrorScreenProps) {
  const pageT = useT();
  const t = translate ?? pageT;
  const location = useLocation();
  const texts = TEXTS[variant];
  const self = `${location.pathname}${location.search}`;

  return (
    <section
      className={errorScreenStyles.screen}
      aria-labelledby="error-screen-title"
      data-testid="error-screen"
    >
      <h1 id="error-screen-title" className={errorScreenStyles.title}>
        {t(texts.title)}
      </h1>
      <p className={errorScreenStyles.text}>{t(texts.text)}</p>
      {variant === 'notFound' ? (
        <>
          <a href={homeHref} className={errorScreenStyles.action}>
            {t(texts.action)}
          </a>
          {links.length > 0 ? (
            <ul className={errorScreenStyles.links}>
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={errorScreenStyles.link}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <a href={self} className={errorScreenStyles.action} onClick={reload}>
          {t(texts.action)}
        </a>
      )}
    </section>
  );
}
