/**
 * The account page's sections besides its forms (routes/account.tsx; spec 2 §3 "Account details",
 * "Marketing and cookies"): the player's details, the links to the account's other pages, the
 * activity picture, the marketing channels × topics, the cookie choice read back from the API, and
 * the login history.
 */
import { useId, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { MessageId } from '@casino/i18n';
import { FormActions, FormError, SubmitButton } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import { useDateLocale } from '../../lib/i18n.ts';
import type { AccountView } from './account.server.ts';
import * as styles from './account.css.ts';
import { ActivityChart } from './ActivityChart.tsx';
import { regionName, useAccountResult, type AccountResult } from './useAccountResult.ts';

/** The page's links to the account's other pages (from the route table). */
export interface AccountLinks {
  verification: string;
  rewards: string;
  banking: string;
  limits: string;
  transactions: string;
}

const useDate = () => {
  const dateLocale = useDateLocale();
  return (iso: string) =>
    new Date(iso).toLocaleString(dateLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
};

/** The page's frame and heading. */
export function AccountPage({ children }: { children: ReactNode }) {
  const id = useId();
  const { t } = useAccountResult(null);
  return (
    <article className={forms.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={forms.heading}>
        {t('account.title')}
      </h1>
      {children}
    </article>
  );
}

export function DetailsSection({
  profile,
  kycStatus,
  links,
}: {
  profile: AccountView['profile'];
  kycStatus: string;
  links: AccountLinks;
}) {
  const id = useId();
  const dateLocale = useDateLocale();
  const { t } = useAccountResult(null);
  const currentPhone =
    profile.phonePrefix && profile.phoneBody ? `${profile.phonePrefix} ${profile.phoneBody}` : null;
  return (
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
          <Link to={links.verification}>{t(`verification.level.${kycStatus}` as MessageId)}</Link>
        </dd>
      </dl>
    </section>
  );
}

export function SectionLinks({ links }: { links: AccountLinks }) {
  const id = useId();
  const { t } = useAccountResult(null);
  return (
    <nav className={forms.card} aria-labelledby={`${id}-sections`}>
      <h2 id={`${id}-sections`} className={forms.heading}>
        {t('account.sections')}
      </h2>
      <ul className={styles.steps}>
        {(
          [
            [links.verification, 'verification.title'],
            [links.rewards, 'rewards.title'],
            [links.banking, 'banking.title'],
            [links.limits, 'limits.title'],
          ] as const
        ).map(([to, label]) => (
          <li key={to}>
            <Link className={styles.step} to={to}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ActivitySection({
  activity,
  money,
  transactions,
}: {
  activity: AccountView['activity'];
  money: (minor: number) => string;
  transactions: string;
}) {
  const id = useId();
  const { t } = useAccountResult(null);
  const view = { activity };
  return (
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
        <Link to={transactions}>{t('account.activity.history')}</Link>
      </p>
    </section>
  );
}

export function MarketingSection({
  path,
  marketing,
  channels,
  topics,
  result,
}: {
  path: string;
  marketing: AccountView['marketing'];
  channels: readonly string[];
  topics: readonly string[];
  result: AccountResult;
}) {
  const id = useId();
  const { t, busy, formErrorOf } = useAccountResult(result);
  const view = { marketing };
  const loaderData = { channels, topics };
  return (
    <section className={forms.card} aria-labelledby={`${id}-marketing`}>
      <h2 id={`${id}-marketing`} className={forms.heading}>
        {t('account.marketing.heading')}
      </h2>
      <p>{t('account.marketing.text')}</p>
      <FormError message={formErrorOf('marketing')} />
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
                    defaultChecked={
                      (view.marketing?.channels as Record<string, boolean> | undefined)?.[channel] ?? false
                    }
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
                    defaultChecked={
                      (view.marketing?.topics as Record<string, boolean> | undefined)?.[topic] ?? false
                    }
                  />
                  {t(`account.marketing.topic.${topic}` as MessageId)}
                </label>
              ))}
            </fieldset>
          </div>
          <FormActions>
            <SubmitButton intent="marketing" variant="primary" busy={busy}>
              {t('account.marketing.submit')}
            </SubmitButton>
          </FormActions>
        </Form>
      ) : (
        <p>{t('account.section.unavailable')}</p>
      )}
    </section>
  );
}

export function CookiesSection({
  path,
  cookies,
  result,
}: {
  path: string;
  cookies: AccountView['cookies'];
  result: AccountResult;
}) {
  const id = useId();
  const date = useDate();
  const { t, busy, formErrorOf } = useAccountResult(result);
  const view = { cookies };
  return (
    <section className={forms.card} aria-labelledby={`${id}-cookies`}>
      <h2 id={`${id}-cookies`} className={forms.heading}>
        {t('account.cookies.heading')}
      </h2>
      <FormError message={formErrorOf('cookies')} />
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
          <FormActions>
            <SubmitButton intent="cookies" variant="primary" busy={busy}>
              {t('account.save')}
            </SubmitButton>
          </FormActions>
        </Form>
      ) : (
        <p>{t('account.section.unavailable')}</p>
      )}
    </section>
  );
}

export function LoginHistorySection({ loginHistory }: { loginHistory: AccountView['loginHistory'] }) {
  const id = useId();
  const date = useDate();
  const dateLocale = useDateLocale();
  const { t } = useAccountResult(null);
  const view = { loginHistory };
  return (
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
  );
}
