/**
 * One promotion `/promotions/:category/:promotionSlug` (spec 1 §2; spec 3 §2, §5): its offer, call
 * to action and terms from content, its claim from the bonus engine (features/promotions/
 * promotions.server.ts). Under the `tournaments` category a slug names a tournament first
 * (tournament.server.ts): its standings from the player API, refreshed while it runs. Their text
 * is Portable Text, read and drawn by the content area here.
 */
import type { Route } from './+types/promotion';
import { PortableText } from '../features/content/index.ts';
import { portableBlocks } from '../features/content/index.server.ts';
import { PromotionPage, TournamentPage } from '../features/promotions/index.ts';
import {
  loadPromotionPage,
  loadTournamentPage,
  STANDINGS_REFRESH_MS,
  TOURNAMENTS_CATEGORY,
} from '../features/promotions/index.server.ts';
import { pageContext } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const { category, promotionSlug: slug } = args.params;
  const tournament = category === TOURNAMENTS_CATEGORY ? await loadTournamentPage(page, slug) : null;
  if (tournament) {
    return {
      kind: 'tournament' as const,
      tournament: {
        ...tournament,
        body: portableBlocks(tournament.body),
        prizes: portableBlocks(tournament.prizes),
        terms: portableBlocks(tournament.terms),
      },
      refreshMs: STANDINGS_REFRESH_MS,
    };
  }
  const view = await loadPromotionPage(page, { category, slug });
  return {
    kind: 'promotion' as const,
    promotion: { ...view, body: portableBlocks(view.body), terms: portableBlocks(view.terms) },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.kind === 'tournament' ? loaderData.tournament.title : loaderData?.promotion.title;
  return seoMeta(matches, title);
}

export default function Promotion({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'tournament') {
    const { tournament } = loaderData;
    const { locale } = tournament;
    return (
      <TournamentPage
        view={tournament}
        refreshMs={loaderData.refreshMs}
        body={<PortableText blocks={tournament.body} locale={locale} />}
        prizes={<PortableText blocks={tournament.prizes} locale={locale} />}
        terms={<PortableText blocks={tournament.terms} locale={locale} />}
      />
    );
  }
  const { promotion } = loaderData;
  return (
    <PromotionPage
      view={promotion}
      body={<PortableText blocks={promotion.body} locale={promotion.locale} />}
      terms={<PortableText blocks={promotion.terms} locale={promotion.locale} />}
    />
  );
}
