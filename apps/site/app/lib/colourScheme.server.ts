/**
 * The player's colour-scheme choice:
 * a cookie holding "dark", "light" or "system" (the device's `prefers-color-scheme`); none means
 * the brand's own theme. It
 * is a preference the player set by hand, kept on their device and never sent to the player API,
 * so it needs no consent (like the consent choice itself); it lasts a year.
 * The root loader reads it for `<html data-theme>` (see @casino/ui theme.ts), so the page paints in
 * the chosen scheme before any script runs.
 */
import { z } from 'zod';
import { cookieValue } from './cookies.server.ts';

export const COLOUR_SCHEME_COOKIE = 'colour_scheme';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const colourSchemeChoice = z.enum(['system', 'dark', 'light']);
export type ColourSchemeChoice = z.infer<typeof colourSchemeChoice>;

/** The stored choice, or null (none, or a value that is not one: the brand's own theme). */
export function readColourScheme(request: Request): ColourSchemeChoice | null {
  const parsed = colourSchemeChoice.safeParse(
    cookieValue(request.headers.get('Cookie'), COLOUR_SCHEME_COOKIE),
  );
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie header that stores a choice. */
export function colourSchemeCookie(choice: ColourSchemeChoice, secure: boolean): string {
  return `${COLOUR_SCHEME_COOKIE}=${choice}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
