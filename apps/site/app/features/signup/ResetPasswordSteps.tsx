/**
 * The steps of the reset-password page (spec 1 §4 "Reset-password steps"): one plain
 * `<Form method="post">` per step, posted to the route's action, which runs the flow. Every field
 * has a label and its error and hints through `aria-describedby`; the form's backend error
 * (spec 1 §8 "Generic") is an alert beside it. After a step change the step's heading takes focus,
 * so screen readers announce where the player is.
 */
import { useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ResetPasswordStep } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import { layout } from '@casino/ui';
import { Field, FormError, RadioGroup } from '@casino/ui/components';
import { useT } from '../../lib/i18n.ts';
import * as loginStyles from './login.css.ts';
import * as styles from './resetPassword.css.ts';

export type ResetFieldErrors = Partial<Record<'email' | 'method' | 'code' | 'password' | 'confirm', string>>;

export interface ResetPasswordView {
  step: Exclude<ResetPasswordStep, 'complete'>;
  email: string | null;
  method: 'EMAIL' | 'SMS' | null;
  /** A code or link was sent again. */
  resent: boolean;
  /** Whether `next` moves forward (a step already reached). */
  canNext: boolean;
  /** The new-password rules (packages/flows `RESET_PASSWORD_RULES`), passed in to keep xstate out of the bundle. */
  rules: { min: number; max: number };
  backendError: MessageId | null;
}

export interface ResetPasswordResult {
  fieldErrors?: ResetFieldErrors;
  formError?: MessageId;
  backendError?: MessageId;
  values?: { email?: string; method?: string };
}

const STEP_NUMBER: Record<ResetPasswordView['step'], number> = { email: 1, verification: 2, password: 3 };

export function ResetPasswordSteps({
  view,
  total,
  result,
}: {
  view: ResetPasswordView;
  total: number;
  /** The answer of the last post, when it did not move the flow. */
  result: ResetPasswordResult | null;
}) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(view.step);
  const { step, rules } = view;

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const fieldErrors = result?.fieldErrors ?? {};
  const problem = result ? (result.backendError ?? result.formError ?? null) : view.backendError;
  const alertId = `${id}-alert`;
  /** What a field is described by besides its hint and error: the form's alert. */
  const alertRef = problem ? alertId : null;
  const errorOf = (field: keyof ResetFieldErrors) =>
    fieldErrors[field] ? t(fieldErrors[field] as MessageId, rules) : null;

  const backButton = (
    <button type="submit" name="intent" value="back" className={styles.secondaryButton} disabled={busy}>
      {t('reset.back')}
    </button>
  );
  const nextButton = view.canNext ? (
    <button type="submit" name="intent" value="next" className={styles.secondaryButton} disabled={busy}>
      {t('reset.next')}
    </button>
  ) : null;

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('reset.title')}</h1>
      <p className={layout.muted} data-testid="reset-progress">
        {t('reset.progress', { step: STEP_NUMBER[step], total })}
      </p>
      <section className={styles.page} aria-labelledby={`${id}-step`} data-step={step}>
        <h2 id={`${id}-step`} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {t(`reset.step.${step}`)}
        </h2>
        <FormError message={problem ? t(problem) : null} id={alertId} testId="reset-error" />

        {step === 'email' ? (
          <Form method="post" noValidate className={loginStyles.form} aria-busy={busy}>
            <p>{t('reset.email.intro')}</p>
            <Field
              id={`${id}-email`}
              label={t('reset.email.label')}
              error={errorOf('email')}
              describedBy={alertRef}
              errorTestId="reset-email-error"
            >
              {(control) => (
                <input
                  {...control}
                  className={loginStyles.input}
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  defaultValue={result?.values?.email ?? view.email ?? ''}
                />
              )}
            </Field>
            <RadioGroup
              id={`${id}-method`}
              name="method"
              legend={t('reset.method.legend')}
              error={errorOf('method')}
              defaultValue={result?.values?.method ?? view.method ?? 'EMAIL'}
              options={[
                { value: 'EMAIL', label: t('reset.method.email') },
                { value: 'SMS', label: t('reset.method.sms') },
              ]}
            />
            <div className={styles.actions}>
              <button type="submit" name="intent" value="email" className={layout.button} disabled={busy}>
                {busy ? t('reset.busy') : t('reset.email.submit')}
              </button>
              {nextButton}
            </div>
          </Form>
        ) : null}

        {step === 'verification' ? (
          <Form method="post" noValidate className={loginStyles.form} aria-busy={busy}>
            <p data-testid="reset-sent">
              {t(view.method === 'SMS' ? 'reset.verification.sms' : 'reset.verification.email', {
                email: view.email ?? '',
              })}
            </p>
            {view.resent ? <p role="status">{t('reset.verification.resent')}</p> : null}
            {view.method === 'SMS' ? (
              <Field
                id={`${id}-code`}
                label={t('reset.code.label')}
                hint={t('reset.code.hint')}
                error={errorOf('code')}
                describedBy={alertRef}
                errorTestId="reset-code-error"
              >
                {(control) => (
                  <input
                    {...control}
                    className={loginStyles.input}
                    type="text"
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    required
                    maxLength={12}
                  />
                )}
              </Field>
            ) : null}
            <div className={styles.actions}>
              {view.method === 'SMS' ? (
                <button type="submit" name="intent" value="code" className={layout.button} disabled={busy}>
                  {busy ? t('reset.busy') : t('reset.code.submit')}
                </button>
              ) : null}
              <button
                type="submit"
                name="intent"
                value="resend"
                className={styles.secondaryButton}
                disabled={busy}
              >
                {t(view.method === 'SMS' ? 'reset.resend.sms' : 'reset.resend.email')}
              </button>
              {backButton}
              {nextButton}
            </div>
          </Form>
        ) : null}

        {step === 'password' ? (
          <Form method="post" noValidate className={loginStyles.form} aria-busy={busy}>
            <p data-testid="reset-account">{t('reset.password.account', { email: view.email ?? '' })}</p>
            <div id={`${id}-rules`}>
              <p>{t('reset.rules.title')}</p>
              <ul className={styles.rules}>
                <li>{t('reset.rule.length', rules)}</li>
                <li>{t('reset.rule.letterDigit')}</li>
                <li>{t('reset.rule.email')}</li>
              </ul>
            </div>
            <Field
              id={`${id}-password`}
              label={t('reset.password.label')}
              error={errorOf('password')}
              describedBy={[`${id}-rules`, alertRef].filter(Boolean).join(' ')}
              errorTestId="reset-password-error"
            >
              {(control) => (
                <input
                  {...control}
                  className={loginStyles.input}
                  type="password"
                  name="password"
                  autoComplete="new-password"
                  required
                  minLength={rules.min}
                  maxLength={rules.max}
                />
              )}
            </Field>
            <Field
              id={`${id}-confirm`}
              label={t('reset.password.confirm')}
              error={errorOf('confirm')}
              describedBy={alertRef}
              errorTestId="reset-confirm-error"
            >
              {(control) => (
                <input
                  {...control}
                  className={loginStyles.input}
                  type="password"
                  name="confirm"
                  autoComplete="new-password"
                  required
                  maxLength={rules.max}
                />
              )}
            </Field>
            <div className={styles.actions}>
              <button type="submit" name="intent" value="password" className={layout.button} disabled={busy}>
                {busy ? t('reset.busy') : t('reset.password.submit')}
              </button>
              {backButton}
            </div>
          </Form>
        ) : null}
      </section>
    </article>
  );
}
