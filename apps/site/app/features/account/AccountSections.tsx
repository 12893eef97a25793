/**
 * The account pages' bodies besides the forms (spec 2 §3 "Account details", "Marketing and
 * cookies"): the player's details, the activity picture, the marketing channels × topics, the cookie
 * choice read back from the API, and the login history. Each is the body of its own short page
 * (routes/account-*.tsx), whose heading the frame (AccountShell.tsx) gives, so none has its own.
 */
import { Form, Link } from 'react-router';
import type { PlayerProfile } from '@casino/player-api';
import type { MessageId } from '@casino/i18n';
import { FormActions, FormError, SubmitButton } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import { useDateLocale } from '../../lib/i18n.ts';
import type { AccountView } from './account.server.ts';
import * as styles from './account.css.ts';
import { ActivityChart } from './ActivityChart.tsx';
import { regionName, useAccountResult, type AccountResult } from './useAccountResult.ts';

const useDate = () => {
  const dateLocale = useDateLocale();
  return (iso: string) =>
    new Date(iso).toLocaleString(dateLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
};

export function DetailsSection({
  profile,
  phone,
  kycStatus,
  verification,
}: {
  profile: Pick<PlayerProfile, 'firstName' | 'lastName' | 'email' | 'countryCode'>;
  phone: string | null;
  kycStatus: string;
  /** The verification page's path. */
  verification: string;
}) {
  const dateLocale = useDateLocale();
  const { t } = useAccountResult(null);
  return (
    <div className={forms.card}>
      <dl className={styles.facts}>
        <dt>{t('account.details.name')}</dt>
        <dd>{`${profile.firstName} ${profile.lastName}`.trim()}</dd>
        <dt>{t('account.details.email')}</dt>
        <dd>{profile.email}</dd>
        <dt>{t('account.details.phone')}</dt>
        <dd data-testid="account-phone">{phone ?? t('account.none')}</dd>
        <dt>{t('account.details.country')}</dt>
        <dd>{regionName(profile.countryCode, dateLocale)}</dd>
        <dt>{t('account.details.verification')}</dt>
        <dd>
          <Link to={verification}>{t(`verification.level.${kycStatus}` as MessageId)}</Link>
        </dd>
      </dl>
    </div>
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
  const { t } = useAccountResult(null);
  const view = { activity };
  return (
    <div className={forms.card}>
      {view.activity ? (
        <ActivityChart chart={view.activity} money={money} />
      ) : (
        <p>{t('account.section.unavailable')}</p>
      )}
      <p>
        <Link to={transactions}>{t('account.activity.history')}</Link>
      </p>
    </div>
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
  const { t, busy, formErrorOf } = useAccountResult(result);
  const view = { marketing };
  const loaderData = { channels, topics };
  return (
    <div className={forms.card}>
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
    </div>
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
  const date = useDate();
  const { t, busy, formErrorOf } = useAccountResult(result);
  const view = { cookies };
  return (
    <div className={forms.card}>
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
    </div>
  );
}

export function LoginHistorySection({ loginHistory }: { loginHistory: AccountView['loginHistory'] }) {
  const date = useDate();
  const dateLocale = useDateLocale();
  const { t } = useAccountResult(null);
  const view = { loginHistory };
  return (
    <div className={forms.card}>
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
    </div>
  );
}
