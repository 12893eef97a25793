/**
 * Password reset over HTTP through the typed client, on PGlite and PostgreSQL: by e-mail link and by SMS code, each ending in a sign-in with the
 * new password while the sessions from before are revoked; keys work once and expire on the
 * sandbox clock; unknown e-mails get the same answer; the limits.
 */
import { describe, expect, it } from 'vitest';
import { ERRORS, createPlayerApiClient, type PlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { registrationBody } from '../../test/fixtures.ts';
import { useSandboxServer } from '../../test/server.ts';
import { EMAIL_KEY_TTL_MS, RESET_SMS_PER_ACCOUNT } from '../services/identity/passwordReset.ts';
import { RATE_LIMITS } from '../services/platform/index.ts';

const OLD_PASSWORD = 'Old-Password-1';
const NEW_PASSWORD = 'New-Password-2';

interface OutboxMessage {
  channel: 'SMS' | 'EMAIL';
  kind: string;
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
}

describe.each(DATABASE_KINDS)('password reset over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  let n = 0;

  function client(siteId = 6): PlayerApiClient {
    n++;
    return createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId,
      forwardedFor: `10.5.${n >> 8}.${n & 255}`,
    });
  }

  async function outbox(to: string): Promise<OutboxMessage[]> {
    const response = await fetch(`${server.baseUrl}/sandbox/outbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: OutboxMessage[] }).messages;
  }

  /** A registered player (Canada: no verification) with a signed-in session. */
  async function playerWithSession() {
    n++;
    const email = `reset${n}@test.example`;
    const mobilePhone = `+3585100${String(n).padStart(5, '0')}`;
    const api = client();
    await api.register({
      body: registrationBody({
        firstName: 'Rita',
        lastName: 'Reset',
        email,
        mobilePhone,
        password: OLD_PASSWORD,
        countryCode: 'CA',
      }),
    });
    const tokens = await api.signIn({ body: { email, password: OLD_PASSWORD } });
    const session = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, tokens });
    expect(await session.currentSession()).toHaveProperty('claims');
    return { email, mobilePhone, session, refreshToken: tokens.refreshToken };
  }

  async function expectSignInWithNewPasswordOnly(api: PlayerApiClient, email: string) {
    await expect(api.signIn({ body: { email, password: OLD_PASSWORD } })).rejects.toMatchObject({
      code: ERRORS.loginUnauthorized.code,
    });
    expect(await api.signIn({ body: { email, password: NEW_PASSWORD } })).toHaveProperty('idToken');
  }

  it('resets by e-mail link: the key shows the e-mail, sets the password once, and old sessions end', async () => {
    const { email, session, refreshToken } = await playerWithSession();
    const api = client();
    expect(await api.passwordReset({ body: { email, method: 'EMAIL' } })).toEqual({ method: 'EMAIL' });
    const [mail] = (await outbox(email)).filter((m) => m.kind === 'password_reset.link');
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: expect.stringContaining('Reset') });
    const resetKey = mail!.code!;
    expect(mail!.body).toContain(`/reset-password?resetKey=${resetKey}`);

    expect(await api.emailByResetKey({ query: { resetKey } })).toEqual({ email });
    await expect(
      api.newPasswordByEmail({ body: { resetKey, password: 'lettersonly' } }),
    ).rejects.toMatchObject({
      status: 400,
      code: ERRORS.passwordReset.code,
    });
    expect(await api.newPasswordByEmail({ body: { resetKey, password: NEW_PASSWORD } })).toBeUndefined();

    // Single use.
    await expect(
      api.newPasswordByEmail({ body: { resetKey, password: 'Another-Pass-3' } }),
    ).rejects.toMatchObject({
      code: ERRORS.passwordReset.code,
    });
    await expect(api.emailByResetKey({ query: { resetKey } })).rejects.toMatchObject({
      code: ERRORS.passwordReset.code,
    });
    // The session from before the reset is over, and its refresh token too.
    await expect(session.currentSession()).rejects.toMatchObject({
      status: 401,
      code: ERRORS.tokenExpired.code,
    });
    await expect(api.refreshSession({ body: { refreshToken } })).rejects.toMatchObject({ status: 401 });
    await expectSignInWithNewPasswordOnly(api, email);
  });

  it('resets by SMS code: sms_verification answers resetKey and smsResetKeyId for new_password', async () => {
    const { email, mobilePhone, session } = await playerWithSession();
    const api = client();
    expect(await api.passwordReset({ body: { email, method: 'SMS' } })).toEqual({ method: 'SMS' });
    const sms = (await outbox(mobilePhone)).at(-1)!;
    expect(sms).toMatchObject({ channel: 'SMS', kind: 'password_reset.code' });
    const code = sms.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(api.passwordResetSmsVerification({ body: { email, code: wrong } })).rejects.toMatchObject({
      status: 400,
      code: ERRORS.smsCodeInvalid.code,
    });
    const keys = await api.passwordResetSmsVerification({ body: { email, code } });
    expect(keys).toEqual({ resetKey: expect.any(String), smsResetKeyId: expect.any(String) });
    // The code is spent.
    await expect(api.passwordResetSmsVerification({ body: { email, code } })).rejects.toMatchObject({
      code: ERRORS.smsCodeInvalid.code,
    });
    // The key is no e-mail key, and needs its id.
    await expect(api.emailByResetKey({ query: { resetKey: keys.resetKey } })).rejects.toMatchObject({
      code: ERRORS.passwordReset.code,
    });
    await expect(
      api.newPassword({ body: { ...keys, smsResetKeyId: 'not-an-id', password: NEW_PASSWORD } }),
    ).rejects.toMatchObject({ code: ERRORS.passwordReset.code });
    expect(await api.newPassword({ body: { ...keys, password: NEW_PASSWORD } })).toBeUndefined();
    await expect(api.newPassword({ body: { ...keys, password: NEW_PASSWORD } })).rejects.toMatchObject({
      code: ERRORS.passwordReset.code,
    });
    await expect(session.playerProfile()).rejects.toMatchObject({ status: 401 });
    await expectSignInWithNewPasswordOnly(api, email);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const api = client();
    const email = 'nobody-here@test.example';
    expect(await api.passwordReset({ body: { email, method: 'EMAIL' } })).toEqual({ method: 'EMAIL' });
    expect(await api.passwordReset({ body: { email, method: 'SMS' } })).toEqual({ method: 'SMS' });
    expect(await outbox(email)).toEqual([]);
    await expect(api.passwordResetSmsVerification({ body: { email, code: '123456' } })).rejects.toMatchObject(
      {
        code: ERRORS.smsCodeInvalid.code,
      },
    );
  });

  it('expires e-mail keys on the sandbox clock, and a new request supersedes the previous link', async () => {
    const { email } = await playerWithSession();
    const api = client();
    await api.passwordReset({ body: { email } });
    const first = (await outbox(email)).at(-1)!.code!;
    await api.passwordReset({ body: { email } });
    const second = (await outbox(email)).at(-1)!.code!;
    expect(second).not.toBe(first);
    await expect(api.emailByResetKey({ query: { resetKey: first } })).rejects.toMatchObject({
      code: ERRORS.passwordReset.code,
    });
    expect(await api.emailByResetKey({ query: { resetKey: second } })).toEqual({ email });
    await t.ctx.clock.advance(EMAIL_KEY_TTL_MS + 1000);
    await expect(
      api.newPasswordByEmail({ body: { resetKey: second, password: NEW_PASSWORD } }),
    ).rejects.toMatchObject({ code: ERRORS.passwordReset.code });
  });

  it('limits resets per account (known or not) and reset SMS per account', async () => {
    const email = 'limited@test.example';
    for (let i = 0; i < RATE_LIMITS.resetPerAccount.limit; i++) {
      await client().passwordReset({ body: { email } });
    }
    await expect(client().passwordReset({ body: { email } })).rejects.toMatchObject({
      status: 429,
      code: ERRORS.rateLimited.code,
    });

    const { email: known } = await playerWithSession();
    for (let i = 0; i < RESET_SMS_PER_ACCOUNT.limit; i++) {
      await client().passwordReset({ body: { email: known, method: 'SMS' } });
    }
    await expect(client().passwordReset({ body: { email: known, method: 'SMS' } })).rejects.toMatchObject({
      status: 429,
      code: ERRORS.smsMaxAttempts.code,
    });

    const api = client();
    for (let i = 0; i < RATE_LIMITS.resetPerIp.limit; i++) {
      await api.passwordReset({ body: { email: `ip${i}@test.example` } });
    }
    await expect(api.passwordReset({ body: { email: 'ip-last@test.example' } })).rejects.toMatchObject({
      status: 429,
      code: ERRORS.rateLimited.code,
    });
  });
});
