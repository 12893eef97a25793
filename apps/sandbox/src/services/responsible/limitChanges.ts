/**
 * Setting, lowering, raising, removing and cancelling a deposit or spend limit (spec 2 §5 limit
 * errors, §9 "Cooling period 1 day"; RTS 12: a reduction takes effect as soon as possible, a raise
 * waits). What a limit leaves and which one binds is limits.ts's.
 *
 * Rules:
 * - A first limit, a lower one, or the one in force again applies at once (RTS 12: a reduction
 *   takes effect as soon as possible) and drops any pending change of that period.
 * - A raise or a removal waits the market's cooling-off (`coolingOffHours`: the brand's rule pack
 *   for the market, `marketRules.<market>.limitRaiseCoolingOffHours` in brands/<id>/brand.ts, else
 *   the platform's default, 24 hours and longer where a regulator asks; spec 2 §9, RTS 12) and is answered as `pendingLimit` and
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
 *
 * Concurrency: a change runs in one transaction that first locks the player's row (`FOR NO KEY
 * UPDATE`, which leaves foreign-key checks of other tables alone), so two changes of one player's
 * limits run one after the other and each sees the other's result. Due pending changes are applied
 * by conditional statements that do nothing the second time, so concurrent reads are safe too.
 */
import { and, eq } from 'drizzle-orm';
import { MARKET_RULE_DEFAULTS, marketRulesFor, type MarketRules } from '@casino/brands';
import { LIMIT_PERIODS, LIMIT_PERIOD_NAMES, marketForCountry, type LimitPeriod } from '@casino/domain';
import { ERRORS, toMinorUnits, type GamblingLimit } from '@casino/player-api';
import { gamblingLimits, players } from '../../db/schema.ts';
import { refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import {
  applyDueChanges,
  mine,
  money,
  present,
  usedInPeriods,
  type LimitChange,
  type LimitRow,
  type LimitType,
} from './limits.ts';

/** The cooling-off of a raise or removal when nothing says otherwise (spec 2 §9: 1 day; RTS 12). */
export const DEFAULT_COOLING_OFF_HOURS = MARKET_RULE_DEFAULTS.limitRaiseCoolingOffHours;

/** The cooling-off of a market: the brand's rule pack for it, else the platform's default (@casino/brands). */
export function coolingOffHours(market: string, rules?: Readonly<Record<string, MarketRules>>): number {
  return marketRulesFor(rules, market).limitRaiseCoolingOffHours;
}

/** Allowed amounts per period, in minor units (designed: spec 2 §9 "Amount bounds … not shown"). */
export const LIMIT_BOUNDS: Readonly<Record<LimitPeriod, { min: bigint; max: bigint }>> = {
  D: { min: 100n, max: 5_000_000n },
  W: { min: 100n, max: 20_000_000n },
  M: { min: 100n, max: 50_000_000n },
};

const HOUR_MS = 3_600_000;

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
  /** The brand's rule packs by market (the cooling-off); none: the platform's defaults. */
  marketRules?: Readonly<Record<string, MarketRules>>;
  change: LimitChange;
}

/** Contract `updateDepositLimit` (and `updateSpendLimit`): answers the period's limit as it now stands. */
export async function changeLimit(
  ctx: SandboxContext,
  { playerId, kind, markets, marketRules, change }: LimitChangeInput,
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
    const coolingOffEnds = new Date(now.getTime() + coolingOffHours(market, marketRules) * HOUR_MS);
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
