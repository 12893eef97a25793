/**
 * The sandbox clock: real time plus an offset kept in the database, so every sandbox process on
 * the same database agrees and tests can move time forward (`POST /sandbox/clock`) to expire
 * time-outs, locks, codes and tokens. Every rule that depends on time asks this clock.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sandboxClock } from '../../db/schema.ts';

export interface Clock {
  /** The sandbox's current time. */
  now(): Promise<Date>;
  /** Moves the clock forward by `ms` (≥ 0) and answers the new time. */
  advance(ms: number): Promise<Date>;
  /** How far the clock is ahead of real time. */
  offsetMs(): Promise<number>;
}

export function createClock(db: Database, realNow: () => number = Date.now): Clock {
  async function offsetMs(): Promise<number> {
    const [row] = await db
      .select({ offsetMs: sandboxClock.offsetMs })
      .from(sandboxClock)
      .where(sql`${sandboxClock.id} = 1`);
    return row?.offsetMs ?? 0;
  }
  return {
    offsetMs,
    async now() {
      return new Date(realNow() + (await offsetMs()));
    },
    async advance(ms) {
      if (!Number.isSafeInteger(ms) || ms < 0) {
        throw new RangeError('The sandbox clock only moves forward by a whole number of milliseconds');
      }
      // One statement, so concurrent advances add up instead of overwriting each other.
      const [row] = await db
        .insert(sandboxClock)
        .values({ id: 1, offsetMs: ms })
        .onConflictDoUpdate({
          target: sandboxClock.id,
          set: { offsetMs: sql`${sandboxClock.offsetMs} + excluded.offset_ms` },
        })
        .returning({ offsetMs: sandboxClock.offsetMs });
      return new Date(realNow() + row!.offsetMs);
    },
  };
}
