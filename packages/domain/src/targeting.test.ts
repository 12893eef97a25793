import { describe, expect, it } from 'vitest';
import {
  depositCountGroup,
  isForLanguage,
  isForMarket,
  isInTargetAudience,
  isShownTo,
  isWithinSchedule,
} from './targeting.ts';

describe('isShownTo (spec 3 §5 authorized setting)', () => {
  it('shows "both" to everyone and the others to their side only', () => {
    expect([isShownTo('both', false), isShownTo('both', true), isShownTo(undefined, false)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([isShownTo('authorized', false), isShownTo('authorized', true)]).toEqual([false, true]);
    expect([isShownTo('notAuthorized', false), isShownTo('notAuthorized', true)]).toEqual([true, false]);
  });
});

describe('isForMarket and isForLanguage', () => {
  it('treat an empty list as everywhere and compare codes ignoring case', () => {
    expect(isForMarket([], 'FI')).toBe(true);
    expect(isForMarket(undefined, 'FI')).toBe(true);
    expect(isForMarket(['FI', 'NO'], 'fi')).toBe(true);
    expect(isForMarket(['NO'], 'FI')).toBe(false);
    expect(isForLanguage(null, 'fi')).toBe(true);
    expect(isForLanguage(['fi'], 'FI')).toBe(true);
    expect(isForLanguage(['en'], 'fi')).toBe(false);
  });
});

describe('isWithinSchedule', () => {
  const at = new Date('2026-11-21T12:00:00Z');
  it('shows from the start date until (not including) the end date; open ends are open', () => {
    expect(isWithinSchedule({}, at)).toBe(true);
    expect(isWithinSchedule({ startDate: '2026-11-21T12:00:00Z' }, at)).toBe(true);
    expect(isWithinSchedule({ startDate: '2026-11-21T12:00:01Z' }, at)).toBe(false);
    expect(isWithinSchedule({ endDate: '2026-11-21T12:00:00Z' }, at)).toBe(false);
    expect(isWithinSchedule({ startDate: '2026-11-01T00:00:00Z', endDate: '2026-12-01T00:00:00Z' }, at)).toBe(
      true,
    );
  });
  it('ignores unreadable dates', () => {
    expect(isWithinSchedule({ startDate: 'soon', endDate: '' }, at)).toBe(true);
  });
});

describe('target audience (spec 3 §3 Content box, §5)', () => {
  it('groups deposit counts', () => {
    expect([0, 1, 2, 10].map(depositCountGroup)).toEqual([
      'DEPOSIT_COUNT_0',
      'DEPOSIT_COUNT_1',
      'DEPOSIT_COUNT_MORE_THAN_1',
      'DEPOSIT_COUNT_MORE_THAN_1',
    ]);
  });

  it('lets everyone through without a limit, and visitors through any audience', () => {
    expect(isInTargetAudience(undefined, { depositCount: 0 })).toBe(true);
    expect(isInTargetAudience({ targetAudienceOption: 'noLimit' }, { depositCount: 3 })).toBe(true);
    expect(isInTargetAudience({ targetAudienceOption: 'players', targetPlayersIds: ['p1'] }, null)).toBe(
      true,
    );
  });

  it('matches players by deposit-count group or by id', () => {
    const firstDeposit = { targetAudienceOption: 'group', targetGroups: ['DEPOSIT_COUNT_1'] };
    expect(isInTargetAudience(firstDeposit, { depositCount: 1 })).toBe(true);
    expect(isInTargetAudience(firstDeposit, { depositCount: 2 })).toBe(false);
    expect(isInTargetAudience(firstDeposit, { playerId: 'p1' })).toBe(false);
    const listed = { targetAudienceOption: 'players', targetPlayersIds: ['p1', 'p2'] };
    expect(isInTargetAudience(listed, { playerId: 'p2' })).toBe(true);
    expect(isInTargetAudience(listed, { playerId: 'p3', depositCount: 5 })).toBe(false);
  });
});
