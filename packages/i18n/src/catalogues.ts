/**
 * Every site catalogue (spec 1 §9 "Supported languages"), for the server: importing this module
 * bundles all 18 catalogues, so browser code imports `@casino/i18n` and receives its messages from
 * a loader or from `fetchCatalogue` instead.
 */
import en from '../locales/en/default.json' with { type: 'json' };
import fi from '../locales/fi/default.json' with { type: 'json' };
import no from '../locales/no/default.json' with { type: 'json' };
import de from '../locales/de/default.json' with { type: 'json' };
import caf from '../locales/caf/default.json' with { type: 'json' };
import ca from '../locales/ca/default.json' with { type: 'json' };
import nz from '../locales/nz/default.json' with { type: 'json' };
import fr from '../locales/fr/default.json' with { type: 'json' };
import inen from '../locales/inen/default.json' with { type: 'json' };
import cl from '../locales/cl/default.json' with { type: 'json' };
import pe from '../locales/pe/default.json' with { type: 'json' };
import pt from '../locales/pt/default.json' with { type: 'json' };
import br from '../locales/br/default.json' with { type: 'json' };
import ja from '../locales/ja/default.json' with { type: 'json' };
import tl from '../locales/tl/default.json' with { type: 'json' };
import tr from '../locales/tr/default.json' with { type: 'json' };
import pl from '../locales/pl/default.json' with { type: 'json' };
import es from '../locales/es/default.json' with { type: 'json' };
import { createTranslator, type Messages, type Translator } from './index.ts';
import { catalogueCodeFor, type SupportedLanguage } from './languages.ts';

export {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  catalogueCodeFor,
  isSupportedLanguage,
  type SupportedLanguage,
} from './languages.ts';

/** The catalogue files as they are (a file may lag behind English while keys are added). */
export const CATALOGUES: Readonly<Record<SupportedLanguage, Readonly<Partial<Messages>>>> = {
  en,
  fi,
  no,
  de,
  caf,
  ca,
  nz,
  fr,
  inen,
  cl,
  pe,
  pt,
  br,
  ja,
  tl,
  tr,
  pl,
  es,
};

/**
 * The full catalogue of a site language: every id, English where the file has no translation.
 * `code` goes through `catalogueCodeFor`, so a tag (`fi-FI`) works and an unknown code is English.
 */
export function catalogueFor(code: string): Messages {
  const language = catalogueCodeFor(code);
  return language === 'en' ? en : { ...en, ...CATALOGUES[language] };
}

/** Whether `code` is a site language with its own catalogue. */
export function hasCatalogue(code: string): boolean {
  return Object.hasOwn(CATALOGUES, code);
}

/** The English catalogue: the default message of every id. */
export const DEFAULT_MESSAGES: Readonly<Messages> = en;

/** A translator with the full catalogue of `code` (see `catalogueFor`) and English behind it, for server code. */
export function translatorFor(code: string): Translator {
  const language = catalogueCodeFor(code);
  return createTranslator(language, catalogueFor(language), en);
}
