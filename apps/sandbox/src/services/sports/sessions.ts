/**
 * The sandbox sportsbook's sessions and contexts (spec 1 §7, spec 3 §7 and §9; contract
 * calls/sportsbook.ts): what the site asks for before it opens the sportsbook frame.
 *
 * Decisions where the spec says "not shown":
 * - **A session** is a token signed with the games secret (`signJson`): the player, the site and an
 *   expiry a year ahead. No table is needed: the sportsbook checks the signature and then asks the
 *   back office about the player on every bet. The handler also sets it as the provider's cookie
 *   (`SPORTSBOOK_COOKIE`; Secure, SameSite=None, HttpOnly, one year), as the spec says.
 * - **A context** is a signed token too, valid two hours. It holds the brand, the visitor (the
 *   sportsbook's language, the country, the currency and the device), the jurisdiction, the deep
 *   links, the parent page and, behind the login path, the player. The frame URL carries it; the
 *   player's own tokens never reach the frame.
 * - The language follows spec 1 §9: NZ, CAF, FR and INEN are English, PT is Brazilian, CL and PE are
 *   kept; any other is itself.
 * - Only the Mga jurisdiction is served (spec 3 §9); the frame may only sit in one of the site's
 *   own pages (the parent URL is one of the site's hostnames), so no other page can frame a
 *   player's sportsbook.
 */
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { readSignedJson, signJson } from '../games/index.ts';

const YEAR_MS = 365 * 24 * 3_600_000;
const CONTEXT_MS = 2 * 3_600_000;

/** The provider's session cookie (the frame's own, on the sandbox's origin). */
export const SPORTSBOOK_COOKIE = 'sportsbook_session';
export const SPORTSBOOK_COOKIE_MAX_AGE_S = YEAR_MS / 1000;
/** Where the frame is served. */
export const SPORTSBOOK_PATH = '/sandbox/sportsbook';

/** The sportsbook's language for a site language (spec 1 §9). */
export function sportsbookLanguage(language: string): string {
  const code = language.toLowerCase();
  if (['nz', 'caf', 'fr', 'inen'].includes(code)) return 'en';
  if (code === 'pt') return 'br';
  return code;
}

const sessionToken = z.object({
  kind: z.literal('sportsbook-session'),
  playerId: z.string(),
  siteId: z.number(),
  exp: z.number(),
});

export async function createSportsbookSession(
  ctx: SandboxContext,
  player: { playerId: string; siteId: number },
) {
  const now = await ctx.clock.now();
  const exp = now.getTime() + YEAR_MS;
  const sessionId = await signJson(ctx, { kind: 'sportsbook-session', ...player, exp });
  return { sessionId, expiresAt: new Date(exp).toISOString() };
}

/** The player and site of a sportsbook session, if its signature holds and it has not expired. */
export async function readSportsbookSession(ctx: SandboxContext, token: string) {
  const parsed = sessionToken.safeParse(await readSignedJson(ctx, token));
  if (!parsed.success || parsed.data.exp <= (await ctx.clock.now()).getTime()) return null;
  return { playerId: parsed.data.playerId, siteId: parsed.data.siteId };
}

export interface DeepLinks {
  category?: string | undefined;
  region?: string | undefined;
  competition?: string | undefined;
  event?: string | undefined;
}

const contextToken = z.object({
  kind: z.literal('sportsbook-context'),
  siteId: z.number(),
  playerId: z.string().nullable(),
  /** The player API session the login context was asked in: bets stop when it ends. */
  sessionId: z.string().nullable(),
  brand: z.string(),
  language: z.string(),
  country: z.string(),
  currency: z.string(),
  device: z.enum(['desktop', 'tablet', 'mobile']),
  jurisdiction: z.string(),
  parentUrl: z.string(),
  correlationId: z.string(),
  exp: z.number(),
});
export type SportsbookContext = z.infer<typeof contextToken>;

export interface ContextInput {
  siteId: number;
  playerId: string | null;
  sessionId: string | null;
  correlationId: string;
  brand: string;
  visitor: { language: string; country: string; currency: string; device: 'desktop' | 'tablet' | 'mobile' };
  jurisdiction: string;
  deepLinks: DeepLinks;
  parentUrl: string;
}

/** A segment of the frame's path: lower-case letters, digits, `-` and `:` (an event id). */
const SEGMENT = /^[a-z0-9][a-z0-9:-]{0,79}$/;

/** The frame path of deep links: `/sandbox/sportsbook/<category>/<region>/<competition>/<event>`. */
export function framePath(links: DeepLinks): string {
  const parts: string[] = [];
  for (const part of [links.category, links.region, links.competition, links.event]) {
    const segment = part?.trim().toLowerCase();
    if (!segment) break;
    if (!SEGMENT.test(segment)) break;
    parts.push(encodeURIComponent(segment));
  }
  return [SPORTSBOOK_PATH, ...parts].join('/');
}

/** The context token and the frame URL (on `base`, the sandbox's public address). */
export async function createSportsbookContext(ctx: SandboxContext, input: ContextInput, base: string) {
  const now = await ctx.clock.now();
  const context: SportsbookContext = {
    kind: 'sportsbook-context',
    siteId: input.siteId,
    playerId: input.playerId,
    sessionId: input.sessionId,
    brand: input.brand,
    language: sportsbookLanguage(input.visitor.language),
    country: input.visitor.country,
    currency: input.visitor.currency,
    device: input.visitor.device,
    jurisdiction: input.jurisdiction,
    parentUrl: input.parentUrl,
    correlationId: input.correlationId,
    exp: now.getTime() + CONTEXT_MS,
  };
  const token = await signJson(ctx, context);
  const url = new URL(`${base}${framePath(input.deepLinks)}`);
  url.searchParams.set('context', token);
  return { iframeUrl: url.toString(), context: token };
}

/** The context a frame URL carries, if its signature holds and it has not expired. */
export async function readSportsbookContext(
  ctx: SandboxContext,
  token: string,
): Promise<SportsbookContext | null> {
  const parsed = contextToken.safeParse(await readSignedJson(ctx, token));
  if (!parsed.success || parsed.data.exp <= (await ctx.clock.now()).getTime()) return null;
  return parsed.data;
}
