/**
 * One promotion `/promotions/:category/:promotionSlug` (spec 1 §2; spec 3 §2, §5): its offer, call
 * to action and terms from content, its claim from the bonus engine (features/promotions/
 * promotions.server.ts). Its text is Portable Text, read and drawn by the content area here.
 */
import type { Route } from './+types/promotion';
import { PortableText } from '../features/content/index.ts';
import { portableBlocks } from '../features/content/index.server.ts';
import { PromotionPage } from '../features/promotions/index.ts';
import { loadPromotionPage } from '../features/promotions/index.server.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader(args: Route.LoaderArgs) {
  const view = await loadPromotionPage(pageContext(args), {
    category: args.params.category,
    slug: args.params.promotionSlug,
  });
  return { ...view, body: portableBlocks(view.body), terms: portableBlocks(view.terms) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.title);
}

export default function Promotion({ loaderData }: Route.ComponentProps) {
  const { locale } = loaderData;
  return (
    <PromotionPage
      view={loaderData}
      body={<PortableText blocks={loaderData.body} locale={locale} />}
      terms={<PortableText blocks={loaderData.terms} locale={locale} />}
    />
  );
}
