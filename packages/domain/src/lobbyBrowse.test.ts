import { describe, expect, it } from 'vitest';
import type { GameFacts, GameViewer } from './games.ts';
import {
  MAX_LOBBY_PAGES,
  browseGames,
  channelOf,
  closedProviders,
  deviceFlagsFromUserAgent,
  gamePlayPath,
  lobbyDeviceOf,
  lobbyPage,
  lobbyPageWindow,
  matchesGameSearch,
  normaliseSearch,
  parseLobbyPage,
} from './lobbyBrowse.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36';

describe('device class (spec 3 §9 "Device class: tablet, mobile or desktop")', () => {
  it('reads phones, tablets and desktops from the User-Agent like the player station', () => {
    expect(lobbyDeviceOf(deviceFlagsFromUserAgent(IPHONE))).toBe('mobile');
    expect(lobbyDeviceOf(deviceFlagsFromUserAgent(IPAD))).toBe('tablet');
    expect(lobbyDeviceOf(deviceFlagsFromUserAgent(ANDROID_TABLET))).toBe('tablet');
    expect(lobbyDeviceOf(deviceFlagsFromUserAgent(DESKTOP))).toBe('desktop');
    expect(lobbyDeviceOf(deviceFlagsFromUserAgent(undefined))).toBe('desktop');
  });
  it('takes the station flags as they are', () => {
    expect(lobbyDeviceOf({ isMobile: true, isTablet: false, isDesktop: false })).toBe('mobile');
    expect(lobbyDeviceOf({ isMobile: false, isTablet: true, isDesktop: false })).toBe('tablet');
    expect(lobbyDeviceOf({ isMobile: false, isTablet: false, isDesktop: true })).toBe('desktop');
  });
  it('launches on the mobile channel from phones and tablets, on web from desktops', () => {
    expect(channelOf('mobile')).toBe('mobile');
    expect(channelOf('tablet')).toBe('mobile');
    expect(channelOf('desktop')).toBe('web');
    expect(channelOf('largeDesktop')).toBe('web');
  });
});

describe('game search (spec 3 §5)', () => {
  it('matches a case-insensitive substring of the label', () => {
    expect(matchesGameSearch('Book of Dead', 'of de')).toBe(true);
    expect(matchesGameSearch('Book of Dead', 'BOOK')).toBe(true);
    expect(matchesGameSearch('Book of Dead', 'Reactoonz')).toBe(false);
    expect(matchesGameSearch(null, 'x')).toBe(false);
  });
  it('ignores surrounding space; an empty search matches everything', () => {
    expect(matchesGameSearch('Book of Dead', '  dead ')).toBe(true);
    expect(matchesGameSearch('Anything', '   ')).toBe(true);
    expect(normaliseSearch('x'.repeat(150))).toHaveLength(100);
  });
});

describe('load more (spec 3 §9)', () => {
  it('parses the page of the address', () => {
    expect(parseLobbyPage(null)).toBe(1);
    expect(parseLobbyPage('3')).toBe(3);
    expect(parseLobbyPage('0')).toBe(1);
    expect(parseLobbyPage('-2')).toBe(1);
    expect(parseLobbyPage('2.5')).toBe(1);
    expect(parseLobbyPage('abc')).toBe(1);
    expect(parseLobbyPage('999')).toBe(MAX_LOBBY_PAGES);
  });
  it('fetches one more than it shows to detect more', () => {
    expect(lobbyPageWindow(1, 15)).toEqual({ shown: 15, fetch: 16 });
    expect(lobbyPageWindow(2, 30)).toEqual({ shown: 60, fetch: 61 });
  });
  it('shows the first N pages and says whether more exist', () => {
    const items = Array.from({ length: 31 }, (_, index) => index);
    expect(lobbyPage(items, 1, 15)).toEqual({ items: items.slice(0, 15), hasMore: true });
    expect(lobbyPage(items, 2, 15)).toEqual({ items: items.slice(0, 30), hasMore: true });
    expect(lobbyPage(items, 3, 15)).toEqual({ items, hasMore: false });
    expect(lobbyPage(items.slice(0, 30), 2, 15).hasMore).toBe(false);
    const many = Array.from({ length: 1000 }, (_, index) => index);
    expect(lobbyPage(many, MAX_LOBBY_PAGES, 15).hasMore).toBe(false);
  });
});

interface TestGame {
  id: string;
  label: string;
  facts: GameFacts;
}

const viewer = (country: string | null = null): GameViewer => ({
  market: 'UN',
  country,
  channel: 'web',
  excludedSubProviders: new Set(['sub-excluded']),
});
const game = (id: string, label: string, providerId: string, extra: Partial<GameFacts> = {}): TestGame => ({
  id,
  label,
  facts: { provider: { providerId }, ...extra },
});
const read = { id: (g: TestGame) => g.id, label: (g: TestGame) => g.label, facts: (g: TestGame) => g.facts };

describe('browseGames (spec 3 §5)', () => {
  const games = [
    game('a', 'Book of Dead', 'playngo'),
    game('b', 'Money Train', 'relax'),
    game('a', 'Book of Dead (again)', 'playngo'),
    game('c', 'Dead or Alive', 'softswiss', { subProvider: { id: 'sub-bc', subProviderId: 'bluecairn' } }),
    game('d', 'Mobile Only Dead', 'playngo', { channels: ['mobile'] }),
    game('e', 'Excluded Dead', 'softswiss', { subProvider: { id: 'sub-excluded', subProviderId: 'gone' } }),
  ];
  const ids = (list: { game: TestGame }[]) => list.map((entry) => entry.game.id);

  it('de-duplicates by id and applies channel and excluded sub-providers', () => {
    expect(ids(browseGames(games, { viewer: viewer() }, read))).toEqual(['a', 'b', 'c']);
  });
  it('searches the label case-insensitively, a label starting with the search first', () => {
    expect(ids(browseGames(games, { viewer: viewer(), search: 'DEAD' }, read))).toEqual(['c', 'a']);
    expect(ids(browseGames(games, { viewer: viewer(), search: 'daed' }, read))).toEqual(['a', 'c']);
  });
  it('filters by provider id in any case, or by sub-provider id', () => {
    expect(ids(browseGames(games, { viewer: viewer(), providers: ['PlayNGo'] }, read))).toEqual(['a']);
    expect(ids(browseGames(games, { viewer: viewer(), providers: ['bluecairn'] }, read))).toEqual(['c']);
    expect(ids(browseGames(games, { viewer: viewer(), providers: ['relax', 'bluecairn'] }, read))).toEqual([
      'b',
      'c',
    ]);
  });
  it("leaves out games a built-in list restricts in the player's country (relax in DE)", () => {
    const browsed = browseGames(games, { viewer: viewer('DE') }, read);
    expect(browsed.find((entry) => entry.game.id === 'b')).toBeUndefined();
    expect(browsed.find((entry) => entry.game.id === 'a')?.restricted).toBe(false);
  });
  it("marks games a content list restricts in the player's country, without hiding them", () => {
    const greyed = game('g', 'Greyed Dead', 'pariplay', {
      provider: { providerId: 'pariplay', restrictedCountry: ['DE'], removeRestrictedCountryOverlay: false },
    });
    expect(browseGames([greyed], { viewer: viewer('DE') }, read)).toEqual([
      expect.objectContaining({ restricted: true }),
    ]);
  });
});

describe('gamePlayPath (spec 3 §2)', () => {
  it("links to the play path of the game's lobby and provider", () => {
    expect(gamePlayPath('casino', 'relax', 'rlx-1')).toBe('/online-casino/play/relax/rlx-1');
    expect(gamePlayPath('casino', 'PlayNGo', 'a b')).toBe('/online-casino/play/playngo/a%20b');
    expect(gamePlayPath('liveCasino', 'evolution', 'evo-1')).toBe('/live-casino-online/play/evolution/evo-1');
    expect(gamePlayPath('liveCasino', 'creedroomz', 'crz-1')).toBe(
      '/live-casino-online/play/creedroomz/crz-1',
    );
  });
  it('has none for a provider without a play path', () => {
    expect(gamePlayPath('liveCasino', 'relax', 'x')).toBeNull();
    expect(gamePlayPath('casino', null, 'x')).toBeNull();
  });
});

describe('closedProviders (spec 3 §2: CreedRoomz play paths only with `creedroomz`)', () => {
  it('names CreedRoomz while its flag is off, and nothing once it is on', () => {
    expect([...closedProviders({ flags: {} })]).toEqual(['creedroomz']);
    expect([...closedProviders({ flags: { creedroomz: false, gameSlugs: true } })]).toEqual(['creedroomz']);
    expect([...closedProviders({ flags: { creedroomz: true } })]).toEqual([]);
  });
});
