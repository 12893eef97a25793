/**
 * The login flow on the server (spec 1 §4 "Login", §8 "Login"): packages/flows `loginMachine`
 * wired to the player API and run by the flow kit, start to end within one request (the popup's
 * post, or the automatic login at the end of a sign-up), so it keeps no cookie; its form; and
 * `signIn`, which runs it and stores the session it opens (lib/auth.server.ts
 * `establishSession`): one attempt from the popup, or five 3 s apart after sign-up, with the
 * confirm-user retry on not-found.
 */
import { z } from 'zod';
import { classifyLoginError, type LoginError } from '@casino/domain';
import { loginMachine, type LoginCredentials, type LoginOutput, type LoginTokens } from '@casino/flows';
import { LOGIN_FAILURE_MESSAGES, STRING_LIMITS, type PlayerApiClient } from '@casino/player-api';
import { UnusableTokensError, establishSession, type AuthHolder } from '../../lib/auth.server.ts';
import { apiActor, runMachine } from '../../lib/flowKit.server.ts';
import { clearPlayer, type LoginFailure, type PlayerSession } from '../../lib/session.server.ts';

/**
 * A password longer than the contract takes: no account has it (sign-up and reset cap it too), so
 * it is answered as the wrong password it is, without a call; never shown as such.
 */
export const LOGIN_PASSWORD_TOO_LONG = 'login.error.passwordTooLong';

/** The login popup's form (spec 1 §4 "Login popup"). */
export const loginForm = z.object({
  email: z.email({ message: 'login.error.email' }).max(254),
  password: z
    .string()
    .min(1, { message: 'login.error.password' })
    .max(STRING_LIMITS.password, { message: LOGIN_PASSWORD_TOO_LONG }),
  redirect: z.string().max(2000).optional(),
  /** The page the popup was opened on (relative to the locale prefix). */
  from: z.string().max(2000).optional(),
  bonusCode: z
    .string()
    .max(64)
    .regex(/^[\w-]*$/)
    .optional(),
});

/** Enough for the retrying login after a sign-up (several attempts a few seconds apart). */
const LOGIN_TIMEOUT_MS = 60_000;

export function loginMachineFor(playerApi: PlayerApiClient) {
  return loginMachine.provide({
    actors: {
      signIn: apiActor<LoginTokens, LoginCredentials>((credentials) =>
        playerApi.signIn({ body: credentials }),
      ),
      confirmUser: apiActor<boolean, { email: string }>(
        async ({ email }) => (await playerApi.confirmUser({ body: { email } })).confirmed,
      ),
    },
    actions: {
      reportError: (_, { error }) => {
        console.warn(`[site] login refused: ${error.kind}`);
      },
    },
  });
}

/** Runs one login: the tokens, or the classified error (spec 1 §8). */
export async function runLogin(
  playerApi: PlayerApiClient,
  credentials: { email: string; password: string; afterSignUp?: boolean },
): Promise<{ ok: true; output: LoginOutput } | { ok: false; error: LoginError }> {
  const { snapshot } = await runMachine(
    loginMachineFor(playerApi),
    null,
    [
      {
        type: 'submit',
        email: credentials.email,
        password: credentials.password,
        ...(credentials.afterSignUp ? { afterSignUp: true } : {}),
      },
    ],
    { timeoutMs: LOGIN_TIMEOUT_MS },
  );
  if (snapshot.status === 'done' && snapshot.output) return { ok: true, output: snapshot.output };
  return { ok: false, error: snapshot.context.error! };
}

/** The failure a refused login form shows: the first problem of the form, as the popup words it. */
export function loginFormFailure(fieldErrors: Partial<Record<string, string>>): LoginFailure {
  const [field, message] = Object.entries(fieldErrors)[0] ?? ['email', ''];
  if (field === 'password' && message === LOGIN_PASSWORD_TOO_LONG) {
    const wrong = classifyLoginError(LOGIN_FAILURE_MESSAGES.unauthorized());
    return { messageId: wrong.messageId, uiKey: wrong.uiKey };
  }
  const shown = field === 'password' ? 'password' : 'email';
  return {
    messageId: message?.startsWith('login.') ? message : `login.error.${shown}`,
    field: shown,
  };
}

export type SignInResult = { ok: true; firstLogin: boolean } | { ok: false; error: LoginError };

/**
 * Signs a player in through the login flow and stores the session. `afterSignUp` selects the
 * retrying login of spec 1 §4.
 */
export async function signIn(input: {
  session: PlayerSession;
  auth: AuthHolder;
  playerApi: PlayerApiClient;
  email: string;
  password: string;
  afterSignUp?: boolean;
  now: number;
}): Promise<SignInResult> {
  const { playerApi } = input;
  const login = await runLogin(playerApi, input);
  if (!login.ok) return { ok: false, error: login.error };
  const { tokens, firstLogin } = login.output;
  clearPlayer(input.session);
  try {
    await establishSession(input.session, input.auth, playerApi, tokens, input.now);
  } catch (error) {
    if (!(error instanceof UnusableTokensError)) throw error;
    // The login popup's error path with the generic "try again" message, not a 500.
    console.warn(`[site] login not kept: ${error.message}`);
    return { ok: false, error: UNUSABLE_TOKENS_ERROR };
  }
  return { ok: true, firstLogin };
}

/** What the player sees when the API's tokens cannot be kept: "Something went wrong on our side…". */
const UNUSABLE_TOKENS_ERROR: LoginError = {
  ...classifyLoginError(null),
  messageId: 'error.system.error',
  message: 'The login tokens could not be kept',
};
