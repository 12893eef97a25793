import { describe, expect, it } from 'vitest';
import type { Transaction } from '@casino/player-api';
import { ACTIVITY_WEEKS, activityWeeks, loadActivityChart } from './activityChart.server.ts';

const tx = (over: Partial<Transaction>): Transaction =>
  ({
    amount: '10.00',
    balanceAfterTransaction: '0.00',
    category: 'PAYMENT',
    transactionDate: '2026-11-25T10:00:00.000Z',
    referenceId: Math.random().toString(36),
    playerId: 'p',
    status: 'SUCCESS',
    type: 'DEPOSIT',
    walletId: 'w',
    ...over,
  }) as Transaction;

const NOW = new Date('2026-11-26T12:00:00Z'); // a Thursday

describe('activity weeks', () => {
  it('buckets paid deposits and requested withdrawals by Monday-started week, with a running net', () => {
    const weeks = activityWeeks(
      [
        tx({ amount: '50.00' }),
        tx({ amount: '25.50', transactionDate: '2026-11-23T00:00:00.000Z' }), // this Monday
        tx({
          type: 'WITHDRAW',
          amount: '-20.00',
          status: 'PENDING',
          transactionDate: '2026-11-22T23:59:00.000Z',
        }),
        tx({ type: 'WITHDRAW', amount: '30.00', status: 'CANCELLED' }),
        tx({ amount: '99.00', status: 'FAILED' }),
        tx({ amount: '1000.00', transactionDate: '2026-01-01T00:00:00.000Z' }), // before the window
      ],
      NOW,
    );
    expect(weeks).toHaveLength(ACTIVITY_WEEKS);
    expect(weeks.at(-1)).toEqual({
      start: '2026-11-23T00:00:00.000Z',
      deposits: 7550,
      withdrawals: 0,
      net: 5550,
    });
    expect(weeks.at(-2)).toMatchObject({ start: '2026-11-16T00:00:00.000Z', withdrawals: 2000, net: -2000 });
    expect(weeks[0]!.start).toBe('2026-09-07T00:00:00.000Z');
  });

  it('reads at most three pages and says when it stopped early', async () => {
    const calls: unknown[] = [];
    const full = Array.from({ length: 100 }, () => tx({}));
    const chart = await loadActivityChart(
      {
        transactions: async (request) => {
          calls.push(request);
          return full;
        },
      } as Parameters<typeof loadActivityChart>[0],
      NOW,
    );
    expect(calls).toHaveLength(3);
    expect(calls[0]).toMatchObject({ query: { category: 'PAYMENT', limit: 100, position: 0 } });
    expect(chart.truncated).toBe(true);
    expect(chart.weeks.at(-1)!.deposits).toBe(300 * 1000);
  });
});
