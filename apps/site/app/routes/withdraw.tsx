/**
 * Withdrawal `/my-account/banking/withdraw` (spec 2 §3 "Withdraw state", "Pending withdrawals",
 * §4 "Withdraw flow", §7 "Withdraw limit check", "Withdrawal request", "Cancel pending
 * withdrawal", §8 the cancel-limit warning). The machine of packages/flows `withdrawMachine`, run on
 * the server (flows/withdraw.server.ts) with plain form posts.
 *
 * - Every visit checks afresh (the check reads live limits and balance); a requested withdrawal's
 *   `pending` state is shown once.
 * - Pending withdrawals are listed with a cancel button each. A refused cancellation with
 *   WITHDRAWAL_LIMIT_REACHED shows the server's message in a warning toast; other refusals an
 *   error toast; a cancellation a success toast.
 */
import { useEffect, useId, useRef } from 'react';
import { Form, Link, data, redirect, useNavigation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatLocale, formatMoney } from '@casino/domain';
import type { WithdrawEvent, WithdrawRestingState } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import type { Route } from './+types/withdraw';
import { AmountField, ChoiceGroup } from '@casino/ui/components';
import * as styles from '../components/Banking.css.ts';
import { ServerDialog } from '../components/ServerDialog.tsx';
import { VerificationModal } from '../components/VerificationModal.tsx';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import {
  loadWithdrawMethods,
  stickyBonusesOf,
  withdrawFlow,
  withdrawFormSchema,
  withdrawMachineFor,
  withdrawView,
} from '../flows/withdraw.server.ts';
import { outcomeMessageId } from '../lib/bankingMessages.ts';
import { parseForm, readForm, type FieldErrors } from '../lib/form.server.ts';
import { useDateLocale, useT } from '../lib/i18n.ts';

function pageOf({ context }: Route.LoaderArgs | Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { state, session } = context.get(sessionContext);
  if (state.kind !== 'authorised') throw redirect(`/${formatLocale(locale)}/401`);
  const player = state.player;
  const machine = withdrawMachineFor({
    playerApi: app.playerApi,
    ipAddress: app.clientAddress ?? '127.0.0.1',
    blackbox: '',
    withdrawalAllowed: player.withdrawalAllowed,
  });
  return {
    app,
    locale,
    session,
    player,
    machine,
    path: `/${formatLocale(locale)}/my-account/banking/withdraw`,
    store: withdrawFlow.store(app.flowCookies),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { app, locale, player, machine, store } = pageOf(args);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const stored = store.read(args.request);
  let flow = stored;
  if (stored?.value === 'pending') {
    headers.append('Set-Cookie', store.write(null));
  } else {
    ({ resting: flow } = await withdrawFlow.run(machine, null, [{ type: 'start' }]));
    headers.append('Set-Cookie', store.write(flow));
  }
  if (!flow) throw new Error('The withdrawal flow ended without a result');
  const [pending, methods] = await Promise.all([
    app.playerApi.pendingWithdrawals().catch(() => null),
    loadWithdrawMethods(app.playerApi, app.content),
  ]);
  return data(
    {
      locale: formatLocale(locale),
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

const intentSchema = z.object({ intent: z.enum(['submit', 'continue', 'again', 'cancel']) });
const cancelSchema = z.object({
  pendingWithdrawalId: z.string().min(1).max(128),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
});

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

export async function action(args: Route.ActionArgs) {
  const { app, locale, session, player, machine, path, store } = pageOf(args);
  const invalid = (body: WithdrawActionData, status = 400) => data(body, { status });
  const form = (await readForm(args.request)) ?? {};
  const intent = intentSchema.safeParse(form);
  if (!intent.success) return invalid({ formError: 'banking.error.form' });
  const stored = store.read(args.request);

  let event: WithdrawEvent;
  if (intent.data.intent === 'cancel') {
    const parsed = cancelSchema.safeParse(form);
    if (!parsed.success) return invalid({ formError: 'banking.error.form' });
    event = { type: 'cancel', withdrawal: parsed.data };
  } else if (intent.data.intent === 'submit') {
    const methods = (await loadWithdrawMethods(app.playerApi, app.content)).map((m) => m.code);
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
      const bonuses = await stickyBonusesOf(app.playerApi, locale.siteLanguage);
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
    if (!failure) session.flash('toast', { kind: 'success', messageId: 'withdraw.cancelled' });
    else if (failure.code === 'WITHDRAWAL_LIMIT_REACHED') {
      session.flash('toast', {
        kind: 'warning',
        messageId: 'withdraw.cancelLimit',
        values: { message: failure.message || failure.code },
      });
    } else session.flash('toast', { kind: 'error', messageId: 'withdraw.cancelFailed' });
    return redirect(path, { status: 303, headers: { 'Set-Cookie': cookie } });
  }
  if (!accepted)
    return data({ formError: 'banking.error.expired' }, { status: 409, headers: { 'Set-Cookie': cookie } });
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

const COPY: Record<WithdrawRestingState, { heading: MessageId; text?: MessageId }> = {
  inactive: { heading: 'withdraw.title' },
  allowed: { heading: 'withdraw.allowed.heading' },
  selfLimitNotice: { heading: 'withdraw.selfLimit.heading' },
  verifyLoyal: { heading: 'withdraw.verify.loyal.heading', text: 'withdraw.verify.loyal.text' },
  suspended: { heading: 'withdraw.suspended.heading', text: 'withdraw.suspended.text' },
  verifyStrict: { heading: 'withdraw.verify.strict.heading', text: 'withdraw.verify.strict.text' },
  verifyRequired: { heading: 'withdraw.verify.required.heading', text: 'withdraw.verify.required.text' },
  verifyUnderReview: {
    heading: 'withdraw.verify.underReview.heading',
    text: 'withdraw.verify.underReview.text',
  },
  limitReached: { heading: 'withdraw.limit.heading', text: 'withdraw.limit.text' },
  error: { heading: 'withdraw.error.heading', text: 'banking.error.system' },
  pending: { heading: 'withdraw.pending.heading' },
};

export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const dateLocale = useDateLocale();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [search] = useSearchParams();
  // The verification modal's closed (inactive) state.
  const documentsClosed = search.get('documents') === 'closed';
  const result = (actionData as WithdrawActionData | undefined) ?? null;
  const { view } = loaderData;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [view.state]);
  const money = (amount: string) =>
    formatMoney(amount, loaderData.currency, {
      locale: loaderData.formatting,
      countryCode: loaderData.countryCode,
    });
  const path = `/${loaderData.locale}/my-account/banking/withdraw`;
  const copy = COPY[view.state];
  const formError = result?.formError ?? view.requestError;
  const showForm = view.state === 'allowed' || view.state === 'selfLimitNotice';
  // Loyal players may go on without documents, from the modal or the page.
  const continueLoyal =
    view.state === 'verifyLoyal' ? (
      <Form method="post" action={path}>
        <button
          type="submit"
          name="intent"
          value="continue"
          className={styles.secondaryButton}
          disabled={busy}
        >
          {t('withdraw.continue')}
        </button>
      </Form>
    ) : null;

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('withdraw.title')}</h1>
      <section
        className={styles.card}
        aria-labelledby={`${id}-step`}
        aria-busy={busy}
        data-state={view.state}
      >
        <h2 id={`${id}-step`} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t(copy.heading)}
        </h2>
        {formError ? (
          <p role="alert" className={styles.alert}>
            {t(formError)}
          </p>
        ) : null}
        {copy.text ? <p>{t(copy.text, { days: view.days ?? '' })}</p> : null}
        {view.state === 'selfLimitNotice' && view.limit !== null ? (
          <p>{t('withdraw.selfLimit.text', { limit: money(view.limit) })}</p>
        ) : null}
        {view.state.startsWith('verify') ? (
          <>
            <VerificationModal
              state={
                documentsClosed ? 'inactive' : view.state === 'verifyUnderReview' ? 'uploaded' : 'notify'
              }
              locale={loaderData.locale}
              path={path}
              text={copy.text ? t(copy.text, { days: view.days ?? '' }) : ''}
              later={continueLoyal}
            />
            <Link to={`/${loaderData.locale}/my-account/account/verification`}>
              {t('deposit.documents.verify')}
            </Link>
            {continueLoyal}
          </>
        ) : null}
        {view.state === 'pending' ? (
          <p role="status">{t('withdraw.pending.text', { amount: view.amount ? money(view.amount) : '' })}</p>
        ) : null}

        {showForm ? (
          <Form method="post" action={path} className={styles.form} noValidate>
            <input type="hidden" name="attemptKey" value={loaderData.attemptKey} />
            {view.mainBalance !== null ? (
              <p>{t('withdraw.available', { amount: money(view.mainBalance) })}</p>
            ) : null}
            <AmountField
              id={id}
              label={t('banking.amount.label', { currency: loaderData.currency })}
              defaultValue={result?.values?.amount}
              error={result?.fieldErrors?.amount && t(result.fieldErrors.amount)}
            />
            <ChoiceGroup
              id={`${id}-method`}
              legend={t('banking.method.label')}
              error={result?.fieldErrors?.paymentMethod && t(result.fieldErrors.paymentMethod)}
            >
              {loaderData.methods.map((method, index) => (
                <label key={method.code} className={styles.choice}>
                  <input type="radio" name="paymentMethod" value={method.code} defaultChecked={index === 0} />
                  {method.name}
                </label>
              ))}
            </ChoiceGroup>
            <div className={styles.actions}>
              <button
                type="submit"
                name="intent"
                value="submit"
                className={styles.secondaryButton}
                disabled={busy}
              >
                {t('withdraw.submit')}
              </button>
            </div>
          </Form>
        ) : !['verifyLoyal'].includes(view.state) ? (
          <Form method="post" action={path}>
            <button
              type="submit"
              name="intent"
              value="again"
              className={styles.secondaryButton}
              disabled={busy}
            >
              {t(view.state === 'pending' ? 'withdraw.again' : 'deposit.retry')}
            </button>
          </Form>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby={`${id}-pending`}>
        <h2 id={`${id}-pending`} className={styles.heading}>
          {t('withdraw.pendingList.heading')}
        </h2>
        {loaderData.pending === null ? (
          <p>{t('banking.error.system')}</p>
        ) : loaderData.pending.length === 0 ? (
          <p>{t('withdraw.pendingList.empty')}</p>
        ) : (
          <ul className={styles.links} data-testid="pending-withdrawals">
            {loaderData.pending.map((tx) => (
              <li key={tx.referenceId} className={styles.actions}>
                <span>
                  {money(tx.amount.replace(/^-/, ''))} ·{' '}
                  {new Date(tx.date).toLocaleString(dateLocale, { timeZone: 'UTC' })}
                </span>
                <Form method="post" action={path}>
                  <input type="hidden" name="pendingWithdrawalId" value={tx.referenceId} />
                  <input type="hidden" name="amount" value={tx.amount.replace(/^-/, '')} />
                  <button
                    type="submit"
                    name="intent"
                    value="cancel"
                    className={styles.secondaryButton}
                    disabled={busy}
                  >
                    {t('withdraw.cancel', { amount: money(tx.amount.replace(/^-/, '')) })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      {result?.forfeit ? (
        <ServerDialog
          titleId={`${id}-forfeit`}
          title={t('withdraw.forfeit.title')}
          closeHref={path}
          closeLabel={t('verification.modal.close')}
          testId="withdraw-forfeit"
        >
          <p>{t('withdraw.forfeit.text')}</p>
          <ul>
            {result.forfeit.bonuses.map((bonus) => (
              <li key={bonus.title}>
                {bonus.bonusAmount
                  ? t('withdraw.forfeit.bonus', { title: bonus.title, amount: money(bonus.bonusAmount) })
                  : bonus.title}
              </li>
            ))}
          </ul>
          <Form method="post" action={path} className={styles.actions}>
            <input type="hidden" name="amount" value={result.forfeit.form.amount} />
            <input type="hidden" name="paymentMethod" value={result.forfeit.form.paymentMethod} />
            {result.forfeit.form.attemptKey ? (
              <input type="hidden" name="attemptKey" value={result.forfeit.form.attemptKey} />
            ) : null}
            <input type="hidden" name="forfeitBonus" value="on" />
            <button
              type="submit"
              name="intent"
              value="submit"
              className={styles.primaryButton}
              disabled={busy}
            >
              {t('withdraw.forfeit.confirm')}
            </button>
            <Link className={styles.secondaryButton} to={path} data-autofocus>
              {t('rewards.keep')}
            </Link>
          </Form>
        </ServerDialog>
      ) : null}
    </article>
  );
}
