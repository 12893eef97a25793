/**
 * The deposit flow on the server (spec 2 §4 "Deposit flow", §7 "Deposit limit check", "Deposit
 * request"): packages/flows `depositMachine` wired to the player API, its store, and what the page
 * may see of it. The route (routes/deposit.tsx) keeps its loader, action and component.
 *
 * - The idempotency key of an attempt is made here (`crypto.randomUUID()`), given to the machine
 *   with `start`/`retry`/`again` and kept in the cookie, so a second post of the same attempt (a
 *   double click, a resent form) sends the same key and never makes a second deposit.
 * - The cashier's return is confirmed by reading the deposit in the payment history; without a
 *   flow (the cookie expired while paying) the return is confirmed all the same.
 * - Methods come from the deposit-methods call under the brand's names and logos for them; when
 *   the call gives none, the sandbox cashier's three (`FALLBACK_METHODS`) with a minimum of 1.00.
 *   The recent deposit methods (latest first) say which one the cashier preselects (cashierView.ts).
 * - One-tap amounts (not shown by the spec): 20, 50, 100 and 200, kept to those at least one method
 *   takes and within what is left of a deposit limit.
 * - A deposit over what is left of a limit is refused by the form (`banking.amount.error.tooLarge`);
 *   a limit already reached (the check's SELF_LIMIT_REACHED or a limit of 0) is the view's
 *   `limitReached` with `limitMessage` and the amount left.
 */
import { z } from 'zod';
import {
  DEPOSIT_BONUS_TRIGGERS,
  PAYMENT_METHOD_CODES,
  depositResultOf,
  parseMoneyInput,
} from '@casino/domain';
import {
  INITIAL_DEPOSIT_CONTEXT,
  depositMachine,
  type DepositCheckOutput,
  type DepositConfirmInput,
  type DepositRequestInput,
  type DepositRequestOutput,
  type DepositRestingState,
  type DepositResultStatus,
  type DepositSubmission,
} from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import type { PlayerApiClient } from '@casino/player-api';
import type { PaymentMethodCatalogue, PaymentMethodLogo } from './paymentMethods.server.ts';
import { methodKind, type MethodKind } from './cashierView.ts';
import { apiActor, serverFlow, type RestingFlow } from '../../lib/flowKit.server.ts';
import {
  FALLBACK_METHODS,
  idempotency,
  outcomeMessageId,
  paymentMethodOf,
  type MoneyCallerInfo,
} from './money.server.ts';
import { rewardsLanguage } from '../../lib/rewardKinds.ts';

/** The machine's context as the flow cookie keeps it. */
export const depositContextSchema = z.object({
  attemptKey: z.string().max(64).nullable(),
  later: z.boolean(),
  outcome: z.string().max(120).nullable(),
  documentsStatus: z.enum(['verifyLoyal', 'verifyUnderReview', 'verifyRequired', 'verifyStrict']).nullable(),
  daysLeftToVerifyDocuments: z.number().int().nullable(),
  limitLeft: z.string().max(40).nullable(),
  limitType: z.enum(['DEPOSIT', 'SPEND']).nullable(),
  isSpendLimit: z.boolean(),
  resetOn: z.string().max(40).nullable(),
  submission: z
    .object({
      amount: z.string().max(20),
      paymentMethod: z.string().max(40),
      bonusId: z.string().max(128).nullable(),
    })
    .nullable(),
  referenceId: z.string().max(128).nullable(),
  redirectUrl: z.string().max(2048).nullable(),
  result: z.enum(['success', 'failed', 'pending']).nullable(),
  requestError: z.string().max(120).nullable(),
});

export const depositFlow = serverFlow({
  cookie: 'casino_flow_deposit',
  machine: depositMachine,
  context: depositContextSchema,
});
export type StoredDeposit = RestingFlow<typeof depositMachine>;

export interface DepositRuntime extends MoneyCallerInfo {
  playerApi: PlayerApiClient;
  currency: string;
  /** Absolute URL the cashier sends the player back to. */
  returnUrl: string;
}

export function depositMachineFor(runtime: DepositRuntime) {
  const { playerApi } = runtime;
  const caller = { ipAddress: runtime.ipAddress, blackbox: runtime.blackbox };
  return depositMachine.provide({
    actors: {
      check: apiActor<DepositCheckOutput, { later: boolean }>(({ later }) =>
        playerApi.depositCheck({ query: { later }, body: caller }),
      ),
      requestDeposit: apiActor<DepositRequestOutput, DepositRequestInput>((input) =>
        playerApi.depositRequest({
          ...idempotency(input.attemptKey),
          body: {
            amount: input.amount,
            currencyCode: runtime.currency,
            paymentMethod: paymentMethodOf(input.paymentMethod),
            ...(input.bonusId ? { bonusId: input.bonusId } : {}),
            ...caller,
            returnUrl: runtime.returnUrl,
          },
        }),
      ),
      confirm: apiActor<DepositResultStatus, DepositConfirmInput>(async (input) => {
        const page = await playerApi.transactions({ query: { category: 'PAYMENT', limit: 20 } });
        const found = page.find((transaction) => transaction.referenceId === input.referenceId);
        return found ? depositResultOf(found.status) : input.reported;
      }),
    },
  });
}

/** A stored attempt, or the cashier step of an unknown one (the return outlived its cookie). */
export function cashierFlowOf(stored: StoredDeposit | null): StoredDeposit {
  const flow = stored?.value === 'cashier' ? stored : { value: 'cashier', context: { referenceId: null } };
  return { value: flow.value, context: { ...INITIAL_DEPOSIT_CONTEXT, ...flow.context } };
}

/** What the page may show of the flow (no keys, no cashier address). */
export function depositView(flow: StoredDeposit) {
  const context = { ...INITIAL_DEPOSIT_CONTEXT, ...flow.context };
  return {
    // The store takes only the machine's resting states.
    state: flow.value as DepositRestingState,
    outcome: context.outcome,
    documentsStatus: context.documentsStatus,
    daysLeftToVerifyDocuments: context.daysLeftToVerifyDocuments,
    canVerifyLater: !context.later && context.documentsStatus !== 'verifyStrict',
    limitLeft: context.limitLeft,
    limitType: context.limitType,
    isSpendLimit: context.isSpendLimit,
    resetOn: context.resetOn,
    /** What the limit reached says: a spend or a deposit limit, with what is left (`limitLeft`). */
    limitMessage: (context.isSpendLimit ? 'deposit.limit.spend' : 'deposit.limit.deposit') as MessageId,
    result: context.result,
    amount: context.submission?.amount ?? null,
    /** The message of a refused check (the error state). */
    outcomeMessage: outcomeMessageId(context.outcome),
    requestError: context.requestError ? outcomeMessageId(context.requestError) : null,
  };
}
export type DepositView = ReturnType<typeof depositView>;

export interface DepositMethod {
  code: string;
  name: string;
  min: string;
  max: string | null;
  kind: MethodKind;
  logo: PaymentMethodLogo | null;
}

const CODES_ONLY: PaymentMethodCatalogue = { nameOf: (code) => code, logoOf: () => null };

/** The methods, by the brand's names and logos for them (the content's, as on the withdrawal page). */
export async function loadDepositMethods(
  playerApi: PlayerApiClient,
  catalogue: PaymentMethodCatalogue = CODES_ONLY,
): Promise<DepositMethod[]> {
  const list = await playerApi.depositMethods().catch(() => []);
  const method = (code: string, apiName: string | undefined, min: string, max: string | null) => ({
    code,
    name: catalogue.nameOf(code, apiName),
    min,
    max,
    kind: methodKind(code),
    logo: catalogue.logoOf(code),
  });
  if (list.length) return list.map((m) => method(m.paymentMethod, m.name, m.minAmount, m.maxAmount));
  return FALLBACK_METHODS.map((code) => method(code, undefined, '1.00', null));
}

/** The codes of the player's recent deposit methods, latest first (none when the call fails). */
export function loadRecentDepositMethods(playerApi: PlayerApiClient): Promise<string[]> {
  return playerApi
    .recentDepositMethods()
    .then((list) => list.map((m) => m.paymentMethod))
    .catch(() => []);
}

/**
 * The deposit bonuses this player may choose (spec 2 §3 selectBonus/selectedBonusId): the player's
 * eligible rewards (never drafts) whose trigger is a deposit, so a first-deposit bonus is offered
 * only before the first deposit, a deposit's free spins (Kestrel's welcome) among them; none when
 * the call fails (the deposit goes on without a bonus). A bonus with a smallest deposit refuses a
 * smaller amount in the form (`deposit.bonus.error.tooSmall`): the back office would take the
 * money and grant nothing.
 */
export interface DepositBonus {
  campaignId: string;
  name: string;
  description: string;
  /** Wagering requirement multiplier (spec 3 §3 Reward `wrMultiplier`). */
  wrMultiplier: number;
  sticky: boolean;
  /** The smallest deposit that takes the bonus (the player API's Reward `minDeposit`), or null. */
  minDeposit: string | null;
}

export function loadDepositBonuses(playerApi: PlayerApiClient, language: string): Promise<DepositBonus[]> {
  return playerApi
    .rewards({ query: { rewardsType: 'ELIGIBLE', lang: rewardsLanguage(language) } })
    .then((list) =>
      list
        .filter(
          (reward) => reward.campaignStatus === 'ACTIVE' && DEPOSIT_BONUS_TRIGGERS.has(reward.triggerEvent),
        )
        .map((reward) => ({
          campaignId: reward.campaignId,
          name: reward.campaignDisplayInfo.title,
          description: reward.campaignDisplayInfo.description,
          wrMultiplier: reward.wrMultiplier,
          sticky: reward.bonusKind === 'STICKY',
          minDeposit: reward.minDeposit ?? null,
        })),
    )
    .catch(() => []);
}

const QUICK_AMOUNTS = [20, 50, 100, 200] as const;

export function quickAmountsOf(methods: readonly DepositMethod[], limitLeft: string | null): string[] {
  return QUICK_AMOUNTS.filter(
    (amount) =>
      methods.some((m) => amount >= Number(m.min) && (m.max === null || amount <= Number(m.max))) &&
      (limitLeft === null || amount <= Number(limitLeft)),
  ).map(String);
}

/** The deposit form: an amount in the method's range and under the limit, a method, a bonus offered. */
export function depositFormSchema(input: {
  currency: string;
  formatting: string;
  methods: readonly DepositMethod[];
  bonuses: readonly Pick<DepositBonus, 'campaignId' | 'minDeposit'>[];
  limitLeft: string | null;
}) {
  const { currency, formatting, methods, bonuses, limitLeft } = input;
  return z
    .object({
      amount: z
        .string({ message: 'banking.amount.error.empty' })
        .max(20, { message: 'banking.amount.error.invalid' }),
      paymentMethod: z.enum(PAYMENT_METHOD_CODES, { message: 'banking.method.error' }),
      bonusId: z.string().max(128).optional().default(''),
    })
    .transform((form, ctx): DepositSubmission => {
      const method = methods.find((m) => m.code === form.paymentMethod);
      if (!method) {
        ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: 'banking.method.error' });
        return z.NEVER;
      }
      const bonus = bonuses.find((b) => b.campaignId === form.bonusId);
      if (form.bonusId && !bonus) {
        ctx.addIssue({ code: 'custom', path: ['bonusId'], message: 'deposit.bonus.error' });
        return z.NEVER;
      }
      const amount = parseMoneyInput(form.amount, currency, formatting);
      const fail = (message: MessageId) => {
        ctx.addIssue({ code: 'custom', path: ['amount'], message });
        return z.NEVER;
      };
      if (!amount.ok)
        return fail(amount.error === 'empty' ? 'banking.amount.error.empty' : 'banking.amount.error.invalid');
      const value = Number(amount.value);
      if (value <= 0 || value < Number(method.min)) return fail('banking.amount.error.tooSmall');
      if (
        (method.max !== null && value > Number(method.max)) ||
        (limitLeft !== null && value > Number(limitLeft))
      ) {
        return fail('banking.amount.error.tooLarge');
      }
      if (bonus?.minDeposit && value < Number(bonus.minDeposit)) {
        ctx.addIssue({ code: 'custom', path: ['bonusId'], message: 'deposit.bonus.error.tooSmall' });
        return z.NEVER;
      }
      return { amount: amount.value, paymentMethod: form.paymentMethod, bonusId: form.bonusId || null };
    });
}

/** The deposit page's posts (the hidden `intent`): pay, back to the cashier, verify later, start over. */
export const depositIntentForm = z.object({
  intent: z.enum(['submit', 'cashier', 'verifyLater', 'retry', 'again']),
});

/** The cashier's return (`payment`, its payment id, or `referenceId`, the deposit's transaction, and `status`). */
export const cashierReturnSchema = z.object({
  payment: z.string().min(1).max(128),
  status: z.enum(['success', 'failed', 'pending']),
});
