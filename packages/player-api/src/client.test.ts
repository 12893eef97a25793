import { describe, expect, it } from 'vitest';
import { callDefinition, createPlayerApiClient, PlayerApiError } from './client.ts';
import { calls } from './contract.ts';
import { STRING_LIMITS } from './entities/strings.ts';

const station = {
  ipAddress: '192.0.2.10',
  autodetectedCountry: 'FI',
  autodetectedRegion: 'Uusimaa',
  autodetectedCity: 'Helsinki',
  market: 'FI',
  device: { isMobile: false, isTablet: false, isDesktop: true },
};

function fakeFetch(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input as URL, init));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}

describe('player API client', () => {
  it('sends the SiteContext header with the brand site id and the forwarded address', async () => {
    const seen: Request[] = [];
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test/',
      siteId: 7,
      forwardedFor: '192.0.2.10',
      fetch: fakeFetch(200, station, seen),
    });
    await expect(client.playerStation()).resolves.toEqual(station);
    expect(seen[0]!.url).toBe('http://api.test/v1/player/station');
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.headers.get('SiteContext')).toBe('7');
    expect(seen[0]!.headers.get('X-Forwarded-For')).toBe('192.0.2.10');
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
  });

  it('turns an error body into a PlayerApiError with its code', async () => {
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      fetch: fakeFetch(400, { code: 'error.site_context.invalid', message: 'Unknown site 99' }),
    });
    const error = await client.playerStation().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlayerApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'error.site_context.invalid',
      message: 'Unknown site 99',
    });
  });

  it('refuses a response that breaks the contract (missing ipAddress is an error, spec 1 §8)', async () => {
    const { ipAddress: _omitted, ...withoutIp } = station;
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      fetch: fakeFetch(200, withoutIp),
    });
    await expect(client.playerStation()).rejects.toMatchObject({
      status: 502,
      code: 'error.api.invalid_response',
    });
  });

  it('reports a network failure as a Network Error without status', async () => {
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.playerStation()).rejects.toMatchObject({ status: 0, code: 'error.network' });
  });

  it('maps a non-JSON failure to the system error code', async () => {
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      fetch: async () => new Response('<html>bad gateway</html>', { status: 502 }),
    });
    await expect(client.playerStation()).rejects.toMatchObject({ status: 502, code: 'error.system.error' });
  });
});

const tokens = { idToken: 'id-token', accessToken: 'access-token' };

function recordingFetch(respond: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const doFetch: typeof fetch = async (input, init) => {
    const request = new Request(input as URL, init);
    seen.push(request);
    return respond(request);
  };
  return { seen, fetch: doFetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const reward = {
  campaignId: 'c1',
  assignmentId: 'a1',
  campaignStatus: 'ACTIVE',
  campaignCategory: 'OPT_IN',
  vertical: 'CASINO',
  bonusType: 'CASINO',
  betBonusType: 0,
  bonusKind: 'STICKY',
  triggerEvent: 'FIRST_DEPOSIT',
  cashbackInfo: null,
  cashbackActivated: false,
  cashbackBooster: null,
  hasBonusCode: false,
  partnerBonusCode: null,
  wrMultiplier: 30,
  freeSpinDetail: null,
  queuedPlayerBonus: null,
  wageringAmount: '0.00',
  bonusAmount: null,
  wageringRequirement: null,
  expiresAt: null,
  startedAt: '2026-11-01T10:00:00Z',
  endedAt: null,
  campaignDisplayInfo: { title: 'Welcome', description: '100%', imageUrl: null, termsUrl: null },
};

describe('player API client: requests', () => {
  it('fills path parameters, sends the session pair and posts no body when the call has none', async () => {
    const { seen, fetch } = recordingFetch(() => json(200, { reward }));
    const client = createPlayerApiClient({ baseUrl: 'http://api.test', siteId: 6, tokens, fetch });
    await expect(client.claimReward({ params: { campaignId: 'c 1' } })).resolves.toEqual({ reward });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe('http://api.test/v1/bonus/rewards/c%201/claim');
    expect(seen[0]!.headers.get('Authorization')).toBe('id-token');
    expect(seen[0]!.headers.get('Access-Token')).toBe('access-token');
    expect(seen[0]!.headers.get('SiteContext')).toBe('6');
    expect(await seen[0]!.text()).toBe('');
  });

  it('writes the query with defaults, arrays comma-separated, on the v2 path', async () => {
    const { seen, fetch } = recordingFetch((request) =>
      json(200, request.url.includes('/rewards') ? [reward] : []),
    );
    const client = createPlayerApiClient({ baseUrl: 'http://api.test', siteId: 6, tokens, fetch });
    await client.rewards({
      query: { rewardsType: 'ACTIVE', excludeTriggerType: ['TOURNAMENT', 'CASHBACK_DAILY'] },
    });
    expect(seen[0]!.url).toBe(
      'http://api.test/v2/bonus/rewards?rewardsType=ACTIVE&excludeTriggerType=TOURNAMENT%2CCASHBACK_DAILY',
    );
    await client.favourites();
    expect(new URL(seen[1]!.url).searchParams.get('limit')).toBe('30');
  });

  it('sends a JSON body with defaults applied and the captcha header, a dash when absent', async () => {
    const { seen, fetch } = recordingFetch(() =>
      json(201, {
        playerId: 'p1',
        token: 't',
        smsVerificationRequired: true,
        emailVerificationRequired: false,
      }),
    );
    const client = createPlayerApiClient({ baseUrl: 'http://api.test', siteId: 6, fetch });
    const body = {
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: 'aino@example.test',
      mobilePhone: '+358401234567',
      password: 'Sandbox-Pass-1',
      languageCode: 'fi',
      termsAndConditions: true,
      termsAndConditionsAcceptedVersion: 3,
      cookiePolicyAccepted: true,
      marketingOptIn: false,
      allConditions: true,
    };
    await client.register({ body });
    await client.register({ body, headers: { hcaptchaToken: 'captcha-1', country: 'SE' } });
    expect(seen[0]!.headers.get('hcaptchaToken')).toBe('-');
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
    expect(await seen[0]!.json()).toEqual({ ...body, countryCode: 'FI' });
    expect(seen[1]!.headers.get('hcaptchaToken')).toBe('captcha-1');
    expect(seen[1]!.headers.get('country')).toBe('SE');
  });

  it('refuses input that breaks the contract before sending anything', async () => {
    const { seen, fetch } = recordingFetch(() => json(200, {}));
    const client = createPlayerApiClient({ baseUrl: 'http://api.test', siteId: 6, tokens, fetch });
    const error = await client
      .updateDepositLimit({ body: { duration: 'X' as 'D', limit: '10.001' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'error.request.invalid', logout: false });
    expect(Object.keys((error as PlayerApiError).validationErrors ?? {}).length).toBeGreaterThan(0);
    expect(seen).toHaveLength(0);
  });

  it('forwards the user agent and reads tokens per call', async () => {
    let session: typeof tokens | undefined = undefined;
    const { seen, fetch } = recordingFetch(() => new Response(null, { status: 204 }));
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      userAgent: 'Mozilla/5.0 (iPhone)',
      tokens: () => session,
      fetch,
    });
    await expect(client.keepAlive()).rejects.toMatchObject({ status: 401 });
    session = tokens;
    await expect(client.keepAlive()).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('User-Agent')).toBe('Mozilla/5.0 (iPhone)');
  });

  it('cuts a user agent longer than the contract takes, so the call is not refused for it', async () => {
    const { seen, fetch } = recordingFetch(() => json(200, { ipAddress: '192.0.2.10' }));
    const long = `Mozilla/5.0 ${'x'.repeat(5000)}`;
    const client = createPlayerApiClient({ baseUrl: 'http://api.test', siteId: 6, userAgent: long, fetch });
    await client.playerStation().catch(() => undefined);
    expect(seen[0]!.headers.get('User-Agent')).toBe(long.slice(0, STRING_LIMITS.header));
    expect(calls.playerStation.headers.safeParse({ SiteContext: '6', 'User-Agent': long }).success).toBe(
      false,
    );
  });
});

describe('player API client: sessions and logout', () => {
  it("fails a player call without a session as 401 'Token expired', without calling", async () => {
    const { seen, fetch } = recordingFetch(() => json(200, {}));
    const client = createPlayerApiClient({ baseUrl: 'http://api.test', siteId: 6, fetch });
    await expect(client.wallet()).rejects.toMatchObject({
      status: 401,
      code: 'error.token.expired',
      message: 'Token expired',
      logout: true,
      callId: 'wallet',
    });
    expect(seen).toHaveLength(0);
  });

  it('treats a session whose access token expired as no session (spec 1 §4)', async () => {
    const { seen, fetch } = recordingFetch(() => json(200, {}));
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      tokens: { ...tokens, expiresAt: 1_000 },
      now: () => 1_000,
      fetch,
    });
    await expect(client.wallet()).rejects.toMatchObject({ status: 401, code: 'error.token.expired' });
    const unreadable = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      tokens: { idToken: '', accessToken: 'a' },
      fetch,
    });
    await expect(unreadable.wallet()).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(0);
  });

  it('marks 401 and 403 answers as logout, other refusals not', async () => {
    for (const [status, code, logout] of [
      [401, 'error.token.expired', true],
      [403, 'error.access.forbidden', true],
      [409, 'NOT_ENOUGH_FUNDS', false],
      [400, 'error.old_password.incorrect', false],
    ] as const) {
      const client = createPlayerApiClient({
        baseUrl: 'http://api.test',
        siteId: 6,
        tokens,
        fetch: async () => json(status, { code, message: 'refused' }),
      });
      await expect(client.transactionSummary()).rejects.toMatchObject({ status, code, logout });
    }
  });

  it('keeps a 403 on a public call a refusal, not a logout (sign-up captcha, spec 1 §8)', async () => {
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      fetch: async () => json(403, { code: 'error.captcha.explicit_deny', message: 'explicit deny' }),
    });
    const error = await client.confirmUser({ body: { email: 'aino@example.test' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, logout: false });
  });

  it('keeps the login error payload of a refused sign-in', async () => {
    const additionalInfo = {
      remainingDays: 2,
      playerId: 'p1',
      isCooling: true,
      milliseconds: 1000,
      initiator: 'PLAYER',
    };
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      fetch: async () =>
        json(400, {
          code: 'error.login.timeout_in_progress',
          message: 'Player timeout in progress, 2 days remaining',
          additionalInfo,
        }),
    });
    await expect(client.signIn({ body: { email: 'a@example.test', password: 'x' } })).rejects.toMatchObject({
      code: 'error.login.timeout_in_progress',
      additionalInfo,
      logout: false,
    });
  });
});

describe('player API client: answers', () => {
  it('reports an answer that breaks the contract instead of passing it on', async () => {
    const reported: PlayerApiError[] = [];
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      tokens,
      onInvalidResponse: (error) => reported.push(error),
      fetch: async () => json(200, { currencyCode: 'EUR', balance: { main: [{ cash: 12.5 }] } }),
    });
    await expect(client.wallet()).rejects.toMatchObject({ status: 502, code: 'error.api.invalid_response' });
    expect(reported).toHaveLength(1);
    expect(reported[0]!.callId).toBe('wallet');
  });

  it('reports a success without a JSON body on a call that answers one', async () => {
    const reported: PlayerApiError[] = [];
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      onInvalidResponse: (error) => reported.push(error),
      fetch: async () => new Response(null, { status: 204 }),
    });
    await expect(client.playerStation()).rejects.toMatchObject({ code: 'error.api.invalid_response' });
    expect(reported).toHaveLength(1);
  });

  it('does not retry a failed call', async () => {
    const { seen, fetch } = recordingFetch(() => json(500, { code: 'error.system.error', message: 'down' }));
    const client = createPlayerApiClient({ baseUrl: 'http://api.test', siteId: 6, fetch });
    await expect(client.playerStation()).rejects.toMatchObject({ status: 500, code: 'error.system.error' });
    expect(seen).toHaveLength(1);
  });
});

describe('player API client: timeouts and aborts', () => {
  const hanging: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true });
    });

  it('gives up after the call’s timeout', async () => {
    const client = createPlayerApiClient({ baseUrl: 'http://api.test', siteId: 6, fetch: hanging });
    await expect(client.playerStation(undefined, { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      code: 'error.timeout',
    });
    const impatient = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      timeoutMs: 20,
      fetch: hanging,
    });
    await expect(impatient.playerStation()).rejects.toMatchObject({ code: 'error.timeout' });
  });

  it('stops when the caller aborts, and does not start when already aborted', async () => {
    let started = 0;
    const client = createPlayerApiClient({
      baseUrl: 'http://api.test',
      siteId: 6,
      fetch: (input, init) => {
        started += 1;
        return hanging(input, init);
      },
    });
    const controller = new AbortController();
    const pending = client.playerStation(undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, code: 'error.request.aborted' });
    await expect(client.playerStation(undefined, { signal: controller.signal })).rejects.toMatchObject({
      code: 'error.request.aborted',
    });
    expect(started).toBe(1);
  });

  it('gives each call its own default timeout from the contract', () => {
    expect(callDefinition('playerStation').timeoutMs).toBe(10_000);
    expect(callDefinition('gameTicket').timeoutMs).toBe(15_000);
    expect(callDefinition('depositRequest').timeoutMs).toBe(20_000);
  });
});
