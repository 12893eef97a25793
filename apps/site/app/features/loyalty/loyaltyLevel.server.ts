/**
 * The player's loyalty level as the site shows it (spec 3 §3 "Loyalty level": level, levelType,
 * title, content; §7 "/player/loyalty-level"): the player API's level and progress, with the
 * level's title from the content service, matched on `level` (schemas/loyaltyLevel.ts), in the
 * page's language. Without a content entry for the level, the title is its level type (the
 * ladder's code, e.g. "glow"), so a level-up still names something.
 */
import { graphql } from '../../generated/graphql';
import type { PlayerPageContext } from '../../lib/page.server.ts';

export interface LoyaltyLevelView {
  level: number;
  levelType: string;
  title: string;
  points: number;
  pointsToNextLevel: number | null;
}

export async function loadLoyaltyLevel(page: Pick<PlayerPageContext, 'playerApi' | 'content' | 'locale'>) {
  const standing = await page.playerApi.loyaltyLevel();
  const { allLoyaltyLevel } = await page.content.query(LOYALTY_LEVEL_QUERY, {
    level: standing.level,
    language: page.locale.siteLanguage,
  });
  const title = allLoyaltyLevel[0]?.title?.text?.trim() || standing.levelType;
  return {
    level: standing.level,
    levelType: standing.levelType,
    title,
    points: standing.points,
    pointsToNextLevel: standing.pointsToNextLevel,
  } satisfies LoyaltyLevelView;
}

const LOYALTY_LEVEL_QUERY = graphql(`
  query LoyaltyLevel($level: Float!, $language: String!) {
    allLoyaltyLevel(where: { level: { eq: $level } }, limit: 1) {
      title {
        text(language: $language)
      }
    }
  }
`);
