/**
 * The sandbox's live roulette table over HTTP, on PGlite and PostgreSQL (spec 3 §2 "Live casino",
 * §7): rounds follow the sandbox clock and everyone at a table sees the same number; real bets bet
 * and win through the ledger, idempotently, and are settled lazily; the table plays through HTML
 * forms; both game pages talk to their parent frame (packages/domain gameFrame.ts); a spin or a
 * bet above the spend limit is refused before any money moves.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@casino/player-api';
import { gameFrameMessage } from '@casino/domain';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useGamesApi } from '../../test/games.ts';
import { LOBBY_URL } from '../../test/fixtures.ts';
import { useTableHelpers } from '../../test/tables.ts';
import { gamblingLimits, ledgerTransactions } from '../db/schema.ts';
import { auditLedger } from '../services/money/index.ts';
import { colourOf, winningNumber } from '../services/games/index.ts';
import { BETTING_MS, ROUND_MS } from '../services/games/rouletteWheel.ts';

describe.each(DATABASE_KINDS)('the sandbox roulette table on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { server, visitor, player, playerId, launch, spinJson } = useGamesApi(t);

  const { bettingOpen, bettingClosed, betJson, resultJson, evolutionTable } = useTableHelpers(server, {
    visitor,
    player,
  });

  it('runs roulette rounds on the sandbox clock; everyone at the table sees the same number', async () => {
    const first = await evolutionTable('demo', 'clock-table');
    const second = await evolutionTable('demo', 'clock-table');
    const round = await bettingOpen();
    const state = (await (await fetch(`${first}/round`)).json()) as Record<string, unknown>;
    expect(state).toMatchObject({ tableId: 'evolution/clock-table', round, phase: 'betting' });
    expect(Date.parse(state['bettingClosesAt'] as string)).toBe(round * ROUND_MS + BETTING_MS);
    expect(Date.parse(state['nextRoundAt'] as string)).toBe((round + 1) * ROUND_MS);

    // A demo bet on play money: the answer carries the state to send back.
    const bet = await betJson(first, { kind: 'red', stake: 100, round, demoBalance: 100_000 });
    expect(bet.status).toBe(200);
    const placed = (await bet.json()) as { balance: string; demo: Record<string, string> };
    expect(placed.balance).toBe('999.00');
    expect(placed.demo).toEqual({ demoBalance: '99900', demoRound: round, demoBets: 'red-100' });

    // No result while betting is open.
    const early = await resultJson(first, { round, ...placed.demo });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'error.game.round_open' });

    await bettingClosed(round);
    const late = await betJson(first, { kind: 'black', stake: 100, round, ...placed.demo });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: 'error.game.betting_closed' });

    const one = (await (await resultJson(first, { round, ...placed.demo })).json()) as Record<
      string,
      unknown
    >;
    const other = (await (await resultJson(second, { round })).json()) as Record<string, unknown>;
    const n = await winningNumber(t.ctx, 'evolution/clock-table', round);
    expect(one['number']).toBe(n);
    expect(other['number']).toBe(n);
    expect(one['colour']).toBe(colourOf(n));
    const win = colourOf(n) === 'red' ? '2.00' : '0.00';
    expect(one).toMatchObject({ stake: '1.00', win, bets: [{ position: 'red', stake: '1.00', win }] });
    expect(one['balance']).toBe(colourOf(n) === 'red' ? '1001.00' : '999.00');
    // The page shows the closed round; a demo touches no ledger.
    const html = await (await fetch(`${first}?demoBalance=99900&demoRound=${round}&demoBets=red-100`)).text();
    expect(html).toContain(`Round ${round}: the ball landed on`);
    expect(html).toMatch(/"type":"roundEnd","roundId":"evolution\/clock-table#\d+"/);
    expect(
      await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.category, 'LIVE_CASINO')),
    ).toHaveLength(0);
  });

  it('plays real roulette: BET and WIN in LIVE_CASINO through the ledger, idempotent per table, round and bet', async () => {
    const url = await evolutionTable('real', 'roulette1');
    const id = await playerId('player@demo.test');
    const wallet = async () =>
      Number((await (await player('player@demo.test')).wallet()).balance.main[0]!.cash);
    const round = await bettingOpen();
    const n = await winningNumber(t.ctx, 'evolution/roulette1', round);
    const start = await wallet();

    // The winning number straight up, and the colour it is not (or odd when it is 0).
    const loser = n === 0 ? 'odd' : colourOf(n) === 'red' ? 'black' : 'red';
    const straight = await betJson(url, { kind: 'number', number: n, stake: 100, round });
    expect(straight.status).toBe(200);
    expect(await straight.json()).toMatchObject({ position: `n${n}`, stake: '1.00', replayed: false });
    const other = await betJson(url, { position: loser, stake: 200, round });
    expect(((await other.json()) as { bets: unknown[] }).bets).toHaveLength(2);
    expect(await wallet()).toBeCloseTo(start - 3, 2);

    // A retry moves nothing; the same bet with another stake is refused.
    const retry = await betJson(url, { kind: 'number', number: n, stake: 100, round });
    expect(await retry.json()).toMatchObject({ replayed: true });
    expect((await betJson(url, { kind: 'number', number: n, stake: 50, round })).status).toBe(400);
    expect(await wallet()).toBeCloseTo(start - 3, 2);

    await bettingClosed(round);
    // A retry after betting closed still answers the bet; a new bet is refused.
    expect(await (await betJson(url, { kind: 'number', number: n, stake: 100, round })).json()).toMatchObject(
      {
        replayed: true,
      },
    );
    const closed = await betJson(url, { kind: 'even', stake: 100, round });
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ code: 'error.game.betting_closed' });

    const result = (await (await resultJson(url, { round })).json()) as Record<string, unknown>;
    expect(result).toMatchObject({ number: n, stake: '3.00', win: '36.00' });
    expect(Number(result['balance'])).toBeCloseTo(start - 3 + 36, 2);
    // Asking again pays nothing twice.
    expect(await (await resultJson(url, { round })).json()).toMatchObject({
      win: '36.00',
      balance: result['balance'],
    });
    expect(await wallet()).toBeCloseTo(start + 33, 2);

    const moves = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.playerId, id), eq(ledgerTransactions.category, 'LIVE_CASINO')));
    const mine = moves.filter((row) => row.idempotencyKey.includes(`evolution/roulette1|${round}|`));
    expect(
      mine
        .filter((row) => row.type === 'BET')
        .map((row) => String(row.amount))
        .sort(),
    ).toEqual(['-100', '-200']);
    expect(mine.filter((row) => row.type === 'WIN').map((row) => row.amount)).toEqual([3600n]);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('settles a real round lazily when the player comes back to the table', async () => {
    const url = await evolutionTable('real', 'lazy-table');
    const id = await playerId('player@demo.test');
    const round = await bettingOpen();
    const n = await winningNumber(t.ctx, 'evolution/lazy-table', round);
    expect((await betJson(url, { position: `n${n}`, stake: 50, round })).status).toBe(200);
    const wins = () =>
      t.db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.playerId, id), eq(ledgerTransactions.type, 'WIN')))
        .then((rows) => rows.filter((row) => row.idempotencyKey.includes(`lazy-table|${round}|`)));
    await bettingClosed(round);
    expect(await wins()).toHaveLength(0);
    const html = await (await fetch(url)).text();
    expect(await wins()).toHaveLength(1);
    expect((await wins())[0]!.amount).toBe(1800n);
    expect(html).toMatch(/"type":"balanceUpdate","balance":"\d+\.\d{2}","currency":"EUR"/);
  });

  it('plays the table through HTML forms, without JavaScript', async () => {
    const url = await evolutionTable('demo', 'form-table');
    const round = await bettingOpen();
    const placed = await fetch(`${url}/bet`, {
      method: 'POST',
      body: new URLSearchParams({
        kind: 'number',
        number: '7',
        stake: '50',
        round: String(round),
        demoBalance: '100000',
      }),
    });
    expect(placed.status).toBe(200);
    const html = await placed.text();
    expect(html).toContain('Bet placed: Number 7, €0.50.');
    expect(html).toContain('Number 7: €0.50');
    expect(html).toContain('name="demoBets" value="n7-50"');
    expect(html).toContain('Balance: <strong id="balance">€999.50</strong>');
    // The layout's cells: a corner of 17 with the 1.00 chip, on top of the open bet.
    const corner = await fetch(`${url}/bet`, {
      method: 'POST',
      body: new URLSearchParams({
        cell: '17',
        shape: 'corner',
        stake: '100',
        round: String(round),
        demoBalance: '99950',
        demoRound: String(round),
        demoBets: 'n7-50',
      }),
    });
    expect(corner.status).toBe(200);
    const cornerHtml = await corner.text();
    expect(cornerHtml).toContain('Bet placed: Corner 17–21, €1.00.');
    expect(cornerHtml).toContain('name="demoBets" value="n7-50,q17-100"');
    const bad = await fetch(`${url}/bet`, {
      method: 'POST',
      body: new URLSearchParams({ kind: 'number', number: '37', stake: '50', round: String(round) }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('a number 0–36, a split or a corner');
  });

  it('posts the frame messages and obeys pause, resume and the reality check, on both pages', async () => {
    for (const url of [await launch('relax', 'real'), await evolutionTable('real', 'frame-table')]) {
      const html = await (await fetch(url)).text();
      const data = /const d = (\{.*?\}), p = window\.parent/.exec(html);
      expect(data, url).not.toBeNull();
      const parsed = JSON.parse(data![1]!) as {
        messages: Array<Record<string, unknown>>;
        pingMs: number;
        origin: string;
      };
      expect(parsed.pingMs).toBe(30_000);
      expect(parsed.origin).toBe(new URL(LOBBY_URL).origin);
      expect(parsed.messages.map((m) => m['type'])).toEqual(['ready', 'balanceUpdate']);
      for (const message of parsed.messages) {
        expect(
          gameFrameMessage.safeParse({ source: 'sandbox-game', ...message }).success,
          JSON.stringify(message),
        ).toBe(true);
      }
      expect(html).toContain("postMessage({ source: 'sandbox-game', ...m }, d.origin || '*')");
      expect(html).toContain("post({ type: 'ping' })");
      expect(html).toContain("m.source !== 'casino-site'");
      for (const type of ['pause', 'resume', 'realityCheck']) expect(html).toContain(`m.type === '${type}'`);
      expect(html).toContain('<p id="paused" class="paused" role="status" hidden>Paused</p>');
      expect(html).toContain('<h2 id="reality-title">Reality check</h2>');
      expect(html).toMatch(/data-play>/);
    }
  });

  it('refuses a spin and a roulette bet above the spend limit: 409, no money moves', async () => {
    const api = await player('player@demo.test');
    const id = await playerId('player@demo.test');
    const used = (await api.spendLimits()).find((limit) => limit.duration === 'D')!.used;
    // 1.50 left today.
    const limit = (Number(used) + 1.5).toFixed(2);
    expect(await api.updateSpendLimit({ body: { duration: 'D', limit } })).toMatchObject({
      limit,
      remaining: '1.50',
    });
    const count = async () =>
      (await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.playerId, id))).length;
    const before = await count();
    const wallet = async () => (await api.wallet()).balance.main[0]!.cash;
    const cash = await wallet();

    const slot = await launch('quickspin', 'real');
    const refused = await spinJson(slot, { roundId: 'limit-round-1', stake: 200 });
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as { code: string; message: string };
    expect(answer.code).toBe(ERRORS.selfSpendLimitReached.code);
    expect(answer.message).toContain('1.50 left');
    const form = await fetch(`${slot}/spin`, {
      method: 'POST',
      body: new URLSearchParams({ roundId: 'limit-round-2', stake: '200' }),
    });
    expect(form.status).toBe(409);
    const page = await form.text();
    expect(page).toContain('Your spend limit does not allow this bet');
    expect(page).toMatch(/"type":"limitReached","code":"SELF_SPEND_LIMIT_REACHED"/);
    expect(await count()).toBe(before);
    expect(await wallet()).toBe(cash);

    // Within the limit the spin plays; then 0.50 is left and a 1.00 roulette bet is refused.
    expect((await spinJson(slot, { roundId: 'limit-round-3', stake: 100 })).status).toBe(200);
    expect((await api.spendLimits()).find((l) => l.duration === 'D')).toMatchObject({ remaining: '0.50' });
    const table = await evolutionTable('real', 'limit-table');
    const round = await bettingOpen();
    const afterSpin = await count();
    const bet = await betJson(table, { kind: 'red', stake: 100, round });
    expect(bet.status).toBe(409);
    expect(await bet.json()).toMatchObject({ code: ERRORS.selfSpendLimitReached.code });
    const betForm = await fetch(`${table}/bet`, {
      method: 'POST',
      body: new URLSearchParams({ kind: 'red', stake: '100', round: String(round) }),
    });
    expect(betForm.status).toBe(409);
    expect(await betForm.text()).toContain('"type":"limitReached"');
    expect(await count()).toBe(afterSpin);
    expect((await betJson(table, { kind: 'red', stake: 50, round })).status).toBe(200);
    await t.db.delete(gamblingLimits).where(eq(gamblingLimits.playerId, id));
  });
});
