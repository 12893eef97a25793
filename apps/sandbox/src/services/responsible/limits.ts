/**
 * Deposit and spend limits (spec 2 §3 "Gambling limits", §4 "Responsible gambling", §5 limit
 * errors, §9 "Cooling period 1 day"; UK Gambling Commission RTS 12, financial
 * limits). One limit per kind (DEPOSIT, SPEND) and period D, W, M, kept in `gambling_limits`;
 * both kinds follow the same rules. Here: what a limit leaves now and the limit that binds (the
 * deposit check and every bet read them); how a player sets, raises, removes or cancels one is in
 * limitChanges.ts.
 *
 * Rules:
 * - The period is the calendar day, the ISO week (from Monday) or the month in UTC: `resetAt` is
 *   the start of the next one. `startAt` is when the limit in force took effect.
 * - `used` is, for a deposit limit, what the player deposited in the current period (from the
 *   ledger: deposits pending or paid since the period's start); for a spend limit, what the player
 *   staked (the ledger's BET transactions, every vertical, since the period's start, less the
 *   stakes of voided rounds, BET_VOID). `remaining` is the limit less `used` (never below 0).
 * - Spend is counted as stakes, not stakes less wins (decision: the spec calls it "spend (loss)"
 *   without saying how wins count; stakes are what the player can predict and check against the
 *   history, and the stricter reading protects the player). A stake counts whole, its bonus part
 *   included (services/bonus/stakes.ts): the limit caps how much the player gambles, and a bonus
 *   is no reason to play past it.
 * - A real-money bet whose stake is above the binding spend limit's remaining amount (the lowest of
 *   the periods set) is refused with `SELF_SPEND_LIMIT_REACHED` (409) before any money moves
 *   (`spendLimitCheck`, run by the ledger inside the bet's transaction after the player's cash is
 *   locked, so two bets at once cannot both pass on the same allowance). A retried bet that already
 *   went through is answered as before, not refused.
 * - A pending change applies once the sandbox clock reaches its date, lazily on every read and
 *   write (`applyDueChanges`).
 */
import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { LIMIT_PERIODS, LIMIT_PERIOD_NAMES, bindingLimit, type LimitPeriod } from '@casino/domain';
import { ERRORS, fromMinorUnits, toMinorUnits, type GamblingLimit } from '@casino/player-api';
import type { Executor } from '../../db/database.ts';
import { gamblingLimits, ledgerTransactions } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { depositedSince, MoneyRefusal } from '../money/ledger/index.ts';

/** The limit a row holds: the contract's `limitType` (a deposit or a spend limit). */
export type LimitType = 'DEPOSIT' | 'SPEND';

/** spec 2 §5: set sends duration and limit; delete sends deleteLimit; cancel sends cancelPendingLimit. */
export type LimitChange =
  | { duration: LimitPeriod; limit: string }
  | { duration: LimitPeriod; deleteLimit: true }
  | { duration: LimitPeriod; cancelPendingLimit: true };

const DAY_MS = 86_400_000;

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

export type LimitRow = typeof gamblingLimits.$inferSelect;

/** What the player staked (BETs that went through, less voided rounds) since each of the given times, in one query. */
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
        inArray(ledgerTransactions.type, ['BET', 'BET_VOID']),
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
 * BET that went through since the window's start, less the voided ones (BET_VOID).
 */
export async function usedInPeriods(
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

export function money(value: string | bigint): string {
  return fromMinorUnits(typeof value === 'bigint' ? value : toMinorUnits(value));
}

export function present(
  period: LimitPeriod,
  row: LimitRow | undefined,
  now: Date,
  used: bigint,
): GamblingLimit {
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

export const mine = (playerId: string, kind: LimitType) =>
  and(eq(gamblingLimits.playerId, playerId), eq(gamblingLimits.kind, kind));

/** Applies the pending changes whose date has come; a second run (or a concurrent one) does nothing. */
export async function applyDueChanges(
  ex: Executor,
  playerId: string,
  kind: LimitType,
  now: Date,
): Promise<void> {
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
