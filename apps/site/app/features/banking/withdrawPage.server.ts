/**
 * The withdrawal page on the server (routes/withdraw.tsx; spec 2 §3 "Withdraw state", "Pending
 * withdrawals", §4 "Withdraw flow", §8 the cancel-limit warning): its loader and posts over the
 * flow (withdraw.flow.server.ts).
 *
 * - Every visit checks afresh (the check reads live limits and balance); a requested withdrawal's
 *   `pending` state is shown once.
 * - Pending withdrawals are listed with a cancel button each. A refused cancellation with
 *   WITHDRAWAL_LIMIT_REACHED shows the server's message in a warning toast; other refusals an
 *   error toast; a cancellation a success toast.
 */
import { data, redirect } from 'react-router';
import type { WithdrawEvent } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import { ERRORS } from '@casino/player-api';
import { parseForm, readForm, type FieldErrors } from '../../lib/form.server.ts';
import type { PlayerPageContext } from '../../lib/page.server.ts';
import { outcomeMessageId } from './money.server.ts';
import {
  loadWithdrawMethods,
  stickyBonusesOf,
  withdrawCancelForm,
  withdrawFlow,
  withdrawFormSchema,
  withdrawIntentForm,
  withdrawMachineFor,
  withdrawView,
} from './withdraw.flow.server.ts';

/** The flow's machine wired for this player, its store and the page's path. */
function withdrawPage(page: PlayerPageContext) {
  const { app, player } = page;
  const machine = withdrawMachineFor({
    playerApi: page.playerApi,
    ipAddress: app.clientAddress ?? '127.0.0.1',
    blackbox: '',
    withdrawalAllowed: player.withdrawalAllowed,
  });
  return { machine, path: page.href('banking-withdraw'), store: withdrawFlow.store(app.flowCookies) };
}

/** The page: a fresh check on every visit (a requested withdrawal's `pending` shown once), the pending list, the methods. */
export async function loadWithdrawPage(page: PlayerPageContext) {
  const { locale, player } = page;
  const { machine, path, store } = withdrawPage(page);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const stored = store.read(page.request);
  let flow = stored;
  if (stored?.value === 'pending') {
    headers.append('Set-Cookie', store.write(null));
  } else {
    ({ resting: flow } = await withdrawFlow.run(machine, null, [{ type: 'start' }]));
    headers.append('Set-Cookie', store.write(flow));
  }
  if (!flow) throw new Error('The withdrawal flow ended without a result');
  const [pending, methods] = await Promise.all([
    page.playerApi.pendingWithdrawals().catch(() => null),
    loadWithdrawMethods(page.playerApi, page.content, page.imageUrlFor),
  ]);
  return data(
    {
      path,
      links: { verification: page.href('account-verification'), banking: page.href('banking') },
      formatting: locale.formatting,
      currency: player.currency,
      countryCode: player.countryCode,
      view: withdrawView(flow),
      methods,
      // The withdrawal form's idempotency key: submitting the same form twice withdraws once.
      attemptKey: crypto.randomUUID(),
      pending:
        pending?.map((tx) => ({
          referenceId: tx.referenceId,
          amount: tx.amount,
          date: tx.transactionDate,
        })) ?? null,
    },
    { headers },
  );
}

export interface WithdrawActionData {
  fieldErrors?: FieldErrors<'amount' | 'paymentMethod'>;
  formError?: MessageId;
  values?: { amount: string };
  /** The forfeit modal: the sticky bonuses this withdrawal would forfeit, and the form to resend. */
  forfeit?: {
    bonuses: Array<{ title: string; bonusAmount: string | null }>;
    form: { amount: string; paymentMethod: string; attemptKey: string };
  };
}

/**
 * One post: a cancellation (a toast: done, the server's WITHDRAWAL_LIMIT_REACHED message as a
 * warning, or failed), a request (first the forfeit modal when it would forfeit a sticky bonus,
 * spec 2 §2), continue (a loyal player without documents), or again.
 */
export async function runWithdrawAction(page: PlayerPageContext) {
  const { locale, player } = page;
  const { machine, path, store } = withdrawPage(page);
  const invalid = (body: WithdrawActionData, status = 400) => data(body, { status });
  const form = (await readForm(page.request)) ?? {};
  const intent = parseForm(withdrawIntentForm, form);
  if (!intent.ok) return invalid({ formError: 'banking.error.form' });
  const stored = store.read(page.request);

  let event: WithdrawEvent;
  if (intent.data.intent === 'cancel') {
    const parsed = parseForm(withdrawCancelForm, form);
    if (!parsed.ok) return invalid({ formError: 'banking.error.form' });
    event = { type: 'cancel', withdrawal: parsed.data };
  } else if (intent.data.intent === 'submit') {
    const methods = (await loadWithdrawMethods(page.playerApi, page.content)).map((m) => m.code);
    const parsed = parseForm<ReturnType<typeof withdrawFormSchema>, 'amount' | 'paymentMethod'>(
      withdrawFormSchema({ currency: player.currency, formatting: locale.formatting, methods, stored }),
      form,
    );
    if (!parsed.ok) {
      return invalid({
        fieldErrors: parsed.fieldErrors,
        values: { amount: String(form['amount'] ?? '').slice(0, 20) },
      });
    }
    // spec 2 §2: with an active sticky bonus the player confirms its forfeit first.
    if (!parsed.data.forfeitBonus) {
      const bonuses = await stickyBonusesOf(page.playerApi, locale.siteLanguage);
      if (bonuses.length > 0) {
        return data({
          forfeit: {
            bonuses,
            form: {
              amount: String(form['amount'] ?? '').slice(0, 20),
              paymentMethod: parsed.data.paymentMethod,
              attemptKey: parsed.data.attemptKey ?? '',
            },
          },
        } satisfies WithdrawActionData);
      }
    }
    event = { type: 'submit', submission: parsed.data };
  } else {
    event = { type: intent.data.intent };
  }

  const { accepted, snapshot, resting } = await withdrawFlow.run(machine, stored, [event]);
  const cookie = store.write(resting);
  if (event.type === 'cancel') {
    const failure = snapshot.context.cancelError;
    if (!failure) page.toast({ kind: 'success', messageId: 'withdraw.cancelled' });
    else if (failure.code === ERRORS.withdrawalLimitReached.code) {
      page.toast({
        kind: 'warning',
        messageId: 'withdraw.cancelLimit',
        values: { message: failure.message || failure.code },
      });
    } else page.toast({ kind: 'error', messageId: 'withdraw.cancelFailed' });
    return redirect(path, { status: 303, headers: { 'Set-Cookie': cookie } });
  }
  if (!accepted)
    return data({ formError: 'banking.error.expired' } satisfies WithdrawActionData, {
      status: 409,
      headers: { 'Set-Cookie': cookie },
    });
  if (snapshot.value === 'allowed' && snapshot.context.requestError) {
    const status = snapshot.context.requestError.status;
    return data(
      { formError: outcomeMessageId(snapshot.context.requestError.code) } satisfies WithdrawActionData,
      {
        status: status >= 400 && status < 500 ? status : 502,
        headers: { 'Set-Cookie': cookie },
      },
    );
  }
  return redirect(path, { status: 303, headers: { 'Set-Cookie': cookie } });
}
