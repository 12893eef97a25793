/**
 * The game launch's rules on the site (spec 3 §5, §6 "Visitor: demo play … Signed-in player: real
 * play", §7 "Game launch", §8 "Game load failure"): why a game failed to load and the toast that
 * says so, the provider of a play route or of the player API's game details, whether the page's
 * CSP lets it frame a game URL, why a game may not be played here, the mode (real, demo, or a
 * login), and the launch call of @casino/domain's `launchPlan` through the typed contract client.
 * Pure but for `launchGame`; game.server.ts runs them in order.
 */
import {
  GAME_LAUNCH_PROVIDERS,
  GameLaunchError,
  anonymousGameAction,
  canLaunch,
  gameAvailability,
  launchPlan,
  type GameFacts,
  type GameLaunchProvider,
  type GameViewer,
  type LaunchGameType,
  type LaunchInput,
  type LobbyDevice,
} from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { ERRORS, PlayerApiError, type CallId, type PlayerApiClient } from '@casino/player-api';

/** spec 3 §5: the failure of a game query whose answer holds no game. */
export const NO_GAME_DATA = 'No game data returned';

/** Why a game failed to load, as the toast says it. */
export type GameLoadFailure = 'not-found' | 'access-denied' | 'unavailable' | 'provider' | 'unknown';

export const LOAD_FAILURE_MESSAGES: Readonly<Record<GameLoadFailure, MessageId>> = {
  'not-found': 'game.error.notFound',
  'access-denied': 'game.error.accessDenied',
  unavailable: 'game.error.unavailable',
  provider: 'game.error.provider',
  unknown: 'game.error.load',
};

/** A failed load, carried to the loader's redirect. */
export class GameLoadError extends Error {
  override name = 'GameLoadError';
  readonly failure: GameLoadFailure;
  constructor(failure: GameLoadFailure, message: string) {
    super(message);
    this.failure = failure;
  }
}

/** The failure kind of anything a launch can throw. */
export function loadFailureOf(error: unknown): GameLoadFailure {
  if (error instanceof GameLoadError) return error.failure;
  if (error instanceof GameLaunchError) return 'provider';
  if (error instanceof PlayerApiError) {
    if (error.code === ERRORS.gameNotFound.code || error.status === 404) return 'not-found';
    if (error.code === ERRORS.gameAccessDenied.code) return 'access-denied';
    if (error.code === ERRORS.gameUnavailable.code) return 'unavailable';
    if (error.status === 0 || error.status >= 500) return 'provider';
  }
  return 'unknown';
}

/** The provider of a provider play route (`casino-play-relax` → relax), or null. */
export function playProviderOf(routeId: string): GameLaunchProvider | null {
  const match = /^(?:casino|live-casino)-play-([a-z]+)$/.exec(routeId);
  const provider = match?.[1];
  return provider && (GAME_LAUNCH_PROVIDERS as readonly string[]).includes(provider)
    ? (provider as GameLaunchProvider)
    : null;
}

/** A provider name from the player API's game details (`Evolution`, `evolution`), or null. */
export function launchProviderOf(
  ...names: ReadonlyArray<string | null | undefined>
): GameLaunchProvider | null {
  for (const name of names) {
    const id = name
      ?.trim()
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    if (id && (GAME_LAUNCH_PROVIDERS as readonly string[]).includes(id)) return id as GameLaunchProvider;
  }
  return null;
}

/** Whether a CSP's `frame-src` lets the page frame `url`. */
export function frameSrcAllows(contentSecurityPolicy: string, url: string, selfOrigin: string): boolean {
  let origin: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    origin = parsed.origin;
  } catch {
    return false;
  }
  const directive = contentSecurityPolicy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src');
  if (!directive) return true;
  return directive
    .slice(1)
    .some((source) => source === '*' || (source === "'self'" ? origin === selfOrigin : source === origin));
}

/** Why a game may not be played here: 451 for the player's country, 403 otherwise; null when it may. */
export function unavailabilityOf(facts: GameFacts, viewer: GameViewer): 'country' | 'not-offered' | null {
  if (gameAvailability(facts, { ...viewer, country: null }) === 'hidden') return 'not-offered';
  return gameAvailability(facts, viewer) === 'available' ? null : 'country';
}

export type ModeDecision =
  | { kind: 'real' }
  | { kind: 'demo'; startOnTap: boolean }
  | { kind: 'login'; href: string; returnPath: string };

/** Real for players; for visitors spec 3 §2's anonymous rules, and a login where no demo exists. */
export function decideMode(input: {
  authorised: boolean;
  provider: GameLaunchProvider;
  type: LaunchGameType;
  device: LobbyDevice;
  gamePath: string;
  demoAvailable: boolean;
}): ModeDecision {
  if (input.authorised) return { kind: 'real' };
  const action = anonymousGameAction({
    provider: input.provider,
    type: input.type,
    device: input.device === 'mobile' || input.device === 'tablet' ? input.device : 'desktop',
    gamePath: input.gamePath,
  });
  if (action.kind === 'login') return { kind: 'login', href: action.href, returnPath: action.returnPath };
  if (!input.demoAvailable || !canLaunch(input.provider, 'demo')) {
    const returnPath = input.gamePath;
    return {
      kind: 'login',
      returnPath,
      href: `${returnPath}?redirect=${encodeURIComponent(returnPath)}#login`,
    };
  }
  return { kind: 'demo', startOnTap: action.kind === 'mobile-click-handler' };
}

/** Sends a launch plan's call through the typed client; answers the game URL. */
export async function launchGame(playerApi: PlayerApiClient, input: LaunchInput): Promise<string> {
  const plan = launchPlan(input);
  const call = playerApi[plan.request.call as CallId] as unknown as
    ((request: { body?: unknown; query?: unknown }) => Promise<unknown>) | undefined;
  if (typeof call !== 'function') {
    throw new GameLoadError('provider', `No contract call ${plan.request.call}`);
  }
  const answer = await call({
    ...(plan.request.body ? { body: plan.request.body } : {}),
    ...(plan.request.query ? { query: plan.request.query } : {}),
  });
  return plan.gameUrl(answer);
}
