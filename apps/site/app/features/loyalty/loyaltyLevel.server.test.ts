/**
 * The player's loyalty level with its title (loyaltyLevel.server.ts), with a recording player API
 * and content client: the title is the content's level of the same number in the page's language,
 * else the level type.
 */
import { describe, expect, it } from 'vitest';
import { loadLoyaltyLevel } from './loyaltyLevel.server.ts';

function pageOf(title: string | null) {
  const asked: unknown[] = [];
  const page = {
    playerApi: {
      loyaltyLevel: async () => ({ level: 2, levelType: 'glow', points: 512, pointsToNextLevel: 1_988 }),
    },
    content: {
      query: async (_query: unknown, variables: unknown) => {
        asked.push(variables);
        return { allLoyaltyLevel: title === null ? [] : [{ title: { text: title } }] };
      },
    },
    locale: { siteLanguage: 'fi' },
  } as unknown as Parameters<typeof loadLoyaltyLevel>[0];
  return { page, asked };
}

describe('the loyalty level', () => {
  it('is the player API’s level with the content’s title for it, in the page’s language', async () => {
    const { page, asked } = pageOf('Hehku');
    expect(await loadLoyaltyLevel(page)).toEqual({
      level: 2,
      levelType: 'glow',
      title: 'Hehku',
      points: 512,
      pointsToNextLevel: 1_988,
    });
    expect(asked).toEqual([{ level: 2, language: 'fi' }]);
  });

  it('is named by its type when the content has no such level', async () => {
    expect((await loadLoyaltyLevel(pageOf(null).page)).title).toBe('glow');
  });
});
