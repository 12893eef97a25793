import { describe, expect, it } from 'vitest';
import {
  LIMIT_ERROR_CODES,
  LIMIT_PERIODS,
  SELF_EXCLUSION_MONTHS,
  TIMEOUT_DAYS,
  activityTimeUp,
  bindingLimit,
  clientLimits,
  exclusionPayload,
  limitErrorCode,
  limitErrorMessage,
  limitSuccessMessage,
  parseActivityTimer,
  parseSelfExclusionChoice,
  parseTimeoutDays,
  toClientLimit,
  unsetServerLimit,
  type LimitErrorCode,
  type LimitPeriod,
  type ServerGamblingLimit,
} from './gamblingLimits.ts';

/** spec 2 §5: the whole table, code × period → key (null: no message of its own → generic). */
const TABLE: Record<LimitErrorCode, Record<LimitPeriod, string | null>> = {
  interval: {
    D: 'limits.error.interval.daily',
    W: 'limits.error.interval.weekly',
    M: 'limits.error.interval.monthly',
  },
  too_high: { D: 'limits.error.too_high.daily', W: 'limits.error.too_high.weekly', M: null },
  too_low: { D: null, W: 'limits.error.too_low.weekly', M: 'limits.error.too_low.monthly' },
  locked: { D: 'limits.error.locked', W: 'limits.error.locked', M: 'limits.error.locked' },
};

describe('limitErrorMessage (spec 2 §5 limit errors)', () => {
  const cases = LIMIT_ERROR_CODES.flatMap((code) =>
    LIMIT_PERIODS.map((period) => ({
      code,
      period,
      expected: TABLE[code][period] ?? 'limits.error.generic',
    })),
  );
  it.each(cases)('save: $code for $period → $expected', ({ code, period, expected }) => {
    expect(limitErrorMessage({ action: 'save', period, code: `error.limit.${code}` })).toEqual({
      key: expected,
    });
    // The bare spec code reads the same, in any case.
    expect(limitErrorMessage({ action: 'save', period, code: code.toUpperCase() }).key).toBe(expected);
  });

  it('a save ignores the server message: the table decides', () => {
    expect(
      limitErrorMessage({ action: 'save', period: 'D', code: 'error.limit.too_high', serverMessage: 'raw' }),
    ).toEqual({ key: 'limits.error.too_high.daily' });
  });

  it.each(['delete', 'cancel'] as const)('a failed %s shows the server message', (action) => {
    expect(
      limitErrorMessage({
        action,
        period: 'W',
        code: 'error.limit.not_set',
        serverMessage: '  No weekly limit is pending  ',
      }),
    ).toEqual({ key: 'limits.error.server', values: { message: 'No weekly limit is pending' } });
  });

  it.each(['delete', 'cancel'] as const)(
    'a failed %s without a server message falls back to the table',
    (action) => {
      expect(
        limitErrorMessage({ action, period: 'M', code: 'error.limit.locked', serverMessage: ' ' }),
      ).toEqual({
        key: 'limits.error.locked',
      });
      expect(limitErrorMessage({ action, period: 'M', code: 'error.limit.not_set' })).toEqual({
        key: 'limits.error.generic',
      });
    },
  );

  it('unknown or missing codes are generic, never the raw code', () => {
    for (const code of [null, undefined, '', 'error.system.error', 'error.limit.', 'limit.too_high']) {
      expect(limitErrorMessage({ action: 'save', period: 'D', code }).key).toBe('limits.error.generic');
    }
  });

  it('limitErrorCode strips the contract prefix only', () => {
    expect(limitErrorCode('error.limit.interval')).toBe('interval');
    expect(limitErrorCode(' TOO_LOW ')).toBe('too_low');
    expect(limitErrorCode('error.exclusion.active')).toBeNull();
  });
});

describe('limitSuccessMessage (spec 2 §4)', () => {
  it("a save answered without a pending value is 'updated'", () => {
    expect(limitSuccessMessage('save', { pendingLimit: null, pendingLimitActiveFrom: null })).toBe(
      'limits.success.updated',
    );
    expect(limitSuccessMessage('save', {})).toBe('limits.success.updated');
  });
  it("a save answered with a pending value is 'update received'", () => {
    expect(
      limitSuccessMessage('save', { pendingLimit: '200.00', pendingLimitActiveFrom: '2026-01-02T00:00:00Z' }),
    ).toBe('limits.success.updateReceived');
  });
  it("a delete is 'removal received' and a cancel 'canceled', whatever comes back", () => {
    expect(limitSuccessMessage('delete', { pendingLimit: null })).toBe('limits.success.removalReceived');
    expect(limitSuccessMessage('cancel', { pendingLimit: '5.00' })).toBe('limits.success.canceled');
  });
});

const server = (
  overrides: Partial<ServerGamblingLimit> & Pick<ServerGamblingLimit, 'duration'>,
): ServerGamblingLimit => ({ ...unsetServerLimit(overrides.duration), ...overrides });

describe('client fields (spec 2 §3)', () => {
  it('renames the server fields and adds editing and error', () => {
    expect(
      toClientLimit(
        server({
          duration: 'W',
          limit: '100',
          pendingLimit: '250.5',
          pendingLimitActiveFrom: '2026-01-02T10:00:00.000Z',
          locked: true,
          updatedAt: '2026-01-01T10:00:00.000Z',
          startAt: '2025-12-29T00:00:00.000Z',
          resetAt: '2026-01-05T00:00:00.000Z',
          used: '80',
          remaining: '20',
        }),
      ),
    ).toEqual({
      period: 'W',
      value: '100.00',
      pendingValue: '250.50',
      pendingDate: '2026-01-02T10:00:00.000Z',
      pendingRemoval: false,
      locked: true,
      updatedAt: '2026-01-01T10:00:00.000Z',
      startedAt: '2025-12-29T00:00:00.000Z',
      resetAt: '2026-01-05T00:00:00.000Z',
      used: '80.00',
      remaining: '20.00',
      editing: false,
      error: null,
    });
  });

  it('a pending date without a pending value is a removal waiting', () => {
    const limit = toClientLimit(
      server({ duration: 'D', limit: '50', pendingLimitActiveFrom: '2026-01-02T10:00:00.000Z' }),
    );
    expect(limit.pendingRemoval).toBe(true);
    expect(limit.pendingValue).toBeNull();
  });

  it('clientLimits gives D, W, M in order, empty where the server has none', () => {
    const list = clientLimits([
      server({ duration: 'M', limit: '900' }),
      server({ duration: 'D', limit: '10' }),
    ]);
    expect(list.map((l) => [l.period, l.value])).toEqual([
      ['D', '10.00'],
      ['W', null],
      ['M', '900.00'],
    ]);
    expect(list[1]).toMatchObject({ used: '0.00', remaining: null, pendingRemoval: false });
  });
});

describe('bindingLimit: the lowest remaining applies', () => {
  const limit = (
    period: LimitPeriod,
    value: string | null,
    remaining: string | null,
    resetAt = `${period}-reset`,
  ) => ({
    period,
    value,
    remaining,
    resetAt,
  });

  it('no limit in force binds nothing', () => {
    expect(bindingLimit([])).toBeNull();
    expect(bindingLimit([limit('D', null, null), limit('W', null, '5')])).toBeNull();
  });

  it('the smallest remaining of the periods set wins, exactly in cents', () => {
    expect(
      bindingLimit([limit('D', '100', '20.10'), limit('W', '500', '20.09'), limit('M', '2000', '1500')]),
    ).toEqual({
      period: 'W',
      remaining: '20.09',
      resetAt: 'W-reset',
    });
  });

  it('a monthly limit nearly used binds before a fresh daily one', () => {
    expect(bindingLimit([limit('D', '100', '100'), limit('M', '300', '10')])?.period).toBe('M');
  });

  it('ties go to the shorter period; a missing remaining counts as the whole limit; never below 0', () => {
    expect(bindingLimit([limit('M', '50', '50'), limit('D', '50', null)])?.period).toBe('D');
    expect(bindingLimit([limit('D', '50', '-3')])).toMatchObject({ remaining: '0.00' });
  });
});

describe('activity reminder (spec 2 §4, §9)', () => {
  it('time is up at or below 0, never without a timer', () => {
    expect(activityTimeUp(0)).toBe(true);
    expect(activityTimeUp(-4)).toBe(true);
    expect(activityTimeUp(1)).toBe(false);
    expect(activityTimeUp(null)).toBe(false);
    expect(activityTimeUp(undefined)).toBe(false);
  });
  it('parses the four choices and nothing else', () => {
    expect(parseActivityTimer('30')).toBe(30);
    expect(parseActivityTimer('60')).toBe(60);
    expect(parseActivityTimer('120')).toBe(120);
    expect(parseActivityTimer('none')).toBeNull();
    for (const bad of ['45', '', null, undefined, '0', '120.5'])
      expect(parseActivityTimer(bad)).toBeUndefined();
  });
});

describe('time-out and self-exclusion choices (spec 1 §4, spec 2 §3; UKGC RTS 14)', () => {
  it('time-outs run from 1 day to six weeks', () => {
    expect(Math.min(...TIMEOUT_DAYS)).toBe(1);
    expect(Math.max(...TIMEOUT_DAYS)).toBe(42);
    expect(parseTimeoutDays('7')).toBe(7);
    expect(parseTimeoutDays('43')).toBeNull();
    expect(parseTimeoutDays('0')).toBeNull();
  });

  it('self-exclusion is at least six months, at most five years, or indefinite', () => {
    expect(Math.min(...SELF_EXCLUSION_MONTHS)).toBe(6);
    expect(Math.max(...SELF_EXCLUSION_MONTHS)).toBe(60);
    expect(parseSelfExclusionChoice('indefinite')).toBe('indefinite');
    expect(parseSelfExclusionChoice('12')).toBe(12);
    expect(parseSelfExclusionChoice('3')).toBeNull();
    expect(parseSelfExclusionChoice('Infinity')).toBeNull();
  });

  it('builds the exclusion payload: months with no delay, or indefinite', () => {
    expect(exclusionPayload(6)).toEqual({
      exclusionInMonths: 6,
      exclusionDelayInHours: 0,
      accountDisableIndefinitely: false,
    });
    expect(exclusionPayload('indefinite')).toEqual({
      exclusionInMonths: 60,
      exclusionDelayInHours: 0,
      accountDisableIndefinitely: true,
    });
  });
});
