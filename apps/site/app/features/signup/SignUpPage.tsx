/**
 * The sign-up page (routes/signup.tsx; spec 1 §4 "Registration steps"): the step the flow is on,
 * as plain forms (React Router's <Form>, so they work before JavaScript loads), with the step's
 * heading taking the focus after a step change and the data layer's events of spec 1 §4.
 */
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { SignUpStep } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import { layout } from '@casino/ui';
import { FormError } from '@casino/ui/components';
import { pushDataLayer } from '../../lib/dataLayer.ts';
import { useT } from '../../lib/i18n.ts';
import { useSitePaths } from '../../lib/links.ts';
import type { FieldErrors } from './signup.flow.server.ts';
import type { loadSignUpPage } from './signupPage.server.ts';
import * as styles from './login.css.ts';
import {
  ContactFields,
  DetailsFields,
  PreviousButton,
  Verification,
  fieldErrorsOf,
  useMessage,
} from './SignUpSteps.tsx';

type Step = SignUpStep;

/** What the route's loader hands the page. */
export type SignUpPageData = Awaited<ReturnType<typeof loadSignUpPage>> & {
  locale: string;
  step: Step;
  pnpHref: string;
  /** A bonus code carried in from a registration page, and where to claim it once signed up. */
  bonusCode: string | null;
  claimHref: string | null;
};

/** What a refused post answers: the field errors and the values to show again. */
export interface SignUpActionData {
  errors: FieldErrors;
  values: Record<string, string>;
}

const STEP_NUMBERS: Partial<Record<Step, number>> = {
  details: 1,
  contactInfo: 2,
  verification: 3,
  complete: 4,
};

export function SignUpPage({
  loaderData,
  actionData,
}: {
  loaderData: SignUpPageData;
  actionData: SignUpActionData | undefined;
}) {
  const t = useT();
  const message = useMessage();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { step, flow, variant } = loaderData;
  const paths = useSitePaths();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const values = actionData && 'values' in actionData ? actionData.values : {};
  const errors: FieldErrors = {
    ...fieldErrorsOf(flow?.error),
    ...(actionData && 'errors' in actionData ? actionData.errors : {}),
  };
  const formError = flow?.error?.messageId ?? (errors['form'] ? errors['form'] : undefined);
  const errorShown = step !== 'duplicated' && step !== 'unsupported' && step !== 'attemptsExceeded';

  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (step === 'details' && !flow) pushDataLayer('registration_start');
    } else {
      heading.current?.focus();
    }
    if (step === 'complete') {
      pushDataLayer('registration_complete');
      if (!flow?.loginFailed) pushDataLayer('login_complete', { firstLogin: true });
    }
  }, [step, flow]);

  const onePage = variant !== 'standard';
  const stepNumber = STEP_NUMBERS[step];
  return (
    <div className={styles.signupLayout}>
      <article aria-labelledby="signup-title" className={styles.signupMain}>
        <h1 id="signup-title" tabIndex={-1} ref={heading} data-step={step}>
          {t(`signup.step.${step}` as MessageId)}
        </h1>
        {stepNumber && !onePage ? (
          <p className={layout.muted}>{t('signup.stepOf', { step: stepNumber, total: 4 })}</p>
        ) : null}
        <FormError message={formError && errorShown ? message(formError) : null} />

        {variant === 'bank-id-first' && loaderData.payAndPlay && step === 'details' ? (
          <section className={layout.card} aria-labelledby="signup-pnp">
            <h2 id="signup-pnp">{t('signup.pnp.title')}</h2>
            <p>{t('signup.pnp.text')}</p>
            <a className={layout.button} href={loaderData.pnpHref}>
              {t('signup.pnp.action')}
            </a>
          </section>
        ) : null}

        {loaderData.bonusCode && step !== 'complete' ? (
          <p data-testid="signup-bonus-code">{t('signup.bonusCode.kept', { code: loaderData.bonusCode })}</p>
        ) : null}

        {step === 'details' || (step === 'contactInfo' && onePage) ? (
          <Form method="post" className={styles.form} noValidate>
            <input type="hidden" name="intent" value={onePage ? 'all' : 'details'} />
            {loaderData.bonusCode ? (
              <input type="hidden" name="bonusCode" value={loaderData.bonusCode} />
            ) : null}
            <DetailsFields loaderData={loaderData} values={values} errors={errors} message={message} />
            {onePage ? (
              <ContactFields loaderData={loaderData} values={values} errors={errors} message={message} />
            ) : null}
            <button type="submit" className={layout.button} disabled={busy}>
              {busy ? t('signup.busy') : onePage ? t('signup.submit') : t('signup.next')}
            </button>
          </Form>
        ) : null}

        {step === 'contactInfo' && !onePage ? (
          <>
            <Form method="post" className={styles.form} noValidate>
              <input type="hidden" name="intent" value="contact" />
              <ContactFields loaderData={loaderData} values={values} errors={errors} message={message} />
              <button type="submit" className={layout.button} disabled={busy}>
                {busy ? t('signup.busy') : t('signup.submit')}
              </button>
            </Form>
            <PreviousButton label={t('signup.previous')} />
          </>
        ) : null}

        {step === 'verification' && flow ? (
          <Verification flow={flow} errors={errors} message={message} busy={busy} />
        ) : null}

        {step === 'complete' ? (
          <section aria-live="polite">
            <p data-testid="signup-complete">
              {t('signup.complete.text', { name: loaderData.firstName ?? '', brand: loaderData.brandName })}
            </p>
            {flow?.loginFailed ? (
              <p>
                <a href="#login">{t('signup.complete.login')}</a>
              </p>
            ) : loaderData.claimHref && loaderData.bonusCode ? (
              <p>
                <a className={layout.button} href={loaderData.claimHref} data-testid="signup-claim-code">
                  {t('signup.complete.claim', { code: loaderData.bonusCode })}
                </a>{' '}
                <a href={paths['deposit-modal']}>{t('signup.complete.deposit')}</a>{' '}
                <a href={paths.home}>{t('signup.complete.home')}</a>
              </p>
            ) : (
              <p>
                <a className={layout.button} href={paths['deposit-modal']}>
                  {t('signup.complete.deposit')}
                </a>{' '}
                <a href={paths.home}>{t('signup.complete.home')}</a>
              </p>
            )}
          </section>
        ) : null}

        {step === 'duplicated' ? (
          <section>
            <p role="alert">{t('signup.duplicated.text')}</p>
            <p>
              <a className={layout.button} href="#login">
                {t('signup.duplicated.login')}
              </a>{' '}
              <a href={paths['reset-password']}>{t('signup.duplicated.reset')}</a>
            </p>
            <PreviousButton label={t('signup.duplicated.other')} />
          </section>
        ) : null}

        {step === 'unsupported' ? (
          <section>
            <p role="alert">{t('signup.unsupported.text')}</p>
            <PreviousButton label={t('signup.unsupported.change')} />
          </section>
        ) : null}

        {step === 'attemptsExceeded' ? (
          <section>
            <p role="alert">{t('signup.attempts.text')}</p>
            <p>
              <a href={paths['contact-live-chat']}>{t('signup.attempts.support')}</a>
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="restart" />
              <button type="submit" className={layout.button}>
                {t('signup.restart')}
              </button>
            </Form>
          </section>
        ) : null}
      </article>

      {loaderData.offer ? (
        // The welcome offer as the home shows it (one offer, one source); it replaces the bonus CTA's
        // copy so the page never offers two different welcomes.
        <aside className={layout.card} aria-labelledby="signup-bonus" data-testid="welcome-offer">
          <p>{loaderData.offer.title}</p>
          <h2 id="signup-bonus" data-testid="welcome-offer-headline">
            {loaderData.offer.headline}
          </h2>
          <p data-testid="welcome-offer-terms">{loaderData.offer.keyTerms}</p>
          {loaderData.offer.significantTerms ? (
            <p>
              <small>{loaderData.offer.significantTerms}</small>
            </p>
          ) : null}
        </aside>
      ) : loaderData.bonus?.title ? (
        <aside className={layout.card} aria-labelledby="signup-bonus">
          <h2 id="signup-bonus">{loaderData.bonus.title}</h2>
          {loaderData.bonus.description ? <p>{loaderData.bonus.description}</p> : null}
        </aside>
      ) : null}
    </div>
  );
}
