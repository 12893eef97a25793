/**
 * Pay-and-play (spec 1 §4 "Pay-and-play", §6 "Pay-and-play is shown only when enabled by
 * configuration", §7 the authorise call and /paynplay/player/code, update, login; contract
 * calls/payAndPlay.ts), with the sandbox standing in for the bank-identification provider:
 *
 * 1. `authorise` (only on sites with `pay_and_play`): a session for an amount, country and
 *    language; the answer's URL is the sandbox's bank-ID page for it (handlers/bankId.ts).
 * 2. The bank-ID page: the player confirms an identity (`identify`); the provider hands back a
 *    one-time code (valid `CODE_TTL_MS`, kept as a hash) by redirecting to the site's redirect URL.
 * 3. `verifyOneTimeCode`: the code (once) binds the session to the player with that personal
 *    identity number on the site, creating one (PRE_REGISTERED, no e-mail or phone yet) when there
 *    is none. It answers the player's e-mail and phone, or null where missing: then the site shows
 *    the sign-up form.
 * 4. `updatePayAndPlayPlayer`: the form's e-mail, phone, terms and marketing choice complete the
 *    player (REGISTERED).
 * 5. `payAndPlayLogin`: opens the session (login_method PAY_AND_PLAY) once, with the same account
 *    checks as a sign-in (a time-out, exclusion or closed account is refused the same way).
 *
 * A session lasts `SESSION_TTL_MS` from authorise. The authorised amount is kept on the session;
 * moving the money is the wallet's part (not done here). A player made by pay-and-play has no
 * e-mail until the form: the players table needs one, so it holds a placeholder in the reserved
 * `.invalid` domain, which is never shown (answered as null).
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { payAndPlaySessions, players, sites } from '../../db/schema.ts';
import { isUuid, uniqueViolation } from '../../kernel/database.ts';
import { fieldRefusal, refuse, type Outcome } from '../../kernel/outcomes.ts';
import { newSecret, sameHash, secretHash } from '../../kernel/secrets.ts';
import type { SandboxContext } from '../context.ts';
import { openSession, type SessionTokens } from './sessions.ts';
import { findPlayer } from './players.ts';
import {
  CAPTCHA_REFUSED,
  PHONE_REFUSED,
  SAME_CUSTOMER,
  captchaRefused,
  emailOwner,
  joinPhone,
  normaliseLanguage,
  phoneRefused,
  splitPhone,
  termsRefusal,
} from './signUpRules.ts';

/** The sandbox bank-identification page of a session (handlers/bankId.ts): `<path>/<sessionId>`. */
export const BANK_ID_PATH = '/sandbox/bank-id';

const MINUTE = 60_000;
export const SESSION_TTL_MS = 30 * MINUTE;
export const CODE_TTL_MS = 5 * MINUTE;
/** The reserved domain of the placeholder e-mail of a pay-and-play player without one. */
export const PLACEHOLDER_EMAIL_DOMAIN = 'paynplay.invalid';

export type PayAndPlaySession = typeof payAndPlaySessions.$inferSelect;

export interface BankIdentity {
  personId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export function isPlaceholderEmail(email: string): boolean {
  return email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}

const SESSION_INVALID = (message = 'This pay-and-play session is unknown, finished or expired') =>
  refuse(ERRORS.payAndPlaySessionInvalid.code, message);

export interface AuthoriseInput {
  siteId: number;
  amount: string;
  currency: string;
  country: string;
  language: string;
  redirectUrl?: string | undefined;
}

export async function authorise(
  ctx: SandboxContext,
  input: AuthoriseInput,
): Promise<Outcome<{ session: PayAndPlaySession }>> {
  const [site] = await ctx.db
    .select({ payAndPlay: sites.payAndPlay })
    .from(sites)
    .where(eq(sites.siteId, input.siteId));
  if (!site?.payAndPlay) {
    return refuse(ERRORS.payAndPlayUnavailable.code, 'Pay-and-play is not offered on this site');
  }
  if (input.redirectUrl && !/^https?:$/.test(new URL(input.redirectUrl).protocol)) {
    return fieldRefusal('redirectUrl', 'invalid_url', 'The redirect URL must be http or https');
  }
  const now = await ctx.clock.now();
  const [session] = await ctx.db
    .insert(payAndPlaySessions)
    .values({
      siteId: input.siteId,
      amount: input.amount,
      currencyCode: input.currency,
      countryCode: input.country,
      languageCode: normaliseLanguage(input.language),
      redirectUrl: input.redirectUrl ?? null,
      status: 'AUTHORISED',
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .returning();
  return { ok: true, session: session! };
}

/** A session that is not expired, or null. */
export async function findSession(ctx: SandboxContext, sessionId: string): Promise<PayAndPlaySession | null> {
  if (!isUuid(sessionId)) return null;
  const now = await ctx.clock.now();
  const [session] = await ctx.db
    .select()
    .from(payAndPlaySessions)
    .where(and(eq(payAndPlaySessions.sessionId, sessionId), gt(payAndPlaySessions.expiresAt, now)));
  return session ?? null;
}

/** The bank-ID page's confirmation: records the identity and makes the one-time code, once per session. */
export async function identify(
  ctx: SandboxContext,
  sessionId: string,
  identity: BankIdentity,
): Promise<Outcome<{ code: string; session: PayAndPlaySession }>> {
  const session = await findSession(ctx, sessionId);
  if (!session || session.status !== 'AUTHORISED') return SESSION_INVALID();
  const now = await ctx.clock.now();
  const code = newSecret();
  const [updated] = await ctx.db
    .update(payAndPlaySessions)
    .set({
      status: 'IDENTIFIED',
      identity,
      codeHash: secretHash(code),
      codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
      identifiedAt: now,
    })
    .where(and(eq(payAndPlaySessions.sessionId, sessionId), eq(payAndPlaySessions.status, 'AUTHORISED')))
    .returning();
  if (!updated) return SESSION_INVALID();
  return { ok: true, code, session: updated };
}

/** The bank-ID page's cancel: the session ends without an identity. */
export async function cancel(ctx: SandboxContext, sessionId: string): Promise<void> {
  if (!isUuid(sessionId)) return;
  const now = await ctx.clock.now();
  await ctx.db
    .update(payAndPlaySessions)
    .set({ expiresAt: now })
    .where(and(eq(payAndPlaySessions.sessionId, sessionId), eq(payAndPlaySessions.status, 'AUTHORISED')));
}

function sessionOfSite(session: PayAndPlaySession | null, siteId: number): PayAndPlaySession | null {
  return session && session.siteId === siteId ? session : null;
}

export interface CodeAnswer {
  email: string | null;
  mobilePhone: string | null;
  playerId: string;
}

function contactOf(player: typeof players.$inferSelect): CodeAnswer {
  return {
    email: isPlaceholderEmail(player.email) ? null : player.email,
    mobilePhone: joinPhone(player.phonePrefix, player.phoneBody),
    playerId: player.playerId,
  };
}

/** POST /paynplay/player/code: the one-time code, once, binds the session to a player. */
export async function verifyOneTimeCode(
  ctx: SandboxContext,
  input: { siteId: number; sessionId: string; oneTimeCode: string },
): Promise<Outcome<CodeAnswer>> {
  const session = sessionOfSite(await findSession(ctx, input.sessionId), input.siteId);
  if (!session || session.status === 'AUTHORISED') return SESSION_INVALID();
  if (session.status !== 'IDENTIFIED' || !session.codeHash || !session.identity) {
    return refuse(ERRORS.payAndPlayCodeInvalid.code, 'This one-time code has been used');
  }
  const now = await ctx.clock.now();
  if (!sameHash(session.codeHash, secretHash(input.oneTimeCode)) || session.codeExpiresAt! <= now) {
    return refuse(ERRORS.payAndPlayCodeInvalid.code, 'The one-time code is wrong or expired');
  }
  // Claim the code first: it works once, even when sent twice at the same moment.
  const [claimed] = await ctx.db
    .update(payAndPlaySessions)
    .set({ status: 'VERIFIED', verifiedAt: now })
    .where(
      and(eq(payAndPlaySessions.sessionId, session.sessionId), eq(payAndPlaySessions.status, 'IDENTIFIED')),
    )
    .returning({ sessionId: payAndPlaySessions.sessionId });
  if (!claimed) return refuse(ERRORS.payAndPlayCodeInvalid.code, 'This one-time code has been used');
  const identity = session.identity;
  const [known] = await ctx.db
    .select()
    .from(players)
    .where(and(eq(players.siteId, session.siteId), eq(players.personId, identity.personId)))
    .orderBy(players.createdAt)
    .limit(1);
  const player =
    known ??
    (
      await ctx.db
        .insert(players)
        .values({
          siteId: session.siteId,
          email: `${crypto.randomUUID()}@${PLACEHOLDER_EMAIL_DOMAIN}`,
          firstName: identity.firstName,
          lastName: identity.lastName,
          dateOfBirth: identity.dateOfBirth,
          personId: identity.personId,
          countryCode: session.countryCode,
          currencyCode: session.currencyCode,
          languageCode: session.languageCode,
          status: 'PRE_REGISTERED',
          // The bank identified the player.
          kycStatus: 'DATA_VERIFIED',
          createdAt: now,
          updatedAt: now,
        })
        .returning()
    )[0]!;
  await ctx.db
    .update(payAndPlaySessions)
    .set({ playerId: player.playerId })
    .where(eq(payAndPlaySessions.sessionId, session.sessionId));
  return { ok: true, ...contactOf(player) };
}

export interface PayAndPlayUpdateInput {
  siteId: number;
  captchaToken: string;
  playerId: string;
  sessionId: string;
  email: string;
  mobilePhone: string;
  termsAndConditionsAccepted: boolean;
  termsAndConditionsAcceptedVersion: number;
  marketingOptIn: boolean;
  languageCode: string;
}

/** POST /paynplay/player/update: the sign-up form completes the session's player. */
export async function updatePayAndPlayPlayer(
  ctx: SandboxContext,
  input: PayAndPlayUpdateInput,
): Promise<Outcome<{ playerId: string }>> {
  if (captchaRefused(input.captchaToken)) return CAPTCHA_REFUSED();
  const session = sessionOfSite(await findSession(ctx, input.sessionId), input.siteId);
  if (!session || session.status !== 'VERIFIED' || session.playerId !== input.playerId) {
    return SESSION_INVALID();
  }
  const terms = termsRefusal(
    input.termsAndConditionsAccepted,
    input.termsAndConditionsAcceptedVersion,
    'termsAndConditionsAccepted',
  );
  if (terms) return terms;
  if (phoneRefused(input.mobilePhone)) return PHONE_REFUSED();
  const player = (await findPlayer(ctx, session.playerId))!;
  if (await emailOwner(ctx, input.siteId, input.email, player.playerId)) {
    return refuse(ERRORS.playerAlreadyExists.code, 'A player with this e-mail already exists');
  }
  const [phoneTaken] = await ctx.db
    .select({ playerId: players.playerId })
    .from(players)
    .where(
      and(
        eq(players.siteId, input.siteId),
        ne(players.playerId, player.playerId),
        sql`${players.phonePrefix} || ${players.phoneBody} = ${input.mobilePhone}`,
      ),
    )
    .limit(1);
  if (phoneTaken) return SAME_CUSTOMER();
  const now = await ctx.clock.now();
  const phone = splitPhone(input.mobilePhone);
  try {
    await ctx.db
      .update(players)
      .set({
        email: input.email.trim().toLowerCase(),
        phonePrefix: phone.prefix,
        phoneBody: phone.body,
        acceptedTermsVersion: sql`greatest(${players.acceptedTermsVersion}, ${input.termsAndConditionsAcceptedVersion})`,
        marketingOptIn: input.marketingOptIn,
        languageCode: normaliseLanguage(input.languageCode),
        status: player.status === 'PRE_REGISTERED' ? 'REGISTERED' : player.status,
        confirmedAt: player.confirmedAt ?? now,
        updatedAt: now,
      })
      .where(eq(players.playerId, player.playerId));
  } catch (error) {
    if (uniqueViolation(error)) {
      return refuse(ERRORS.playerAlreadyExists.code, 'A player with this e-mail already exists');
    }
    throw error;
  }
  return { ok: true, playerId: player.playerId };
}

/** POST /paynplay/player/login: signs the session's player in, once. */
export async function payAndPlayLogin(
  ctx: SandboxContext,
  input: { siteId: number; sessionId: string; realIpAddress: string; ipAddress: string },
): Promise<Outcome<{ tokens: SessionTokens }>> {
  const session = sessionOfSite(await findSession(ctx, input.sessionId), input.siteId);
  if (!session || session.status !== 'VERIFIED' || !session.playerId) return SESSION_INVALID();
  const player = await findPlayer(ctx, session.playerId);
  if (!player) return SESSION_INVALID();
  const contact = contactOf(player);
  if (!contact.email || !contact.mobilePhone) {
    return SESSION_INVALID('The player has no e-mail or phone yet: send the sign-up form first');
  }
  const now = await ctx.clock.now();
  // Claim the session first, so it signs in once even when asked twice at the same moment.
  const [claimed] = await ctx.db
    .update(payAndPlaySessions)
    .set({ status: 'LOGGED_IN', loggedInAt: now })
    .where(
      and(eq(payAndPlaySessions.sessionId, session.sessionId), eq(payAndPlaySessions.status, 'VERIFIED')),
    )
    .returning({ sessionId: payAndPlaySessions.sessionId });
  if (!claimed) return SESSION_INVALID();
  const opened = await openSession(ctx, player, {
    realIpAddress: input.realIpAddress,
    ipAddress: input.ipAddress,
    loginMethod: 'PAY_AND_PLAY',
  });
  if (!opened.ok) {
    // Refused as a sign-in would be (time-out, exclusion, closed…); the session may try again later.
    await ctx.db
      .update(payAndPlaySessions)
      .set({ status: 'VERIFIED', loggedInAt: null })
      .where(eq(payAndPlaySessions.sessionId, session.sessionId));
    return refuse(
      opened.code,
      opened.message,
      opened.additionalInfo ? { additionalInfo: { ...opened.additionalInfo } } : {},
    );
  }
  return { ok: true, tokens: opened.tokens };
}
