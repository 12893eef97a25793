/**
 * The languages players read content in (spec 1 §9 "Supported languages"), in the spec's order.
 * Each is a field of the locale types (localeString, localeText, localeBlock). Besides the plain
 * languages the list holds the region languages a market switches to with
 * `mapLanguageToCustomLanguage` (spec 1 §3 "Market entry"): caf, ca, nz, inen, cl, pe, br.
 */
export const CONTENT_LANGUAGES = [
  { code: 'en', title: 'English' },
  { code: 'fi', title: 'Suomi (Finnish)' },
  { code: 'no', title: 'Norsk (Norwegian)' },
  { code: 'de', title: 'Deutsch (German)' },
  { code: 'caf', title: 'Français canadien (Canadian French)' },
  { code: 'ca', title: 'English (Canada)' },
  { code: 'nz', title: 'English (New Zealand)' },
  { code: 'fr', title: 'Français (French)' },
  { code: 'inen', title: 'English (India)' },
  { code: 'cl', title: 'Español (Chile)' },
  { code: 'pe', title: 'Español (Perú)' },
  { code: 'pt', title: 'Português (Portuguese)' },
  { code: 'br', title: 'Português (Brasil)' },
  { code: 'ja', title: '日本語 (Japanese)' },
  { code: 'tl', title: 'Tagalog (Filipino)' },
  { code: 'tr', title: 'Türkçe (Turkish)' },
  { code: 'pl', title: 'Polski (Polish)' },
  { code: 'es', title: 'Español (Spanish)' },
] as const;

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]['code'];
