/**
 * The tournaments' prizes (services/tournaments/): sandbox configuration, as the demo campaigns
 * are. A tournament itself (its id, window, games, markets and texts) is the brand's content (the
 * `tournament` documents); what it pays is the operator's, kept here by `tournamentId`, and
 * `demoTournaments.test.ts` holds each ladder to the prize table the content shows players.
 *
 * The content's ladder: 1st, 2nd and 3rd place, each of places 4–10, in cash; places 11–100 win
 * free spins, which the sandbox does not pay (no free-spin campaign per tournament yet: said in
 * apps/sandbox/README.md "Tournaments"). Amounts are in the player's currency, as the content
 * writes each market's currency; whole units.
 */

export interface TournamentPrizes {
  first: number;
  second: number;
  third: number;
  /** Each of places 4 to 10. */
  rest: number;
}

export const TOURNAMENT_PRIZES: Readonly<Record<string, TournamentPrizes>> = {
  'aur-polar-nights-2026': { first: 5000, second: 2500, third: 1000, rest: 500 },
  'aur-live-showdown-2026': { first: 2500, second: 1500, third: 1000, rest: 250 },
  'aur-spring-sprint-2027': { first: 4000, second: 2000, third: 1000, rest: 400 },
  'aur-midsummer-2026': { first: 3000, second: 1500, third: 750, rest: 300 },
  'aur-hourly-sprint': { first: 100, second: 50, third: 25, rest: 10 },
  'kes-autumn-sprint-2026': { first: 3000, second: 1500, third: 750, rest: 250 },
  'kes-roulette-race-2026': { first: 1500, second: 1000, third: 500, rest: 150 },
  'kes-vappu-2027': { first: 1500, second: 750, third: 400, rest: 100 },
  'kes-juhannus-2026': { first: 1000, second: 600, third: 300, rest: 100 },
  'kes-hourly-sprint': { first: 50, second: 25, third: 10, rest: 5 },
};

/** The cash prize of a rank (whole units), or 0 past the cash places. */
export function prizeFor(prizes: TournamentPrizes | undefined, rank: number): number {
  if (!prizes) return 0;
  if (rank === 1) return prizes.first;
  if (rank === 2) return prizes.second;
  if (rank === 3) return prizes.third;
  return rank <= 10 ? prizes.rest : 0;
}

/** The cash the ladder pays in all (places 1–10). */
export const prizePoolOf = (prizes: TournamentPrizes | undefined): number =>
  prizes ? prizes.first + prizes.second + prizes.third + 7 * prizes.rest : 0;
