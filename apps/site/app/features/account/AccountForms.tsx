/**
 * The account pages' forms (spec 2 §4 "Account details"), each the body of its short page
 * (routes/account-{phone,address,language,password}.tsx): the phone (with the SMS code's popup), the
 * address, the province where the country has them (on the address page, under its own heading),
 * the language and the password. Each is a plain post with its `intent` (accountForms.server.ts
 * answers it); a refused one shows its errors on its fields and keeps what the player typed.
 */
import { useId } from 'react';
import { Form } from 'react-router';
import { Field, FormActions, FormError, ServerDialog, SubmitButton } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import { useDateLocale } from '../../lib/i18n.ts';
import type { AccountView } from './account.server.ts';
import { languageName, regionName, useAccountResult, type AccountResult } from './useAccountResult.ts';

interface FormProps {
  path: string;
  profile: AccountView['profile'];
  result: AccountResult;
}

export function PhoneForm({ path, profile, result }: FormProps) {
  const id = useId();
  const { t, busy, errorOf, valueOf, formErrorOf } = useAccountResult(result);
  return (
    <div className={forms.card}>
      <FormError message={formErrorOf('phone')} />
      <Form method="post" action={path} className={forms.form} noValidate preventScrollReset>
        <Field id={`${id}-phonePrefix`} label={t('signup.phonePrefix')} hint={t('account.phone.prefixHint')}>
          {(props) => (
            <input
              {...props}
              className={forms.input}
              name="phonePrefix"
              inputMode="tel"
              autoComplete="tel-country-code"
              defaultValue={valueOf('phone', 'phonePrefix', profile.phonePrefix ?? '+358')}
            />
          )}
        </Field>
        <Field
          id={`${id}-phoneNumber`}
          label={t('signup.phoneNumber')}
          error={errorOf('phone', 'phoneNumber')}
        >
          {(props) => (
            <input
              {...props}
              className={forms.input}
              name="phoneNumber"
              type="tel"
              autoComplete="tel-national"
              defaultValue={valueOf('phone', 'phoneNumber', '')}
            />
          )}
        </Field>
        <FormActions>
          <SubmitButton intent="phone" variant="primary" busy={busy}>
            {t('account.phone.submit')}
          </SubmitButton>
        </FormActions>
      </Form>
    </div>
  );
}

/** The SMS code of a phone change (the popup between the two posts). */
export function PhoneCodeDialog({ path, result }: { path: string; result: AccountResult }) {
  const id = useId();
  const { t, busy, errorOf, formErrorOf } = useAccountResult(result);
  const pendingPhone = result?.phone ?? null;
  return (
    <>
      {pendingPhone ? (
        <ServerDialog
          titleId={`${id}-sms`}
          title={t('account.phone.sms.title')}
          closeHref={path}
          closeLabel={t('account.phone.sms.cancel')}
          testId="sms-popup"
        >
          <p>
            {t(pendingPhone.resent ? 'account.phone.sms.resent' : 'account.phone.sms.text', {
              phone: pendingPhone.mobilePhone,
            })}
          </p>
          <FormError message={formErrorOf('phoneCode')} />
          <Form method="post" action={path} className={forms.form} noValidate preventScrollReset>
            <input type="hidden" name="smsVerificationId" value={pendingPhone.smsVerificationId} />
            <input type="hidden" name="mobilePhone" value={pendingPhone.mobilePhone} />
            <Field id={`${id}-code`} label={t('account.phone.sms.code')} error={errorOf('phoneCode', 'code')}>
              {(props) => (
                <input
                  {...props}
                  className={forms.input}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  data-autofocus
                />
              )}
            </Field>
            <FormActions>
              <SubmitButton intent="phoneCode" variant="primary" busy={busy}>
                {t('account.phone.sms.verify')}
              </SubmitButton>
              <SubmitButton intent="phoneResend" variant="link" busy={busy}>
                {t('account.phone.sms.resend')}
              </SubmitButton>
            </FormActions>
          </Form>
        </ServerDialog>
      ) : null}
    </>
  );
}

export function AddressForm({ path, profile, result }: FormProps) {
  const id = useId();
  const dateLocale = useDateLocale();
  const { t, busy, errorOf, valueOf, formErrorOf } = useAccountResult(result);
  return (
    <div className={forms.card}>
      <FormError message={formErrorOf('address')} />
      <Form method="post" action={path} className={forms.form} noValidate preventScrollReset>
        <Field id={`${id}-street`} label={t('account.address.address')} error={errorOf('address', 'address')}>
          {(props) => (
            <input
              {...props}
              className={forms.input}
              name="address"
              autoComplete="street-address"
              defaultValue={valueOf('address', 'address', profile.address?.address ?? '')}
            />
          )}
        </Field>
        <Field id={`${id}-city`} label={t('account.address.city')} error={errorOf('address', 'city')}>
          {(props) => (
            <input
              {...props}
              className={forms.input}
              name="city"
              autoComplete="address-level2"
              defaultValue={valueOf('address', 'city', profile.address?.city ?? '')}
            />
          )}
        </Field>
        <Field
          id={`${id}-postalCode`}
          label={t('signup.postalCode')}
          error={errorOf('address', 'postalCode')}
        >
          {(props) => (
            <input
              {...props}
              className={forms.input}
              name="postalCode"
              autoComplete="postal-code"
              defaultValue={valueOf('address', 'postalCode', profile.address?.postalCode ?? '')}
            />
          )}
        </Field>
        <p className={forms.hint}>
          {t('account.address.country', {
            country: regionName(profile.countryCode, dateLocale),
          })}
        </p>
        <FormActions>
          <SubmitButton intent="address" variant="primary" busy={busy}>
            {t('account.save')}
          </SubmitButton>
        </FormActions>
      </Form>
    </div>
  );
}

export function ProvinceForm({
  path,
  profile,
  result,
  provinces,
}: FormProps & { provinces: AccountView['provinces'] }) {
  const id = useId();
  const { t, busy, errorOf, valueOf, formErrorOf } = useAccountResult(result);
  const view = { provinces };
  return (
    <>
      {view.provinces.length > 0 ? (
        <section className={forms.card} aria-labelledby={`${id}-province`}>
          <h2 id={`${id}-province`} className={forms.heading}>
            {t('account.province.heading')}
          </h2>
          <FormError message={formErrorOf('province')} />
          <Form method="post" action={path} className={forms.form} noValidate preventScrollReset>
            <Field
              id={`${id}-provinceCode`}
              label={t('account.province.label')}
              error={errorOf('province', 'provinceCode')}
            >
              {(props) => (
                <select
                  {...props}
                  className={forms.input}
                  name="provinceCode"
                  autoComplete="address-level1"
                  defaultValue={valueOf('province', 'provinceCode', profile.provinceCode ?? '')}
                >
                  <option value="">{t('account.province.choose')}</option>
                  {view.provinces.map((province) => (
                    <option key={province.code} value={province.code}>
                      {province.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <FormActions>
              <SubmitButton intent="province" variant="primary" busy={busy}>
                {t('account.save')}
              </SubmitButton>
            </FormActions>
          </Form>
        </section>
      ) : null}
    </>
  );
}

export function LanguageForm({
  path,
  profile,
  result,
  languages,
  language,
}: FormProps & { languages: readonly string[]; language: string }) {
  const id = useId();
  const dateLocale = useDateLocale();
  const { t, busy, errorOf, formErrorOf } = useAccountResult(result);
  const nameOf = (code: string) => languageName(code, dateLocale);
  const loaderData = { languages, language };
  return (
    <div className={forms.card}>
      <FormError message={formErrorOf('language')} />
      <Form method="post" action={path} className={forms.form} noValidate>
        <Field
          id={`${id}-languageCode`}
          label={t('account.language.label')}
          error={errorOf('language', 'language')}
        >
          {(props) => (
            <select
              {...props}
              className={forms.input}
              name="language"
              defaultValue={
                loaderData.languages.includes(profile.languageCode)
                  ? profile.languageCode
                  : loaderData.language
              }
            >
              {loaderData.languages.map((code) => (
                <option key={code} value={code}>
                  {nameOf(code)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormActions>
          <SubmitButton intent="language" variant="primary" busy={busy}>
            {t('account.save')}
          </SubmitButton>
        </FormActions>
      </Form>
    </div>
  );
}

export function PasswordForm({ path, result }: Omit<FormProps, 'profile'>) {
  const id = useId();
  const { t, busy, errorOf, formErrorOf } = useAccountResult(result);
  return (
    <div className={forms.card}>
      <FormError message={formErrorOf('password')} />
      <Form method="post" action={path} className={forms.form} noValidate preventScrollReset>
        <Field
          id={`${id}-oldPassword`}
          label={t('account.password.old')}
          error={errorOf('password', 'oldPassword')}
        >
          {(props) => (
            <input
              {...props}
              className={forms.input}
              type="password"
              name="oldPassword"
              autoComplete="current-password"
            />
          )}
        </Field>
        <Field
          id={`${id}-newPassword`}
          label={t('account.password.new')}
          hint={t('account.password.rules')}
          error={errorOf('password', 'newPassword')}
        >
          {(props) => (
            <input
              {...props}
              className={forms.input}
              type="password"
              name="newPassword"
              autoComplete="new-password"
            />
          )}
        </Field>
        <Field
          id={`${id}-confirmPassword`}
          label={t('reset.password.confirm')}
          error={errorOf('password', 'confirmPassword')}
        >
          {(props) => (
            <input
              {...props}
              className={forms.input}
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
            />
          )}
        </Field>
        <FormActions>
          <SubmitButton intent="password" variant="primary" busy={busy}>
            {t('account.password.submit')}
          </SubmitButton>
        </FormActions>
      </Form>
    </div>
  );
}
