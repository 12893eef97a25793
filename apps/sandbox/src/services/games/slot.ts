/**
 * Sandbox games (spec 3 §7 game launch): launch grants, game sessions and
 * a slot that really plays.
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
 *   (ledger.ts `placeBet` → playerBlock.ts `gamblingBlock`), so a bet racing the measure loses.
 * - The slot has a declared return to player of 96 % (`SLOT_PAYTABLE`). A round's outcome is
 *   derived from the session and the round id (HMAC), so a retried round has the same outcome.
 * - Demo mode plays with play money (start 1 000.00, carried by the page) and touches no ledger.
 * - Real mode places the stake with `placeBet` and settles the round at once, a win with `payWin`
 *   and a loss with `settleLoss` (a bonus stake follows its money, ledger/bonus.ts), keyed by
 *   session and round id (idempotency keys `game-bet` / `game-win`): a retry moves nothing twice
 *   and a round whose bet went through but whose settlement did not is completed by the retry. A stake above the
 *   MAIN balance is refused (`NOT_ENOUGH_FUNDS`) and moves nothing; so are players who are
 *   risk-payout, multibrand-suspended or lack the vertical's access (`error.game.access_denied`),
 *   and a stake above what the player's spend limit leaves (`SELF_SPEND_LIMIT_REACHED`, checked
 *   inside the bet's transaction; services/gamblingLimits.ts).
 * - A LIVE_CASINO session opens the live roulette table (services/roulette.ts) instead of the
 *   slot. The category comes from the launch: Evolution's gameCategory (anything but `casino` is
 *   live) and CreedRoomz (live only). Pragmatic's, PariPlay's and SoftSwiss's launch payloads carry
 *   no category (spec 3 §7), so the sandbox reads it from the game id the way those providers
 *   name their live tables (`isLiveTableId`): Pragmatic Live tables have numeric ids, PariPlay's
 *   live games start with `PP_LIVE_`, and SoftSwiss live ids (like any provider's) start with
 *   `live_` or `live-`.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { ledgerAccounts, ledgerTransactions, players, signingKeys } from '../../db/schema.ts';
import type { Database } from '../../db/database.ts';
import type { Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { spendLimitCheck } from '../responsible/limits.ts';
import { freeSpinFor, playFreeSpin } from '../bonus/freeSpins.ts';
import { idempotencyKey, openAccounts, payWin, placeBet, settleLoss } from '../money/index.ts';
import { gamblingBlock } from '../identity/playerBlock.ts';
import { jwks } from '../platform/tokens.ts';

export const GAME_PATH = '/sandbox/games';
export const LAUNCH_PATH = '/sandbox/launch';
/** A game session's longest life; a real one ends sooner, with the player's session (module header). */
export const GAME_SESSION_TTL_MS = 2 * 3_600_000;
/** Play money a demo starts with, in cents. */
export const DEMO_START_BALANCE = 100_000n;
/** The stakes the slot offers, in cents. */
export const STAKES: readonly bigint[] = [10n, 50n, 100n, 200n, 500n];
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
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${payload}.${mac(await secretOf(ctx.db), payload)}`;
}

/** The session a token names, if its signature holds and it has not expired. */
export async function readGameSession(ctx: SandboxContext, token: string): Promise<GameSession | null> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(await secretOf(ctx.db), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let session: GameSession;
  try {
    session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as GameSession;
  } catch {
    return null;
  }
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

// The slot --------------------------------------------------------------------------------------

export interface PaytableLine {
  multiplier: number;
  /** Probability as a fraction of 10 000. */
  weight: number;
  symbols: readonly [string, string, string];
}

/** Declared return to player: Σ weight × multiplier / 10 000 = 0.96. */
export const SLOT_RTP = 0.96;
export const SLOT_PAYTABLE: readonly PaytableLine[] = [
  { multiplier: 50, weight: 24, symbols: ['Seven', 'Seven', 'Seven'] },
  { multiplier: 10, weight: 240, symbols: ['Bell', 'Bell', 'Bell'] },
  { multiplier: 5, weight: 600, symbols: ['Lemon', 'Lemon', 'Lemon'] },
  { multiplier: 2, weight: 1500, symbols: ['Cherry', 'Cherry', 'Cherry'] },
  { multiplier: 0, weight: 7636, symbols: ['Cherry', 'Bell', 'Lemon'] },
];
const LOSING_SYMBOLS: ReadonlyArray<readonly [string, string, string]> = [
  ['Cherry', 'Bell', 'Lemon'],
  ['Seven', 'Cherry', 'Bell'],
  ['Lemon', 'Seven', 'Cherry'],
  ['Bell', 'Lemon', 'Seven'],
];

/** The outcome of a draw in [0, 10 000). */
export function slotOutcome(draw: number): { multiplier: number; symbols: readonly string[] } {
  let bound = 0;
  for (const line of SLOT_PAYTABLE) {
    bound += line.weight;
    if (draw < bound) {
      return {
        multiplier: line.multiplier,
        symbols: line.multiplier === 0 ? LOSING_SYMBOLS[draw % LOSING_SYMBOLS.length]! : line.symbols,
      };
    }
  }
  return { multiplier: 0, symbols: LOSING_SYMBOLS[0]! };
}

/** The first draw of the pay table's losing line (multiplier 0). */
export const LOSING_DRAW: number = (() => {
  let bound = 0;
  for (const line of SLOT_PAYTABLE) {
    if (line.multiplier === 0) return bound;
    bound += line.weight;
  }
  return bound;
})();

export const ROUND_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface SpinInput {
  roundId: string;
  stake: bigint;
  /** Demo only: the play money the page carries. */
  demoBalance?: bigint;
  /**
   * A losing round, for tests that need one (handlers/gamePages.ts honours it only from a test
   * caller, README "Test surfaces"); otherwise the outcome follows from the session and round id.
   */
  outcome?: 'lose';
}

export interface SpinResult {
  roundId: string;
  stake: bigint;
  win: bigint;
  multiplier: number;
  symbols: readonly string[];
  balance: bigint;
  currency: string;
  /** A retry of a round already played (real mode). */
  replayed: boolean;
  /** A free spin of a bonus (freeSpins.ts): the spins left after it; absent for a paid round. */
  freeSpinsLeft?: number;
}

export type SpinOutcome = Outcome<SpinResult>;

/** The balance of a MAIN account, in cents. */
export async function mainBalance(ex: Database, accountId: string): Promise<bigint> {
  const [row] = await ex
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.accountId, accountId));
  return row?.balance ?? 0n;
}

export async function spin(
  ctx: SandboxContext,
  session: GameSession,
  input: SpinInput,
): Promise<SpinOutcome> {
  const invalid = (message: string) => ({ ok: false as const, code: ERRORS.requestInvalid.code, message });
  if (!ROUND_ID.test(input.roundId)) return invalid('The round id must be 8–64 letters, digits, - or _');
  if (!STAKES.includes(input.stake)) return invalid(`The stake must be one of ${STAKES.join(', ')} cents`);
  const digest = createHmac('sha256', await secretOf(ctx.db))
    .update(`round:${session.nonce}:${input.roundId}`)
    .digest();
  const { multiplier, symbols } = slotOutcome(
    input.outcome === 'lose' ? LOSING_DRAW : digest.readUInt32BE(0) % 10_000,
  );
  const win = (input.stake * BigInt(Math.round(multiplier * 100))) / 100n;
  const result = {
    roundId: input.roundId,
    stake: input.stake,
    win,
    multiplier,
    symbols,
    currency: session.currency,
  };

  if (session.mode === 'demo') {
    const balance = input.demoBalance ?? DEMO_START_BALANCE;
    if (balance < 0n || balance > 100_000_000n) return invalid('The play money balance is out of range');
    if (input.stake > balance) {
      return { ok: false, code: ERRORS.notEnoughFunds.code, message: 'Not enough play money for this stake' };
    }
    return { ok: true, ...result, balance: balance - input.stake + win, replayed: false };
  }

  const playerId = session.playerId;
  if (!playerId) return invalid('A real session needs a player');
  const check = await realPlayCheck(ctx, playerId, session.category);
  if (!check.ok) return check;
  const accounts = (await openAccounts(ctx, playerId))!;
  const key = `${session.nonce}:${input.roundId}`;
  const betKey = idempotencyKey(playerId, 'game-bet', key);
  const freeKey = idempotencyKey(playerId, 'free-spin', key);
  const [played] = await ctx.db
    .select({ key: ledgerTransactions.idempotencyKey, amount: ledgerTransactions.amount })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.idempotencyKey, [betKey, freeKey]));
  if (played?.key === freeKey) {
    const balance = await mainBalance(ctx.db, accounts.main.accountId);
    return { ok: true, ...result, win: played.amount, balance, replayed: true, freeSpinsLeft: 0 };
  }
  // A free spin of a claimed free-spins bonus comes before any paid round (freeSpins.ts).
  const free = played ? null : await freeSpinFor(ctx, playerId, session.gameId);
  if (free) {
    const freeWin = (free.stake * BigInt(Math.round(multiplier * 100))) / 100n;
    const spun = await playFreeSpin(ctx, {
      accounts,
      assignmentId: free.assignmentId,
      win: freeWin,
      key: freeKey,
    });
    if (!spun.ok) return spun;
    return {
      ok: true,
      ...result,
      stake: free.stake,
      win: freeWin,
      balance: await mainBalance(ctx.db, accounts.main.accountId),
      replayed: spun.replayed,
      freeSpinsLeft: free.spinsLeft - 1,
    };
  }
  const bet = await placeBet(ctx, {
    accounts,
    amount: input.stake,
    category: session.category,
    gameId: session.gameId,
    idempotencyKey: betKey,
    sessionId: session.sid,
    check: spendLimitCheck(ctx, playerId, input.stake),
  });
  if (!bet.ok) {
    return {
      ok: false,
      code: bet.code,
      message:
        bet.code === ERRORS.notEnoughFunds.code ? 'Your balance is too low for this stake' : bet.message,
    };
  }
  if (bet.transaction.amount !== -input.stake) return invalid('This round was played with another stake');
  // The round settles at once (its result follows the stake's money, ledger/bonus.ts).
  const settled =
    win > 0n
      ? await payWin(ctx, {
          accounts,
          amount: win,
          category: session.category,
          gameId: session.gameId,
          idempotencyKey: idempotencyKey(playerId, 'game-win', key),
          betKey,
        })
      : await settleLoss(ctx, { accounts, betKey });
  if (!settled.ok) return settled;
  return {
    ok: true,
    ...result,
    balance: await mainBalance(ctx.db, accounts.main.accountId),
    replayed: bet.replayed,
  };
}
