import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUILT_IN_CURRENCY_RULES,
  formatMoney,
  parseMoneyInput,
  resolveCurrencyDisplay,
  resolveNumberLocale,
  roundMoney,
  type CurrencyDisplayRule,
} from './money.ts';

const NBSP = '\u00a0';
/** Expected strings are written with plain spaces; the formatter uses no-break spaces. */
const plain = (text: string): string => text.replaceAll(NBSP, ' ');
const fmt = (...args: Parameters<typeof formatMoney>): string => plain(formatMoney(...args));

const SPEC_CURRENCIES = ['BRL', 'CAD', 'CLP', 'EUR', 'INR', 'NZD', 'NOK', 'PEN', 'PHP', 'PLN', 'ZAR', 'TRY'];
const TAGS = [
  'en-US',
  'en-CA',
  'en-NZ',
  'en-IN',
  'en-ZA',
  'fi-FI',
  'nb-NO',
  'sv-SE',
  'de-DE',
  'de-CH',
  'nl-NL',
  'fr-FR',
  'fr-CA',
  'es-ES',
  'es-CL',
  'es-PE',
  'pt-PT',
  'pt-BR',
  'ja-JP',
  'fil-PH',
  'tr-TR',
  'pl-PL',
];
const SITE_LANGUAGES = [
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
];

describe('built-in rules (spec 1 §3, §9)', () => {
  it('cover every currency of spec 1 §9 with a default rule', () => {
    for (const currency of SPEC_CURRENCIES) {
      expect(BUILT_IN_CURRENCY_RULES.some((r) => r.currencyCode === currency && !r.countryCode)).toBe(true);
    }
  });

  it('have the EUR variants for DE, JJ, FI and FR', () => {
    const variants = BUILT_IN_CURRENCY_RULES.filter((r) => r.currencyCode === 'EUR' && r.countryCode);
    expect(variants.map((r) => r.countryCode).sort()).toEqual(['DE', 'FI', 'FR', 'JJ']);
  });
});

describe('formatMoney: every currency', () => {
  it.each([
    ['EUR', '€1,234,567.89'],
    ['BRL', 'R$ 1,234,567.89'],
    ['CAD', '$1,234,567.89'],
    ['CLP', '$1,234,567.89'],
    ['INR', '₹1,234,567.89'],
    ['NZD', '$1,234,567.89'],
    ['NOK', '1,234,567.89 kr'],
    ['PEN', 'S/ 1,234,567.89'],
    ['PHP', '₱1,234,567.89'],
    ['PLN', '1,234,567.89 zł'],
    ['ZAR', 'R1,234,567.89'],
    ['TRY', '₺1,234,567.89'],
  ])('%s in en-US', (currency, expected) => {
    expect(fmt('1234567.891', currency, { locale: 'en-US' })).toBe(expected);
  });

  it.each([
    ['EUR', 'fi', 'FI', '1 234 567,89 €'],
    ['EUR', 'de', 'DE', '1.234.567,89 €'],
    ['EUR', 'fr', 'FR', '1 234 567,89 €'],
    ['EUR', 'en', 'MT', '€1,234,567.89'],
    ['BRL', 'br', 'BR', 'R$ 1.234.567,89'],
    ['CAD', 'ca', 'CA', '$1,234,567.89'],
    ['CAD', 'caf', 'CA', '$1 234 567,89'],
    ['CLP', 'cl', 'CL', '$1.234.567,89'],
    ['INR', 'inen', 'IN', '₹12,34,567.89'],
    ['NZD', 'nz', 'NZ', '$1,234,567.89'],
    ['NOK', 'no', 'NO', '1 234 567,89 kr'],
    ['PEN', 'pe', 'PE', 'S/ 1,234,567.89'],
    ['PHP', 'tl', 'PH', '₱1,234,567.89'],
    ['PLN', 'pl', 'PL', '1 234 567,89 zł'],
    ['ZAR', 'en-ZA', 'ZA', 'R1 234 567,89'],
    ['TRY', 'tr', 'TR', '₺1.234.567,89'],
  ])('%s for language %s in %s', (currency, locale, countryCode, expected) => {
    expect(fmt('1234567.891', currency, { locale, countryCode })).toBe(expected);
  });

  it('uses no-break spaces for grouping and symbol spacing, so an amount never wraps', () => {
    expect(formatMoney('1234.5', 'EUR', { locale: 'fi-FI', countryCode: 'FI' })).toBe(
      `1${NBSP}234,50${NBSP}€`,
    );
  });
});

describe('formatMoney: EUR country variants', () => {
  it.each(['DE', 'JJ', 'FI', 'FR', 'de', ' fi '])(
    '%j puts € after the amount with a space',
    (countryCode) => {
      expect(fmt('10', 'EUR', { locale: 'en', countryCode })).toBe('10.00 €');
    },
  );

  it.each([undefined, null, '', 'MT', 'AT', 'UN', 'PP'])('%j uses the default, € before', (countryCode) => {
    expect(fmt('10', 'EUR', { locale: 'en', countryCode })).toBe('€10.00');
  });

  it('applies variants only to EUR', () => {
    expect(fmt('10', 'NOK', { locale: 'en', countryCode: 'FI' })).toBe('10.00 kr');
  });
});

describe('formatMoney: content rules override the built-in ones', () => {
  const rule = (r: Partial<CurrencyDisplayRule>): CurrencyDisplayRule => ({
    currencyCode: 'EUR',
    symbol: 'EUR',
    position: 'after',
    spacing: true,
    ...r,
  });

  it('overrides a default', () => {
    expect(fmt('5', 'PLN', { locale: 'en', rules: [rule({ currencyCode: 'PLN', symbol: 'PLN' })] })).toBe(
      '5.00 PLN',
    );
  });

  it('overrides a country variant', () => {
    const rules = [rule({ countryCode: 'FI', symbol: 'e', position: 'before', spacing: false })];
    expect(fmt('5', 'EUR', { locale: 'en', countryCode: 'FI', rules })).toBe('e5.00');
  });

  it('does not let a content default hide a built-in country variant', () => {
    const rules = [rule({ symbol: 'EURO' })];
    expect(fmt('5', 'EUR', { locale: 'en', countryCode: 'FI', rules })).toBe('5.00 €');
    expect(fmt('5', 'EUR', { locale: 'en', countryCode: 'MT', rules })).toBe('5.00 EURO');
  });

  it('adds variants for new countries and currencies', () => {
    const rules = [
      rule({ countryCode: 'AT', symbol: '€', position: 'after' }),
      rule({ currencyCode: 'SEK', symbol: 'kr' }),
    ];
    expect(fmt('5', 'EUR', { locale: 'de', countryCode: 'AT', rules })).toBe('5,00 €');
    expect(fmt('5', 'SEK', { locale: 'sv', rules })).toBe('5,00 kr');
  });

  it('reads market ids as their country (JJ → DE, PP → SE, LL → NL)', () => {
    const rules = [
      rule({ currencyCode: 'SEK', countryCode: 'SE', symbol: 'kr' }),
      rule({ countryCode: 'NL', symbol: '€', position: 'before', spacing: true }),
    ];
    expect(fmt('5', 'SEK', { locale: 'sv', countryCode: 'PP', rules })).toBe('5,00 kr');
    expect(fmt('5', 'EUR', { locale: 'nl', countryCode: 'LL', rules })).toBe('€ 5,00');
  });

  it('ignores unusable documents, takes the first of duplicates and reads missing spacing as none', () => {
    const rules = [
      rule({ currencyCode: 'TRY', symbol: '' }),
      rule({ currencyCode: 'TRY', symbol: 'TL', position: 'sideways' }),
      rule({ currencyCode: 'try', symbol: 'TL', position: 'after', spacing: null }),
      rule({ currencyCode: 'TRY', symbol: 'YTL' }),
    ];
    expect(fmt('5', 'TRY', { locale: 'tr', rules })).toBe('5,00TL');
  });

  it('is exposed as resolveCurrencyDisplay', () => {
    expect(resolveCurrencyDisplay('eur', 'jj')).toEqual({ symbol: '€', position: 'after', spacing: true });
  });
});

describe('formatMoney: fallbacks', () => {
  it('writes an unknown currency code after the amount', () => {
    expect(fmt('1234.5', 'XYZ', { locale: 'en' })).toBe('1,234.50 XYZ');
    expect(fmt('1234.5', 'usd', { locale: 'de' })).toBe('1.234,50 USD');
  });

  it('reads a blank currency as the default EUR and codes case-insensitively', () => {
    expect(fmt('1', '', { locale: 'en' })).toBe('€1.00');
    expect(fmt('1', ' brl ', { locale: 'br' })).toBe('R$ 1,00');
  });

  it.each(['xx-YY', '', 'klingon', 'en-UN', 'EN', 'zz', '123'])('locale %j falls back to en-US', (locale) => {
    expect(fmt('1234.5', 'EUR', { locale })).toBe('€1,234.50');
    expect(resolveNumberLocale(locale).tag).toBe('en-US');
  });

  it.each([
    ['ja_JP', 'ja-JP'],
    ['FR-fr', 'fr-FR'],
    ['fr-CA', 'fr-CA'],
    ['no-NO', 'nb-NO'],
    ['fi-FI', 'fi-FI'],
    ['de-CH', 'de-CH'],
    ['de-AT', 'de-DE'],
    ['pt-BR', 'pt-BR'],
    ['br-BR', 'pt-BR'],
    ['inen-IN', 'en-IN'],
  ])('resolves %s to %s', (locale, tag) => {
    expect(resolveNumberLocale(locale).tag).toBe(tag);
  });

  it('accepts a Locale value', () => {
    expect(resolveNumberLocale({ language: 'no', market: 'NO' }).tag).toBe('nb-NO');
    expect(resolveNumberLocale({ language: 'en', market: 'UN' }).tag).toBe('en-US');
  });

  it.each(SITE_LANGUAGES)('maps site language %s to a known locale', (language) => {
    const resolved = resolveNumberLocale(language);
    expect(TAGS).toContain(resolved.tag);
    if (language !== 'en') expect(resolved.tag).not.toBe('en-US');
  });
});

describe('formatMoney: negatives, zero, large amounts', () => {
  it.each([
    ['-1234.5', 'EUR', 'en', undefined, '-€1,234.50'],
    ['-1234.5', 'EUR', 'fi', 'FI', '-1 234,50 €'],
    ['-10', 'BRL', 'br', undefined, '-R$ 10,00'],
    ['-10', 'NOK', 'no', undefined, '-10,00 kr'],
    ['0', 'EUR', 'en', undefined, '€0.00'],
    ['-0', 'EUR', 'en', undefined, '€0.00'],
    ['-0.004', 'PLN', 'pl', undefined, '0,00 zł'],
    ['-0.005', 'PLN', 'pl', undefined, '-0,01 zł'],
    ['999.995', 'EUR', 'en', undefined, '€1,000.00'],
  ])('%s %s (%s, %s) → %s', (amount, currency, locale, countryCode, expected) => {
    expect(fmt(amount, currency, { locale, countryCode })).toBe(expected);
  });

  it('formats numbers too', () => {
    expect(fmt(-0, 'EUR', { locale: 'en' })).toBe('€0.00');
    expect(fmt(1234.5, 'TRY', { locale: 'tr' })).toBe('₺1.234,50');
    expect(fmt(0.1 + 0.2, 'EUR', { locale: 'en' })).toBe('€0.30');
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(fmt('123456789012345678901234567890.995', 'EUR', { locale: 'de', countryCode: 'DE' })).toBe(
      '123.456.789.012.345.678.901.234.567.891,00 €',
    );
    expect(fmt('9007199254740993.01', 'INR', { locale: 'inen' })).toBe('₹9,00,71,99,25,47,40,993.01');
  });

  it.each([Number.NaN, Infinity, -Infinity, '', ' ', 'abc', '1,5', '1.2.3', '--1', '1e9999', '.'])(
    'throws a RangeError for %j',
    (amount) => {
      expect(() => formatMoney(amount, 'EUR', { locale: 'en' })).toThrow(RangeError);
    },
  );
});

describe('roundMoney: two decimals, half away from zero, exact', () => {
  it.each([
    ['1234.565', '1234.57'],
    ['1234.564999', '1234.56'],
    ['2.675', '2.68'],
    ['0.005', '0.01'],
    ['-0.005', '-0.01'],
    ['0.004', '0.00'],
    ['-0.004', '0.00'],
    ['-1.015', '-1.02'],
    ['0.995', '1.00'],
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['.5', '0.50'],
    ['7.', '7.00'],
    ['+3', '3.00'],
    ['007.10', '7.10'],
    ['1e3', '1000.00'],
    ['1.2345e2', '123.45'],
    ['5E-3', '0.01'],
    ['1e-300', '0.00'],
    [1.005, '1.01'],
    [1e21, '1000000000000000000000.00'],
    [5e-7, '0.00'],
    [-2.5, '-2.50'],
  ])('%j → %s', (amount, expected) => {
    expect(roundMoney(amount)).toBe(expected);
  });

  it('matches a reference rounding of three-decimal amounts', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), (thousandths) => {
        const negative = thousandths < 0n;
        const abs = negative ? -thousandths : thousandths;
        const text = `${negative ? '-' : ''}${abs / 1000n}.${(abs % 1000n).toString().padStart(3, '0')}`;
        const cents = abs / 10n + (abs % 10n >= 5n ? 1n : 0n);
        const expected = `${negative && cents > 0n ? '-' : ''}${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
        expect(roundMoney(text)).toBe(expected);
      }),
    );
  });

  it('leaves two-decimal amounts unchanged and is idempotent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (cents) => {
        const negative = cents < 0n;
        const abs = negative ? -cents : cents;
        const text = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
        expect(roundMoney(text)).toBe(text);
        expect(roundMoney(roundMoney(text))).toBe(text);
      }),
    );
  });

  it('rounds numbers as their shortest decimal text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (value) => {
        expect(roundMoney(value)).toBe(roundMoney(String(value)));
        expect(Math.abs(Number(roundMoney(value)) - value)).toBeLessThanOrEqual(
          0.005 + 1e-6 * Math.abs(value),
        );
      }),
    );
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}\.\d{1,6}$/), (text) => {
        const positive = roundMoney(text);
        const negative = roundMoney(`-${text}`);
        expect(negative).toBe(/^0\.00$/.test(positive) ? positive : `-${positive}`);
      }),
    );
  });
});

describe('formatMoney: properties', () => {
  const currency = fc.constantFrom(...SPEC_CURRENCIES, 'XYZ');
  const locale = fc.constantFrom(...TAGS, ...SITE_LANGUAGES);
  const country = fc.constantFrom(undefined, 'DE', 'JJ', 'FI', 'FR', 'MT');
  const cents = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });
  const asAmount = (value: bigint): string => {
    const abs = value < 0n ? -value : value;
    return `${value < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  };

  it('writes a negative amount as "-" before the positive one', () => {
    fc.assert(
      fc.property(cents, currency, locale, country, (value, code, loc, countryCode) => {
        fc.pre(value > 0n);
        const options = { locale: loc, countryCode };
        expect(formatMoney(asAmount(-value), code, options)).toBe(
          `-${formatMoney(asAmount(value), code, options)}`,
        );
      }),
    );
  });

  it('reads back what it writes (parseMoneyInput ∘ formatMoney)', () => {
    fc.assert(
      fc.property(cents, currency, locale, country, (value, code, loc, countryCode) => {
        fc.pre(value >= 0n);
        const text = formatMoney(asAmount(value), code, { locale: loc, countryCode });
        expect(parseMoneyInput(text, code, loc, { countryCode })).toEqual({
          ok: true,
          value: asAmount(value),
        });
      }),
    );
  });

  it('agrees with Intl.NumberFormat on separators and grouping (spaces and apostrophes normalised)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.constantFrom(...TAGS), (value, tag) => {
        const ours = formatMoney(asAmount(value), 'XYZ', { locale: tag }).replace(/\u00a0XYZ$/, '');
        const intl = new Intl.NumberFormat(tag, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          useGrouping: 'always',
        }).format(Number(value) / 100);
        // ICU versions differ in the kind of space and apostrophe (de-CH); compare the rest.
        const same = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[’']/g, "'");
        expect(same(ours)).toBe(same(intl));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['12', 'EUR', 'en', '12.00'],
    ['12.5', 'EUR', 'en', '12.50'],
    ['  1,234.56 ', 'EUR', 'en', '1234.56'],
    ['€1,234.56', 'EUR', 'en', '1234.56'],
    ['€ 12', 'EUR', 'en', '12.00'],
    ['12 €', 'EUR', 'fi', '12.00'],
    ['1 234,5', 'EUR', 'fi', '1234.50'],
    ['1\u00a0234,5 €', 'EUR', 'fi', '1234.50'],
    ['1\u202f234,5', 'EUR', 'fr', '1234.50'],
    ['1.234,56', 'EUR', 'de', '1234.56'],
    ['12 eur', 'EUR', 'de', '12.00'],
    ['R$ 1.234,56', 'BRL', 'br', '1234.56'],
    ['12,34,567.89', 'INR', 'inen', '1234567.89'],
    ['1,234,567.89', 'INR', 'inen', '1234567.89'],
    ['1’234.50', 'EUR', 'de-CH', '1234.50'],
    ["1'234.50", 'EUR', 'de-CH', '1234.50'],
    ['S/ 10', 'PEN', 'pe', '10.00'],
    ['10 zł', 'PLN', 'pl', '10.00'],
    ['kr 10', 'NOK', 'no', '10.00'],
    ['R10', 'ZAR', 'en-ZA', '10.00'],
    ['.5', 'EUR', 'en', '0.50'],
    ['5.', 'EUR', 'en', '5.00'],
    ['007', 'EUR', 'en', '7.00'],
    ['1.500', 'EUR', 'en', '1.50'],
    ['1.500', 'EUR', 'de', '1500.00'],
    ['0', 'EUR', 'en', '0.00'],
    ['12', 'EUR', 'xx-YY', '12.00'],
    ['99999999999999999999.99', 'EUR', 'en', '99999999999999999999.99'],
  ])('reads %j (%s, %s) as %s', (text, currency, locale, value) => {
    expect(parseMoneyInput(text, currency, locale)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-5', 'negative'],
    ['−5', 'negative'],
    ['-€5', 'negative'],
    ['€-5', 'negative'],
    ['12.345', 'too_many_decimals'],
    ['0.001', 'too_many_decimals'],
    ['abc', 'invalid'],
    ['€', 'invalid'],
    ['.', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1,23.45', 'invalid'],
    ['1,2345', 'invalid'],
    [',123', 'invalid'],
    ['1 234', 'invalid'],
    ['12e3', 'invalid'],
    ['$12', 'invalid'],
    ['12 kr', 'invalid'],
    ['+5', 'invalid'],
  ])('refuses %j in en/EUR: %s', (text, error) => {
    expect(parseMoneyInput(text, 'EUR', 'en')).toEqual({ ok: false, error });
  });

  it('reads German separators strictly instead of guessing', () => {
    expect(parseMoneyInput('1.5', 'EUR', 'de')).toEqual({ ok: false, error: 'invalid' });
    expect(parseMoneyInput('1,555', 'EUR', 'de')).toEqual({ ok: false, error: 'too_many_decimals' });
  });

  it('accepts the symbol of a content rule', () => {
    const rules: CurrencyDisplayRule[] = [{ currencyCode: 'TRY', symbol: 'TL', position: 'after' }];
    expect(parseMoneyInput('5 TL', 'TRY', 'tr', { rules })).toEqual({ ok: true, value: '5.00' });
  });
});

describe('formatMoney: whole amounts without cents', () => {
  it('leaves out the cents of a whole amount only', () => {
    expect(fmt('50', 'EUR', { locale: 'en-US', wholeWithoutCents: true })).toBe('€50');
    expect(fmt('1234', 'EUR', { locale: 'fi-FI', countryCode: 'FI', wholeWithoutCents: true })).toBe(
      '1 234 €',
    );
    expect(fmt('50.5', 'EUR', { locale: 'en-US', wholeWithoutCents: true })).toBe('€50.50');
    expect(fmt('50', 'EUR', { locale: 'en-US' })).toBe('€50.00');
  });
});
