/**
 * The transaction history's view (issue 27 point 8; PLAYER-EXPERIENCE.md "Account"): each entry as
 * one card's facts ("Deposit · +€20.00 · Successful · 27 Nov, 11:15"), with the amount signed and
 * written in the market's format and the date in the market's conventions (@casino/i18n
 * `formatDateTime`, never the US order on a euro site); and the categories a brand's filter offers.
 * Pure, so it is tested beside it and the page renders it the same on the server and in the browser.
 *
 * Decisions where the specs are silent:
 * - A money-in amount carries a "+" (the player API signs money out with "-"); zero has no sign.
 * - A brand without a sportsbook (brand feature `sportsbook`) offers no betting categories (SPORTS,
 *   VIRTUAL_SPORTS) in its filter: it has no such transactions to find.
 */
import { formatMoney } from '@casino/domain';
import { formatDateTime } from '@casino/i18n';

export interface HistoryFormat {
  currency: string;
  /** The market's number locale (`fi-FI`). */
  formatting: string;
  countryCode: string;
  /** The page's date locale (`dateLocaleFor`). */
  dateLocale: string;
}

/** A money amount with its sign: "+€20.00", "-€5.00", "€0.00". */
export function signedMoney(amount: string, format: HistoryFormat): string {
  const text = formatMoney(amount, format.currency, {
    locale: format.formatting,
    countryCode: format.countryCode,
  });
  return Number(amount) > 0 ? `+${text}` : text;
}

export interface HistoryCardEntry {
  amount: string;
  balanceAfterTransaction: string;
  transactionDate: string;
}

/** The card's written facts of one entry: its amount, balance after and date. */
export function historyCard(entry: HistoryCardEntry, format: HistoryFormat) {
  return {
    amount: signedMoney(entry.amount, format),
    balanceAfter: formatMoney(entry.balanceAfterTransaction, format.currency, {
      locale: format.formatting,
      countryCode: format.countryCode,
    }),
    date: formatDateTime(entry.transactionDate, format.dateLocale, 'listed'),
    direction:
      Number(entry.amount) > 0 ? ('in' as const) : Number(entry.amount) < 0 ? ('out' as const) : null,
  };
}

const BETTING_CATEGORIES: ReadonlySet<string> = new Set(['SPORTS', 'VIRTUAL_SPORTS']);

/** The categories a brand's history filter offers (module header: no betting without a sportsbook). */
export function filterCategories<T extends string>(categories: readonly T[], sportsbook: boolean): T[] {
  return sportsbook ? [...categories] : categories.filter((category) => !BETTING_CATEGORIES.has(category));
}
