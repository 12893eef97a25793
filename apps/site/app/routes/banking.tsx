/**
 * Banking home `/my-account/banking` (spec 2 §2): the balance (spec 2 §3 "Wallet") and links to
 * deposit, withdraw and the transaction history.
 */
import { Link, redirect } from 'react-router';
import { formatLocale, formatMoney } from '@casino/domain';
import type { Route } from './+types/banking';
import * as styles from '../components/Banking.css.ts';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { loadWallet } from '../lib/wallet.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { state } = context.get(sessionContext);
  if (state.kind !== 'authorised') throw redirect(`/${formatLocale(locale)}/401`);
  return {
    locale: formatLocale(locale),
    formatting: locale.formatting,
    currency: state.player.currency,
    countryCode: state.player.countryCode,
    wallet: await loadWallet(app.playerApi),
  };
}

export default function Banking({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { wallet } = loaderData;
  const money = (amount: string) =>
    formatMoney(amount, wallet.status === 'success' ? wallet.currency : loaderData.currency, {
      locale: loaderData.formatting,
      countryCode: loaderData.countryCode,
    });
  const base = `/${loaderData.locale}/my-account/banking`;
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
            <Link to={`${base}/deposit`}>{t('banking.deposit')}</Link>
          </li>
          <li>
            <Link to={`${base}/withdraw`}>{t('banking.withdraw')}</Link>
          </li>
          <li>
            <Link to={`${base}/transactions`}>{t('banking.transactions')}</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
