/**
 * The deposit and withdrawal flows on the server (spec 2 §4 "Deposit flow", "Withdraw flow";
 * ARCHITECTURE.md server-driven steps): the machines of packages/flows run here with the player
 * API calls; their resting snapshots live in encrypted flow cookies between plain form posts.
 *
 * - Deposit: the idempotency key of the attempt is made here (`crypto.randomUUID()`), given to the
 *   machine with `start`/`retry`/`again` and kept in the cookie, so a second post of the same
 *   attempt (a double click, a resent form) sends the same key and never makes a second deposit.
 * - The cashier's return is confirmed by reading the deposit in the payment history.
 */
import { fromPromise } from 'xstate';
import { z } from 'zod';
import {
  DEPOSIT_RESTING_STATES,
  WITHDRAW_RESTING_STATES,
  depositMachine,
  withdrawMachine,
  type DepositCheckOutput,
  type DepositConfirmInput,
  type DepositRequestInput,
  type DepositRequestOutput,
  type DepositResultStatus,
  type WithdrawCancelInput,
  type WithdrawCheckOutput,
  type WithdrawSubmission,
} from '@casino/flows';
import { depositResultOf, walletBalances } from '@casino/domain';
import type { PlayerApiClient } from '@casino/player-api';
export { outcomeMessageId } from './bankingMessages.ts';
import { createFlowStore, type FlowCookieOptions } from './flowState.server.ts';

const persisted = <S extends readonly [string, ...string[]]>(states: S) =>
  z.object({ value: z.enum(states), context: z.record(z.string(), z.unknown()) });

export const depositFlowStore = (options: FlowCookieOptions) =>
  createFlowStore('casino_flow_deposit', persisted(DEPOSIT_RESTING_STATES), options);
export const withdrawFlowStore = (options: FlowCookieOptions) =>
  createFlowStore('casino_flow_withdraw', persisted(WITHDRAW_RESTING_STATES), options);

export type { RestingFlow as PersistedFlow } from './flowRunner.server.ts';

/** The player's address and device fingerprint the money calls carry (spec 2 §7). */
export interface MoneyCallerInfo {
  ipAddress: string;
  blackbox: string;
}

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
      check: fromPromise<DepositCheckOutput, { later: boolean }>(({ input }) =>
        playerApi.depositCheck({ query: { later: input.later }, body: caller }),
      ),
      requestDeposit: fromPromise<DepositRequestOutput, DepositRequestInput>(({ input }) =>
        playerApi.depositRequest({
          ...idempotency(input.attemptKey),
          body: {
            amount: input.amount,
            currencyCode: runtime.currency,
            paymentMethod: input.paymentMethod as never,
            ...(input.bonusId ? { bonusId: input.bonusId } : {}),
            ...caller,
            returnUrl: runtime.returnUrl,
          },
        }),
      ),
      confirm: fromPromise<DepositResultStatus, DepositConfirmInput>(async ({ input }) => {
        const page = await playerApi.transactions({ query: { category: 'PAYMENT', limit: 20 } });
        const found = page.find((transaction) => transaction.referenceId === input.referenceId);
        return found ? depositResultOf(found.status) : input.reported;
      }),
    },
  });
}

/** The idempotency key of a money request (the contract's `Idempotency-Key` header). */
function idempotency(key: string) {
  return { headers: { 'Idempotency-Key': key } };
}

export interface WithdrawRuntime extends MoneyCallerInfo {
  playerApi: PlayerApiClient;
  withdrawalAllowed: boolean;
}

export function withdrawMachineFor(runtime: WithdrawRuntime) {
  const { playerApi } = runtime;
  const caller = { ipAddress: runtime.ipAddress, blackbox: runtime.blackbox };
  return withdrawMachine.provide({
    actors: {
      check: fromPromise<WithdrawCheckOutput>(async () => {
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
      requestWithdrawal: fromPromise<{ referenceId: string; status: string }, WithdrawSubmission>(
        ({ input }) =>
          playerApi.withdrawalRequest({
            ...(input.attemptKey ? idempotency(input.attemptKey) : {}),
            body: { amount: input.amount, paymentMethod: input.paymentMethod as never, ...caller },
          }),
      ),
      cancelWithdrawal: fromPromise<unknown, WithdrawCancelInput>(({ input }) =>
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
