/**
 * The sandbox's tables (drizzle). Migrations in `drizzle/` are generated from this file with
 * `npm run db:generate -w @casino/sandbox` and applied at start-up.
 *
 * Times that rules depend on (expiries, windows, locks) are written from the sandbox clock
 * (`services/clock.ts`), never from the database's `now()`, so tests can move time forward.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One row per brand site; the `SiteContext` header must name one of them. Seeded from brands/. */
export const sites = pgTable('sites', {
  siteId: integer('site_id').primaryKey(),
  brandId: text('brand_id').notNull().unique(),
  name: text('name').notNull(),
  /** Market ids the brand serves, comma-separated in brand order. */
  markets: text('markets').notNull(),
  /** The brand offers pay-and-play (its `features.payAndPlay`). */
  payAndPlay: boolean('pay_and_play').notNull().default(false),
  /**
   * Hostnames of the brand's site, comma-separated (@casino/brands `brandHostnames`): the only
   * places a redirect, return or lobby URL may send a player (services/siteUrls.ts).
   */
  hostnames: text('hostnames').notNull().default(''),
  /** Countries the brand hides from registration, by market (its `registrationHiddenCountries`). */
  registrationHiddenCountries: jsonb('registration_hidden_countries')
    .$type<Record<string, string[]>>()
    .notNull()
    .default({}),
  /** Which sign-ups verify the e-mail (its `signUpEmailVerification`; services/signUpRules.ts). */
  signUpEmailVerification: text('sign_up_email_verification')
    .$type<'standard' | 'unless-sms'>()
    .notNull()
    .default('standard'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type SiteRow = typeof sites.$inferSelect;

/** The sandbox geolocation provider: IPv4 ranges (inclusive, as integers) to a place. */
export const geoIpRanges = pgTable(
  'geo_ip_ranges',
  {
    id: serial('id').primaryKey(),
    startIp: bigint('start_ip', { mode: 'number' }).notNull(),
    endIp: bigint('end_ip', { mode: 'number' }).notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region'),
    city: text('city'),
    /** The restricted IP range of spec 1 §2 ("Global guards"): visitors from it are blocked. */
    restricted: boolean('restricted').notNull().default(false),
  },
  (table) => [index('geo_ip_ranges_start_idx').on(table.startIp)],
);

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
    loyaltyLevel: integer('loyalty_level').notNull().default(1),
    limitLevel: integer('limit_level').notNull().default(1),
    acceptedTermsVersion: integer('accepted_terms_version').notNull().default(0),
    cookiePolicyAccepted: boolean('cookie_policy_accepted').notNull().default(false),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /** Channels (EMAIL, SMS, MAIL, PHONE, PUSH_NOTIFICATION) and topics the player agreed to (spec 2 §3). */
    marketingPreferences: jsonb('marketing_preferences')
      .$type<{ channels: string[]; topics: string[] }>()
      .notNull()
      .default({ channels: [], topics: [] }),
    /** Set by the first successful deposit (`services/ledger.ts`); balances and totals come from the ledger. */
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

/** A player's password as a self-describing scrypt hash (`services/passwords.ts`). */
export const credentials = pgTable('credentials', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The key pair that signs id and access tokens, generated once and kept (`services/tokens.ts`). */
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

/** Failed sign-ins in the current window and the lock they led to (`services/identity.ts`). */
/**
 * Wrong-password counts and locks per player and caller address (issue 15 §5: a lock for the
 * account as a whole let anyone lock a player out with a few junk attempts). `address` is the
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

/**
 * Self-exclusions and time-outs (spec 2 §3 "Gambling limits", §4 "Responsible gambling").
 * `endsAt` null is an indefinite exclusion; a time-out is followed by a cooling period until
 * `coolingEndsAt` (spec 1 §9: one day).
 */
export const exclusions = pgTable(
  'exclusions',
  {
    id: serial('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    kind: text('kind').$type<'SELF_EXCLUSION' | 'TIMEOUT'>().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    coolingEndsAt: at('cooling_ends_at'),
    initiator: text('initiator').$type<'PLAYER' | 'OPERATOR'>().notNull(),
    createdAt: at('created_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('exclusions_player_idx').on(table.playerId)],
);

/**
 * The activity reminder (reality check, spec 2 §4; UKGC RTS 13): the period in minutes (null: no
 * reminder) and when the player last set or reset it. A player without a row has the default
 * period (services/responsible.ts) counted from the start of the session.
 */
export const activitySettings = pgTable('activity_settings', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  timer: integer('timer'),
  startedAt: at('started_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

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

/** Every SMS and e-mail the sandbox "sent": what a phone or inbox would have received. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id'),
    playerId: uuid('player_id'),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient)],
);

/** Fixed-window counters for rate limits, shared by every sandbox process on the database. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.keyHash, table.windowStart] })],
);

/** The sandbox clock's offset from real time (one row). */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
});

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

/**
 * A sign-up in progress (spec 1 §4 "Registration steps"; `services/registration.ts`): the
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
 * Password resets (spec 1 §4 "Reset-password steps", `services/passwordReset.ts`). By e-mail the
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
 * Pay-and-play sessions (spec 1 §4 "Pay-and-play", `services/payAndPlay.ts`): authorised for an
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

/**
 * A player's cookie consent (spec 2 §3 "Marketing and cookies", spec 2 §7 "Cookie consent"): the
 * optional categories (essentials are always on) and the consent id the site stores as
 * `cookies_consent_id`. One row per player, the latest choice; each recorded choice gets a new id.
 */
export const cookieConsents = pgTable('cookie_consents', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  consentId: uuid('consent_id').notNull().defaultRandom(),
  performanceFunctional: boolean('performance_functional').notNull().default(true),
  marketing: boolean('marketing').notNull().default(true),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Responsible-gambling limits (spec 2 §3 "Gambling limits"; `services/gamblingLimits.ts`): one row
 * per player, kind (DEPOSIT now; SPEND with issue 9) and period (D, W, M) while a limit is set.
 * `limit` is in force; a raise or a removal waits its cooling-off as `pendingLimit` (null with a
 * `pendingActiveFrom` is a pending removal) until the sandbox clock reaches `pendingActiveFrom`.
 * `locked` is an operator's lock: the player may tighten the limit but not loosen it.
 */
export const gamblingLimits = pgTable(
  'gambling_limits',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    kind: text('kind').$type<'DEPOSIT' | 'SPEND'>().notNull(),
    period: text('period').$type<'D' | 'W' | 'M'>().notNull(),
    limit: numeric('limit', { precision: 18, scale: 2 }).notNull(),
    pendingLimit: numeric('pending_limit', { precision: 18, scale: 2 }),
    pendingActiveFrom: at('pending_active_from'),
    locked: boolean('locked').notNull().default(false),
    /** When the limit in force took effect (set, lowered, or a pending change applied). */
    effectiveAt: at('effective_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.kind, table.period] })],
);

/** Minor units (cents) as a bigint: the ledger never stores binary floating point. */
const minor = (name: string) => bigint(name, { mode: 'bigint' });

export type LedgerAccountKind = 'MAIN' | 'LOCKED' | 'BONUS' | 'CASHIER' | 'OPERATOR';
export type LedgerVertical = 'CASINO' | 'LIVE_CASINO' | 'SPORTS';

/**
 * The double-entry ledger's accounts (`services/ledger.ts`; spec 2 §3 "Wallet types: MAIN, LOCKED,
 * BONUS"): per player one MAIN, one LOCKED and one BONUS per vertical (sports, casino, live casino),
 * opened with the player's currency; and the house's counter-accounts per currency, with no player:
 * CASHIER (money in and out through the payment provider) and OPERATOR (adjustments, bets and wins).
 * `balance` (minor units) is kept on player accounts only, updated in the same database transaction
 * as the entries (a conditional update, so it never goes below 0; the check constraint backs it);
 * house balances are the sum of their entries (no hot row every deposit would wait on).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    accountId: uuid('account_id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').references(() => players.playerId, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    vertical: text('vertical').$type<LedgerVertical>(),
    currencyCode: text('currency_code').notNull(),
    balance: minor('balance'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_player_unique')
      .on(table.playerId, table.kind, sql`coalesce(${table.vertical}, '')`)
      .where(sql`${table.playerId} is not null`),
    uniqueIndex('ledger_accounts_house_unique')
      .on(table.kind, table.currencyCode)
      .where(sql`${table.playerId} is null`),
    check(
      'ledger_accounts_player_balance',
      sql`(${table.playerId} is null and ${table.balance} is null) or (${table.playerId} is not null and ${table.balance} >= 0)`,
    ),
    check(
      'ledger_accounts_kind',
      sql`(${table.kind} = 'BONUS') = (${table.vertical} is not null) and ((${table.kind} in ('CASHIER', 'OPERATOR')) = (${table.playerId} is null))`,
    ),
  ],
);

/**
 * A money movement as the player's history shows it (spec 2 §3 "Transaction", §4 enumerations):
 * its `referenceId`, type, category and status; `amount` signed as it changes the player's funds
 * (a deposit +, a withdrawal −); `walletId` the player's account it is shown against and
 * `balanceAfter` that account's balance after the last step. A transaction moves money in steps
 * (`ledger_entries.step`: a withdrawal is requested, then processed or cancelled), each step's
 * entries summing to zero. `idempotencyKey` is unique: a retried request finds the first result.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    referenceId: uuid('reference_id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    amount: minor('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => ledgerAccounts.accountId, { onDelete: 'cascade' }),
    balanceAfter: minor('balance_after').notNull(),
    paymentMethod: text('payment_method'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('ledger_transactions_player_idx').on(table.playerId, table.createdAt),
    index('ledger_transactions_player_type_idx').on(table.playerId, table.type, table.status),
  ],
);

/**
 * The entries: each step of a transaction moves `amount` (minor units, signed, never 0) into or out
 * of an account, and a step's entries sum to zero. One entry per transaction, step and account, so
 * a step can never be posted twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referenceId: uuid('reference_id')
      .notNull()
      .references(() => ledgerTransactions.referenceId, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.accountId, { onDelete: 'cascade' }),
    amount: minor('amount').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('ledger_entries_step_account_unique').on(table.referenceId, table.step, table.accountId),
    index('ledger_entries_account_idx').on(table.accountId),
    check('ledger_entries_amount', sql`${table.amount} <> 0`),
  ],
);

/**
 * The sandbox cashier's payments (`services/cashier.ts`): one per deposit request, paid (or not)
 * on the cashier page; the outcome reaches the ledger through the signed webhook, once.
 */
export const cashierPayments = pgTable(
  'cashier_payments',
  {
    paymentId: uuid('payment_id').primaryKey().defaultRandom(),
    referenceId: uuid('reference_id')
      .notNull()
      .unique()
      .references(() => ledgerTransactions.referenceId, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    amount: minor('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    paymentMethod: text('payment_method').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status').$type<'PENDING' | 'SUCCESS' | 'FAILED'>().notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [index('cashier_payments_player_idx').on(table.playerId)],
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

// Player games (issue 8 "Casino and live casino": favourites, recent games, subscriptions, the
// game of each bet and win; services/favourites.ts, services/winners.ts, services/jackpots.ts).

/** Favourite games (spec 3 §3 "Favourites and recent games"): one row per player and game. */
export const playerFavourites = pgTable(
  'player_favourites',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    lobbyPageType: text('lobby_page_type').$type<'CASINO' | 'LIVE_CASINO'>().notNull(),
    category: text('category').notNull(),
    addedAt: at('added_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('player_favourites_added_idx').on(table.playerId, table.addedAt),
  ],
);

/** Recently played games: one row per player, lobby, category and game; `playedAt` moves it to the top. */
export const playerRecentGames = pgTable(
  'player_recent_games',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    lobbyPageType: text('lobby_page_type').$type<'CASINO' | 'LIVE_CASINO'>().notNull(),
    category: text('category').notNull(),
    gameId: text('game_id').notNull(),
    playedAt: at('played_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.lobbyPageType, table.category, table.gameId] }),
    index('player_recent_games_played_idx').on(table.playerId, table.playedAt),
  ],
);

/** Games a player follows (contract `subscribeGame`). */
export const playerGameSubscriptions = pgTable(
  'player_game_subscriptions',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.gameId] })],
);

/**
 * The game a BET or WIN transaction was played on, written in the same database transaction as
 * the ledger row (`services/ledger.ts` `placeBet`/`payWin` with `gameId`). A side table, so the
 * ledger's own rows stay as they are; drives last played games, winners and jackpot contributions.
 */
export const ledgerTransactionGames = pgTable(
  'ledger_transaction_games',
  {
    referenceId: uuid('reference_id')
      .primaryKey()
      .references(() => ledgerTransactions.referenceId, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
  },
  (table) => [index('ledger_transaction_games_game_idx').on(table.gameId)],
);
