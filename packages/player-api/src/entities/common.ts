/**
 * Primitive shapes every area uses: codes, dates, identifiers and money.
 *
 * Money (decided once for the whole contract): an exact decimal string in the currency's major
 * unit, `.` as separator, at most two fraction digits, no exponent or grouping ("1250.5",
 * "-3.20"). The specs round balances to 2 decimals and display them with the currency's rules;
 * strings keep JSON free of binary floating point and need no per-currency exponent table. The
 * currency travels beside the amount (`currencyCode`) or is the player's. `toMinorUnits` and
 * `fromMinorUnits` convert for ledgers that count cents.
 */
import { z } from 'zod';
import { entity } from './registry.ts';
import { STRING_LIMITS, bounded, text } from './strings.ts';

export const countryCode = entity(
  'CountryCode',
  bounded(z.string().regex(/^[A-Z]{2}$/), 2).describe(
    'ISO 3166-1 alpha-2 code, upper case; the market codes PP, LL and JJ occur too (spec 1 §6).',
  ),
);

export const marketId = entity(
  'MarketId',
  bounded(z.string().regex(/^[A-Z]{2}$/), 2).describe(
    'A market id of spec 1 §9 (UN is global; PP, LL, JJ are Sweden, Netherlands, Germany).',
  ),
);

export const languageCode = entity(
  'LanguageCode',
  bounded(z.string().regex(/^[a-z]{2,4}$/), 4).describe(
    'A supported language of spec 1 §9 (en, fi, no, de, caf, inen, …); inen is sent as en.',
  ),
);

export const currencyCode = entity(
  'CurrencyCode',
  bounded(z.string().regex(/^[A-Z]{3}$/), 3).describe('ISO 4217 currency code (default EUR).'),
);

export const dateTime = bounded(z.iso.datetime({ offset: true }), 64).describe(
  'An instant, ISO 8601 with offset.',
);
export const date = bounded(z.iso.date(), 10).describe('A calendar date, yyyy-MM-dd.');

export const playerId = text(STRING_LIMITS.id).min(1).describe('The player id.');
export const ipAddress = text(STRING_LIMITS.ipAddress).min(1).describe("The player's IP address (v4 or v6).");
export const blackbox = text(STRING_LIMITS.token).describe(
  "The fraud-detection device fingerprint ('blackbox') the site collects.",
);

export const money = entity(
  'Money',
  bounded(z.string().regex(/^-?(0|[1-9]\d*)(\.\d{1,2})?$/), 32).describe(
    'An amount: exact decimal string in major units, at most 2 fraction digits ("12.50", "-3.2").',
  ),
);

export const amount = entity(
  'Amount',
  bounded(z.string().regex(/^(0|[1-9]\d*)(\.\d{1,2})?$/), 32).describe(
    'A non-negative amount: exact decimal string in major units, at most 2 fraction digits.',
  ),
);

/** Web or mobile (spec 3 §3 channels). */
export const channel = entity('Channel', z.enum(['web', 'mobile']).describe('The channel a game runs in.'));

/** Desktop or mobile (spec 3 §3 game requests). */
export const platform = entity('Platform', z.enum(['desktop', 'mobile']).describe('The device platform.'));

/** spec 1 §9: default MT; CW, CC, IM also exist. */
export const jurisdiction = entity(
  'Jurisdiction',
  z.enum(['MT', 'CW', 'CC', 'IM']).describe('The licence jurisdiction (default MT).'),
);

/** Verticals as the wallet and bonuses name them (spec 2 §3, spec 3 §3). */
export const vertical = entity(
  'Vertical',
  z.enum(['CASINO', 'LIVE_CASINO', 'SPORTS']).describe('A product vertical of a bonus or balance.'),
);

const MONEY_PATTERN = /^(-?)(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250n. Throws on anything that is not Money. */
export function toMinorUnits(value: string): bigint {
  const match = MONEY_PATTERN.exec(value);
  if (!match) throw new RangeError(`Not a money amount: ${value}`);
  const [, sign, units, fraction = ''] = match;
  const minor = BigInt(units!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** 1250n → "12.50": always two fraction digits. */
export function fromMinorUnits(minor: bigint | number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const units = absolute / 100n;
  const cents = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${cents}`;
}
