/**
 * The game page's loader logic (spec 3 §2 "Casino", "Live casino", "Game page guards"; §5 "If the
 * response holds no game data, the load fails with 'No game data returned'"; §6 "Visitor: demo
 * play … Signed-in player: real play"; §7 "Game launch"; §8 "Game load failure … user
 * redirected"). Routes: `casino-play-<provider>`, `live-casino-play-<provider>` (`…/play/<provider>/:id`)
 * and `play` (`/play/:gameSlug`), all rendered by routes/game.tsx; the launch's rules are
 * gameLaunch.server.ts.
 *
 * Order: find the game (the content's game by provider and id; for a slug the player API's game
 * details first), apply the game-page guards with the game's type, check the restricted-country
 * rules, choose the mode, send the provider's launch call (@casino/domain `launchPlan`, through
 * the typed contract client, which validates the answer) and read the game URL from the answer.
 *
 * Decisions where the spec is silent:
 * - A game that fails to load (no id, unknown to the content, no game data in the details, a
 *   refused or failed launch call, an answer without a usable URL) takes the game-page guard's
 *   redirect (home) with an error toast naming the kind of failure, never a 500. The toast is a
 *   catalogue message, not the provider's text (STYLE.md: errors are values the player can act on).
 * - A game the player's country may not have (restricted, with or without the overlay) answers
 *   451 with a page that says so; a game not offered here at all (disabled, not on this device's
 *   channel, its provider not in the market, an excluded sub-provider) answers 403. Neither
 *   launches anything.
 * - Visitors: `anonymousGameAction` decides. Games that need a login, and games without a demo
 *   (the content's `demoAvailable` off, or a provider without demo, CreedRoomz), send the visitor to
 *   the game page itself with the login popup open and the game as the post-login redirect (one
 *   redirect; a request that already carries `redirect` renders the "log in to play" page). The
 *   mobile click handler is a "tap to play" button: the demo URL is fetched, the frame loads on tap.
 * - Recent games: a real launch is recorded with `addRecentGame` (the lobby from the play path,
 *   category `all` because a game page is not opened from one category); best effort, never
 *   awaited by the page and never stopping the game.
 * - The frame must be allowed by the page's CSP `frame-src` (server/security.ts): a launch URL on
 *   any other origin counts as a failed load rather than showing a blocked frame.
 * - Launch parameters: language = the page language, locale = the page's formatting locale,
 *   currency = the player's (visitors EUR, spec 3 §9), country = the player's or the detected one,
 *   else the market; IP = the visitor's address as the site sees it; Pragmatic's style name = the
 *   brand id; the lobby and deposit URLs are the site's own pages on the request's origin.
 */
import { data, redirect } from 'react-router';
import {
  DEFAULT_CURRENCY,
  DEFAULT_JURISDICTION,
  guardRoute,
  lobbyPath,
  localisedPath,
  type GameLaunchProvider,
  type Jurisdiction,
  type LaunchGameType,
  type LaunchInput,
  type LaunchMode,
  type LobbyDevice,
} from '@casino/domain';
import type { PlayerApiClient } from '@casino/player-api';
import { graphql } from '../../generated/graphql';
import type { GamePageGameQuery } from '../../generated/graphql/graphql';
import { contentGameFacts, gameViewer, requestDevice, viewerCountry } from '../../lib/games.server.ts';
import type { PageContext } from '../../lib/page.server.ts';
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

export interface GamePageGame {
  id: string;
  name: string;
  provider: GameLaunchProvider;
  providerTitle: string;
  type: LaunchGameType;
  rtp: number | null;
  description: string | null;
}

/** The favourite state is a nicety: the page does not wait longer than this for it. */
const FAVOURITES_TIMEOUT_MS = 2_000;

interface PageCommon {
  game: GamePageGame;
  locale: string;
  /** The login popup on this page with the game as the post-login redirect (for visitors). */
  loginHref: string;
  brandName: string;
  /** BCP 47 locale for numbers. */
  formatting: string;
  lobbyPath: string;
  /** The favourites list the game belongs to. */
  lobbyPageType: 'CASINO' | 'LIVE_CASINO';
  device: LobbyDevice;
  authorised: boolean;
}

export interface GameLimitation {
  status: 'GAME_EXCLUDED' | 'REDUCED_CONTRIBUTION' | 'MAX_BET' | 'NO_LIMITATIONS';
  contributionPercent: number | null;
  maxBet: string | null;
}

export type GamePageData =
  | (PageCommon & {
      state: 'playing';
      mode: LaunchMode;
      url: string;
      frameOrigin: string;
      startOnTap: boolean;
      /** Whether the player keeps it as a favourite; null for visitors or when the list failed. */
      favourite: boolean | null;
      /** What the player's active bonus allows in this game (spec 3 §3 gameLimitations); null: none. */
      limitation: GameLimitation | null;
      /** The currency the game plays in (the limitation's amounts). */
      currency: string;
    })
  | (PageCommon & { state: 'login' })
  | (PageCommon & { state: 'unavailable'; reason: 'country' | 'not-offered' });

type ContentGame = GamePageGameQuery['allGame'][number];

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The loader of routes/game.tsx. */
export async function loadGamePage(page: PageContext) {
  const { app, locale, request, route, params, prefix } = page;
  const access = await page.siteAccess();
  const state = page.sessionState;
  const authorised = state.kind === 'authorised';
  const { device, channel } = requestDevice(request);
  const market = locale.market.toUpperCase();
  const language = locale.siteLanguage;
  const url = new URL(request.url);
  const gamePath = page.path.split('?')[0]!;

  /** The game-page guard with what is known of the game (spec 3 §2 "Game page guards"). */
  const guard = (type: LaunchGameType | undefined, loadFailed: boolean) =>
    route
      ? guardRoute(route, {
          site: access.site,
          visitor: access.visitor,
          session: authorised ? { kind: 'authorised', player: state.player.flags } : { kind: 'anonymous' },
          path: gamePath,
          ...(type || loadFailed ? { game: { type: type ?? 'casino', loadFailed } } : {}),
        })
      : ({ kind: 'redirect', to: '/' } as const);

  const fail = (error: unknown, type?: LaunchGameType): never => {
    const failure = loadFailureOf(error);
    console.warn(`[game] ${gamePath} did not load (${failure}): ${(error as Error)?.message ?? error}`);
    page.toast({ kind: 'error', messageId: LOAD_FAILURE_MESSAGES[failure] });
    const result = guard(type, true);
    throw redirect(localisedPath(prefix, result.kind === 'redirect' ? result.to : '/'), 302);
  };

  if (!route?.requires.game) throw data(null, { status: 404 });
  const ip = app.clientAddress ?? '';
  const detected = authorised ? state.player.countryCode : access.visitor.countryCode;
  const currency = authorised ? state.player.currency : DEFAULT_CURRENCY;

  // 1. The game: by provider and id, or by slug through the player API's game details.
  let provider = playProviderOf(route.id);
  let gameId = params['id'] ?? null;
  let detailsType: LaunchGameType | null = null;
  if (route.requires.game === 'slug-route') {
    const slug = params['gameSlug'];
    if (!slug || !ip) fail(new GameLoadError('not-found', NO_GAME_DATA));
    try {
      const body = {
        countryCode: detected?.toUpperCase() ?? market,
        currency,
        language: locale.language,
        slug: slug!,
        platform: device === 'desktop' ? ('desktop' as const) : ('mobile' as const),
        ip,
        locale: locale.formatting,
        playerCountryCode: detected?.toUpperCase() ?? market,
        enabled: true,
      };
      const details = authorised
        ? await page.playerApi.gameDetails({ body })
        : await page.playerApi.gameDetailsDemo({ body });
      const detail = details?.gameDetail;
      if (!detail) throw new GameLoadError('not-found', NO_GAME_DATA);
      // The provider id is the integration the game launches through (the studio name is not).
      provider = launchProviderOf(detail.provider, detail.gameProvider);
      gameId = detail.id;
      detailsType = detail.type === 'liveCasino' ? 'live-casino' : 'casino';
    } catch (error) {
      fail(error);
    }
  }
  if (!provider || !gameId) return fail(new GameLoadError('not-found', NO_GAME_DATA));

  const content = await page.content.query(GAME_PAGE_QUERY, { gameId, provider, market, language });
  const doc: ContentGame | undefined = content.allGame[0];
  if (!doc) return fail(new GameLoadError('not-found', NO_GAME_DATA));
  const type: LaunchGameType = detailsType ?? (doc.type === 'liveCasino' ? 'live-casino' : 'casino');

  // 2. The guards that need the game's type (live game on the casino route, vertical access).
  const guarded = guard(type, false);
  if (guarded.kind === 'redirect') throw redirect(localisedPath(prefix, guarded.to), 302);

  const game: GamePageGame = {
    id: gameId,
    name: doc.label ?? gameId,
    provider,
    // The studio, as the lobby's tile names it; the aggregator (`provider`) only when content has no studio.
    providerTitle: doc.gameProvider ?? doc.provider?.title ?? provider,
    type,
    rtp: doc.rtp ?? null,
    description: doc.description?.text ?? null,
  };
  const live = route.id.startsWith('live-casino') || (route.id === 'play' && type === 'live-casino');
  const lobby = live ? lobbyPath('liveCasino') : lobbyPath('casino');
  const common: PageCommon = {
    game,
    locale: prefix,
    loginHref: `/${prefix}${gamePath}?redirect=${encodeURIComponent(gamePath)}#login`,
    brandName: page.brand.name,
    formatting: locale.formatting,
    lobbyPath: lobby,
    lobbyPageType: live ? 'LIVE_CASINO' : 'CASINO',
    device,
    authorised,
  };

  // 3. Where the player may play it (spec 3 §5).
  const country = viewerCountry({ detected, market, marketDoc: content.allMarket[0] ?? null });
  const viewer = gameViewer({
    market,
    country,
    channel,
    exclusions: content.allSubProviderExclusion,
    site: access.site,
  });
  const unavailable = unavailabilityOf(contentGameFacts(doc), viewer);
  if (unavailable) {
    const shown: GamePageData = { ...common, state: 'unavailable', reason: unavailable };
    return data(shown, { status: unavailable === 'country' ? 451 : 403, headers: NO_STORE });
  }

  // 4. The mode (spec 3 §2 anonymous rules, §6).
  const mode = decideMode({
    authorised,
    provider,
    type,
    device,
    gamePath,
    demoAvailable: doc.demoAvailable !== false,
  });
  if (mode.kind === 'login') {
    if (!url.searchParams.has('redirect')) throw redirect(localisedPath(prefix, mode.href), 302);
    const shown: GamePageData = { ...common, state: 'login', loginHref: `/${prefix}${mode.href}` };
    return data(shown, { headers: NO_STORE });
  }

  // 5. The launch (spec 3 §7).
  const origin = url.origin;
  const input: LaunchInput = {
    provider,
    mode: mode.kind,
    channel,
    game: { id: gameId, name: game.name, type },
    language: locale.language,
    locale: locale.formatting,
    currency,
    country: country ?? market,
    ip: ip || '0.0.0.0',
    lobbyUrl: `${origin}${localisedPath(prefix, lobby)}`,
    ...(authorised ? { playerId: state.player.playerId } : {}),
    site: {
      jurisdiction: siteJurisdiction(page.brand.jurisdiction),
      pragmaticStyleName: page.brand.id,
      launcherUrl: app.gameLaunch.launcherUrl,
      evolutionHost: app.gameLaunch.evolutionHost,
      depositUrl: `${origin}${page.href('banking-deposit')}`,
    },
  };
  // The favourite heart's state, asked while the game launches; unknown (no heart) if it fails.
  const favourite: Promise<boolean | null> = authorised
    ? page.playerApi.favourites({ query: { limit: 100 } }, { timeoutMs: FAVOURITES_TIMEOUT_MS }).then(
        (entries) => entries.some((entry) => entry.gameId === gameId),
        () => null,
      )
    : Promise.resolve(null);
  // The active bonus's limitations in this game, shown before play; none when the call fails.
  const limitation: Promise<GameLimitation | null> =
    authorised && mode.kind === 'real'
      ? page.playerApi.gameLimitations({ params: { gameId } }).then(
          (answer) => (answer.status === 'NO_LIMITATIONS' ? null : answer),
          () => null,
        )
      : Promise.resolve(null);
  let gameUrl = '';
  try {
    gameUrl = await launchGame(page.playerApi, input);
  } catch (error) {
    fail(error, type);
  }
  if (!frameSrcAllows(app.security.contentSecurityPolicy, gameUrl, origin)) {
    fail(new GameLoadError('provider', `The game's origin is not allowed to be framed: ${gameUrl}`), type);
  }

  if (mode.kind === 'real') recordRecentGame(page.playerApi, gameId, live);

  const shown: GamePageData = {
    ...common,
    state: 'playing',
    mode: mode.kind,
    url: gameUrl,
    frameOrigin: new URL(gameUrl).origin,
    startOnTap: mode.kind === 'demo' && mode.startOnTap && url.searchParams.get('play') !== '1',
    favourite: await favourite,
    limitation: await limitation,
    currency,
  };
  return data(shown, { headers: NO_STORE });
}

/** The site's launch jurisdiction: CC is only ever a ticket's (spec 3 §9), never the site's. */
function siteJurisdiction(jurisdiction: Jurisdiction | undefined): Exclude<Jurisdiction, 'CC'> {
  return !jurisdiction || jurisdiction === 'CC' ? (DEFAULT_JURISDICTION as 'MT') : jurisdiction;
}

/** Best effort: the recent-games list must never stop the game. */
function recordRecentGame(playerApi: PlayerApiClient, gameId: string, live: boolean): void {
  playerApi
    .addRecentGame({
      body: { gameId, category: 'all', lobbyPageType: live ? 'LIVE_CASINO' : 'CASINO' },
    })
    .catch((error: unknown) => {
      console.warn(`[game] recent game ${gameId} not recorded: ${(error as Error).message}`);
    });
}

const GAME_PAGE_QUERY = graphql(`
  query GamePageGame($gameId: String!, $provider: String!, $market: String!, $language: String!) {
    allGame(where: { gameId: { eq: $gameId }, provider: { providerId: { eq: $provider } } }, limit: 1) {
      _id
      gameId
      label
      type
      gameProvider
      demoAvailable
      rtp
      description {
        text(language: $language)
      }
      ...GameAvailabilityFields
    }
    ...GameAvailabilityContext
  }
`);
