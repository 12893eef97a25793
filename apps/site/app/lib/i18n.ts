/**
 * The translator for components. The catalogue of the page's site language comes with the locale
 * layout's loader data (route id `locale`, revalidated only when the locale changes), so server and
 * browser render the same text and no catalogue is bundled into the client JavaScript. Outside a
 * locale (the root error screen) it speaks English, or whatever catalogue the caller loaded.
 */
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { createTranslator, type CatalogueMessages, type Translator } from '@casino/i18n';

/** The part of the locale layout's data the translator reads. */
export interface LocaleI18nData {
  /** The language of the URL (`<html lang>`). */
  language: string;
  /** The site language whose catalogue `messages` is (`en`, `caf`, `inen`…). */
  siteLanguage: string;
  messages: CatalogueMessages;
}

export const LOCALE_ROUTE_ID = 'locale';

export function useLocaleData(): LocaleI18nData | undefined {
  return useRouteLoaderData(LOCALE_ROUTE_ID) as LocaleI18nData | undefined;
}

export function useTranslator(): Translator {
  const data = useLocaleData();
  const language = data?.siteLanguage ?? 'en';
  const messages = data?.messages;
  return useMemo(() => createTranslator(language, messages), [language, messages]);
}

/** `t(id, values)` of the page's language. */
export function useT(): Translator['t'] {
  return useTranslator().t;
}
