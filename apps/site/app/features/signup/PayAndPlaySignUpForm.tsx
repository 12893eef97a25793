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
import { CheckField, Field } from '@casino/ui/components';
import { useT } from '../../lib/i18n.ts';
import { EXTERNAL_LINK, useTermsHref } from '../../lib/links.ts';
import * as styles from './login.css.ts';

type FieldName = 'email' | 'phonePrefix' | 'phoneNumber' | 'terms';

export interface PayAndPlaySignUpFormProps {
  locale: string;
  prefixes: ReadonlyArray<{ value: string; label: string }>;
  values: { email: string; phonePrefix: string; phoneNumber: string; marketing: boolean };
  errors: Partial<Record<FieldName | 'amount', MessageId>>;
  busy: boolean;
}

export function PayAndPlaySignUpForm({ locale, prefixes, values, errors, busy }: PayAndPlaySignUpFormProps) {
  const t = useT();
  const id = useId();
  const termsHref = useTermsHref(locale);
  const fieldId = (field: FieldName) => `${id}-${field}`;
  const message = (field: FieldName) => (errors[field] ? t(errors[field]) : null);

  return (
    <Form method="post" replace className={styles.form} aria-busy={busy} noValidate>
      <input type="hidden" name="intent" value="signUp" />
      <Field id={fieldId('email')} label={t('pnp.signup.email')} error={message('email')}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={values.email}
          />
        )}
      </Field>
      <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t('pnp.signup.phone')}</legend>
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, 1fr) 2fr', gap: '0.5rem' }}>
          <Field
            id={fieldId('phonePrefix')}
            label={t('pnp.signup.phonePrefix')}
            error={message('phonePrefix')}
          >
            {(control) => (
              <select
                {...control}
                className={styles.input}
                name="phonePrefix"
                autoComplete="tel-country-code"
                required
                defaultValue={values.phonePrefix}
              >
                {prefixes.map((prefix) => (
                  <option key={prefix.value} value={prefix.value}>
                    {prefix.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={fieldId('phoneNumber')}
            label={t('pnp.signup.phoneNumber')}
            error={message('phoneNumber')}
          >
            {(control) => (
              <input
                {...control}
                className={styles.input}
                type="tel"
                name="phoneNumber"
                autoComplete="tel-national"
                inputMode="tel"
                required
                defaultValue={values.phoneNumber}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <div className={styles.field}>
        <CheckField
          id={fieldId('terms')}
          name="terms"
          required
          label={t('pnp.signup.terms')}
          error={message('terms')}
        >
          <a href={termsHref} {...EXTERNAL_LINK}>
            {t('pnp.signup.termsLink')}
            <span className={a11y.visuallyHidden}> {t('footer.external')}</span>
          </a>
        </CheckField>
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
