/**
 * The ways into an account: one-time codes, sign-ups in progress, password resets and pay-and-play
 * sessions.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { players } from './players.ts';

/** One-time SMS and e-mail codes (registration, password reset, phone change), hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id').notNull(),
    playerId: uuid('player_id'),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    purpose: text('purpose').notNull(),
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (table) => [index('verification_codes_recipient_idx').on(table.purpose, table.recipient)],
);

/**
 * A sign-up in progress (spec 1 §4 "Registration steps"; `services/identity/registration.ts`): the
 * registration token (hashed), which verifications the site and country require, the SMS and
 * e-mail codes sent and verified, and when the final update completed it.
 */
export const registrations = pgTable('registrations', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  smsRequired: boolean('sms_required').notNull(),
  emailRequired: boolean('email_required').notNull(),
  /** The number the SMS verification is for; another number starts the SMS verification again. */
  smsPhone: text('sms_phone'),
  smsCodeId: uuid('sms_code_id'),
  smsRequests: integer('sms_requests').notNull().default(0),
  smsVerifiedAt: at('sms_verified_at'),
  emailCodeId: uuid('email_code_id'),
  emailRequests: integer('email_requests').notNull().default(0),
  emailVerifiedAt: at('email_verified_at'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  completedAt: at('completed_at'),
});

/**
 * Password resets (spec 1 §4 "Reset-password steps", `services/identity/passwordReset.ts`). By e-mail the
 * key is made at once and mailed; by SMS a code is sent (`codeId`) and the key is made when the
 * code is verified. Keys are kept as hashes, work once and expire on the sandbox clock.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    method: text('method').$type<'EMAIL' | 'SMS'>().notNull(),
    keyHash: text('key_hash'),
    codeId: uuid('code_id'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    verifiedAt: at('verified_at'),
    usedAt: at('used_at'),
  },
  (table) => [
    uniqueIndex('password_resets_key_unique')
      .on(table.keyHash)
      .where(sql`${table.keyHash} is not null`),
    index('password_resets_player_idx').on(table.playerId),
  ],
);

/**
 * Pay-and-play sessions (spec 1 §4 "Pay-and-play", `services/identity/payAndPlay.ts`): authorised for an
 * amount, identified on the sandbox bank-ID page (which hands back a one-time code, hashed here),
 * verified with the code (bound to a player), then signed in once.
 */
export const payAndPlaySessions = pgTable(
  'pay_and_play_sessions',
  {
    sessionId: uuid('session_id').primaryKey().defaultRandom(),
    siteId: integer('site_id').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currencyCode: text('currency_code').notNull(),
    countryCode: text('country_code').notNull(),
    languageCode: text('language_code').notNull(),
    redirectUrl: text('redirect_url'),
    status: text('status').$type<'AUTHORISED' | 'IDENTIFIED' | 'VERIFIED' | 'LOGGED_IN'>().notNull(),
    /** What the bank identification returned. */
    identity: jsonb('identity').$type<{
      personId: string;
      firstName: string;
      lastName: string;
      dateOfBirth: string;
    }>(),
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    playerId: uuid('player_id').references(() => players.playerId, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    identifiedAt: at('identified_at'),
    verifiedAt: at('verified_at'),
    loggedInAt: at('logged_in_at'),
  },
  (table) => [index('pay_and_play_sessions_player_idx').on(table.playerId)],
);
