/**
 * What every part of the gambling-limits page reads (routes/gambling-limits.tsx): the page's
 * facts, the labels of each limit, and the hook that formats money and dates in the page's
 * conventions and translates a refusal.
 */
import { useNavigation } from 'react-router';
import { formatMoney, type LimitKind, type LimitPeriod } from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { useDateLocale, useT } from '../../lib/i18n.ts';
import type { GamblingLimitsActionData } from './gamblingLimits.server.ts';

/** What every section reads of the page. */
export interface LimitsPageData {
  path: string;
  currency: string;
  formatting: string;
  countryCode: string;
}

export type LimitsResult = GamblingLimitsActionData | null;

export const LIMIT_LABELS: Record<LimitKind, Record<LimitPeriod, MessageId>> = {
  deposit: { D: 'limits.deposit.D', W: 'limits.deposit.W', M: 'limits.deposit.M' },
  spend: { D: 'limits.spend.D', W: 'limits.spend.W', M: 'limits.spend.M' },
};

export function useLimitsFormatting(page: LimitsPageData) {
  const t = useT();
  const dateLocale = useDateLocale();
  return {
    t,
    money: (amount: string) =>
      formatMoney(amount, page.currency, { locale: page.formatting, countryCode: page.countryCode }),
    date: (iso: string) =>
      new Date(iso).toLocaleString(dateLocale, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }),
    message: (error: GamblingLimitsActionData['error']) => t(error.key as MessageId, error.values),
    busy: useNavigation().state !== 'idle',
  };
}

/** The refusal of one limit (its kind and period), or null. */
export function limitRefusal(result: LimitsResult, kind: LimitKind, period?: LimitPeriod) {
  return result &&
    typeof result.target === 'object' &&
    result.target.kind === kind &&
    (period === undefined || result.target.period === period)
    ? result
    : null;
}
