/**
 * Game launch per provider (spec 3 §7 "Game launch", §9 partner ids and jurisdictions) and the
 * anonymous rules of the game pages (spec 3 §2 "Live casino").
 *
 * One adapter per provider builds the launch request (the contract call id of
 * packages/player-api/src/calls/games.ts and providerGames.ts, its body and query) for demo or
 * real play, and reads the game URL out of the provider's answer. Pure: the caller sends the
 * request and loads the URL.
 *
 * Decisions where the spec is vague or silent:
 * - Partner ids (§9 "2390 or 2585 depending on mode"; tickets are real and use 2585): demo 2390,
 *   real 2585 (`partnerIdFor`).
 * - Jurisdiction (§9): the site's (default MT; CW and IM are site settings); CC only for a real
 *   ticket of a game whose name contains the site's CC provider tag (case-insensitive), "for tickets
 *   only": demo tokens and the providers' own payloads (Pragmatic, SoftSwiss) never get CC.
 * - Providers whose call answers a token or session id (Relax, Quickspin, Play'n GO, Yggdrasil,
 *   CreedRoomz, and every demo without a demo call of its own) load the provider's launcher:
 *   `<launcher>/<provider>?token=…&gameId=…&mode=…&channel=…&language=…&currency=…&lobbyUrl=…`
 *   where `<launcher>` is a site setting (the sandbox's `/sandbox/launch`).
 * - Demo calls: Pragmatic, PariPlay, SoftSwiss, Evolution and Novomatic have their own; Relax,
 *   Quickspin, Play'n GO, Yggdrasil and Trifecta use the generic demo token (`gameToken`).
 *   CreedRoomz is live only and has no demo (visitors go to the login popup).
 * - Evolution answers `entry` (a path on Evolution's host): the URL is it resolved against the
 *   site's Evolution host (an absolute entry stays as it is). Its lobbyURL is sent encoded
 *   (`encodeURIComponent`), as the spec says; the other providers get the plain lobby URL.
 * - Channel words: Pragmatic WEB/MOBILE, SoftSwiss desktop/mobile, Evolution `mobile` boolean,
 *   Novomatic and the generic calls web/mobile.
 */
import { DEFAULT_JURISDICTION, type Jurisdiction } from './constants.ts';
import { CASINO_PROVIDERS } from './routes.ts';

/** The casino play-path providers (routes.ts) and CreedRoomz, which launches behind its flag. */
export const GAME_LAUNCH_PROVIDERS = [...CASINO_PROVIDERS, 'creedroomz'] as const;
export type GameLaunchProvider = (typeof GAME_LAUNCH_PROVIDERS)[number];

export type LaunchMode = 'demo' | 'real';
export type LaunchChannel = 'web' | 'mobile';
export type LaunchGameType = 'casino' | 'live-casino';

/** spec 3 §9: partner id for game tickets 2585; game launch 2390 or 2585 depending on mode. */
export const PARTNER_ID_DEMO = '2390';
export const PARTNER_ID_REAL = '2585';
/** spec 3 §7: the Evolution demo's default currency. */
export const EVOLUTION_DEMO_CURRENCY = 'EUR';

export interface LaunchSite {
  /** The site's jurisdiction (MT, CW or IM); default MT. */
  jurisdiction?: Exclude<Jurisdiction, 'CC'>;
  /** Games whose name contains this tag get CC on real tickets (spec 3 §9). */
  ccProviderTag?: string;
  /** The operator style name at Pragmatic. */
  pragmaticStyleName: string;
  /** Base URL of the provider launcher pages that take a token (`<launcher>/<provider>?token=…`). */
  launcherUrl: string;
  /** Evolution's host; its `entry` answers are resolved against it. */
  evolutionHost: string;
  /** The deposit page SoftSwiss links to. */
  depositUrl: string;
}

export interface LaunchGame {
  id: string;
  name?: string;
  type: LaunchGameType;
  /** Pragmatic's game symbol (default the id). */
  symbol?: string;
  /** Evolution's game category (default `casino` or `live`) and table id (default the id). */
  category?: string;
  tableId?: string;
}

export interface LaunchInput {
  provider: GameLaunchProvider;
  mode: LaunchMode;
  channel: LaunchChannel;
  game: LaunchGame;
  /** Language code (en), locale (en-US), currency (EUR), country (FI), client IP. */
  language: string;
  locale: string;
  currency: string;
  country: string;
  /** The country the player is in now (SoftSwiss real); default `country`. */
  currentCountry?: string;
  ip: string;
  /** Absolute URL of the lobby the game's lobby button returns to. */
  lobbyUrl: string;
  /** Real play: the player id (Novomatic). */
  playerId?: string;
  /** Play'n GO: ask for a new session. */
  requireNew?: boolean;
  site: LaunchSite;
}

export interface LaunchRequest {
  /** The contract call id (packages/player-api `calls`). */
  call: string;
  body?: Record<string, unknown>;
  query?: Record<string, string | boolean>;
}

export interface LaunchPlan {
  request: LaunchRequest;
  /** The game URL from the call's answer; throws `GameLaunchError` when it holds none. */
  gameUrl(answer: unknown): string;
}

export class GameLaunchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GameLaunchError';
  }
}

export function partnerIdFor(mode: LaunchMode): string {
  return mode === 'demo' ? PARTNER_ID_DEMO : PARTNER_ID_REAL;
}

/** The jurisdiction of a ticket or token (CC only on real tickets of tagged games). */
export function ticketJurisdiction(
  mode: LaunchMode,
  gameName: string | undefined,
  site: LaunchSite,
): Jurisdiction {
  const tag = site.ccProviderTag?.trim().toLowerCase();
  if (mode === 'real' && tag && gameName?.toLowerCase().includes(tag)) return 'CC';
  return site.jurisdiction ?? DEFAULT_JURISDICTION;
}

/** Whether the mode can be launched with the provider (CreedRoomz has no demo). */
export function canLaunch(provider: GameLaunchProvider, mode: LaunchMode): boolean {
  return !(provider === 'creedroomz' && mode === 'demo');
}

// Answer readers ---------------------------------------------------------------------------------

function field(answer: unknown, path: readonly string[]): unknown {
  let value: unknown = answer;
  for (const key of path) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function readString(answer: unknown, path: readonly string[]): string {
  const value = field(answer, path);
  if (typeof value !== 'string' || !value) {
    throw new GameLaunchError(`The launch answer has no ${path.join('.')}`);
  }
  return value;
}

function absoluteUrl(value: string, base?: string): string {
  try {
    return new URL(value, base).toString();
  } catch {
    throw new GameLaunchError(`The launch answer's URL is not valid: ${value}`);
  }
}

const urlAt =
  (...path: string[]) =>
  (answer: unknown): string =>
    absoluteUrl(readString(answer, path));

/** The launcher URL of a token or session answer. */
export function launcherUrl(input: LaunchInput, token: string): string {
  const base = input.site.launcherUrl.replace(/\/+$/, '');
  const url = new URL(`${base}/${input.provider}`);
  url.search = new URLSearchParams({
    token,
    gameId: input.game.id,
    mode: input.mode,
    channel: input.channel,
    language: input.language,
    currency: input.currency,
    lobbyUrl: input.lobbyUrl,
  }).toString();
  return url.toString();
}

const tokenAt =
  (input: LaunchInput, key: 'token' | 'ticket' | 'sessionId') =>
  (answer: unknown): string =>
    launcherUrl(input, readString(answer, [key]));

// Adapters ---------------------------------------------------------------------------------------

/**
 * The generic ticket (real) or token (demo) launch (spec 3 §7 "game ticket (real) or token
 * (demo)"): the demo of providers without a demo call of their own, and any provider outside the
 * table (§9 "and others"). The answer's ticket or token goes to the launcher.
 */
export function genericLaunchPlan(input: LaunchInput): LaunchPlan {
  const real = input.mode === 'real';
  return {
    request: {
      call: real ? 'gameTicket' : 'gameToken',
      body: {
        gameId: input.game.id,
        channel: input.channel,
        partner: partnerIdFor(input.mode),
        jurisdiction: ticketJurisdiction(input.mode, input.game.name, input.site),
      },
    },
    gameUrl: tokenAt(input, real ? 'ticket' : 'token'),
  };
}

/** Relax, Quickspin (and Pragmatic's token call): real = the provider's generatetoken. */
const tokenProvider =
  (call: string) =>
  (input: LaunchInput): LaunchPlan =>
    input.mode === 'demo'
      ? genericLaunchPlan(input)
      : {
          request: {
            call,
            body: { gameId: input.game.id, channel: input.channel, language: input.language },
          },
          gameUrl: tokenAt(input, 'token'),
        };

const pariplay = (input: LaunchInput): LaunchPlan => ({
  request: {
    call: input.mode === 'demo' ? 'pariplayContextDemo' : 'pariplayContextReal',
    body: {
      GameCode: input.game.id,
      CurrencyCode: input.currency,
      LanguageCode: input.language,
      PlayerIP: input.ip,
      CountryCode: input.country,
    },
  },
  gameUrl: urlAt('url'),
});

const softswiss = (input: LaunchInput): LaunchPlan => ({
  request: {
    call: input.mode === 'demo' ? 'softswissContextDemo' : 'softswissContextReal',
    body: {
      game: input.game.id,
      currency: input.currency,
      locale: input.locale,
      ip: input.ip,
      urls: { return_url: input.lobbyUrl, deposit_url: input.site.depositUrl },
      jurisdiction: input.site.jurisdiction ?? DEFAULT_JURISDICTION,
      client_type: input.channel === 'mobile' ? 'mobile' : 'desktop',
      ...(input.mode === 'real' ? { playerCurrentCountryCode: input.currentCountry ?? input.country } : {}),
    },
  },
  gameUrl: urlAt('launch_options', 'game_url'),
});

const pragmaticplay = (input: LaunchInput): LaunchPlan => ({
  request: {
    call: input.mode === 'demo' ? 'pragmaticDemoGameUrl' : 'pragmaticRealGameUrl',
    body: {
      symbol: input.game.symbol ?? input.game.id,
      language: input.language,
      currency: input.currency,
      platform: input.channel === 'mobile' ? 'MOBILE' : 'WEB',
      stylename: input.site.pragmaticStyleName,
      lobbyUrl: input.lobbyUrl,
      jurisdiction: input.site.jurisdiction ?? DEFAULT_JURISDICTION,
    },
  },
  gameUrl: urlAt('url'),
});

const evolution = (input: LaunchInput): LaunchPlan => {
  const common = {
    gameCategory: input.game.category ?? (input.game.type === 'live-casino' ? 'live' : 'casino'),
    tableId: input.game.tableId ?? input.game.id,
    wrapped: false,
    mobile: input.channel === 'mobile',
    lobbyURL: encodeURIComponent(input.lobbyUrl),
  };
  return {
    request:
      input.mode === 'demo'
        ? {
            call: 'evolutionAuthenticateDemo',
            body: {
              ...common,
              currency: input.currency || EVOLUTION_DEMO_CURRENCY,
              language: input.language,
            },
          }
        : { call: 'evolutionAuthenticate', body: { ...common, ipAddress: input.ip } },
    gameUrl: (answer) => absoluteUrl(readString(answer, ['entry']), input.site.evolutionHost),
  };
};

const novomatic = (input: LaunchInput): LaunchPlan => {
  const common = {
    country: input.country,
    gameId: input.game.id,
    ip: input.ip,
    lobbyUrl: input.lobbyUrl,
    locale: input.locale,
    platform: input.channel,
  };
  if (input.mode === 'demo') {
    return {
      request: { call: 'novomaticGameUrlDemo', body: { ...common, currency: input.currency } },
      gameUrl: urlAt('url'),
    };
  }
  if (!input.playerId) throw new GameLaunchError('A real Novomatic launch needs the player id');
  return {
    request: { call: 'novomaticGameUrl', body: { ...common, playerId: input.playerId } },
    gameUrl: urlAt('url'),
  };
};

const trifecta = (input: LaunchInput): LaunchPlan =>
  input.mode === 'demo'
    ? genericLaunchPlan(input)
    : {
        request: {
          call: 'trifectaGameUrl',
          body: {
            gameCode: input.game.id,
            playerIp: input.ip,
            languageCode: input.language,
            countryCode: input.country,
            currencyCode: input.currency,
          },
        },
        gameUrl: urlAt('Url'),
      };

const playngo = (input: LaunchInput): LaunchPlan =>
  input.mode === 'demo'
    ? genericLaunchPlan(input)
    : {
        request: {
          call: 'playngoTokenGeneration',
          ...(input.requireNew !== undefined ? { query: { requireNew: input.requireNew } } : {}),
        },
        gameUrl: tokenAt(input, 'sessionId'),
      };

const yggdrasil = (input: LaunchInput): LaunchPlan =>
  input.mode === 'demo'
    ? genericLaunchPlan(input)
    : { request: { call: 'yggdrasilSession' }, gameUrl: tokenAt(input, 'sessionId') };

const creedroomz = (input: LaunchInput): LaunchPlan => {
  if (input.mode === 'demo') throw new GameLaunchError('CreedRoomz has no demo: live games need a login');
  return {
    request: { call: 'creedroomzTokenGenerate', body: { ipAddress: input.ip } },
    gameUrl: tokenAt(input, 'token'),
  };
};

export const LAUNCH_ADAPTERS: Readonly<Record<GameLaunchProvider, (input: LaunchInput) => LaunchPlan>> = {
  relax: tokenProvider('relaxGamingGenerateToken'),
  quickspin: tokenProvider('quickspinGenerateToken'),
  playngo,
  yggdrasil,
  pariplay,
  softswiss,
  pragmaticplay,
  evolution,
  novomatic,
  trifecta,
  creedroomz,
};

/** The launch request of a game and how to read its URL from the answer. */
export function launchPlan(input: LaunchInput): LaunchPlan {
  return LAUNCH_ADAPTERS[input.provider](input);
}

// Anonymous rules (spec 3 §2 "Live casino") -----------------------------------------------------

/** Providers whose games an anonymous visitor on mobile launches with the mobile click handler. */
export const MOBILE_CLICK_HANDLER_PROVIDERS: ReadonlySet<GameLaunchProvider> = new Set([
  'relax',
  'quickspin',
  'pragmaticplay',
  'playngo',
  'yggdrasil',
  'pariplay',
  'softswiss',
  'novomatic',
  'trifecta',
]);

/** Evolution casino-type games open without login (in demo). */
export function opensWithoutLogin(provider: GameLaunchProvider, type: LaunchGameType): boolean {
  return provider === 'evolution' && type === 'casino';
}

/**
 * Games that send a visitor to the login popup: Evolution non-casino, Pragmatic, PariPlay and
 * SoftSwiss live, and CreedRoomz.
 */
export function needsLogin(provider: GameLaunchProvider, type: LaunchGameType): boolean {
  if (provider === 'creedroomz') return true;
  if (provider === 'evolution') return type !== 'casino';
  return (
    type === 'live-casino' &&
    (provider === 'pragmaticplay' || provider === 'pariplay' || provider === 'softswiss')
  );
}

/** Whether the mobile click handler applies (the casino games of the listed providers). */
export function hasMobileClickHandler(provider: GameLaunchProvider, type: LaunchGameType): boolean {
  return type === 'casino' && MOBILE_CLICK_HANDLER_PROVIDERS.has(provider);
}

export type AnonymousGameAction =
  /** Launch the demo at once. */
  | { kind: 'open-demo' }
  /** Open the login popup; after login return to `returnPath` (the game's path). */
  | { kind: 'login'; returnPath: string; href: string }
  /** Attach the mobile click handler (the demo starts on the visitor's tap). */
  | { kind: 'mobile-click-handler' }
  /** Desktop: nothing special happens (the page shows the demo as usual). */
  | { kind: 'none' };

/**
 * What the game page does for an anonymous visitor. `gamePath` is the game's path relative to the
 * locale prefix (`/online-casino/play/relax/123`); the login href keeps the visitor on that page
 * and opens the popup (`#login`) with the path as post-login redirect.
 */
export function anonymousGameAction(input: {
  provider: GameLaunchProvider;
  type: LaunchGameType;
  device: 'mobile' | 'tablet' | 'desktop';
  gamePath: string;
}): AnonymousGameAction {
  if (needsLogin(input.provider, input.type)) {
    const returnPath = input.gamePath.startsWith('/') ? input.gamePath : `/${input.gamePath}`;
    return {
      kind: 'login',
      returnPath,
      href: `${returnPath}?redirect=${encodeURIComponent(returnPath)}#login`,
    };
  }
  if (opensWithoutLogin(input.provider, input.type)) return { kind: 'open-demo' };
  if (hasMobileClickHandler(input.provider, input.type) && input.device !== 'desktop') {
    return { kind: 'mobile-click-handler' };
  }
  return { kind: 'none' };
}
