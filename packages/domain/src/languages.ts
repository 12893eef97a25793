/**
 * The site languages of spec 1 §9 ("Supported languages") and the BCP 47 tag each one formats
 * numbers, dates and plurals with (the spec's "locale mapping"; custom region codes take their
 * region's tag: caf → fr-CA, inen → en-IN, br → pt-BR, tl → fil-PH). One list for the catalogues
 * (packages/i18n) and the money display (money.ts).
 */
export const SITE_LANGUAGES = [
  'en',
  'fi',
  'no',
  'de',
  'caf',
  'ca',
  'nz',
  'fr',
  'inen',
  'cl',
  'pe',
  'pt',
  'br',
  'ja',
  'tl',
  'tr',
  'pl',
  'es',
] as const;

export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const SITE_LANGUAGE_TAGS: Readonly<Record<SiteLanguage, string>> = {
  en: 'en-US',
  fi: 'fi-FI',
  no: 'nb-NO',
  de: 'de-DE',
  caf: 'fr-CA',
  ca: 'en-CA',
  nz: 'en-NZ',
  fr: 'fr-FR',
  inen: 'en-IN',
  cl: 'es-CL',
  pe: 'es-PE',
  pt: 'pt-PT',
  br: 'pt-BR',
  ja: 'ja-JP',
  tl: 'fil-PH',
  tr: 'tr-TR',
  pl: 'pl-PL',
  es: 'es-ES',
};
