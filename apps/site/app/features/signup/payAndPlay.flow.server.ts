/**
 * The pay-and-play flow on the server (spec 1 §6 "Pay and play", §7 the pay_and_play calls):
 * packages/flows `payAndPlayMachine` wired to the player API, its store, what the page sees of it
 * and its two forms (the amount, the sign-up details) through zod. The page's loader and posts
 * (payAndPlayPage.server.ts) run it, and open the session the finished flow logs in.
 *
 * - The cookie keeps the machine's resting state with its context, less the one-time code and the
 *   tokens (`storedPayAndPlay`): neither is needed again, and tokens belong in the session only.
 * - Beside it, the random `returnState` the bank must bring back (returnState.server.ts), which
 *   binds the bank's return to this browser.
 * - A step may include the bank's return and a login, so it settles within 60 s.
 * - No fraud-detection fingerprint is collected: the blackbox is empty.
 */
import { z } from 'zod';
import { PAY_AND_PLAY_MAX_AMOUNT, PAY_AND_PLAY_MIN_AMOUNT, parseMoneyInput } from '@casino/domain';
import {
  payAndPlayMachine,
  type LoginTokens,
  type PayAndPlayContext,
  type PayAndPlayUpdateInput,
  type PayAndPlayWaitingState,
} from '@casino/flows';
import type { PlayerApiClient } from '@casino/player-api';
import { apiActor, serverFlow, type FlowRun, type RestingFlow } from '../../lib/flowKit.server.ts';

const signUpFormSchema = z.object({
  email: z.string().max(254),
  phonePrefix: z.string().max(8),
  phoneNumber: z.string().max(20),
  marketingOptIn: z.boolean(),
});
const fieldErrorsSchema = z
  .object({ amount: z.string(), email: z.string(), phoneNumber: z.string() })
  .partial();

export const payAndPlayFlow = serverFlow({
  cookie: 'casino_flow_pnp',
  machine: payAndPlayMachine,
  context: z.object({
    redirectPath: z.string().max(2000).nullable(),
    amount: z.string().max(20).nullable(),
    sessionId: z.string().max(200).nullable(),
    bankIdUrl: z.string().max(2000).nullable(),
    oneTimeCode: z.null(),
    playerId: z.string().max(200).nullable(),
    showSignUpForm: z.boolean(),
    signUpForm: signUpFormSchema.nullable(),
    signUpBackendErrors: fieldErrorsSchema,
    error: z
      .object({
        messageId: z.string(),
        field: z.enum(['amount', 'email', 'phoneNumber']).optional(),
        remainingDays: z.number().optional(),
        isCooling: z.boolean().optional(),
      })
      .nullable(),
    tokens: z.null(),
  }),
  extras: z.object({ returnState: z.string().max(64) }),
  timeoutMs: 60_000,
});
export type StoredPayAndPlay = RestingFlow<typeof payAndPlayMachine> & { returnState?: string };

/** What to store of a settled run: no code, no tokens; the return state beside it. */
export function storedPayAndPlay(
  resting: NonNullable<FlowRun<typeof payAndPlayMachine>['resting']>,
  returnState: string | undefined,
): StoredPayAndPlay {
  return {
    value: resting.value,
    context: { ...resting.context, oneTimeCode: null, tokens: null },
    ...(returnState ? { returnState } : {}),
  };
}

export interface PayAndPlayDeps {
  playerApi: PlayerApiClient;
  address: string;
  country: string;
  currency: string;
  /** The API's language (the base of a region language). */
  language: string;
  returnUrl: string;
  termsVersion: () => Promise<number | null>;
}

export function payAndPlayMachineFor(deps: PayAndPlayDeps) {
  const { playerApi } = deps;
  return payAndPlayMachine.provide({
    actors: {
      authorise: apiActor<{ sessionId: string; bankIdUrl: string }, { amount: string }>(
        async ({ amount }) => {
          const answer = await playerApi.payAndPlayAuthorize({
            body: {
              amount,
              currency: deps.currency,
              country: deps.country,
              language: deps.language,
              redirectUrl: deps.returnUrl,
            },
          });
          return { sessionId: answer.sessionId, bankIdUrl: answer.redirectOutput.url };
        },
      ),
      verifyCode: apiActor<
        Awaited<ReturnType<PlayerApiClient['payAndPlayCode']>>,
        { sessionId: string; oneTimeCode: string }
      >(({ sessionId, oneTimeCode }) =>
        playerApi.payAndPlayCode({ body: { sessionId, oneTimeCode, ipAddress: deps.address, blackbox: '' } }),
      ),
      updatePlayer: apiActor<unknown, PayAndPlayUpdateInput>(async ({ sessionId, playerId, form }) =>
        playerApi.payAndPlayUpdate({
          body: updateBody({ sessionId, playerId, form }, (await deps.termsVersion()) ?? 0, deps.language),
        }),
      ),
      loginPlayer: apiActor<LoginTokens, { sessionId: string }>(({ sessionId }) =>
        playerApi.payAndPlayLogin({
          body: { sessionId, metadata: { blackbox: '', ipAddress: deps.address, country: deps.country } },
        }),
      ),
    },
  });
}

function updateBody(
  input: { sessionId: string; playerId: string; form: NonNullable<PayAndPlayContext['signUpForm']> },
  termsVersion: number,
  language: string,
) {
  return {
    playerId: input.playerId,
    sessionId: input.sessionId,
    email: input.form.email,
    mobilePhone: `${input.form.phonePrefix}${input.form.phoneNumber}`,
    termsAndConditionsAccepted: true,
    termsAndConditionsAcceptedVersion: termsVersion,
    marketingOptIn: input.form.marketingOptIn,
    languageCode: language,
  };
}

/** What the page shows of a stored flow (a new one is at the amount). */
export function payAndPlayView(flow: StoredPayAndPlay | null) {
  return {
    // The store takes only the machine's resting states.
    step: (flow?.value ?? 'amount') as PayAndPlayWaitingState,
    amount: flow?.context.amount ?? null,
    bankIdUrl: flow?.context.bankIdUrl ?? null,
    signUpForm: flow?.context.signUpForm ?? null,
    fieldErrors: flow?.context.signUpBackendErrors ?? {},
    error: flow?.context.error ?? null,
  };
}

export const payAndPlaySignUpSchema = z
  .object({
    email: z
      .string({ message: 'pnp.error.email' })
      .trim()
      .max(254, { message: 'pnp.error.email' })
      .pipe(z.email({ message: 'pnp.error.email' })),
    phonePrefix: z.string({ message: 'pnp.error.phonePrefix' }).regex(/^\+[1-9]\d{0,3}$/, {
      message: 'pnp.error.phonePrefix',
    }),
    phoneNumber: z
      .string({ message: 'pnp.error.phone' })
      .transform((value) => value.replace(/[\s\-().]/g, '').replace(/^0/, ''))
      .pipe(z.string().regex(/^\d{4,14}$/, { message: 'pnp.error.phone' })),
    terms: z.literal('on', { message: 'pnp.error.terms' }),
    marketing: z.literal('on').optional(),
  })
  .refine((form) => /^\+[1-9]\d{5,14}$/.test(`${form.phonePrefix}${form.phoneNumber}`), {
    message: 'pnp.error.phone',
    path: ['phoneNumber'],
  });

/**
 * The amount form: a one-click amount of the banner (`preset`, a plain decimal) or the typed one in
 * the page's number format, at most two decimals, within the pay-and-play range; and where to go
 * after the login.
 */
export function payAndPlayAmountForm(currency: string, formatting: string) {
  return z
    .object({
      preset: z.string().max(30).optional(),
      amount: z.string().max(30).optional(),
      redirect: z.string().max(2000).optional(),
    })
    .transform((form, ctx) => {
      const fail = (message: 'pnp.error.amount' | 'pnp.error.amount.decimals' | 'pnp.error.amount.range') => {
        ctx.addIssue({ code: 'custom', path: ['amount'], message });
        return z.NEVER;
      };
      const preset = form.preset || null;
      const parsed = preset
        ? /^\d{1,7}(\.\d{1,2})?$/.test(preset)
          ? { ok: true as const, value: Number(preset).toFixed(2) }
          : { ok: false as const, error: 'invalid' as const }
        : form.amount === undefined
          ? { ok: false as const, error: 'empty' as const }
          : parseMoneyInput(form.amount, currency, formatting);
      if (!parsed.ok)
        return fail(parsed.error === 'too_many_decimals' ? 'pnp.error.amount.decimals' : 'pnp.error.amount');
      const value = Number(parsed.value);
      if (value < PAY_AND_PLAY_MIN_AMOUNT || value > PAY_AND_PLAY_MAX_AMOUNT)
        return fail('pnp.error.amount.range');
      return { amount: parsed.value, redirect: form.redirect ?? null };
    });
}
