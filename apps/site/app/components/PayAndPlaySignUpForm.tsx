/**
 * The pay-and-play sign-up form (spec 1 §4: shown when the bank's answer lacks the e-mail or the
 * mobile phone): e-mail, dial prefix and number, the terms and the marketing choice. Errors of the
 * server's validation and of the update call land on their fields (aria-invalid, described by the
 * message).
 */
import { useId } from 'react';
import { Form } from 'react-router';
import type { MessageId } from '@casino/i18n';
import { a11y, layout } from '@casino/ui';
import { useT } from '../lib/i18n.ts';
import { EXTERNAL_LINK, useTermsHref } from './links.ts';
import * as styles from './login.css.ts';

type Field = 'email' | 'phonePrefix' | 'phoneNumber' | 'terms';

export interface PayAndPlaySignUpFormProps {
  locale: string;
  prefixes: ReadonlyArray<{ value: string; label: string }>;
  values: { email: string; phonePrefix: string; phoneNumber: string; marketing: boolean };
  errors: Partial<Record<Field | 'amount', MessageId>>;
  busy: boolean;
}

export function PayAndPlaySignUpForm({ locale, prefixes, values, errors, busy }: PayAndPlaySignUpFormProps) {
  const t = useT();
  const id = useId();
  const termsHref = useTermsHref(locale);
  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const invalid = (field: Field) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
  const message = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.alert}>
        {t(errors[field])}
      </p>
    ) : null;

  return (
    <Form method="post" replace className={styles.form} aria-busy={busy} noValidate>
      <input type="hidden" name="intent" value="signUp" />
      <div className={styles.field}>
        <label htmlFor={fieldId('email')}>{t('pnp.signup.email')}</label>
        <input
          id={fieldId('email')}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          {...invalid('email')}
        />
        {message('email')}
      </div>
      <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t('pnp.signup.phone')}</legend>
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, 1fr) 2fr', gap: '0.5rem' }}>
          <div className={styles.field}>
            <label htmlFor={fieldId('phonePrefix')}>{t('pnp.signup.phonePrefix')}</label>
            <select
              id={fieldId('phonePrefix')}
              className={styles.input}
              name="phonePrefix"
              autoComplete="tel-country-code"
              required
              defaultValue={values.phonePrefix}
              {...invalid('phonePrefix')}
            >
              {prefixes.map((prefix) => (
                <option key={prefix.value} value={prefix.value}>
                  {prefix.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('phoneNumber')}>{t('pnp.signup.phoneNumber')}</label>
            <input
              id={fieldId('phoneNumber')}
              className={styles.input}
              type="tel"
              name="phoneNumber"
              autoComplete="tel-national"
              inputMode="tel"
              required
              defaultValue={values.phoneNumber}
              {...invalid('phoneNumber')}
            />
          </div>
        </div>
        {message('phonePrefix')}
        {message('phoneNumber')}
      </fieldset>
      <div className={styles.field}>
        <label>
          <input type="checkbox" name="terms" required {...invalid('terms')} /> {t('pnp.signup.terms')}
        </label>
        <a href={termsHref} {...EXTERNAL_LINK}>
          {t('pnp.signup.termsLink')}
          <span className={a11y.visuallyHidden}> {t('footer.external')}</span>
        </a>
        {message('terms')}
      </div>
      <div className={styles.field}>
        <label>
          <input type="checkbox" name="marketing" defaultChecked={values.marketing} />{' '}
          {t('pnp.signup.marketing')}
        </label>
      </div>
      <button type="submit" className={layout.button} disabled={busy}>
        {busy ? t('pnp.signup.busy') : t('pnp.signup.submit')}
      </button>
    </Form>
  );
}
