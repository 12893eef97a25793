import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../../test/databases.ts';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, issueCode, verifyCode } from './codes.ts';
import { listOutbox } from './outbox.ts';

describe.each(DATABASE_KINDS)('verification codes on %s', (kind) => {
  const t = useTestDatabase(kind);

  it('sends a six-digit code through the outbox and accepts it once', async () => {
    const issued = await issueCode(t.ctx, {
      siteId: 6,
      channel: 'SMS',
      purpose: 'registration',
      to: '+358 40 555 0001',
    });
    expect(issued.code).toMatch(/^\d{6}$/);
    const [message] = await listOutbox(t.db, { to: '+358405550001' });
    expect(message).toMatchObject({ channel: 'SMS', kind: 'registration.code', code: issued.code });
    expect(message!.body).toContain(issued.code);
    expect(
      await verifyCode(t.ctx, { purpose: 'registration', to: '+358405550001' }, issued.code),
    ).toMatchObject({ ok: true });
    expect(await verifyCode(t.ctx, { id: issued.id }, issued.code)).toMatchObject({
      ok: false,
      reason: 'notFound',
    });
  });

  it(`refuses after ${MAX_CODE_ATTEMPTS} wrong codes, even the right one`, async () => {
    const issued = await issueCode(t.ctx, {
      siteId: 6,
      channel: 'EMAIL',
      purpose: 'password_reset',
      to: 'a@demo.test',
    });
    const wrong = issued.code === '000000' ? '111111' : '000000';
    expect(await verifyCode(t.ctx, { id: issued.id }, wrong)).toEqual({
      ok: false,
      reason: 'invalid',
      attemptsLeft: 2,
    });
    expect(await verifyCode(t.ctx, { id: issued.id }, wrong)).toEqual({
      ok: false,
      reason: 'invalid',
      attemptsLeft: 1,
    });
    expect(await verifyCode(t.ctx, { id: issued.id }, wrong)).toEqual({
      ok: false,
      reason: 'maxAttempts',
      attemptsLeft: 0,
    });
    expect(await verifyCode(t.ctx, { id: issued.id }, issued.code)).toMatchObject({
      ok: false,
      reason: 'maxAttempts',
    });
  });

  it('replaces an earlier code for the same purpose and recipient', async () => {
    const first = await issueCode(t.ctx, {
      siteId: 6,
      channel: 'SMS',
      purpose: 'phone_change',
      to: '+358405550002',
    });
    const second = await issueCode(t.ctx, {
      siteId: 6,
      channel: 'SMS',
      purpose: 'phone_change',
      to: '+358405550002',
    });
    expect(await verifyCode(t.ctx, { id: first.id }, first.code)).toMatchObject({
      ok: false,
      reason: 'notFound',
    });
    expect(await verifyCode(t.ctx, { id: second.id }, second.code)).toMatchObject({ ok: true });
  });

  it('counts parallel guesses: no more than the allowed attempts are checked', async () => {
    const issued = await issueCode(t.ctx, {
      siteId: 6,
      channel: 'SMS',
      purpose: 'registration',
      to: '+358405550003',
    });
    const guesses = Array.from({ length: 10 }, (_, i) => String(i).padStart(6, '9'));
    const results = await Promise.all(guesses.map((guess) => verifyCode(t.ctx, { id: issued.id }, guess)));
    expect(results.filter((r) => !r.ok && r.reason !== 'maxAttempts').length).toBeLessThanOrEqual(
      MAX_CODE_ATTEMPTS,
    );
  });

  it('expires after 10 minutes on the sandbox clock', async () => {
    const issued = await issueCode(t.ctx, {
      siteId: 6,
      channel: 'SMS',
      purpose: 'registration',
      to: '+358405550004',
    });
    await t.ctx.clock.advance(CODE_TTL_MS);
    expect(await verifyCode(t.ctx, { id: issued.id }, issued.code)).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });
});
