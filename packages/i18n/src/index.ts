/**
 * ICU formatting (ARCHITECTURE.md packages/i18n), cheap enough for the browser: only the English
 * catalogue is bundled, as the default messages. The other catalogues come from the server
 * (`@casino/i18n/catalogues`) or from `/locales/{code}/default.json` (`fetchCatalogue` in
 * `@casino/i18n/load`).
 *
 * A message that is missing or fails to format falls back to the English message, then to its id,
 * and never throws at the player.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import en from '../locales/en/default.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, intlLocaleFor } from './languages.ts';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
/** A catalogue as loaded: possibly partial, possibly holding ids this build does not know. */
export type CatalogueMessages = Readonly<Partial<Record<string, string>>>;
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export const DEFAULT_MESSAGES_LANGUAGE = DEFAULT_LANGUAGE;
/** The English catalogue: the default message of every id. */
export const DEFAULT_MESSAGES: Readonly<Messages> = en;

export interface Translator {
  /** The language the translator was created for, as given. */
  language: string;
  t(id: MessageId, values?: MessageValues): string;
}

const cache = createIntlCache();

/**
 * A translator for `language` with `messages` (a site catalogue from `catalogueFor` or
 * `fetchCatalogue`). Without messages it speaks English; ids missing from `messages` are English.
 */
export function createTranslator(language: string, messages: CatalogueMessages = en): Translator {
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
      const fallback: string = (en as Partial<Record<string, string>>)[id] ?? id;
      try {
        return intl.formatMessage({ id, defaultMessage: fallback }, values) as string;
      } catch {
        return fallback;
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
