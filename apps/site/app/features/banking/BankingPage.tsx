/**
 * The banking home (routes/banking.tsx; spec 2 §2): the balance (spec 2 §3 "Wallet") and links to
 * deposit, withdraw and the transaction history.
 */
import { Link } from 'react-router';
import { formatMoney } from '@casino/domain';
import { useT } from '../../lib/i18n.ts';
import * as styles from './banking.css.ts';

/** What the route's loader hands the page (the wallet is the shell's, read by the route). */
export interface BankingPageData {
  formatting: string;
  currency: string;
  countryCode: string;
  links: { deposit: string; withdraw: string; transactions: string };
  wallet:
    | {
        status: 'success';
        currency: string;
        balances: Record<
          | 'mainBalance'
          | 'lockedBalance'
          | 'casinoBonus'
          | 'liveCasinoBonus'
          | 'sportsBonus'
          | 'totalBalance',
          string
        >;
      }
    | { status: 'none' | 'error' };
}

export function BankingPage({ loaderData }: { loaderData: BankingPageData }) {
  const t = useT();
  const { wallet } = loaderData;
  const money = (amount: string) =>
    formatMoney(amount, wallet.status === 'success' ? wallet.currency : loaderData.currency, {
      locale: loaderData.formatting,
      countryCode: loaderData.countryCode,
    });
  const { links } = loaderData;
  return (
    <article className={styles.page} aria-labelledby="banking-title">
      <h1 id="banking-title" className={styles.heading}>
        {t('banking.title')}
      </h1>
      <section className={styles.card} aria-labelledby="banking-balance">
        <h2 id="banking-balance" className={styles.heading}>
          {t('wallet.balance')}
        </h2>
        {wallet.status === 'success' ? (
          <dl className={styles.balances}>
            <dt>{t('wallet.main')}</dt>
            <dd className={styles.amount}>{money(wallet.balances.mainBalance)}</dd>
            <dt>{t('wallet.locked')}</dt>
            <dd className={styles.amount}>{money(wallet.balances.lockedBalance)}</dd>
            <dt>{t('wallet.bonus.casino')}</dt>
            <dd className={styles.amount}>{money(wallet.balances.casinoBonus)}</dd>
            <dt>{t('wallet.bonus.liveCasino')}</dt>
            <dd className={styles.amount}>{money(wallet.balances.liveCasinoBonus)}</dd>
            <dt>{t('wallet.bonus.sports')}</dt>
            <dd className={styles.amount}>{money(wallet.balances.sportsBonus)}</dd>
            <dt>{t('wallet.total')}</dt>
            <dd className={styles.amount}>{money(wallet.balances.totalBalance)}</dd>
          </dl>
        ) : (
          <p>{t(wallet.status === 'none' ? 'wallet.none' : 'wallet.error')}</p>
        )}
      </section>
      <nav aria-labelledby="banking-actions" className={styles.card}>
        <h2 id="banking-actions" className={styles.heading}>
          {t('banking.actions')}
        </h2>
        <ul className={styles.links}>
          <li>
            <Link to={links.deposit}>{t('banking.deposit')}</Link>
          </li>
          <li>
            <Link to={links.withdraw}>{t('banking.withdraw')}</Link>
          </li>
          <li>
            <Link to={links.transactions}>{t('banking.transactions')}</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
