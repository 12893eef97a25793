/**
 * ICU formatting (ARCHITECTURE.md packages/i18n), cheap enough for the browser: no catalogue is
 * bundled here. Catalogues come from the server (`@casino/i18n/catalogues`, where every catalogue
 * is complete: a test holds each to English's ids, and `catalogueFor` fills any gap with English)
 * or from `/locales/{code}/default.json` (`fetchCatalogue` in `@casino/i18n/load`).
 *
 * A message that is missing falls back to the `fallback` messages (server code passes English),
 * then to its id; one that fails to format falls back the same way. Nothing throws at the player.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type en from '../locales/en/default.json';
import { DEFAULT_LANGUAGE, intlLocaleFor } from './languages.ts';
export { formatDateTime, type DateStyle } from './dates.ts';

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

/**
 * Parsed messages by locale and text, shared by every translator of the process (the server makes
 * one per request). Only `intl-messageformat` ships to the browser, not `@formatjs/intl`'s
 * formatters the site never used: 3 KB less first-load JavaScript on every page.
 */
const compiled = new Map<string, IntlMessageFormat | null>();

function compile(message: string, locale: string): IntlMessageFormat | null {
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (format === undefined) {
    try {
      format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    } catch {
      format = null;
    }
    compiled.set(key, format);
  }
  return format;
}

/** The message formatted, or null when it does not parse or a value is missing. */
function formatted(message: string | undefined, locale: string, values?: MessageValues): string | null {
  if (message === undefined) return null;
  const format = compile(message, locale);
  if (!format) return null;
  try {
    const result = format.format<string>(values as Record<string, string | number | Date>);
    return typeof result === 'string' ? result : Array.isArray(result) ? result.join('') : String(result);
  } catch {
    return null;
  }
}

/**
 * A translator for `language` with `messages` (a site catalogue from `catalogueFor` or
 * `fetchCatalogue`); ids missing from `messages` use `fallback`, then the id.
 */
export function createTranslator(
  language: string,
  messages: CatalogueMessages = {},
  fallback: CatalogueMessages = {},
): Translator {
  const locale = intlLocaleFor(language);
  const fallbackLocale = intlLocaleFor(DEFAULT_LANGUAGE);
  return {
    language,
    t(id, values) {
      return (
        formatted(messages[id], locale, values) ??
        formatted(fallback[id], fallbackLocale, values) ??
        fallback[id] ??
        id
      );
    },
  };
}

export {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  SUPPORTED_LANGUAGES,
  catalogueCodeFor,
  dateLocaleFor,
  intlLocaleFor,
  isSupportedLanguage,
  type SupportedLanguage,
} from './languages.ts';
// `fetchCatalogue` (with its validation) is `@casino/i18n/load`, imported only where a page loads a catalogue.
