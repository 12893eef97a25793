/**
 * The footer root fields: `siteFooter` (terms, links, the licences valid in a market at a moment
 * and the market's regulation logos) and `footerRegulationLogos` alone.
 */
import { isForMarket, isWithinSchedule } from '@casino/domain';
import type { RootQueryFooterRegulationLogosArgs, RootQuerySiteFooterArgs } from '../generated/graphql.ts';
import type { SanityDocument } from '../source.ts';
import type { ResolverContext } from './context.ts';
import { marketIdOf, momentOf, type TargetedDoc } from './shared.ts';

const FOOTER_QUERY = `*[_type == "footer" && _id == "footer"][0]{
  ...,
  "_licences": licences[]->{..., "_marketIds": markets[]->marketId},
  "_logos": regulationLogos[]{..., "_marketIds": markets[]->marketId}
}`;

interface FooterData extends SanityDocument {
  terms?: unknown;
  content?: unknown;
  links?: unknown[] | null;
  _licences?: (TargetedDoc | null)[] | null;
  _logos?: { _marketIds?: string[] | null }[] | null;
}

function logosFor(footer: FooterData, market: string | null | undefined) {
  const logos = footer._logos ?? [];
  return market == null ? logos : logos.filter((logo) => isForMarket(logo._marketIds, marketIdOf(market)));
}

export async function resolveSiteFooter(
  _parent: unknown,
  args: RootQuerySiteFooterArgs,
  context: ResolverContext,
) {
  const { source } = context;
  const at = momentOf(args.at, context);
  const footer = await source.fetch<FooterData | null>(FOOTER_QUERY);
  if (!footer) return null;
  const licences = (footer._licences ?? []).filter(
    (licence): licence is TargetedDoc =>
      licence !== null &&
      isWithinSchedule(licence, at) &&
      (args.market == null || isForMarket(licence._marketIds, marketIdOf(args.market))),
  );
  return {
    terms: footer.terms ?? null,
    content: footer.content ?? null,
    links: footer.links ?? [],
    licences,
    regulationLogos: logosFor(footer, args.market),
  };
}

export async function resolveFooterRegulationLogos(
  _parent: unknown,
  args: RootQueryFooterRegulationLogosArgs,
  { source }: ResolverContext,
) {
  const footer = await source.fetch<FooterData | null>(FOOTER_QUERY);
  return footer ? logosFor(footer, args.market) : [];
}
