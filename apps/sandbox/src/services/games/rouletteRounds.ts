/**
 * The live tables' results and settlement (the roulette table's rules are in roulette.ts's header,
 * the wheel, rounds and seats in rouletteWheel.ts; baccarat and blackjack in cardTables.ts, which
 * share these rounds, keys and settlement: a bet's position names its table's kind).
 *
 * - Settlement is lazy and idempotent: asking for a round's result after it closed pays each
 *   winning bet of the player in it with `payWin` (key `roulette-win:<table>|<round>|<position>`)
 *   and closes each losing bet that staked bonus money with `settleLoss`; a bet's result follows
 *   the money it staked (bonus/stakes.ts: the bonus share of a win goes back to that bonus while it
 *   is active, and is forfeited once it has ended).
 *   Every page load and bet also settles the player's bets of the last 24 hours whose rounds have
 *   closed, so a player who leaves the table is paid on the next visit to any table; an explicit
 *   result request settles its round at any age. (A real provider settles by its own timer; the
 *   sandbox has none.)
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { ledgerTransactions } from '../../db/schema.ts';
import type { Executor } from '../../db/database.ts';
import { refuse, type Refusal } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { mainBalance } from './slot.ts';
import type { GameSession } from './sessions.ts';
import { openStakeReferences } from '../bonus/index.ts';
import { idempotencyKey, openAccounts, payWin, settleLoss } from '../money/index.ts';
import { colourOf, type Colour, gameIdOf, roundTiming, tableIdOf } from './rouletteWheel.ts';
import { kindOfPosition, outcomeOf, returnOf, type TableKind, type TableOutcome } from './cardTables.ts';

/** How far back a page load or bet settles the player's bets. */
export const SETTLE_WINDOW_MS = 24 * 3_600_000;
/** Refusal codes of the table (the game page's own, not contract calls). */
export const BETTING_CLOSED = 'error.game.betting_closed';
export const ROUND_OPEN = 'error.game.round_open';

export interface PlacedBet {
  position: string;
  stake: bigint;
}

export interface SettledBet extends PlacedBet {
  win: bigint;
}

export interface DemoState {
  balance: bigint;
  /** The round the open bets are in. */
  round: number | null;
  bets: PlacedBet[];
}

/** Parts of the real-money keys: `<table>|<round>|<position>`. */
export const keySuffix = (tableId: string, round: number, position: string) =>
  `${tableId}|${round}|${position}`;

const invalid = (message: string) => refuse(ERRORS.requestInvalid.code, message);

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
export async function roundBets(
  ex: Executor,
  playerId: string,
  tableId: string,
  round: number,
): Promise<BetRow[]> {
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
  const outcomes = new Map<string, Promise<TableOutcome>>();
  for (const bet of bets) {
    const kind = kindOfPosition(bet.position) ?? 'roulette';
    const at = `${kind}|${bet.tableId}|${bet.round}`;
    if (!outcomes.has(at)) outcomes.set(at, outcomeOf(ctx, kind, bet.tableId, bet.round));
    const win = returnOf(bet.position, await outcomes.get(at)!, bet.stake);
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
  /** The round's outcome: the winning number, the baccarat coup or the blackjack round. */
  outcome: TableOutcome;
  /** Roulette: the winning number and its colour (null at a card table). */
  number: number | null;
  colour: Colour | null;
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
  kind: TableKind = 'roulette',
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
  const outcome = await outcomeOf(ctx, kind, tableId, round);
  let bets: SettledBet[] = [];
  let balance: bigint | null = null;
  if (session.mode === 'demo') {
    bets = (demo && demo.round === round ? demo.bets : []).map((bet) => ({
      ...bet,
      win: returnOf(bet.position, outcome, bet.stake),
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
    outcome,
    number: outcome.kind === 'roulette' ? outcome.number : null,
    colour: outcome.kind === 'roulette' ? colourOf(outcome.number) : null,
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
