import { describe, expect, it, vi } from 'vitest';
import { PlayerApiError, type GamblingLimit } from '@casino/player-api';
import {
  changeLimit,
  loadGamblingLimits,
  parseGamblingLimitsForm,
  startBreak,
} from './gamblingLimits.server.ts';

const limit = (overrides: Partial<GamblingLimit> = {}): GamblingLimit => ({
  duration: 'D',
  limit: '100.00',
  pendingLimit: null,
  pendingLimitActiveFrom: null,
  locked: false,
  updatedAt: null,
  startAt: null,
  resetAt: null,
  used: '80.00',
  remaining: '20.00',
  ...overrides,
});

describe('loadGamblingLimits (spec 2 §4 page load)', () => {
  it('runs the three loads in parallel and gives the client fields', async () => {
    let started = 0;
    const gate = () =>
      new Promise<void>((resolve) => {
        started += 1;
        setTimeout(resolve, 5);
      });
    const api = {
      depositLimits: vi.fn(async () => (await gate(), [limit()])),
      spendLimits: vi.fn(async () => (await gate(), [])),
      activitySettings: vi.fn(async () => (await gate(), { timer: 30 as const, startedAt: null })),
    };
    const pending = loadGamblingLimits(api);
    expect(started).toBe(3);
    const view = await pending;
    expect(view).toMatchObject({ status: 'loaded', timer: 30 });
    if (view.status !== 'loaded') throw new Error('loaded');
    expect(view.deposit[0]).toMatchObject({
      period: 'D',
      value: '100.00',
      used: '80.00',
      remaining: '20.00',
    });
    expect(view.spend.map((l) => l.value)).toEqual([null, null, null]);
  });

  it.each(['depositLimits', 'spendLimits', 'activitySettings'] as const)(
    'is the error state when %s fails',
    async (failing) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const api = {
        depositLimits: async () => [limit()],
        spendLimits: async () => [],
        activitySettings: async () => ({ timer: null, startedAt: null }),
        [failing]: async () => {
          throw new PlayerApiError(501, 'error.not_implemented', 'Not implemented');
        },
      };
      expect(await loadGamblingLimits(api)).toEqual({ status: 'error' });
    },
  );
});

describe('parseGamblingLimitsForm', () => {
  const parse = (form: Record<string, string>) => parseGamblingLimitsForm(form, 'EUR', 'en-IE');

  it('reads a save with the amount as typed', () => {
    expect(parse({ intent: 'save', kind: 'deposit', period: 'D', amount: '1,000.5' })).toEqual({
      ok: true,
      form: { intent: 'save', kind: 'deposit', period: 'D', amount: '1000.50' },
    });
  });

  it('refuses a missing, bad or zero amount beside that limit', () => {
    expect(parse({ intent: 'save', kind: 'spend', period: 'W', amount: '' })).toMatchObject({
      ok: false,
      field: 'amount',
      messageId: 'limits.amount.error.empty',
      kind: 'spend',
      period: 'W',
    });
    expect(parse({ intent: 'save', kind: 'spend', period: 'W', amount: 'abc' })).toMatchObject({
      messageId: 'limits.amount.error.invalid',
    });
    expect(parse({ intent: 'save', kind: 'spend', period: 'W', amount: '0' })).toMatchObject({
      messageId: 'limits.amount.error.invalid',
    });
  });

  it('refuses unknown intents, kinds and periods', () => {
    expect(parse({ intent: 'drop' })).toMatchObject({ ok: false, field: 'form' });
    expect(parse({ intent: 'delete', kind: 'loss', period: 'D' })).toMatchObject({
      ok: false,
      field: 'form',
    });
    expect(parse({ intent: 'cancel', kind: 'deposit', period: 'Y' })).toMatchObject({
      ok: false,
      field: 'form',
    });
  });

  it('reads the activity timer, none included', () => {
    expect(parse({ intent: 'activity', timer: 'none' })).toEqual({
      ok: true,
      form: { intent: 'activity', timer: null },
    });
    expect(parse({ intent: 'activity', timer: '45' })).toMatchObject({ ok: false, field: 'timer' });
  });

  it('needs a period offered and the confirmation for a time-out and a self-exclusion', () => {
    expect(parse({ intent: 'timeout', days: '7', confirm: 'on' })).toEqual({
      ok: true,
      form: { intent: 'timeout', days: 7 },
    });
    expect(parse({ intent: 'timeout', days: '7' })).toMatchObject({ ok: false, field: 'confirm' });
    expect(parse({ intent: 'timeout', days: '100', confirm: 'on' })).toMatchObject({ field: 'days' });
    expect(parse({ intent: 'selfExclusion', months: 'indefinite', confirm: 'on' })).toEqual({
      ok: true,
      form: { intent: 'selfExclusion', choice: 'indefinite' },
    });
    expect(parse({ intent: 'selfExclusion', months: '3', confirm: 'on' })).toMatchObject({ field: 'months' });
  });
});

describe('changeLimit (spec 2 §4 messages, §5 bodies and errors)', () => {
  const api = (answer: () => Promise<GamblingLimit>) => ({
    updateDepositLimit: vi.fn(answer),
    updateSpendLimit: vi.fn(answer),
  });

  it('sends the spec bodies to the call of the kind', async () => {
    const fake = api(async () => limit());
    await changeLimit(fake, { intent: 'save', kind: 'deposit', period: 'W', amount: '50.00' });
    await changeLimit(fake, { intent: 'delete', kind: 'spend', period: 'M' });
    await changeLimit(fake, { intent: 'cancel', kind: 'spend', period: 'D' });
    expect(fake.updateDepositLimit).toHaveBeenCalledWith({ body: { duration: 'W', limit: '50.00' } });
    expect(fake.updateSpendLimit.mock.calls).toEqual([
      [{ body: { duration: 'M', deleteLimit: true } }],
      [{ body: { duration: 'D', cancelPendingLimit: true } }],
    ]);
  });

  it("answers 'updated' or 'update received' by the pending value", async () => {
    expect(
      await changeLimit(
        api(async () => limit()),
        { intent: 'save', kind: 'deposit', period: 'D', amount: '50' },
      ),
    ).toEqual({ ok: true, messageId: 'limits.success.updated' });
    expect(
      await changeLimit(
        api(async () => limit({ pendingLimit: '200.00', pendingLimitActiveFrom: '2026-01-02T00:00:00Z' })),
        { intent: 'save', kind: 'deposit', period: 'D', amount: '200' },
      ),
    ).toEqual({ ok: true, messageId: 'limits.success.updateReceived' });
  });

  it('maps a refused save by code and period, and shows the server message for a failed cancel', async () => {
    const refuse = (code: string) =>
      api(async () => {
        throw new PlayerApiError(400, code, 'refused', {
          validationErrors: { limit: { code, message: 'Nothing is pending for this period' } },
        });
      });
    expect(
      await changeLimit(refuse('error.limit.too_high'), {
        intent: 'save',
        kind: 'spend',
        period: 'W',
        amount: '9',
      }),
    ).toEqual({ ok: false, status: 400, error: { key: 'limits.error.too_high.weekly' } });
    expect(
      await changeLimit(refuse('error.limit.not_set'), { intent: 'cancel', kind: 'spend', period: 'W' }),
    ).toEqual({
      ok: false,
      status: 400,
      error: { key: 'limits.error.server', values: { message: 'Nothing is pending for this period' } },
    });
  });

  it('lets a lost session through to the logout', async () => {
    const lost = api(async () => {
      throw new PlayerApiError(401, 'error.token.expired', 'Token expired');
    });
    await expect(changeLimit(lost, { intent: 'delete', kind: 'deposit', period: 'D' })).rejects.toThrow(
      'Token expired',
    );
  });
});

describe('startBreak (spec 2 §4 time-out and self-exclusion)', () => {
  it('sends the time-out days and the exclusion payload', async () => {
    const fake = {
      timeout: vi.fn(async () => ({ startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-08T00:00:00Z' })),
      selfExclusion: vi.fn(async () => ({ startsAt: '2026-01-01T00:00:00Z', endsAt: null })),
    };
    expect(await startBreak(fake, { intent: 'timeout', days: 7 })).toEqual({ ok: true });
    expect(await startBreak(fake, { intent: 'selfExclusion', choice: 'indefinite' })).toEqual({ ok: true });
    expect(fake.timeout).toHaveBeenCalledWith({ body: { days: 7 } });
    expect(fake.selfExclusion).toHaveBeenCalledWith({
      body: { exclusionInMonths: 60, exclusionDelayInHours: 0, accountDisableIndefinitely: true },
    });
  });

  it('a failed self-exclusion is error.oops.tryAgain; a failed time-out its own message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = {
      timeout: async () => {
        throw new PlayerApiError(409, 'error.exclusion.active', 'Already excluded');
      },
      selfExclusion: async () => {
        throw new PlayerApiError(500, 'error.system.error', 'Boom');
      },
    };
    expect(await startBreak(failing, { intent: 'selfExclusion', choice: 6 })).toEqual({
      ok: false,
      status: 502,
      messageId: 'error.oops.tryAgain',
    });
    expect(await startBreak(failing, { intent: 'timeout', days: 1 })).toEqual({
      ok: false,
      status: 409,
      messageId: 'limits.timeout.error.active',
    });
  });
});
