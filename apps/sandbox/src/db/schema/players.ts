/**
 * Players and their sign-ins: the player row, the password, the token signing keys, sessions and
 * refresh tokens, sign-in attempts and locks, the login history, and the live feed's tokens.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { sites } from './site.ts';

/**
 * A player of one site (spec 1 §3 "Player profile fields read", spec 2 §3). E-mail is stored
 * lower-cased and is unique per site; the same person may hold an account on every brand.
 * Flag columns carry the profile's names (`casino`, `liveCasino`, `sports`, …); `riskPayout` is
 * the profile's `payout` flag.
 */
export const players = pgTable(
  'players',
  {
    playerId: uuid('player_id').primaryKey().defaultRandom(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId),
    email: text('email').notNull(),
    /** Dial prefix with + (`+358`) and the number after it (spec 1 §3 registration state). */
    phonePrefix: text('phone_prefix'),
    phoneBody: text('phone_body'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    countryCode: text('country_code').notNull(),
    provinceCode: text('province_code'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    currencyCode: text('currency_code').notNull().default('EUR'),
    languageCode: text('language_code').notNull().default('en'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    cpf: text('cpf'),
    personId: text('person_id'),
    /** Spec 1 §4 "Player status values". */
    status: text('status').notNull().default('REGISTERED'),
    /** Spec 1 §4 "Account verification level values". */
    kycStatus: text('kyc_status').notNull().default('NOT_VERIFIED'),
    /** Document groups requested from the player, comma-separated (profile `requestDocumentTypeStatus`). */
    requestDocumentTypeStatus: text('request_document_type_status').notNull().default(''),
    documentsRequired: boolean('documents_required').notNull().default(false),
    /** The enhanced-due-diligence questionnaire is due (spec 2 §4 "Enhanced questionnaire"). */
    eddQuestionnaire: boolean('edd_questionnaire').notNull().default(false),
    riskPayout: boolean('risk_payout').notNull().default(false),
    multibrandSuspended: boolean('multibrand_suspended').notNull().default(false),
    casino: boolean('casino').notNull().default(true),
    liveCasino: boolean('live_casino').notNull().default(true),
    sports: boolean('sports').notNull().default(true),
    virtualSports: boolean('virtual_sports').notNull().default(true),
    bonuses: boolean('bonuses').notNull().default(true),
    deposit: boolean('deposit').notNull().default(true),
    withdrawal: boolean('withdrawal').notNull().default(true),
    volt: boolean('volt').notNull().default(false),
    affiliateReg: boolean('affiliate_reg').notNull().default(false),
    macropay: boolean('macropay').notNull().default(false),
    isWithdrawalReview: boolean('is_withdrawal_review').notNull().default(false),
    crypto: boolean('crypto').notNull().default(false),
    /** Bonus codes may be claimed by hand (spec 1 §6 "manual-claim-allowed"). */
    manualClaimAllowed: boolean('manual_claim_allowed').notNull().default(true),
    /** The loyalty level reached (services/loyalty/): earned from wagering, never lowered. */
    loyaltyLevel: integer('loyalty_level').notNull().default(1),
    limitLevel: integer('limit_level').notNull().default(1),
    acceptedTermsVersion: integer('accepted_terms_version').notNull().default(0),
    cookiePolicyAccepted: boolean('cookie_policy_accepted').notNull().default(false),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /** Set by the first successful deposit (`services/money/ledger/`); balances and totals come from the ledger. */
    firstDepositAt: at('first_deposit_at'),
    /** While documents are requested: the date they must be verified by (`daysLeftToVerifyDocuments`). */
    documentsDueAt: at('documents_due_at'),
    /** The identity service knows the player (the confirm-user lookup sets it after registration). */
    confirmedAt: at('confirmed_at'),
    /** A deactivated account cannot sign in ("account deactivated", spec 1 §8). */
    deactivatedAt: at('deactivated_at'),
    firstLoginAt: at('first_login_at'),
    lastLoginAt: at('last_login_at'),
    /** The player accepted this site's terms to carry a multibrand account over (POST /player/migration). */
    migratedAt: at('migrated_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_site_email_unique').on(table.siteId, table.email),
    uniqueIndex('players_site_cpf_unique')
      .on(table.siteId, table.cpf)
      .where(sql`${table.cpf} is not null`),
    index('players_site_phone_idx').on(table.siteId, table.phonePrefix, table.phoneBody),
  ],
);
export type PlayerRow = typeof players.$inferSelect;

/** A player's password as a self-describing scrypt hash (`services/identity/passwords.ts`). */
export const credentials = pgTable('credentials', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The key pair that signs id and access tokens, generated once and kept (`services/identity/tokens.ts`). */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  /** Only one key is `current`; older keys stay in the JWKS until removed. */
  slot: text('slot').unique(),
  algorithm: text('algorithm').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A signed-in session; its id is the id token's `player_access_id`. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: uuid('session_id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    /** How the session was opened (id token `login_method`). */
    loginMethod: text('login_method').$type<'DEFAULT' | 'PAY_AND_PLAY'>().notNull().default('DEFAULT'),
    authenticatedAt: at('authenticated_at').notNull(),
    /** The player's sign-in before this session: the tokens' `lastAuth`. */
    previousAuthAt: at('previous_auth_at'),
    accessExpiresAt: at('access_expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('sessions_player_idx').on(table.playerId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Every sign-in attempt (audit); the e-mail is kept only as a hash. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    playerId: uuid('player_id'),
    emailHash: text('email_hash').notNull(),
    ipAddress: text('ip_address'),
    outcome: text('outcome').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('login_attempts_player_idx').on(table.playerId, table.createdAt)],
);

/**
 * Failed sign-ins in the current window and the lock they led to (`services/identity/signIn.ts`), per
 * player and caller address (a lock for the account as a whole would let anyone lock a player out
 * with a few junk attempts). `address` is the
 * caller's validated address ('' when unknown).
 */
export const loginLocks = pgTable(
  'login_locks',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    address: text('address').notNull().default(''),
    failures: integer('failures').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.address] })],
);

/** Sign-ins as the player's login history shows them (spec 2 §7 "Login history"). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    sessionId: uuid('session_id'),
    createdAt: at('created_at').notNull(),
    realIpAddress: text('real_ip_address').notNull(),
    ipAddress: text('ip_address').notNull(),
    realCountryCode: text('real_country_code'),
    note: text('note'),
  },
  (table) => [index('activity_log_player_idx').on(table.playerId, table.createdAt)],
);

/** Live-feed tokens (contract `feedToken`), stored as SHA-256 hashes; valid until `expiresAt`. */
export const feedTokens = pgTable(
  'feed_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('feed_tokens_player_idx').on(table.playerId)],
);
