/**
 * Promotions `/promotions`, `/promotions/:category` and `/promotions/:category/tag/:tagSlug`
 * (spec 1 §2; spec 3 §2, §5). The reads are features/promotions/promotions.server.ts, the page
 * features/promotions/PromotionsPage.tsx.
 */
import type { Route } from './+types/promotions';
import { PromotionsPage } from '../features/promotions/index.ts';
import { loadPromotionsPage } from '../features/promotions/index.server.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';

export function loader(args: Route.LoaderArgs) {
  const params = args.params as { category?: string; tagSlug?: string };
  return loadPromotionsPage(pageContext(args), {
    ...(params.category ? { category: params.category } : {}),
    ...(params.tagSlug ? { tag: params.tagSlug } : {}),
  });
}

/** A category's page is titled by the category; the promotions home by content's SEO entry. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.category?.title);
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  return <PromotionsPage view={loaderData} />;
}
