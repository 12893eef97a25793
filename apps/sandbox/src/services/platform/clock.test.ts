import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../../test/databases.ts';
import { createClock } from './clock.ts';

describe.each(DATABASE_KINDS)('sandbox clock on %s', (kind) => {
  const t = useTestDatabase(kind);

  it('starts at real time and moves forward by the offset kept in the database', async () => {
    const clock = createClock(t.db, () => 1_000_000);
    expect(await clock.offsetMs()).toBe(0);
    expect((await clock.now()).getTime()).toBe(1_000_000);
    expect((await clock.advance(5_000)).getTime()).toBe(1_005_000);
    // A second clock on the same database (another process) sees the same time.
    expect((await createClock(t.db, () => 1_000_000).now()).getTime()).toBe(1_005_000);
  });

  it('adds up concurrent advances', async () => {
    const clock = createClock(t.db);
    const before = await clock.offsetMs();
    await Promise.all(Array.from({ length: 10 }, () => clock.advance(1_000)));
    expect(await clock.offsetMs()).toBe(before + 10_000);
  });

  it('refuses to go back or move by a fraction', async () => {
    const clock = createClock(t.db);
    await expect(clock.advance(-1)).rejects.toThrow(RangeError);
    await expect(clock.advance(1.5)).rejects.toThrow(RangeError);
  });
});
