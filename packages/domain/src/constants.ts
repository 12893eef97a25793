/**
 * Business constants of spec 1 §9. One definition each; everything else imports them.
 */
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_MARKET = 'UN';
export const DEFAULT_LOCALE = `${DEFAULT_LANGUAGE}-${DEFAULT_MARKET}`;
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_SIGNUP_COUNTRY = 'FI';
export const DEFAULT_SITE_ID = 6;
export const JURISDICTIONS = ['MT', 'CW', 'CC', 'IM'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];
export const DEFAULT_JURISDICTION: Jurisdiction = 'MT';

/** Payment method codes (spec 2 §3 "Payment methods"): the contract and the content lists use these. */
export const PAYMENT_METHOD_CODES = [
  'CREDITCARD',
  'EUTELLER',
  'MUCHBETTER',
  'NETELLER',
  'PAYSAFECARD',
  'RAPIDTRANSFER',
  'SIRU',
  'SKRILL',
  'TRUSTLY',
  'MSIPAY',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];
