/**
 * Properties of the bonus arithmetic (rules.ts): stakes split cash first and never create
 * money, wins split in the stake's proportion, conversion sums to the balance and keeps a sticky
 * bonus, wagering credit is monotone and bounded, cashback is capped, never negative, and never
 * pays a period twice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashbackDue,
  cashbackPeriod,
  conversion,
  depositMatch,
  stakeSplit,
  wageringCredit,
  winSplit,
} from './rules.ts';

const cents = (max = 10_000_000n) => fc.bigInt({ min: 0n, max });
const percent = fc.integer({ min: 0, max: 100 });

describe('the bonus arithmetic', () => {
  it('takes a stake from cash first, the rest from the bonus, and never more than both hold', () => {
    fc.assert(
      fc.property(cents(), cents(), cents(), (stake, main, bonus) => {
        const split = stakeSplit(stake, main, bonus);
        if (stake > main + bonus) {
          expect(split).toBeNull();
          return;
        }
        expect(split).not.toBeNull();
        expect(split!.cash + split!.bonus).toBe(stake);
        expect(split!.cash).toBe(stake < main ? stake : main);
        expect(split!.bonus <= bonus).toBe(true);
        expect(split!.bonus > 0n ? split!.cash === main : true).toBe(true);
      }),
    );
  });

  it('splits a win as its stake was split, to the cent', () => {
    fc.assert(
      fc.property(
        cents(),
        fc.bigInt({ min: 1n, max: 1_000_000n }),
        cents(1_000_000n),
        (win, stake, bonusPart) => {
          const bonusStake = bonusPart > stake ? stake : bonusPart;
          const { toBonus, toMain } = winSplit(win, stake, bonusStake);
          expect(toBonus + toMain).toBe(win);
          expect(toBonus >= 0n && toMain >= 0n).toBe(true);
          // Within a cent of the exact share.
          expect(toBonus * stake <= win * bonusStake).toBe(true);
          expect((toBonus + 1n) * stake > win * bonusStake).toBe(true);
        },
      ),
    );
  });

  it('credits wagering by contribution: at most the stake, monotone in the percent, exact at 100 %', () => {
    fc.assert(
      fc.property(cents(), percent, percent, (stake, a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(wageringCredit(stake, low) <= wageringCredit(stake, high)).toBe(true);
        expect(wageringCredit(stake, high) <= stake).toBe(true);
        expect(wageringCredit(stake, 100)).toBe(stake);
        expect(wageringCredit(stake, 0)).toBe(0n);
      }),
    );
  });

  it('converts the whole balance: non-sticky all to cash, sticky keeps at most the bonus granted', () => {
    fc.assert(
      fc.property(fc.boolean(), cents(), cents(), (sticky, balance, granted) => {
        const { toMain, toHouse } = conversion(sticky, balance, granted);
        expect(toMain + toHouse).toBe(balance);
        expect(toMain >= 0n && toHouse >= 0n).toBe(true);
        if (!sticky) expect(toHouse).toBe(0n);
        else expect(toMain).toBe(balance > granted ? balance - granted : 0n);
      }),
    );
  });

  it('matches a deposit by percent up to the cap', () => {
    fc.assert(
      fc.property(cents(), percent, fc.option(cents(1_000_000n), { nil: null }), (deposit, pct, cap) => {
        const match = depositMatch(deposit, pct, cap);
        expect(match >= 0n).toBe(true);
        if (cap !== null) expect(match <= cap).toBe(true);
        expect(match <= (deposit * BigInt(pct)) / 100n).toBe(true);
      }),
    );
    expect(depositMatch(5_000n, 100, 10_000n)).toBe(5_000n);
    expect(depositMatch(50_000n, 100, 10_000n)).toBe(10_000n);
  });

  it('pays cashback of net losses only, capped, and never twice in a period', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -1_000_000n, max: 10_000_000n }),
        percent,
        fc.option(cents(100_000n), { nil: null }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }),
        (loss, pct, cap, claims) => {
          let paid = 0n;
          const first = cashbackDue(loss, pct, cap, 0n);
          if (loss <= 0n) expect(first.accrued).toBe(0n);
          if (cap !== null) expect(first.accrued <= cap).toBe(true);
          for (const _ of claims) {
            const { claimable } = cashbackDue(loss, pct, cap, paid);
            expect(claimable >= 0n).toBe(true);
            paid += claimable;
          }
          // However often the player claims, a period pays its accrued amount at most.
          expect(paid <= first.accrued).toBe(true);
          expect(cashbackDue(loss, pct, cap, paid).claimable).toBe(claims.length ? 0n : first.claimable);
        },
      ),
    );
  });

  it('finds the weekly (Monday to Monday) and specific-day periods holding now', () => {
    const now = new Date('2026-11-26T13:00:00Z'); // a Thursday
    expect(cashbackPeriod('WEEKLY', now, now, null)).toEqual({
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-30T00:00:00Z'),
    });
    expect(cashbackPeriod('DAILY', now, now, null).start).toEqual(new Date('2026-11-26T00:00:00Z'));
    expect(cashbackPeriod('SPECIFIC_DAY', now, now, null, 1).start).toEqual(new Date('2026-11-23T00:00:00Z'));
    const from = new Date('2026-11-01T00:00:00Z');
    expect(cashbackPeriod('INSTANT', now, from, null)).toEqual({ start: from, end: null });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (at) => {
          const week = cashbackPeriod('WEEKLY', at, at, null);
          expect(week.start <= at && at < week.end!).toBe(true);
          expect(week.start.getUTCDay()).toBe(1);
        },
      ),
    );
  });
});
