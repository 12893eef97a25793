/**
 * The header wallet (spec 2 §3 "Wallet", §4 "Wallet", §7 feed; spec 3 §4 "Live feed"): the total
 * with main, locked, bonus per vertical in a disclosure, rendered on the server from the root
 * loader, then kept current in the browser two ways:
 * - polled every 20 s through the site's `:locale/wallet` route;
 * - pushed by the live feed: the socket address (with the feed token) comes from
 *   `:locale/wallet/feed`; a text `ping` every 20 s; on close up to 10 reconnects, 3 s apart, each
 *   with a fresh token. Errors and non-JSON messages are only logged;
 * - read again at once when a page asks (`refreshWallet()`, e.g. the game page after a round);
 *   requests that arrive while a read is under way are folded into one more read.
 * The total is a polite live region, so a balance change is announced without stealing focus.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  FEED_MAX_RECONNECTS,
  FEED_PING_MS,
  FEED_RECONNECT_DELAY_MS,
  WALLET_POLL_MS,
  formatMoney,
  walletBalances,
  type BalanceMapInput,
  type WalletBalances,
} from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { a11y } from '@casino/ui';
import { useT } from '../../lib/i18n.ts';
import * as styles from './wallet.css.ts';
import { FEED_OPEN, dispatchFeedMessage, WALLET_REFRESH_EVENT } from '../../lib/feedEvents.ts';
import { logoutSignal } from '../../lib/logoutSignal.ts';
import { useSitePaths } from '../../lib/links.ts';
import { useLevelUpToast } from './levelUp.ts';

/** The view the root loader and the poll answer (wallet.server.ts `WalletView`). */
export type WalletViewData =
  | { status: 'success'; currency: string; balances: WalletBalances }
  | { status: 'none' }
  | { status: 'error' };

export interface WalletBalanceProps {
  wallet: WalletViewData;
  currency: string;
  countryCode: string | null;
  /** BCP 47 locale for numbers (the page's formatting locale). */
  formatting: string;
}

const ROWS: ReadonlyArray<[keyof WalletBalances, MessageId]> = [
  ['mainBalance', 'wallet.main'],
  ['lockedBalance', 'wallet.locked'],
  ['casinoBonus', 'wallet.bonus.casino'],
  ['liveCasinoBonus', 'wallet.bonus.liveCasino'],
  ['sportsBonus', 'wallet.bonus.sports'],
  ['totalBalance', 'wallet.total'],
];

function isBalanceMessage(value: unknown): value is { type: 'WALLET_BALANCE'; balance: BalanceMapInput } {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as {
    type?: unknown;
    balance?: { main?: unknown; locked?: unknown; bonus?: unknown };
  };
  return (
    message.type === 'WALLET_BALANCE' &&
    Array.isArray(message.balance?.main) &&
    Array.isArray(message.balance?.locked) &&
    Array.isArray(message.balance?.bonus)
  );
}

/** The wallet the server rendered, updated by the poll, the feed and `refreshWallet()`. */
export function useLiveWallet(initial: WalletViewData, currency: string): WalletViewData {
  const paths = useSitePaths();
  const [wallet, setWallet] = useState(initial);
  // A new server render (a navigation, an action) brings a fresh read.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setWallet(initial);
  }

  useEffect(() => {
    let stopped = false;
    let reading = false;
    let again = false;
    const read = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        const response = await fetch(paths.wallet, {
          headers: { Accept: 'application/json' },
          signal: logoutSignal(),
        });
        if (response.status === 401) {
          stopped = true;
          window.clearInterval(poll);
          return;
        }
        if (!response.ok) return;
        const next = (await response.json()) as WalletViewData;
        if (!stopped) setWallet(next);
      } catch (error) {
        console.warn('[wallet] poll failed', error);
      } finally {
        reading = false;
        if (again && !stopped) {
          again = false;
          void read();
        }
      }
    };
    const poll = window.setInterval(read, WALLET_POLL_MS);
    window.addEventListener(WALLET_REFRESH_EVENT, read);
    return () => {
      stopped = true;
      window.clearInterval(poll);
      window.removeEventListener(WALLET_REFRESH_EVENT, read);
    };
  }, [paths.wallet]);

  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let ping: number | undefined;
    let retry: number | undefined;
    let reconnects = 0;

    const connect = async () => {
      let url: string | null = null;
      try {
        const response = await fetch(paths.walletFeed, { headers: { Accept: 'application/json' } });
        if (response.ok) url = ((await response.json()) as { url: string | null }).url;
      } catch (error) {
        console.warn('[wallet] feed token failed', error);
      }
      if (stopped || !url) return;
      socket = new WebSocket(url);
      socket.addEventListener('open', () => {
        reconnects = 0;
        dispatchFeedMessage({ type: FEED_OPEN });
        ping = window.setInterval(() => socket?.send('ping'), FEED_PING_MS);
      });
      socket.addEventListener('message', (event) => {
        try {
          const message: unknown = JSON.parse(String(event.data));
          dispatchFeedMessage(message);
          if (isBalanceMessage(message)) {
            setWallet({ status: 'success', currency, balances: walletBalances(message.balance) });
          }
        } catch {
          console.log('[wallet] feed message ignored', event.data);
        }
      });
      socket.addEventListener('error', (event) => console.warn('[wallet] feed error', event));
      socket.addEventListener('close', () => {
        window.clearInterval(ping);
        if (stopped || reconnects >= FEED_MAX_RECONNECTS) return;
        reconnects += 1;
        retry = window.setTimeout(connect, FEED_RECONNECT_DELAY_MS);
      });
    };
    void connect();
    return () => {
      stopped = true;
      window.clearInterval(ping);
      window.clearTimeout(retry);
      socket?.close();
    };
  }, [paths.walletFeed, currency]);

  return wallet;
}

export function WalletBalance({ wallet: initial, currency, countryCode, formatting }: WalletBalanceProps) {
  const t = useT();
  const paths = useSitePaths();
  const wallet = useLiveWallet(initial, currency);
  // The socket's level-ups become a toast naming the new level.
  useLevelUpToast(paths.loyaltyLevel);
  const money = (amount: string) =>
    formatMoney(amount, wallet.status === 'success' ? wallet.currency : currency, {
      locale: formatting,
      countryCode,
    });
  const summary =
    wallet.status === 'success'
      ? money(wallet.balances.totalBalance)
      : t(wallet.status === 'none' ? 'wallet.none' : 'wallet.error');

  return (
    <details className={styles.wallet} data-testid="header-wallet">
      <summary className={styles.walletSummary}>
        <span className={a11y.visuallyHidden}>{t('wallet.balance')}</span>
        <span aria-live="polite" aria-atomic="true" data-testid="header-balance">
          {summary}
        </span>
      </summary>
      <div className={styles.walletPanel}>
        {wallet.status === 'success' ? (
          <dl className={styles.balances}>
            {ROWS.map(([key, label]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{t(label)}</dt>
                <dd className={styles.amount} data-balance={key}>
                  {money(wallet.balances[key])}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t(wallet.status === 'none' ? 'wallet.none' : 'wallet.error')}</p>
        )}
        <Link to={paths['banking-deposit']}>{t('banking.deposit')}</Link>
        <Link to={paths.banking}>{t('banking.title')}</Link>
      </div>
    </details>
  );
}
