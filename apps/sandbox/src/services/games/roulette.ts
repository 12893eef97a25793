/**
 * The sandbox's live roulette table (spec 3 §2 "Live casino", §7 game
 * launch): what a LIVE_CASINO launch opens instead of the slot (services/games.ts decides the
 * category; handlers/gamePages.ts serves the page). Its wheel, rounds and seats are in
 * rouletteWheel.ts; the table's bets and their settlement here.
 *
 * Rules:
 * - Rounds run on the sandbox clock, the same for every player at a table: round n spans
 *   [n × 30 s, (n + 1) × 30 s) since the epoch. Betting is open for its first 20 s (`BETTING_MS`);
 *   at 20 s betting closes and the result is known; at 30 s the next round opens. No background
 *   timer: everything is computed from the clock when asked.
 * - The winning number of a round is HMAC-SHA256(games secret, `roulette:<table>:<round>`) mapped
 *   to 0–36 without bias (rejection sampling), so everyone at the table sees the same number and a
 *   retry or a second process computes it again. The table id is `<provider>/<gameId>`. A result
 *   is only ever answered once its round has closed.
 * - European single-zero roulette: red, black, even, odd pay 1:1 (zero loses them: no la partage),
 *   a straight number pays 35:1. Declared return to player 36/37 = 97.3 % (`ROULETTE_RTP`) on every
 *   bet. Stakes are the slot's (`STAKES`).
 * - A bet is one position (`red`, `black`, `even`, `odd`, `n0`…`n36`) in one round. A player may
 *   bet several positions in a round, one stake each. Real bets go through `placeBet` (category
 *   LIVE_CASINO) with the idempotency key `roulette-bet:<table>|<round>|<position>` scoped to the
 *   player: a retry of a bet that went through answers it again, even after betting closed, and
 *   moves nothing; the same position with another stake in the same round is refused. A new bet
 *   after betting closed, or for a round other than the open one, is refused
 *   (`error.game.betting_closed`); the check runs inside the bet's transaction with the time the
 *   bet is recorded at, together with the spend limit (services/gamblingLimits.ts).
 * - Settlement is lazy and idempotent: asking for a round's result after it closed pays each
 *   winning bet of the player in it with `payWin` (key `roulette-win:<table>|<round>|<position>`)
 *   and closes each losing bet that staked bonus money with `settleLoss`; a bet's result follows
 *   the money it staked (ledger/bonus.ts: the bonus share of a win goes back to that bonus while it
 *   is active, and is forfeited once it has ended).
 *   Every page load and bet also settles the player's bets of the last 24 hours whose rounds have
 *   closed, so a player who leaves the table is paid on the next visit to any table; an explicit
 *   result request settles its round at any age. (A real provider settles by its own timer; the
 *   sandbox has none.)
 * - Demo mode plays with play money that the page carries (balance, round and open bets in the
 *   form and the links), like the slot: nothing is stored, nothing touches the ledger.
 * - Seats: each table shows 7 seats (`TABLE_SEATS`) and the seats taken from the sandbox's live
 *   seat data (services/liveSeats.ts, by game id, as the lobby computes them).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { ledgerTransactions } from '../../db/schema.ts';
import type { Executor } from '../../db/database.ts';
import { refuse, type Refusal } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { spendLimitCheck } from '../responsible/limits.ts';
import { STAKES, mainBalance, realPlayCheck, type GameSession } from './slot.ts';
import { openStakeReferences } from '../bonus/stakes.ts';
import { MoneyRefusal, idempotencyKey, openAccounts, payWin, placeBet, settleLoss } from '../money/index.ts';
import {
  POSITION,
  colourOf,
  type Colour,
  gameIdOf,
  payoutMultiplier,
  roundAt,
  roundTiming,
  tableIdOf,
  winningNumber,
} from './rouletteWheel.ts';

/** How far back a page load or bet settles the player's bets. */
export const SETTLE_WINDOW_MS = 24 * 3_600_000;
/** Refusal codes of the table (the game page's own, not contract calls). */
export const BETTING_CLOSED = 'error.game.betting_closed';
export const ROUND_OPEN = 'error.game.round_open';

// Bets ------------------------------------------------------------------------------------------

export interface PlacedBet {
  position: string;
  stake: bigint;
}

export interface SettledBet extends PlacedBet {
  win: bigint;
}

const invalid = (message: string) => refuse(ERRORS.requestInvalid.code, message);

function checkBet(position: string, stake: bigint): Refusal | null {
  if (!POSITION.test(position)) return invalid('The bet must be red, black, even, odd or a number 0–36');
  if (!STAKES.includes(stake)) return invalid(`The stake must be one of ${STAKES.join(', ')} cents`);
  return null;
}

function closedMessage(round: number): string {
  const next = roundTiming(round + 1).opensAt.toISOString();
  return `Betting on round ${round} is closed; the next round opens at ${next}`;
}

/** Parts of the real-money keys: `<table>|<round>|<position>`. */
const keySuffix = (tableId: string, round: number, position: string) => `${tableId}|${round}|${position}`;

export interface BetAnswer {
  ok: true;
  tableId: string;
  round: number;
  position: string;
  stake: bigint;
  balance: bigint;
  currency: string;
  replayed: boolean;
  /** Demo only: the open bets of the round, the play money's state after this bet. */
  bets: PlacedBet[];
}

export interface DemoState {
  balance: bigint;
  /** The round the open bets are in. */
  round: number | null;
  bets: PlacedBet[];
}

export const DEMO_BETS =
  /^(?:(?:red|black|even|odd|n\d{1,2})-\d{1,6})(?:,(?:red|black|even|odd|n\d{1,2})-\d{1,6}){0,40}$/;

/** The demo's open bets as the page carries them: `red-100,n17-50`. */
export function parseDemoBets(text: string): PlacedBet[] | null {
  if (!text) return [];
  if (!DEMO_BETS.test(text)) return null;
  const bets = text.split(',').map((part) => {
    const [position, stake] = part.split('-');
    return { position: position!, stake: BigInt(stake!) };
  });
  if (bets.some((bet) => checkBet(bet.position, bet.stake))) return null;
  if (new Set(bets.map((bet) => bet.position)).size !== bets.length) return null;
  return bets;
}

export const formatDemoBets = (bets: readonly PlacedBet[]) =>
  bets.map((bet) => `${bet.position}-${bet.stake}`).join(',');

/** Places one bet in the open round (real: through the ledger; demo: on the carried play money). */
export async function placeRouletteBet(
  ctx: SandboxContext,
  session: GameSession,
  input: { position: string; stake: bigint; round?: number | undefined; demo?: DemoState | undefined },
): Promise<BetAnswer | Refusal> {
  const bad = checkBet(input.position, input.stake);
  if (bad) return bad;
  const tableId = tableIdOf(session);
  const now = await ctx.clock.now();
  const current = roundAt(now);
  const round = input.round ?? current.round;

  if (session.mode === 'demo') {
    const demo = input.demo ?? { balance: 0n, round: null, bets: [] };
    const same = demo.round === round ? demo.bets.find((bet) => bet.position === input.position) : undefined;
    if (same) {
      if (same.stake !== input.stake) return invalid('This position already has another stake this round');
      return {
        ok: true,
        tableId,
        round,
        position: input.position,
        stake: input.stake,
        balance: demo.balance,
        currency: session.currency,
        replayed: true,
        bets: demo.bets,
      };
    }
    if (round !== current.round || current.phase !== 'betting') {
      return refuse(BETTING_CLOSED, closedMessage(round));
    }
    if (demo.round !== null && demo.round !== round && demo.bets.length) {
      return invalid('Settle the previous round before betting again');
    }
    if (input.stake > demo.balance) {
      return refuse(ERRORS.notEnoughFunds.code, 'Not enough play money for this stake');
    }
    const bets = [
      ...(demo.round === round ? demo.bets : []),
      { position: input.position, stake: input.stake },
    ];
    return {
      ok: true,
      tableId,
      round,
      position: input.position,
      stake: input.stake,
      balance: demo.balance - input.stake,
      currency: session.currency,
      replayed: false,
      bets,
    };
  }

  const playerId = session.playerId;
  if (!playerId) return invalid('A real session needs a player');
  const check = await realPlayCheck(ctx, playerId, session.category);
  if (!check.ok) return check;
  const accounts = (await openAccounts(ctx, playerId))!;
  await settleDue(ctx, playerId, now);
  const spend = spendLimitCheck(ctx, playerId, input.stake);
  const bet = await placeBet(ctx, {
    accounts,
    amount: input.stake,
    category: 'LIVE_CASINO',
    gameId: session.gameId,
    idempotencyKey: idempotencyKey(playerId, 'roulette-bet', keySuffix(tableId, round, input.position)),
    sessionId: session.sid,
    check: async (tx, at) => {
      const open = roundAt(at);
      if (open.round !== round || open.phase !== 'betting') {
        throw new MoneyRefusal(BETTING_CLOSED, closedMessage(round));
      }
      await spend(tx, at);
    },
  });
  if (!bet.ok) {
    return refuse(
      bet.code,
      bet.code === ERRORS.notEnoughFunds.code ? 'Your balance is too low for this stake' : bet.message,
    );
  }
  if (bet.transaction.amount !== -input.stake) {
    return invalid('This position already has another stake this round');
  }
  return {
    ok: true,
    tableId,
    round,
    position: input.position,
    stake: input.stake,
    balance: await mainBalance(ctx.db, accounts.main.accountId),
    currency: session.currency,
    replayed: bet.replayed,
    bets: (await roundBets(ctx.db, playerId, tableId, round)).map(({ position, stake }) => ({
      position,
      stake,
    })),
  };
}

// Results and settlement ------------------------------------------------------------------------

interface BetRow {
  tableId: string;
  round: number;
  position: string;
  stake: bigint;
  /** The BET transaction's reference. */
  referenceId: string;
}

const startsWith = (prefix: string) =>
  sql`left(${ledgerTransactions.idempotencyKey}, ${prefix.length}) = ${prefix}`;

function parseBetKey(key: string, prefix: string): Omit<BetRow, 'stake' | 'referenceId'> | null {
  const [tableId, round, position, extra] = key.slice(prefix.length).split('|');
  if (!tableId || !round || !position || extra !== undefined || !/^\d+$/.test(round)) return null;
  return { tableId, round: Number(round), position };
}

/** The player's real bets of one round at one table. */
async function roundBets(ex: Executor, playerId: string, tableId: string, round: number): Promise<BetRow[]> {
  const prefix = idempotencyKey(playerId, 'roulette-bet', `${tableId}|${round}|`);
  const rows = await ex
    .select({
      key: ledgerTransactions.idempotencyKey,
      amount: ledgerTransactions.amount,
      referenceId: ledgerTransactions.referenceId,
    })
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.playerId, playerId), eq(ledgerTransactions.type, 'BET'), startsWith(prefix)),
    );
  const all = idempotencyKey(playerId, 'roulette-bet', '');
  return rows
    .map((row) => {
      const parsed = parseBetKey(row.key, all);
      return parsed ? { ...parsed, stake: -row.amount, referenceId: row.referenceId } : null;
    })
    .filter((row): row is BetRow => row !== null)
    .sort((a, b) => (a.position < b.position ? -1 : 1));
}

/**
 * Settles these bets (idempotent by key): pays the winning ones, and closes the losing ones that
 * staked bonus money (`openStakes`, their bet references; the rest need no write); answers each bet
 * with its win.
 */
async function settleBets(
  ctx: SandboxContext,
  playerId: string,
  bets: readonly BetRow[],
  openStakes: ReadonlySet<string>,
): Promise<SettledBet[]> {
  const settled: SettledBet[] = [];
  const accounts = bets.length ? await openAccounts(ctx, playerId) : null;
  for (const bet of bets) {
    const n = await winningNumber(ctx, bet.tableId, bet.round);
    const win = bet.stake * BigInt(payoutMultiplier(bet.position, n));
    const betKey = idempotencyKey(playerId, 'roulette-bet', keySuffix(bet.tableId, bet.round, bet.position));
    if (win > 0n && accounts) {
      const paid = await payWin(ctx, {
        accounts,
        amount: win,
        category: 'LIVE_CASINO',
        gameId: gameIdOf(bet.tableId),
        idempotencyKey: idempotencyKey(
          playerId,
          'roulette-win',
          keySuffix(bet.tableId, bet.round, bet.position),
        ),
        betKey,
      });
      if (!paid.ok) throw new Error(`Roulette win not paid: ${paid.message}`);
    } else if (accounts && openStakes.has(bet.referenceId)) {
      const closed = await settleLoss(ctx, { accounts, betKey });
      if (!closed.ok) throw new Error(`Roulette loss not settled: ${closed.message}`);
    }
    settled.push({ position: bet.position, stake: bet.stake, win });
  }
  return settled;
}

/** Settles the player's real bets of the last 24 hours whose rounds have closed (all tables). */
export async function settleDue(ctx: SandboxContext, playerId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SETTLE_WINDOW_MS);
  const betPrefix = idempotencyKey(playerId, 'roulette-bet', '');
  const winPrefix = idempotencyKey(playerId, 'roulette-win', '');
  const rows = await ctx.db
    .select({
      key: ledgerTransactions.idempotencyKey,
      amount: ledgerTransactions.amount,
      type: ledgerTransactions.type,
      referenceId: ledgerTransactions.referenceId,
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.playerId, playerId),
        eq(ledgerTransactions.category, 'LIVE_CASINO'),
        gte(ledgerTransactions.createdAt, since),
      ),
    );
  const paid = new Set(
    rows.filter((row) => row.key.startsWith(winPrefix)).map((row) => row.key.slice(winPrefix.length)),
  );
  const due: BetRow[] = [];
  for (const row of rows) {
    if (row.type !== 'BET' || !row.key.startsWith(betPrefix)) continue;
    const parsed = parseBetKey(row.key, betPrefix);
    if (!parsed || paid.has(row.key.slice(betPrefix.length))) continue;
    if (roundTiming(parsed.round).closesAt > now) continue;
    due.push({ ...parsed, stake: -row.amount, referenceId: row.referenceId });
  }
  const settled = await settleBets(ctx, playerId, due, await openStakeReferences(ctx.db, playerId));
  return settled.filter((bet) => bet.win > 0n).length;
}

export interface RoundResult {
  ok: true;
  tableId: string;
  round: number;
  number: number;
  colour: Colour;
  bets: SettledBet[];
  stake: bigint;
  win: bigint;
  /** Real: the MAIN balance after settling; demo: the play money after the win. */
  balance: bigint | null;
  currency: string;
}

/**
 * The result of a round once it has closed, with the player's bets in it settled (real: paid
 * through the ledger; demo: the given open bets and play money).
 */
export async function roundResult(
  ctx: SandboxContext,
  session: GameSession,
  round: number,
  demo?: DemoState,
): Promise<RoundResult | Refusal> {
  if (!Number.isSafeInteger(round) || round < 0) return invalid('The round must be a round number');
  const now = await ctx.clock.now();
  const timing = roundTiming(round);
  if (now < timing.closesAt) {
    return refuse(
      ROUND_OPEN,
      `Round ${round} is still open; its result comes at ${timing.closesAt.toISOString()}`,
    );
  }
  const tableId = tableIdOf(session);
  const n = await winningNumber(ctx, tableId, round);
  let bets: SettledBet[] = [];
  let balance: bigint | null = null;
  if (session.mode === 'demo') {
    bets = (demo && demo.round === round ? demo.bets : []).map((bet) => ({
      ...bet,
      win: bet.stake * BigInt(payoutMultiplier(bet.position, n)),
    }));
    balance = demo ? demo.balance + bets.reduce((sum, bet) => sum + bet.win, 0n) : null;
  } else if (session.playerId) {
    const playerId = session.playerId;
    bets = await settleBets(
      ctx,
      playerId,
      await roundBets(ctx.db, playerId, tableId, round),
      await openStakeReferences(ctx.db, playerId),
    );
    await settleDue(ctx, playerId, now);
    const accounts = await openAccounts(ctx, playerId);
    balance = accounts ? await mainBalance(ctx.db, accounts.main.accountId) : null;
  }
  return {
    ok: true,
    tableId,
    round,
    number: n,
    colour: colourOf(n),
    bets,
    stake: bets.reduce((sum, bet) => sum + bet.stake, 0n),
    win: bets.reduce((sum, bet) => sum + bet.win, 0n),
    balance,
    currency: session.currency,
  };
}

/** The player's real bets in a round (for the page), unsettled. */
export async function openBets(
  ctx: SandboxContext,
  session: GameSession,
  round: number,
): Promise<PlacedBet[]> {
  if (session.mode !== 'real' || !session.playerId) return [];
  return (await roundBets(ctx.db, session.playerId, tableIdOf(session), round)).map(
    ({ position, stake }) => ({
      position,
      stake,
    }),
  );
}
