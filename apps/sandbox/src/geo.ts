/**
 * The sandbox geolocation provider for the player station call (spec 1 §3 "Player station").
 * Looks the caller's IPv4 address up in `geo_ip_ranges`. Seeded ranges: loopback and private
 * networks answer Finland (the spec's default sign-up country), and the documentation ranges
 * of RFC 5737 answer other countries so tests can choose one with `X-Forwarded-For`.
 * The restricted IP range of spec 1 §2 ("A restricted IP range {ip} to {ip} is listed") is
 * `RESTRICTED_RANGE`, the top of TEST-NET-3; the most specific (latest-starting) range wins.
 * An address outside every range answers `ZZ` (the ISO code for "unknown"), never nothing:
 * a missing autodetected country is an error for the site (spec 1 §8).
 */
import { and, asc, desc, gte, lte } from 'drizzle-orm';
import { ipv4ToInt } from '@casino/domain';
import type { Database } from './db/database.ts';
import { geoIpRanges } from './db/schema.ts';

export const UNKNOWN_COUNTRY = 'ZZ';

export { ipv4ToInt };

function cidr(block: string): [number, number] {
  const [base, bits] = block.split('/') as [string, string];
  const start = ipv4ToInt(base)!;
  const size = 2 ** (32 - Number(bits));
  return [start, start + size - 1];
}

/** Spec 1 §2: visitors from this range are blocked like visitors from a restricted country. */
export const RESTRICTED_RANGE = { from: '203.0.113.224', to: '203.0.113.255' } as const;

export const SEED_RANGES: ReadonlyArray<{
  block: string;
  countryCode: string;
  region: string | null;
  city: string | null;
  restricted?: boolean;
}> = [
  { block: '127.0.0.0/8', countryCode: 'FI', region: 'Uusimaa', city: 'Helsinki' },
  { block: '10.0.0.0/8', countryCode: 'FI', region: 'Uusimaa', city: 'Espoo' },
  { block: '192.168.0.0/16', countryCode: 'FI', region: 'Pirkanmaa', city: 'Tampere' },
  { block: '192.0.2.0/24', countryCode: 'CA', region: 'Ontario', city: 'Toronto' },
  { block: '198.51.100.0/24', countryCode: 'DE', region: 'Berlin', city: 'Berlin' },
  { block: '203.0.113.0/24', countryCode: 'BR', region: 'São Paulo', city: 'São Paulo' },
  { block: '203.0.113.224/27', countryCode: 'BR', region: 'São Paulo', city: 'São Paulo', restricted: true },
];

function seedRows() {
  return SEED_RANGES.map(({ block, restricted, ...place }) => {
    const [startIp, endIp] = cidr(block);
    return { startIp, endIp, ...place, restricted: restricted ?? false };
  });
}

/** Makes the table hold exactly the seed ranges (a data directory from an older seed is brought up to date). */
export async function seedGeo(db: Database): Promise<void> {
  const wanted = seedRows();
  const existing = await db
    .select({
      startIp: geoIpRanges.startIp,
      endIp: geoIpRanges.endIp,
      countryCode: geoIpRanges.countryCode,
      region: geoIpRanges.region,
      city: geoIpRanges.city,
      restricted: geoIpRanges.restricted,
    })
    .from(geoIpRanges)
    .orderBy(asc(geoIpRanges.id));
  if (JSON.stringify(existing) === JSON.stringify(wanted)) return;
  await db.transaction(async (tx) => {
    await tx.delete(geoIpRanges);
    await tx.insert(geoIpRanges).values(wanted);
  });
}

export interface Place {
  countryCode: string;
  region: string | null;
  city: string | null;
  /** In the restricted IP range. */
  restricted: boolean;
}

const UNKNOWN_PLACE: Place = { countryCode: UNKNOWN_COUNTRY, region: null, city: null, restricted: false };

export async function locate(db: Database, address: string): Promise<Place> {
  const ip = ipv4ToInt(address);
  if (ip === null) return UNKNOWN_PLACE;
  const [row] = await db
    .select({
      countryCode: geoIpRanges.countryCode,
      region: geoIpRanges.region,
      city: geoIpRanges.city,
      restricted: geoIpRanges.restricted,
    })
    .from(geoIpRanges)
    .where(and(lte(geoIpRanges.startIp, ip), gte(geoIpRanges.endIp, ip)))
    .orderBy(desc(geoIpRanges.startIp))
    .limit(1);
  return row ?? UNKNOWN_PLACE;
}

/** Device flags from a User-Agent string. */
export function deviceFlags(userAgent: string): { isMobile: boolean; isTablet: boolean; isDesktop: boolean } {
  const isTablet = /iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent);
  const isMobile = !isTablet && /Mobi|iPhone|iPod|Android|IEMobile|Opera Mini/i.test(userAgent);
  return { isMobile, isTablet, isDesktop: !isMobile && !isTablet };
}
