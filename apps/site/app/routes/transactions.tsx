/**
 * Transaction history `/my-account/banking/transactions` (spec 2 §3 "Transaction history state",
 * §4 "Transaction history", §7 "Transactions", "Net position", "Pending withdrawals", §9).
 *
 * - The filters (category, status, 24 h / 72 h window or from/to dates) are a GET form, so they
 *   work without JavaScript and every view has its own address. A new filter starts the list over.
 * - Pages of 10 (`position` advances by 10); `pages=N` in the address shows the first N pages
 *   merged into one list, unique by referenceId and newest first. "Load more" is a link to N+1:
 *   without JavaScript a new page, with it a client navigation that keeps the page and appends.
 *   hasMore only after a full page.
 * - While pending withdrawals exist the list refreshes every 30 s (the route is for logged-in
 *   players only; the guard sends others away).
 * - Bad filters answer 400 with the message and no list.
 */
import { useEffect, useId } from 'react';
import { Form, Link, data, redirect, useNavigation, useRevalidator } from 'react-router';
import {
  HISTORY_POLL_MS,
  TRANSACTION_PAGE_SIZE,
  formatLocale,
  formatMoney,
  historyHasMore,
  mergeTransactions,
} from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import type { Transaction } from '@casino/player-api';
import type { Route } from './+types/transactions';
import * as styles from '../components/Banking.css.ts';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import { useDateLocale, useT } from '../lib/i18n.ts';
import { loadTransactionGames, type TransactionGame } from '../lib/transactionGames.server.ts';
import {
  MAX_PAGES,
  TRANSACTION_CATEGORIES,
  TRANSACTION_STATUSES,
  filterSchema,
  windowOf,
} from '../lib/transactionFilter.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { state } = context.get(sessionContext);
  if (state.kind !== 'authorised') throw redirect(`/${formatLocale(locale)}/401`);
  const url = new URL(request.url);
  const raw = Object.fromEntries(
    ['category', 'status', 'hours', 'from', 'to', 'pages'].flatMap((key) => {
      const value = url.searchParams.get(key);
      return value === null ? [] : [[key, value]];
    }),
  );
  const base = {
    categories: TRANSACTION_CATEGORIES,
    statuses: TRANSACTION_STATUSES,
    locale: formatLocale(locale),
    formatting: locale.formatting,
    currency: state.player.currency,
    countryCode: state.player.countryCode,
    values: {
      category: String(raw['category'] ?? ''),
      status: String(raw['status'] ?? ''),
      hours: String(raw['hours'] ?? '24'),
      from: String(raw['from'] ?? '').slice(0, 10),
      to: String(raw['to'] ?? '').slice(0, 10),
    },
  };
  const parsed = filterSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    return data(
      {
        ...base,
        error: (message?.startsWith('transactions.') ? message : 'transactions.error.filter') as MessageId,
        list: [] as Transaction[],
        games: {} as Record<string, TransactionGame>,
        hasMore: false,
        pages: 1,
        summary: null,
        hasPending: false,
      },
      { status: 400 },
    );
  }
  const filter = parsed.data;
  const window = windowOf(filter, new Date());
  const query = {
    limit: TRANSACTION_PAGE_SIZE,
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.status ? { filter: filter.status } : {}),
    ...window,
  };
  const pageIndexes = Array.from({ length: filter.pages }, (_, index) => index);
  const [pages, summary, pending] = await Promise.all([
    Promise.all(
      pageIndexes.map((index) =>
        app.playerApi.transactions({ query: { ...query, position: index * TRANSACTION_PAGE_SIZE } }),
      ),
    ).catch(() => null),
    app.playerApi.netPositionWinLoss({ query: window }).catch(() => null),
    app.playerApi.pendingWithdrawals().catch(() => []),
  ]);
  const list = pages ? pages.reduce<Transaction[]>((all, page) => mergeTransactions(all, page), []) : [];
  const games = await loadTransactionGames(
    app.content,
    list.flatMap((tx) => (tx.gameId ? [tx.gameId] : [])),
  );
  return data(
    {
      ...base,
      error: pages ? null : ('transactions.error.load' as MessageId),
      list,
      games,
      hasMore: pages ? historyHasMore(pages.at(-1)!.length) && filter.pages < MAX_PAGES : false,
      pages: filter.pages,
      summary,
      hasPending: pending.length > 0,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export default function Transactions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const dateLocale = useDateLocale();
  const id = useId();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { values, hasPending } = loaderData;

  // spec 2 §4: refresh every 30 s while pending withdrawals exist.
  useEffect(() => {
    if (!hasPending) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, HISTORY_POLL_MS);
    return () => window.clearInterval(timer);
  }, [hasPending, revalidator]);

  const money = (amount: string) =>
    formatMoney(amount, loaderData.currency, {
      locale: loaderData.formatting,
      countryCode: loaderData.countryCode,
    });
  const more = new URLSearchParams({ ...values, pages: String(loaderData.pages + 1) });
  const errorId = `${id}-error`;

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.heading}>
        {t('transactions.title')}
      </h1>
      <Form
        method="get"
        className={`${styles.card} ${styles.filters}`}
        aria-label={t('transactions.filters')}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>{t('transactions.category')}</label>
          <select
            id={`${id}-category`}
            name="category"
            defaultValue={values.category}
            className={styles.input}
          >
            <option value="">{t('transactions.all')}</option>
            {loaderData.categories.map((category) => (
              <option key={category} value={category}>
                {t(`transactions.category.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-status`}>{t('transactions.status')}</label>
          <select id={`${id}-status`} name="status" defaultValue={values.status} className={styles.input}>
            <option value="">{t('transactions.all')}</option>
            {loaderData.statuses.map((status) => (
              <option key={status} value={status}>
                {t(`transactions.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-hours`}>{t('transactions.window')}</label>
          <select id={`${id}-hours`} name="hours" defaultValue={values.hours} className={styles.input}>
            <option value="24">{t('transactions.window.hours', { hours: 24 })}</option>
            <option value="72">{t('transactions.window.hours', { hours: 72 })}</option>
            <option value="">{t('transactions.window.dates')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>{t('transactions.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            name="from"
            defaultValue={values.from}
            className={styles.input}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>{t('transactions.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            name="to"
            defaultValue={values.to}
            className={styles.input}
            aria-describedby={loaderData.error ? errorId : undefined}
          />
        </div>
        <button type="submit" className={styles.secondaryButton}>
          {t('transactions.apply')}
        </button>
      </Form>

      {loaderData.error ? (
        <p id={errorId} role="alert" className={styles.alert}>
          {t(loaderData.error)}
        </p>
      ) : null}

      {loaderData.summary ? (
        <section className={styles.card} aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`} className={styles.heading}>
            {t('transactions.summary')}
          </h2>
          <dl className={styles.balances}>
            <dt>{t('transactions.netPosition')}</dt>
            <dd className={styles.amount}>{money(loaderData.summary.netPosition)}</dd>
            <dt>{t('transactions.winLoss')}</dt>
            <dd className={styles.amount}>{money(loaderData.summary.winLoss)}</dd>
          </dl>
        </section>
      ) : null}

      <section
        className={styles.card}
        aria-labelledby={`${id}-list`}
        aria-busy={navigation.state === 'loading'}
      >
        <h2 id={`${id}-list`} className={styles.heading}>
          {t('transactions.list')}
        </h2>
        {loaderData.list.length === 0 && !loaderData.error ? <p>{t('transactions.empty')}</p> : null}
        {loaderData.list.length ? (
          // Five columns do not fit a phone: the table scrolls sideways in its own box, which takes
          // focus so a keyboard can scroll it (WCAG 2.1.1; axe scrollable-region-focusable). A group,
          // not a region: the section around it is already the list's landmark.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrolling box must take focus
          <div className={styles.tableScroll} role="group" aria-labelledby={`${id}-list`} tabIndex={0}>
            <table className={styles.table} data-testid="transactions">
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {t('transactions.date')}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t('transactions.type')}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t('transactions.category')}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t('transactions.status')}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t('transactions.amount')}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {t('transactions.balanceAfter')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.list.map((tx) => (
                  <tr key={tx.referenceId} data-reference={tx.referenceId} data-status={tx.status}>
                    <td className={styles.cell}>
                      {new Date(tx.transactionDate).toLocaleString(dateLocale, {
                        timeZone: 'UTC',
                      })}
                    </td>
                    <td className={styles.cell}>
                      {t(`transactions.type.${tx.type}`)}
                      {tx.gameId ? (
                        <TransactionGameName game={loaderData.games[tx.gameId]} locale={loaderData.locale} />
                      ) : null}
                    </td>
                    <td className={styles.cell}>{t(`transactions.category.${tx.category}`)}</td>
                    <td className={styles.cell}>{t(`transactions.status.${tx.status}`)}</td>
                    <td className={styles.cell}>{money(tx.amount)}</td>
                    <td className={styles.cell}>{money(tx.balanceAfterTransaction)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {loaderData.hasMore ? (
          <Link to={`?${more.toString()}`} preventScrollReset className={styles.secondaryButton}>
            {t('transactions.loadMore')}
          </Link>
        ) : null}
      </section>
    </article>
  );
}

/** The game of a bet or win, under its type: a link to the game while the content knows it. */
function TransactionGameName({ game, locale }: { game: TransactionGame | undefined; locale: string }) {
  if (!game) return null;
  return (
    <span className={styles.cellDetail}>
      {game.path ? <Link to={`/${locale}${game.path}`}>{game.name}</Link> : game.name}
    </span>
  );
}
