/**
 * The sandbox's tables (drizzle). Migrations in `drizzle/` are generated from this file with
 * `npm run db:generate -w @casino/sandbox` and applied at start-up.
 */
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per brand site; the `SiteContext` header must name one of them. Seeded from brands/. */
export const sites = pgTable('sites', {
  siteId: integer('site_id').primaryKey(),
  brandId: text('brand_id').notNull().unique(),
  name: text('name').notNull(),
  /** Market ids the brand serves, comma-separated in brand order. */
  markets: text('markets').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  },
  (table) => [index('geo_ip_ranges_start_idx').on(table.startIp)],
);
