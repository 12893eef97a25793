/**
 * Sports bets on the ledger over the frame's calls, on PGlite and PostgreSQL (issue 28;
 * services/sports/bets.ts, settlement.ts, handlers/sportsbookApi.ts): a single and an accumulator
 * debit the balance (BET, category SPORTS) and settle by the results once the clock passes the
 * events; a settlement delivered twice pays once; bad stakes and moved odds are refused and move
 * nothing; a slip is placed once however often it is sent; cash-out; the spend limit, the
 * risk-payout flag and the sports flag; a stake from the sports bonus wallet; the virtual leagues.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useGamesApi } from '../../test/games.ts';
import { cashOf, legOn, openEvents, openFrame, playerFrame } from '../../test/sports.ts';
import { ledgerTransactions, players, sportsBets } from '../db/schema.ts';
import { secretOf } from '../services/games/index.ts';
import { claimCampaign } from '../services/bonus/index.ts';
import { auditLedger, findAccounts } from '../services/money/index.ts';
import { insertTestCampaign } from '../../test/campaigns.ts';
import { betWins, payoutOf, settleBet, settleDueBets, type BetRow } from '../services/sports/index.ts';

describe.each(DATABASE_KINDS)('sports bets on the ledger on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { server, visitor, player, playerId } = useGamesApi(t);

  const balanceOf = async (email: string) => cashOf(t.ctx, await playerId(email));
  const betsOf = (id: string) => t.db.select().from(sportsBets).where(eq(sportsBets.playerId, id));
  const expectSoundLedger = async () => expect(await auditLedger(t.db)).toEqual([]);

  it('places a single and an accumulator, settles them by the results once, and refuses bad slips', async () => {
    const email = 'player@demo.test';
    const api = await player(email);
    const id = await playerId(email);
    const frame = await openFrame(server.baseUrl, api);
    const before = await balanceOf(email);
    const { now, events } = await openEvents(t.ctx, 'upcoming');
    const football = events.filter((e) => e.competition.sport === 'football');
    expect(football.length).toBeGreaterThanOrEqual(3);

    // Refusals move nothing.
    const leg = legOn(football[0]!, now);
    for (const [stake, message] of [
      ['0', 'more than zero'],
      ['-5', 'more than zero'],
      ['1.234', 'at most two decimals'],
      ['ten', 'as an amount'],
      ['0.05', 'smallest stake'],
    ] as const) {
      const answer = await frame.bet(stake, [leg]);
      expect(answer.status, stake).toBe(400);
      expect(answer.json.message).toContain(message);
    }
    const tooMuch = await frame.bet(fromMinorUnits(before + 100n), [leg]);
    expect(tooMuch).toMatchObject({ status: 409, json: { code: 'NOT_ENOUGH_FUNDS' } });
    const moved = await frame.bet('5', [{ ...leg, odds: leg.odds + 0.5 }]);
    expect(moved).toMatchObject({ status: 409, json: { code: 'error.sports.odds_changed' } });
    expect(moved.json.prices).toEqual([expect.objectContaining({ eventId: leg.eventId, state: 'open' })]);
    const twice = await frame.bet('5', [leg, legOn(football[0]!, now, 1)]);
    expect(twice.json.message).toContain('one selection per event');
    const anonymous = await openFrame(server.baseUrl, visitor(), false);
    expect((await anonymous.bet('5', [leg])).status).toBe(401);
    // A read without the context header is refused too (the context never stands in its URL).
    expect((await fetch(`${server.baseUrl}/sandbox/sportsbook/api/bets?context=x`)).status).toBe(401);
    expect(await betsOf(id)).toEqual([]);
    expect(await balanceOf(email)).toBe(before);

    // A single and a three-leg accumulator; the single sent eight times at once is placed once.
    const key = 'single-slip-0001';
    const singles = await Promise.all(Array.from({ length: 8 }, () => frame.bet('10.50', [leg], key)));
    expect(singles.filter((a) => a.status === 201)).toHaveLength(1);
    expect(singles.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    const other = await frame.bet('11', [leg], key);
    expect(other).toMatchObject({
      status: 400,
      json: { message: expect.stringContaining('already placed') },
    });
    const acca = await frame.bet(
      '2.00',
      football.slice(0, 3).map((e, i) => legOn(e, now, i)),
    );
    expect(acca.status).toBe(201);
    expect(acca.json.bet).toMatchObject({ kind: 'accumulator', stake: '2.00', status: 'OPEN' });
    expect(await balanceOf(email)).toBe(before - 1050n - 200n);
    const bets = await betsOf(id);
    expect(bets).toHaveLength(2);
    const debits = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.playerId, id), eq(ledgerTransactions.category, 'SPORTS')));
    expect(debits.map((d) => `${d.type} ${d.amount}`).sort()).toEqual(['BET -1050', 'BET -200']);

    // Past the events' end: the frame's list settles them (in a context signed after the clock
    // moved, as the site would ask for one), a second settlement pays nothing more.
    const last = Math.max(...bets.map((b) => b.settlesAt.getTime()));
    await t.ctx.clock.advance(last - (await t.ctx.clock.now()).getTime() + 1_000);
    const later = await playerFrame(t.ctx, server.baseUrl, id);
    const at = await t.ctx.clock.now();
    const secret = await secretOf(t.db);
    const expected = bets.reduce(
      (sum, bet) => sum + (betWins(bet, secret, at) ? payoutOf(bet.stake, bet.odds) : 0n),
      0n,
    );
    const stale: BetRow[] = bets;
    const [listed, again] = await Promise.all([later.bets(), settleDueBets(t.ctx)]);
    expect(listed.status).toBe(200);
    await Promise.all(stale.map((bet) => settleBet(t.ctx, bet, at)));
    expect(await settleDueBets(t.ctx)).toBe(0);
    expect(again).toBeGreaterThanOrEqual(0);
    const settled = await betsOf(id);
    expect(settled.every((b) => b.status === 'WON' || b.status === 'LOST')).toBe(true);
    expect(await balanceOf(email)).toBe(before - 1250n + expected);
    const wins = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.playerId, id), eq(ledgerTransactions.type, 'WIN')));
    expect(wins.reduce((sum, w) => sum + w.amount, 0n)).toBe(expected);
    expect(wins.every((w) => w.category === 'SPORTS')).toBe(true);
    await expectSoundLedger();
  });

  it('takes as many of ten slips sent at once as the balance covers, and no more', async () => {
    const email = 'cashback@demo.test';
    const id = await playerId(email);
    const frame = await playerFrame(t.ctx, server.baseUrl, id);
    const balance = await balanceOf(email);
    const stake = balance / 4n;
    expect(stake).toBeGreaterThanOrEqual(10n);
    const { now, events } = await openEvents(t.ctx, 'upcoming');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => frame.bet(fromMinorUnits(stake), [legOn(events[i]!, now)])),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused).toMatchObject({ status: 409, json: { code: 'NOT_ENOUGH_FUNDS' } });
    }
    expect(await balanceOf(email)).toBe(balance - 4n * stake);
    expect(await betsOf(id)).toHaveLength(4);
    await expectSoundLedger();
  });

  it('cashes out an in-play bet once, for the value the player confirmed', async () => {
    const email = 'limits@demo.test';
    const frame = await playerFrame(t.ctx, server.baseUrl, await playerId(email));
    const before = await balanceOf(email);
    const { now, events } = await openEvents(t.ctx, 'live');
    expect(events.length).toBeGreaterThan(0);
    const placed = await frame.bet('20', [legOn(events[0]!, now)]);
    expect(placed.status).toBe(201);
    const betId = (placed.json.bet as { betId: string }).betId;
    const listed = (await frame.bets()).json.bets as { betId: string; cashOut: string | null }[];
    const offer = listed.find((b) => b.betId === betId)!.cashOut;
    expect(offer).not.toBeNull();
    const wrong = await frame.cashOut(betId, fromMinorUnits(toMinorUnits(offer!) + 1n));
    expect(wrong).toMatchObject({ status: 409, json: { code: 'error.sports.cash_out_changed' } });
    const answers = await Promise.all([frame.cashOut(betId, offer!), frame.cashOut(betId, offer!)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.filter((a) => a.json.replayed === false)).toHaveLength(1);
    expect(await balanceOf(email)).toBe(before - 2000n + toMinorUnits(offer!));
    const [row] = await t.db.select().from(sportsBets).where(eq(sportsBets.betId, betId));
    expect(row).toMatchObject({ status: 'CASHED_OUT', payout: toMinorUnits(offer!) });
    // Settling the cashed-out bet later pays nothing.
    await settleBet(t.ctx, { ...row!, status: 'OPEN' }, new Date(row!.settlesAt.getTime() + 1));
    expect(await balanceOf(email)).toBe(before - 2000n + toMinorUnits(offer!));
    await expectSoundLedger();
  });

  it('applies the sports flag, the risk-payout flag and the spend limit', async () => {
    const email = 'account@demo.test';
    const id = await playerId(email);
    const frame = await playerFrame(t.ctx, server.baseUrl, id);
    const { now, events } = await openEvents(t.ctx, 'upcoming');
    const leg = legOn(events[0]!, now);
    await t.db.update(players).set({ sports: false }).where(eq(players.playerId, id));
    expect((await frame.bet('1', [leg])).json.code).toBe('error.game.access_denied');
    await t.db.update(players).set({ sports: true, riskPayout: true }).where(eq(players.playerId, id));
    expect((await frame.bet('1', [leg])).json.code).toBe('error.game.access_denied');
    await t.db.update(players).set({ riskPayout: false }).where(eq(players.playerId, id));
    expect((await frame.bet('1', [leg])).status).toBe(201);

    const before = await balanceOf(email);
    await (await player(email)).updateSpendLimit({ body: { duration: 'D', limit: '5' } });
    const over = await frame.bet('6', [leg]);
    expect(over).toMatchObject({
      status: 409,
      json: { code: 'SELF_SPEND_LIMIT_REACHED', message: expect.stringContaining('spend limit') },
    });
    expect(await balanceOf(email)).toBe(before);
    await expectSoundLedger();
  });

  it('stakes from the sports bonus wallet when the bonus engine granted one and the cash runs short', async () => {
    await insertTestCampaign(t.db, {
      campaignId: '6-test-sports-20',
      vertical: 'SPORTS',
      sticky: false,
      wrMultiplier: 1,
      fixedAmount: 2_000n,
    });
    const email = 'bonus@demo.test';
    const id = await playerId(email);
    const claimed = await claimCampaign(t.ctx, { playerId: id, siteId: 6, campaignId: '6-test-sports-20' });
    expect(claimed.ok).toBe(true);
    const frame = await playerFrame(t.ctx, server.baseUrl, id);
    const { now, events } = await openEvents(t.ctx, 'upcoming');
    expect(await balanceOf(email)).toBe(0n);
    const placed = await frame.bet('10', [legOn(events[0]!, now)]);
    expect(placed.status).toBe(201);
    const accounts = (await findAccounts(t.db, id))!;
    expect(accounts.main.balance).toBe(0n);
    expect(accounts.bonus.SPORTS.balance).toBe(1_000n);
    // Nothing left in either wallet for a second 20.00.
    expect((await frame.bet('20', [legOn(events[1]!, now)])).json.code).toBe('NOT_ENOUGH_FUNDS');
    await expectSoundLedger();
  });

  it('takes bets on a virtual match before kick-off and settles them by its result', async () => {
    const email = 'player@demo.test';
    const id = await playerId(email);
    const frame = await playerFrame(t.ctx, server.baseUrl, id);
    const { now, events } = await openEvents(t.ctx, 'upcoming', true);
    const match = events[0]!;
    expect(match.competition.virtual).toBe(true);
    const placed = await frame.bet('3', [legOn(match, now)]);
    expect(placed.status).toBe(201);
    const mixed = await frame.bet('3', [
      legOn(match, now),
      legOn((await openEvents(t.ctx, 'upcoming')).events[0]!, now),
    ]);
    expect(mixed.json.message).toContain('Virtual and real sports');
    await t.ctx.clock.advance(match.startsAt.getTime() - now.getTime() + 1_000);
    const inPlay = await frame.bet('3', [legOn(match, await t.ctx.clock.now())]);
    expect(inPlay.json.code).toBe('error.sports.market_suspended');
    await t.ctx.clock.advance(match.endsAt.getTime() - match.startsAt.getTime());
    await frame.bets();
    const [bet] = (await betsOf(id)).filter((b) => b.category === 'VIRTUAL_SPORTS');
    expect(['WON', 'LOST']).toContain(bet!.status);
    const win = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.playerId, id), eq(ledgerTransactions.category, 'VIRTUAL_SPORTS')));
    expect(win.map((w) => w.type).sort()).toEqual(bet!.status === 'WON' ? ['BET', 'WIN'] : ['BET']);
    await expectSoundLedger();
  });
});
