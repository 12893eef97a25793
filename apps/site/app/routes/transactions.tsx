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
 * The reads are features/banking/transactions.server.ts, the page features/banking/TransactionsPage.tsx.
 */
import type { Route } from './+types/transactions';
import { TransactionsPage } from '../features/banking/index.ts';
import { loadTransactionsPage } from '../features/banking/index.server.ts';
import { playerPage } from '../lib/page.server.ts';

export function loader(args: Route.LoaderArgs) {
  return loadTransactionsPage(playerPage(args));
}

export default function Transactions({ loaderData }: Route.ComponentProps) {
  return <TransactionsPage loaderData={loaderData} />;
}
