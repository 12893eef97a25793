/**
 * Account details over HTTP through the typed client, on PGlite and PostgreSQL (spec 2 §3
 * "Account details", §4, §5, §7 rows "Address" … "Phone SMS"): the address (the player's own
 * country only), the province (of the player's country), the language, the password change (old
 * password checked and limited, sign-up rules for the new one, other sessions end, the current
 * one goes on, an e-mail tells the player); the live feed hears of each change (the phone change
 * is phoneChange.test.ts's). Each test registers its own Canadian player (test/account.ts), so the
 * demo players keep their details.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ERRORS, FEED_SOCKET_PATH } from '@casino/player-api';
import { PASSWORD, useAccountApi } from '../../test/account.ts';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';

const NEW_PASSWORD = 'Account-Pass-2';

describe.each(DATABASE_KINDS)('account details over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { server, counter, client, outbox, signIn, player } = useAccountApi(t, 7);

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
      const next = `+1514555${String(counter.n).padStart(4, '0')}`;
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
