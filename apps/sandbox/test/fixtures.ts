/** Request bodies and game launches the sandbox's HTTP tests share. */
import { launchPlan, type GameLaunchProvider, type LaunchInput, type LaunchMode } from '@casino/domain';
import type { CallId, PlayerApiClient } from '@casino/player-api';

/** The site's lobby, as the launches name it. */
export const LOBBY_URL = 'http://localhost:3000/en-UN/online-casino';

/** A complete, valid registration of a Finnish player; `overrides` change or add fields. */
export function registrationBody<O extends Record<string, unknown>>(overrides: O = {} as O) {
  return {
    firstName: 'Ann',
    lastName: 'Probe',
    email: `probe-${Math.random().toString(36).slice(2)}@example.com`,
    mobilePhone: '+358401234567',
    password: 'Probe-Pass-1',
    countryCode: 'FI',
    languageCode: 'en',
    termsAndConditions: true,
    termsAndConditionsAcceptedVersion: 2,
    cookiePolicyAccepted: true,
    marketingOptIn: false,
    allConditions: true,
    ...overrides,
  };
}

/** What the site hands the domain's launch adapters for `game`, against the sandbox at `baseUrl`. */
export function sandboxLaunchInput(
  baseUrl: string,
  launch: { provider: GameLaunchProvider; mode: LaunchMode; game: LaunchInput['game'] },
): LaunchInput {
  return {
    ...launch,
    channel: 'web',
    language: 'en',
    locale: 'en-US',
    currency: 'EUR',
    country: 'FI',
    ip: '10.0.0.1',
    lobbyUrl: LOBBY_URL,
    playerId: 'player-1',
    site: {
      pragmaticStyleName: 'sandbox',
      launcherUrl: `${baseUrl}/sandbox/launch`,
      evolutionHost: baseUrl,
      depositUrl: 'http://localhost:3000/en-UN/deposit',
    },
  };
}

/** Launches `input` through the contract call its plan names and answers the game page's URL. */
export async function launchGame(api: PlayerApiClient, input: LaunchInput): Promise<string> {
  const plan = launchPlan(input);
  const call = api[plan.request.call as CallId] as (input: unknown) => Promise<unknown>;
  const url = plan.gameUrl(
    await call({
      ...(plan.request.body ? { body: plan.request.body } : {}),
      ...(plan.request.query ? { query: plan.request.query } : {}),
    }),
  );
  const page = await fetch(url, { redirect: 'manual' });
  return page.status === 302 ? new URL(page.headers.get('location')!, url).toString() : url;
}
