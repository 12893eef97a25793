/**
 * ICU formatting (ARCHITECTURE.md packages/i18n), cheap enough for the browser: no catalogue is
 * bundled here. Catalogues come from the server (`@casino/i18n/catalogues`, where every catalogue
 * is complete: a test holds each to English's ids, and `catalogueFor` fills any gap with English)
 * or from `/locales/{code}/default.json` (`fetchCatalogue` in `@casino/i18n/load`).
 *
 * A message that is missing falls back to the `fallback` messages (server code passes English),
 * then to its id; one that fails to format falls back the same way. Nothing throws at the player.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type en from '../locales/en/default.json';
import { DEFAULT_LANGUAGE, intlLocaleFor } from './languages.ts';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
/** A catalogue as loaded: possibly partial, possibly holding ids this build does not know. */
export type CatalogueMessages = Readonly<Partial<Record<string, string>>>;
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export const DEFAULT_MESSAGES_LANGUAGE = DEFAULT_LANGUAGE;

export interface Translator {
  /** The language the translator was created for, as given. */
  language: string;
  t(id: MessageId, values?: MessageValues): string;
}

const cache = createIntlCache();

/**
 * A translator for `language` with `messages` (a site catalogue from `catalogueFor` or
 * `fetchCatalogue`); ids missing from `messages` use `fallback`, then the id.
 */
export function createTranslator(
  language: string,
  messages: CatalogueMessages = {},
  fallback: CatalogueMessages = {},
): Translator {
  const intl: IntlShape<string> = createIntl(
    {
      locale: intlLocaleFor(language),
      defaultLocale: intlLocaleFor(DEFAULT_LANGUAGE),
      messages: messages as Record<string, string>,
      onError: () => {},
    },
    cache,
  );
  return {
    language,
    t(id, values) {
      const defaultMessage: string = fallback[id] ?? id;
      try {
        return intl.formatMessage({ id, defaultMessage }, values) as string;
      } catch {
        return defaultMessage;
      }
    },
  };
}

export {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  SUPPORTED_LANGUAGES,
  catalogueCodeFor,
  intlLocaleFor,
  isSupportedLanguage,
  type SupportedLanguage,
} from './languages.ts';
// `fetchCatalogue` (with its validation) is `@casino/i18n/load`, imported only where a page loads a catalogue.
