/**
 * The sign-up flow on the server (spec 1 §4 "Registration steps", §5 "Sign-up validation"):
 * packages/flows `signUpMachine` wired to the player API, its store (lib/flowKit.server.ts: a
 * resting state and its context in an encrypted cookie, the final Complete kept so the page shows
 * it once), what the page may see of it, and its forms (signupForms.server.ts, re-exported here).
 * The route (routes/signup.tsx) keeps loader, action and page.
 *
 * The automatic login at the end is the retrying login of the shell (`signIn` with
 * `afterSignUp`), which stores the session; the deposit limit chosen at sign-up (UKGC RTS 12A) is
 * then set with the player's new session. A step may take the login's retries, so it settles
 * within 60 s rather than one call's 30.
 */
import { z } from 'zod';
import { SIGN_UP_ERROR_KINDS, apiLanguage } from '@casino/domain';
import {
  SIGNUP_STEPS,
  signUpMachine,
  signUpStepOf,
  type CodeChannel,
  type CodeInput,
  type LogInInput,
  type RegisterInput,
  type RegisterOutput,
  type SignUpContext,
  type SignUpStep,
  type UpdateInput,
  type VerifyInput,
} from '@casino/flows';
import type { PlayerApiClient } from '@casino/player-api';
import type { AuthHolder } from '../../lib/auth.server.ts';
import type { PlayerSession } from '../../lib/session.server.ts';
import { carriedBonusCodeSchema } from '../../lib/carriedBonusCode.server.ts';
import { apiActor, flowError, serverFlow, type RestingFlow } from '../../lib/flowKit.server.ts';
import { signIn } from './login.flow.server.ts';

// Its forms (signupForms.server.ts): the flow's posts as the machine's events.
export {
  codeForm,
  echo,
  parseContact,
  parseDetails,
  signUpEventsOf,
  signUpIntentSchema,
  type FieldErrors,
} from './signupForms.server.ts';

const pinStatus = z.enum(['uninitialized', 'sendSuccess', 'sendFail', 'verifySuccess', 'verifyFail']);

/** The machine's context as the flow cookie keeps it (the password in it never reaches the page). */
export const signUpContextSchema = z.object({
  details: z
    .object({
      firstName: z.string().max(100),
      lastName: z.string().max(100),
      email: z.string().max(254),
      password: z.string().max(128),
      countryCode: z.string().max(2),
      cpf: z.string().max(20).optional(),
    })
    .nullable(),
  contact: z
    .object({
      mobilePhone: z.string().max(20),
      dateOfBirth: z.string().max(10),
      postalCode: z.string().max(20),
      termsAccepted: z.boolean(),
      marketingOptIn: z.boolean(),
      depositLimit: z.object({ period: z.enum(['D', 'W', 'M']), amount: z.string().max(20) }).nullable(),
    })
    .nullable(),
  registration: z.object({ playerId: z.string().max(200), token: z.string().max(8192) }).nullable(),
  required: z.object({ sms: z.boolean(), email: z.boolean() }),
  pin: z.object({ sms: pinStatus, email: pinStatus }),
  channel: z.enum(['sms', 'email']).nullable(),
  attemptsLeft: z.number().int().nullable(),
  error: z
    .object({
      kind: z.enum(SIGN_UP_ERROR_KINDS),
      messageId: z.string().max(200).optional(),
      fields: z.record(z.string().max(60), z.string().max(1000)).optional(),
    })
    .nullable(),
  visitedSteps: z.array(z.enum([...SIGNUP_STEPS, 'duplicated', 'unsupported', 'attemptsExceeded'])),
  loginFailed: z.boolean(),
});

export const signUpFlow = serverFlow({
  cookie: 'casino_flow_signup',
  machine: signUpMachine,
  context: signUpContextSchema,
  keepFinal: true,
  timeoutMs: 60_000,
  // A bonus code carried in from a registration page (`?bonusCode=`), offered once the account is open.
  extras: z.object({ bonusCode: carriedBonusCodeSchema }),
});
export type StoredSignUp = RestingFlow<typeof signUpMachine> & { bonusCode?: string };

/** The step the page shows for a stored flow (a nested state by its top-level step). */
export function signUpStepFor(stored: StoredSignUp | null): SignUpStep {
  return stored ? signUpStepOf(stored.value.split('.')[0]) : 'details';
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

export function signUpMachineFor(runtime: SignUpRuntime) {
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
      register: apiActor<RegisterOutput, RegisterInput>((input) =>
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
      requestCode: apiActor<{ attemptsLeft: number }, CodeInput>((input) =>
        requestCode(input.channel, codeBody(input)),
      ),
      verifyCode: apiActor<unknown, VerifyInput>((input) => {
        const body = { ...codeBody(input), code: input.code, password: input.password };
        return input.channel === 'sms'
          ? playerApi.registrationSmsVerification({ headers, body })
          : playerApi.registrationEmailVerification({ headers, body });
      }),
      update: apiActor<unknown, UpdateInput>((input) =>
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
      logIn: apiActor<unknown, LogInInput>(async (input) => {
        const result = await signIn({
          session: runtime.session,
          auth: runtime.auth,
          playerApi,
          email: input.email,
          password: input.password,
          afterSignUp: true,
          now: Date.now(),
        });
        if (!result.ok) throw flowError(new Error(result.error.kind));
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
