/**
 * Banking rules (spec 2 §2 "/deposit" cashier row, §3 "Wallet" and "Transaction history state",
 * §4 "Wallet operation result to flow status", "Transaction history", §9 constants; spec 3 §4
 * "Live feed").
 *
 * Decisions where the specs are silent:
 * - Balances are summed exactly in cents (money.ts `roundMoney`) and kept as two-decimal strings;
 *   the total is main + locked + every bonus entry.
 * - The cashier country list is read case-insensitively; an unknown country hides nothing.
 * - FORBIDDEN maps to `restricted` and SELF_SPEND_LIMIT_REACHED to `self limit reached` (their
 *   mapping is "not shown").
 * - History entries with the same referenceId keep the newest copy (a later page or a refresh
 *   brings the transaction's current status); dates that do not parse sort last.
 */
import { roundMoney } from './money.ts';

/** spec 2 §4 transaction statuses as the deposit flow's result. */
export function depositResultOf(status: string): 'success' | 'pending' | 'failed' {
  if (status === 'SUCCESS' || status === 'COMPLETED') return 'success';
  if (status === 'PENDING' || status === 'WAITING_INPUT') return 'pending';
  return 'failed';
}

/** Campaign triggers a deposit can claim (spec 3 "Triggers: first … fifth and next deposit"). */
export const DEPOSIT_TRIGGER_EVENTS = [
  'FIRST_DEPOSIT',
  'SECOND_DEPOSIT',
  'THIRD_DEPOSIT',
  'FOURTH_DEPOSIT',
  'FIFTH_DEPOSIT',
  'NEXT_DEPOSIT',
] as const;
export const DEPOSIT_BONUS_TRIGGERS: ReadonlySet<string> = new Set(DEPOSIT_TRIGGER_EVENTS);

/** spec 2 §2 and §9: the cashier is hidden for players of these countries. */
export const CASHIER_HIDDEN_COUNTRIES = [
  'NL',
  'DE',
  'NO',
  'FI',
  'PL',
  'CH',
  'CA',
  'IN',
  'PH',
  'FR',
  'BR',
  'BG',
  'IE',
  'HU',
  'TR',
  'NZ',
  'CL',
] as const;

/**
 * spec 2 §2 `/deposit`: the cashier shows only with the brand's `cashier` flag and outside the
 * list: the brand's own (its `cashierHiddenCountries`, configuration), else the spec's.
 */
export function cashierShown(input: {
  cashierFeature: boolean;
  countryCode: string | null | undefined;
  hiddenCountries?: readonly string[] | undefined;
}) {
  if (!input.cashierFeature) return false;
  const country = (input.countryCode ?? '').trim().toUpperCase();
  return !(input.hiddenCountries ?? CASHIER_HIDDEN_COUNTRIES).includes(country);
}

/** spec 2 §9 and spec 3 §4 timings. */
export const WALLET_POLL_MS = 20_000;
export const HISTORY_POLL_MS = 30_000;
export const TRANSACTION_PAGE_SIZE = 10;
export const FEED_PING_MS = 20_000;
export const FEED_MAX_RECONNECTS = 10;
export const FEED_RECONNECT_DELAY_MS = 3_000;
/** spec 2 §4, §9 "Filter options: 24h and 72h"; the first is the default window. */
export const HISTORY_WINDOW_HOURS = [24, 72] as const;
export type HistoryWindowHours = (typeof HISTORY_WINDOW_HOURS)[number];

/** The balance map of the wallet call and the WALLET_BALANCE feed message (spec 2 §3). */
export interface BalanceMapInput {
  main: ReadonlyArray<{ cash: string | number }>;
  locked: ReadonlyArray<{ cash: string | number }>;
  bonus: ReadonlyArray<{ bonus: string | number; vertical: string }>;
}

/** spec 2 §3 "Wallet": the sums the site shows, two-decimal strings. */
export interface WalletBalances {
  mainBalance: string;
  lockedBalance: string;
  sportsBonus: string;
  casinoBonus: string;
  liveCasinoBonus: string;
  /** Sum of all, rounded to 2 decimals. */
  totalBalance: string;
}

const cents = (amount: string | number) => BigInt(roundMoney(amount).replace('.', ''));
const fromCents = (value: bigint) => roundMoney(`${value}e-2`);

function sum(amounts: ReadonlyArray<string | number>): bigint {
  return amounts.reduce<bigint>((total, amount) => total + cents(amount), 0n);
}

/** Vertical names of the contract (`SPORTS`, `CASINO`, `LIVE_CASINO`) and spec words, any case. */
function verticalOf(vertical: string): 'sports' | 'casino' | 'liveCasino' | null {
  const key = vertical.toLowerCase().replace(/[\s_-]/g, '');
  if (key === 'sports' || key === 'sport' || key === 'sportsbook') return 'sports';
  if (key === 'casino') return 'casino';
  if (key === 'livecasino') return 'liveCasino';
  return null;
}

export function walletBalances(map: BalanceMapInput): WalletBalances {
  const main = sum(map.main.map((entry) => entry.cash));
  const locked = sum(map.locked.map((entry) => entry.cash));
  const bonus = { sports: 0n, casino: 0n, liveCasino: 0n, other: 0n };
  for (const entry of map.bonus) bonus[verticalOf(entry.vertical) ?? 'other'] += cents(entry.bonus);
  const total = main + locked + bonus.sports + bonus.casino + bonus.liveCasino + bonus.other;
  return {
    mainBalance: fromCents(main),
    lockedBalance: fromCents(locked),
    sportsBonus: fromCents(bonus.sports),
    casinoBonus: fromCents(bonus.casino),
    liveCasinoBonus: fromCents(bonus.liveCasino),
    totalBalance: fromCents(total),
  };
}

/** spec 2 §4 "Wallet operation result to flow status". */
export type WalletFlowStatus =
  | 'allowed'
  | 'error'
  | 'verifyLoyal'
  | 'verifyUnderReview'
  | 'verifyRequired'
  | 'verifyStrict'
  | 'withdrawalLimitReached'
  | 'selfLimitReached'
  | 'restricted';

export function walletFlowStatus(outcome: string | null | undefined): WalletFlowStatus {
  switch (outcome) {
    case 'SUCCESS':
      return 'allowed';
    case 'DOCUMENTS_PREFERRED':
      return 'verifyLoyal';
    case 'DOCUMENTS_UNDER_REVIEW':
      return 'verifyUnderReview';
    case 'DOCUMENTS_REQUIRED':
      return 'verifyRequired';
    case 'DOCUMENTS_REQUIRED_RESTRICTED':
      return 'verifyStrict';
    case 'WITHDRAWAL_LIMIT_REACHED':
      return 'withdrawalLimitReached';
    case 'SELF_LIMIT_REACHED':
    case 'SELF_SPEND_LIMIT_REACHED':
      return 'selfLimitReached';
    case 'RESTRICTED':
    case 'FORBIDDEN':
      return 'restricted';
    default:
      // NOT_ENOUGH_FUNDS, EXCEEDS_KYC_LIMIT, FAILURE and anything unknown.
      return 'error';
  }
}

/** The fields of a transaction the history list needs. */
export interface HistoryEntry {
  referenceId: string;
  transactionDate: string;
}

const timeOf = (entry: HistoryEntry) => {
  const time = Date.parse(entry.transactionDate);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** spec 2 §3: the list unique by referenceId (later copies win), newest first. */
export function mergeTransactions<T extends HistoryEntry>(list: readonly T[], page: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const entry of [...list, ...page]) byId.set(entry.referenceId, entry);
  return [...byId.values()].sort((a, b) => timeOf(b) - timeOf(a));
}

/** spec 2 §4: more pages exist only after a full page. */
export function historyHasMore(pageLength: number, pageSize: number = TRANSACTION_PAGE_SIZE): boolean {
  return pageLength >= pageSize;
}

/** spec 2 §4: the window counted back from `now` (the first option is the default). */
export function historyWindow(
  hours: HistoryWindowHours = HISTORY_WINDOW_HOURS[0],
  now: Date = new Date(),
): { from: string; to: string } {
  return { from: new Date(now.getTime() - hours * 3_600_000).toISOString(), to: now.toISOString() };
}
