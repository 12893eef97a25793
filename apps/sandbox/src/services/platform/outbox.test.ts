import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../../test/databases.ts';
import { listOutbox, normaliseRecipient, sendMessage } from './outbox.ts';

describe('normaliseRecipient', () => {
  it('lower-cases e-mail and strips phone punctuation', () => {
    expect(normaliseRecipient(' Player@Demo.TEST ')).toBe('player@demo.test');
    expect(normaliseRecipient('+358 (40) 123-4567')).toBe('+358401234567');
  });
});

describe.each(DATABASE_KINDS)('outbox on %s', (kind) => {
  const t = useTestDatabase(kind);

  it('keeps every message, newest last, and filters by recipient', async () => {
    await sendMessage(t.ctx, {
      channel: 'EMAIL',
      kind: 'test.one',
      to: 'A@demo.test',
      subject: 'Hi',
      body: 'one',
    });
    await sendMessage(t.ctx, {
      channel: 'SMS',
      kind: 'test.two',
      to: '+358 40 1',
      body: 'code 123456',
      code: '123456',
    });
    await sendMessage(t.ctx, {
      channel: 'EMAIL',
      kind: 'test.three',
      to: 'a@demo.test',
      body: 'three',
      siteId: 6,
    });
    const all = await listOutbox(t.db);
    expect(all.map((m) => m.kind)).toEqual(['test.one', 'test.two', 'test.three']);
    expect(all[1]).toMatchObject({ channel: 'SMS', to: '+358401', code: '123456', subject: null });
    const toA = await listOutbox(t.db, { to: 'a@DEMO.test' });
    expect(toA.map((m) => m.body)).toEqual(['one', 'three']);
    expect(toA[1]!.siteId).toBe(6);
    expect(Date.parse(toA[0]!.createdAt)).not.toBeNaN();
  });
});
