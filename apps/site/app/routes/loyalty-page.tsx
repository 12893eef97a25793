/**
 * The loyalty page `/loyalty-page` (spec 3 §2, §3 "Loyalty level"): the ladder from content, with
 * a signed-in player's standing (features/loyalty/loyaltyPage.server.ts). Its text is Portable
 * Text, read and drawn by the content area here.
 */
import type { Route } from './+types/loyalty-page';
import { PortableText } from '../features/content/index.ts';
import { portableBlocks } from '../features/content/index.server.ts';
import { LoyaltyPage } from '../features/loyalty/index.ts';
import { loadLoyaltyPage } from '../features/loyalty/index.server.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader(args: Route.LoaderArgs) {
  const view = await loadLoyaltyPage(pageContext(args));
  return {
    ...view,
    body: portableBlocks(view.body),
    levels: view.levels.map((level) => ({ ...level, perks: portableBlocks(level.perks) })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.title);
}

export default function Loyalty({ loaderData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const perks = new Map(
    loaderData.levels.map((level) => [
      level.level,
      <PortableText key={level.level} blocks={level.perks} locale={locale} />,
    ]),
  );
  return (
    <LoyaltyPage
      view={loaderData}
      body={<PortableText blocks={loaderData.body} locale={locale} />}
      perks={perks}
    />
  );
}
