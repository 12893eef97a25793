/**
 * The list root fields on the domain fixture (testing.ts): categories, partners, markets, languages
 * and payment methods.
 */
import { describe, expect, it } from 'vitest';
import { run } from './testing.ts';

describe('categories', () => {
  type Answer = {
    categories: {
      categoryId: string;
      visibleInMenu: boolean;
      visibleInLobby: boolean;
      label: { text: string };
    }[];
  };
  const CATEGORIES = `query Categories($type: LobbyType!, $market: String, $menu: Boolean, $lobby: Boolean) {
    categories(type: $type, market: $market, visibleInMenu: $menu, visibleInLobby: $lobby) {
      categoryId visibleInMenu visibleInLobby label { text(language: "fi") }
    }
  }`;
  const categories = async (variables: Record<string, unknown>) =>
    (await run<Answer>(CATEGORIES, { type: 'casino', ...variables })).categories;

  it('lists a lobby’s categories by sort order with derived visibility', async () => {
    expect(await categories({})).toEqual([
      { categoryId: 'slots', visibleInMenu: true, visibleInLobby: true, label: { text: 'Kolikkopelit' } },
      { categoryId: 'new-games', visibleInMenu: false, visibleInLobby: true, label: { text: 'Uudet pelit' } },
      { categoryId: 'jackpots', visibleInMenu: true, visibleInLobby: false, label: { text: 'Jackpots' } },
    ]);
    expect((await categories({ type: 'liveCasino' })).map((c) => c.categoryId)).toEqual(['blackjack']);
  });

  it('filters by market and by menu or lobby visibility', async () => {
    const ids = async (variables: Record<string, unknown>) =>
      (await categories(variables)).map((category) => category.categoryId);
    expect(await ids({ market: 'UN' })).toEqual(['slots', 'new-games']);
    expect(await ids({ market: 'FI', menu: true })).toEqual(['slots', 'jackpots']);
    expect(await ids({ menu: false })).toEqual(['new-games']);
    expect(await ids({ lobby: false })).toEqual(['jackpots']);
  });
});

describe('partners, markets, languages and payment methods', () => {
  it('lists partners and payment methods of a market by sort order', async () => {
    const ids = async (market?: string) => {
      const answer = await run<{ partners: { name: string }[]; paymentMethods: { code: string }[] }>(
        `query Lists($market: String) { partners(market: $market) { name } paymentMethods(market: $market) { code } }`,
        { market },
      );
      return [answer.partners.map((p) => p.name), answer.paymentMethods.map((m) => m.code)];
    };
    expect(await ids()).toEqual([
      ['Turku Racing Team', 'Helsinki Hockey Club'],
      ['TRUSTLY', 'CREDITCARD', 'SKRILL'],
    ]);
    expect(await ids('fi')).toEqual([
      ['Turku Racing Team', 'Helsinki Hockey Club'],
      ['TRUSTLY', 'CREDITCARD'],
    ]);
    expect(await ids('UN')).toEqual([['Helsinki Hockey Club'], ['CREDITCARD']]);
    expect(await ids('JJ')).toEqual([['Helsinki Hockey Club'], ['CREDITCARD', 'SKRILL']]);
  });

  it('lists the enabled markets by name, or every market', async () => {
    const answer = await run<{ enabled: { marketId: string }[]; all: { marketId: string }[] }>(`{
      enabled: markets { marketId }
      all: markets(includeDisabled: true) { marketId }
    }`);
    expect(answer.enabled.map((m) => m.marketId)).toEqual(['CA', 'JJ', 'UN', 'FI']);
    expect(answer.all.map((m) => m.marketId)).toEqual(['CA', 'CL', 'JJ', 'UN', 'FI']);
  });

  it("lists a market's languages in its order, English when it lists none, none for an unknown market", async () => {
    const codes = async (market: string) =>
      (
        await run<{ languagesByMarket: { code: string }[] }>(
          `query Languages($market: String!) { languagesByMarket(market: $market) { code } }`,
          { market },
        )
      ).languagesByMarket.map((language) => language.code);
    expect(await codes('FI')).toEqual(['fi', 'en']);
    expect(await codes('jj')).toEqual(['de', 'en']);
    expect(await codes('CA')).toEqual(['en']);
    expect(await codes('XX')).toEqual([]);
  });
});
