/**
 * What the guards need to know about the site and the visitor on a request (spec 1 §2 "Global
 * guards"): maintenance mode, the route flags, content-defined page paths, and whether the visitor
 * is restricted by country or by IP range.
 *
 * Decisions:
 * - Maintenance is on when the content's site settings say so (editors switch it in the studio) or
 *   when the player API's access context does (the operator's backend going down for work).
 * - Feature flags: the content's site settings override the brand configuration flag by flag when
 *   set, so editors can switch a vertical off without a deploy; the brand file is the default.
 * - Restricted: the player API's access context (its geolocation and its own restricted range), the
 *   content's restricted countries for the country the API detected, and the content's restricted
 *   IP ranges for the visitor's address.
 * - When the access context cannot be read (the API down), the visitor is not treated as
 *   restricted: browsing content goes on, and everything that moves money needs the API anyway,
 *   which applies its own restrictions. The failure is logged.
 * - The access context is cached per brand and address for a minute, so a page view does not
 *   cost a geolocation call each time.
 */
import {
  isIpv4InRange,
  pathSegments,
  type GuardSite,
  type GuardVisitor,
  type RouteFlag,
} from '@casino/domain';
import type { ContentClient } from '@casino/content';
import type { PlayerApiClient } from '@casino/player-api';
import { graphql } from '../generated/graphql';

/** What access needs of the brand (the brand of lib/context.ts, without importing it). */
interface AccessBrand {
  id: string;
  features: Readonly<Record<string, boolean>>;
}

const ACCESS_CACHE_MS = 60_000;
const ACCESS_CACHE_MAX = 10_000;

interface AccessContextValue {
  countryCode: string;
  restrictedCountry: boolean;
  maintenance: boolean;
}

const accessCache = new Map<string, { at: number; value: AccessContextValue | null }>();

async function accessContextOf(
  brand: AccessBrand,
  playerApi: PlayerApiClient,
  address: string | undefined,
  now: number,
): Promise<AccessContextValue | null> {
  const key = `${brand.id}|${address ?? ''}`;
  const hit = accessCache.get(key);
  if (hit && now - hit.at < ACCESS_CACHE_MS) return hit.value;
  const value = await playerApi.accessContext().then(
    (context) => ({
      countryCode: context.countryCode,
      restrictedCountry: context.restrictedCountry,
      maintenance: context.maintenance,
    }),
    (error: unknown) => {
      console.warn(`[site] access context unavailable for ${brand.id}: ${(error as Error).message}`);
      return null;
    },
  );
  if (accessCache.size >= ACCESS_CACHE_MAX) accessCache.clear();
  // Failures are not cached, so the next request asks again.
  if (value) accessCache.set(key, { at: now, value });
  return value;
}

/** Only for tests: forget cached access contexts. */
export function clearAccessCache(): void {
  accessCache.clear();
}

export interface SiteAccess {
  site: GuardSite;
  visitor: GuardVisitor & { countryCode: string | null };
  /** The content's maintenance message in the page's language, if any. */
  maintenanceMessage: string | null;
  minimumAge: number;
}

/** A content link as a path relative to the locale prefix, or null for an absolute URL. */
function internalLinkPath(link: string | null | undefined): string | null {
  if (!link || /^[a-z]+:/i.test(link)) return null;
  return `/${pathSegments(link).join('/')}`;
}

export async function loadSiteAccess(input: {
  brand: AccessBrand;
  content: ContentClient;
  playerApi: PlayerApiClient;
  address: string | undefined;
  /** The content language of the page (a site language such as `fi` or `caf`). */
  language: string;
  now: number;
}): Promise<SiteAccess> {
  const [{ siteSettings: settings }, context] = await Promise.all([
    input.content.query(SITE_ACCESS_QUERY, { language: input.language }),
    accessContextOf(input.brand, input.playerApi, input.address, input.now),
  ]);
  const contentFlags: Partial<Record<RouteFlag, boolean | null>> = settings?.featureFlags ?? {};
  const flags: Partial<Record<RouteFlag, boolean>> = {};
  for (const flag of ['creedroomz', 'gameSlugs', 'termsPage'] as const) {
    flags[flag] = contentFlags[flag] ?? input.brand.features[flag] ?? false;
  }
  // The sportsbook is the brand's contract with its provider: the brand file alone decides it.
  flags.sportsbook = input.brand.features['sportsbook'] ?? false;
  // The sign-up callback condition (spec 1 §2 "/signup/callback"): the brand signs up with pay and
  // play, whose bank identification returns to one fixed address (routes/signup-callback.tsx).
  flags.signupCallback = input.brand.features.payAndPlay;
  const contentPaths = [settings?.extraInformationUrl, settings?.contactUsUrl]
    .map(internalLinkPath)
    .filter((path): path is string => path !== null);

  const countryCode = context?.countryCode ?? null;
  const restrictedCountries = (settings?.restrictedCountries ?? []).filter(Boolean) as string[];
  const ranges = (settings?.restrictedIpRanges ?? []).flatMap((range) =>
    range?.from && range.to ? [{ from: range.from, to: range.to }] : [],
  );
  const address = input.address;
  return {
    site: {
      maintenance: Boolean(settings?.maintenanceMode) || Boolean(context?.maintenance),
      flags,
      contentPaths,
    },
    visitor: {
      countryCode,
      restrictedCountry:
        Boolean(context?.restrictedCountry) ||
        (countryCode !== null && restrictedCountries.includes(countryCode)),
      restrictedIp:
        address !== undefined && ranges.some((range) => isIpv4InRange(address, range.from, range.to)),
    },
    maintenanceMessage: settings?.maintenanceMessage?.text ?? null,
    minimumAge: settings?.minimumAge ?? 18,
  };
}

/** The newest terms version in effect at `now` (spec 1 §2 terms acceptance), or null. */
export async function latestTermsVersion(content: ContentClient, now: number): Promise<number | null> {
  const { allTermsVersion } = await content.query(LATEST_TERMS_QUERY, { at: new Date(now).toISOString() });
  return allTermsVersion[0]?.version ?? null;
}

const SITE_ACCESS_QUERY = graphql(`
  query SiteAccess($language: String!) {
    siteSettings {
      maintenanceMode
      maintenanceMessage {
        text(language: $language)
      }
      featureFlags {
        creedroomz
        gameSlugs
        termsPage
      }
      restrictedCountries
      restrictedIpRanges {
        from
        to
      }
      extraInformationUrl
      contactUsUrl
      minimumAge
    }
  }
`);

const LATEST_TERMS_QUERY = graphql(`
  query LatestTermsVersion($at: DateTime!) {
    allTermsVersion(where: { effectiveDate: { lte: $at } }, sort: [{ version: DESC }], limit: 1) {
      version
    }
  }
`);
