/**
 * The deposit page (routes/deposit.tsx; spec 2 §4 "Deposit flow"): the step the flow rests in —
 * the cashier (CashierForm: amount chips with one preselected and an other amount with what is left
 * of a limit, the methods as cards with logos and ranges, the last-used one preselected, the
 * deposit bonus offers as cards, and the "Deposit 50 €" button), the limit reached, documents
 * pending (with the verification modal), an error, the cashier, the result — each a plain post;
 * after a step change the step's heading takes the focus.
 *
 * The bonus is opt-in: "No bonus" starts checked, so a bonus (with its wagering) is always the
 * player's deliberate choice, never a default they have to notice and undo.
 */
import { useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { formatMoney, parseMoneyInput } from '@casino/domain';
import type { DepositRestingState } from '@casino/flows';
import { formatDateTime, type MessageId } from '@casino/i18n';
import { shell } from '@casino/ui';
import { FormActions, FormError, SubmitButton } from '@casino/ui/components';
import { useDateLocale, useT } from '../../lib/i18n.ts';
import * as styles from './banking.css.ts';
import { BonusOffers } from './BonusOffers.tsx';
import { CashierForm } from './CashierForm.tsx';
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
  const whole = (amount: string) =>
    loaderData.kind === 'flow'
      ? formatMoney(amount, loaderData.currency, {
          locale: loaderData.formatting,
          countryCode: loaderData.countryCode,
          wholeWithoutCents: true,
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
          <CashierForm
            id={id}
            action={loaderData.path}
            busy={busy}
            amount={{
              chipsLegend: t('banking.amount.chips'),
              // Round amounts read without cents ("50 €"), so four fit a phone's row.
              chips: loaderData.quickAmounts.map((value) => ({ value, label: whole(value) })),
              checkedChip: loaderData.checkedAmount,
              otherLabel: t('banking.amount.other', { currency: loaderData.currency }),
              defaultValue: result?.values?.amount,
              error: result?.fieldErrors?.amount && t(result.fieldErrors.amount),
              note:
                view.limitLeft !== null ? (
                  <p>{t('deposit.limitLeft', { amount: money(view.limitLeft) })}</p>
                ) : null,
              format: (typed) => {
                const parsed = parseMoneyInput(typed, loaderData.currency, loaderData.formatting);
                return parsed.ok && Number(parsed.value) > 0 ? whole(parsed.value) : null;
              },
            }}
            methods={{
              legend: t('banking.method.label'),
              error: result?.fieldErrors?.paymentMethod && t(result.fieldErrors.paymentMethod),
              checked: loaderData.checkedMethod,
              lastUsed: loaderData.lastUsedMethod,
              lastUsedLabel: t('banking.method.lastUsed'),
              options: loaderData.methods.map((method) => ({
                code: method.code,
                // The content's names are brand names; the card's is a description, so it is translated.
                name: method.code === 'CREDITCARD' ? t('banking.method.name.CREDITCARD') : method.name,
                logo: method.logo,
                note: `${t(`banking.method.kind.${method.kind}`)} · ${
                  method.max !== null
                    ? t('deposit.method.range', { min: money(method.min), max: money(method.max) })
                    : t('deposit.method.from', { min: money(method.min) })
                }`,
              })),
            }}
            after={
              loaderData.bonuses.length ? (
                <BonusOffers
                  id={`${id}-bonus`}
                  legend={t('deposit.bonus.legend')}
                  none={t('deposit.bonus.none')}
                  error={result?.fieldErrors?.bonusId && t(result.fieldErrors.bonusId)}
                  offers={loaderData.bonuses.map((bonus) => ({
                    id: bonus.id,
                    headline: bonus.name,
                    description: bonus.description,
                    terms:
                      bonus.keyTerms ??
                      [
                        ...(bonus.minDeposit
                          ? [t('deposit.bonus.minDeposit', { amount: money(bonus.minDeposit) })]
                          : []),
                        t('deposit.bonus.terms', {
                          multiplier: bonus.wrMultiplier,
                          currency: loaderData.currency,
                        }),
                      ].join(' · '),
                  }))}
                />
              ) : null
            }
            submit={{
              plain: t('banking.deposit'),
              withAmount: (amount) => t('deposit.submitAmount', { amount }),
            }}
          />
        ) : null}

        {view.state === 'limitReached' ? (
          <>
            <p>{t(view.limitMessage, { amount: money(view.limitLeft ?? '0') })}</p>
            {view.resetOn ? (
              <p>
                {t('deposit.limit.reset', {
                  date: formatDateTime(view.resetOn, dateLocale),
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
