import { describe, expect, it } from 'vitest';
import {
  excludedSubProviders,
  gameAvailability,
  isOnChannel,
  lobbyMarket,
  marketCountry,
  matchesProviderFilter,
  uniqueBy,
  type GameFacts,
  type GameViewer,
} from './games.ts';

const viewer = (overrides: Partial<GameViewer> = {}): GameViewer => ({
  market: 'FI',
  country: 'FI',
  channel: 'web',
  excludedSubProviders: new Set(),
  ...overrides,
});

const slot: GameFacts = {
  enabled: true,
  channels: ['web', 'mobile'],
  provider: { providerId: 'playngo', restrictedCountry: ['GB'], markets: [] },
};

describe('gameAvailability (spec 3 §5)', () => {
  it('shows an enabled game on its channel in a market its provider serves', () => {
    expect(gameAvailability(slot, viewer())).toBe('available');
  });

  it('hides disabled games and games not on the channel', () => {
    expect(gameAvailability({ ...slot, enabled: false }, viewer())).toBe('hidden');
    expect(gameAvailability({ ...slot, channels: ['web'] }, viewer({ channel: 'mobile' }))).toBe('hidden');
    expect(gameAvailability({ ...slot, channels: null }, viewer({ channel: 'mobile' }))).toBe('available');
  });

  it('filters to providers available for the market', () => {
    const finnishOnly: GameFacts = { ...slot, provider: { providerId: 'veikkaus', markets: ['FI'] } };
    expect(gameAvailability(finnishOnly, viewer())).toBe('available');
    expect(gameAvailability(finnishOnly, viewer({ market: 'NO', country: 'NO' }))).toBe('hidden');
  });

  it('hides games of excluded sub-providers', () => {
    const aggregated: GameFacts = {
      ...slot,
      provider: { providerId: 'pariplay' },
      subProvider: { id: 'sub-booming', subProviderId: 'booming' },
    };
    expect(gameAvailability(aggregated, viewer())).toBe('available');
    expect(gameAvailability(aggregated, viewer({ excludedSubProviders: new Set(['sub-booming']) }))).toBe(
      'hidden',
    );
  });

  it('hides the games of a provider whose play pages this site has switched off', () => {
    const table: GameFacts = { ...slot, provider: { providerId: 'CreedRoomz' } };
    expect(gameAvailability(table, viewer())).toBe('available');
    expect(gameAvailability(table, viewer({ closedProviders: new Set(['creedroomz']) }))).toBe('hidden');
    expect(gameAvailability(slot, viewer({ closedProviders: new Set(['creedroomz']) }))).toBe('available');
  });

  it("greys out a game whose provider restricts the player's country, or removes it when the provider says so", () => {
    expect(gameAvailability(slot, viewer({ country: 'GB' }))).toBe('restricted');
    expect(gameAvailability(slot, viewer({ country: 'gb' }))).toBe('restricted');
    const removed: GameFacts = {
      ...slot,
      provider: { ...slot.provider, removeRestrictedCountryOverlay: true },
    };
    expect(gameAvailability(removed, viewer({ country: 'GB' }))).toBe('hidden');
    expect(gameAvailability(removed, viewer({ country: null }))).toBe('available');
  });

  it("applies the sub-provider's own list and overlay flag", () => {
    const game: GameFacts = {
      ...slot,
      subProvider: { id: 'sub-a', restrictedCountry: ['NO'], removeRestrictedCountryOverlay: false },
    };
    expect(gameAvailability(game, viewer({ country: 'NO' }))).toBe('restricted');
    const removing: GameFacts = {
      ...game,
      subProvider: { ...game.subProvider!, removeRestrictedCountryOverlay: true },
    };
    expect(gameAvailability(removing, viewer({ country: 'NO' }))).toBe('hidden');
  });

  it('hides relax games in the countries of its hard-coded list, whatever the content says', () => {
    const relax: GameFacts = {
      ...slot,
      provider: { providerId: 'relax', restrictedCountry: [], removeRestrictedCountryOverlay: false },
    };
    for (const country of ['FR', 'NL', 'CA', 'DE', 'SE', 'TR', 'PL']) {
      expect(gameAvailability(relax, viewer({ country }))).toBe('hidden');
    }
    expect(gameAvailability(relax, viewer({ country: 'FI' }))).toBe('available');
  });
});

describe('excludedSubProviders', () => {
  it('collects the exclusions of the market and those of every market', () => {
    const exclusions = [
      { markets: ['FI'], subProviders: ['sub-a'] },
      { markets: [], subProviders: ['sub-b'] },
      { subProviders: ['sub-c'] },
      { markets: ['NO'], subProviders: ['sub-d'] },
    ];
    expect([...excludedSubProviders(exclusions, 'FI')]).toEqual(['sub-a', 'sub-b', 'sub-c']);
    expect([...excludedSubProviders(exclusions, 'no')]).toEqual(['sub-b', 'sub-c', 'sub-d']);
  });
});

describe('matchesProviderFilter', () => {
  const game: GameFacts = {
    provider: { providerId: 'pariplay' },
    subProvider: { id: 'sub-booming', subProviderId: 'booming' },
  };
  it('matches the provider id ignoring case, or the sub-provider id', () => {
    expect(matchesProviderFilter(game, [])).toBe(true);
    expect(matchesProviderFilter(game, ['PariPlay'])).toBe(true);
    expect(matchesProviderFilter(game, ['booming'])).toBe(true);
    expect(matchesProviderFilter(game, ['relax', 'evolution'])).toBe(false);
  });
});

describe('uniqueBy', () => {
  it('keeps the first of each id', () => {
    expect(
      uniqueBy(
        [
          { id: 'a', n: 1 },
          { id: 'b', n: 2 },
          { id: 'a', n: 3 },
        ],
        (x) => x.id,
      ),
    ).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
  });
});

describe('isOnChannel, lobbyMarket and marketCountry', () => {
  it('treats no channels as every channel', () => {
    expect(isOnChannel([], 'mobile')).toBe(true);
    expect(isOnChannel(['mobile'], 'web')).toBe(false);
  });
  it('defaults the lobby market to UN', () => {
    expect(lobbyMarket(undefined)).toBe('UN');
    expect(lobbyMarket('fi')).toBe('FI');
  });
  it("derives a market's country: origin of custom ids, none for UN", () => {
    expect(marketCountry({ marketId: 'FI' })).toBe('FI');
    expect(marketCountry({ marketId: 'JJ', isCustomMarketId: true, originCountryCode: 'DE' })).toBe('DE');
    expect(marketCountry({ marketId: 'LL', isCustomMarketId: true })).toBeNull();
    expect(marketCountry({ marketId: 'UN' })).toBeNull();
  });
});
