/**
 * The activity reminder, time-out and self-exclusion over HTTP through the typed client, on PGlite
 * and PostgreSQL (spec 2 §4, §7; spec
 * 1 §4 cooling; UKGC RTS 13, 14): the default 120-minute period counted from the sign-in, remaining
 * minutes on the sandbox clock, reset, the summary from the ledger; a time-out and a
 * self-exclusion end every session at once and refuse the next sign-in with the login error of
 * spec 1 §8; a second measure while one runs is refused; a delayed exclusion ends the session when
 * it starts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ERRORS, createPlayerApiClient, type PlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { advanceClock, refusal } from '../../test/http.ts';
import { useSandboxServer } from '../../test/server.ts';
import { activitySettings, exclusions } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';
import { idempotencyKey, openAccounts, payWin, placeBet } from '../services/money/index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(DATABASE_KINDS)('activity reminder, time-out and self-exclusion on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  let n = 0;

  beforeEach(async () => {
    await t.db.delete(exclusions);
    await t.db.delete(activitySettings);
  });

  function anonymous(): PlayerApiClient {
    n++;
    return createPlayerApiClient({
      baseUrl: server.baseUrl,
      siteId: 6,
      forwardedFor: `10.13.${n >> 8}.${n & 255}`,
    });
  }

  const advance = (ms: number) => advanceClock(server.baseUrl, ms);

  async function signedIn(email: string): Promise<PlayerApiClient> {
    n++;
    const forwardedFor = `10.13.${n >> 8}.${n & 255}`;
    const api = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor });
    const tokens = await api.signIn({ body: { email, password: DEMO_PASSWORD } });
    return createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor, tokens });
  }

  it('runs the default 120-minute period from the sign-in; a chosen period starts when set', async () => {
    const api = await signedIn('new@demo.test');
    expect((await api.activitySettings()).timer).toBe(120);
    expect((await api.activityMinutesRemaining()).minutes).toBe(120);
    await advance(10 * MINUTE + 1_000);
    expect((await api.activityMinutesRemaining()).minutes).toBe(110);

    const set = await api.updateActivitySettings({ body: { period: 30 } });
    expect(set.timer).toBe(30);
    expect((await api.activityCheck()).timer).toBe(30);
    expect((await api.activityMinutesRemaining()).minutes).toBe(30);
    await advance(31 * MINUTE);
    expect((await api.activityMinutesRemaining()).minutes).toBeLessThanOrEqual(0);
    expect((await api.activityResetTimer({ body: {} })).minutes).toBe(30);
    expect((await api.activityMinutesRemaining()).minutes).toBe(30);

    await api.updateActivitySettings({ body: { period: null } });
    expect((await api.activityMinutesRemaining()).minutes).toBeNull();
    expect((await api.activitySettings()).timer).toBeNull();
  });

  it('summarises the real-money play of the period: turnover, winnings and delta', async () => {
    const api = await signedIn('player@demo.test');
    await api.updateActivitySettings({ body: { period: 60 } });
    const before = await api.activityCheckResult();
    expect(before).toMatchObject({ turnover: '0.00', winnings: '0.00', delta: '0.00' });

    const accounts = (await openAccounts(t.ctx, (await api.playerProfile()).playerId))!;
    const playerId = accounts.playerId;
    const bet = (key: string, cents: bigint) =>
      placeBet(t.ctx, {
        accounts,
        amount: cents,
        category: 'CASINO',
        idempotencyKey: idempotencyKey(playerId, 'test-bet', key),
        sessionId: null,
      });
    await bet('a', 500n);
    await bet('b', 250n);
    await payWin(t.ctx, {
      accounts,
      amount: 1_000n,
      category: 'CASINO',
      idempotencyKey: idempotencyKey(playerId, 'test-win', 'a'),
      betKey: idempotencyKey(playerId, 'test-bet', 'a'),
    });
    const summary = await api.activityCheckResult();
    expect(summary).toMatchObject({ turnover: '7.50', winnings: '10.00', delta: '2.50' });
    expect(Date.parse(summary.to)).toBeGreaterThanOrEqual(Date.parse(summary.from));
  });

  it('a time-out signs the player out and refuses the sign-in until it ends', async () => {
    const api = await signedIn('new@demo.test');
    const other = await signedIn('new@demo.test');
    const taken = await api.timeout({ body: { days: 2 } });
    expect(Date.parse(taken.endsAt) - Date.parse(taken.startsAt)).toBe(48 * HOUR);
    for (const session of [api, other]) {
      expect((await refusal(session.wallet())).status).toBe(401);
    }
    const refused = await refusal(
      anonymous().signIn({ body: { email: 'new@demo.test', password: DEMO_PASSWORD } }),
    );
    expect(refused.code).toBe(ERRORS.loginTimeoutInProgress.code);
    expect(refused.additionalInfo).toMatchObject({
      remainingDays: 2,
      isCooling: false,
      initiator: 'PLAYER',
    });

    await advance(48 * HOUR + MINUTE);
    await expect((await signedIn('new@demo.test')).playerProfile()).resolves.toBeTruthy();
  });

  it('player cooling lasts one day and shows as cooling on the login error', async () => {
    const api = await signedIn('new@demo.test');
    await api.timeoutCooling();
    const refused = await refusal(
      anonymous().signIn({ body: { email: 'new@demo.test', password: DEMO_PASSWORD } }),
    );
    expect(refused.code).toBe(ERRORS.loginTimeoutInProgress.code);
    expect(refused.additionalInfo).toMatchObject({ remainingDays: 1, isCooling: true });
    await advance(24 * HOUR + MINUTE);
    await expect(signedIn('new@demo.test')).resolves.toBeTruthy();
  });

  it('self-exclusion for months signs out, refuses sign-in, deposits and a second measure', async () => {
    const api = await signedIn('player@demo.test');
    const excluded = await api.selfExclusion({
      body: { exclusionInMonths: 6, exclusionDelayInHours: 0, accountDisableIndefinitely: false },
    });
    expect(excluded.endsAt).not.toBeNull();
    expect(Date.parse(excluded.endsAt!) - Date.parse(excluded.startsAt)).toBeGreaterThan(180 * 24 * HOUR);
    expect((await refusal(api.depositCheck({ body: { ipAddress: '10.0.0.1', blackbox: '-' } }))).status).toBe(
      401,
    );
    const refused = await refusal(
      anonymous().signIn({ body: { email: 'player@demo.test', password: DEMO_PASSWORD } }),
    );
    expect(refused.code).toBe(ERRORS.loginExclusionInProgress.code);
  });

  it('indefinite self-exclusion refuses the sign-in with the indefinite message', async () => {
    const api = await signedIn('new@demo.test');
    const excluded = await api.selfExclusion({
      body: { exclusionInMonths: 6, exclusionDelayInHours: 0, accountDisableIndefinitely: true },
    });
    expect(excluded.endsAt).toBeNull();
    const refused = await refusal(
      anonymous().signIn({ body: { email: 'new@demo.test', password: DEMO_PASSWORD } }),
    );
    expect(refused.code).toBe(ERRORS.loginExclusionIndefinitely.code);
  });

  it('a delayed exclusion keeps the session until it starts; a second measure meanwhile is refused', async () => {
    const api = await signedIn('new@demo.test');
    await api.selfExclusion({
      body: { exclusionInMonths: 12, exclusionDelayInHours: 24, accountDisableIndefinitely: false },
    });
    await expect(api.playerProfile()).resolves.toBeTruthy();
    const again = await refusal(
      api.selfExclusion({
        body: { exclusionInMonths: 6, exclusionDelayInHours: 0, accountDisableIndefinitely: false },
      }),
    );
    expect(again.status).toBe(409);
    expect(again.code).toBe(ERRORS.exclusionActive.code);
    await advance(24 * HOUR + MINUTE);
    expect((await refusal(api.playerProfile())).status).toBe(401);
  });

  it('refuses exclusions shorter than six months or with a long delay, changing nothing', async () => {
    const api = await signedIn('new@demo.test');
    const short = await refusal(
      api.selfExclusion({
        body: { exclusionInMonths: 1, exclusionDelayInHours: 0, accountDisableIndefinitely: false },
      }),
    );
    expect(short.status).toBe(400);
    expect(Object.keys(short.validationErrors ?? {})).toEqual(['exclusionInMonths']);
    const delayed = await refusal(
      api.selfExclusion({
        body: { exclusionInMonths: 6, exclusionDelayInHours: 500, accountDisableIndefinitely: false },
      }),
    );
    expect(Object.keys(delayed.validationErrors ?? {})).toEqual(['exclusionDelayInHours']);
    expect(await t.db.select().from(exclusions)).toHaveLength(0);
    await expect(api.playerProfile()).resolves.toBeTruthy();
    expect((await refusal(api.timeout({ body: { days: 43 } }))).status).toBe(400);
  });
});
