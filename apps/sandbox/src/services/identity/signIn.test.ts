/** Sign-in on PGlite and PostgreSQL (spec 1 §4, §8): tokens, refusals as the site classifies them, password hashes. */
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOGIN_FAILURE_MESSAGES } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../../test/databases.ts';
import { SITE, classify, failureOf, signInAs, tokensOf } from '../../../test/identity.ts';
import { exclusions, players } from '../../db/schema.ts';
import { DEMO_PASSWORD, DEMO_PLAYERS } from '../../demoPlayers.ts';
import { legacyScryptHash } from '../../../test/passwords.ts';
import { hashPassword, needsRehash } from './passwords.ts';
import { currentSession } from './sessions.ts';
import { DAY_MS } from './playerBlock.ts';
import { confirmUser } from './signIn.ts';
import { findPlayerByEmail } from './players.ts';
import { ACCESS_TOKEN_TTL_MS, ISSUER, audienceFor, jwks } from './tokens.ts';

describe.each(DATABASE_KINDS)('identity on %s', (kind) => {
  const signedIn = useTestDatabase(kind);

  describe('sign-in', () => {
    const t = signedIn;

    it('signs the demo player in with an id token carrying the session claims, verified by the JWKS', async () => {
      const before = await t.ctx.clock.now();
      const tokens = await tokensOf(await signInAs(t, ' Player@Demo.test '));
      const player = (await findPlayerByEmail(t.ctx, SITE, 'player@demo.test'))!;
      const { payload, protectedHeader } = await jwtVerify(
        tokens.idToken,
        createLocalJWKSet(await jwks(t.db)),
        {
          issuer: ISSUER,
          audience: audienceFor(SITE),
        },
      );
      expect(protectedHeader.alg).toBe('RS256');
      expect(payload).toMatchObject({
        sub: player.playerId,
        country_code: 'FI',
        province_code: null,
        language_code: 'en',
        player_id: player.playerId,
        player_access_id: tokens.sessionId,
        email: 'player@demo.test',
        login_method: 'DEFAULT',
        registrationDate: player.createdAt.toISOString(),
        multibrand: { suspended: false },
        site_id: SITE,
      });
      expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_TTL_MS / 1000);
      expect(decodeJwt(payload.zendeskJwtToken as string)).toMatchObject({ external_id: player.playerId });
      // lastAuth is the sign-in before this one: none yet, then this one.
      expect(tokens.lastAuth).toBeNull();
      await t.ctx.clock.advance(1000);
      const again = await tokensOf(await signInAs(t, 'player@demo.test'));
      expect(again.lastAuth).toBe(player.lastLoginAt!.toISOString());
      expect(Date.parse(again.lastAuth!)).toBeGreaterThanOrEqual(before.getTime());
      expect(Date.parse(tokens.accessTokenExpiresAt)).toBe(decodeJwt(tokens.accessToken).exp! * 1000);
      expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The JWKS holds public keys only.
      expect((await jwks(t.db)).keys.every((key) => key.d === undefined)).toBe(true);
    });

    it('refuses a token of one site on another', async () => {
      const tokens = await tokensOf(await signInAs(t, 'new@demo.test'));
      await expect(
        jwtVerify(tokens.idToken, createLocalJWKSet(await jwks(t.db)), {
          issuer: ISSUER,
          audience: audienceFor(7),
        }),
      ).rejects.toThrow();
      expect(
        await currentSession(t.ctx, { accessToken: tokens.accessToken, idToken: tokens.idToken, siteId: 7 }),
      ).toMatchObject({
        ok: false,
        message: 'Token expired',
      });
    });

    it('marks a multibrand-suspended player in the claims', async () => {
      const tokens = await tokensOf(await signInAs(t, 'suspended@demo.test'));
      expect(decodeJwt(tokens.idToken).multibrand).toEqual({ suspended: true });
    });

    it('records the first and the last login', async () => {
      const before = (await findPlayerByEmail(t.ctx, 7, 'docs@demo.test'))!;
      expect(before.firstLoginAt).toBeNull();
      await tokensOf(await signInAs(t, 'docs@demo.test', DEMO_PASSWORD, 7));
      const first = (await findPlayerByEmail(t.ctx, 7, 'docs@demo.test'))!;
      expect(first.firstLoginAt).not.toBeNull();
      expect(first.lastLoginAt).toEqual(first.firstLoginAt);
      await t.ctx.clock.advance(1000);
      await tokensOf(await signInAs(t, 'docs@demo.test', DEMO_PASSWORD, 7));
      const second = (await findPlayerByEmail(t.ctx, 7, 'docs@demo.test'))!;
      expect(second.firstLoginAt).toEqual(first.firstLoginAt);
      expect(second.lastLoginAt!.getTime()).toBeGreaterThan(first.lastLoginAt!.getTime());
    });

    it.each(DEMO_PLAYERS.map((demo) => [demo.email, demo.signIn] as const))(
      '%s answers %s on both sites',
      async (email, expected) => {
        for (const siteId of [6, 7]) {
          const result = await signInAs(t, email, DEMO_PASSWORD, siteId);
          expect(result.ok ? 'tokens' : result.reason).toBe(expected);
        }
      },
    );

    it('classifies every blocked demo player as spec 1 §8 lists', async () => {
      const excluded = failureOf(await signInAs(t, 'excluded@demo.test'));
      expect(excluded).toMatchObject({
        reason: 'exclusionInProgress',
        status: 400,
        code: 'error.login.exclusion_in_progress',
      });
      expect(excluded.message).toBe(LOGIN_FAILURE_MESSAGES.exclusionInProgress(180));
      expect(classify(excluded.message)).toEqual({ kind: 'exclusion', days: 180 });

      const indefinite = failureOf(await signInAs(t, 'indefinite@demo.test'));
      expect(indefinite.reason).toBe('exclusionIndefinitely');
      expect(classify(indefinite.message).kind).toBe('exclusionIndefinitely');

      const timeout = failureOf(await signInAs(t, 'timeout@demo.test'));
      const player = (await findPlayerByEmail(t.ctx, SITE, 'timeout@demo.test'))!;
      expect(timeout.reason).toBe('timeoutInProgress');
      expect(timeout.message).toBe(LOGIN_FAILURE_MESSAGES.timeoutInProgress(3));
      expect(classify(timeout.message)).toEqual({ kind: 'timeout', days: 3 });
      const payload = timeout.additionalInfo;
      expect(payload).toMatchObject({
        remainingDays: 3,
        playerId: player.playerId,
        isCooling: false,
        initiator: 'PLAYER',
      });
      // Time left is measured from the time-out's end on the sandbox clock; the seeded time-out
      // started when the test database was prepared, which may be minutes ago on a loaded machine.
      const [running] = await t.db.select().from(exclusions).where(eq(exclusions.playerId, player.playerId));
      const left = running!.endsAt!.getTime() - (await t.ctx.clock.now()).getTime();
      expect(Math.abs(payload!.milliseconds! - left)).toBeLessThan(5_000);
      expect(payload!.milliseconds).toBeLessThanOrEqual(3 * DAY_MS);

      for (const [email, reason, kind] of [
        ['blacklisted@demo.test', 'blacklisted', 'blacklisted'],
        ['closed@demo.test', 'closed', 'closed'],
        ['deactivated@demo.test', 'deactivated', 'deactivated'],
      ] as const) {
        const result = failureOf(await signInAs(t, email));
        expect(result).toMatchObject({ reason, status: 400, code: `error.login.${reason}` });
        expect(classify(result.message).kind).toBe(kind);
      }

      const unknown = failureOf(await signInAs(t, 'nobody@demo.test'));
      expect(unknown).toMatchObject({ reason: 'playerNotFound', status: 400, message: 'Player not found' });
      expect(classify(unknown.message).kind).toBe('notFound');

      const wrong = failureOf(await signInAs(t, 'new@demo.test', 'not-the-password'));
      expect(wrong).toMatchObject({
        reason: 'unauthorized',
        status: 400,
        message: LOGIN_FAILURE_MESSAGES.unauthorized(),
      });
      expect(classify(wrong.message).kind).toBe('unauthorized');
    });

    it('tells a blocked state only to someone holding the password', async () => {
      expect(failureOf(await signInAs(t, 'closed@demo.test', 'guess')).reason).toBe('unauthorized');
      expect(failureOf(await signInAs(t, 'excluded@demo.test', 'guess')).reason).toBe('unauthorized');
    });

    it('answers the demo players of every site', async () => {
      expect((await signInAs(t, 'player@demo.test', DEMO_PASSWORD, 7)).ok).toBe(true);
      expect(failureOf(await signInAs(t, 'player@demo.test', DEMO_PASSWORD, 99)).reason).toBe(
        'playerNotFound',
      );
    });

    it('treats a registered player the identity service does not know yet as not found until confirmed', async () => {
      const now = await t.ctx.clock.now();
      await t.db
        .insert(players)
        .values({ siteId: SITE, email: 'fresh@demo.test', countryCode: 'FI', createdAt: now });
      const player = (await findPlayerByEmail(t.ctx, SITE, 'fresh@demo.test'))!;
      expect(await confirmUser(t.ctx, { siteId: SITE, email: 'fresh@demo.test' })).toEqual({
        email: 'fresh@demo.test',
        confirmed: false,
      });
      const { credentials } = await import('../../db/schema.ts');
      await t.db.insert(credentials).values({
        playerId: player.playerId,
        passwordHash: await hashPassword('Fresh-Pass-1'),
        updatedAt: now,
      });
      expect(failureOf(await signInAs(t, 'fresh@demo.test', 'Fresh-Pass-1')).reason).toBe('playerNotFound');
      expect(await confirmUser(t.ctx, { siteId: SITE, email: 'FRESH@demo.test' })).toEqual({
        email: 'fresh@demo.test',
        confirmed: true,
      });
      expect((await signInAs(t, 'fresh@demo.test', 'Fresh-Pass-1')).ok).toBe(true);
      expect(await confirmUser(t.ctx, { siteId: SITE, email: 'ghost@demo.test' })).toEqual({
        email: 'ghost@demo.test',
        confirmed: false,
      });
    });
    it('moves an old scrypt hash to argon2id when the player signs in, and the new hash works', async () => {
      const now = await t.ctx.clock.now();
      const { credentials } = await import('../../db/schema.ts');
      const [player] = await t.db
        .insert(players)
        .values({
          siteId: SITE,
          email: 'legacy@demo.test',
          countryCode: 'FI',
          createdAt: now,
          confirmedAt: now,
        })
        .returning({ playerId: players.playerId });
      const old = legacyScryptHash('Legacy-Pass-1');
      await t.db
        .insert(credentials)
        .values({ playerId: player!.playerId, passwordHash: old, updatedAt: now });
      const stored = async () =>
        (await t.db.select().from(credentials).where(eq(credentials.playerId, player!.playerId)))[0]!
          .passwordHash;

      expect(failureOf(await signInAs(t, 'legacy@demo.test', 'Legacy-Pass-2')).reason).toBe('unauthorized');
      expect(await stored()).toBe(old);
      expect((await signInAs(t, 'legacy@demo.test', 'Legacy-Pass-1')).ok).toBe(true);
      const rehashed = await stored();
      expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(needsRehash(rehashed)).toBe(false);
      expect((await signInAs(t, 'legacy@demo.test', 'Legacy-Pass-1')).ok).toBe(true);
      expect(await stored()).toBe(rehashed);
      expect(failureOf(await signInAs(t, 'legacy@demo.test', 'Legacy-Pass-2')).reason).toBe('unauthorized');
    });
  });
});
