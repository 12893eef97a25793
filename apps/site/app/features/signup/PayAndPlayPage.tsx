/**
 * The pay-and-play page (routes/signup-pnp.tsx; spec 1 §4 "Pay-and-play"): the step the flow rests
 * in, each a plain form post; after a step change the step's heading takes the focus.
 */
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { MessageId } from '@casino/i18n';
import { layout } from '@casino/ui';
import { FormError } from '@casino/ui/components';
import { useT } from '../../lib/i18n.ts';
import * as styles from './login.css.ts';
import { PayAndPlayAmountForm } from './PayAndPlayAmountForm.tsx';
import { PayAndPlayBanner } from './PayAndPlayBanner.tsx';
import { PayAndPlaySignUpForm } from './PayAndPlaySignUpForm.tsx';
import type {
  PayAndPlayFieldErrors,
  PayAndPlaySentValues,
  loadPayAndPlayPage,
  runPayAndPlayAction,
} from './payAndPlayPage.server.ts';

type Unwrapped<T> = T extends { data: infer D } ? D : T;
/** The page's data: the loader's answer without its headers. */
export type PayAndPlayPageData = Unwrapped<Awaited<ReturnType<typeof loadPayAndPlayPage>>>;
/** A refused post's answer. */
export type PayAndPlayActionData = Unwrapped<
  Exclude<Awaited<ReturnType<typeof runPayAndPlayAction>>, Response>
>;

export function PayAndPlayPage({
  loaderData,
  actionData,
}: {
  loaderData: PayAndPlayPageData;
  actionData: PayAndPlayActionData | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = loaderData.available ? loaderData.step : 'unavailable';
  const previous = useRef(step);
  // After a step change (without a reload) focus moves to the new step's heading.
  useEffect(() => {
    if (previous.current !== step) headingRef.current?.focus();
    previous.current = step;
  }, [step]);

  const title = loaderData.title ?? t('pnp.title');
  if (!loaderData.available) {
    return (
      <article aria-labelledby="pnp-title" data-step="unavailable">
        <h1 id="pnp-title">{title}</h1>
        <section className={layout.card} aria-labelledby="pnp-step">
          <h2 id="pnp-step" ref={headingRef} tabIndex={-1}>
            {t('pnp.unavailable.title')}
          </h2>
          <p>{t('pnp.unavailable.text')}</p>
          <p>
            <a className={layout.button} href={loaderData.signUpHref}>
              {t('pnp.unavailable.signup')}
            </a>
          </p>
        </section>
      </article>
    );
  }

  const data = loaderData;
  const sent: PayAndPlaySentValues | undefined = actionData?.values;
  const sentErrors: PayAndPlayFieldErrors = actionData?.fieldErrors ?? {};
  const error = data.error;
  const errorText = error ? t(error.messageId as MessageId, { days: error.remainingDays ?? 0 }) : null;
  const restartForm = (
    <Form method="post" replace>
      <input type="hidden" name="intent" value="restart" />
      <button type="submit" className={layout.button} disabled={busy}>
        {t('pnp.restart')}
      </button>
    </Form>
  );
  const heading = (text: string) => (
    <h2 id="pnp-step" ref={headingRef} tabIndex={-1}>
      {text}
    </h2>
  );

  let content: React.ReactNode;
  switch (data.step) {
    case 'amount':
    case 'authoriseError':
      content = (
        <>
          {heading(t('pnp.amount.heading'))}
          <p>{t('pnp.amount.intro')}</p>
          <FormError message={errorText && !error?.field ? errorText : null} />
          <PayAndPlayAmountForm
            currency={data.currency}
            presets={data.presets}
            defaultAmount={sent?.amount ?? data.defaultAmount}
            min={data.min}
            max={data.max}
            redirect={data.redirect}
            error={sentErrors.amount ?? (error?.field === 'amount' ? (error.messageId as MessageId) : null)}
            busy={busy}
          />
        </>
      );
      break;
    case 'bankIdentification':
      content = (
        <>
          {heading(t('pnp.bank.heading'))}
          <p>{t('pnp.bank.text', { amount: data.amount ?? '' })}</p>
          <p>
            <a className={layout.button} href={data.bankIdUrl ?? '#'}>
              {t('pnp.bank.continue')}
            </a>
          </p>
          {restartForm}
        </>
      );
      break;
    case 'verifyCodeError':
      content = (
        <>
          {heading(t('pnp.problem.heading'))}
          <FormError message={errorText} />
          {restartForm}
        </>
      );
      break;
    case 'signUpForm':
    case 'updatePlayerError': {
      const values = sent;
      content = (
        <>
          {heading(t('pnp.signup.heading'))}
          <p>{t('pnp.signup.intro')}</p>
          <FormError message={errorText} />
          <PayAndPlaySignUpForm
            locale={data.locale}
            prefixes={data.prefixes}
            values={{
              email: values?.email ?? data.signUpForm?.email ?? '',
              phonePrefix: values?.phonePrefix || data.signUpForm?.phonePrefix || data.countryPrefix,
              phoneNumber: values?.phoneNumber ?? data.signUpForm?.phoneNumber ?? '',
              marketing: values?.marketing ?? data.signUpForm?.marketingOptIn ?? false,
            }}
            errors={{
              ...(data.fieldErrors as PayAndPlayFieldErrors),
              ...sentErrors,
            }}
            busy={busy}
          />
        </>
      );
      break;
    }
    case 'loginError':
      content = (
        <>
          {heading(t('pnp.login.heading'))}
          <div role="alert" className={styles.alert}>
            <p>{errorText}</p>
            {error?.isCooling ? <p>{t('pnp.login.cooling')}</p> : null}
          </div>
          <Form method="post" replace>
            <input type="hidden" name="intent" value="retryLogin" />
            <button type="submit" className={layout.button} disabled={busy}>
              {t('pnp.login.retry')}
            </button>
          </Form>
          {restartForm}
        </>
      );
      break;
  }

  return (
    <article aria-labelledby="pnp-title" data-step={data.step}>
      <h1 id="pnp-title">{title}</h1>
      {data.description ? <p>{data.description}</p> : null}
      <div className={layout.grid}>
        <section className={layout.card} aria-labelledby="pnp-step" aria-busy={busy}>
          <FormError message={actionData?.formError ? t(actionData.formError) : null} />
          {content}
        </section>
        {data.banner ? <PayAndPlayBanner banner={data.banner} /> : null}
      </div>
    </article>
  );
}
