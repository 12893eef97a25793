/**
 * Account details `/my-account/account` (spec 2 §2, §3 "Account details", "Marketing and cookies",
 * §4 "Account details", §5, §7, §8): the activity picture, the player's details (phone with the SMS
 * popup, address, province where the country has them, language), the password, marketing
 * preferences (channels × topics), the cookie choice read back from the API, and the login history
 * (date, address, country). The forms and their rules are in lib/account.server.ts.
 */
import { useId } from 'react';
import { Form, Link, data, redirect, useNavigation } from 'react-router';
import { formatLocale, formatMoney } from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { Field } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import type { Route } from './+types/account';
import * as styles from '../components/Account.css.ts';
import { ActivityChart } from '../components/ActivityChart.tsx';
import { ServerDialog } from '../components/ServerDialog.tsx';
import {
  MARKETING_CHANNELS,
  MARKETING_TOPICS,
  loadAccount,
  runAccountForm,
  type AccountActionData,
} from '../lib/account.server.ts';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import { readForm } from '../lib/form.server.ts';
import { useDateLocale, useT } from '../lib/i18n.ts';
import { marketLanguagesOf } from '../lib/locale.server.ts';

function pageOf({ context }: Route.LoaderArgs | Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { state, session } = context.get(sessionContext);
  if (state.kind !== 'authorised') throw redirect(`/${formatLocale(locale)}/401`);
  return { app, locale, session, player: state.player };
}

export async function loader(args: Route.LoaderArgs) {
  const { app, locale, player } = pageOf(args);
  const [view, languages] = await Promise.all([
    loadAccount(app.playerApi, new Date(), locale.siteLanguage),
    marketLanguagesOf(app.content, locale.market),
  ]);
  return data(
    {
      locale: formatLocale(locale),
      language: locale.siteLanguage,
      formatting: locale.formatting,
      currency: player.currency,
      countryCode: player.countryCode,
      kycStatus: player.kycStatus,
      languages,
      // The contract's lists, from the server (the contract package stays out of the browser).
      channels: MARKETING_CHANNELS,
      topics: MARKETING_TOPICS,
      view,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action(args: Route.ActionArgs) {
  const { app, locale, session } = pageOf(args);
  const form = (await readForm(args.request)) ?? {};
  const profile = await app.playerApi.playerProfile();
  const languages = await marketLanguagesOf(app.content, locale.market);
  const result = await runAccountForm({ playerApi: app.playerApi, profile, languages }, form);
  if (!result.ok) return data(result.data, { status: result.status });
  session.flash('toast', { kind: result.kind ?? 'success', messageId: result.toast });
  const target = result.language ? { ...locale, language: result.language } : locale;
  return redirect(`/${formatLocale(target)}/my-account/account`, 303);
}

/** A country's name in the page's language (CLDR); the code itself when there is none. */
function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const dateLocale = useDateLocale();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const result = (actionData as AccountActionData | undefined) ?? null;
  const { view } = loaderData;
  const { profile } = view;
  const path = `/${loaderData.locale}/my-account/account`;
  const money = (minor: number) =>
    formatMoney((minor / 100).toFixed(2), loaderData.currency, {
      locale: loaderData.formatting,
      countryCode: loaderData.countryCode,
    });
  const errorOf = (intent: AccountActionData['intent'], field: keyof AccountActionData['fieldErrors']) => {
    const key = result && result.intent === intent ? result.fieldErrors[field] : undefined;
    return key ? t(key) : null;
  };
  const valueOf = (intent: AccountActionData['intent'], field: string, fallback: string) =>
    result && result.intent === intent && result.values?.[field] !== undefined
      ? result.values[field]
      : fallback;
  const formError = (intent: AccountActionData['intent']) =>
    result && result.intent === intent && result.formError ? (
      <p role="alert" className={forms.alert}>
        {'key' in result.formError ? t(result.formError.key) : result.formError.text}
      </p>
    ) : null;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(dateLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const languageName = (code: string) => {
    try {
      return (
        new Intl.DisplayNames([dateLocale], { type: 'language' }).of(code === 'inen' ? 'en-IN' : code) ?? code
      );
    } catch {
      return code;
    }
  };
  const currentPhone =
    profile.phonePrefix && profile.phoneBody ? `${profile.phonePrefix} ${profile.phoneBody}` : null;
  const submit = (label: MessageId, intent: string) => (
    <div className={forms.actions}>
      <button type="submit" name="intent" value={intent} className={forms.primaryButton} disabled={busy}>
        {t(label)}
      </button>
    </div>
  );
  const pendingPhone = result?.phone ?? null;

  return (
    <article className={forms.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={forms.heading}>
        {t('account.title')}
      </h1>
      <section className={forms.card} aria-labelledby={`${id}-you`}>
        <h2 id={`${id}-you`} className={forms.heading}>
          {t('account.details.heading')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('account.details.name')}</dt>
          <dd>{`${profile.firstName} ${profile.lastName}`.trim()}</dd>
          <dt>{t('account.details.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('account.details.phone')}</dt>
          <dd data-testid="account-phone">{currentPhone ?? t('account.none')}</dd>
          <dt>{t('account.details.country')}</dt>
          <dd>{regionName(profile.countryCode, dateLocale)}</dd>
          <dt>{t('account.details.verification')}</dt>
          <dd>
            <Link to={`${path}/verification`}>
              {t(`verification.level.${loaderData.kycStatus}` as MessageId)}
            </Link>
          </dd>
        </dl>
      </section>

      <nav className={forms.card} aria-labelledby={`${id}-sections`}>
        <h2 id={`${id}-sections`} className={forms.heading}>
          {t('account.sections')}
        </h2>
        <ul className={styles.steps}>
          {(
            [
              ['/my-account/account/verification', 'verification.title'],
              ['/my-account/rewards', 'rewards.title'],
              ['/my-account/banking', 'banking.title'],
              ['/my-account/gambling-limits', 'limits.title'],
            ] as const
          ).map(([to, label]) => (
            <li key={to}>
              <Link className={styles.step} to={`/${loaderData.locale}${to}`}>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={forms.card} aria-labelledby={`${id}-activity`}>
        <h2 id={`${id}-activity`} className={forms.heading}>
          {t('account.activity.heading')}
        </h2>
        {view.activity ? (
          <ActivityChart chart={view.activity} money={money} />
        ) : (
          <p>{t('account.section.unavailable')}</p>
        )}
        <p>
          <Link to={`/${loaderData.locale}/my-account/banking/transactions`}>
            {t('account.activity.history')}
          </Link>
        </p>
      </section>

      <div className={styles.sections}>
        <section className={forms.card} aria-labelledby={`${id}-phone`}>
          <h2 id={`${id}-phone`} className={forms.heading}>
            {t('account.phone.heading')}
          </h2>
          {formError('phone')}
          <Form method="post" action={path} className={forms.form} noValidate preventScrollReset>
            <Field
              id={`${id}-phonePrefix`}
              label={t('signup.phonePrefix')}
              hint={t('account.phone.prefixHint')}
            >
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
            {submit('account.phone.submit', 'phone')}
          </Form>
        </section>

        <section className={forms.card} aria-labelledby={`${id}-address`}>
          <h2 id={`${id}-address`} className={forms.heading}>
            {t('account.address.heading')}
          </h2>
          {formError('address')}
          <Form method="post" action={path} className={forms.form} noValidate preventScrollReset>
            <Field
              id={`${id}-street`}
              label={t('account.address.address')}
              error={errorOf('address', 'address')}
            >
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
            {submit('account.save', 'address')}
          </Form>
        </section>

        {view.provinces.length > 0 ? (
          <section className={forms.card} aria-labelledby={`${id}-province`}>
            <h2 id={`${id}-province`} className={forms.heading}>
              {t('account.province.heading')}
            </h2>
            {formError('province')}
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
              {submit('account.save', 'province')}
            </Form>
          </section>
        ) : null}

        <section className={forms.card} aria-labelledby={`${id}-language`}>
          <h2 id={`${id}-language`} className={forms.heading}>
            {t('account.language.heading')}
          </h2>
          {formError('language')}
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
                      {languageName(code)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {submit('account.save', 'language')}
          </Form>
        </section>

        <section className={forms.card} aria-labelledby={`${id}-password`}>
          <h2 id={`${id}-password`} className={forms.heading}>
            {t('account.password.heading')}
          </h2>
          {formError('password')}
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
            {submit('account.password.submit', 'password')}
          </Form>
        </section>
      </div>

      <section className={forms.card} aria-labelledby={`${id}-marketing`}>
        <h2 id={`${id}-marketing`} className={forms.heading}>
          {t('account.marketing.heading')}
        </h2>
        <p>{t('account.marketing.text')}</p>
        {formError('marketing')}
        {view.marketing ? (
          <Form method="post" action={path} className={forms.form} preventScrollReset>
            <div className={styles.sections}>
              <fieldset className={forms.fieldset}>
                <legend>{t('account.marketing.channels')}</legend>
                {loaderData.channels.map((channel) => (
                  <label key={channel} className={forms.choice}>
                    <input
                      type="checkbox"
                      name={`channel.${channel}`}
                      defaultChecked={view.marketing?.channels[channel] ?? false}
                    />
                    {t(`account.marketing.channel.${channel}` as MessageId)}
                  </label>
                ))}
              </fieldset>
              <fieldset className={forms.fieldset}>
                <legend>{t('account.marketing.topics')}</legend>
                {loaderData.topics.map((topic) => (
                  <label key={topic} className={forms.choice}>
                    <input
                      type="checkbox"
                      name={`topic.${topic}`}
                      defaultChecked={view.marketing?.topics[topic] ?? false}
                    />
                    {t(`account.marketing.topic.${topic}` as MessageId)}
                  </label>
                ))}
              </fieldset>
            </div>
            {submit('account.marketing.submit', 'marketing')}
          </Form>
        ) : (
          <p>{t('account.section.unavailable')}</p>
        )}
      </section>

      <section className={forms.card} aria-labelledby={`${id}-cookies`}>
        <h2 id={`${id}-cookies`} className={forms.heading}>
          {t('account.cookies.heading')}
        </h2>
        {formError('cookies')}
        {view.cookies ? (
          <Form method="post" action={path} className={forms.form} preventScrollReset>
            <fieldset className={forms.fieldset}>
              <legend>{t('account.cookies.legend')}</legend>
              <label className={forms.choice}>
                <input type="checkbox" checked disabled />
                {t('cookies.category.essentials')}
              </label>
              <label className={forms.choice}>
                <input
                  type="checkbox"
                  name="performanceFunctional"
                  defaultChecked={view.cookies.performanceFunctional}
                />
                {t('cookies.category.performanceFunctional')}
              </label>
              <label className={forms.choice}>
                <input type="checkbox" name="marketing" defaultChecked={view.cookies.marketing} />
                {t('cookies.category.marketing')}
              </label>
            </fieldset>
            <p className={forms.hint}>
              {t('account.cookies.recorded', { date: date(view.cookies.updatedAt) })}
            </p>
            {submit('account.save', 'cookies')}
          </Form>
        ) : (
          <p>{t('account.section.unavailable')}</p>
        )}
      </section>

      <section className={forms.card} aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`} className={forms.heading}>
          {t('account.history.heading')}
        </h2>
        {view.loginHistory ? (
          <div className={styles.matrix}>
            <table className={styles.table} data-testid="login-history">
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {t('account.history.date')}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t('account.history.address')}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t('account.history.country')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.loginHistory.map((entry) => (
                  <tr key={`${entry.createdAt}-${entry.realIpAddress}`}>
                    <td className={styles.cell}>{date(entry.createdAt)}</td>
                    <td className={styles.cell}>{entry.realIpAddress}</td>
                    <td className={styles.cell}>
                      {entry.realCountryCode
                        ? regionName(entry.realCountryCode, dateLocale)
                        : t('account.history.noData')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('account.section.unavailable')}</p>
        )}
      </section>

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
          {formError('phoneCode')}
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
            <div className={forms.actions}>
              <button
                type="submit"
                name="intent"
                value="phoneCode"
                className={forms.primaryButton}
                disabled={busy}
              >
                {t('account.phone.sms.verify')}
              </button>
              <button
                type="submit"
                name="intent"
                value="phoneResend"
                className={forms.linkButton}
                disabled={busy}
              >
                {t('account.phone.sms.resend')}
              </button>
            </div>
          </Form>
        </ServerDialog>
      ) : null}
    </article>
  );
}
