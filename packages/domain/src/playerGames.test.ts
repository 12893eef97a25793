import { describe, expect, it } from 'vitest';
import type { GameFacts, GameViewer } from './games.ts';
import {
  PLAYER_GAMES_LIMIT,
  favouriteIds,
  jackpotGameIds,
  lobbyPageTypeOf,
  parseWinnerRange,
  playerGamesInLobby,
  recentPlayedRowSpan,
  visibleWinners,
} from './playerGames.ts';

interface Game {
  gameId: string;
  facts: GameFacts;
}

const relax: GameFacts['provider'] = { providerId: 'relax', restrictedCountry: [] };
const games: Game[] = [
  { gameId: 'web-only', facts: { channels: ['web'], provider: { providerId: 'quickspin' } } },
  { gameId: 'mobile-only', facts: { channels: ['mobile'], provider: { providerId: 'quickspin' } } },
  { gameId: 'relax-1', facts: { channels: ['web', 'mobile'], provider: relax } },
  {
    gameId: 'hidden-in-de',
    facts: {
      provider: { providerId: 'pariplay' },
      subProvider: {
        id: 'sp-iron',
        subProviderId: 'ironbark',
        restrictedCountry: ['DE'],
        removeRestrictedCountryOverlay: true,
      },
    },
  },
  {
    gameId: 'greyed-in-de',
    facts: {
      provider: { providerId: 'quickspin', restrictedCountry: ['DE'], removeRestrictedCountryOverlay: false },
    },
  },
  { gameId: 'disabled', facts: { enabled: false } },
];
const byId = new Map(games.map((game) => [game.gameId, game]));

const viewer = (overrides: Partial<GameViewer> = {}): GameViewer => ({
  market: 'UN',
  country: 'FI',
  channel: 'web',
  excludedSubProviders: new Set(),
  ...overrides,
});

const options = (overrides: Partial<GameViewer> = {}, type: 'casino' | 'liveCasino' = 'casino') => ({
  type,
  viewer: viewer(overrides),
  gameById: (id: string) => byId.get(id),
  facts: (game: Game) => game.facts,
});

const entry = (gameId: string, lobbyPageType = 'CASINO') => ({ gameId, lobbyPageType });

describe('playerGamesInLobby', () => {
  it('keeps the entries of this lobby whose game is known, in order, each once', () => {
    const shown = playerGamesInLobby(
      [
        entry('relax-1'),
        entry('unknown'),
        entry('web-only'),
        entry('relax-1'),
        entry('web-only', 'LIVE_CASINO'),
      ],
      options(),
    );
    expect(shown.map(({ game }) => game.gameId)).toEqual(['relax-1', 'web-only']);
  });

  it('filters the recent-played carousel by channel (spec 3 §4)', () => {
    const entries = [entry('web-only'), entry('mobile-only')];
    expect(playerGamesInLobby(entries, options({ channel: 'web' })).map(({ game }) => game.gameId)).toEqual([
      'web-only',
    ]);
    expect(
      playerGamesInLobby(entries, options({ channel: 'mobile' })).map(({ game }) => game.gameId),
    ).toEqual(['mobile-only']);
  });

  it('greys restricted games and leaves out hidden and disabled ones (spec 3 §5)', () => {
    const entries = [entry('relax-1'), entry('greyed-in-de'), entry('hidden-in-de'), entry('disabled')];
    // In Germany relax's built-in list and the hiding sub-provider leave their games out; a
    // provider's own list without the hiding switch greys its game.
    expect(playerGamesInLobby(entries, options({ country: 'DE' }))).toEqual([
      { game: byId.get('greyed-in-de'), restricted: true },
    ]);
    expect(playerGamesInLobby(entries, options({ country: 'FI' }))).toEqual([
      { game: byId.get('relax-1'), restricted: false },
      { game: byId.get('greyed-in-de'), restricted: false },
      { game: byId.get('hidden-in-de'), restricted: false },
    ]);
  });

  it('reads only the live casino entries in the live casino', () => {
    const shown = playerGamesInLobby(
      [entry('web-only'), entry('relax-1', 'LIVE_CASINO')],
      options({}, 'liveCasino'),
    );
    expect(shown.map(({ game }) => game.gameId)).toEqual(['relax-1']);
  });

  it('stops at the limit, 30 by default (spec 3 §9)', () => {
    const many = Array.from({ length: 40 }, (_, index) => entry(`g${index}`));
    const anyGame = { gameById: (id: string) => ({ gameId: id, facts: {} }) };
    expect(playerGamesInLobby(many, { ...options(), ...anyGame })).toHaveLength(PLAYER_GAMES_LIMIT);
    expect(playerGamesInLobby(many, { ...options(), ...anyGame, limit: 5 })).toHaveLength(5);
  });
});

describe('lobby names and spans', () => {
  it('maps lobbies to the player API page types', () => {
    expect(lobbyPageTypeOf('casino')).toBe('CASINO');
    expect(lobbyPageTypeOf('liveCasino')).toBe('LIVE_CASINO');
  });

  it('spans the live casino recent-played rows over 2 rows, the casino over 1 (spec 3 §4)', () => {
    expect(recentPlayedRowSpan('liveCasino')).toBe(2);
    expect(recentPlayedRowSpan('casino')).toBe(1);
  });

  it('marks the favourites of this lobby only', () => {
    expect([...favouriteIds([entry('a'), entry('b', 'LIVE_CASINO')], 'casino')]).toEqual(['a']);
    expect([...favouriteIds([entry('a'), entry('b', 'LIVE_CASINO')], 'liveCasino')]).toEqual(['b']);
  });
});

describe('visibleWinners', () => {
  const winner = (gameId: string, gameProvider = 'quickspin', subProvider: string | null = null) => ({
    gameId,
    gameProvider,
    subProvider,
  });
  const lookup = {
    gameFacts: (id: string) => byId.get(id)?.facts,
    providerFacts: (id: string) =>
      id === 'novomatic' ? { providerId: 'novomatic', restrictedCountry: ['GB'] } : undefined,
    subProviderFacts: (id: string) =>
      id === 'lumenforge'
        ? {
            id: 'sp-lumen',
            subProviderId: 'lumenforge',
            restrictedCountry: ['CA'],
            removeRestrictedCountryOverlay: true,
          }
        : undefined,
  };

  it('leaves out winners of games restricted or hidden for the viewer (spec 3 §5)', () => {
    const winners = [winner('relax-1'), winner('hidden-in-de'), winner('web-only'), winner('mobile-only')];
    expect(visibleWinners(winners, viewer({ country: 'DE' }), lookup).map((w) => w.gameId)).toEqual([
      'web-only',
    ]);
    expect(visibleWinners(winners, viewer({ country: 'FI' }), lookup).map((w) => w.gameId)).toEqual([
      'relax-1',
      'hidden-in-de',
      'web-only',
    ]);
  });

  it('judges winners of unknown games by their provider ids, hard-coded lists included', () => {
    const winners = [
      winner('x1', 'relax'),
      winner('x2', 'novomatic'),
      winner('x3', 'pariplay', 'lumenforge'),
    ];
    expect(visibleWinners(winners, viewer({ country: 'CA' }), lookup).map((w) => w.gameId)).toEqual(['x2']);
    expect(visibleWinners(winners, viewer({ country: 'GB' }), lookup).map((w) => w.gameId)).toEqual([
      'x1',
      'x3',
    ]);
    expect(visibleWinners(winners, viewer({ country: null }), lookup)).toHaveLength(3);
  });
});

describe('parseWinnerRange and jackpotGameIds', () => {
  it('accepts the known date ranges, else 24h', () => {
    expect(parseWinnerRange('72h')).toBe('72h');
    expect(parseWinnerRange('30d')).toBe('30d');
    expect(parseWinnerRange('1y')).toBe('24h');
    expect(parseWinnerRange(null)).toBe('24h');
  });

  it('asks amounts only for games with jackpotExist, each once (spec 3 §5)', () => {
    expect(
      jackpotGameIds([
        { gameId: 'a', jackpotExist: true },
        { gameId: 'b', jackpotExist: false },
        { gameId: 'c', jackpotExist: null },
        { gameId: 'a', jackpotExist: true },
        { gameId: null, jackpotExist: true },
      ]),
    ).toEqual(['a']);
    const many = Array.from({ length: 150 }, (_, index) => ({ gameId: `g${index}`, jackpotExist: true }));
    expect(jackpotGameIds(many)).toHaveLength(100);
  });
});
