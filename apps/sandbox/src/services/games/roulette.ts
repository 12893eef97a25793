/**
 * The sandbox's live roulette table (spec 3 §2 "Live casino", §7 game
 * launch): what a LIVE_CASINO launch opens instead of the slot (sessions.ts decides the
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
 * - European single-zero roulette: red, black, even, odd, low (1–18) and high (19–36) pay 1:1 (zero
 *   loses them: no la partage), a dozen or a column 2:1, a corner of four numbers 8:1, a split of
 *   two neighbours 17:1, a straight number 35:1 (rouletteWheel.ts `coveredNumbers`). Declared return to player 36/37 = 97.3 % (`ROULETTE_RTP`) on every
 *   bet. Stakes are the slot's (`STAKES`).
 * - A bet is one position (`red`, `black`, `even`, `odd`, `low`, `high`, `doz1`–`doz3`,
 *   `col1`–`col3`, `n0`…`n36`, splits `s17_20`, corners `q17`) in one round. A player may
 *   bet several positions in a round, one stake each. Real bets go through `placeBet` (category
 *   LIVE_CASINO) with the idempotency key `roulette-bet:<table>|<round>|<position>` scoped to the
 *   player: a retry of a bet that went through answers it again, even after betting closed, and
 *   moves nothing; the same position with another stake in the same round is refused. A new bet
 *   after betting closed, or for a round other than the open one, is refused
 *   (`error.game.betting_closed`); the check runs inside the bet's transaction with the time the
 *   bet is recorded at, together with the spend limit (services/responsible/limits.ts).
 * - Settlement is lazy and idempotent (rouletteRounds.ts).
 * - Demo mode plays with play money that the page carries (balance, round and open bets in the
 *   form and the links), like the slot: nothing is stored, nothing touches the ledger.
 * - Seats: each table shows 7 seats (`TABLE_SEATS`) and the seats taken from the sandbox's live
 *   seat data (services/games/liveSeats.ts, by game id, as the lobby computes them).
 */
import { ERRORS } from '@casino/player-api';
import { refuse, type Refusal } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { spendLimitCheck } from '../responsible/index.ts';
import { STAKES, mainBalance } from './slot.ts';
import { realPlayCheck, type GameSession } from './sessions.ts';
import { idempotencyKey, MoneyRefusal, openAccounts, placeBet } from '../money/index.ts';
import {
  BETTING_CLOSED,
  keySuffix,
  roundBets,
  settleDue,
  type DemoState,
  type PlacedBet,
} from './rouletteRounds.ts';
import { roundAt, roundTiming, tableIdOf } from './rouletteWheel.ts';
import { kindOfPosition, takesPosition, type TableKind } from './cardTables.ts';

// Bets ------------------------------------------------------------------------------------------

const invalid = (message: string) => refuse(ERRORS.requestInvalid.code, message);

const POSITION_RULES: Record<TableKind, string> = {
  roulette:
    'The bet must be red, black, even, odd, low, high, a dozen, a column, a number 0–36, a split or a corner',
  baccarat: 'The bet must be player, banker or tie',
  blackjack: 'The bet must be behind a box, box1 to box7',
};

function checkBet(position: string, stake: bigint, kind: TableKind = 'roulette'): Refusal | null {
  if (!takesPosition(kind, position)) return invalid(POSITION_RULES[kind]);
  if (!STAKES.includes(stake)) return invalid(`The stake must be one of ${STAKES.join(', ')} cents`);
  return null;
}

function closedMessage(round: number): string {
  const next = roundTiming(round + 1).opensAt.toISOString();
  return `Betting on round ${round} is closed; the next round opens at ${next}`;
}

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

export const DEMO_BETS = /^(?:[a-z0-9_]{2,6}-\d{1,6})(?:,[a-z0-9_]{2,6}-\d{1,6}){0,40}$/;

/** The demo's open bets as the page carries them: `red-100,n17-50`. */
export function parseDemoBets(text: string): PlacedBet[] | null {
  if (!text) return [];
  if (!DEMO_BETS.test(text)) return null;
  const bets = text.split(',').map((part) => {
    const [position, stake] = part.split('-');
    return { position: position!, stake: BigInt(stake!) };
  });
  if (bets.some((bet) => checkBet(bet.position, bet.stake, kindOfPosition(bet.position) ?? 'roulette')))
    return null;
  // One table's bets only.
  if (new Set(bets.map((bet) => kindOfPosition(bet.position))).size > 1) return null;
  if (new Set(bets.map((bet) => bet.position)).size !== bets.length) return null;
  return bets;
}

export const formatDemoBets = (bets: readonly PlacedBet[]) =>
  bets.map((bet) => `${bet.position}-${bet.stake}`).join(',');

/** Places one bet in the open round (real: through the ledger; demo: on the carried play money). */
export async function placeRouletteBet(
  ctx: SandboxContext,
  session: GameSession,
  input: {
    position: string;
    stake: bigint;
    round?: number | undefined;
    demo?: DemoState | undefined;
    /** The table's kind (cardTables.ts `tableKindOf`): which positions it takes. */
    kind?: TableKind | undefined;
  },
): Promise<BetAnswer | Refusal> {
  const bad = checkBet(input.position, input.stake, input.kind);
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
