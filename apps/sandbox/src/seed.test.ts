import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadBrands } from '@casino/brands';
import { DATABASE_KINDS, openTestDatabase, useTestDatabase } from '../test/databases.ts';
import { openDatabase } from './db/database.ts';
import { credentials, exclusions, geoIpRanges, players, sites } from './db/schema.ts';
import { DEMO_PLAYERS } from './demoPlayers.ts';
import { seed } from './seed.ts';
import { createContext } from './services/context.ts';
import { DAY_MS, findPlayerByEmail } from './services/identity/index.ts';
import { signIn } from './services/identity/signIn.ts';

async function snapshot(db: Parameters<typeof seed>[0]) {
  return {
    sites: await db.select().from(sites).orderBy(asc(sites.siteId)),
    players: await db
      .select({
        playerId: players.playerId,
        siteId: players.siteId,
        email: players.email,
        status: players.status,
      })
      .from(players)
      .orderBy(asc(players.playerId)),
    credentials: await db.select().from(credentials).orderBy(asc(credentials.playerId)),
    exclusions: await db.select().from(exclusions).orderBy(asc(exclusions.id)),
    geo: await db.select().from(geoIpRanges).orderBy(asc(geoIpRanges.id)),
  };
}

describe.each(DATABASE_KINDS)('seeding on %s', (kind) => {
  const t = useTestDatabase(kind);

  it('seeds every demo player on every site', async () => {
    const brands = await loadBrands();
    for (const brand of brands) {
      for (const demo of DEMO_PLAYERS) {
        expect(
          await findPlayerByEmail(t.ctx, brand.siteId, demo.email),
          `${demo.email} on ${brand.id}`,
        ).not.toBeNull();
      }
    }
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(t.db);
    await seed(t.db, await loadBrands(), t.ctx);
    const after = await snapshot(t.db);
    expect({ ...after, sites: after.sites.map(({ updatedAt: _, ...site }) => site) }).toEqual({
      ...before,
      sites: before.sites.map(({ updatedAt: _, ...site }) => site),
    });
  });

  it('starts a demo time-out or exclusion again once it has run out', async () => {
    const player = (await findPlayerByEmail(t.ctx, 6, 'timeout@demo.test'))!;
    await t.ctx.clock.advance(181 * DAY_MS);
    expect(
      (
        await signIn(t.ctx, {
          siteId: 6,
          email: 'timeout@demo.test',
          password: 'Sandbox-Pass-1',
          realIpAddress: '127.0.0.1',
        })
      ).ok,
    ).toBe(true);
    await seed(t.db, await loadBrands(), t.ctx);
    const running = await t.db
      .select()
      .from(exclusions)
      .where(and(eq(exclusions.playerId, player.playerId), isNull(exclusions.revokedAt)));
    expect(running).toHaveLength(2);
    expect((await findPlayerByEmail(t.ctx, 6, 'timeout@demo.test'))!.status).toBe('TIMEOUT');
    const again = await signIn(t.ctx, {
      siteId: 6,
      email: 'timeout@demo.test',
      password: 'Sandbox-Pass-1',
      realIpAddress: '127.0.0.1',
    });
    expect(again).toMatchObject({ ok: false, reason: 'timeoutInProgress' });
    expect(
      await signIn(t.ctx, {
        siteId: 6,
        email: 'excluded@demo.test',
        password: 'Sandbox-Pass-1',
        realIpAddress: '127.0.0.1',
      }),
    ).toMatchObject({
      ok: false,
      message: 'Player self exclusion in progress for 180 days',
    });
  });
});

describe('the PGlite data directory', () => {
  it('survives closing and reopening (a sandbox restart)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-reopen-'));
    const dataDir = path.join(dir, 'sandbox');
    try {
      const first = await openTestDatabase('pglite', { dataDir });
      const ctx = createContext(first.db);
      await ctx.clock.advance(12_345);
      const tokens = await signIn(ctx, {
        siteId: 6,
        email: 'player@demo.test',
        password: 'Sandbox-Pass-1',
        realIpAddress: '127.0.0.1',
      });
      expect(tokens.ok).toBe(true);
      const before = await snapshot(first.db);
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        await seed(second.db, await loadBrands());
        expect(await snapshot(second.db)).toMatchObject({
          players: before.players,
          credentials: before.credentials,
        });
        expect(await createContext(second.db).clock.offsetMs()).toBe(12_345);
        const player = (await findPlayerByEmail(createContext(second.db), 6, 'player@demo.test'))!;
        expect(player.lastLoginAt).not.toBeNull();
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
