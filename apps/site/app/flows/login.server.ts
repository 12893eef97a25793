/**
 * The login flow on the server (spec 1 §4 "Login", §8 "Login"): packages/flows `loginMachine`
 * wired to the player API and run by the flow kit, start to end within one request (the popup's
 * post, or the automatic login at the end of a sign-up), so it keeps no cookie. The session it
 * opens is stored by lib/auth.server.ts `signIn`.
 */
import type { LoginError } from '@casino/domain';
import { loginMachine, type LoginCredentials, type LoginOutput, type LoginTokens } from '@casino/flows';
import type { PlayerApiClient } from '@casino/player-api';
import { apiActor, runMachine } from './kit.server.ts';

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
