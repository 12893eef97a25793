/**
 * Message catalogues and ICU formatting (ARCHITECTURE.md packages/i18n). A message that is
 * missing or fails to format falls back to the English message, then to its id, and never throws
 * at the player.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import en from '../locales/en/default.json' with { type: 'json' };
import fi from '../locales/fi/default.json' with { type: 'json' };
import de from '../locales/de/default.json' with { type: 'json' };

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
export type MessageValues = Record<string, string | number>;

export const DEFAULT_MESSAGES_LANGUAGE = 'en';
const catalogues: Record<string, Partial<Messages>> = { en, fi, de };

export function catalogueFor(language: string): Partial<Messages> {
  return catalogues[language] ?? {};
}

export function hasCatalogue(language: string): boolean {
  return language in catalogues;
}

export interface Translator {
  language: string;
  t(id: MessageId, values?: MessageValues): string;
}

const cache = createIntlCache();

export function createTranslator(
  language: string,
  messages: Partial<Messages> = catalogueFor(language),
): Translator {
  const intl: IntlShape<string> = createIntl(
    { locale: language, defaultLocale: DEFAULT_MESSAGES_LANGUAGE, messages, onError: () => {} },
    cache,
  );
  return {
    language,
    t(id, values) {
      const fallback = en[id] ?? id;
      try {
        return intl.formatMessage({ id, defaultMessage: fallback }, values) as string;
      } catch {
        return fallback;
      }
    },
  };
}
