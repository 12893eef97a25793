/**
 * The player's choices about play and consent: self-exclusions and time-outs, the activity
 * reminder, deposit and spend limits, the cookie consent and the marketing preferences.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { players } from './players.ts';

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
 * period (services/responsible/activityAndExclusion.ts) counted from the start of the session.
 */
export const activitySettings = pgTable('activity_settings', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  timer: integer('timer'),
  startedAt: at('started_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Responsible-gambling limits (spec 2 §3 "Gambling limits"; `services/responsible/limits.ts`): one row
 * per player, kind (DEPOSIT, SPEND) and period (D, W, M) while a limit is set.
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
 * A player's marketing preferences (spec 2 §3 "Marketing and cookies", spec 2 §7 "Marketing
 * preferences"): opt-in per channel (EMAIL, SMS, MAIL, PHONE, PUSH_NOTIFICATION) and per topic
 * (BONUS_OFFER, NEWSLETTER, CASINO, RESPONSIBLE_GAMING), only the keys the player has set. A player
 * without a row, or a key without a value, has the default that `services/account/marketingPreferences.ts` derives
 * from the sign-up's marketing opt-in.
 */
export const marketingPreferences = pgTable('marketing_preferences', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  channels: jsonb('channels').$type<Record<string, boolean>>().notNull().default({}),
  topics: jsonb('topics').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: at('updated_at').notNull(),
});
