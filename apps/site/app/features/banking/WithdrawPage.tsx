/**
 * The withdrawal page (routes/withdraw.tsx; spec 2 §4 "Withdraw flow"): the step the flow rests in
 * — the cashier in the deposit's style (CashierForm: what may be withdrawn, the amount, the methods
 * as cards with logos, the latest preselected, and the "Withdraw 25 €" button), the self-limit
 * notice, the verification states with the verification modal, suspended, limit reached, error,
 * pending — the pending withdrawals with a cancel each, and the forfeit modal when the withdrawal
 * would forfeit a sticky bonus.
 */
import { useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { formatMoney, parseMoneyInput } from '@casino/domain';
import type { WithdrawRestingState } from '@casino/flows';
import { formatDateTime, type MessageId } from '@casino/i18n';
import { FormError, ServerDialog, SubmitButton } from '@casino/ui/components';
import { useDateLocale, useT } from '../../lib/i18n.ts';
import * as styles from './banking.css.ts';
import { CashierForm } from './CashierForm.tsx';
import { VerificationModal } from './VerificationModal.tsx';
import type { WithdrawActionData, loadWithdrawPage } from './withdrawPage.server.ts';

type Unwrapped<T> = T extends { data: infer D } ? D : T;
/** What the route's loader hands the page. */
export type WithdrawPageData = Unwrapped<Awaited<ReturnType<typeof loadWithdrawPage>>>;

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

export function WithdrawPage({
  loaderData,
  actionData,
}: {
  loaderData: WithdrawPageData;
  actionData: WithdrawActionData | undefined;
}) {
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
  const whole = (amount: string) =>
    formatMoney(amount, loaderData.currency, {
      locale: loaderData.formatting,
      countryCode: loaderData.countryCode,
      wholeWithoutCents: true,
    });
  const { path, links } = loaderData;
  const copy = COPY[view.state];
  const formError = result?.formError ?? view.requestError;
  const showForm = view.state === 'allowed' || view.state === 'selfLimitNotice';
  // Loyal players may go on without documents, from the modal or the page.
  const continueLoyal =
    view.state === 'verifyLoyal' ? (
      <Form method="post" action={path}>
        <SubmitButton intent="continue" busy={busy}>
          {t('withdraw.continue')}
        </SubmitButton>
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
        <FormError message={formError ? t(formError) : null} />
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
              links={links}
              path={path}
              text={copy.text ? t(copy.text, { days: view.days ?? '' }) : ''}
              later={continueLoyal}
            />
            <Link to={links.verification}>{t('deposit.documents.verify')}</Link>
            {continueLoyal}
          </>
        ) : null}
        {view.state === 'pending' ? (
          <p role="status">{t('withdraw.pending.text', { amount: view.amount ? money(view.amount) : '' })}</p>
        ) : null}

        {showForm ? (
          <CashierForm
            id={id}
            action={path}
            busy={busy}
            before={
              <>
                <input type="hidden" name="attemptKey" value={loaderData.attemptKey} />
                {view.mainBalance !== null ? (
                  <p>{t('withdraw.available', { amount: money(view.mainBalance) })}</p>
                ) : null}
              </>
            }
            amount={{
              chipsLegend: t('banking.amount.chips'),
              chips: [],
              checkedChip: null,
              otherLabel: t('banking.amount.label', { currency: loaderData.currency }),
              defaultValue: result?.values?.amount,
              error: result?.fieldErrors?.amount && t(result.fieldErrors.amount),
              format: (typed) => {
                const parsed = parseMoneyInput(typed, loaderData.currency, loaderData.formatting);
                return parsed.ok && Number(parsed.value) > 0 ? whole(parsed.value) : null;
              },
            }}
            methods={{
              legend: t('banking.method.label'),
              error: result?.fieldErrors?.paymentMethod && t(result.fieldErrors.paymentMethod),
              checked: loaderData.methods[0]?.code ?? null,
              lastUsed: null,
              lastUsedLabel: t('banking.method.lastUsed'),
              options: loaderData.methods.map((method) => ({
                code: method.code,
                name: method.code === 'CREDITCARD' ? t('banking.method.name.CREDITCARD') : method.name,
                logo: method.logo,
                note: t(`banking.method.kind.${method.kind}`),
              })),
            }}
            submit={{
              plain: t('withdraw.submit'),
              withAmount: (amount) => t('withdraw.submitAmount', { amount }),
            }}
          />
        ) : !['verifyLoyal'].includes(view.state) ? (
          <Form method="post" action={path}>
            <SubmitButton intent="again" busy={busy}>
              {t(view.state === 'pending' ? 'withdraw.again' : 'deposit.retry')}
            </SubmitButton>
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
                  {money(tx.amount.replace(/^-/, ''))} · {formatDateTime(tx.date, dateLocale)}
                </span>
                <Form method="post" action={path}>
                  <input type="hidden" name="pendingWithdrawalId" value={tx.referenceId} />
                  <input type="hidden" name="amount" value={tx.amount.replace(/^-/, '')} />
                  <SubmitButton intent="cancel" busy={busy}>
                    {t('withdraw.cancel', { amount: money(tx.amount.replace(/^-/, '')) })}
                  </SubmitButton>
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
            <SubmitButton intent="submit" variant="primary" busy={busy}>
              {t('withdraw.forfeit.confirm')}
            </SubmitButton>
            <Link className={styles.secondaryButton} to={path} data-autofocus>
              {t('rewards.keep')}
            </Link>
          </Form>
        </ServerDialog>
      ) : null}
    </article>
  );
}
