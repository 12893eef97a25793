/**
 * The shell's paths under a locale (lib/links.ts), built from the domain's route table and the
 * site's action table, for the root loader.
 */
import { localisedPath, pathTo } from '@casino/domain';
import { ENDPOINTS, type EndpointId } from './endpoints.ts';
import type { SitePageId, SitePaths } from './links.ts';

const SITE_PAGE_IDS = [
  'home',
  'signup',
  'reset-password',
  'deposit-modal',
  'casino-lobby',
  'account',
  'account-verification',
  'banking',
  'banking-deposit',
  'banking-transactions',
  'rewards',
  'bonus-code',
  'gambling-limits',
  'cookie-policy',
  'terms',
  'responsible-gambling',
  'contact-live-chat',
  'sportsbook',
  'virtuals',
] as const satisfies readonly SitePageId[];

// Every SitePageId is listed above: a missing one fails the typecheck here, naming it.
type Unlisted = Exclude<SitePageId, (typeof SITE_PAGE_IDS)[number]>;
const _everyPageListed: [Unlisted] extends [never] ? true : Unlisted = true;

export function sitePaths(prefix: string): SitePaths {
  return Object.fromEntries([
    ...SITE_PAGE_IDS.map((id) => [id, localisedPath(prefix, pathTo(id))]),
    ...(Object.keys(ENDPOINTS) as EndpointId[]).map((id) => [id, `/${prefix}/${ENDPOINTS[id]}`]),
  ]) as SitePaths;
}
