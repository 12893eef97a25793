/** The VIP page `/qrewards` (spec 3 §2, §7 "VIP page") from content (features/loyalty/loyaltyPage.server.ts). */
import type { Route } from './+types/vip';
import { PortableText } from '../features/content/index.ts';
import { portableBlocks } from '../features/content/index.server.ts';
import { VipPage } from '../features/loyalty/index.ts';
import { loadVipPage } from '../features/loyalty/index.server.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader(args: Route.LoaderArgs) {
  const view = await loadVipPage(pageContext(args));
  return { ...view, body: portableBlocks(view.body) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.title);
}

export default function Vip({ loaderData }: Route.ComponentProps) {
  return (
    <VipPage view={loaderData} body={<PortableText blocks={loaderData.body} locale={loaderData.locale} />} />
  );
}
