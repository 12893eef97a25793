/**
 * The tournaments' prizes (src/demoTournaments.ts) and the brands' content: every tournament of a
 * brand's content has a prize ladder here, and the cash places it pays are the ones the content's
 * prize table shows players (in English: "1st place: €5,000", …, "Places 4–10: €500"). The
 * definitions read from content (services/tournaments/definitions.ts) keep every tournament.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from '@casino/brands';
import { TOURNAMENT_PRIZES, prizeFor, prizePoolOf } from './demoTournaments.ts';
import { tournamentsOf } from './services/tournaments/index.ts';

interface TournamentDoc {
  tournamentId: string;
  prizes: { en: { children: { text: string }[] }[] };
}

const euros = (amount: number) => `€${amount.toLocaleString('en-GB')}`;

describe('the tournament prizes', () => {
  it('pay what each brand’s content shows, place for place', async () => {
    const brands = await loadBrands();
    let checked = 0;
    for (const brand of brands) {
      const docs = (await readFile(path.join(brand.dir, 'content', 'tournament.ndjson'), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as TournamentDoc);
      for (const doc of docs) {
        const prizes = TOURNAMENT_PRIZES[doc.tournamentId];
        expect(prizes, `${doc.tournamentId} has prizes`).toBeDefined();
        const table = doc.prizes.en.map((block) => block.children.map((child) => child.text).join(''));
        expect(table.slice(0, 4), doc.tournamentId).toEqual([
          `1st place: ${euros(prizes!.first)}`,
          `2nd place: ${euros(prizes!.second)}`,
          `3rd place: ${euros(prizes!.third)}`,
          `Places 4–10: ${euros(prizes!.rest)}`,
        ]);
        checked += 1;
      }
      expect(
        tournamentsOf(brand.id)
          .map((tournament) => tournament.tournamentId)
          .sort(),
      ).toEqual(docs.map((doc) => doc.tournamentId).sort());
    }
    expect(checked).toBeGreaterThan(4);
  });

  it('rank the cash places 1 to 10 and nothing after', () => {
    const prizes = TOURNAMENT_PRIZES['aur-polar-nights-2026'];
    expect([1, 2, 3, 4, 10, 11, 100].map((rank) => prizeFor(prizes, rank))).toEqual([
      5000, 2500, 1000, 500, 500, 0, 0,
    ]);
    expect(prizePoolOf(prizes)).toBe(5000 + 2500 + 1000 + 7 * 500);
    expect(prizeFor(undefined, 1)).toBe(0);
  });
});
