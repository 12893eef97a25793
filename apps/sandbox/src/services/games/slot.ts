/**
 * The sandbox slot (spec 3 §7 game launch; the page is pages/slot.ts, served by
 * handlers/gamePages.ts): one round per spin, demo or real.
 *
 * Rules:
 * - The slot has a declared return to player of 96 % (`SLOT_PAYTABLE`); the five reels a round
 *   shows follow from its outcome (slotReels.ts). A round's outcome is
 *   derived from the session and the round id (HMAC), so a retried round has the same outcome.
 * - Demo mode plays with play money (start 1 000.00, carried by the page) and touches no ledger.
 * - Real mode places the stake with `placeBet` and settles the round at once, a win with `payWin`
 *   and a loss with `settleLoss` (a bonus stake follows its money, bonus/stakes.ts), keyed by
 *   session and round id (idempotency keys `game-bet` / `game-win`): a retry moves nothing twice
 *   and a round whose bet went through but whose settlement did not is completed by the retry. A stake above the
 *   MAIN balance is refused (`NOT_ENOUGH_FUNDS`) and moves nothing; so are players who are
 *   risk-payout, multibrand-suspended or lack the vertical's access (`error.game.access_denied`),
 *   and a stake above what the player's spend limit leaves (`SELF_SPEND_LIMIT_REACHED`, checked
 *   inside the bet's transaction; services/responsible/limits.ts).
 */
import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema.ts';
import type { Database } from '../../db/database.ts';
import type { Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { spendLimitCheck } from '../responsible/index.ts';
import { freeSpinFor, playFreeSpin } from '../bonus/index.ts';
import { idempotencyKey, openAccounts, payWin, placeBet, settleLoss } from '../money/index.ts';
import { realPlayCheck, secretOf, type GameSession } from './sessions.ts';
import { gridOf, type Grid, type WinningLine } from './slotReels.ts';

/** Play money a demo starts with, in cents. */
export const DEMO_START_BALANCE = 100_000n;
/** The stakes the slot offers, in cents. */
export const STAKES: readonly bigint[] = [10n, 50n, 100n, 200n, 500n];

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
  /** What the reels show (slotReels.ts): `reels[reel][row]`, five reels of three rows. */
  reels: Grid;
  /** The paylines that read as the round's win (one for a win, none for a loss). */
  lines: WinningLine[];
  balance: bigint;
  currency: string;
  /** A retry of a round already played (real mode). */
  replayed: boolean;
  /** A free spin of a bonus (bonus/freeSpins.ts): the spins left after it; absent for a paid round. */
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
  const { grid, lines } = gridOf({ multiplier, symbols }, digest.subarray(4));
  const result = {
    roundId: input.roundId,
    stake: input.stake,
    win,
    multiplier,
    symbols,
    reels: grid,
    lines,
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
  // A free spin of a claimed free-spins bonus comes before any paid round (bonus/freeSpins.ts).
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
  // The round settles at once (its result follows the stake's money, bonus/stakes.ts).
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
