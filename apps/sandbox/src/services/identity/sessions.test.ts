/** Sessions after sign-in on PGlite and PostgreSQL: current session, refresh, sign-out, the lock after repeated failures, and time-outs on the sandbox clock. */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOGIN_FAILURE_MESSAGES } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../../test/databases.ts';
import { SITE, classify, failureOf, signInAs, tokensOf } from '../../../test/identity.ts';
import { players } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../demoPlayers.ts';
import { REFRESH_REUSE_GRACE_MS, currentSession, refresh, signOut } from './sessions.ts';
import { DAY_MS } from './playerBlock.ts';
import { LOGIN_LOCK } from './signIn.ts';
import { findPlayerByEmail } from './players.ts';
import { ACCESS_TOKEN_TTL_MS } from './tokens.ts';

describe.each(DATABASE_KINDS)('identity on %s', (kind) => {
  // Two databases per kind: one for sessions, one for the tests that move the clock far.
  const signedIn = useTestDatabase(kind);
  const moved = useTestDatabase(kind);

  describe('sessions', () => {
    const t = signedIn;

    it('answers the current session of an access token', async () => {
      const tokens = await tokensOf(await signInAs(t, 'player@demo.test'));
      const session = await currentSession(t.ctx, {
        accessToken: tokens.accessToken,
        idToken: tokens.idToken,
        siteId: SITE,
      });
      expect(session).toMatchObject({
        ok: true,
        sessionId: tokens.sessionId,
        playerId: tokens.playerId,
        accessTokenExpiresAt: tokens.accessTokenExpiresAt,
        claims: {
          player_id: tokens.playerId,
          player_access_id: tokens.sessionId,
          email: 'player@demo.test',
          login_method: 'DEFAULT',
          multibrand: { suspended: false },
          exp: Date.parse(tokens.accessTokenExpiresAt) / 1000,
        },
      });
      expect(
        await currentSession(t.ctx, { accessToken: 'not-a-token', idToken: tokens.idToken }),
      ).toMatchObject({
        ok: false,
        status: 401,
        message: 'Token expired',
      });
      expect(
        await currentSession(t.ctx, { accessToken: tokens.idToken, idToken: tokens.idToken }),
      ).toMatchObject({ ok: false });
    });

    it("verifies the id token too: junk, another session's or an access token in its place fail", async () => {
      const tokens = await tokensOf(await signInAs(t, 'player@demo.test'));
      const other = await tokensOf(await signInAs(t, 'new@demo.test'));
      const again = await tokensOf(await signInAs(t, 'player@demo.test'));
      for (const idToken of ['x', 'Bearer anything', other.idToken, again.idToken, tokens.accessToken]) {
        expect(
          await currentSession(t.ctx, { accessToken: tokens.accessToken, idToken, siteId: SITE }),
          idToken.slice(0, 12),
        ).toMatchObject({ ok: false, status: 401 });
      }
      expect(
        await currentSession(t.ctx, {
          accessToken: tokens.accessToken,
          idToken: tokens.idToken,
          siteId: SITE,
        }),
      ).toMatchObject({ ok: true });
    });

    it('rotates the refresh token and keeps the session', async () => {
      const first = await tokensOf(await signInAs(t, 'player@demo.test'));
      const second = await refresh(t.ctx, { siteId: SITE, refreshToken: first.refreshToken });
      if (!second.ok) throw new Error(second.message);
      expect(second.tokens.sessionId).toBe(first.sessionId);
      expect(second.tokens.refreshToken).not.toBe(first.refreshToken);
      expect(second.tokens.lastAuth).toBe(first.lastAuth);
      expect(decodeJwt(second.tokens.idToken).player_access_id).toBe(first.sessionId);
      const third = await refresh(t.ctx, { siteId: SITE, refreshToken: second.tokens.refreshToken });
      expect(third.ok).toBe(true);
    });

    it('revokes the session when a used refresh token comes back (it was copied)', async () => {
      const first = await tokensOf(await signInAs(t, 'player@demo.test'));
      const second = await refresh(t.ctx, { siteId: SITE, refreshToken: first.refreshToken });
      if (!second.ok) throw new Error(second.message);
      await t.ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
      expect(await refresh(t.ctx, { siteId: SITE, refreshToken: first.refreshToken })).toMatchObject({
        ok: false,
        reason: 'tokenExpired',
      });
      expect(await refresh(t.ctx, { siteId: SITE, refreshToken: second.tokens.refreshToken })).toMatchObject({
        ok: false,
      });
      expect(
        await currentSession(t.ctx, {
          accessToken: second.tokens.accessToken,
          idToken: second.tokens.idToken,
        }),
      ).toMatchObject({
        ok: false,
      });
    });

    it('lets only one of two simultaneous refreshes with the same token through', async () => {
      const first = await tokensOf(await signInAs(t, 'new@demo.test'));
      const results = await Promise.all(
        Array.from({ length: 5 }, () => refresh(t.ctx, { siteId: SITE, refreshToken: first.refreshToken })),
      );
      const winners = results.filter((result) => result.ok);
      expect(winners).toHaveLength(1);
      // The losers were a race, not a stolen token: the winner's session goes on.
      expect(
        await currentSession(t.ctx, {
          accessToken: winners[0]!.tokens.accessToken,
          idToken: winners[0]!.tokens.idToken,
        }),
      ).toMatchObject({
        ok: true,
      });
    });

    it('refuses a refresh token of another site or unknown', async () => {
      const first = await tokensOf(await signInAs(t, 'player@demo.test'));
      expect((await refresh(t.ctx, { siteId: 7, refreshToken: first.refreshToken })).ok).toBe(false);
      expect((await refresh(t.ctx, { siteId: SITE, refreshToken: 'nope' })).ok).toBe(false);
    });

    it('signs out: the access token and the refresh token stop working', async () => {
      const tokens = await tokensOf(await signInAs(t, 'player@demo.test'));
      expect(await signOut(t.ctx, { accessToken: tokens.accessToken })).toEqual({ signedOut: true });
      expect(await signOut(t.ctx, { accessToken: tokens.accessToken })).toEqual({ signedOut: false });
      expect(
        await currentSession(t.ctx, { accessToken: tokens.accessToken, idToken: tokens.idToken }),
      ).toMatchObject({ ok: false });
      expect((await refresh(t.ctx, { siteId: SITE, refreshToken: tokens.refreshToken })).ok).toBe(false);
      expect(await signOut(t.ctx, { accessToken: 'garbage' })).toEqual({ signedOut: false });
    });

    it('expires the access token after an hour on the sandbox clock; refresh renews it', async () => {
      const tokens = await tokensOf(await signInAs(t, 'player@demo.test'));
      await t.ctx.clock.advance(ACCESS_TOKEN_TTL_MS + 1000);
      expect(
        await currentSession(t.ctx, { accessToken: tokens.accessToken, idToken: tokens.idToken }),
      ).toMatchObject({ ok: false });
      const renewed = await refresh(t.ctx, { siteId: SITE, refreshToken: tokens.refreshToken });
      if (!renewed.ok) throw new Error(renewed.message);
      expect(
        await currentSession(t.ctx, {
          accessToken: renewed.tokens.accessToken,
          idToken: renewed.tokens.idToken,
        }),
      ).toMatchObject({
        ok: true,
      });
      // Sign-out accepts an expired access token.
      await t.ctx.clock.advance(ACCESS_TOKEN_TTL_MS + 1000);
      expect(await signOut(t.ctx, { accessToken: renewed.tokens.accessToken })).toEqual({ signedOut: true });
    });
  });

  describe('lock after repeated failures', () => {
    const t = moved;

    it(`locks after ${LOGIN_LOCK.maxFailures} wrong passwords in ${LOGIN_LOCK.windowMs / 60_000} minutes and unlocks after the lock`, async () => {
      for (let i = 1; i < LOGIN_LOCK.maxFailures; i++) {
        expect(failureOf(await signInAs(t, 'player@demo.test', `wrong-${i}`)).reason).toBe('unauthorized');
      }
      const locked = failureOf(await signInAs(t, 'player@demo.test', 'wrong-last'));
      expect(locked).toMatchObject({
        reason: 'attemptsExceeded',
        status: 400,
        code: 'error.login.attempts_exceeded',
        retryAfterMs: LOGIN_LOCK.lockMs,
      });
      expect(locked.message).toBe(LOGIN_FAILURE_MESSAGES.attemptsExceeded());
      expect(classify(locked.message).kind).toBe('maxAttempt');
      // Even the right password is refused while locked.
      expect(failureOf(await signInAs(t, 'player@demo.test')).reason).toBe('attemptsExceeded');
      // Other players and other sites are not affected.
      expect((await signInAs(t, 'player@demo.test', DEMO_PASSWORD, 7)).ok).toBe(true);

      await t.ctx.clock.advance(LOGIN_LOCK.lockMs - 60_000);
      const almost = failureOf(await signInAs(t, 'player@demo.test'));
      expect(almost.retryAfterMs).toBeGreaterThan(55_000);
      expect(almost.retryAfterMs).toBeLessThanOrEqual(60_000);
      await t.ctx.clock.advance(60_000);
      // After the lock a wrong password starts a new count instead of locking again at once.
      expect(failureOf(await signInAs(t, 'player@demo.test', 'wrong-again')).reason).toBe('unauthorized');
      expect((await signInAs(t, 'player@demo.test')).ok).toBe(true);
    });

    it('forgets failures older than the window, and after a success', async () => {
      for (let i = 1; i < LOGIN_LOCK.maxFailures; i++) await signInAs(t, 'new@demo.test', 'wrong');
      await t.ctx.clock.advance(LOGIN_LOCK.windowMs + 1);
      expect(failureOf(await signInAs(t, 'new@demo.test', 'wrong')).reason).toBe('unauthorized');
      expect((await signInAs(t, 'new@demo.test')).ok).toBe(true);
      for (let i = 1; i < LOGIN_LOCK.maxFailures; i++) {
        expect(failureOf(await signInAs(t, 'new@demo.test', 'wrong')).reason).toBe('unauthorized');
      }
    });

    it('counts simultaneous wrong passwords all', async () => {
      await Promise.all(
        Array.from({ length: LOGIN_LOCK.maxFailures }, () => signInAs(t, 'terms@demo.test', 'wrong')),
      );
      expect(failureOf(await signInAs(t, 'terms@demo.test')).reason).toBe('attemptsExceeded');
    });
  });

  describe('time-out and cooling on the sandbox clock', () => {
    const t = moved;

    it('answers the time-out, then the cooling day, then lets the player in', async () => {
      await t.ctx.clock.advance(3 * DAY_MS);
      const cooling = failureOf(await signInAs(t, 'timeout@demo.test'));
      expect(cooling.additionalInfo).toMatchObject({
        isCooling: true,
        remainingDays: 1,
        initiator: 'PLAYER',
      });
      expect(cooling.additionalInfo!.milliseconds).toBeLessThanOrEqual(DAY_MS);
      expect(cooling.message).toBe(LOGIN_FAILURE_MESSAGES.timeoutInProgress(1));
      await t.ctx.clock.advance(DAY_MS);
      expect((await signInAs(t, 'timeout@demo.test')).ok).toBe(true);
      const player = (await findPlayerByEmail(t.ctx, SITE, 'timeout@demo.test'))!;
      expect(player.status).toBe('REGISTERED');
      const excluded = failureOf(await signInAs(t, 'excluded@demo.test'));
      expect(classify(excluded.message).days).toBe(176);
    });

    it('refuses a refresh once the player is excluded after signing in', async () => {
      const tokens = await tokensOf(await signInAs(t, 'nocasino@demo.test'));
      const player = (await findPlayerByEmail(t.ctx, SITE, 'nocasino@demo.test'))!;
      await t.db.update(players).set({ status: 'CLOSED' }).where(eq(players.playerId, player.playerId));
      expect(await refresh(t.ctx, { siteId: SITE, refreshToken: tokens.refreshToken })).toMatchObject({
        ok: false,
        reason: 'closed',
      });
      expect(
        await currentSession(t.ctx, { accessToken: tokens.accessToken, idToken: tokens.idToken }),
      ).toMatchObject({ ok: false });
    });
  });
});
