/**
 * Account details over HTTP through the typed client, on PGlite and PostgreSQL (spec 2 §3
 * "Account details", §4, §5, §7 rows "Address" … "Phone SMS"): the address (the player's own
 * country only), the province (of the player's country), the language, the password change (old
 * password checked and limited, sign-up rules for the new one, other sessions end, the current
 * one goes on, an e-mail tells the player) and the phone change (a code to the new number, the
 * number changes only once it is verified); the live feed hears of each change. Each test
 * registers its own Canadian player, so the demo players keep their details.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ERRORS, FEED_SOCKET_PATH, createPlayerApiClient, type PlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { registrationBody } from '../../test/fixtures.ts';
import { useSandboxServer } from '../../test/server.ts';
import { CODE_TTL_MS } from '../services/platform/index.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';

const PASSWORD = 'Account-Pass-1';
const NEW_PASSWORD = 'Account-Pass-2';

interface OutboxMessage {
  channel: 'SMS' | 'EMAIL';
  kind: string;
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
}

describe.each(DATABASE_KINDS)('account details over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  let n = 0;

  function address(): string {
    n++;
    return `10.7.${n >> 8}.${n & 255}`;
  }

  function client(tokens?: Parameters<typeof createPlayerApiClient>[0]['tokens']): PlayerApiClient {
    return createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor: address(), tokens });
  }

  async function outbox(to: string): Promise<OutboxMessage[]> {
    const response = await fetch(`${server.baseUrl}/sandbox/outbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: OutboxMessage[] }).messages;
  }

  async function signIn(email: string, password = PASSWORD) {
    return client().signIn({ body: { email, password } });
  }

  /** A registered Canadian player (no verification needed) signed in. */
  async function player() {
    n++;
    const email = `account${n}@test.example`;
    const mobilePhone = `+1613555${String(n).padStart(4, '0')}`;
    await client().register({
      body: registrationBody({ email, mobilePhone, password: PASSWORD, countryCode: 'CA' }),
    });
    const tokens = await signIn(email);
    return { email, mobilePhone, api: client(tokens), tokens };
  }

  describe('address', () => {
    it('stores a valid address in its country’s spelling and answers it; the profile shows it', async () => {
      const { api } = await player();
      const saved = await api.updateAddress({
        body: { address: '  24  Sussex Drive ', city: 'Ottawa', postalCode: 'k1m1m4', countryCode: 'CA' },
      });
      expect(saved).toEqual({
        address: '24 Sussex Drive',
        city: 'Ottawa',
        postalCode: 'K1M 1M4',
        countryCode: 'CA',
      });
      expect((await api.playerProfile()).address).toEqual(saved);
    });

    it('refuses an address in another country than the player’s, and bad fields, all at once', async () => {
      const { api } = await player();
      await expect(
        api.updateAddress({
          body: { address: 'Esplanadi 1', city: 'Helsinki', postalCode: '00100', countryCode: 'FI' },
        }),
      ).rejects.toMatchObject({
        status: 400,
        code: ERRORS.requestInvalid.code,
        validationErrors: {
          countryCode: { code: 'error.address.country_change' },
          postalCode: { code: 'error.postal_code.invalid' },
        },
      });
      await expect(
        api.updateAddress({ body: { address: ' 1 ', city: '12', postalCode: 'K1M 1M4', countryCode: 'CA' } }),
      ).rejects.toMatchObject({
        status: 400,
        validationErrors: { address: expect.any(Object), city: expect.any(Object) },
      });
      expect((await api.playerProfile()).address).toBeNull();
    });
  });

  describe('province', () => {
    it('stores a province of the player’s country (any case) and refuses others', async () => {
      const { api } = await player();
      expect(await api.updateProvince({ body: { provinceCode: 'on' } })).toEqual({ provinceCode: 'ON' });
      expect((await api.playerProfile()).provinceCode).toBe('ON');
      expect((await api.currentSession()).claims).toMatchObject({ province_code: 'ON' });
      // São Paulo is Brazil's.
      await expect(api.updateProvince({ body: { provinceCode: 'SP' } })).rejects.toMatchObject({
        status: 400,
        code: ERRORS.requestInvalid.code,
        validationErrors: { provinceCode: { code: 'error.province.unknown' } },
      });
      expect((await api.playerProfile()).provinceCode).toBe('ON');
    });

    it('refuses any province for a country without provinces', async () => {
      const tokens = await client().signIn({ body: { email: 'new@demo.test', password: DEMO_PASSWORD } });
      await expect(client(tokens).updateProvince({ body: { provinceCode: 'ON' } })).rejects.toMatchObject({
        status: 400,
        validationErrors: { provinceCode: { message: expect.stringContaining('FI') } },
      });
    });
  });

  describe('language', () => {
    it('stores a site language (inen as en) and refuses one the sites do not offer', async () => {
      const { api } = await player();
      expect(await api.updateLanguage({ body: { language: 'caf' } })).toEqual({ language: 'caf' });
      expect((await api.playerProfile()).languageCode).toBe('caf');
      // The session's claims follow the player row.
      expect((await api.currentSession()).claims).toMatchObject({ language_code: 'caf' });
      expect(await api.updateLanguage({ body: { language: 'inen' } })).toEqual({ language: 'en' });
      await expect(api.updateLanguage({ body: { language: 'xx' } })).rejects.toMatchObject({
        status: 400,
        code: ERRORS.requestInvalid.code,
        validationErrors: { language: { code: 'error.language.unsupported' } },
      });
      expect((await api.playerProfile()).languageCode).toBe('en');
    });
  });

  describe('password', () => {
    it('changes it: other sessions end, this one goes on, an e-mail tells the player', async () => {
      const { email, api } = await player();
      const other = await signIn(email);
      const otherApi = client(other);
      expect(await otherApi.currentSession()).toHaveProperty('claims');

      expect(await api.changePassword({ body: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD } })).toBe(
        undefined,
      );
      expect(await api.currentSession()).toHaveProperty('claims');
      await expect(otherApi.currentSession()).rejects.toMatchObject({
        status: 401,
        code: ERRORS.tokenExpired.code,
      });
      await expect(
        client().refreshSession({ body: { refreshToken: other.refreshToken } }),
      ).rejects.toMatchObject({
        status: 401,
      });
      await expect(signIn(email)).rejects.toMatchObject({ code: ERRORS.loginUnauthorized.code });
      expect(await signIn(email, NEW_PASSWORD)).toHaveProperty('idToken');
      const [notice] = (await outbox(email)).filter((m) => m.kind === 'password_change.notice');
      expect(notice).toMatchObject({
        channel: 'EMAIL',
        subject: expect.stringContaining('password was changed'),
      });
      expect(notice!.body).toContain('signed out');
    });

    it('refuses a wrong old password, a weak new one and the same one, and changes nothing', async () => {
      const { email, api } = await player();
      await expect(
        api.changePassword({ body: { oldPassword: 'Wrong-Pass-9', newPassword: NEW_PASSWORD } }),
      ).rejects.toMatchObject({
        status: 400,
        code: ERRORS.oldPasswordIncorrect.code,
        validationErrors: { oldPassword: expect.any(Object) },
      });
      await expect(
        api.changePassword({ body: { oldPassword: PASSWORD, newPassword: 'lettersonly' } }),
      ).rejects.toMatchObject({
        status: 400,
        code: ERRORS.requestInvalid.code,
        validationErrors: { newPassword: { code: 'error.password.weak' } },
      });
      await expect(
        api.changePassword({ body: { oldPassword: PASSWORD, newPassword: `x${email}1` } }),
      ).rejects.toMatchObject({
        validationErrors: { newPassword: { code: 'error.password.weak' } },
      });
      await expect(
        api.changePassword({ body: { oldPassword: PASSWORD, newPassword: PASSWORD } }),
      ).rejects.toMatchObject({
        status: 400,
        validationErrors: { newPassword: { code: 'error.password.same' } },
      });
      expect(await signIn(email)).toHaveProperty('idToken');
      expect((await outbox(email)).filter((m) => m.kind === 'password_change.notice')).toEqual([]);
    });

    it('limits tries of the old password: the sixth in 15 minutes answers 429, even when right', async () => {
      const { api } = await player();
      for (let i = 0; i < 5; i++) {
        await expect(
          api.changePassword({ body: { oldPassword: `Wrong-Pass-${i}`, newPassword: NEW_PASSWORD } }),
        ).rejects.toMatchObject({ code: ERRORS.oldPasswordIncorrect.code });
      }
      await expect(
        api.changePassword({ body: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD } }),
      ).rejects.toMatchObject({ status: 429, code: ERRORS.rateLimited.code });
      await t.ctx.clock.advance(15 * 60_000);
      expect(await api.changePassword({ body: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD } })).toBe(
        undefined,
      );
    });
  });

  describe('phone number', () => {
    async function codeFor(phone: string): Promise<string> {
      const sms = (await outbox(phone)).filter((m) => m.kind === 'phone_change.code').at(-1);
      expect(sms).toMatchObject({ channel: 'SMS' });
      return sms!.code!;
    }

    it('changes only once the code sent to the new number is verified, and answers it', async () => {
      const { email, mobilePhone, api } = await player();
      const next = `+1613666${String(n).padStart(4, '0')}`;
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
      const contested = `+1613777${String(n).padStart(4, '0')}`;
      const pending = await first.api.updatePhoneNumber({ body: { mobilePhone: contested } });
      const code = await codeFor(contested);
      // Meanwhile someone signs up with that number.
      n++;
      await client().register({
        body: registrationBody({
          email: `contested${n}@test.example`,
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
      const next = `+1613777${String(n).padStart(4, '0')}`;
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
      const next = `+1613888${String(n).padStart(4, '0')}`;
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
        body: { mobilePhone: `+1613999${String(n).padStart(4, '0')}` },
      });
      // Another player cannot use this player's change.
      await expect(other.api.phoneSmsRequest({ body: first })).rejects.toMatchObject(notFound);
      const nextNumber = `+1613444${String(n).padStart(4, '0')}`;
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

  it('tells the player’s live feed of each profile change (PLAYER_ATTRIBUTE_CHANGE)', async () => {
    const { api } = await player();
    const { token } = await api.feedToken();
    const socket = new WebSocket(
      `${server.baseUrl.replace('http', 'ws')}${FEED_SOCKET_PATH}?Authorization=${encodeURIComponent(token)}`,
    );
    const changes: Array<Record<string, unknown>> = [];
    const waiters: Array<() => void> = [];
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; attributes?: Record<string, unknown> };
      if (message.type !== 'PLAYER_ATTRIBUTE_CHANGE') return;
      changes.push(message.attributes!);
      waiters.splice(0).forEach((wake) => wake());
    });
    const change = async (count: number) => {
      while (changes.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return changes[count - 1];
    };
    await new Promise<void>((resolve) => socket.once('open', () => resolve()));
    try {
      await api.updateLanguage({ body: { language: 'caf' } });
      expect(await change(1)).toEqual({ languageCode: 'caf' });
      await api.updateProvince({ body: { provinceCode: 'QC' } });
      expect(await change(2)).toEqual({ provinceCode: 'QC' });
      const address = {
        address: '1 Rue Sherbrooke',
        city: 'Montréal',
        postalCode: 'H3A 0G4',
        countryCode: 'CA',
      };
      await api.updateAddress({ body: address });
      expect(await change(3)).toEqual({ address });
      const next = `+1514555${String(n).padStart(4, '0')}`;
      const { smsVerificationId } = await api.updatePhoneNumber({ body: { mobilePhone: next } });
      const sms = (await outbox(next)).at(-1)!;
      await api.phoneSmsVerification({ body: { smsVerificationId, code: sms.code! } });
      expect(await change(4)).toEqual({ mobilePhone: next, phonePrefix: '+1', phoneBody: next.slice(2) });
      // A refused change tells nothing.
      await expect(api.updateLanguage({ body: { language: 'xx' } })).rejects.toMatchObject({ status: 400 });
      await api.updateLanguage({ body: { language: 'en' } });
      expect(await change(5)).toEqual({ languageCode: 'en' });
    } finally {
      socket.close();
    }
  });
});
