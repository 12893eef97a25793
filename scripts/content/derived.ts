/**
 * A brand's content plan as data (issue 30 "the content generator's per-brand plans become data"):
 * `brands/<id>/content.plan.json`, written by `npm run brand:new`, says which brand's plan the
 * dataset starts from and how the new brand renames it. The generator (generate.ts) builds such a
 * brand from that file and the brand's own `brand.ts`, so a new brand needs no code anywhere.
 *
 * What a derived dataset is: the source brand's whole plan (lobby layouts, categories, banners,
 * footer, licences, static pages, terms versions, compliance lists, promotions, tournaments,
 * loyalty) built with the new brand's markets and theme (its artwork is drawn in the new colours),
 * then renamed:
 * - the source's name (`Aurora Casino`) and its short name (`Aurora`, with a capital, inflected
 *   too: Finnish "Auroraan" becomes "Harbouraan", which names the right brand if not in perfect
 *   Finnish) become the new ones in every text; lower-case words stay (Spanish "aurora boreal" is
 *   the northern lights, not the brand);
 * - the source's hostname and support address become the new brand's;
 * - campaign ids `<source site id>-<slug>` (the sandbox's demo campaigns) get the new site id, so
 *   the welcome offer still names the campaign the back office grants;
 * - the brand document is the new brand's.
 * Ids, slugs and asset references are never rewritten: editors' links keep working.
 *
 * Decision: the copy stays the source brand's voice (an operator's editors rewrite it in the
 * studio); the game selection and the source's own tables come along, as a white-label copy of a
 * sister brand does.
 */
import { z } from 'zod';
import type { BrandConfigInput } from '../../brands/src/schema.ts';
import type { BrandPlan } from './plan.ts';

/** The file beside `brand.ts` that makes a brand's content a derived dataset. */
export const CONTENT_PLAN_FILE = 'content.plan.json';

export const contentPlanSchema = z
  .object({
    /** The brand whose plan the dataset is built from (one with a plan in code, aurora.ts or kestrel.ts). */
    from: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/),
    /** When the brand was created: the documents' creation and export time, so builds repeat. */
    createdAt: z.iso.datetime(),
  })
  .strict();
export type ContentPlan = z.infer<typeof contentPlanSchema>;

/** Parses a content plan file's text, with a message naming the file and the field. */
export function parseContentPlan(text: string, file: string): ContentPlan {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`);
  }
  const parsed = contentPlanSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new Error(`${file} is invalid:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** The short name of a brand: its name's first word ("Aurora Casino" → "Aurora"). */
export const shortName = (name: string): string => name.split(/\s+/)[0] ?? name;

/**
 * The plan a derived brand is built with: the source's, with the new brand's markets (the rest
 * switched off), theme, name and support address. The build keeps the source's config id, so the
 * game selection and the source's own tables are the source's; `rebrand` renames the rest.
 */
export function derivedPlan(source: BrandPlan, config: BrandConfigInput, plan: ContentPlan): BrandPlan {
  // In the source plan's order, which the build checks brand.ts against.
  const markets = source.markets.map((m) => m.marketId).filter((id) => config.markets.includes(id));
  return {
    ...source,
    config: { ...source.config, markets, defaultLocale: config.defaultLocale, theme: config.theme },
    // The new brand's id and name: `{brand}` in copy, the artwork's seeds (its own pictures) and
    // the image paths (`/images/local/<id>/…`) are the new brand's.
    profile: {
      ...source.profile,
      id: config.id,
      name: config.name,
      email: supportEmail(config),
      createdFrom: new Date(Date.parse(plan.createdAt) - 86_400_000).toISOString(),
      exportedAt: plan.createdAt,
    },
    markets: source.markets.map((market) => ({ ...market, enabled: markets.includes(market.marketId) })),
    supportEmail: supportEmail(config),
  };
}

/** A brand's own domain: its first hostname without `www.`. */
export const primaryHostname = (config: Pick<BrandConfigInput, 'hostnames'>): string =>
  config.hostnames[0]!.replace(/^www\./, '');

export const supportEmail = (config: Pick<BrandConfigInput, 'hostnames'>): string =>
  `support@${primaryHostname(config)}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Renames a source brand's documents to the new brand's (module header). */
export function rebrand<T>(
  documents: T[],
  source: { id: string; name: string; siteId: number; hostname: string; email: string },
  target: { id: string; name: string; siteId: number; hostname: string; email: string },
): T[] {
  const replacements: [RegExp, string][] = [
    [new RegExp(escapeRegExp(source.email), 'g'), target.email],
    [new RegExp(escapeRegExp(source.hostname), 'g'), target.hostname],
    [new RegExp(escapeRegExp(source.name), 'g'), target.name],
    [new RegExp(`\\b${escapeRegExp(shortName(source.name))}`, 'g'), shortName(target.name)],
  ];
  const text = (value: string) =>
    replacements.reduce((out, [pattern, to]) => out.replace(pattern, to), value);
  const brandDocId = `brand-${source.id}`;
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') {
      if (key === '_id' || key === '_ref') return value === brandDocId ? `brand-${target.id}` : value;
      if (key === 'brandId' && value === source.id) return target.id;
      if (key === 'campaignId') return value.replace(new RegExp(`^${source.siteId}-`), `${target.siteId}-`);
      // Ids, slugs, types, asset references and image URLs stay as they are.
      if (key.startsWith('_') || key === 'current' || key === 'assetId' || key === 'path') return value;
      return text(value);
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    return value;
  };
  return documents.map((doc) => walk(doc, '') as T);
}
