/**
 * The transaction history on the server (spec 2 §3 "Transaction history state", §4 "Transaction
 * history", §7 "Transactions", "Net position", "Pending withdrawals", §9): the filter ("filter
 * {category, from, to, hour, status}": the query string validated with zod, and the window it asks
 * the player API for) and the page's reads. Categories and statuses are the contract's own lists
 * (@casino/player-api), so a value the API adds shows here without a second list to keep.
 */
import { data } from 'react-router';
import { z } from 'zod';
import {
  HISTORY_WINDOW_HOURS,
  TRANSACTION_PAGE_SIZE,
  historyHasMore,
  historyWindow,
  mergeTransactions,
} from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { transactionCategory, transactionStatus, type Transaction } from '@casino/player-api';
import { parseForm } from '../../lib/form.server.ts';
import type { PlayerPageContext } from '../../lib/page.server.ts';
import { filterCategories } from './historyView.ts';
import { loadTransactionGames, type TransactionGame } from './transactionGames.server.ts';

export const TRANSACTION_CATEGORIES = transactionCategory.options;
export const TRANSACTION_STATUSES = transactionStatus.options;

/** More pages than this are not kept in one address (100 entries). */
export const MAX_PAGES = 10;

const date = z.union([z.literal(''), z.iso.date()]);
export const filterSchema = z
  .object({
    category: z.union([z.literal(''), transactionCategory]).default(''),
    status: z.union([z.literal(''), transactionStatus]).default(''),
    hours: z.enum(['', ...HISTORY_WINDOW_HOURS.map(String)] as ['', '24', '72']).default('24'),
    from: date.default(''),
    to: date.default(''),
    pages: z.coerce.number().int().min(1).max(MAX_PAGES).default(1),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: 'transactions.error.range' });
export type Filter = z.infer<typeof filterSchema>;

/** The player API's `from`/`to` for the filter: the last hours, or whole UTC days. */
export function windowOf(filter: Filter, now: Date): { from?: string; to?: string } {
  if (filter.hours) return historyWindow(Number(filter.hours) as 24 | 72, now);
  return {
    ...(filter.from ? { from: `${filter.from}T00:00:00.000Z` } : {}),
    ...(filter.to ? { to: `${filter.to}T23:59:59.999Z` } : {}),
  };
}

/**
 * The history page (routes/transactions.tsx; spec 2 §4 "Transaction history"): the filter from the
 * address (a bad one answers 400 with its message and no list), the first `pages` pages merged,
 * the net position of the window, whether withdrawals are pending (the page then refreshes), and
 * the games of the bets and wins shown. The filter offers no betting categories on a brand without
 * a sportsbook (historyView.ts).
 */
export async function loadTransactionsPage(page: PlayerPageContext) {
  const { locale, player } = page;
  const url = new URL(page.request.url);
  const raw = Object.fromEntries(
    ['category', 'status', 'hours', 'from', 'to', 'pages'].flatMap((key) => {
      const value = url.searchParams.get(key);
      return value === null ? [] : [[key, value]];
    }),
  );
  const base = {
    categories: filterCategories(TRANSACTION_CATEGORIES, page.brand.features['sportsbook'] === true),
    statuses: TRANSACTION_STATUSES,
    locale: page.prefix,
    formatting: locale.formatting,
    currency: player.currency,
    countryCode: player.countryCode,
    values: {
      category: String(raw['category'] ?? ''),
      status: String(raw['status'] ?? ''),
      hours: String(raw['hours'] ?? '24'),
      from: String(raw['from'] ?? '').slice(0, 10),
      to: String(raw['to'] ?? '').slice(0, 10),
    },
  };
  const parsed = parseForm(filterSchema, raw);
  if (!parsed.ok) {
    const message = Object.values(parsed.fieldErrors)[0];
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
        page.playerApi.transactions({ query: { ...query, position: index * TRANSACTION_PAGE_SIZE } }),
      ),
    ).catch(() => null),
    page.playerApi.netPositionWinLoss({ query: window }).catch(() => null),
    page.playerApi.pendingWithdrawals().catch(() => []),
  ]);
  const list = pages ? pages.reduce<Transaction[]>((all, page) => mergeTransactions(all, page), []) : [];
  const games = await loadTransactionGames(
    page.content,
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
