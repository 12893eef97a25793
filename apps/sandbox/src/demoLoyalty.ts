/**
 * The loyalty ladders (services/loyalty/; spec 3 §3 "Loyalty level"): sandbox configuration, as
 * the demo campaigns are. A level is earned by points, one point for every 1.00 of the player's
 * own money wagered (real-money stakes from the cash balance, less voided ones; bonus money earns
 * none), counted over the player's lifetime; a level once reached is kept.
 *
 * Each brand's ladder names the levels of its content (the `loyaltyLevel` documents: the same
 * `level` and `levelType`), which hold their titles, badges and perks. The names are brand
 * configuration (`loyaltyLevels` in brands/<id>/brand.ts, stored on the site's row at seeding), so
 * a brand launched by configuration brings its own; `demoLoyalty.test.ts` holds config and content
 * together. A brand that names none gets `DEFAULT_LADDER`.
 *
 * Not shown by the spec: the points a level needs. Chosen as a mid-size operator's ladder: the
 * first level at sign-up, then 500, 2,500, 10,000 and 50,000 wagered.
 */

export interface LoyaltyRung {
  level: number;
  levelType: string;
  /** Points needed to reach it (the first rung needs 0). */
  points: number;
}

const THRESHOLDS = [0, 500, 2_500, 10_000, 50_000] as const;
const ladder = (...types: string[]): readonly LoyaltyRung[] =>
  types.map((levelType, i) => ({ level: i + 1, levelType, points: THRESHOLDS[i]! }));

export const DEFAULT_LADDER = ladder('bronze', 'silver', 'gold', 'platinum', 'diamond');

/** The ladder of a brand's configured levels (its `loyaltyLevels`), or the default one. */
export const ladderOf = (levels: readonly string[] | null | undefined): readonly LoyaltyRung[] =>
  levels && levels.length === THRESHOLDS.length ? ladder(...levels) : DEFAULT_LADDER;

/** The highest rung the points reach (the first rung at least). */
export function rungFor(ladder: readonly LoyaltyRung[], points: number): LoyaltyRung {
  let reached = ladder[0]!;
  for (const rung of ladder) if (points >= rung.points) reached = rung;
  return reached;
}
