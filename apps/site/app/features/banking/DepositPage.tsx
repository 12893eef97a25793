/**
 * The deposit page (routes/deposit.tsx; spec 2 §4 "Deposit flow"): the step the flow rests in —
 * the money form (the kit's MoneyForm: amount with one-tap amounts and what is left of a limit,
 * method with its range, the deposit bonus), the limit reached, documents pending (with the
 * verification modal), an error, the cashier, the result — each a plain post; after a step change
 * the step's heading takes the focus.
 */
import { useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { formatMoney } from '@casino/domain';
import type { DepositRestingState } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import { shell } from '@casino/ui';
import { FormActions, FormError, MoneyForm, RadioGroup, SubmitButton } from '@casino/ui/components';
import { useDateLocale, useT } from '../../lib/i18n.ts';
import * as styles from './banking.css.ts';
import type { DepositActionData, loadDepositPage } from './depositPage.server.ts';
import { VerificationModal } from './VerificationModal.tsx';

type Unwrapped<T> = T extends { data: infer D } ? D : T;
/** What the route's loader hands the page. */
export type DepositPageData = Unwrapped<Awaited<ReturnType<typeof loadDepositPage>>>;

const HEADINGS: Record<DepositRestingState, MessageId> = {
  inactive: 'deposit.title',
  allowed: 'deposit.allowed.heading',
  error: 'deposit.error.heading',
  limitReached: 'deposit.limit.heading',
  documentsPending: 'deposit.documents.heading',
  cashier: 'deposit.cashier.heading',
  result: 'deposit.result.heading',
};

export function DepositPage({
  loaderData,
  actionData,
}: {
  loaderData: DepositPageData;
  actionData: DepositActionData | undefined;
}) {
  const t = useT();
  const dateLocale = useDateLocale();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [search] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const result = (actionData as DepositActionData | undefined) ?? null;
  const step = loaderData.kind === 'flow' ? loaderData.view.state : loaderData.kind;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const money = (amount: string) =>
    loaderData.kind === 'flow'
      ? formatMoney(amount, loaderData.currency, {
          locale: loaderData.formatting,
          countryCode: loaderData.countryCode,
        })
      : amount;
  const { links } = loaderData;

  if (loaderData.kind !== 'flow') {
    const text: Record<typeof loaderData.kind, MessageId> = {
      anonymous: 'deposit.login',
      blocked: 'deposit.blocked',
      hidden: 'deposit.hidden',
    };
    return (
      <article className={styles.page}>
        <h1 className={styles.heading}>{t('deposit.title')}</h1>
        <p>{t(text[loaderData.kind])}</p>
        {loaderData.kind === 'anonymous' ? (
          <a href="#login">{t('header.login')}</a>
        ) : (
          <Link to={links.banking}>{t('banking.title')}</Link>
        )}
      </article>
    );
  }

  const { view } = loaderData;
  const formError = result?.formError ?? view.requestError;
  // The verification modal (closed: inactive) and the page's own notice say the same.
  const documentsClosed = search.get('documents') === 'closed';
  const documentsText =
    view.daysLeftToVerifyDocuments !== null
      ? t('deposit.documents.days', { days: view.daysLeftToVerifyDocuments })
      : t('deposit.documents.text');
  const verifyLater = view.canVerifyLater ? (
    <Form method="post" action={loaderData.path}>
      <SubmitButton intent="verifyLater" busy={busy}>
        {t('deposit.verifyLater')}
      </SubmitButton>
    </Form>
  ) : null;
  const restart = (intent: 'retry' | 'again', label: MessageId) => (
    <Form method="post" action={loaderData.path}>
      <SubmitButton intent={intent} busy={busy}>
        {t(label)}
      </SubmitButton>
    </Form>
  );

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('deposit.title')}</h1>
      <section className={styles.card} aria-labelledby={`${id}-step`} aria-busy={busy}>
        <h2 id={`${id}-step`} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t(HEADINGS[view.state])}
        </h2>
        <FormError message={formError ? t(formError) : null} />

        {view.state === 'allowed' ? (
          <MoneyForm
            id={id}
            action={loaderData.path}
            busy={busy}
            submitLabel={t('deposit.submit')}
            amount={{
              label: t('banking.amount.label', { currency: loaderData.currency }),
              defaultValue: result?.values?.amount,
              error: result?.fieldErrors?.amount && t(result.fieldErrors.amount),
              quickAmountsLabel: t('banking.amount.quick'),
              quickAmounts: loaderData.quickAmounts.map((value) => ({
                value,
                // Round amounts read without cents ("50 €"), so four fit a phone's row.
                label: formatMoney(value, loaderData.currency, {
                  locale: loaderData.formatting,
                  countryCode: loaderData.countryCode,
                  wholeWithoutCents: true,
                }),
              })),
              children:
                view.limitLeft !== null ? (
                  <p>{t('deposit.limitLeft', { amount: money(view.limitLeft) })}</p>
                ) : null,
            }}
            methods={{
              legend: t('banking.method.label'),
              error: result?.fieldErrors?.paymentMethod && t(result.fieldErrors.paymentMethod),
              options: loaderData.methods.map((method) => ({
                value: method.code,
                label: method.name,
                note:
                  method.max !== null
                    ? t('deposit.method.range', { min: money(method.min), max: money(method.max) })
                    : t('deposit.method.from', { min: money(method.min) }),
              })),
            }}
            after={
              loaderData.bonuses.length ? (
                <RadioGroup
                  id={`${id}-bonus`}
                  name="bonusId"
                  legend={t('deposit.bonus.legend')}
                  error={result?.fieldErrors?.bonusId && t(result.fieldErrors.bonusId)}
                  defaultValue=""
                  options={[
                    { value: '', label: t('deposit.bonus.none') },
                    ...loaderData.bonuses.map((bonus) => ({ value: bonus.id, label: bonus.name })),
                  ]}
                />
              ) : null
            }
          />
        ) : null}

        {view.state === 'limitReached' ? (
          <>
            <p>{t(view.limitMessage, { amount: money(view.limitLeft ?? '0') })}</p>
            {view.resetOn ? (
              <p>
                {t('deposit.limit.reset', {
                  date: new Date(view.resetOn).toLocaleString(dateLocale, { timeZone: 'UTC' }),
                })}
              </p>
            ) : null}
            {restart('retry', 'deposit.retry')}
          </>
        ) : null}

        {view.state === 'documentsPending' ? (
          <>
            <VerificationModal
              state={documentsClosed ? 'inactive' : 'notify'}
              path={loaderData.path}
              links={links}
              text={documentsText}
              later={verifyLater}
            />
            <p>{documentsText}</p>
            <FormActions>
              <Link to={links.verification}>{t('deposit.documents.verify')}</Link>
              {verifyLater}
            </FormActions>
          </>
        ) : null}

        {view.state === 'error' ? (
          <>
            {/* A failed call (500, timeout, no answer) is said by the alert above; the outcome's text
                ("the payment provider declined") would blame a refusal that never happened. */}
            {view.requestError ? null : <p>{t(view.outcomeMessage)}</p>}
            {restart('retry', 'deposit.retry')}
          </>
        ) : null}

        {view.state === 'cashier' ? (
          <>
            <p>{t('deposit.cashier.text')}</p>
            <FormActions>
              <Form method="post" action={loaderData.path}>
                <SubmitButton intent="cashier" busy={busy}>
                  {t('deposit.cashier.continue')}
                </SubmitButton>
              </Form>
              {restart('again', 'deposit.again')}
            </FormActions>
          </>
        ) : null}

        {view.state === 'result' && view.result ? (
          <>
            <p role="status" data-result={view.result}>
              {t(`deposit.result.${view.result}`, { amount: view.amount ? money(view.amount) : '' })}
            </p>
            <FormActions>
              {/* The money is there: the next step is playing, not another deposit. */}
              {view.result === 'success' ? (
                <Link to={links.casino} className={shell.primaryAction}>
                  {t('deposit.playNow')}
                </Link>
              ) : null}
              {restart('again', 'deposit.again')}
              <Link to={links.transactions}>{t('banking.transactions')}</Link>
            </FormActions>
          </>
        ) : null}
      </section>
    </article>
  );
}
