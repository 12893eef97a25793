/**
 * Tournaments over the contract (spec 3 §7 "GET /tournament/…"; services/tournaments/), on PGlite
 * and PostgreSQL: a running tournament of Aurora's content ranks real-money stakes on its games
 * within its window (bonus-free cash only, other games not), a player sees their own rank move,
 * visitors see the board without a standing; when the sandbox clock passes the end, the prizes of
 * the configured ladder are paid once, however often settling runs, even at the same time.
 */
import { and, eq, like } from 'drizzle-orm';
import { createPlayerApiClient } from '@casino/player-api';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useGamesApi } from '../../test/games.ts';
import { ledgerTransactions, tournamentPrizes } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';
import { prizeFor } from '../demoTournaments.ts';
import { auditLedger, balanceMap, findAccounts, placeBet } from '../services/money/index.ts';
import { editionAt, settleAll, settleTournament, tournamentsOf } from '../services/tournaments/index.ts';

describe.each(DATABASE_KINDS)('tournaments on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { player, playerId, visitor, server } = useGamesApi(t);
  /** A new sign-in (the cached clients' tokens expire when the clock passes the end). */
  const signedIn = async (email: string) => {
    const tokens = await createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6 }).signIn({
      body: { email, password: DEMO_PASSWORD },
    });
    return createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, tokens });
  };

  it('rank real-money stakes live, and pay the ladder once at the end', async () => {
    // A tournament of Aurora's that has not ended on the sandbox clock; its start reached if need be.
    const now = await t.ctx.clock.now();
    const tournament = tournamentsOf('aurora').find(
      (candidate) => candidate.endAt > now && candidate.prizes && !candidate.repeatMs,
    );
    expect(tournament, 'Aurora has a one-off tournament that has not ended').toBeDefined();
    if (tournament!.startAt > now)
      await t.ctx.clock.advance(tournament!.startAt.getTime() - now.getTime() + 1_000);
    const { tournamentId, gameIds } = tournament!;
    const params = { siteId: '6', language: 'en', market: 'UN' };

    const stake = async (email: string, amount: bigint, key: string, gameId = gameIds[0]!) => {
      const accounts = (await findAccounts(t.db, await playerId(email)))!;
      const placed = await placeBet(t.ctx, {
        accounts,
        amount,
        category: 'CASINO',
        idempotencyKey: `tournament-test-${key}`,
        sessionId: null,
        gameId,
      });
      expect(placed.ok ? 'ok' : placed.code).toBe('ok');
    };
    await stake('player@demo.test', 3_000n, 'a');
    await stake('limits@demo.test', 5_000n, 'b');
    // Another game counts for nothing.
    await stake('player@demo.test', 10_000n, 'c', 'not-a-tournament-game');

    const paula = await player('player@demo.test');
    const mine = async () =>
      (await paula.tournaments({ params })).find((x) => x.tournamentId === tournamentId)!;
    const first = await mine();
    expect(first.status).toBe('RUNNING');
    expect(first.leaderboard).toEqual([
      { rank: 1, playerAlias: expect.stringMatching(/^\S{1,3}\*\*\*$/) as unknown as string, score: 50 },
      { rank: 2, playerAlias: 'Pau***', score: 30 },
    ]);
    expect(first.player).toEqual({ optedIn: true, rank: 2, score: 30 });
    expect(first.prizePool).toBe(
      (
        prizeFor(tournament!.prizes, 1) +
        prizeFor(tournament!.prizes, 2) +
        prizeFor(tournament!.prizes, 3) +
        7 * prizeFor(tournament!.prizes, 4)
      ).toFixed(2),
    );

    // More stakes move the player up.
    await stake('player@demo.test', 2_500n, 'd');
    expect((await mine()).player).toEqual({ optedIn: true, rank: 1, score: 55 });
    const publicList = await visitor().publicTournaments({ params });
    const publicOne = publicList.find((x) => x.tournamentId === tournamentId)!;
    expect(publicOne.leaderboard[0]).toMatchObject({ rank: 1, playerAlias: 'Pau***', score: 55 });
    expect('player' in publicOne).toBe(false);
    // Another site's id in the path lists nothing.
    expect(await paula.tournaments({ params: { ...params, siteId: '7' } })).toEqual([]);

    // The clock passes the end: settling twice at once and once more pays each prize once.
    await t.ctx.clock.advance(tournament!.endAt.getTime() - (await t.ctx.clock.now()).getTime() + 1_000);
    // Balances from the ledger: the clients' tokens have expired on the moved clock.
    const cashOf = async (email: string) =>
      Number((await balanceMap(t.db, (await findAccounts(t.db, await playerId(email)))!)).main[0]!.cash);
    const before = await Promise.all(['player@demo.test', 'limits@demo.test'].map(cashOf));
    await Promise.all([
      settleTournament(t.ctx, 6, tournament!),
      settleTournament(t.ctx, 6, tournament!),
      visitor().publicTournaments({ params }),
    ]);
    expect(await settleTournament(t.ctx, 6, tournament!)).toBe(0);
    const prizes = await t.db
      .select({ key: ledgerTransactions.idempotencyKey, amount: ledgerTransactions.amount })
      .from(ledgerTransactions)
      .where(
        and(
          like(ledgerTransactions.idempotencyKey, `tournament:6:${tournamentId}:%`),
          eq(ledgerTransactions.type, 'WIN'),
        ),
      );
    expect(prizes.map((prize) => prize.key.split(':').at(-1)).sort()).toEqual(['1', '2']);
    expect(prizes.find((prize) => prize.key.endsWith(':1'))!.amount).toBe(
      BigInt(prizeFor(tournament!.prizes, 1)) * 100n,
    );
    const after = await Promise.all(['player@demo.test', 'limits@demo.test'].map(cashOf));
    expect(after[0]! - before[0]!).toBe(prizeFor(tournament!.prizes, 1));
    expect(after[1]! - before[1]!).toBe(prizeFor(tournament!.prizes, 2));
    const finished = (await (await signedIn('player@demo.test')).tournaments({ params })).find(
      (x) => x.tournamentId === tournamentId,
    )!;
    expect(finished.status).toBe('FINISHED');
    expect(finished.player).toEqual({ optedIn: true, rank: 1, score: 55 });
    // The prizes are recorded as prizes: without their records the audit calls them unwagered bonus.
    expect(await auditLedger(t.db)).toEqual([]);
    const records = await t.db
      .delete(tournamentPrizes)
      .where(eq(tournamentPrizes.tournamentId, tournamentId))
      .returning();
    expect(await auditLedger(t.db)).toHaveLength(2);
    await t.db.insert(tournamentPrizes).values(records);
  });

  it('run a recurring race as editions: each hour its own board, paid once when the hour ends', async () => {
    const race = tournamentsOf('aurora').find((candidate) => candidate.repeatMs === 3_600_000)!;
    expect(race, 'Aurora runs an hourly race').toBeDefined();
    const params = { siteId: '6', language: 'fi', market: 'UN' };
    const edition = editionAt(race, await t.ctx.clock.now());
    expect(edition.endAt.getTime() - edition.startAt.getTime()).toBe(3_600_000);
    const accounts = (await findAccounts(t.db, await playerId('regular@demo.test')))!;
    const placed = await placeBet(t.ctx, {
      accounts,
      amount: 1_200n,
      category: 'CASINO',
      idempotencyKey: 'hourly-race-test',
      sessionId: null,
      gameId: race.gameIds[0]!,
    });
    expect(placed.ok).toBe(true);
    const read = async () =>
      (await (await signedIn('regular@demo.test')).tournaments({ params })).find(
        (x) => x.tournamentId === race.tournamentId,
      )!;
    const running = await read();
    expect(running).toMatchObject({
      status: 'RUNNING',
      name: 'Tuntikisa',
      startAt: edition.startAt.toISOString(),
      endAt: edition.endAt.toISOString(),
      player: { optedIn: true, rank: 1, score: 12 },
    });
    const before = await balanceMap(t.db, accounts);

    // The next hour: a new edition with an empty board; the last one's winner paid once.
    await t.ctx.clock.advance(edition.endAt.getTime() - (await t.ctx.clock.now()).getTime() + 1_000);
    const next = await read();
    expect(next.startAt).toBe(edition.endAt.toISOString());
    expect(next.leaderboard).toEqual([]);
    expect(next.player).toEqual({ optedIn: true, rank: null, score: 0 });
    await read();
    expect(await settleAll(t.ctx)).toBe(0);
    const after = await balanceMap(t.db, accounts);
    expect(Number(after.main[0]!.cash) - Number(before.main[0]!.cash)).toBe(prizeFor(race.prizes, 1));
    const paid = await t.db
      .select({ rank: tournamentPrizes.rank })
      .from(tournamentPrizes)
      .where(eq(tournamentPrizes.tournamentId, race.tournamentId));
    expect(paid).toEqual([{ rank: 1 }]);
    expect(await auditLedger(t.db)).toEqual([]);
  });
});
