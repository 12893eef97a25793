/**
 * The account-details forms that change the player row at once (spec 2 §3 "Account details", §4,
 * §5, §7 rows "Address", "Province", "Language"; contract calls/account.ts). Refusals are 400
 * `error.request.invalid` with `validationErrors` naming the field (spec 2 §5: the forms show
 * backend validation errors), every field's problem at once.
 *
 * - Address: street, city and postal code are trimmed and their inner spaces collapsed; the
 *   street needs a letter and 3 characters, the city a letter and 2; the postal code must have
 *   the country's format (`POSTAL_CODES`, normalised to its usual spelling, e.g. `K1A 0B1`,
 *   `01310-100`), 2 to 10 letters, digits, spaces or dashes where no format is known. The
 *   country must be the player's own (market codes PP, LL, JJ read as SE, NL, DE): a regulated
 *   operator's player does not move jurisdiction through a form
 *   (`validationErrors.countryCode`, code `error.address.country_change`).
 * - Province: a code of the player's country in @casino/domain `PROVINCES` (case-insensitive,
 *   stored upper case); any code for a country without a list there is refused
 *   (`validationErrors.provinceCode`, code `error.province.unknown`).
 * - Language: a site language of spec 1 §9 (@casino/domain `SITE_LANGUAGES`), `inen` stored as
 *   `en` (spec 1 §3); else `validationErrors.language`, code `error.language.unsupported`.
 *
 * Each answers the value now on record and tells the player's live feed sockets
 * (`pushPlayerAttributes`, PLAYER_ATTRIBUTE_CHANGE) the profile field that changed: `address`,
 * `provinceCode` or `languageCode`.
 */
import { eq } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { SITE_LANGUAGES, findProvince, hasProvinces } from '@casino/domain';
import { players, type PlayerRow } from '../../db/schema.ts';
import { refuse, type Outcome, type Refusal } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { pushPlayerAttributes } from '../platform/index.ts';
import { normaliseCountry, normaliseLanguage } from '../identity/index.ts';

/** The contract's `Address` (entities/player.ts `addressSchema`). */
export interface Address {
  address: string;
  city: string;
  postalCode: string;
  countryCode: string;
}

type FieldErrors = Record<string, { code: string; message: string }>;

function fieldErrors(fields: FieldErrors, message = 'Some fields are not valid'): Refusal {
  return refuse(ERRORS.requestInvalid.code, message, { validationErrors: fields });
}

/** Trimmed, with runs of white space made one space. */
function tidy(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

const LETTER = /\p{L}/u;

interface PostalFormat {
  pattern: RegExp;
  /** The usual spelling of a code that matched (upper case, spaces collapsed, before this). */
  spell?: (code: string) => string;
}

const digits = (count: number): PostalFormat => ({ pattern: new RegExp(`^\\d{${count}}$`) });
/** `12345678` or `12345-678` → `12345-678` (a dash after `before` digits). */
const dashed = (before: number, after: number): PostalFormat => ({
  pattern: new RegExp(`^\\d{${before}}-?\\d{${after}}$`),
  spell: (code) => {
    const plain = code.replace('-', '');
    return `${plain.slice(0, before)}-${plain.slice(before)}`;
  },
});
/** A code in two parts with a space between, given with or without it. */
const spaced = (pattern: RegExp, firstLength: number): PostalFormat => ({
  pattern,
  spell: (code) => {
    const plain = code.replace(' ', '');
    return `${plain.slice(0, firstLength)} ${plain.slice(firstLength)}`;
  },
});

/**
 * Postal code formats of the sites' markets and their neighbours (the national postal services'
 * formats); upper case, one space at most where the format has one.
 */
export const POSTAL_CODES: Readonly<Record<string, PostalFormat>> = {
  AT: digits(4),
  BR: dashed(5, 3),
  CA: spaced(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/, 3),
  CH: digits(4),
  CL: digits(7),
  DE: digits(5),
  DK: digits(4),
  ES: digits(5),
  FI: digits(5),
  FR: digits(5),
  // The outward code, then the inward code of three characters.
  GB: {
    pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
    spell: (code) => {
      const plain = code.replace(' ', '');
      return `${plain.slice(0, -3)} ${plain.slice(-3)}`;
    },
  },
  // The Eircode: a routing key, then a four-character identifier.
  IE: spaced(/^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/, 3),
  IN: { pattern: /^[1-9]\d{5}$/ },
  IT: digits(5),
  JP: dashed(3, 4),
  MT: spaced(/^[A-Z]{3} ?\d{4}$/, 3),
  NL: spaced(/^[1-9]\d{3} ?[A-Z]{2}$/, 4),
  NO: digits(4),
  NZ: digits(4),
  PE: digits(5),
  PH: digits(4),
  PL: dashed(2, 3),
  PT: dashed(4, 3),
  SE: spaced(/^\d{3} ?\d{2}$/, 3),
  TR: digits(5),
};

const ANY_POSTAL_CODE = /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/;

/** The postal code in its country's usual spelling, or null when it does not have the format. */
export function normalisePostalCode(countryCode: string, value: string): string | null {
  const code = tidy(value).toUpperCase();
  const format = POSTAL_CODES[countryCode];
  if (!format) return ANY_POSTAL_CODE.test(code) ? code : null;
  if (!format.pattern.test(code)) return null;
  return format.spell ? format.spell(code) : code;
}

function addressOf(row: PlayerRow): Address {
  return {
    address: row.address ?? '',
    city: row.city ?? '',
    postalCode: row.postalCode ?? '',
    countryCode: row.countryCode,
  };
}

/** Checks and stores the postal address; answers it as stored. */
export async function updateAddress(
  ctx: SandboxContext,
  player: PlayerRow,
  input: Address,
): Promise<Outcome<Address>> {
  const errors: FieldErrors = {};
  const street = tidy(input.address);
  if (street.length < 3 || !LETTER.test(street)) {
    errors.address = { code: 'error.address.invalid', message: 'Enter the street and number' };
  }
  const city = tidy(input.city);
  if (city.length < 2 || !LETTER.test(city)) {
    errors.city = { code: 'error.city.invalid', message: 'Enter the town or city' };
  }
  const country = normaliseCountry(player.countryCode);
  const postalCode = normalisePostalCode(country, input.postalCode);
  if (!postalCode) {
    errors.postalCode = {
      code: 'error.postal_code.invalid',
      message: `This is not a postal code of ${country}`,
    };
  }
  if (normaliseCountry(input.countryCode) !== country) {
    errors.countryCode = {
      code: 'error.address.country_change',
      message: `The address must be in ${country}, the country of your account; contact support to move country`,
    };
  }
  if (Object.keys(errors).length > 0) return fieldErrors(errors, 'The address is not valid');
  const [row] = await ctx.db
    .update(players)
    .set({ address: street, city, postalCode: postalCode!, updatedAt: await ctx.clock.now() })
    .where(eq(players.playerId, player.playerId))
    .returning();
  const address = addressOf(row!);
  pushPlayerAttributes(ctx, player.playerId, { address });
  return { ok: true, ...address };
}

/** Stores a province of the player's country; answers it. */
export async function updateProvince(
  ctx: SandboxContext,
  player: PlayerRow,
  provinceCode: string,
): Promise<Outcome<{ provinceCode: string }>> {
  const country = normaliseCountry(player.countryCode);
  const province = findProvince(country, provinceCode);
  if (!province) {
    return fieldErrors(
      {
        provinceCode: {
          code: 'error.province.unknown',
          message: hasProvinces(country)
            ? `This is not a province of ${country}`
            : `Addresses in ${country} have no province`,
        },
      },
      'The province is not valid',
    );
  }
  await ctx.db
    .update(players)
    .set({ provinceCode: province.code, updatedAt: await ctx.clock.now() })
    .where(eq(players.playerId, player.playerId));
  pushPlayerAttributes(ctx, player.playerId, { provinceCode: province.code });
  return { ok: true, provinceCode: province.code };
}

const LANGUAGES: ReadonlySet<string> = new Set(SITE_LANGUAGES);

/** Stores a site language (inen as en); answers it. */
export async function updateLanguage(
  ctx: SandboxContext,
  player: PlayerRow,
  language: string,
): Promise<Outcome<{ language: string }>> {
  if (!LANGUAGES.has(language.trim().toLowerCase())) {
    return fieldErrors(
      { language: { code: 'error.language.unsupported', message: 'This language is not offered' } },
      'The language is not valid',
    );
  }
  const code = normaliseLanguage(language);
  await ctx.db
    .update(players)
    .set({ languageCode: code, updatedAt: await ctx.clock.now() })
    .where(eq(players.playerId, player.playerId));
  pushPlayerAttributes(ctx, player.playerId, { languageCode: code });
  return { ok: true, language: code };
}
