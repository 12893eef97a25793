/**
 * The translator for components. The catalogue of the page's site language comes with the locale
 * layout's loader data (route id `locale`, revalidated only when the locale changes), so server and
 * browser render the same text and no catalogue is bundled into the client JavaScript. Outside a
 * locale (the root error screen) the shell's few texts fall back to English.
 */
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { createTranslator, dateLocaleFor, type CatalogueMessages, type Translator } from '@casino/i18n';

/** The part of the locale layout's data the translator reads. */
export interface LocaleI18nData {
  /** The language of the URL (`<html lang>`). */
  language: string;
  /** The site language whose catalogue `messages` is (`en`, `caf`, `inen`…). */
  siteLanguage: string;
  /** The market's number and money locale (`fi-FI`). */
  formatting?: string;
  messages: CatalogueMessages;
}

export const LOCALE_ROUTE_ID = 'locale';

/**
 * English for the few texts the shell shows outside a locale (before or without the catalogue:
 * the skip link and the error screens, whose texts the spec gives in English). Everything else
 * comes from the page's catalogue; no whole catalogue is bundled into the browser.
 */
export const SHELL_FALLBACK_MESSAGES: CatalogueMessages = {
  'nav.skip': 'Skip to content',
  'error.screen.generic.title': 'Oops, something went wrong.',
  'error.screen.generic.text': 'Please reload the page to try again.',
  'error.screen.generic.action': 'Reload',
  'error.screen.retry.title': 'SOMETHING WENT WRONG',
  'error.screen.retry.text': 'Please try again',
  'error.screen.retry.action': 'Try again',
  'error.screen.notFound.title': 'Page not found!',
  'error.screen.notFound.text': 'The page you are looking for does not exist or has moved.',
  'error.screen.notFound.action': 'Go to the home page',
};

export function useLocaleData(): LocaleI18nData | undefined {
  return useRouteLoaderData(LOCALE_ROUTE_ID) as LocaleI18nData | undefined;
}

export function useTranslator(): Translator {
  const data = useLocaleData();
  const language = data?.siteLanguage ?? 'en';
  const messages = data?.messages;
  return useMemo(() => createTranslator(language, messages, SHELL_FALLBACK_MESSAGES), [language, messages]);
}

/** `t(id, values)` of the page's language. */
export function useT(): Translator['t'] {
  return useTranslator().t;
}

/** The locale for dates on this page: its language with the market's region (`en-FI`). */
export function useDateLocale(): string {
  const data = useLocaleData();
  return dateLocaleFor(data?.siteLanguage ?? 'en', data?.formatting ?? 'en-US');
}
