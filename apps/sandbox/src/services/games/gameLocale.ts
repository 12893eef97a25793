/**
 * A game launch's language as the locale its page may use (gameTheme.ts's header): a language tag
 * of two or three letters with an optional region (`fi`, `fi-FI`, `pt_BR`), else English. Its own
 * module so the sessions (which record it) and the theme (which reads it) share it without a cycle.
 */
const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z]{2})?$/;

/** A launch's language as a locale the page may use, else `en`. */
export function localeOf(language: string | null | undefined): string {
  const value = (language ?? '').replace('_', '-');
  return LOCALE.test(value) ? value : 'en';
}
