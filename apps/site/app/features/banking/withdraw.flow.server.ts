/**
 * The withdrawal flow on the server (spec 2 §4 "Withdraw flow", §7 "Withdraw limit check",
 * "Withdrawal request", "Cancel pending withdrawal"): packages/flows `withdrawMachine` wired to the
 * player API, its store, and what the page may see of it. The route (routes/withdraw.tsx) keeps
 * its loader, action and component.
 *
 * - The check reads the live limits and the MAIN balance together, so the form's bounds are the
 *   ones the request will meet.
 * - Methods are the player's recent deposit methods (a withdrawal goes back where money came from),
 *   by the brand's names and logos, the latest first (preselected); with none, the sandbox
 *   cashier's three.
 * - The request carries the form's idempotency key (made when the page was shown), so the same
 *   form sent twice withdraws once.
 */
import { z } from 'zod';
import { PAYMENT_METHOD_CODES, parseMoneyInput, walletBalances } from '@casino/domain';
import {
  INITIAL_WITHDRAW_CONTEXT,
  withdrawMachine,
  type WithdrawCancelInput,
  type WithdrawCheckOutput,
  type WithdrawRestingState,
  type WithdrawSubmission,
} from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import type { ContentClient, ImageUrlFor } from '@casino/content';
import type { PlayerApiClient } from '@casino/player-api';
import { methodKind } from './cashierView.ts';
import { loadPaymentMethodCatalogue } from './paymentMethods.server.ts';
import { apiActor, serverFlow, type RestingFlow } from '../../lib/flowKit.server.ts';
import {
  FALLBACK_METHODS,
  idempotency,
  outcomeMessageId,
  paymentMethodOf,
  type MoneyCallerInfo,
} from './money.server.ts';
import { rewardsLanguage } from '../../lib/rewardKinds.ts';

const failureSchema = z.object({
  status: z.number().int(),
  code: z.string().max(120),
  message: z.string().max(1000),
});

/** The machine's context as the flow cookie keeps it. */
export const withdrawContextSchema = z.object({
  outcome: z.string().max(120).nullable(),
  limit: z.string().max(40).nullable(),
  duration: z.enum(['D', 'W', 'M']),
  originalLimit: z.string().max(40).nullable(),
  daysLeftToVerifyDocuments: z.number().int().nullable(),
  mainBalance: z.string().max(40).nullable(),
  submission: z
    .object({
      amount: z.string().max(20),
      paymentMethod: z.string().max(40),
      attemptKey: z.string().max(64).optional(),
      forfeitBonus: z.boolean().optional(),
    })
    .nullable(),
  referenceId: z.string().max(128).nullable(),
  requestError: failureSchema.nullable(),
  cancelled: z.string().max(128).nullable(),
  cancelError: failureSchema.nullable(),
});

export const withdrawFlow = serverFlow({
  cookie: 'casino_flow_withdraw',
  machine: withdrawMachine,
  context: withdrawContextSchema,
});
export type StoredWithdrawal = RestingFlow<typeof withdrawMachine>;

export interface WithdrawRuntime extends MoneyCallerInfo {
  playerApi: PlayerApiClient;
  withdrawalAllowed: boolean;
}

export function withdrawMachineFor(runtime: WithdrawRuntime) {
  const { playerApi } = runtime;
  const caller = { ipAddress: runtime.ipAddress, blackbox: runtime.blackbox };
  return withdrawMachine.provide({
    actors: {
      check: apiActor<WithdrawCheckOutput>(async () => {
        const [check, wallet] = await Promise.all([
          playerApi.withdrawalCheck({ body: caller }),
          playerApi.wallet(),
        ]);
        return {
          ...check,
          mainBalance: walletBalances(wallet.balance).mainBalance,
          withdrawalAllowed: runtime.withdrawalAllowed,
        };
      }),
      requestWithdrawal: apiActor<{ referenceId: string; status: string }, WithdrawSubmission>((input) =>
        playerApi.withdrawalRequest({
          ...(input.attemptKey ? idempotency(input.attemptKey) : {}),
          body: {
            amount: input.amount,
            paymentMethod: paymentMethodOf(input.paymentMethod),
            ...caller,
            ...(input.forfeitBonus ? { forfeitBonus: true } : {}),
          },
        }),
      ),
      cancelWithdrawal: apiActor<unknown, WithdrawCancelInput>((input) =>
        playerApi.withdrawalCancellation({
          body: {
            pendingWithdrawalId: input.pendingWithdrawalId,
            amount: input.amount,
            cancelByPlayer: true,
          },
        }),
      ),
    },
  });
}

/** What the page may show of the flow. */
export function withdrawView(flow: StoredWithdrawal) {
  const context = { ...INITIAL_WITHDRAW_CONTEXT, ...flow.context };
  return {
    // The store takes only the machine's resting states.
    state: flow.value as WithdrawRestingState,
    limit: context.limit,
    mainBalance: context.mainBalance,
    days: context.daysLeftToVerifyDocuments,
    outcome: context.outcome,
    referenceId: context.referenceId,
    amount: context.submission?.amount ?? null,
    requestError: context.requestError ? outcomeMessageId(context.requestError.code) : null,
  };
}

export async function loadWithdrawMethods(
  playerApi: PlayerApiClient,
  content: ContentClient,
  imageUrlFor?: ImageUrlFor,
) {
  const [recent, catalogue] = await Promise.all([
    playerApi.recentDepositMethods().catch(() => []),
    loadPaymentMethodCatalogue(content, imageUrlFor),
  ]);
  const codes = [...new Set(recent.map((m) => m.paymentMethod))];
  return (codes.length ? codes : FALLBACK_METHODS).map((code) => ({
    code,
    name: catalogue.nameOf(code),
    kind: methodKind(code),
    logo: catalogue.logoOf(code),
  }));
}

/** The withdrawal form: an amount within the balance and the limit, a method offered. */
export function withdrawFormSchema(input: {
  currency: string;
  formatting: string;
  methods: readonly string[];
  stored: StoredWithdrawal | null;
}) {
  const context = { ...INITIAL_WITHDRAW_CONTEXT, ...input.stored?.context };
  return z
    .object({
      amount: z
        .string({ message: 'banking.amount.error.empty' })
        .max(20, { message: 'banking.amount.error.invalid' }),
      paymentMethod: z.enum(PAYMENT_METHOD_CODES, { message: 'banking.method.error' }),
      attemptKey: z.uuid().optional(),
      forfeitBonus: z.literal('on').optional(),
    })
    .transform((value, ctx): WithdrawSubmission => {
      const fail = (field: 'amount' | 'paymentMethod', message: MessageId) => {
        ctx.addIssue({ code: 'custom', path: [field], message });
        return z.NEVER;
      };
      if (!input.methods.includes(value.paymentMethod)) return fail('paymentMethod', 'banking.method.error');
      const amount = parseMoneyInput(value.amount, input.currency, input.formatting);
      if (!amount.ok) {
        return fail(
          'amount',
          amount.error === 'empty' ? 'banking.amount.error.empty' : 'banking.amount.error.invalid',
        );
      }
      const n = Number(amount.value);
      if (n <= 0) return fail('amount', 'banking.amount.error.tooSmall');
      const main = context.mainBalance === null ? Infinity : Number(context.mainBalance);
      const limit = context.limit === null ? Infinity : Number(context.limit);
      if (n > main) return fail('amount', 'banking.error.notEnoughFunds');
      if (n > limit) return fail('amount', 'banking.amount.error.tooLarge');
      return {
        amount: amount.value,
        paymentMethod: value.paymentMethod,
        ...(value.attemptKey ? { attemptKey: value.attemptKey } : {}),
        ...(value.forfeitBonus ? { forfeitBonus: true } : {}),
      };
    });
}

/**
 * The bonuses a withdrawal would forfeit (spec 2 §2 "withdrawal forfeit modal"): the active sticky
 * ones, asked before the request so the player confirms first; none when the call fails (the API
 * then refuses with error.withdrawal.bonus_forfeit_required, shown as the flow's error).
 */
export async function stickyBonusesOf(
  playerApi: PlayerApiClient,
  language: string,
): Promise<Array<{ title: string; bonusAmount: string | null }>> {
  try {
    const active = await playerApi.rewards({
      query: { rewardsType: 'ACTIVE', lang: rewardsLanguage(language) },
    });
    return active
      .filter((reward) => reward.bonusKind === 'STICKY' && reward.assignmentId !== null)
      .map((reward) => ({ title: reward.campaignDisplayInfo.title, bonusAmount: reward.bonusAmount }));
  } catch {
    return [];
  }
}

/** The withdrawal page's posts (the hidden `intent`). */
export const withdrawIntentForm = z.object({ intent: z.enum(['submit', 'continue', 'again', 'cancel']) });

/** A pending withdrawal to cancel: its id and amount, as the list shows them. */
export const withdrawCancelForm = z.object({
  pendingWithdrawalId: z.string().min(1).max(128),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
});
