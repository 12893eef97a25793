/**
 * The transaction history's filter (spec 2 §4 "filter {category, from, to, hour, status}"): the
 * query string validated with zod, and the window it asks the player API for. Categories and
 * statuses are the contract's own lists (@casino/player-api), so a value the API adds shows here
 * without a second list to keep.
 */
import { z } from 'zod';
import { HISTORY_WINDOW_HOURS, historyWindow } from '@casino/domain';
import { transactionCategory, transactionStatus } from '@casino/player-api';

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
