/**
 * Sign-up (spec 1 §3 "Registration payload", "Profile update payload"; §4 "Registration steps";
 * §5; §8 "Sign-up"; contract calls/registration.ts) and the multibrand migration (POST
 * /player/migration).
 *
 * The flow: `register` creates the player (PRE_REGISTERED) with a registration token and says
 * which verifications the site and country require (`signUpConfig`); the site asks for SMS and
 * e-mail codes (`requestRegistrationCode`, codes land in the outbox) and sends them back with the
 * sign-up password (`verifyRegistrationCode`; both in registrationCodes.ts); once every required
 * verification is done the
 * player is REGISTERED and confirmed, so the site's sign-in works at once; when nothing needs
 * verifying that is already so after `register` (the site signs the player in automatically).
 * `updateRegistration` (PUT) completes the profile with the token; it refuses while a required
 * verification is missing, and a phone number different from the verified one starts the SMS
 * verification again (spec 1 §4 "If the phone number changed since the last attempt, verification
 * state resets"): the new number is kept and the answer asks for its code.
 *
 * The rules it shares with pay-and-play and the password reset (what a site and country verify,
 * phones, passwords, age, terms, captcha, duplicates) are in signUpRules.ts. Duplicates: e-mail or
 * phone → `error.registration.player_already_exists`; cpf → `error.cpf.duplicate_found` on the cpf
 * field; in the update flow a phone of another player → `error.same.customer.info.detected`.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { normaliseCpf, isAdult } from '@casino/domain';
import { credentials, players, registrations } from '../../db/schema.ts';
import { isUuid, uniqueViolation } from '../../kernel/database.ts';
import { fieldRefusal, refuse, type Outcome } from '../../kernel/outcomes.ts';
import { newSecret, sameHash, secretHash } from '../../kernel/secrets.ts';
import type { SandboxContext } from '../context.ts';
import { hit, RATE_LIMITS, rateLimited } from '../platform/index.ts';
import { hashPassword } from './passwords.ts';
import { CURRENT_TERMS_VERSION, findPlayer, normaliseEmail } from './players.ts';
import {
  ALREADY_EXISTS,
  CAPTCHA_REFUSED,
  COUNTRY_BLOCKED,
  CPF_DUPLICATE,
  MINIMUM_AGE,
  PHONE_REFUSED,
  SAME_CUSTOMER,
  captchaRefused,
  cpfOwner,
  currencyForCountry,
  emailOwner,
  joinPhone,
  normaliseLanguage,
  weakPasswordMessage,
  phoneOwner,
  phoneRefused,
  signUpConfig,
  splitPhone,
  termsRefusal,
} from './signUpRules.ts';

const HOUR = 3_600_000;
/** A sign-up left unfinished this long needs starting again. */
export const REGISTRATION_TOKEN_TTL_MS = 24 * HOUR;

export type RegistrationRow = typeof registrations.$inferSelect;

/** Every verification the sign-up requires is done. */
export function verificationsDone(registration: RegistrationRow): boolean {
  return (
    (!registration.smsRequired || registration.smsVerifiedAt !== null) &&
    (!registration.emailRequired || registration.emailVerifiedAt !== null)
  );
}

// ---------------------------------------------------------------------------------------------
// Register (POST /v1/player/register)
// ---------------------------------------------------------------------------------------------

export interface RegisterInput {
  siteId: number;
  /** The caller's address: sign-ups are limited per address (`RATE_LIMITS.registrationPerIp`). */
  ipAddress: string;
  captchaToken: string;
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  password: string;
  countryCode: string;
  languageCode: string;
  termsAndConditions: boolean;
  termsAndConditionsAcceptedVersion: number;
  cookiePolicyAccepted: boolean;
  marketingOptIn: boolean;
  allConditions: boolean;
  cpf?: string | undefined;
}

export interface Registered {
  playerId: string;
  token: string;
  smsVerificationRequired: boolean;
  emailVerificationRequired: boolean;
}

export async function register(ctx: SandboxContext, input: RegisterInput): Promise<Outcome<Registered>> {
  const limit = await hit(ctx, RATE_LIMITS.registrationPerIp, input.ipAddress);
  if (!limit.allowed) return rateLimited(limit, 'Too many sign-ups from this address, try again later');
  if (captchaRefused(input.captchaToken)) return CAPTCHA_REFUSED();
  const config = await signUpConfig(ctx, input.siteId, input.countryCode);
  if (!config.registrationAllowed) {
    return COUNTRY_BLOCKED();
  }
  const terms = termsRefusal(
    input.termsAndConditions,
    input.termsAndConditionsAcceptedVersion,
    'termsAndConditions',
  );
  if (terms) return terms;
  const weak = weakPasswordMessage(input.password, input.email);
  if (weak) return fieldRefusal('password', 'error.password.weak', weak);
  let cpf: string | null = null;
  if (input.cpf !== undefined && input.cpf.trim() !== '') {
    cpf = normaliseCpf(input.cpf);
    if (!cpf) return fieldRefusal('cpf', 'error.cpf.invalid', 'This is not a valid cpf');
  } else if (config.cpfRequired) {
    return fieldRefusal('cpf', 'error.cpf.required', 'A cpf is required in this country');
  }
  if (phoneRefused(input.mobilePhone)) return PHONE_REFUSED();

  const email = normaliseEmail(input.email);
  if (await emailOwner(ctx, input.siteId, email)) return ALREADY_EXISTS();
  if (await phoneOwner(ctx, input.siteId, input.mobilePhone)) return ALREADY_EXISTS();
  if (cpf && (await cpfOwner(ctx, input.siteId, cpf))) return CPF_DUPLICATE();

  const now = await ctx.clock.now();
  const verified = !config.smsVerificationRequired && !config.emailVerificationRequired;
  const token = newSecret();
  const passwordHash = await hashPassword(input.password);
  const phone = splitPhone(input.mobilePhone);
  try {
    const playerId = await ctx.db.transaction(async (tx) => {
      const [player] = await tx
        .insert(players)
        .values({
          siteId: input.siteId,
          email,
          phonePrefix: phone.prefix,
          phoneBody: phone.body,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          countryCode: config.countryCode,
          currencyCode: currencyForCountry(config.countryCode),
          languageCode: normaliseLanguage(input.languageCode),
          cpf,
          status: verified ? 'REGISTERED' : 'PRE_REGISTERED',
          acceptedTermsVersion: input.termsAndConditionsAcceptedVersion,
          cookiePolicyAccepted: input.cookiePolicyAccepted,
          marketingOptIn: input.marketingOptIn,
          confirmedAt: verified ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ playerId: players.playerId });
      await tx.insert(credentials).values({ playerId: player!.playerId, passwordHash, updatedAt: now });
      await tx.insert(registrations).values({
        playerId: player!.playerId,
        siteId: input.siteId,
        tokenHash: secretHash(token),
        smsRequired: config.smsVerificationRequired,
        emailRequired: config.emailVerificationRequired,
        createdAt: now,
        expiresAt: new Date(now.getTime() + REGISTRATION_TOKEN_TTL_MS),
      });
      return player!.playerId;
    });
    return {
      ok: true,
      playerId,
      token,
      smsVerificationRequired: config.smsVerificationRequired,
      emailVerificationRequired: config.emailVerificationRequired,
    };
  } catch (error) {
    // A parallel sign-up with the same details got in first.
    const index = uniqueViolation(error);
    if (index === 'players_site_cpf_unique') return CPF_DUPLICATE();
    if (index) return ALREADY_EXISTS();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Final update (PUT /v1/player/register)
// ---------------------------------------------------------------------------------------------

export interface UpdateRegistrationInput {
  siteId: number;
  captchaToken: string;
  playerId: string;
  token: string;
  dateOfBirth: string;
  postalCode: string;
  mobilePhone: string;
  countryCode: string;
  termsAndConditionsAccepted: boolean;
  languageCode: string;
}

const TOKEN_INVALID = () =>
  refuse(ERRORS.registrationTokenInvalid.code, 'The registration token does not match an unfinished sign-up');

/**
 * Completes the sign-up with the profile update payload. The token must belong to the player's
 * unfinished sign-up; the registration is done once, after which the token no longer works.
 */
export async function updateRegistration(
  ctx: SandboxContext,
  input: UpdateRegistrationInput,
): Promise<Outcome<{ playerId: string; completed: true }>> {
  if (captchaRefused(input.captchaToken)) return CAPTCHA_REFUSED();
  const now = await ctx.clock.now();
  if (!isUuid(input.playerId)) return TOKEN_INVALID();
  const [registration] = await ctx.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.playerId, input.playerId), eq(registrations.siteId, input.siteId)));
  if (
    !registration ||
    registration.completedAt ||
    registration.expiresAt <= now ||
    !sameHash(registration.tokenHash, secretHash(input.token))
  ) {
    return TOKEN_INVALID();
  }
  const player = (await findPlayer(ctx, input.playerId))!;
  const config = await signUpConfig(ctx, input.siteId, input.countryCode);
  if (!config.registrationAllowed) {
    return COUNTRY_BLOCKED();
  }
  if (!input.termsAndConditionsAccepted) {
    return fieldRefusal(
      'termsAndConditionsAccepted',
      'error.terms.required',
      'The terms and conditions must be accepted',
    );
  }
  if (!isAdult(input.dateOfBirth, now)) {
    return fieldRefusal('dateOfBirth', 'error.age.under_minimum', `Players must be ${MINIMUM_AGE} or older`);
  }
  if (phoneRefused(input.mobilePhone)) return PHONE_REFUSED();
  const phoneChanged = joinPhone(player.phonePrefix, player.phoneBody) !== input.mobilePhone;
  if (phoneChanged && (await phoneOwner(ctx, input.siteId, input.mobilePhone, player.playerId))) {
    return SAME_CUSTOMER();
  }

  // Requirements only grow: a country that asks for more adds its verifications.
  const smsRequired = registration.smsRequired || config.smsVerificationRequired;
  const emailRequired = registration.emailRequired || config.emailVerificationRequired;
  const phone = splitPhone(input.mobilePhone);
  const [updated] = await ctx.db
    .update(registrations)
    .set({
      smsRequired,
      emailRequired,
      ...(phoneChanged ? { smsVerifiedAt: null, smsCodeId: null } : {}),
    })
    .where(eq(registrations.playerId, player.playerId))
    .returning();
  const profile = {
    dateOfBirth: input.dateOfBirth,
    postalCode: input.postalCode.trim(),
    phonePrefix: phone.prefix,
    phoneBody: phone.body,
    countryCode: config.countryCode,
    languageCode: normaliseLanguage(input.languageCode),
    updatedAt: now,
  };
  if (!verificationsDone(updated!)) {
    // The details are kept (a new number is where the next code goes); the sign-up waits for the codes.
    await ctx.db.update(players).set(profile).where(eq(players.playerId, player.playerId));
    if (smsRequired && !updated!.smsVerifiedAt) {
      return fieldRefusal(
        'mobilePhone',
        'sms.verification.required',
        phoneChanged
          ? 'The phone number changed: verify it with an SMS code'
          : 'Verify the phone number with an SMS code',
      );
    }
    return fieldRefusal('email', 'email.verification.required', 'Verify the e-mail address with a code');
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(players)
      .set({ ...profile, status: 'REGISTERED', confirmedAt: player.confirmedAt ?? now })
      .where(eq(players.playerId, player.playerId));
    await tx
      .update(registrations)
      .set({ completedAt: now })
      .where(and(eq(registrations.playerId, player.playerId), isNull(registrations.completedAt)));
  });
  return { ok: true, playerId: player.playerId, completed: true };
}

// ---------------------------------------------------------------------------------------------
// Migration (POST /v1/player/migration)
// ---------------------------------------------------------------------------------------------

/**
 * Carries a multibrand player's account over to this site: the player accepts this site's
 * current terms (and states the marketing choice); done once, after which the player is not
 * eligible again (`error.migration.not_eligible`).
 */
export async function migratePlayer(
  ctx: SandboxContext,
  input: { playerId: string; termsAndConditionsAcceptedVersion: number; marketingOptIn: boolean },
): Promise<Outcome<{ playerId: string; migrated: true; migratedAt: string }>> {
  const player = await findPlayer(ctx, input.playerId);
  if (!player || player.migratedAt) {
    return refuse(ERRORS.migrationNotEligible.code, 'This account has already been moved to this site');
  }
  if (input.termsAndConditionsAcceptedVersion !== CURRENT_TERMS_VERSION) {
    return fieldRefusal(
      'termsAndConditionsAcceptedVersion',
      ERRORS.termsVersionUnknown.code,
      `Accept the current terms (version ${CURRENT_TERMS_VERSION}) to move the account`,
    );
  }
  const now = await ctx.clock.now();
  const [moved] = await ctx.db
    .update(players)
    .set({
      migratedAt: now,
      acceptedTermsVersion: sql`greatest(${players.acceptedTermsVersion}, ${CURRENT_TERMS_VERSION})`,
      marketingOptIn: input.marketingOptIn,
      updatedAt: now,
    })
    .where(and(eq(players.playerId, player.playerId), isNull(players.migratedAt)))
    .returning({ migratedAt: players.migratedAt });
  if (!moved)
    return refuse(ERRORS.migrationNotEligible.code, 'This account has already been moved to this site');
  return { ok: true, playerId: player.playerId, migrated: true, migratedAt: moved.migratedAt!.toISOString() };
}
