import { describe, expect, it } from 'vitest';
import { CASINO_PROVIDERS, LIVE_CASINO_PROVIDERS } from './routes.ts';
import {
  GAME_LAUNCH_PROVIDERS,
  GameLaunchError,
  anonymousGameAction,
  canLaunch,
  genericLaunchPlan,
  hasMobileClickHandler,
  launchPlan,
  launcherUrl,
  needsLogin,
  opensWithoutLogin,
  partnerIdFor,
  ticketJurisdiction,
  type GameLaunchProvider,
  type LaunchChannel,
  type LaunchInput,
  type LaunchMode,
  type LaunchSite,
} from './gameLaunch.ts';

const LOBBY = 'https://casino.test/en-UN/online-casino';
const SITE: LaunchSite = {
  pragmaticStyleName: 'casino_style',
  launcherUrl: 'https://api.test/sandbox/launch/',
  evolutionHost: 'https://evo.test',
  depositUrl: 'https://casino.test/en-UN/deposit',
  ccProviderTag: 'hacksaw',
};

function input(
  provider: GameLaunchProvider,
  mode: LaunchMode,
  channel: LaunchChannel,
  extra: Partial<LaunchInput> = {},
): LaunchInput {
  return {
    provider,
    mode,
    channel,
    game: { id: 'g1', name: 'Game One', type: 'casino' },
    language: 'en',
    locale: 'en-US',
    currency: 'EUR',
    country: 'FI',
    ip: '10.0.0.1',
    lobbyUrl: LOBBY,
    playerId: mode === 'real' ? 'p1' : undefined,
    site: SITE,
    ...extra,
  };
}

type Row = [GameLaunchProvider, LaunchMode, LaunchChannel, string, Record<string, unknown> | undefined];

// Every provider × mode × channel: the call and its exact payload (spec 3 §7).
const token = (mode: LaunchMode, channel: LaunchChannel) => ({
  gameId: 'g1',
  channel,
  partner: mode === 'demo' ? '2390' : '2585',
  jurisdiction: 'MT',
});
const pariplayBody = {
  GameCode: 'g1',
  CurrencyCode: 'EUR',
  LanguageCode: 'en',
  PlayerIP: '10.0.0.1',
  CountryCode: 'FI',
};
const softswissBody = (channel: LaunchChannel) => ({
  game: 'g1',
  currency: 'EUR',
  locale: 'en-US',
  ip: '10.0.0.1',
  urls: { return_url: LOBBY, deposit_url: SITE.depositUrl },
  jurisdiction: 'MT',
  client_type: channel === 'mobile' ? 'mobile' : 'desktop',
});
const pragmaticBody = (channel: LaunchChannel) => ({
  symbol: 'g1',
  language: 'en',
  currency: 'EUR',
  platform: channel === 'mobile' ? 'MOBILE' : 'WEB',
  stylename: 'casino_style',
  lobbyUrl: LOBBY,
  jurisdiction: 'MT',
});
const evolutionBody = (channel: LaunchChannel) => ({
  gameCategory: 'casino',
  tableId: 'g1',
  wrapped: false,
  mobile: channel === 'mobile',
  lobbyURL: encodeURIComponent(LOBBY),
});
const novomaticBody = (channel: LaunchChannel) => ({
  country: 'FI',
  gameId: 'g1',
  ip: '10.0.0.1',
  lobbyUrl: LOBBY,
  locale: 'en-US',
  platform: channel,
});

const ROWS: Row[] = (['web', 'mobile'] as const).flatMap((ch): Row[] => [
  ['relax', 'demo', ch, 'gameToken', token('demo', ch)],
  ['relax', 'real', ch, 'relaxGamingGenerateToken', { gameId: 'g1', channel: ch, language: 'en' }],
  ['quickspin', 'demo', ch, 'gameToken', token('demo', ch)],
  ['quickspin', 'real', ch, 'quickspinGenerateToken', { gameId: 'g1', channel: ch, language: 'en' }],
  ['playngo', 'demo', ch, 'gameToken', token('demo', ch)],
  ['playngo', 'real', ch, 'playngoTokenGeneration', undefined],
  ['yggdrasil', 'demo', ch, 'gameToken', token('demo', ch)],
  ['yggdrasil', 'real', ch, 'yggdrasilSession', undefined],
  ['pariplay', 'demo', ch, 'pariplayContextDemo', pariplayBody],
  ['pariplay', 'real', ch, 'pariplayContextReal', pariplayBody],
  ['softswiss', 'demo', ch, 'softswissContextDemo', softswissBody(ch)],
  ['softswiss', 'real', ch, 'softswissContextReal', { ...softswissBody(ch), playerCurrentCountryCode: 'FI' }],
  ['pragmaticplay', 'demo', ch, 'pragmaticDemoGameUrl', pragmaticBody(ch)],
  ['pragmaticplay', 'real', ch, 'pragmaticRealGameUrl', pragmaticBody(ch)],
  [
    'evolution',
    'demo',
    ch,
    'evolutionAuthenticateDemo',
    { ...evolutionBody(ch), currency: 'EUR', language: 'en' },
  ],
  ['evolution', 'real', ch, 'evolutionAuthenticate', { ...evolutionBody(ch), ipAddress: '10.0.0.1' }],
  ['novomatic', 'demo', ch, 'novomaticGameUrlDemo', { ...novomaticBody(ch), currency: 'EUR' }],
  ['novomatic', 'real', ch, 'novomaticGameUrl', { ...novomaticBody(ch), playerId: 'p1' }],
  ['trifecta', 'demo', ch, 'gameToken', token('demo', ch)],
  [
    'trifecta',
    'real',
    ch,
    'trifectaGameUrl',
    { gameCode: 'g1', playerIp: '10.0.0.1', languageCode: 'en', countryCode: 'FI', currencyCode: 'EUR' },
  ],
  ['creedroomz', 'real', ch, 'creedroomzTokenGenerate', { ipAddress: '10.0.0.1' }],
]);

// How each provider's answer names the game URL (or the token the launcher takes).
const ANSWERS: Record<string, { answer: unknown; url: string }> = {
  gameToken: { answer: { token: 'T' }, url: 'launcher' },
  gameTicket: { answer: { ticket: 'T' }, url: 'launcher' },
  relaxGamingGenerateToken: { answer: { token: 'T' }, url: 'launcher' },
  quickspinGenerateToken: { answer: { token: 'T' }, url: 'launcher' },
  playngoTokenGeneration: { answer: { sessionId: 'T' }, url: 'launcher' },
  yggdrasilSession: { answer: { sessionId: 'T' }, url: 'launcher' },
  creedroomzTokenGenerate: { answer: { token: 'T' }, url: 'launcher' },
  pariplayContextDemo: { answer: { url: 'https://g.test/p' }, url: 'https://g.test/p' },
  pariplayContextReal: { answer: { url: 'https://g.test/p' }, url: 'https://g.test/p' },
  softswissContextDemo: {
    answer: { launch_options: { game_url: 'https://g.test/s', strategy: 'iframe' } },
    url: 'https://g.test/s',
  },
  softswissContextReal: {
    answer: { launch_options: { game_url: 'https://g.test/s', strategy: 'iframe' } },
    url: 'https://g.test/s',
  },
  pragmaticDemoGameUrl: { answer: { url: 'https://g.test/pp' }, url: 'https://g.test/pp' },
  pragmaticRealGameUrl: { answer: { url: 'https://g.test/pp' }, url: 'https://g.test/pp' },
  evolutionAuthenticateDemo: {
    answer: { entry: '/entry?x=1', entryEmbedded: '/e' },
    url: 'https://evo.test/entry?x=1',
  },
  evolutionAuthenticate: {
    answer: { entry: '/entry?x=1', entryEmbedded: '/e' },
    url: 'https://evo.test/entry?x=1',
  },
  novomaticGameUrlDemo: { answer: { url: 'https://g.test/n' }, url: 'https://g.test/n' },
  novomaticGameUrl: { answer: { url: 'https://g.test/n' }, url: 'https://g.test/n' },
  trifectaGameUrl: { answer: { Url: 'https://g.test/t' }, url: 'https://g.test/t' },
};

describe('launch adapters (spec 3 §7)', () => {
  it('covers every casino and live-casino provider of the route table, plus CreedRoomz', () => {
    expect(new Set(GAME_LAUNCH_PROVIDERS)).toEqual(
      new Set([...CASINO_PROVIDERS, ...LIVE_CASINO_PROVIDERS, 'creedroomz']),
    );
    for (const provider of GAME_LAUNCH_PROVIDERS) {
      for (const mode of ['demo', 'real'] as const) {
        if (!canLaunch(provider, mode)) continue;
        expect(ROWS.some(([p, m]) => p === provider && m === mode)).toBe(true);
      }
    }
  });

  it.each(ROWS)('%s %s on %s calls %s with the spec payload', (provider, mode, channel, call, body) => {
    const plan = launchPlan(input(provider, mode, channel));
    expect(plan.request.call).toBe(call);
    expect(plan.request.body).toEqual(body);
    const { answer, url } = ANSWERS[call]!;
    const expected = url === 'launcher' ? launcherUrl(input(provider, mode, channel), 'T') : url;
    expect(plan.gameUrl(answer)).toBe(expected);
  });

  it.each(ROWS)('%s %s on %s refuses an answer without the URL field', (provider, mode, channel) => {
    const plan = launchPlan(input(provider, mode, channel));
    expect(() => plan.gameUrl({})).toThrow(GameLaunchError);
    expect(() => plan.gameUrl(null)).toThrow(GameLaunchError);
  });

  it('builds the launcher URL with the token, game and lobby', () => {
    const url = new URL(launcherUrl(input('relax', 'real', 'mobile'), 'tok en'));
    expect(url.origin + url.pathname).toBe('https://api.test/sandbox/launch/relax');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok en',
      gameId: 'g1',
      mode: 'real',
      channel: 'mobile',
      language: 'en',
      currency: 'EUR',
      lobbyUrl: LOBBY,
    });
  });

  it('asks Play’n GO for a new session only when told', () => {
    expect(launchPlan(input('playngo', 'real', 'web', { requireNew: true })).request.query).toEqual({
      requireNew: true,
    });
    expect(launchPlan(input('playngo', 'real', 'web')).request.query).toBeUndefined();
  });

  it('has no CreedRoomz demo and no real Novomatic launch without the player', () => {
    expect(canLaunch('creedroomz', 'demo')).toBe(false);
    expect(() => launchPlan(input('creedroomz', 'demo', 'web'))).toThrow(GameLaunchError);
    expect(() => launchPlan(input('novomatic', 'real', 'web', { playerId: undefined }))).toThrow(
      GameLaunchError,
    );
  });

  it('uses Evolution’s category and table, live by default for live games', () => {
    const live = launchPlan(input('evolution', 'real', 'web', { game: { id: 'vip1', type: 'live-casino' } }))
      .request.body!;
    expect(live).toMatchObject({ gameCategory: 'live', tableId: 'vip1' });
    const explicit = launchPlan(
      input('evolution', 'demo', 'web', {
        game: { id: 'x', type: 'casino', category: 'slots', tableId: 't9' },
      }),
    ).request.body!;
    expect(explicit).toMatchObject({ gameCategory: 'slots', tableId: 't9' });
    const absolute = launchPlan(input('evolution', 'demo', 'web'));
    expect(absolute.gameUrl({ entry: 'https://other.test/e' })).toBe('https://other.test/e');
  });

  it('sends the Pragmatic symbol and SoftSwiss current country when known', () => {
    expect(
      launchPlan(
        input('pragmaticplay', 'demo', 'web', { game: { id: 'g1', symbol: 'vs20', type: 'casino' } }),
      ).request.body,
    ).toMatchObject({ symbol: 'vs20' });
    expect(
      launchPlan(input('softswiss', 'real', 'web', { currentCountry: 'SE' })).request.body,
    ).toMatchObject({
      playerCurrentCountryCode: 'SE',
    });
  });

  it('refuses an answer URL that is not a URL', () => {
    expect(() => launchPlan(input('pariplay', 'demo', 'web')).gameUrl({ url: 'not a url' })).toThrow(
      GameLaunchError,
    );
  });
});

describe('partner ids and jurisdictions (spec 3 §9)', () => {
  it('uses 2390 for demo and 2585 for real', () => {
    expect(partnerIdFor('demo')).toBe('2390');
    expect(partnerIdFor('real')).toBe('2585');
  });

  // mode × site jurisdiction × game name (tag match or not): CC only on real tickets of tagged games.
  it.each([
    ['real', undefined, 'Hacksaw Wanted', 'CC'],
    ['real', 'CW', 'HACKSAW Wanted', 'CC'],
    ['real', undefined, 'Book of Dead', 'MT'],
    ['real', 'CW', 'Book of Dead', 'CW'],
    ['real', 'IM', 'Book of Dead', 'IM'],
    ['demo', undefined, 'Hacksaw Wanted', 'MT'],
    ['demo', 'CW', 'Hacksaw Wanted', 'CW'],
    ['demo', 'IM', 'Book of Dead', 'IM'],
  ] as const)('%s, site %s, game %s → %s', (mode, jurisdiction, name, expected) => {
    expect(ticketJurisdiction(mode, name, { ...SITE, jurisdiction })).toBe(expected);
  });

  it.each([
    ['demo', 'Book of Dead', 'gameToken', '2390', 'MT', { token: 'T' }],
    ['demo', 'Hacksaw Wanted', 'gameToken', '2390', 'MT', { token: 'T' }],
    ['real', 'Book of Dead', 'gameTicket', '2585', 'MT', { ticket: 'T' }],
    ['real', 'Hacksaw Wanted', 'gameTicket', '2585', 'CC', { ticket: 'T' }],
  ] as const)(
    'generic %s launch of %s: %s, partner %s, %s',
    (mode, name, call, partner, jurisdiction, answer) => {
      const launch = input('relax', mode, 'web', { game: { id: 'g1', name, type: 'casino' } });
      const plan = genericLaunchPlan(launch);
      expect(plan.request).toEqual({ call, body: { gameId: 'g1', channel: 'web', partner, jurisdiction } });
      expect(plan.gameUrl(answer)).toBe(launcherUrl(launch, 'T'));
    },
  );

  it('never uses CC without a tag or a name', () => {
    expect(ticketJurisdiction('real', 'Hacksaw', { ...SITE, ccProviderTag: undefined })).toBe('MT');
    expect(ticketJurisdiction('real', undefined, SITE)).toBe('MT');
  });

  it('puts the ticket jurisdiction on generic tokens, the site’s on provider payloads', () => {
    const tagged = { id: 'g1', name: 'Hacksaw Wanted', type: 'casino' as const };
    const site = { ...SITE, jurisdiction: 'CW' as const };
    expect(launchPlan(input('relax', 'demo', 'web', { game: tagged, site })).request.body).toMatchObject({
      partner: '2390',
      jurisdiction: 'CW',
    });
    expect(
      launchPlan(input('pragmaticplay', 'real', 'web', { game: tagged, site })).request.body,
    ).toMatchObject({
      jurisdiction: 'CW',
    });
    expect(
      launchPlan(input('softswiss', 'real', 'mobile', { game: tagged, site })).request.body,
    ).toMatchObject({
      jurisdiction: 'CW',
    });
  });
});

describe('anonymous rules (spec 3 §2)', () => {
  it('opens Evolution casino games without login', () => {
    expect(opensWithoutLogin('evolution', 'casino')).toBe(true);
    expect(opensWithoutLogin('evolution', 'live-casino')).toBe(false);
    expect(opensWithoutLogin('relax', 'casino')).toBe(false);
    expect(
      anonymousGameAction({ provider: 'evolution', type: 'casino', device: 'mobile', gamePath: '/x' }),
    ).toEqual({ kind: 'open-demo' });
  });

  it.each([
    ['evolution', 'live-casino', true],
    ['pragmaticplay', 'live-casino', true],
    ['pariplay', 'live-casino', true],
    ['softswiss', 'live-casino', true],
    ['creedroomz', 'live-casino', true],
    ['creedroomz', 'casino', true],
    ['pragmaticplay', 'casino', false],
    ['pariplay', 'casino', false],
    ['softswiss', 'casino', false],
    ['evolution', 'casino', false],
    ['relax', 'casino', false],
  ] as const)('%s %s needs login: %s', (provider, type, expected) => {
    expect(needsLogin(provider, type)).toBe(expected);
  });

  it('sends visitors of live games to the login popup with the game as the return path', () => {
    expect(
      anonymousGameAction({
        provider: 'pragmaticplay',
        type: 'live-casino',
        device: 'desktop',
        gamePath: 'live-casino-online/play/pragmaticplay/42',
      }),
    ).toEqual({
      kind: 'login',
      returnPath: '/live-casino-online/play/pragmaticplay/42',
      href: '/live-casino-online/play/pragmaticplay/42?redirect=%2Flive-casino-online%2Fplay%2Fpragmaticplay%2F42#login',
    });
  });

  const HANDLER = [
    'relax',
    'quickspin',
    'pragmaticplay',
    'playngo',
    'yggdrasil',
    'pariplay',
    'softswiss',
    'novomatic',
    'trifecta',
  ] as const;
  it.each(HANDLER.flatMap((p) => (['mobile', 'tablet', 'desktop'] as const).map((d) => [p, d] as const)))(
    '%s casino on %s: mobile click handler only off desktop',
    (provider, device) => {
      expect(hasMobileClickHandler(provider, 'casino')).toBe(true);
      expect(anonymousGameAction({ provider, type: 'casino', device, gamePath: '/g' }).kind).toBe(
        device === 'desktop' ? 'none' : 'mobile-click-handler',
      );
    },
  );

  it('gives no click handler to Evolution, CreedRoomz or live games', () => {
    expect(hasMobileClickHandler('evolution', 'casino')).toBe(false);
    expect(hasMobileClickHandler('creedroomz', 'casino')).toBe(false);
    expect(hasMobileClickHandler('pariplay', 'live-casino')).toBe(false);
  });
});
