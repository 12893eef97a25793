/**
 * The sandbox's own tables: the sites (one per brand, seeded from brands/), the geolocation
 * provider's ranges, the outbox of every SMS and e-mail sent, the rate-limit counters and the
 * sandbox clock.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MarketRules } from '@casino/brands';
import { at } from './columns.ts';

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
   * places a redirect, return or lobby URL may send a player (request.ts `isSiteUrl`).
   */
  hostnames: text('hostnames').notNull().default(''),
  /** Countries the brand hides from registration, by market (its `registrationHiddenCountries`). */
  registrationHiddenCountries: jsonb('registration_hidden_countries')
    .$type<Record<string, string[]>>()
    .notNull()
    .default({}),
  /** Which sign-ups verify the e-mail (its `signUpEmailVerification`; services/identity/signUpRules.ts). */
  signUpEmailVerification: text('sign_up_email_verification')
    .$type<'standard' | 'unless-sms'>()
    .notNull()
    .default('standard'),
  /**
   * The brand's theme (its `theme`: colours, radius, font): the sandbox's provider pages (the
   * sportsbook frame) dress in it, as a provider configured by the operator would.
   */
  theme: jsonb('theme').$type<SiteTheme>(),
  /**
   * The brand's rule packs by market (its `marketRules`, @casino/brands `marketRulesFor` fills the
   * defaults): the cooling-off of a limit raise (services/responsible/limitChanges.ts).
   */
  marketRules: jsonb('market_rules').$type<Record<string, MarketRules>>().notNull().default({}),
  /** The brand's loyalty levels, lowest first (its `loyaltyLevels`; demoLoyalty.ts); null: the default ladder. */
  loyaltyLevels: jsonb('loyalty_levels').$type<string[]>(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export interface SiteTheme {
  colors: Record<
    'background' | 'surface' | 'text' | 'textMuted' | 'primary' | 'onPrimary' | 'accent' | 'border',
    string
  >;
  radius: string;
  fontFamily: string;
}
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
