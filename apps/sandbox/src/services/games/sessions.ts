/**
 * Sandbox game sessions (spec 3 §7 game launch): the launch grants and game sessions the launch
 * calls answer (handlers/games.ts) and the game pages read (handlers/gamePages.ts), and who may
 * play for real money. The slot that plays a session is slot.ts, the live table roulette.ts.
 *
 * Rules:
 * - A launch call answers either the URL of a game page (`/sandbox/games/<session>`) or a grant
 *   (token, ticket or session id) that the provider launcher `GET /sandbox/launch/<provider>?token=…
 *   &gameId=…&lobbyUrl=…` turns into a game session (the site builds that URL, see
 *   packages/domain gameLaunch.ts).
 * - Sessions and grants are stateless: `base64url(JSON).base64url(HMAC-SHA256)` with a key derived
 *   from the sandbox's current signing key (kept in the database, so every process sharing it and
 *   every restart accepts them). A session names the provider, game, mode, player (real only),
 *   currency, category (CASINO or LIVE_CASINO) and lobby URL, and lasts 2 hours on the sandbox
 *   clock (short, so a grant or a page link that leaks is soon worthless).
 * - A real session names the player API session it was launched from and dies with it: once that
 *   session is signed out or ended by a time-out, self-exclusion or an operator's measure, or the
 *   player may no longer sign in, the game page and every call on it answer "session ended"
 *   (`readGameSession`), and every bet is refused inside its transaction by the same rule
 *   (money/ledger/bets.ts `placeBet` → identity/playerBlock.ts `gamblingBlock`), so a bet racing the measure loses.
 * - A LIVE_CASINO session opens a live table (roulette.ts; baccarat or blackjack by the game's
 *   catalogue type, cardTables.ts) instead of the slot. The category comes from the launch: Evolution's gameCategory (anything but `casino` is
 *   live) and CreedRoomz (live only). Pragmatic's, PariPlay's and SoftSwiss's launch payloads carry
 *   no category (spec 3 §7), so the sandbox reads it from the game id the way those providers
 *   name their live tables (`isLiveTableId`): Pragmatic Live tables have numeric ids, PariPlay's
 *   live games start with `PP_LIVE_`, and SoftSwiss live ids (like any provider's) start with
 *   `live_` or `live-`.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { players, signingKeys } from '../../db/schema.ts';
import type { Database } from '../../db/database.ts';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { openAccounts } from '../money/index.ts';
import { gamblingBlock, jwks } from '../identity/index.ts';
import { localeOf } from './gameLocale.ts';

export const GAME_PATH = '/sandbox/games';
export const LAUNCH_PATH = '/sandbox/launch';
/** A game session's longest life; a real one ends sooner, with the player's session (module header). */
export const GAME_SESSION_TTL_MS = 2 * 3_600_000;
/**
 * A game id the launch calls, the launcher and the player-game calls take: 1–100 letters, digits
 * and `._:-` (any such id plays; others answer `error.game.not_found`).
 */
export const GAME_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export type GameMode = 'demo' | 'real';
export type GameCategory = 'CASINO' | 'LIVE_CASINO';

export interface GameSession {
  /** Random per grant or session; part of the rounds' idempotency keys. */
  nonce: string;
  /** The site (brand) the game was launched on: its lobby links lead only there. */
  siteId: number;
  provider: string;
  /** Empty for a player-level grant (Yggdrasil, Play'n GO, CreedRoomz): the launcher names the game. */
  gameId: string;
  mode: GameMode;
  playerId: string | null;
  /** The player API session a real game was launched from (null for demo): the game dies with it. */
  sid: string | null;
  currency: string;
  category: GameCategory;
  lobbyUrl: string | null;
  /** The launch's language or locale (`fi`, `fi-FI`): the page's texts and number format (gameTheme.ts). */
  language?: string | undefined;
  /** Expiry, ms since the epoch on the sandbox clock. */
  exp: number;
}

/** An http(s) URL as a lobby link may be, or null for anything else. */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

// Signing ---------------------------------------------------------------------------------------

const secrets = new WeakMap<Database, Promise<Buffer>>();

/** The key of the games' signatures and outcomes (derived from the sandbox's signing key). */
export function secretOf(db: Database): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await jwks(db); // makes sure the signing key exists
      const [key] = await db.select().from(signingKeys).where(eq(signingKeys.slot, 'current'));
      if (!key) throw new Error('No signing key');
      return createHash('sha256')
        .update(`sandbox-games:${JSON.stringify(key.privateJwk)}`)
        .digest();
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const mac = (secret: Buffer, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

export async function issueGameSession(
  ctx: SandboxContext,
  fields: Omit<GameSession, 'nonce' | 'exp'>,
): Promise<string> {
  const now = await ctx.clock.now();
  const session: GameSession = {
    ...fields,
    nonce: randomBytes(9).toString('base64url'),
    exp: now.getTime() + GAME_SESSION_TTL_MS,
  };
  return signJson(ctx, session);
}

/** A JSON value as a token signed with the games secret (`<base64url JSON>.<HMAC>`). */
export async function signJson(ctx: SandboxContext, value: unknown): Promise<string> {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${mac(await secretOf(ctx.db), payload)}`;
}

/** The JSON a token signed by `signJson` carries, or null when its signature does not hold. */
export async function readSignedJson(ctx: SandboxContext, token: string): Promise<unknown> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(await secretOf(ctx.db), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The session a token names, if its signature holds and it has not expired. */
export async function readGameSession(ctx: SandboxContext, token: string): Promise<GameSession | null> {
  const session = (await readSignedJson(ctx, token)) as GameSession | null;
  if (!session || typeof session !== 'object') return null;
  const now = await ctx.clock.now();
  if (typeof session.exp !== 'number' || session.exp <= now.getTime()) return null;
  if (session.mode === 'real') {
    if (!session.playerId || !session.sid) return null;
    if (await gamblingBlock(ctx.db, { playerId: session.playerId, sessionId: session.sid }, now)) return null;
  }
  return session;
}

// Players ---------------------------------------------------------------------------------------

/** Whether a game id names a live table for a provider whose launch carries no category. */
export function isLiveTableId(provider: string, gameId: string): boolean {
  if (/^live[_-]/i.test(gameId)) return true;
  if (provider === 'pragmaticplay') return /^\d{1,10}$/.test(gameId);
  if (provider === 'pariplay') return /^PP_LIVE_/i.test(gameId);
  return false;
}

export type PlayerCheck = Outcome<{ currency: string }>;

/** Whether the player may play for real money in the category (spec 3 §2 game page guards). */
export async function realPlayCheck(
  ctx: SandboxContext,
  playerId: string,
  category: GameCategory,
): Promise<PlayerCheck> {
  const [player] = await ctx.db.select().from(players).where(eq(players.playerId, playerId));
  const denied = (message: string) => ({ ok: false as const, code: ERRORS.gameAccessDenied.code, message });
  if (!player) return denied('Unknown player');
  if (player.riskPayout || player.multibrandSuspended) return denied('The player may not play now');
  if (category === 'CASINO' ? !player.casino : !player.liveCasino) {
    return denied('The player has no access to this vertical');
  }
  const accounts = await openAccounts(ctx, playerId);
  if (!accounts) return denied('The player has no wallet yet');
  return { ok: true, currency: accounts.currencyCode };
}

/** What a launch call names (handlers/games.ts reads it from each provider's body). */
export interface Launch {
  siteId: number;
  provider: string;
  /** Empty for a player-level grant: the launcher names the game. */
  gameId: string;
  /** From the launch when it says (Evolution, CreedRoomz), else from the game id (`isLiveTableId`). */
  category?: GameCategory;
  currency?: string | undefined;
  lobbyUrl?: string | null | undefined;
  /** The launch's language or locale, when its body carries one. */
  language?: string | undefined;
  /** Whether the lobby URL is a page of the brand's own site (request.ts `isSiteUrl`). */
  lobbyUrlOnSite: boolean;
  /** Real money: the signed-in player and the session the launch is made in; null for the demo. */
  player: { playerId: string; sessionId: string } | null;
}

const NOT_SITE_URL = "The lobby URL must be a page of the brand's own site";

/**
 * A launch's signed game session or grant (module header): a game id of 1–100 letters, digits and
 * `._:-` (else `error.game.not_found`); real money only for a player who may play it
 * (`realPlayCheck`: `error.game.access_denied`), in the player's currency; a lobby URL only on the
 * brand's own site (`error.request.invalid` on `lobbyUrl`).
 */
export async function launchGrant(ctx: SandboxContext, launch: Launch): Promise<Outcome<{ grant: string }>> {
  if (launch.gameId && !GAME_ID.test(launch.gameId)) {
    return refuse(ERRORS.gameNotFound.code, `No game ${launch.gameId}`);
  }
  const category =
    launch.category ?? (isLiveTableId(launch.provider, launch.gameId) ? 'LIVE_CASINO' : 'CASINO');
  let currency = launch.currency ?? 'EUR';
  if (launch.player) {
    const check = await realPlayCheck(ctx, launch.player.playerId, category);
    if (!check.ok) return refuse(check.code, check.message);
    currency = check.currency;
  }
  const lobbyUrl = launch.lobbyUrl || null;
  if (lobbyUrl && !launch.lobbyUrlOnSite) {
    return refuse(ERRORS.requestInvalid.code, NOT_SITE_URL, {
      validationErrors: { lobbyUrl: { code: 'not_site_url', message: NOT_SITE_URL } },
    });
  }
  const grant = await issueGameSession(ctx, {
    siteId: launch.siteId,
    provider: launch.provider,
    gameId: launch.gameId,
    mode: launch.player ? 'real' : 'demo',
    playerId: launch.player?.playerId ?? null,
    sid: launch.player?.sessionId ?? null,
    currency,
    category,
    lobbyUrl: httpUrl(lobbyUrl),
    ...(launch.language ? { language: localeOf(launch.language) } : {}),
  });
  return { ok: true, grant };
}
