/**
 * The sign-up page's steps (routes/signup.tsx): the labelled field with its hint and error, the
 * Details and ContactInfo fields, the Verification step, and the "previous" button. Every field
 * names its hint and error with `aria-describedby` and marks itself invalid; messages come as
 * catalogue ids from the server and read as the generic field message when the catalogue has no
 * such id.
 */
import { useState } from 'react';
import { Form } from 'react-router';
import type { SignUpError } from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { a11y, layout } from '@casino/ui';
import { CheckField, Field } from '@casino/ui/components';
import type { PublicSignUpState } from './signup.flow.server.ts';
import { useT } from '../../lib/i18n.ts';
import * as styles from './login.css.ts';
import { EXTERNAL_LINK, useTermsHref, useSitePaths } from '../../lib/links.ts';

/** Field errors of a step: message ids by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/** What the steps' fields read of the page's data. */
export interface SignUpFieldsData {
  locale: string;
  countries: ReadonlyArray<{ code: string; name: string }>;
  prefixes: ReadonlyArray<{ code: string; name: string; isd: string }>;
  cpfCountries: readonly string[];
  defaults: { countryCode: string };
  flow: PublicSignUpState | null;
  /** The market asks every new player for a deposit limit (the brand's `marketRules`). */
  limitRequired?: boolean;
}

/** A server message id, or the generic field message when the catalogue has no such id. */
export function useMessage() {
  const t = useT();
  return (id: string | undefined) => {
    if (!id) return '';
    const text = t(id as MessageId);
    return text === id ? t('signup.error.field') : text;
  };
}

export function fieldErrorsOf(error: SignUpError | null | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, id] of Object.entries(error?.fields ?? {})) {
    out[field === 'mobilePhone' ? 'phoneNumber' : field] = id;
  }
  return out;
}

export function PreviousButton({ label }: { label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="previous" />
      <button type="submit" className={styles.linkButton}>
        {label}
      </button>
    </Form>
  );
}

interface FieldsProps {
  loaderData: SignUpFieldsData;
  values: Record<string, string>;
  errors: FieldErrors;
  message: (id: string | undefined) => string;
}

export function DetailsFields({ loaderData, values, errors, message }: FieldsProps) {
  const t = useT();
  const details = loaderData.flow?.details;
  const [country, setCountry] = useState(
    values['countryCode'] ?? details?.countryCode ?? loaderData.defaults.countryCode,
  );
  const cpf = loaderData.cpfCountries.includes(country) || Boolean(errors['cpf']);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('signup.details.legend')}</legend>
      <Field id="signup-firstName" label={t('signup.firstName')} error={message(errors['firstName'])}>
        {(props) => (
          <input
            {...props}
            className={styles.input}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={values['firstName'] ?? details?.firstName ?? ''}
          />
        )}
      </Field>
      <Field id="signup-lastName" label={t('signup.lastName')} error={message(errors['lastName'])}>
        {(props) => (
          <input
            {...props}
            className={styles.input}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={values['lastName'] ?? details?.lastName ?? ''}
          />
        )}
      </Field>
      <Field id="signup-email" label={t('signup.email')} error={message(errors['email'])}>
        {(props) => (
          <input
            {...props}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={values['email'] ?? details?.email ?? ''}
          />
        )}
      </Field>
      <Field
        id="signup-password"
        label={t('signup.password')}
        hint={details?.hasPassword ? t('signup.password.kept') : t('signup.password.rules')}
        error={message(errors['password'])}
      >
        {(props) => (
          <input
            {...props}
            className={styles.input}
            type="password"
            name="password"
            autoComplete="new-password"
            required={!details?.hasPassword}
          />
        )}
      </Field>
      <Field id="signup-countryCode" label={t('signup.country')} error={message(errors['countryCode'])}>
        {(props) => (
          <select
            {...props}
            className={styles.input}
            name="countryCode"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          >
            {loaderData.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {cpf ? (
        <Field
          id="signup-cpf"
          label={t('signup.cpf')}
          hint={t('signup.cpf.hint')}
          error={message(errors['cpf'])}
        >
          {(props) => (
            <input
              {...props}
              className={styles.input}
              name="cpf"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values['cpf'] ?? details?.cpf ?? ''}
            />
          )}
        </Field>
      ) : (
        <noscript>
          <Field id="signup-cpf" label={t('signup.cpf.optional')} hint={t('signup.cpf.hint')}>
            {(props) => (
              <input {...props} className={styles.input} name="cpf" inputMode="numeric" autoComplete="off" />
            )}
          </Field>
        </noscript>
      )}
    </fieldset>
  );
}

export function ContactFields({ loaderData, values, errors, message }: FieldsProps) {
  const locale = loaderData.locale;
  const termsHref = useTermsHref(locale);
  const paths = useSitePaths();
  const t = useT();
  const contact = loaderData.flow?.contact;
  const country = loaderData.flow?.details?.countryCode ?? loaderData.defaults.countryCode;
  const phoneCountry =
    values['phoneCountry'] ??
    (loaderData.prefixes.some((p) => p.code === country) ? country : loaderData.prefixes[0]?.code);
  const currentPrefix = loaderData.prefixes.find((p) => p.code === phoneCountry)?.isd ?? '';
  const phoneNumber =
    values['phoneNumber'] ??
    (contact?.mobilePhone.startsWith(currentPrefix) ? contact.mobilePhone.slice(currentPrefix.length) : '');
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>{t('signup.contact.legend')}</legend>
        <Field
          id="signup-phoneCountry"
          label={t('signup.phonePrefix')}
          error={message(errors['phoneCountry'])}
        >
          {(props) => (
            <select
              {...props}
              className={styles.input}
              name="phoneCountry"
              defaultValue={phoneCountry}
              autoComplete="tel-country-code"
            >
              {loaderData.prefixes.map((p) => (
                <option key={p.code} value={p.code}>
                  {`${p.name} (${p.isd})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="signup-phoneNumber" label={t('signup.phoneNumber')} error={message(errors['phoneNumber'])}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              type="tel"
              name="phoneNumber"
              autoComplete="tel-national"
              required
              defaultValue={phoneNumber}
            />
          )}
        </Field>
        <Field
          id="signup-dateOfBirth"
          label={t('signup.dateOfBirth')}
          hint={t('signup.dateOfBirth.hint')}
          error={message(errors['dateOfBirth'])}
        >
          {(props) => (
            <input
              {...props}
              className={styles.input}
              type="date"
              name="dateOfBirth"
              autoComplete="bday"
              required
              defaultValue={values['dateOfBirth'] ?? contact?.dateOfBirth ?? ''}
            />
          )}
        </Field>
        <Field id="signup-postalCode" label={t('signup.postalCode')} error={message(errors['postalCode'])}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              name="postalCode"
              autoComplete="postal-code"
              required
              defaultValue={values['postalCode'] ?? contact?.postalCode ?? ''}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby="signup-limit-text">
        <legend>{t(loaderData.limitRequired ? 'signup.limit.legendRequired' : 'signup.limit.legend')}</legend>
        <p id="signup-limit-text" className={layout.muted}>
          {t('signup.limit.text')}
        </p>
        <Field
          id="signup-limitPeriod"
          label={t('signup.limit.period')}
          error={message(errors['limitPeriod'])}
        >
          {(props) => (
            <select
              {...props}
              className={styles.input}
              name="limitPeriod"
              required={loaderData.limitRequired}
              defaultValue={values['limitPeriod'] ?? contact?.depositLimit?.period ?? ''}
            >
              <option value="">
                {t(loaderData.limitRequired ? 'signup.limit.choose' : 'signup.limit.none')}
              </option>
              <option value="D">{t('signup.limit.D')}</option>
              <option value="W">{t('signup.limit.W')}</option>
              <option value="M">{t('signup.limit.M')}</option>
            </select>
          )}
        </Field>
        <Field
          id="signup-limitAmount"
          label={t('signup.limit.amount')}
          error={message(errors['limitAmount'])}
        >
          {(props) => (
            <input
              {...props}
              className={styles.input}
              name="limitAmount"
              required={loaderData.limitRequired}
              inputMode="decimal"
              defaultValue={values['limitAmount'] ?? contact?.depositLimit?.amount ?? ''}
            />
          )}
        </Field>
      </fieldset>

      <div className={styles.field}>
        <CheckField
          id="signup-terms"
          name="terms"
          required
          defaultChecked={contact?.termsAccepted ?? false}
          label={t('signup.terms')}
          error={errors['terms'] ? message(errors['terms']) : null}
        >
          <p className={styles.termsLinks}>
            <a href={termsHref} {...EXTERNAL_LINK}>
              {t('pnp.signup.termsLink')}
              <span className={a11y.visuallyHidden}> {t('footer.external')}</span>
            </a>
            <a href={paths['cookie-policy']} {...EXTERNAL_LINK}>
              {t('footer.link.cookiePolicy')}
              <span className={a11y.visuallyHidden}> {t('footer.external')}</span>
            </a>
          </p>
        </CheckField>
        <label className={styles.check}>
          <input type="checkbox" name="marketing" defaultChecked={contact?.marketingOptIn ?? false} />{' '}
          {t('signup.marketing')}
        </label>
      </div>
    </>
  );
}

export function Verification({
  flow,
  errors,
  message,
  busy,
}: {
  flow: PublicSignUpState;
  errors: FieldErrors;
  message: (id: string | undefined) => string;
  busy: boolean;
}) {
  const t = useT();
  const channel = flow.channel ?? 'sms';
  const sent = flow.pin[channel] === 'sendSuccess' || flow.pin[channel] === 'verifyFail';
  return (
    <>
      <p>
        {t(channel === 'sms' ? 'signup.verify.sms' : 'signup.verify.email', {
          phone: flow.contact?.mobilePhone ?? '',
          email: flow.details?.email ?? '',
        })}
      </p>
      {flow.pin[channel] === 'sendFail' ? <p role="alert">{t('signup.verify.sendFail')}</p> : null}
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="channel" value={channel} />
        <Field id="signup-code" label={t('signup.code')} error={message(errors['code'])}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          )}
        </Field>
        <button type="submit" className={layout.button} disabled={busy}>
          {busy ? t('signup.busy') : t('signup.verify.submit')}
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="channel" value={channel} />
        <button type="submit" className={styles.linkButton} disabled={busy}>
          {t('signup.verify.resend')}
        </button>
        {sent && flow.attemptsLeft !== null ? (
          <span className={layout.muted}>
            {' '}
            {t('signup.verify.attemptsLeft', { count: flow.attemptsLeft })}
          </span>
        ) : null}
      </Form>
      <PreviousButton label={t('signup.verify.changePhone')} />
    </>
  );
}
