/**
 * The account page's activity picture: deposits, withdrawals and the net position (deposits less
 * withdrawals, running) per week over the last 12 weeks, from the payment transactions the player
 * API already answers (spec 2 §7 "Transactions", category PAYMENT).
 *
 * - Paid deposits count (SUCCESS); withdrawals count once requested (PENDING or SUCCESS), since the
 *   money left the playable balance then; cancelled and failed ones do not.
 * - Weeks start on Monday, UTC, like the limits' weekly period; the last bucket is this week.
 * - At most 300 transactions are read (three pages of 100): a player with more payments in 12 weeks
 *   sees the newest 300, and the figure says "at least" through `truncated`.
 */
import type { PlayerApiClient, Transaction } from '@casino/player-api';

export const ACTIVITY_WEEKS = 12;
const PAGE = 100;
const MAX_PAGES = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ActivityWeek {
  /** Monday 00:00 UTC of the week (ISO). */
  start: string;
  /** Minor units. */
  deposits: number;
  withdrawals: number;
  /** Deposits less withdrawals from the first week up to this one, minor units. */
  net: number;
}

export interface ActivityChartData {
  weeks: ActivityWeek[];
  truncated: boolean;
}

function mondayOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * DAY_MS);
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Buckets payment transactions into the weeks ending with the one holding `now`. */
export function activityWeeks(transactions: readonly Transaction[], now: Date): ActivityWeek[] {
  const last = mondayOf(now);
  const first = new Date(last.getTime() - (ACTIVITY_WEEKS - 1) * 7 * DAY_MS);
  const weeks = Array.from({ length: ACTIVITY_WEEKS }, (_, index) => ({
    start: new Date(first.getTime() + index * 7 * DAY_MS).toISOString(),
    deposits: 0,
    withdrawals: 0,
    net: 0,
  }));
  for (const transaction of transactions) {
    const at = Date.parse(transaction.transactionDate);
    if (!Number.isFinite(at) || at < first.getTime()) continue;
    const index = Math.min(ACTIVITY_WEEKS - 1, Math.floor((at - first.getTime()) / (7 * DAY_MS)));
    const week = weeks[index]!;
    if (transaction.type === 'DEPOSIT' && transaction.status === 'SUCCESS') {
      week.deposits += cents(transaction.amount);
    } else if (
      transaction.type === 'WITHDRAW' &&
      (transaction.status === 'SUCCESS' || transaction.status === 'PENDING')
    ) {
      week.withdrawals += Math.abs(cents(transaction.amount));
    }
  }
  let running = 0;
  for (const week of weeks) {
    running += week.deposits - week.withdrawals;
    week.net = running;
  }
  return weeks;
}

export async function loadActivityChart(
  playerApi: Pick<PlayerApiClient, 'transactions'>,
  now: Date,
): Promise<ActivityChartData> {
  const from = new Date(mondayOf(now).getTime() - (ACTIVITY_WEEKS - 1) * 7 * DAY_MS).toISOString();
  const all: Transaction[] = [];
  let truncated = false;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const batch = await playerApi.transactions({
      query: { category: 'PAYMENT', from, limit: PAGE, position: page * PAGE },
    });
    all.push(...batch);
    if (batch.length < PAGE) break;
    if (page === MAX_PAGES - 1) truncated = true;
  }
  return { weeks: activityWeeks(all, now), truncated };
}
