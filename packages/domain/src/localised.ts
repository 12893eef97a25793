/**
 * Which language of a localised text a player reads (spec 1 §9 "Supported languages", spec 1 §3
 * "Market entry" region languages; spec 3 §5 "An empty language list defaults to English").
 *
 * Decision: a region language falls back to its base language, then English (caf → fr → en,
 * cl → es → en, br → pt → en; ca, nz and inen are English already); a plain language falls back
 * to English. An empty string counts as missing.
 */
import { DEFAULT_LANGUAGE } from './constants.ts';

/** The base language of each region language (schemas/contentLanguages.ts). */
export const REGION_LANGUAGE_BASE: Readonly<Record<string, string>> = {
  caf: 'fr',
  ca: 'en',
  nz: 'en',
  inen: 'en',
  cl: 'es',
  pe: 'es',
  br: 'pt',
};

/** The languages to try, best first, ending with English. */
export function contentLanguageChain(language: string | null | undefined): string[] {
  const chain: string[] = [];
  const add = (code: string | undefined) => {
    if (code && !chain.includes(code)) chain.push(code);
  };
  const wanted = language?.toLowerCase();
  add(wanted);
  add(wanted ? REGION_LANGUAGE_BASE[wanted] : undefined);
  add(DEFAULT_LANGUAGE);
  return chain;
}

/** The value of a localised object (`{en: …, fi: …}`) in `language`, with the fallbacks above. */
export function localisedValue<T>(
  value: Readonly<Record<string, T | null | undefined>> | null | undefined,
  language: string | null | undefined,
): T | null {
  if (!value) return null;
  for (const code of contentLanguageChain(language)) {
    const text = value[code];
    if (text === null || text === undefined || text === '') continue;
    if (Array.isArray(text) && text.length === 0) continue;
    return text;
  }
  return null;
}
