/**
 * The account area's menu at `/my-account/account` (issue 27 "a menu of short sub-pages"; spec 2 §2
 * account routes): the account's pages in three groups, each a link with its icon and a one-line
 * summary of what is on file (the player's phone, address, language, contact channels, cookie
 * choice, last login, verification level); the groups side by side from tablet width. The paths
 * come from the loader (`accountNav`), the labels and icons from accountMenu.ts.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { MessageId } from '@casino/i18n';
import * as forms from '@casino/ui/forms';
import { useDateLocale, useT } from '../../lib/i18n.ts';
import { AccountIcon } from './AccountIcons.tsx';
import { ACCOUNT_MENU, type AccountNav } from './accountMenu.ts';
import * as styles from './accountShell.css.ts';
import { languageName } from './useAccountResult.ts';

/** What the menu's summaries say (the loader's `loadAccountMenuPage`). */
export interface AccountMenuFacts {
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  languageCode: string;
  /** Contact channels on, of all; null when the preferences could not be read. */
  marketing: { on: number; of: number } | null;
  cookiesRecorded: string | null;
  lastLogin: string | null;
  kycStatus: string;
}

function useSummaries(facts: AccountMenuFacts): Record<string, string> {
  const t = useT();
  const dateLocale = useDateLocale();
  const date = (iso: string) =>
    new Date(iso).toLocaleString(dateLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return {
    details: [facts.name, facts.email].filter(Boolean).join(' · '),
    phone: facts.phone ?? t('account.none'),
    address: facts.address ?? t('account.none'),
    language: languageName(facts.languageCode, dateLocale),
    password: t('account.menu.password'),
    marketing: facts.marketing
      ? t('account.menu.marketing', { count: facts.marketing.on, total: facts.marketing.of })
      : '',
    cookies: facts.cookiesRecorded
      ? t('account.cookies.recorded', { date: date(facts.cookiesRecorded) })
      : '',
    loginHistory: facts.lastLogin ? t('account.menu.lastLogin', { date: date(facts.lastLogin) }) : '',
    banking: t('account.menu.banking'),
    activity: t('account.menu.activity'),
    rewards: t('account.menu.rewards'),
    limits: t('account.menu.limits'),
    verification: t(`verification.level.${facts.kycStatus}` as MessageId),
  };
}

/** The menu page: the account's pages, grouped, each with its summary. */
export function AccountMenuPage({ nav, facts }: { nav: AccountNav; facts: AccountMenuFacts }) {
  const t = useT();
  const id = useId();
  const summaries = useSummaries(facts);
  return (
    <article className={styles.menuPage} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={forms.heading}>
        {t('account.title')}
      </h1>
      <div className={styles.groups}>
        {ACCOUNT_MENU.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`${id}-${group.id}`}>
            <h2 id={`${id}-${group.id}`} className={styles.groupTitle}>
              {t(group.label)}
            </h2>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <Link className={styles.entry} to={nav[item.id] ?? nav['menu'] ?? '/'} data-menu={item.id}>
                    <AccountIcon name={item.icon} className={styles.icon} />
                    <span className={styles.entryText}>
                      <span className={styles.entryLabel}>{t(item.label)}</span>
                      {summaries[item.id] ? (
                        <span className={styles.entrySummary}>{summaries[item.id]}</span>
                      ) : null}
                    </span>
                    <span className={styles.chevron} aria-hidden="true">
                      ›
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}
