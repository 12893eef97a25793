/**
 * The sign-up flow on the server (spec 1 §4 "Registration steps"; ARCHITECTURE.md: server-driven
 * steps): the machine of packages/flows runs here with the real player API calls; its snapshot
 * lives in an encrypted flow cookie between form posts, so every step is a plain form post that
 * works before JavaScript loads.
 *
 * Each post: restore the snapshot, send the form's events, wait until the machine settles (no
 * `busy` tag), persist the snapshot. The automatic login at the end is the retrying login of the
 * shell (`signIn` with `afterSignUp`), which stores the session; the deposit limit chosen at
 * sign-up (UKGC RTS 12A) is then set with the player's new session.
 */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { z } from 'zod';
import { signUpMachine, type CodeChannel, type SignUpContext, type SignUpEvent } from '@casino/flows';
import { apiLanguage, type SignUpFailure } from '@casino/domain';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import { signIn, type AuthHolder } from './auth.server.ts';
import { runFlow } from './flowRunner.server.ts';
import { createFlowStore, type FlowCookieOptions } from './flowState.server.ts';
import type { PlayerSession } from './session.server.ts';

export const SIGNUP_FLOW_COOKIE = 'casino_flow_signup';

/** What the flow cookie holds: the machine's persisted snapshot (validated loosely, then by XState). */
const persistedSchema = z
  .object({ status: z.string(), value: z.unknown(), context: z.record(z.string(), z.unknown()) })
  .passthrough();

export function signUpFlowStore(options: FlowCookieOptions) {
  return createFlowStore(SIGNUP_FLOW_COOKIE, persistedSchema, options);
}

/** A player API error as the machine's `SignUpFailure` (status 0: no answer). */
function failure(error: unknown): SignUpFailure {
  if (error instanceof PlayerApiError) {
    return {
      status: error.code.startsWith('error.api.') && error.status === 0 ? 0 : error.status,
      code: error.code,
      message: error.message,
      validationErrors: error.validationErrors,
    };
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw failure(error);
  }
}

export interface SignUpRuntime {
  playerApi: PlayerApiClient;
  siteId: number;
  /** The page's site language (`inen` is sent as `en`). */
  language: string;
  termsVersion: number;
  captchaToken: string;
  session: PlayerSession;
  auth: AuthHolder;
}

function machineFor(runtime: SignUpRuntime) {
  const { playerApi } = runtime;
  const headers = { hcaptchaToken: runtime.captchaToken };
  const codeBody = (input: { registration: { playerId: string }; countryCode: string }) => ({
    playerId: input.registration.playerId,
    siteId: runtime.siteId,
    countryCode: input.countryCode,
  });
  const requestCode = (channel: CodeChannel, body: ReturnType<typeof codeBody>) =>
    channel === 'sms'
      ? playerApi.registrationSmsRequest({ headers, body })
      : playerApi.registrationEmailRequest({ headers, body });
  return signUpMachine.provide({
    actors: {
      register: fromPromise(({ input }) =>
        call(() =>
          playerApi.register({
            headers,
            body: {
              firstName: input.details.firstName,
              lastName: input.details.lastName,
              email: input.details.email,
              password: input.details.password,
              mobilePhone: input.contact.mobilePhone,
              countryCode: input.details.countryCode,
              languageCode: apiLanguage(runtime.language),
              termsAndConditions: input.contact.termsAccepted,
              termsAndConditionsAcceptedVersion: runtime.termsVersion,
              cookiePolicyAccepted: input.contact.termsAccepted,
              marketingOptIn: input.contact.marketingOptIn,
              allConditions: input.contact.termsAccepted && input.contact.marketingOptIn,
              ...(input.details.cpf ? { cpf: input.details.cpf } : {}),
            },
          }),
        ),
      ),
      requestCode: fromPromise(({ input }) => call(() => requestCode(input.channel, codeBody(input)))),
      verifyCode: fromPromise(({ input }) =>
        call(() => {
          const body = { ...codeBody(input), code: input.code, password: input.password };
          return input.channel === 'sms'
            ? playerApi.registrationSmsVerification({ headers, body })
            : playerApi.registrationEmailVerification({ headers, body });
        }),
      ),
      update: fromPromise(({ input }) =>
        call(() =>
          playerApi.updateRegistration({
            headers,
            body: {
              playerId: input.registration.playerId,
              token: input.registration.token,
              dateOfBirth: input.contact.dateOfBirth,
              postalCode: input.contact.postalCode,
              mobilePhone: input.contact.mobilePhone,
              countryCode: input.details.countryCode,
              termsAndConditionsAccepted: input.contact.termsAccepted,
              languageCode: apiLanguage(runtime.language),
            },
          }),
        ),
      ),
      logIn: fromPromise(async ({ input }) => {
        const result = await signIn({
          session: runtime.session,
          auth: runtime.auth,
          playerApi,
          email: input.email,
          password: input.password,
          afterSignUp: true,
          now: Date.now(),
        });
        if (!result.ok) throw failure(new Error(result.error.kind));
        if (input.depositLimit) {
          // The account exists and is logged in: a limit that cannot be set now is set later on the
          // limits page; the sign-up does not fail for it.
          await playerApi
            .updateDepositLimit({
              body: { duration: input.depositLimit.period, limit: input.depositLimit.amount },
            })
            .catch((error: unknown) => {
              console.warn(`[site] deposit limit at sign-up not set: ${(error as Error).message}`);
            });
        }
        return result;
      }),
    },
  });
}

export type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;

/**
 * Runs `events` on the flow restored from `persisted` (or a new flow) and answers the settled
 * snapshot and its persisted form for the cookie.
 */
export async function runSignUp(
  runtime: SignUpRuntime,
  persisted: unknown,
  events: readonly SignUpEvent[],
): Promise<{ snapshot: SignUpSnapshot; persisted: unknown }> {
  const { snapshot, persisted: next } = await runFlow(machineFor(runtime), events, {
    persisted,
    settled: (s) => s.status !== 'active' || (!s.hasTag('busy') && !s.matches({ verification: 'checking' })),
    timeoutMs: 60_000,
  });
  return { snapshot, persisted: next };
}

/** The flow's state for the page, without anything secret (the password never leaves the server). */
export function publicSignUpState(context: SignUpContext) {
  const { details, contact } = context;
  return {
    details: details && {
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      countryCode: details.countryCode,
      cpf: details.cpf ?? '',
      hasPassword: details.password.length > 0,
    },
    contact,
    required: context.required,
    pin: context.pin,
    channel: context.channel,
    attemptsLeft: context.attemptsLeft,
    error: context.error,
    visitedSteps: context.visitedSteps,
    loginFailed: context.loginFailed,
  };
}
export type PublicSignUpState = ReturnType<typeof publicSignUpState>;
