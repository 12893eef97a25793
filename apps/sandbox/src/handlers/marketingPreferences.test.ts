/**
 * Marketing preferences over HTTP through the typed client, on PGlite and PostgreSQL (spec 2 §3
 * "Marketing and cookies", §7 "Marketing preferences"): the defaults follow the sign-up's
 * marketing opt-in, a PATCH changes only the keys it gives and answers the whole, which a later
 * session reads back; the seeded demo player has its own; no session → 401.
 */
import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  MARKETING_CHANNELS,
  MARKETING_TOPICS,
  createPlayerApiClient,
  type PlayerApiClient,
} from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { registrationBody } from '../../test/fixtures.ts';
import { useSandboxServer } from '../../test/server.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';

const PASSWORD = 'Marketing-Pass-1';

const all = <K extends string>(keys: readonly K[], value: boolean) =>
  Object.fromEntries(keys.map((key) => [key, value])) as Record<K, boolean>;

describe.each(DATABASE_KINDS)('marketing preferences over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  let n = 0;

  function client(tokens?: Parameters<typeof createPlayerApiClient>[0]['tokens']): PlayerApiClient {
    n++;
    const forwardedFor = `10.8.${n >> 8}.${n & 255}`;
    return createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor, tokens });
  }

  /** A registered Canadian player, signed in, who ticked the marketing box or not. */
  async function player(marketingOptIn: boolean) {
    n++;
    const email = `marketing${n}@test.example`;
    await client().register({
      body: registrationBody({
        email,
        mobilePhone: `+1613222${String(n).padStart(4, '0')}`,
        password: PASSWORD,
        countryCode: 'CA',
        marketingOptIn,
      }),
    });
    return { email, api: client(await client().signIn({ body: { email, password: PASSWORD } })) };
  }

  it('defaults every channel and topic to the sign-up opt-in, not yet saved', async () => {
    const { api: optedIn } = await player(true);
    expect(await optedIn.marketingPreferences()).toEqual({
      channels: all(MARKETING_CHANNELS, true),
      topics: all(MARKETING_TOPICS, true),
      updatedAt: null,
    });
    const { api: optedOut } = await player(false);
    expect(await optedOut.marketingPreferences()).toEqual({
      channels: all(MARKETING_CHANNELS, false),
      topics: all(MARKETING_TOPICS, false),
      updatedAt: null,
    });
  });

  it('changes only the keys a PATCH gives, answers the whole, and a later session reads it back', async () => {
    const { email, api } = await player(false);
    const first = await api.updateMarketingPreferences({
      body: { channels: { EMAIL: true }, topics: { NEWSLETTER: true } },
    });
    expect(first).toEqual({
      channels: { ...all(MARKETING_CHANNELS, false), EMAIL: true },
      topics: { ...all(MARKETING_TOPICS, false), NEWSLETTER: true },
      updatedAt: expect.any(String),
    });
    const second = await api.updateMarketingPreferences({ body: { channels: { SMS: true, EMAIL: false } } });
    expect(second.channels).toEqual({ ...all(MARKETING_CHANNELS, false), SMS: true });
    expect(second.topics).toEqual(first.topics);
    // An empty change changes nothing.
    expect(await api.updateMarketingPreferences({ body: {} })).toEqual(second);

    const later = client(await client().signIn({ body: { email, password: PASSWORD } }));
    expect(await later.marketingPreferences()).toEqual(second);
  });

  it('reads the demo player’s seeded preferences, and refuses a value that is not a boolean', async () => {
    const api = client(
      await client().signIn({ body: { email: 'player@demo.test', password: DEMO_PASSWORD } }),
    );
    const seeded = await api.marketingPreferences();
    expect(seeded.channels).toEqual({ ...all(MARKETING_CHANNELS, false), EMAIL: true, SMS: true });
    expect(seeded.topics).toEqual({ ...all(MARKETING_TOPICS, false), BONUS_OFFER: true, NEWSLETTER: true });

    const tokens = await client().signIn({ body: { email: 'new@demo.test', password: DEMO_PASSWORD } });
    const response = await fetch(`${server.baseUrl}/v1/player/marketing_preferences`, {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        SiteContext: '6',
        Authorization: tokens.idToken,
        'Access-Token': tokens.accessToken,
      },
      body: JSON.stringify({ channels: { EMAIL: 'yes' } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: ERRORS.requestInvalid.code });
  });

  it('answers 401 without a session', async () => {
    await expect(client().marketingPreferences()).rejects.toMatchObject({
      status: 401,
      code: ERRORS.tokenExpired.code,
    });
  });
});
