/**
 * The session check, the session a login opens, and logout of spec 1 §4, on the server.
 *
 * Session check (every request): no tokens → anonymous. An idle player (no request or keep-alive
 * for the brand's idle threshold, spec 1 §4 "Idle check") is signed out. An access token that
 * expires within `REFRESH_MARGIN_MS` is refreshed first; a failed refresh ends the session
 * ("a session token whose access-token expiry is before now counts as expired and logout runs").
 * Then the gating flags (`accessDetails`) and the profile (`playerProfile`) are read in parallel;
 * a 401 or 403 from either ends the session ("a 401 or 403 from any call triggers logout").
 * Other failures (the API down or answering 5xx) do not end the session: the request fails with
 * a retryable error instead, so a player is never logged out by an outage.
 *
 * A new session (`establishSession`, after the login flow of features/signup or pay-and-play's
 * login) asks the identity service when the access token expires so the site can refresh it in
 * time.
 *
 * Logout (spec 1 §4 "Logout"): the API session is ended (best effort: the cookie is cleared even
 * when the call fails), then the cookie's tokens, activity time and stored redirect are cleared.
 * The site keeps no identity-service keys or CRM state in the browser, so there is nothing else
 * to clear there.
 */
import type { LoginTokens } from '@casino/flows';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import type { PlayerGuardFlags } from '@casino/domain';
import {
  clearPlayer,
  refusedLoginTokens,
  sessionTokens,
  type PlayerSession,
  type SessionTokens,
} from './session.server.ts';

/** Refresh when the access token has less than this left. */
export const REFRESH_MARGIN_MS = 60_000;
/** `lastActiveAt` is rewritten (a new cookie) at most this often. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** The tokens the player API client sends; the session check and sign-in fill it. */
export interface AuthHolder {
  tokens: SessionTokens | undefined;
  /** Set when any player call answered 401/403 during this request. */
  lost: boolean;
}

/** What the site knows of a signed-in player on this request. */
export interface PlayerState {
  playerId: string;
  firstName: string;
  currency: string;
  countryCode: string;
  acceptedTermsVersion: number;
  depositAllowed: boolean;
  /** The profile's withdrawal flag (spec 2 §3); off shows the suspended withdraw state. */
  withdrawalAllowed: boolean;
  /** The verification level (spec 2 §4) and whether the questionnaire is asked for (spec 2 §3). */
  kycStatus: string;
  eddQuestionnaire: boolean;
  flags: PlayerGuardFlags;
}

export type SessionEnd = 'idle' | 'expired';

export type SessionCheck =
  { kind: 'anonymous'; ended?: SessionEnd } | { kind: 'authorised'; player: PlayerState };

export interface SessionCheckInput {
  session: PlayerSession;
  auth: AuthHolder;
  playerApi: PlayerApiClient;
  now: number;
  idleMs: number;
  /** The newest terms version in effect (content), or null when content has none. */
  latestTermsVersion: () => Promise<number | null>;
}

/** Wraps a client so any 401/403 of a player call marks the session lost (the caller logs out). */
export function watchSessionLoss(client: PlayerApiClient, auth: AuthHolder): PlayerApiClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      const call = Reflect.get(target, property, receiver) as unknown;
      if (typeof call !== 'function') return call;
      return async (...args: unknown[]) => {
        try {
          return await (call as (...a: unknown[]) => Promise<unknown>)(...args);
        } catch (error) {
          if (error instanceof PlayerApiError && error.logout) auth.lost = true;
          throw error;
        }
      };
    },
  });
}

async function endSession(
  input: Pick<SessionCheckInput, 'session' | 'auth' | 'playerApi'>,
  ended: SessionEnd,
): Promise<SessionCheck> {
  await signOut(input);
  return { kind: 'anonymous', ended };
}

/** Ends the player's session at the API (best effort) and in the cookie. */
export async function signOut({
  session,
  auth,
  playerApi,
}: Pick<SessionCheckInput, 'session' | 'auth' | 'playerApi'>): Promise<void> {
  if (auth.tokens) {
    await playerApi.signOut().catch((error: unknown) => {
      console.warn(`[site] sign-out call failed, clearing the session anyway: ${(error as Error).message}`);
    });
  }
  auth.tokens = undefined;
  clearPlayer(session);
}

/**
 * Login tokens the site cannot keep (session.server.ts `loginTokensSchema`: too long for their
 * cookie, or not of a token's shape). The message names the tokens and their sizes, never values.
 */
export class UnusableTokensError extends Error {
  constructor(detail: string) {
    super(`The player API answered login tokens the site cannot keep: ${detail}`);
    this.name = 'UnusableTokensError';
  }
}

/**
 * Stores new tokens in the session, with the access-token expiry from the identity service.
 * Tokens the site cannot keep are neither sent nor stored: UnusableTokensError.
 */
export async function establishSession(
  session: PlayerSession,
  auth: AuthHolder,
  playerApi: PlayerApiClient,
  tokens: LoginTokens,
  now: number,
): Promise<void> {
  const refused = refusedLoginTokens(tokens);
  if (refused) throw new UnusableTokensError(refused);
  // Until the expiry is known the tokens are sent without one (the API decides).
  auth.tokens = { ...tokens, accessTokenExpiresAt: Number.MAX_SAFE_INTEGER };
  const current = await playerApi.currentSession();
  const stored: SessionTokens = {
    idToken: tokens.idToken,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessTokenExpiresAt: Date.parse(current.accessTokenExpiresAt),
  };
  auth.tokens = stored;
  session.set('tokens', stored);
  session.set('lastActiveAt', now);
}

export async function checkSession(input: SessionCheckInput): Promise<SessionCheck> {
  const { session, auth, playerApi, now } = input;
  const tokens = sessionTokens(session);
  if (!tokens) {
    if (session.has('tokens')) clearPlayer(session);
    return { kind: 'anonymous' };
  }
  auth.tokens = tokens;

  const lastActiveAt = session.get('lastActiveAt') ?? now;
  if (now - lastActiveAt >= input.idleMs) return endSession(input, 'idle');

  if (tokens.accessTokenExpiresAt - now < REFRESH_MARGIN_MS) {
    try {
      const renewed = await playerApi.refreshSession({ body: { refreshToken: tokens.refreshToken } });
      await establishSession(session, auth, playerApi, renewed, lastActiveAt);
    } catch (error) {
      console.warn(`[site] session refresh failed, logging out: ${(error as Error).message}`);
      auth.tokens = undefined;
      clearPlayer(session);
      return { kind: 'anonymous', ended: 'expired' };
    }
  }

  let player: PlayerState;
  try {
    const [access, profile, latest] = await Promise.all([
      playerApi.accessDetails(),
      playerApi.playerProfile(),
      input.latestTermsVersion(),
    ]);
    player = {
      playerId: profile.playerId,
      firstName: profile.firstName,
      currency: profile.currencyCode,
      countryCode: profile.countryCode,
      acceptedTermsVersion: profile.termsAndConditionsAcceptedVersion,
      depositAllowed: access.depositAllowed,
      withdrawalAllowed: profile.withdrawal !== false,
      kycStatus: profile.kycStatus,
      eddQuestionnaire: profile.eddQuestionnaire,
      flags: {
        riskPayout: access.riskPayout,
        multibrandSuspended: access.multibrandSuspended,
        casinoAccess: access.hasCasinoAccess,
        liveCasinoAccess: access.hasLiveCasinoAccess,
        sportsbookAccess: access.hasSportsbookAccess,
        manualClaimAllowed: access.manualClaimAllowed,
        termsPending: latest !== null && latest > profile.termsAndConditionsAcceptedVersion,
      },
    };
  } catch (error) {
    if (error instanceof PlayerApiError && error.logout) {
      auth.lost = false;
      auth.tokens = undefined;
      clearPlayer(session);
      return { kind: 'anonymous', ended: 'expired' };
    }
    throw error;
  }

  if (now - lastActiveAt >= ACTIVITY_WRITE_INTERVAL_MS || !session.has('lastActiveAt')) {
    session.set('lastActiveAt', now);
  }
  return { kind: 'authorised', player };
}
