/**
 * Deposit and spend limits (spec 2 §3 "Gambling limits", §4 "Responsible gambling", §5 limit
 * errors, §9 "Cooling period 1 day"; UK Gambling Commission RTS 12, financial
 * limits). One limit per kind (DEPOSIT, SPEND) and period D, W, M, kept in `gambling_limits`;
 * both kinds follow the same rules below.
 *
 * Rules:
 * - A first limit, a lower one, or the one in force again applies at once (RTS 12: a reduction
 *   takes effect as soon as possible) and drops any pending change of that period.
 * - A raise or a removal waits the market's cooling-off (`coolingOffHours`: 24 hours unless the
 *   market's table says otherwise; spec 2 §9, RTS 12) and is answered as `pendingLimit` and
 *   `pendingLimitActiveFrom` (a removal: `pendingLimit` null with a date); the limit in force
 *   stays until then. A pending change applies once the sandbox clock reaches its date, lazily on
 *   every read and write. A pending change that repeats or tightens the one already waiting keeps
 *   its date (asking for less never waits longer); a looser one starts the cooling-off again.
 * - `cancelPendingLimit` drops the pending change. Removing a limit that is not set, or cancelling
 *   where nothing is pending, answers `error.limit.not_set`.
 * - Periods must nest (spec 2 §5): a shorter period's limit may not exceed a longer one's. Setting
 *   the daily or weekly limit above a longer period's answers `error.limit.too_high` (the spec
 *   lists too_high for daily and weekly only); setting the weekly or monthly limit below a shorter
 *   period's answers `error.limit.too_low` (weekly and monthly only). Each is checked against
 *   every value the other period can hold: its limit in force and its pending raise.
 * - `error.limit.interval`, which the spec has for every period, is the amount outside that
 *   period's allowed range (`LIMIT_BOUNDS`; the spec's bounds are "not shown", these are designed).
 * - `locked` is an operator's lock (set in the database only: no sandbox call sets it): the player
 *   may still tighten the limit, but a raise or a removal answers `error.limit.locked`.
 * - Every limit error carries `validationErrors.limit` with the message (spec 2 §5: the site shows
 *   it for failed deletes and cancels).
 * - The period is the calendar day, the ISO week (from Monday) or the month in UTC: `resetAt` is
 *   the start of the next one. `startAt` is when the limit in force took effect.
 * - `used` is, for a deposit limit, what the player deposited in the current period (from the
 *   ledger: deposits pending or paid since the period's start); for a spend limit, what the player
 *   staked with real money in it (the ledger's BET transactions, every vertical, since the period's
 *   start). `remaining` is the limit less `used` (never below 0).
 * - Spend is counted as stakes, not stakes less wins (decision: the spec calls it "spend (loss)"
 *   without saying how wins count; stakes are what the player can predict and check against the
 *   history, and the stricter reading protects the player). Bonus money is not staked in the
 *   sandbox, so every BET is real money.
 * - A real-money bet whose stake is above the binding spend limit's remaining amount (the lowest of
 *   the periods set) is refused with `SELF_SPEND_LIMIT_REACHED` (409) before any money moves
 *   (`spendLimitCheck`, run by the ledger inside the bet's transaction after the player's cash is
 *   locked, so two bets at once cannot both pass on the same allowance). A retried bet that already
 *   went through is answered as before, not refused.
 *
 * Concurrency: a change runs in one transaction that first locks the player's row (`FOR NO KEY
 * UPDATE`, which leaves foreign-key checks of other tables alone), so two changes of one player's
 * limits run one after the other and each sees the other's result. Due pending changes are applied
 * by conditional statements that do nothing the second time, so concurrent reads are safe too.
 */
import { and, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  LIMIT_PERIODS,
  LIMIT_PERIOD_NAMES,
  bindingLimit,
  marketForCountry,
  type LimitPeriod,
} from '@casino/domain';
import { ERRORS, fromMinorUnits, toMinorUnits, type GamblingLimit } from '@casino/player-api';
import type { Executor } from '../../db/database.ts';
import { gamblingLimits, ledgerTransactions, players } from '../../db/schema.ts';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { MoneyRefusal, depositedSince } from '../money/index.ts';

/** The limit a row holds: the contract's `limitType` (a deposit or a spend limit). */
export type LimitType = 'DEPOSIT' | 'SPEND';

/** spec 2 §5: set sends duration and limit; delete sends deleteLimit; cancel sends cancelPendingLimit. */
export type LimitChange =
  | { duration: LimitPeriod; limit: string }
  | { duration: LimitPeriod; deleteLimit: true }
  | { duration: LimitPeriod; cancelPendingLimit: true };

/** The cooling-off of a raise or removal when the market has no entry (spec 2 §9: 1 day; RTS 12). */
export const DEFAULT_COOLING_OFF_HOURS = 24;

/**
 * Markets whose regulator asks for a longer cooling-off than the default, by market id (spec 1 §9).
 * The sandbox's reading of those rules: Germany (JJ, GlüStV 2021) seven days, Sweden (PP,
 * SIFS 2018:8) 72 hours.
 */
export const COOLING_OFF_HOURS_BY_MARKET: Readonly<Record<string, number>> = { JJ: 168, PP: 72 };

export function coolingOffHours(market: string): number {
  return COOLING_OFF_HOURS_BY_MARKET[market] ?? DEFAULT_COOLING_OFF_HOURS;
}

/** Allowed amounts per period, in minor units (designed: spec 2 §9 "Amount bounds … not shown"). */
export const LIMIT_BOUNDS: Readonly<Record<LimitPeriod, { min: bigint; max: bigint }>> = {
  D: { min: 100n, max: 5_000_000n },
  W: { min: 100n, max: 20_000_000n },
  M: { min: 100n, max: 50_000_000n },
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The calendar period (UTC) that `now` falls in: a day, an ISO week from Monday, or a month. */
export function periodWindow(period: LimitPeriod, now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  if (period === 'M')
    return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
  const today = Date.UTC(year, month, day);
  if (period === 'D') return { start: new Date(today), end: new Date(today + DAY_MS) };
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const monday = today - sinceMonday * DAY_MS;
  return { start: new Date(monday), end: new Date(monday + 7 * DAY_MS) };
}

type LimitRow = typeof gamblingLimits.$inferSelect;

/** What the player staked (BET transactions that went through) since each of the given times, in one query. */
export async function stakedSince(ex: Executor, playerId: string, since: readonly Date[]): Promise<bigint[]> {
  if (since.length === 0) return [];
  const earliest = new Date(Math.min(...since.map((date) => date.getTime())));
  const [row] = await ex
    .select(
      Object.fromEntries(
        since.map((date, i) => [
          `s${i}`,
          sql<string>`coalesce(sum(-${ledgerTransactions.amount}) filter (where ${ledgerTransactions.createdAt} >= ${date.toISOString()}::timestamptz), 0)::text`,
        ]),
      ),
    )
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.playerId, playerId),
        eq(ledgerTransactions.type, 'BET'),
        eq(ledgerTransactions.status, 'SUCCESS'),
        gte(ledgerTransactions.createdAt, earliest),
      ),
    );
  return since.map((_, i) => BigInt(String((row as Record<string, unknown> | undefined)?.[`s${i}`] ?? 0)));
}

/**
 * What the player deposited (deposit limits) or staked (spend limits) in each period's current
 * window, from the ledger. Deposits: every DEPOSIT transaction PENDING or SUCCESS since the
 * window's start (a pending deposit holds its share of the allowance until it fails). Spend: every
 * BET that went through since the window's start.
 */
async function usedInPeriods(
  ex: Executor,
  playerId: string,
  kind: LimitType,
  now: Date,
): Promise<Record<LimitPeriod, bigint>> {
  const starts = LIMIT_PERIODS.map((period) => periodWindow(period, now).start);
  const [d, w, m] =
    kind === 'DEPOSIT' ? await depositedSince(ex, playerId, starts) : await stakedSince(ex, playerId, starts);
  return { D: d!, W: w!, M: m! };
}

function money(value: string | bigint): string {
  return fromMinorUnits(typeof value === 'bigint' ? value : toMinorUnits(value));
}

function present(period: LimitPeriod, row: LimitRow | undefined, now: Date, used: bigint): GamblingLimit {
  if (!row) {
    return {
      duration: period,
      limit: null,
      pendingLimit: null,
      pendingLimitActiveFrom: null,
      locked: false,
      updatedAt: null,
      startAt: null,
      resetAt: null,
      used: money(used),
      remaining: null,
    };
  }
  const limit = toMinorUnits(row.limit);
  return {
    duration: period,
    limit: money(limit),
    pendingLimit: row.pendingLimit === null ? null : money(row.pendingLimit),
    pendingLimitActiveFrom: row.pendingActiveFrom?.toISOString() ?? null,
    locked: row.locked,
    updatedAt: row.updatedAt.toISOString(),
    startAt: row.effectiveAt.toISOString(),
    resetAt: periodWindow(period, now).end.toISOString(),
    used: money(used),
    remaining: money(limit > used ? limit - used : 0n),
  };
}

const mine = (playerId: string, kind: LimitType) =>
  and(eq(gamblingLimits.playerId, playerId), eq(gamblingLimits.kind, kind));

/** Applies the pending changes whose date has come; a second run (or a concurrent one) does nothing. */
async function applyDueChanges(ex: Executor, playerId: string, kind: LimitType, now: Date): Promise<void> {
  await ex
    .update(gamblingLimits)
    .set({
      limit: sql`${gamblingLimits.pendingLimit}`,
      pendingLimit: null,
      pendingActiveFrom: null,
      effectiveAt: sql`${gamblingLimits.pendingActiveFrom}`,
      updatedAt: sql`${gamblingLimits.pendingActiveFrom}`,
    })
    .where(
      and(
        mine(playerId, kind),
        isNotNull(gamblingLimits.pendingLimit),
        lte(gamblingLimits.pendingActiveFrom, now),
      ),
    );
  await ex
    .delete(gamblingLimits)
    .where(
      and(
        mine(playerId, kind),
        isNull(gamblingLimits.pendingLimit),
        lte(gamblingLimits.pendingActiveFrom, now),
      ),
    );
}

/** Contract `depositLimits` (and `spendLimits`): every period, D, W, M, set or not. */
export async function listLimits(
  ctx: SandboxContext,
  playerId: string,
  kind: LimitType,
  ex: Executor = ctx.db,
  at?: Date,
): Promise<GamblingLimit[]> {
  // Inside a money transaction the caller passes the time: the clock reads the database.
  const now = at ?? (await ctx.clock.now());
  await applyDueChanges(ex, playerId, kind, now);
  const rows = await ex.select().from(gamblingLimits).where(mine(playerId, kind));
  const used = await usedInPeriods(ex, playerId, kind, now);
  return LIMIT_PERIODS.map((period) =>
    present(
      period,
      rows.find((row) => row.period === period),
      now,
      used[period],
    ),
  );
}

/** The period whose limit binds now: the lowest remaining amount of the periods set. */
export interface BindingLimit {
  period: LimitPeriod;
  /** The limit in force. */
  limit: string;
  remaining: string;
  resetAt: string;
}

/**
 * The limit that binds now, by the domain's rule (@casino/domain `bindingLimit`: the lowest
 * remaining amount of the periods set, the shorter period on a tie), or null when none is set.
 * Pass the transaction of a money operation as `ex` so `used` counts every deposit committed
 * before it.
 */
export async function bindingLimitNow(
  ctx: SandboxContext,
  playerId: string,
  kind: LimitType,
  ex: Executor = ctx.db,
  at?: Date,
): Promise<BindingLimit | null> {
  const limits = await listLimits(ctx, playerId, kind, ex, at);
  const binding = bindingLimit(
    limits.map((limit) => ({
      period: limit.duration,
      value: limit.limit,
      remaining: limit.remaining,
      resetAt: limit.resetAt,
    })),
  );
  const limit = binding && limits.find((row) => row.duration === binding.period);
  if (!binding || !limit?.limit || !binding.resetAt) return null;
  return {
    period: binding.period,
    limit: limit.limit,
    remaining: binding.remaining,
    resetAt: binding.resetAt,
  };
}

/** What the player may still deposit now (the binding limit's remaining amount), or null when none is set. */
export async function remainingAllowance(
  ctx: SandboxContext,
  playerId: string,
  kind: LimitType,
): Promise<string | null> {
  return (await bindingLimitNow(ctx, playerId, kind))?.remaining ?? null;
}

/**
 * The spend-limit check of a real-money bet, for `placeBet`'s `check` (it runs inside the bet's
 * transaction after the player's cash is locked): throws `SELF_SPEND_LIMIT_REACHED` when the stake
 * is above what the binding spend limit leaves, so the bet rolls back and no money moves.
 */
export function spendLimitCheck(ctx: SandboxContext, playerId: string, stake: bigint) {
  return async (tx: Executor, now: Date): Promise<void> => {
    const binding = await bindingLimitNow(ctx, playerId, 'SPEND', tx, now);
    if (!binding || toMinorUnits(binding.remaining) >= stake) return;
    throw new MoneyRefusal(
      ERRORS.selfSpendLimitReached.code,
      `Your spend limit does not allow this bet: ${binding.remaining} left of your ${LIMIT_PERIOD_NAMES[binding.period]} limit of ${binding.limit} until ${binding.resetAt}`,
    );
  };
}

function limitRefusal(code: string, message: string) {
  return refuse(code, message, { validationErrors: { limit: { code, message } } });
}

/** The amount's range and the nesting of the periods (spec 2 §5), or null when the amount is fine. */
function amountRefusal(period: LimitPeriod, amount: bigint, rows: readonly LimitRow[]) {
  const name = LIMIT_PERIOD_NAMES[period];
  const bounds = LIMIT_BOUNDS[period];
  if (amount < bounds.min || amount > bounds.max) {
    return limitRefusal(
      ERRORS.limitInterval.code,
      `The ${name} limit must be between ${money(bounds.min)} and ${money(bounds.max)}`,
    );
  }
  const rank = LIMIT_PERIODS.indexOf(period);
  for (const other of rows) {
    if (other.period === period) continue;
    const values = [other.limit, other.pendingLimit].filter((v): v is string => v !== null).map(toMinorUnits);
    const otherName = LIMIT_PERIOD_NAMES[other.period];
    if (LIMIT_PERIODS.indexOf(other.period) > rank) {
      const lowest = values.reduce((a, b) => (b < a ? b : a));
      if (amount > lowest) {
        return limitRefusal(
          ERRORS.limitTooHigh.code,
          `The ${name} limit may not be higher than the ${otherName} limit (${money(lowest)})`,
        );
      }
    } else {
      const highest = values.reduce((a, b) => (b > a ? b : a));
      if (amount < highest) {
        return limitRefusal(
          ERRORS.limitTooLow.code,
          `The ${name} limit may not be lower than the ${otherName} limit (${money(highest)})`,
        );
      }
    }
  }
  return null;
}

export interface LimitChangeInput {
  playerId: string;
  kind: LimitType;
  /** The site's markets, to find the player's market for its cooling-off. */
  markets: readonly string[];
  change: LimitChange;
}

/** Contract `updateDepositLimit` (and `updateSpendLimit`): answers the period's limit as it now stands. */
export async function changeLimit(
  ctx: SandboxContext,
  { playerId, kind, markets, change }: LimitChangeInput,
): Promise<Outcome<{ limit: GamblingLimit }>> {
  const now = await ctx.clock.now();
  const period = change.duration;
  const name = LIMIT_PERIOD_NAMES[period];
  return ctx.db.transaction(async (tx) => {
    // One change of this player's limits at a time (see the module comment).
    const [player] = await tx
      .select({ countryCode: players.countryCode })
      .from(players)
      .where(eq(players.playerId, playerId))
      .for('no key update');
    if (!player) throw new Error('The session names no player');
    await applyDueChanges(tx, playerId, kind, now);
    const rows = await tx.select().from(gamblingLimits).where(mine(playerId, kind));
    const row = rows.find((r) => r.period === period);
    const market = marketForCountry(player.countryCode, markets, markets[0] ?? '');
    const coolingOffEnds = new Date(now.getTime() + coolingOffHours(market) * HOUR_MS);
    const thisPeriod = and(mine(playerId, kind), eq(gamblingLimits.period, period));

    const answer = async (updated: LimitRow | undefined) => {
      const used = await usedInPeriods(tx, playerId, kind, now);
      return { ok: true as const, limit: present(period, updated, now, used[period]) };
    };
    const update = async (values: Partial<typeof gamblingLimits.$inferInsert>) => {
      const [updated] = await tx
        .update(gamblingLimits)
        .set({ ...values, updatedAt: now })
        .where(thisPeriod)
        .returning();
      return answer(updated);
    };

    if ('cancelPendingLimit' in change) {
      if (!row?.pendingActiveFrom) {
        return limitRefusal(
          ERRORS.limitNotSet.code,
          `There is no pending change of the ${name} limit to cancel`,
        );
      }
      return update({ pendingLimit: null, pendingActiveFrom: null });
    }

    if ('deleteLimit' in change) {
      if (!row) return limitRefusal(ERRORS.limitNotSet.code, `There is no ${name} limit to remove`);
      if (row.locked) return limitRefusal(ERRORS.limitLocked.code, `The ${name} limit is locked`);
      // Asked again: the removal already waiting keeps its date.
      if (row.pendingActiveFrom && row.pendingLimit === null) return answer(row);
      return update({ pendingLimit: null, pendingActiveFrom: coolingOffEnds });
    }

    const amount = toMinorUnits(change.limit);
    const refused = amountRefusal(period, amount, rows);
    if (refused) return refused;

    if (!row) {
      const [inserted] = await tx
        .insert(gamblingLimits)
        .values({ playerId, kind, period, limit: money(amount), effectiveAt: now, updatedAt: now })
        .returning();
      return answer(inserted);
    }

    const current = toMinorUnits(row.limit);
    if (amount < current) {
      return update({ limit: money(amount), pendingLimit: null, pendingActiveFrom: null, effectiveAt: now });
    }
    if (amount === current) {
      // The limit in force again: nothing waits any more (and nothing changes when nothing waited).
      return row.pendingActiveFrom ? update({ pendingLimit: null, pendingActiveFrom: null }) : answer(row);
    }

    // A raise.
    if (row.locked) return limitRefusal(ERRORS.limitLocked.code, `The ${name} limit is locked`);
    const waiting = row.pendingActiveFrom
      ? row.pendingLimit === null
        ? null // a removal: looser than any raise
        : toMinorUnits(row.pendingLimit)
      : undefined;
    if (waiting === amount) return answer(row);
    const keepsDate =
      row.pendingActiveFrom && (waiting === null || (waiting !== undefined && amount <= waiting));
    return update({
      pendingLimit: money(amount),
      pendingActiveFrom: keepsDate ? row.pendingActiveFrom : coolingOffEnds,
    });
  });
}
