/**
 * The live card tables over HTTP, on PGlite and PostgreSQL (services/games/cardTables.ts): a live
 * baccarat or blackjack game of the catalogue opens its own table, not the roulette wheel; the
 * table takes only its own bets; real bets bet and win through the ledger on the round's cards,
 * which everyone at the table sees; the page shows the cards and plays through its form.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useGamesApi } from '../../test/games.ts';
import { useTableHelpers } from '../../test/tables.ts';
import { ledgerTransactions } from '../db/schema.ts';
import { auditLedger } from '../services/money/index.ts';
import { outcomeOf } from '../services/games/index.ts';
import { baccaratReturn, blackjackReturn } from '../services/games/cardTables.ts';

/** Aurora's catalogue: Evolution's "Squeeze Baccarat" and "Classic Blackjack A". */
const BACCARAT = '0xopmt563xieeksv';
const BLACKJACK = '38q3u4iakiwupj5u';

describe.each(DATABASE_KINDS)('the sandbox card tables on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { server, visitor, player, playerId } = useGamesApi(t);
  const { bettingOpen, bettingClosed, betJson, resultJson, evolutionTable } = useTableHelpers(server, {
    visitor,
    player,
  });

  it('opens live baccarat as baccarat: its cards on the stage, its three spots, only its bets', async () => {
    const url = await evolutionTable('demo', BACCARAT);
    const round = await bettingOpen();
    const html = await (await fetch(url)).text();
    expect(html).toContain('<h1>Squeeze Baccarat</h1>');
    expect(html).toContain('Punto banco');
    expect(html).toMatch(/name="cell" value="banker"/);
    expect(html).toMatch(/class="card( red)?">[0-9AJQK]+[♠♥♦♣]/);
    expect(html).not.toContain('class="wheel"');
    const state = (await (await fetch(`${url}/round`)).json()) as Record<string, unknown>;
    expect(state).toMatchObject({ kind: 'baccarat', round });

    const red = await betJson(url, { position: 'red', stake: 100, round, demoBalance: 100_000 });
    expect(red.status).toBe(400);
    expect(await red.json()).toMatchObject({ message: 'The bet must be player, banker or tie' });
    const banker = await betJson(url, { cell: 'banker', stake: 500, round, demoBalance: 100_000 });
    expect(banker.status).toBe(200);
    const placed = (await banker.json()) as { demo: Record<string, string> };

    await bettingClosed(round);
    const coup = await outcomeOf(t.ctx, 'baccarat', `evolution/${BACCARAT}`, round);
    const result = (await (await resultJson(url, { round, ...placed.demo })).json()) as Record<
      string,
      unknown
    >;
    const win = baccaratReturn('banker', coup.kind === 'baccarat' ? coup : (undefined as never), 500n);
    expect(result).toMatchObject({
      kind: 'baccarat',
      number: null,
      cards: { winner: coup.kind === 'baccarat' ? coup.winner : null },
      win: (Number(win) / 100).toFixed(2),
    });
    // Someone else at the table sees the same cards.
    const other = await evolutionTable('demo', BACCARAT);
    expect(((await (await resultJson(other, { round })).json()) as Record<string, unknown>)['cards']).toEqual(
      result['cards'],
    );
    // The page of the settled round says who won.
    const page = await (
      await fetch(`${url}?demoBalance=99500&demoRound=${round}&demoBets=banker-500`)
    ).text();
    expect(page).toMatch(new RegExp(`Round ${round}: (a tie at \\d|(Player|Banker) wins, \\d to \\d)`));
  });

  it('plays real blackjack behind a box through the ledger, paid on the round’s cards once', async () => {
    const url = await evolutionTable('real', BLACKJACK);
    const id = await playerId('player@demo.test');
    const round = await bettingOpen();
    const html = await (await fetch(url)).text();
    expect(html).toContain('<h1>Classic Blackjack A</h1>');
    expect(html).toContain('Behind box 7');
    expect((await betJson(url, { position: 'banker', stake: 100, round })).status).toBe(400);
    expect((await betJson(url, { cell: 'box3', stake: 200, round })).status).toBe(200);
    expect((await betJson(url, { cell: 'box5', stake: 100, round })).status).toBe(200);
    // A retry moves nothing.
    expect(await (await betJson(url, { cell: 'box3', stake: 200, round })).json()).toMatchObject({
      replayed: true,
    });

    await bettingClosed(round);
    const dealt = await outcomeOf(t.ctx, 'blackjack', `evolution/${BLACKJACK}`, round);
    if (dealt.kind !== 'blackjack') throw new Error('not a blackjack round');
    const expected = blackjackReturn('box3', dealt, 200n) + blackjackReturn('box5', dealt, 100n);
    const result = (await (await resultJson(url, { round })).json()) as Record<string, unknown>;
    expect(result).toMatchObject({
      kind: 'blackjack',
      stake: '3.00',
      win: (Number(expected) / 100).toFixed(2),
    });
    expect(result['cards']).toMatchObject({ dealer: { total: dealt.dealer.total } });
    // Asked again: nothing is paid twice.
    expect(await (await resultJson(url, { round })).json()).toMatchObject({ balance: result['balance'] });
    const moves = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.playerId, id), eq(ledgerTransactions.category, 'LIVE_CASINO')));
    const mine = moves.filter((row) => row.idempotencyKey.includes(`evolution/${BLACKJACK}|${round}|`));
    expect(mine.filter((row) => row.type === 'BET')).toHaveLength(2);
    expect(mine.filter((row) => row.type === 'WIN').reduce((sum, row) => sum + row.amount, 0n)).toBe(
      expected,
    );
    // The page shows the dealer's hand and the boxes.
    const page = await (await fetch(url)).text();
    expect(page).toContain('Dealer');
    expect(page).toMatch(/Box 7<\/span> <span class="points">/);
    expect(await auditLedger(t.db)).toEqual([]);
  });
});
