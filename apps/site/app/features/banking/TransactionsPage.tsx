/**
 * The transaction history page (routes/transactions.tsx; spec 2 §4 "Transaction history"; issue 27
 * point 8): the filters behind one Filter button (a `<details>` sheet holding a GET form, so it
 * works without scripts and every view has its own address; open when the filter was refused), the
 * net position, and the list as cards ("Deposit · +€20.00 · Successful · 27 Nov, 11:15",
 * historyView.ts) whose amount is always on screen at 360 px; from the tablet width up each card
 * is a row of columns. "Load more" appends; while withdrawals are pending the page reads its data
 * again every 30 s.
 */
import { useEffect, useId } from 'react';
import { Form, Link, useNavigation, useRevalidator } from 'react-router';
import { HISTORY_POLL_MS, formatMoney } from '@casino/domain';
import { Field, FormError } from '@casino/ui/components';
import { useDateLocale, useT } from '../../lib/i18n.ts';
import * as styles from './banking.css.ts';
import * as history from './history.css.ts';
import { historyCard } from './historyView.ts';
import type { TransactionGame } from './transactionGames.server.ts';
import type { loadTransactionsPage } from './transactions.server.ts';

type Unwrapped<T> = T extends { data: infer D } ? D : T;
/** What the route's loader hands the page. */
export type TransactionsPageData = Unwrapped<Awaited<ReturnType<typeof loadTransactionsPage>>>;

export function TransactionsPage({ loaderData }: { loaderData: TransactionsPageData }) {
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
  const format = {
    currency: loaderData.currency,
    formatting: loaderData.formatting,
    countryCode: loaderData.countryCode,
    dateLocale,
  };
  const more = new URLSearchParams({ ...values, pages: String(loaderData.pages + 1) });
  const errorId = `${id}-error`;

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.heading}>
        {t('transactions.title')}
      </h1>
      <details className={history.filter} open={loaderData.error ? true : undefined}>
        <summary className={history.filterButton}>{t('transactions.filter')}</summary>
        <Form
          method="get"
          className={`${styles.card} ${styles.filters} ${history.sheet}`}
          aria-label={t('transactions.filters')}
        >
          <Field id={`${id}-category`} label={t('transactions.category')}>
            {(control) => (
              <select {...control} name="category" defaultValue={values.category} className={styles.input}>
                <option value="">{t('transactions.all')}</option>
                {loaderData.categories.map((category) => (
                  <option key={category} value={category}>
                    {t(`transactions.category.${category}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-status`} label={t('transactions.status')}>
            {(control) => (
              <select {...control} name="status" defaultValue={values.status} className={styles.input}>
                <option value="">{t('transactions.all')}</option>
                {loaderData.statuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`transactions.status.${status}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-hours`} label={t('transactions.window')}>
            {(control) => (
              <select {...control} name="hours" defaultValue={values.hours} className={styles.input}>
                <option value="24">{t('transactions.window.hours', { hours: 24 })}</option>
                <option value="72">{t('transactions.window.hours', { hours: 72 })}</option>
                <option value="">{t('transactions.window.dates')}</option>
              </select>
            )}
          </Field>
          <Field id={`${id}-from`} label={t('transactions.from')}>
            {(control) => (
              <input
                {...control}
                type="date"
                name="from"
                defaultValue={values.from}
                className={styles.input}
              />
            )}
          </Field>
          <Field id={`${id}-to`} label={t('transactions.to')} describedBy={loaderData.error ? errorId : null}>
            {(control) => (
              <input {...control} type="date" name="to" defaultValue={values.to} className={styles.input} />
            )}
          </Field>
          <button type="submit" className={styles.secondaryButton}>
            {t('transactions.apply')}
          </button>
        </Form>
      </details>

      <FormError message={loaderData.error ? t(loaderData.error) : null} id={errorId} />

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
          <ol className={history.list} data-testid="transactions">
            {loaderData.list.map((tx) => {
              const card = historyCard(tx, format);
              return (
                <li
                  key={tx.referenceId}
                  className={history.entry}
                  data-reference={tx.referenceId}
                  data-status={tx.status}
                >
                  <span className={history.what}>
                    <span className={history.type}>{t(`transactions.type.${tx.type}`)}</span>
                    {tx.gameId ? (
                      <TransactionGameName game={loaderData.games[tx.gameId]} locale={loaderData.locale} />
                    ) : null}
                  </span>
                  <span className={history.amount} data-direction={card.direction} data-testid="entry-amount">
                    {card.amount}
                  </span>
                  <span className={history.meta}>
                    <span data-testid="entry-status">{t(`transactions.status.${tx.status}`)}</span>
                    <span aria-hidden="true"> · </span>
                    <time dateTime={tx.transactionDate} data-testid="entry-date">
                      {card.date}
                    </time>
                    <span aria-hidden="true"> · </span>
                    <span>{t(`transactions.category.${tx.category}`)}</span>
                  </span>
                  <span className={history.balance}>
                    {t('transactions.balanceAfter')} {card.balanceAfter}
                  </span>
                </li>
              );
            })}
          </ol>
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
