/** The game launch's decisions (gameLaunch.server.ts); the whole page runs in e2e/game.spec.ts. */
import { describe, expect, it, vi } from 'vitest';
import { GameLaunchError, ROUTES, type GameViewer, type LaunchInput } from '@casino/domain';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import {
  GameLoadError,
  LOAD_FAILURE_MESSAGES,
  NO_GAME_DATA,
  decideMode,
  frameSrcAllows,
  launchGame,
  launchProviderOf,
  loadFailureOf,
  playProviderOf,
  unavailabilityOf,
} from './gameLaunch.server.ts';

describe('playProviderOf', () => {
  it('reads the provider of every provider play route of the table', () => {
    const ids = ROUTES.filter((route) => route.requires.game && route.id !== 'play').map((route) => route.id);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(playProviderOf(id), id).not.toBeNull();
    expect(playProviderOf('casino-play-relax')).toBe('relax');
    expect(playProviderOf('live-casino-play-evolution')).toBe('evolution');
    expect(playProviderOf('play')).toBeNull();
    expect(playProviderOf('casino-play-unknown')).toBeNull();
  });
});

describe('launchProviderOf', () => {
  it('takes the first name that is a launch provider', () => {
    expect(launchProviderOf('Evolution', 'evo')).toBe('evolution');
    expect(launchProviderOf('Pragmatic Play', 'pragmaticplay')).toBe('pragmaticplay');
    expect(launchProviderOf('Studio X', null)).toBeNull();
  });
});

describe('frameSrcAllows', () => {
  const csp =
    "default-src 'self'; frame-src 'self' http://127.0.0.1:4000 https://games.example; object-src 'none'";
  it('allows only the listed origins and the site itself', () => {
    expect(frameSrcAllows(csp, 'http://127.0.0.1:4000/sandbox/games/x', 'http://localhost:3000')).toBe(true);
    expect(frameSrcAllows(csp, 'https://games.example/a?b=1', 'http://localhost:3000')).toBe(true);
    expect(frameSrcAllows(csp, 'http://localhost:3000/x', 'http://localhost:3000')).toBe(true);
    expect(frameSrcAllows(csp, 'https://evil.example/', 'http://localhost:3000')).toBe(false);
    expect(frameSrcAllows(csp, 'javascript:alert(1)', 'http://localhost:3000')).toBe(false);
    expect(frameSrcAllows(csp, 'not a url', 'http://localhost:3000')).toBe(false);
  });
});

describe('unavailabilityOf', () => {
  const viewer: GameViewer = { market: 'FI', country: 'FI', channel: 'web', excludedSubProviders: new Set() };
  it('tells the player country apart from a game not offered here', () => {
    expect(unavailabilityOf({ enabled: true, provider: { providerId: 'novomatic' } }, viewer)).toBeNull();
    expect(unavailabilityOf({ provider: { providerId: 'x', restrictedCountry: ['FI'] } }, viewer)).toBe(
      'country',
    );
    expect(
      unavailabilityOf(
        { provider: { providerId: 'x', restrictedCountry: ['FI'], removeRestrictedCountryOverlay: true } },
        viewer,
      ),
    ).toBe('country');
    expect(unavailabilityOf({ provider: { providerId: 'relax' } }, { ...viewer, country: 'SE' })).toBe(
      'country',
    );
    expect(unavailabilityOf({ enabled: false }, viewer)).toBe('not-offered');
    expect(unavailabilityOf({ channels: ['mobile'] }, viewer)).toBe('not-offered');
    expect(unavailabilityOf({ provider: { providerId: 'x', markets: ['NO'] } }, viewer)).toBe('not-offered');
  });
});

describe('decideMode', () => {
  const base = {
    authorised: false,
    type: 'casino' as const,
    device: 'desktop' as const,
    gamePath: '/online-casino/play/novomatic/1040',
    demoAvailable: true,
  };
  it('plays for real when logged in', () => {
    expect(decideMode({ ...base, authorised: true, provider: 'creedroomz', type: 'live-casino' })).toEqual({
      kind: 'real',
    });
  });
  it('opens Evolution casino games and other demos for visitors', () => {
    expect(decideMode({ ...base, provider: 'evolution' })).toEqual({ kind: 'demo', startOnTap: false });
    expect(decideMode({ ...base, provider: 'novomatic' })).toEqual({ kind: 'demo', startOnTap: false });
    expect(decideMode({ ...base, provider: 'novomatic', device: 'mobile' })).toEqual({
      kind: 'demo',
      startOnTap: true,
    });
  });
  it('sends visitors of live games and games without a demo to the login popup on the game', () => {
    const path = '/live-casino-online/play/evolution/abc';
    expect(decideMode({ ...base, provider: 'evolution', type: 'live-casino', gamePath: path })).toEqual({
      kind: 'login',
      returnPath: path,
      href: `${path}?redirect=${encodeURIComponent(path)}#login`,
    });
    expect(decideMode({ ...base, provider: 'novomatic', demoAvailable: false })).toMatchObject({
      kind: 'login',
      returnPath: base.gamePath,
    });
  });
});

describe('loadFailureOf', () => {
  it('maps failures to the toast kinds, with a message for each', () => {
    expect(loadFailureOf(new GameLoadError('not-found', NO_GAME_DATA))).toBe('not-found');
    expect(loadFailureOf(new PlayerApiError(404, 'error.game.not_found', 'x'))).toBe('not-found');
    expect(loadFailureOf(new PlayerApiError(409, 'error.game.access_denied', 'x'))).toBe('access-denied');
    expect(loadFailureOf(new PlayerApiError(409, 'error.game.unavailable', 'x'))).toBe('unavailable');
    expect(loadFailureOf(new PlayerApiError(502, 'error.api.invalid_response', 'x'))).toBe('provider');
    expect(loadFailureOf(new PlayerApiError(0, 'error.timeout', 'x'))).toBe('provider');
    expect(loadFailureOf(new GameLaunchError('no url'))).toBe('provider');
    expect(loadFailureOf(new Error('boom'))).toBe('unknown');
    for (const id of Object.values(LOAD_FAILURE_MESSAGES)) expect(id).toMatch(/^game\.error\./);
  });
});

describe('launchGame', () => {
  const input: LaunchInput = {
    provider: 'novomatic',
    mode: 'demo',
    channel: 'web',
    game: { id: '1040', name: 'Triple Melons', type: 'casino' },
    language: 'en',
    locale: 'en-US',
    currency: 'EUR',
    country: 'FI',
    ip: '10.0.0.1',
    lobbyUrl: 'http://localhost:3000/en-UN/online-casino',
    site: {
      pragmaticStyleName: 'aurora',
      launcherUrl: 'http://127.0.0.1:4000/sandbox/launch',
      evolutionHost: 'http://127.0.0.1:4000',
      depositUrl: 'http://localhost:3000/en-UN/my-account/banking/deposit',
    },
  };

  it("sends the provider's call and reads the URL from its answer", async () => {
    const novomaticGameUrlDemo = vi.fn().mockResolvedValue({ url: 'http://127.0.0.1:4000/sandbox/games/t' });
    const api = { novomaticGameUrlDemo } as unknown as PlayerApiClient;
    await expect(launchGame(api, input)).resolves.toBe('http://127.0.0.1:4000/sandbox/games/t');
    expect(novomaticGameUrlDemo).toHaveBeenCalledWith({
      body: expect.objectContaining({ gameId: '1040', country: 'FI', platform: 'web', currency: 'EUR' }),
    });
  });

  it('takes a token answer to the launcher', async () => {
    const gameToken = vi.fn().mockResolvedValue({ token: 'tok' });
    const api = { gameToken } as unknown as PlayerApiClient;
    const url = new URL(await launchGame(api, { ...input, provider: 'relax' }));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4000/sandbox/launch/relax');
    expect(url.searchParams.get('token')).toBe('tok');
    expect(url.searchParams.get('gameId')).toBe('1040');
  });

  it('fails without a URL in the answer, and passes refusals on', async () => {
    const empty = { novomaticGameUrlDemo: vi.fn().mockResolvedValue({}) } as unknown as PlayerApiClient;
    await expect(launchGame(empty, input)).rejects.toBeInstanceOf(GameLaunchError);
    const refused = {
      novomaticGameUrl: vi.fn().mockRejectedValue(new PlayerApiError(409, 'error.game.access_denied', 'no')),
    } as unknown as PlayerApiClient;
    await expect(launchGame(refused, { ...input, mode: 'real', playerId: 'p1' })).rejects.toMatchObject({
      code: 'error.game.access_denied',
    });
  });
});
