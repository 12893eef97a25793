/**
 * The paths the shell's components link, post and fetch to, under the page's locale: the pages of
 * the domain's route table they name (`SitePageId`) and the site's actions (lib/endpoints.ts).
 * The root loader builds them on the server (lib/paths.server.ts, from `pathTo`), so the route
 * table never reaches the browser and no component writes a path; components read them with
 * `useSitePaths()`. A page's own links come from its loader (`page.href`, lib/page.server.ts).
 */
import { useRouteLoaderData } from 'react-router';
import type { RouteId } from '@casino/domain';
import type { EndpointId } from './endpoints.ts';

/** The pages of the route table the shell's components link to. */
export type SitePageId = Extract<
  RouteId,
  | 'home'
  | 'signup'
  | 'reset-password'
  | 'deposit-modal'
  | 'casino-lobby'
  | 'account'
  | 'account-verification'
  | 'banking'
  | 'banking-deposit'
  | 'banking-transactions'
  | 'rewards'
  | 'bonus-code'
  | 'gambling-limits'
  | 'cookie-policy'
  | 'responsible-gambling'
  | 'contact-live-chat'
>;

export type SitePaths = Readonly<Record<SitePageId | EndpointId, string>>;

/** The root loader's paths (the root route's data, read by shape: root.tsx imports this module). */
export function useSitePaths(): SitePaths {
  const data = useRouteLoaderData('root') as { paths: SitePaths } | undefined;
  if (!data) throw new Error('useSitePaths() needs the root loader’s data');
  return data.paths;
}
