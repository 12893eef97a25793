/**
 * The fields every type shares on the domain fixture (testing.ts): localised text and the derived
 * category visibility on the generic root fields too.
 */
import { describe, expect, it } from 'vitest';
import { run } from './testing.ts';

describe('localised text', () => {
  it('falls back to the base language, then English', async () => {
    expect(
      await run(`{
        categories(type: casino, visibleInMenu: false) { label { caf: text(language: "caf") fi: text(language: "FI") ja: text(language: "ja") } }
      }`),
    ).toEqual({ categories: [{ label: { caf: 'New games', fi: 'Uudet pelit', ja: 'New games' } }] });
  });

  it('derives the category visibility on every category, including the generic root fields', async () => {
    expect(
      await run(
        `{ allCategory(sort: [{ sortOrder: ASC }], where: { type: { eq: "casino" } }) { categoryId visibleInMenu visibleInLobby } }`,
      ),
    ).toEqual({
      allCategory: [
        { categoryId: 'slots', visibleInMenu: true, visibleInLobby: true },
        { categoryId: 'new-games', visibleInMenu: false, visibleInLobby: true },
        { categoryId: 'jackpots', visibleInMenu: true, visibleInLobby: false },
      ],
    });
  });
});
