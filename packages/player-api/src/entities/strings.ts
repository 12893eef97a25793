/**
 * Input strings: every string a request carries (body, query, path parameters, headers) has a
 * maximum length and refuses control characters, so no caller can make a backend store a
 * megabyte-long name (and sign a token that repeats it) or hand its database a NUL byte
 * (PostgreSQL refuses NUL in text). Build request strings with these helpers; a test walks every
 * call's request schemas and fails on a string without them (strings.test.ts).
 *
 * - `text(max)`: one line; no C0 control character (U+0000–U+001F) and no DEL (U+007F).
 * - `multilineText(max)`: free text; tab, line feed and carriage return allowed, other controls not.
 * - `bounded(schema, max)`: the same rule on a string format or pattern (`z.email()`, a regex).
 *
 * The lengths (`STRING_LIMITS`) count UTF-16 code units, as zod does. Response strings may stay
 * lenient; where a shape is shared with a request the limits are generous enough for both.
 */
import { z } from 'zod';

export const STRING_LIMITS = {
  /** First, last and other person names. */
  name: 100,
  /** RFC 5321's longest forward path. */
  email: 254,
  /** Passwords: long passphrases fit; a slow password hash never sees a megabyte. */
  password: 128,
  /** Free text a player writes (answers, messages). */
  text: 1000,
  /** URLs a request carries (return, redirect, lobby addresses). */
  url: 2048,
  /** Tokens (JWTs of a few KB), captcha tokens, device fingerprints. */
  token: 8192,
  /** Identifiers: player, payment, game, session, campaign ids. */
  id: 128,
  /** Short codes: one-time codes, bonus codes, provider codes, postal codes, enum-like words. */
  code: 64,
  /** Short single-line values: a search, a city, a street, a user agent's fragment. */
  line: 255,
  /** An IPv4 or IPv6 address (45 characters at most, with room for a zone). */
  ipAddress: 64,
  /** Headers forwarded from the player's browser (User-Agent, X-Forwarded-For); the client cuts a
   * longer User-Agent to this. */
  header: 1024,
} as const;

/** C0 controls and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** C0 controls and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/** Whether `value` holds a control character (tab, line feed and carriage return allowed or not). */
export function containsControlCharacters(
  value: string,
  options: { allowLineBreaks?: boolean } = {},
): boolean {
  return (options.allowLineBreaks ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value);
}

/** The check of one-line input strings: no control character at all. */
export const noControlCharacters = z.refine<string>((value) => !containsControlCharacters(value), {
  message: 'Must not contain control characters',
});

/** The check of free text: tab and line breaks allowed, other control characters not. */
export const noControlCharactersExceptLineBreaks = z.refine<string>(
  (value) => !containsControlCharacters(value, { allowLineBreaks: true }),
  { message: 'Must not contain control characters other than tab and line breaks' },
);

/** A one-line input string of at most `max` characters, without control characters. */
export function text(max: number): z.ZodString {
  return z.string().max(max).check(noControlCharacters);
}

/** Free text of at most `max` characters: tab, line feed and carriage return allowed. */
export function multilineText(max: number = STRING_LIMITS.text): z.ZodString {
  return z.string().max(max).check(noControlCharactersExceptLineBreaks);
}

/** The input-string rule on a string format or pattern schema (`z.email()`, `z.url()`, a regex). */
export function bounded<T extends z.ZodString | z.ZodStringFormat>(schema: T, max: number): T {
  return schema.max(max).check(noControlCharacters) as T;
}

/**
 * An input URL of at most `max` characters. `z.url()` trims its input before its own checks, so a
 * control character at either end would pass `bounded`; here the one-line rule sees the raw text.
 */
export function urlInput(max: number = STRING_LIMITS.url): z.ZodString {
  return text(max).check(z.url());
}
