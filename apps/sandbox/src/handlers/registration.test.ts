/**
 * Sign-up over HTTP through the typed client, on PGlite and PostgreSQL: the full registration with SMS verification reading the code from /sandbox/outbox,
 * the auto-login path without verification, e-mail verification, duplicates, attempts running
 * out, a changed phone number, captcha and phone refusals, rate limits, sign-up config and the
 * multibrand migration.
 */
import { describe, expect, it } from 'vitest';
import { ERRORS, createPlayerApiClient, type PlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useSandboxServer } from '../../test/server.ts';
import { registrationBody } from '../../test/fixtures.ts';
import { normaliseCpf } from '@casino/domain';
import { MAX_CODE_REQUESTS } from '../services/identity/index.ts';
import { RATE_LIMITS } from '../services/platform/index.ts';

const PASSWORD = 'Secret-Pass-42';
/** A valid cpf (check digits) and another. */
const CPF = '529.982.247-25';
const OTHER_CPF = '111.444.777-35';

describe.each(DATABASE_KINDS)('registration over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  let n = 0;

  /** A client from an address of its own, so the per-address limits of one test do not touch another. */
  function client(siteId = 6): PlayerApiClient {
    n++;
    return createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId,
      forwardedFor: `10.4.${n >> 8}.${n & 255}`,
    });
  }

  function unique() {
    n++;
    return { email: `signup${n}@test.example`, mobilePhone: `+3585000${String(n).padStart(5, '0')}` };
  }

  function details(overrides: Record<string, unknown> = {}) {
    return registrationBody({
      firstName: 'Sam',
      lastName: 'Signup',
      ...unique(),
      password: PASSWORD,
      ...overrides,
    });
  }

  async function lastCode(to: string): Promise<string> {
    const response = await fetch(`${server.baseUrl}/sandbox/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as {
      messages: Array<{ code: string | null; kind: string }>;
    };
    const code = messages.at(-1)?.code;
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }

  function profile(
    playerId: string,
    token: string,
    mobilePhone: string,
    overrides: Record<string, unknown> = {},
  ) {
    return {
      playerId,
      token,
      dateOfBirth: '1990-04-01',
      postalCode: '00100',
      mobilePhone,
      countryCode: 'FI',
      termsAndConditionsAccepted: true,
      languageCode: 'en',
      ...overrides,
    };
  }

  it('registers a Finnish player with SMS verification, completes the profile and signs in', async () => {
    const api = client();
    const body = details();
    expect(await api.signUpConfig({ query: { siteId: 6, countryCode: 'FI' } })).toMatchObject({
      smsVerificationRequired: true,
      emailVerificationRequired: false,
      smsMaxAttempts: MAX_CODE_REQUESTS,
    });
    const registered = await api.register({ body });
    expect(registered).toMatchObject({ smsVerificationRequired: true, emailVerificationRequired: false });
    expect(registered.token.length).toBeGreaterThan(20);

    // Not signed in before verification.
    await expect(api.signIn({ body: { email: body.email, password: PASSWORD } })).rejects.toMatchObject({
      code: ERRORS.loginPlayerNotFound.code,
    });
    // The profile update waits for the SMS verification.
    await expect(
      api.updateRegistration({ body: profile(registered.playerId, registered.token, body.mobilePhone) }),
    ).rejects.toMatchObject({
      status: 400,
      code: ERRORS.requestInvalid.code,
      validationErrors: { mobilePhone: { code: 'sms.verification.required' } },
    });

    const codeBody = { playerId: registered.playerId, siteId: 6, countryCode: 'FI' };
    expect(await api.registrationSmsRequest({ body: codeBody })).toEqual({
      playerId: registered.playerId,
      attemptsLeft: MAX_CODE_REQUESTS - 1,
    });
    const code = await lastCode(body.mobilePhone);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      api.registrationSmsVerification({ body: { ...codeBody, code: wrong, password: PASSWORD } }),
    ).rejects.toMatchObject({
      status: 400,
      code: ERRORS.smsCodeInvalid.code,
      additionalInfo: { attemptsLeft: 2 },
    });
    await expect(
      api.registrationSmsVerification({ body: { ...codeBody, code, password: 'Not-The-Password-1' } }),
    ).rejects.toMatchObject({ code: ERRORS.requestInvalid.code, validationErrors: { password: {} } });
    expect(
      await api.registrationSmsVerification({ body: { ...codeBody, code, password: PASSWORD } }),
    ).toEqual({ playerId: registered.playerId, verified: true });

    expect(
      await api.updateRegistration({
        body: profile(registered.playerId, registered.token, body.mobilePhone),
      }),
    ).toEqual({ playerId: registered.playerId, completed: true });
    // The token has done its work.
    await expect(
      api.updateRegistration({ body: profile(registered.playerId, registered.token, body.mobilePhone) }),
    ).rejects.toMatchObject({ code: ERRORS.registrationTokenInvalid.code });

    const tokens = await api.signIn({ body: { email: body.email, password: PASSWORD } });
    const signedIn = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, tokens });
    expect(await signedIn.playerProfile()).toMatchObject({
      playerId: registered.playerId,
      firstName: 'Sam',
      email: body.email,
      status: 'REGISTERED',
      countryCode: 'FI',
      currencyCode: 'EUR',
      dateOfBirth: '1990-04-01',
      phonePrefix: '+358',
      phoneBody: body.mobilePhone.slice(4),
      termsAndConditionsAcceptedVersion: 2,
    });
  });

  it('signs a player in straight after sign-up where nothing needs verifying (Canada on site 6)', async () => {
    const api = client();
    const body = details({ countryCode: 'CA' });
    const registered = await api.register({ body });
    expect(registered).toMatchObject({ smsVerificationRequired: false, emailVerificationRequired: false });
    const tokens = await api.signIn({ body: { email: body.email, password: PASSWORD } });
    expect(tokens.idToken).toBeTruthy();
    expect(
      await api.updateRegistration({
        body: profile(registered.playerId, registered.token, body.mobilePhone, { countryCode: 'CA' }),
      }),
    ).toEqual({ playerId: registered.playerId, completed: true });
    const signedIn = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, tokens });
    expect(await signedIn.playerProfile()).toMatchObject({ currencyCode: 'CAD', countryCode: 'CA' });
  });

  it('verifies the e-mail where the site asks for it (kestrel, outside the SMS markets)', async () => {
    const api = client(7);
    const body = details({ countryCode: 'GB' });
    const registered = await api.register({ body });
    expect(registered).toMatchObject({ smsVerificationRequired: false, emailVerificationRequired: true });
    const codeBody = { playerId: registered.playerId, siteId: 7, countryCode: 'GB' };
    expect(await api.registrationEmailRequest({ body: codeBody })).toMatchObject({ attemptsLeft: 2 });
    const code = await lastCode(body.email);
    expect(
      await api.registrationEmailVerification({ body: { ...codeBody, code, password: PASSWORD } }),
    ).toEqual({ playerId: registered.playerId, verified: true });
    expect(await api.signIn({ body: { email: body.email, password: PASSWORD } })).toHaveProperty(
      'accessToken',
    );
  });

  it('refuses duplicate e-mail and phone on the same site, but not on another brand', async () => {
    const api = client();
    const body = details({ countryCode: 'CA' });
    await api.register({ body });
    // The same e-mail, whatever its case.
    await expect(
      api.register({ body: { ...body, email: body.email.toUpperCase(), mobilePhone: unique().mobilePhone } }),
    ).rejects.toMatchObject({ status: 409, code: ERRORS.playerAlreadyExists.code });
    // The same phone.
    await expect(api.register({ body: { ...body, email: unique().email } })).rejects.toMatchObject({
      status: 409,
      code: ERRORS.playerAlreadyExists.code,
    });
    // The demo player's number on site 6.
    await expect(
      api.register({ body: details({ countryCode: 'CA', mobilePhone: '+35840060000' }) }),
    ).rejects.toMatchObject({
      code: ERRORS.playerAlreadyExists.code,
    });
    expect(await client(7).register({ body: { ...body, countryCode: 'GB' } })).toHaveProperty('playerId');
  });

  it('answers a duplicate to one of two sign-ups with the same e-mail at the same moment', async () => {
    const body = details({ countryCode: 'CA' });
    const outcomes = await Promise.allSettled([
      client().register({ body }),
      client().register({ body: { ...body, mobilePhone: unique().mobilePhone } }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused!.reason).toMatchObject({ status: 409, code: ERRORS.playerAlreadyExists.code });
  });

  it('asks Brazilians for a valid cpf and attaches a duplicate cpf to the cpf field', async () => {
    const api = client();
    expect(await api.signUpConfig({ query: { siteId: 6, countryCode: 'BR' } })).toMatchObject({
      cpfRequired: true,
      emailVerificationRequired: true,
    });
    await expect(api.register({ body: details({ countryCode: 'BR' }) })).rejects.toMatchObject({
      code: ERRORS.requestInvalid.code,
      validationErrors: { cpf: { code: 'error.cpf.required' } },
    });
    await expect(
      api.register({ body: details({ countryCode: 'BR', cpf: '123.456.789-00' }) }),
    ).rejects.toMatchObject({
      validationErrors: { cpf: { code: 'error.cpf.invalid' } },
    });
    await api.register({ body: details({ countryCode: 'BR', cpf: CPF }) });
    await expect(
      api.register({ body: details({ countryCode: 'BR', cpf: normaliseCpf(CPF)! }) }),
    ).rejects.toMatchObject({
      status: 409,
      code: ERRORS.cpfDuplicate.code,
      validationErrors: { cpf: { code: ERRORS.cpfDuplicate.code } },
    });
    expect(await api.register({ body: details({ countryCode: 'BR', cpf: OTHER_CPF }) })).toHaveProperty(
      'playerId',
    );
  });

  it(`answers sms.max.attempts.reached after ${MAX_CODE_REQUESTS} codes, and when the last code's tries run out`, async () => {
    const api = client();
    const body = details();
    const { playerId } = await api.register({ body });
    const codeBody = { playerId, siteId: 6, countryCode: 'FI' };
    for (let left = MAX_CODE_REQUESTS - 1; left >= 0; left--) {
      expect(await api.registrationSmsRequest({ body: codeBody })).toMatchObject({ attemptsLeft: left });
    }
    await expect(api.registrationSmsRequest({ body: codeBody })).rejects.toMatchObject({
      status: 429,
      code: ERRORS.smsMaxAttempts.code,
    });
    const code = await lastCode(body.mobilePhone);
    const wrong = { ...codeBody, code: code === '000000' ? '111111' : '000000', password: PASSWORD };
    await expect(api.registrationSmsVerification({ body: wrong })).rejects.toMatchObject({
      code: ERRORS.smsCodeInvalid.code,
    });
    await expect(api.registrationSmsVerification({ body: wrong })).rejects.toMatchObject({
      code: ERRORS.smsCodeInvalid.code,
    });
    await expect(api.registrationSmsVerification({ body: wrong })).rejects.toMatchObject({
      status: 429,
      code: ERRORS.smsMaxAttempts.code,
    });
    // Even the right code is refused now.
    await expect(
      api.registrationSmsVerification({ body: { ...codeBody, code, password: PASSWORD } }),
    ).rejects.toMatchObject({ code: ERRORS.smsMaxAttempts.code });
  });

  it('starts the SMS verification again when the phone number changes', async () => {
    const api = client();
    const body = details();
    const registered = await api.register({ body });
    const codeBody = { playerId: registered.playerId, siteId: 6, countryCode: 'FI' };
    await api.registrationSmsRequest({ body: codeBody });
    await api.registrationSmsVerification({
      body: { ...codeBody, code: await lastCode(body.mobilePhone), password: PASSWORD },
    });
    const { mobilePhone: newPhone } = unique();
    await expect(
      api.updateRegistration({ body: profile(registered.playerId, registered.token, newPhone) }),
    ).rejects.toMatchObject({
      code: ERRORS.requestInvalid.code,
      validationErrors: { mobilePhone: { code: 'sms.verification.required' } },
    });
    // The new number gets its own codes (the count starts again) and must be verified.
    expect(await api.registrationSmsRequest({ body: codeBody })).toMatchObject({
      attemptsLeft: MAX_CODE_REQUESTS - 1,
    });
    await api.registrationSmsVerification({
      body: { ...codeBody, code: await lastCode(newPhone), password: PASSWORD },
    });
    expect(
      await api.updateRegistration({ body: profile(registered.playerId, registered.token, newPhone) }),
    ).toEqual({ playerId: registered.playerId, completed: true });
    // A number of another player is the same customer's details.
    const other = await api.register({ body: details({ countryCode: 'CA' }) });
    await expect(
      api.updateRegistration({ body: profile(other.playerId, other.token, newPhone, { countryCode: 'CA' }) }),
    ).rejects.toMatchObject({ status: 409, code: ERRORS.sameCustomerInfoDetected.code });
  });

  it('refuses a captcha token "fail", an unreachable phone, a blocked country, a weak password and a minor', async () => {
    const api = client();
    await expect(api.register({ headers: { hcaptchaToken: 'fail' }, body: details() })).rejects.toMatchObject(
      {
        status: 403,
        code: ERRORS.captchaDenied.code,
        message: expect.stringContaining('explicit deny'),
        // A refusal of a public call, not a lost session: the site must not log anyone out.
        logout: false,
      },
    );
    await expect(api.register({ body: details({ mobilePhone: '+9991234567' }) })).rejects.toMatchObject({
      status: 403,
      code: ERRORS.vonagePhoneInvalid.code,
    });
    await expect(api.register({ body: details({ countryCode: 'FR' }) })).rejects.toMatchObject({
      status: 400,
      validationErrors: { countryCode: { code: 'error.country.blocked' } },
    });
    await expect(api.register({ body: details({ password: 'onlyletters' }) })).rejects.toMatchObject({
      validationErrors: { password: { code: 'error.password.weak' } },
    });
    const body = details({ countryCode: 'CA' });
    const registered = await api.register({ body });
    await expect(
      api.updateRegistration({
        body: profile(registered.playerId, registered.token, body.mobilePhone, {
          countryCode: 'CA',
          dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01`,
        }),
      }),
    ).rejects.toMatchObject({ validationErrors: { dateOfBirth: { code: 'error.age.under_minimum' } } });
    await expect(
      api.updateRegistration({
        body: profile(registered.playerId, 'not-the-token', body.mobilePhone, { countryCode: 'CA' }),
      }),
    ).rejects.toMatchObject({ status: 400, code: ERRORS.registrationTokenInvalid.code });
    await expect(
      api.registrationSmsRequest({ body: { playerId: registered.playerId, siteId: 7, countryCode: 'CA' } }),
    ).rejects.toMatchObject({ status: 404, code: ERRORS.notFound.code });
  });

  it(`limits sign-ups to ${RATE_LIMITS.registrationPerIp.limit} per address and SMS per address and number`, async () => {
    const api = client();
    for (let i = 0; i < RATE_LIMITS.registrationPerIp.limit; i++) {
      // Refused for the country, but counted: the limit comes first.
      await expect(api.register({ body: details({ countryCode: 'US' }) })).rejects.toMatchObject({
        status: 400,
      });
    }
    await expect(api.register({ body: details({ countryCode: 'CA' }) })).rejects.toMatchObject({
      status: 429,
      code: ERRORS.rateLimited.code,
      additionalInfo: { retryAfterMs: expect.any(Number) },
    });

    const sms = client();
    const noSignUp = { playerId: '00000000-0000-4000-8000-000000000000', siteId: 6, countryCode: 'FI' };
    for (let i = 0; i < RATE_LIMITS.smsPerIp.limit; i++) {
      await expect(sms.registrationSmsRequest({ body: noSignUp })).rejects.toMatchObject({ status: 404 });
    }
    await expect(sms.registrationSmsRequest({ body: noSignUp })).rejects.toMatchObject({
      status: 429,
      code: ERRORS.rateLimited.code,
    });

    // One number signed up on both brands: the sixth SMS to it within the hour is refused.
    const phone = unique().mobilePhone;
    const requests: Array<() => Promise<unknown>> = [];
    for (const siteId of [6, 7]) {
      const brand = client(siteId);
      const { playerId } = await brand.register({ body: details({ mobilePhone: phone }) });
      for (let i = 0; i < MAX_CODE_REQUESTS; i++) {
        requests.push(() => brand.registrationSmsRequest({ body: { playerId, siteId, countryCode: 'FI' } }));
      }
    }
    for (const request of requests.slice(0, RATE_LIMITS.smsPerRecipient.limit)) await request();
    await expect(requests[RATE_LIMITS.smsPerRecipient.limit]!()).rejects.toMatchObject({
      status: 429,
      code: ERRORS.rateLimited.code,
    });
  });

  it('answers the sign-up config per site and country', async () => {
    const api = client();
    const config = (siteId: number, countryCode: string) =>
      api.signUpConfig({ query: { siteId, countryCode } });
    expect(await config(6, 'CA')).toEqual({
      siteId: 6,
      countryCode: 'CA',
      smsVerificationRequired: false,
      emailVerificationRequired: false,
      cpfRequired: false,
      smsMaxAttempts: MAX_CODE_REQUESTS,
      termsAndConditionsVersion: 2,
      registrationAllowed: true,
    });
    expect(await config(6, 'PP')).toMatchObject({ countryCode: 'SE', smsVerificationRequired: true });
    expect(await config(6, 'PL')).toMatchObject({ registrationAllowed: false });
    expect(await config(7, 'PL')).toMatchObject({
      registrationAllowed: true,
      emailVerificationRequired: true,
    });
    expect(await config(7, 'NL')).toMatchObject({ registrationAllowed: false });
  });

  it('migrates a signed-in player once, with the current terms', async () => {
    const api = client();
    const body = details({ countryCode: 'CA' });
    await api.register({ body });
    const tokens = await api.signIn({ body: { email: body.email, password: PASSWORD } });
    const player = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, tokens });
    await expect(
      player.playerMigration({ body: { termsAndConditionsAcceptedVersion: 1, marketingOptIn: true } }),
    ).rejects.toMatchObject({ status: 400, validationErrors: { termsAndConditionsAcceptedVersion: {} } });
    const migrated = await player.playerMigration({
      body: { termsAndConditionsAcceptedVersion: 2, marketingOptIn: true },
    });
    expect(migrated).toMatchObject({ migrated: true, playerId: expect.any(String) });
    expect(Date.parse(migrated.migratedAt)).not.toBeNaN();
    await expect(
      player.playerMigration({ body: { termsAndConditionsAcceptedVersion: 2, marketingOptIn: false } }),
    ).rejects.toMatchObject({ status: 409, code: ERRORS.migrationNotEligible.code });
  });
});
