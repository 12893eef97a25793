/**
 * The phone change over HTTP through the typed client, on PGlite and PostgreSQL (spec 2 §7
 * "Phone", "Phone SMS"; services/account/phoneChange.ts): a code to the new number, the number
 * changes only once it is verified; refusals of unreachable, own and other players' numbers;
 * wrong codes, re-sent codes and their limits; unknown, foreign and expired changes. Each test
 * registers its own Canadian player (test/account.ts).
 */
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@casino/player-api';
import { PASSWORD, useAccountApi } from '../../test/account.ts';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { registrationBody } from '../../test/fixtures.ts';
import { CODE_TTL_MS } from '../services/platform/index.ts';

describe.each(DATABASE_KINDS)('the phone change over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { counter, client, outbox, player } = useAccountApi(t, 8);

  describe('phone number', () => {
    async function codeFor(phone: string): Promise<string> {
      const sms = (await outbox(phone)).filter((m) => m.kind === 'phone_change.code').at(-1);
      expect(sms).toMatchObject({ channel: 'SMS' });
      return sms!.code!;
    }

    it('changes only once the code sent to the new number is verified, and answers it', async () => {
      const { email, mobilePhone, api } = await player();
      const next = `+1613666${String(counter.n).padStart(4, '0')}`;
      const { smsVerificationId } = await api.updatePhoneNumber({ body: { mobilePhone: next } });
      expect(smsVerificationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await outbox(mobilePhone)).toEqual([]);
      const code = await codeFor(next);
      // Not changed yet.
      expect(await api.playerProfile()).toMatchObject({ phonePrefix: '+1', phoneBody: mobilePhone.slice(2) });

      const wrong = code === '000000' ? '111111' : '000000';
      await expect(
        api.phoneSmsVerification({ body: { smsVerificationId, code: wrong } }),
      ).rejects.toMatchObject({
        status: 400,
        code: ERRORS.smsCodeInvalid.code,
        additionalInfo: { attemptsLeft: 2 },
      });
      expect(await api.phoneSmsVerification({ body: { smsVerificationId, code } })).toEqual({
        mobilePhone: next,
      });
      expect(await api.playerProfile()).toMatchObject({ phonePrefix: '+1', phoneBody: next.slice(2) });
      expect((await outbox(email)).map((m) => m.kind)).toContain('phone_change.notice');
      // Used: the id answers 404 now.
      await expect(api.phoneSmsVerification({ body: { smsVerificationId, code } })).rejects.toMatchObject({
        status: 404,
        code: ERRORS.notFound.code,
      });
    });

    it('refuses the code when the number became another player’s meanwhile (409, nothing changes)', async () => {
      const first = await player();
      const contested = `+1613777${String(counter.n).padStart(4, '0')}`;
      const pending = await first.api.updatePhoneNumber({ body: { mobilePhone: contested } });
      const code = await codeFor(contested);
      // Meanwhile someone signs up with that number.
      counter.n++;
      await client().register({
        body: registrationBody({
          email: `contested${counter.n}@test.example`,
          mobilePhone: contested,
          password: PASSWORD,
          countryCode: 'CA',
        }),
      });
      await expect(first.api.phoneSmsVerification({ body: { ...pending, code } })).rejects.toMatchObject({
        status: 409,
        code: ERRORS.phoneAlreadyUsed.code,
      });
      expect(await first.api.playerProfile()).toMatchObject({ phoneBody: first.mobilePhone.slice(2) });
    });

    it('refuses an unreachable number, the player’s own and another player’s', async () => {
      const { mobilePhone, api } = await player();
      const someoneElse = await player();
      await expect(api.updatePhoneNumber({ body: { mobilePhone: '+999123456789' } })).rejects.toMatchObject({
        status: 400,
        code: ERRORS.phoneInvalid.code,
      });
      await expect(api.updatePhoneNumber({ body: { mobilePhone } })).rejects.toMatchObject({
        status: 400,
        validationErrors: { mobilePhone: { code: 'error.phone.unchanged' } },
      });
      await expect(
        api.updatePhoneNumber({ body: { mobilePhone: someoneElse.mobilePhone } }),
      ).rejects.toMatchObject({ status: 409, code: ERRORS.phoneAlreadyUsed.code });
      await expect(api.updatePhoneNumber({ body: { mobilePhone: '0401234567' } })).rejects.toMatchObject({
        status: 400,
        code: ERRORS.requestInvalid.code,
      });
      expect(await outbox(someoneElse.mobilePhone)).toEqual([]);
    });

    it('ends at the third wrong code; a re-sent code under a new id works, the old id does not', async () => {
      const { api } = await player();
      const next = `+1613777${String(counter.n).padStart(4, '0')}`;
      const first = await api.updatePhoneNumber({ body: { mobilePhone: next } });
      const code = await codeFor(next);
      const wrong = code === '000000' ? '111111' : '000000';
      for (const attemptsLeft of [2, 1]) {
        await expect(
          api.phoneSmsVerification({ body: { smsVerificationId: first.smsVerificationId, code: wrong } }),
        ).rejects.toMatchObject({
          code: ERRORS.smsCodeInvalid.code,
          additionalInfo: { attemptsLeft },
        });
      }
      await expect(
        api.phoneSmsVerification({ body: { smsVerificationId: first.smsVerificationId, code: wrong } }),
      ).rejects.toMatchObject({ status: 429, code: ERRORS.smsMaxAttempts.code });
      await expect(
        api.phoneSmsVerification({ body: { smsVerificationId: first.smsVerificationId, code } }),
      ).rejects.toMatchObject({ status: 429, code: ERRORS.smsMaxAttempts.code });

      const second = await api.phoneSmsRequest({ body: { smsVerificationId: first.smsVerificationId } });
      expect(second.smsVerificationId).not.toBe(first.smsVerificationId);
      await expect(
        api.phoneSmsVerification({ body: { smsVerificationId: first.smsVerificationId, code } }),
      ).rejects.toMatchObject({ status: 404 });
      const fresh = await codeFor(next);
      expect(await api.phoneSmsVerification({ body: { ...second, code: fresh } })).toEqual({
        mobilePhone: next,
      });
    });

    it('sends three codes per change and number, then answers sms.max.attempts.reached', async () => {
      const { api } = await player();
      const next = `+1613888${String(counter.n).padStart(4, '0')}`;
      let { smsVerificationId } = await api.updatePhoneNumber({ body: { mobilePhone: next } });
      ({ smsVerificationId } = await api.phoneSmsRequest({ body: { smsVerificationId } }));
      ({ smsVerificationId } = await api.phoneSmsRequest({ body: { smsVerificationId } }));
      await expect(api.phoneSmsRequest({ body: { smsVerificationId } })).rejects.toMatchObject({
        status: 429,
        code: ERRORS.smsMaxAttempts.code,
      });
      await expect(api.updatePhoneNumber({ body: { mobilePhone: next } })).rejects.toMatchObject({
        code: ERRORS.smsMaxAttempts.code,
      });
      expect((await outbox(next)).filter((m) => m.kind === 'phone_change.code')).toHaveLength(3);
    });

    it('answers 404 for an unknown, foreign or expired change, and a new change ends the previous one', async () => {
      const { api } = await player();
      const other = await player();
      const notFound = { status: 404, code: ERRORS.notFound.code };
      for (const smsVerificationId of ['not-an-id', crypto.randomUUID()]) {
        await expect(api.phoneSmsRequest({ body: { smsVerificationId } })).rejects.toMatchObject(notFound);
        await expect(
          api.phoneSmsVerification({ body: { smsVerificationId, code: '123456' } }),
        ).rejects.toMatchObject(notFound);
      }
      const first = await api.updatePhoneNumber({
        body: { mobilePhone: `+1613999${String(counter.n).padStart(4, '0')}` },
      });
      // Another player cannot use this player's change.
      await expect(other.api.phoneSmsRequest({ body: first })).rejects.toMatchObject(notFound);
      const nextNumber = `+1613444${String(counter.n).padStart(4, '0')}`;
      const second = await api.updatePhoneNumber({ body: { mobilePhone: nextNumber } });
      await expect(api.phoneSmsVerification({ body: { ...first, code: '123456' } })).rejects.toMatchObject(
        notFound,
      );

      const code = await codeFor(nextNumber);
      await t.ctx.clock.advance(CODE_TTL_MS + 1000);
      await expect(api.phoneSmsVerification({ body: { ...second, code } })).rejects.toMatchObject(notFound);
      // A new code for the same change works again.
      const again = await api.phoneSmsRequest({ body: second });
      expect(await api.phoneSmsVerification({ body: { ...again, code: await codeFor(nextNumber) } })).toEqual(
        { mobilePhone: nextNumber },
      );
    });
  });
});
