/**
 * How money is shown and typed (spec 1 §3 "Currency display rules", spec 1 §9 currencies and
 * locale mapping, spec 2 §3 "Currency display" and "balance amounts are rounded to 2 decimals").
 *
 * Amounts are worked on as exact decimals (BigInt), never as binary floats, so "1234.565" rounds
 * to "1234.57". Decisions where the specs are silent:
 * - Rounding: two decimals, half away from zero (what Intl.NumberFormat does by default), for every
 *   currency, CLP included (the specs round all amounts to 2 decimals; ISO gives CLP none).
 * - A number argument is read through its shortest round-trip text (`String(n)`), so 1.005 is
 *   1.005 and rounds to 1.01. NaN, Infinity and malformed text throw a RangeError: a wrong amount
 *   must not quietly show as zero.
 * - The symbol, its position and spacing come from the currency's rule (content rules first, then
 *   the built-in defaults below); separators and grouping come from the locale. So a Finnish
 *   player reading English sees "1,234.50 €". The spec does not show the symbols; ours are the
 *   usual local ones.
 * - Rule lookup, most specific first: content rule for the country, built-in rule for the country,
 *   the same two for the country's alias (market ids JJ → DE, PP → SE, LL → NL), content default,
 *   built-in default. Among content rules with the same key the first wins; rules missing a
 *   symbol or with an unknown position are ignored.
 * - An unknown but well-formed currency code is written after the amount, spaced ("12.00 XYZ");
 *   a blank one means the default currency EUR.
 * - Locale: a BCP 47 tag we know ("fr-CA"), a site locale ("fi-FI", "en-UN") or a language of
 *   spec 1 §9 ("no", "caf", "inen", "br"); `_` is read as `-`. Anything else is en-US (spec 1 §9).
 *   Thousands separators are always used (the spec asks for them), also for 4-digit amounts where
 *   CLDR would skip them for es/pl. Space separators are no-break spaces (U+00A0), as is the
 *   space between symbol and amount, so an amount never wraps.
 * - Negative amounts put "-" before everything ("-€5.00", "-5,00 €"); an amount that rounds to
 *   zero has no sign.
 * - Typed input (`parseMoneyInput`) is read strictly in the locale's separators: "1.5" in German
 *   is rejected rather than guessed; extra fraction digits are an error unless they are zeros.
 *   Negative input is an error (form amounts are never negative).
 */
import { SITE_LANGUAGE_TAGS } from './languages.ts';
import { DEFAULT_CURRENCY } from './constants.ts';
import { apiMarket } from './siteLanguage.ts';

export type SymbolPosition = 'before' | 'after';

/** A `currencyDisplayRule` content document (schemas/currencyDisplayRule.ts), as delivered. */
export interface CurrencyDisplayRule {
  currencyCode: string;
  /** Set for a country variant, e.g. "FI"; empty or absent for the currency's default. */
  countryCode?: string | null;
  symbol: string;
  /** "before" or "after"; anything else makes the rule unusable. */
  position: string;
  spacing?: boolean | null;
}

/** The rule that applies after lookup. */
export interface CurrencyDisplay {
  symbol: string;
  position: SymbolPosition;
  spacing: boolean;
}

const NBSP = '\u00a0';

/** Built-in display rules for every currency of spec 1 §3 and §9; content rules override them. */
export const BUILT_IN_CURRENCY_RULES: readonly CurrencyDisplayRule[] = [
  { currencyCode: 'EUR', symbol: '€', position: 'before', spacing: false },
  { currencyCode: 'EUR', countryCode: 'DE', symbol: '€', position: 'after', spacing: true },
  { currencyCode: 'EUR', countryCode: 'JJ', symbol: '€', position: 'after', spacing: true },
  { currencyCode: 'EUR', countryCode: 'FI', symbol: '€', position: 'after', spacing: true },
  { currencyCode: 'EUR', countryCode: 'FR', symbol: '€', position: 'after', spacing: true },
  { currencyCode: 'BRL', symbol: 'R$', position: 'before', spacing: true },
  { currencyCode: 'CAD', symbol: '$', position: 'before', spacing: false },
  { currencyCode: 'CLP', symbol: '$', position: 'before', spacing: false },
  { currencyCode: 'INR', symbol: '₹', position: 'before', spacing: false },
  { currencyCode: 'NZD', symbol: '$', position: 'before', spacing: false },
  { currencyCode: 'NOK', symbol: 'kr', position: 'after', spacing: true },
  { currencyCode: 'PEN', symbol: 'S/', position: 'before', spacing: true },
  { currencyCode: 'PHP', symbol: '₱', position: 'before', spacing: false },
  { currencyCode: 'PLN', symbol: 'zł', position: 'after', spacing: true },
  { currencyCode: 'ZAR', symbol: 'R', position: 'before', spacing: false },
  { currencyCode: 'TRY', symbol: '₺', position: 'before', spacing: false },
];

/** How numbers are written in a locale. */
export interface NumberLocale {
  /** The BCP 47 tag, e.g. "de-DE". */
  tag: string;
  group: string;
  decimal: string;
  /** Indian grouping (12,34,567): groups of two above the first three digits. */
  indianGrouping?: boolean;
}

const NUMBER_LOCALES: readonly NumberLocale[] = [
  { tag: 'en-US', group: ',', decimal: '.' },
  { tag: 'en-CA', group: ',', decimal: '.' },
  { tag: 'en-NZ', group: ',', decimal: '.' },
  { tag: 'en-IN', group: ',', decimal: '.', indianGrouping: true },
  { tag: 'en-ZA', group: NBSP, decimal: ',' },
  { tag: 'fi-FI', group: NBSP, decimal: ',' },
  { tag: 'nb-NO', group: NBSP, decimal: ',' },
  { tag: 'sv-SE', group: NBSP, decimal: ',' },
  { tag: 'de-DE', group: '.', decimal: ',' },
  { tag: 'de-CH', group: '’', decimal: '.' },
  { tag: 'nl-NL', group: '.', decimal: ',' },
  { tag: 'fr-FR', group: NBSP, decimal: ',' },
  { tag: 'fr-CA', group: NBSP, decimal: ',' },
  { tag: 'es-ES', group: '.', decimal: ',' },
  { tag: 'es-CL', group: '.', decimal: ',' },
  { tag: 'es-PE', group: ',', decimal: '.' },
  { tag: 'pt-PT', group: NBSP, decimal: ',' },
  { tag: 'pt-BR', group: '.', decimal: ',' },
  { tag: 'ja-JP', group: ',', decimal: '.' },
  { tag: 'fil-PH', group: ',', decimal: '.' },
  { tag: 'tr-TR', group: '.', decimal: ',' },
  { tag: 'pl-PL', group: NBSP, decimal: ',' },
];

/** Site languages of spec 1 §9 (and plain ISO languages) to the tag whose numbers they use. */
const LANGUAGE_TAGS: Readonly<Record<string, string>> = {
  ...SITE_LANGUAGE_TAGS,
  nb: 'nb-NO',
  fil: 'fil-PH',
  sv: 'sv-SE',
  nl: 'nl-NL',
};

const FALLBACK_TAG = 'en-US';

function numberLocaleByTag(tag: string): NumberLocale | undefined {
  const wanted = tag.toLowerCase();
  return NUMBER_LOCALES.find((entry) => entry.tag.toLowerCase() === wanted);
}

/**
 * The number conventions for a locale: a known tag, else its language (site languages included),
 * else en-US (spec 1 §9).
 */
export function resolveNumberLocale(locale: string | { language: string; market?: string }): NumberLocale {
  const text = (
    typeof locale === 'string' ? locale : [locale.language, locale.market].filter(Boolean).join('-')
  )
    .trim()
    .replaceAll('_', '-');
  const exact = numberLocaleByTag(text);
  if (exact) return exact;
  const language = text.split('-')[0]!.toLowerCase();
  const tag = LANGUAGE_TAGS[language];
  return (tag && numberLocaleByTag(tag)) || numberLocaleByTag(FALLBACK_TAG)!;
}

function isUsable(rule: CurrencyDisplayRule): rule is CurrencyDisplayRule & { position: SymbolPosition } {
  return (
    typeof rule.symbol === 'string' &&
    rule.symbol.trim() !== '' &&
    (rule.position === 'before' || rule.position === 'after')
  );
}

function findRule(
  rules: readonly CurrencyDisplayRule[],
  currency: string,
  country: string | undefined,
): CurrencyDisplay | undefined {
  for (const rule of rules) {
    if (!isUsable(rule) || rule.currencyCode?.trim().toUpperCase() !== currency) continue;
    const ruleCountry = rule.countryCode?.trim().toUpperCase() || undefined;
    if (ruleCountry !== country) continue;
    return { symbol: rule.symbol, position: rule.position, spacing: rule.spacing === true };
  }
  return undefined;
}

function normaliseCurrency(currency: string): string {
  const code = (currency ?? '').trim().toUpperCase();
  return code === '' ? DEFAULT_CURRENCY : code;
}

/**
 * The display rule for a currency, optionally for a player's country: content rules override the
 * built-in ones, country variants override defaults (see the module notes for the order).
 */
export function resolveCurrencyDisplay(
  currency: string,
  countryCode?: string | null,
  rules: readonly CurrencyDisplayRule[] = [],
): CurrencyDisplay {
  const code = normaliseCurrency(currency);
  const country = countryCode?.trim().toUpperCase() || undefined;
  const countries: (string | undefined)[] = [];
  if (country) {
    countries.push(country);
    // A market id that stands for a country (JJ for DE, spec 1 §3, §9) also finds that country's rule.
    const alias = apiMarket(country);
    if (alias !== country) countries.push(alias);
  }
  countries.push(undefined);
  for (const candidate of countries) {
    const found = findRule(rules, code, candidate) ?? findRule(BUILT_IN_CURRENCY_RULES, code, candidate);
    if (found) return found;
  }
  return { symbol: code, position: 'after', spacing: true };
}

/** value = (negative ? -1 : 1) * mantissa * 10^exponent */
interface Decimal {
  negative: boolean;
  mantissa: bigint;
  exponent: number;
}

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const MAX_EXPONENT = 400;

function parseDecimal(amount: string | number): Decimal {
  if (typeof amount === 'number' && !Number.isFinite(amount)) {
    throw new RangeError(`Not a money amount: ${amount}`);
  }
  const text = String(amount).trim();
  const match = DECIMAL_TEXT.exec(text);
  const [, sign, units = '', fraction = '', exp = '0'] = match ?? [];
  if (!match || units + fraction === '')
    throw new RangeError(`Not a money amount: ${JSON.stringify(amount)}`);
  const exponent = Number(exp) - fraction.length;
  if (Math.abs(exponent) > MAX_EXPONENT) throw new RangeError(`Money amount out of range: ${text}`);
  return { negative: sign === '-', mantissa: BigInt(units + fraction), exponent };
}

/** Exact amount in hundredths, rounded half away from zero. */
function toRoundedCents(amount: string | number): bigint {
  const { negative, mantissa, exponent } = parseDecimal(amount);
  const shift = exponent + 2;
  let cents: bigint;
  if (shift >= 0) {
    cents = mantissa * 10n ** BigInt(shift);
  } else if (-shift > mantissa.toString().length) {
    cents = 0n;
  } else {
    const divisor = 10n ** BigInt(-shift);
    cents = mantissa / divisor;
    if ((mantissa % divisor) * 2n >= divisor) cents += 1n;
  }
  return negative ? -cents : cents;
}

function centsToString(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const units = absolute / 100n;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${fraction}`;
}

/**
 * Rounds an amount to two decimals, half away from zero, exactly: "1234.565" → "1234.57",
 * -0.005 → "-0.01", "-0.004" → "0.00". Always two fraction digits. Throws RangeError on non-amounts.
 */
export function roundMoney(amount: string | number): string {
  return centsToString(toRoundedCents(amount));
}

function groupDigits(digits: string, locale: NumberLocale): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = locale.indianGrouping ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return [...groups, last].join(locale.group);
}

export interface FormatMoneyOptions {
  /** BCP 47 tag, site locale ("fi-FI", "en-UN") or site language ("no", "inen"); else en-US. */
  locale: string | { language: string; market?: string };
  /** The player's country, for country variants (EUR in DE, JJ, FI, FR). */
  countryCode?: string | null;
  /** `currencyDisplayRule` documents from content; they override the built-in rules. */
  rules?: readonly CurrencyDisplayRule[];
  /** Leaves out ",00" of a whole amount ("50 €"; one-tap amounts). Other amounts keep their cents. */
  wholeWithoutCents?: boolean;
}

/**
 * Writes an amount for people: "€1,234.57", "1.234,57 €", "R$ 10,00", "-10,00 kr".
 * `amount` is a decimal string in major units ("12.50") or a number; rounded to 2 decimals.
 */
export function formatMoney(amount: string | number, currency: string, options: FormatMoneyOptions): string {
  const cents = toRoundedCents(amount);
  const numberLocale = resolveNumberLocale(options.locale);
  const display = resolveCurrencyDisplay(currency, options.countryCode, options.rules);
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const units = groupDigits((absolute / 100n).toString(), numberLocale);
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  const number =
    options.wholeWithoutCents && fraction === '00' ? units : `${units}${numberLocale.decimal}${fraction}`;
  const gap = display.spacing ? NBSP : '';
  const body =
    display.position === 'before' ? `${display.symbol}${gap}${number}` : `${number}${gap}${display.symbol}`;
  return `${negative ? '-' : ''}${body}`;
}

export type MoneyInputError = 'empty' | 'invalid' | 'negative' | 'too_many_decimals';

export type MoneyInputResult = { ok: true; value: string } | { ok: false; error: MoneyInputError };

export interface ParseMoneyInputOptions {
  countryCode?: string | null;
  rules?: readonly CurrencyDisplayRule[];
}

const SPACES = /[\s\u00a0\u202f]/g;
const MINUS = /^[-\u2212]/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function currencySymbols(currency: string, options: ParseMoneyInputOptions): string[] {
  const code = normaliseCurrency(currency);
  const symbols = new Set<string>([
    code,
    resolveCurrencyDisplay(code, options.countryCode, options.rules).symbol,
  ]);
  for (const rule of [...(options.rules ?? []), ...BUILT_IN_CURRENCY_RULES]) {
    if (isUsable(rule) && rule.currencyCode?.trim().toUpperCase() === code) symbols.add(rule.symbol.trim());
  }
  return [...symbols].sort((a, b) => b.length - a.length);
}

function stripSymbol(text: string, symbols: readonly string[]): string {
  for (const symbol of symbols) {
    const pattern = new RegExp(`^([-\u2212]?)\\s*${escapeRegExp(symbol)}|${escapeRegExp(symbol)}$`, 'i');
    if (pattern.test(text)) return text.replace(pattern, '$1').trim();
  }
  return text;
}

function validGrouping(parts: readonly string[], secondary: number): boolean {
  const [first = '', ...others] = parts;
  if (first.length < 1 || first.length > secondary || others.length === 0) return false;
  return others.every((part, index) => part.length === (index === others.length - 1 ? 3 : secondary));
}

/**
 * Reads an amount a player typed, in the locale's separators, with or without the currency's
 * symbol or code. Returns the amount as a two-decimal string ("1234.50") or why it was refused.
 */
export function parseMoneyInput(
  text: string,
  currency: string,
  locale: FormatMoneyOptions['locale'],
  options: ParseMoneyInputOptions = {},
): MoneyInputResult {
  const trimmed = (text ?? '').replace(SPACES, ' ').trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  const numberLocale = resolveNumberLocale(locale);
  const bare = stripSymbol(trimmed, currencySymbols(currency, options));
  if (bare === '') return { ok: false, error: 'invalid' };
  if (MINUS.test(bare)) return { ok: false, error: 'negative' };

  const group = numberLocale.group === NBSP ? ' ' : numberLocale.group;
  const groups = group === '’' ? /[’']/ : new RegExp(escapeRegExp(group));
  const halves = bare.split(numberLocale.decimal);
  if (halves.length > 2) return { ok: false, error: 'invalid' };
  const [integerText = '', fractionText = ''] = halves;
  if (!/^\d*$/.test(fractionText)) return { ok: false, error: 'invalid' };

  let integer = integerText;
  if (groups.test(integerText)) {
    const parts = integerText.split(groups);
    const ok =
      parts.every((part) => /^\d+$/.test(part)) &&
      (validGrouping(parts, numberLocale.indianGrouping ? 2 : 3) || validGrouping(parts, 3));
    if (!ok) return { ok: false, error: 'invalid' };
    integer = parts.join('');
  }
  if (!/^\d*$/.test(integer) || integer + fractionText === '') return { ok: false, error: 'invalid' };

  const fraction = fractionText.length > 2 ? fractionText.replace(/0+$/, '') : fractionText;
  if (fraction.length > 2) return { ok: false, error: 'too_many_decimals' };
  return { ok: true, value: centsToString(BigInt(integer || '0') * 100n + BigInt(fraction.padEnd(2, '0'))) };
}
