/**
 * `npm run brand:new -- <id> [--from <brand>] [--name …] [--markets …] [--colours …]
 * [--hostnames …] [--site-id …]`: a complete new brand, written only inside `brands/<id>/` (issue 30
 * "Brand launch"):
 * - `brand.ts`: the source brand's configuration with the new id, name, hostnames, site id,
 *   markets, default locale and colours, validated by the same schema start-up uses; the sign-up
 *   and login variant is the default (`standard`: spec 1 §1 gives the two first brands their own);
 * - `assets/fonts/`: the source's typefaces and their licence; `assets/identity/`: a wordmark and
 *   hero art drawn from the name and colours (identityArt.ts);
 * - `content.plan.json` and `content/`: the dataset in the brand's languages, built from the
 *   source's plan and renamed (scripts/content/derived.ts); `assets/`: its artwork.
 * Everything else follows from the folder with no code change: the site answers on
 * `<id>.localhost` and the hostnames, the sandbox seeds a site for the site id with the demo players
 * and campaigns, the studio gets a workspace (studio/sanity.config.ts globs the folders).
 *
 * Refusals (nothing written): an id that is taken or malformed, a source with no content plan, an
 * unknown market, a colour that is not #rrggbb or fails the contrast accessibility needs, a taken
 * hostname or site id. The brand is assembled in a hidden folder beside the others and moved into
 * place only once it validates, so a failure leaves the brands folder as it was.
 *
 * The brands folder is `--brands-dir`, else `BRANDS_DIR` (as the site and the sandbox read it),
 * else the repository's `brands/`.
 */
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { BRANDS_ROOT, loadBrands, validateBrand, type Brand } from '../../brands/src/load.ts';
import { themeTokensSchema, type BrandConfigInput } from '../../brands/src/schema.ts';
import { CONTENT_PLAN_FILE, type ContentPlan } from '../content/derived.ts';
import { BRAND_PLANS, generateDerivedDataset, writeDataset } from '../content/generate.ts';
import { heroSvg, wordmarkSvg } from './identityArt.ts';

const COLOUR_KEYS = [
  'background',
  'surface',
  'text',
  'textMuted',
  'primary',
  'onPrimary',
  'accent',
  'border',
] as const;
type ColourKey = (typeof COLOUR_KEYS)[number];

export class BrandNewError extends Error {
  override name = 'BrandNewError';
}

export interface NewBrandOptions {
  id: string;
  from: string;
  name?: string;
  markets?: string[];
  colours?: Partial<Record<ColourKey, string>>;
  hostnames?: string[];
  siteId?: number;
}

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const argsSchema = z.object({
  id: z
    .string({ message: 'give the new brand an id: npm run brand:new -- <id>' })
    .regex(/^[a-z][a-z0-9-]{1,30}$/, {
      message: 'the id must be 2 to 31 lower-case letters, digits and dashes, starting with a letter',
    }),
  from: z.string().default('aurora'),
  name: z
    .string()
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} &'.-]{1,39}$/u, {
      message: "--name must be 2 to 40 letters, digits, spaces and & ' . -",
    })
    .optional(),
  markets: z
    .string()
    .transform(list)
    .pipe(
      z
        .array(
          z.string().regex(/^[A-Z]{2}$/, { message: '--markets takes two-letter market ids, e.g. UN,FI' }),
        )
        .min(1),
    )
    .optional(),
  colours: z
    .string()
    .transform((value, ctx) => {
      const colours: Partial<Record<ColourKey, string>> = {};
      for (const part of list(value)) {
        const [key, colour] = part.split('=').map((s) => s.trim());
        if (!key || !(COLOUR_KEYS as readonly string[]).includes(key) || !colour) {
          ctx.addIssue({
            code: 'custom',
            message: `--colours takes key=#rrggbb pairs with keys ${COLOUR_KEYS.join(', ')} (got "${part}")`,
          });
          return z.NEVER;
        }
        if (!/^#[0-9a-f]{6}$/i.test(colour)) {
          ctx.addIssue({
            code: 'custom',
            message: `--colours ${key}: "${colour}" is not a colour written as #rrggbb`,
          });
          return z.NEVER;
        }
        colours[key as ColourKey] = colour.toLowerCase();
      }
      return colours;
    })
    .optional(),
  hostnames: z.string().transform(list).optional(),
  siteId: z.coerce
    .number()
    .int()
    .positive({ message: '--site-id must be a positive whole number' })
    .optional(),
  brandsDir: z.string().optional(),
});

/** Reads the command line (`<id> --from aurora --name "…" …`) into options, or a message. */
export function parseArgs(argv: readonly string[]): NewBrandOptions & { brandsDir?: string } {
  const raw: Record<string, string> = {};
  const flags: Record<string, string> = {
    '--from': 'from',
    '--name': 'name',
    '--markets': 'markets',
    '--colours': 'colours',
    '--colors': 'colours',
    '--hostnames': 'hostnames',
    '--site-id': 'siteId',
    '--brands-dir': 'brandsDir',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const key = flags[flag!];
    if (key) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new BrandNewError(`${flag} needs a value`);
      raw[key] = value;
    } else if (arg.startsWith('--')) {
      throw new BrandNewError(`unknown option ${arg} (options: ${Object.keys(flags).join(', ')})`);
    } else if (raw['id'] === undefined) {
      raw['id'] = arg;
    } else {
      throw new BrandNewError(`one brand at a time: "${arg}" is a second id`);
    }
  }
  const parsed = argsSchema.safeParse(raw);
  if (!parsed.success) throw new BrandNewError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const { colours, ...rest } = parsed.data;
  return { ...rest, ...(colours ? { colours } : {}) } as NewBrandOptions & { brandsDir?: string };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** A name from an id: `harbour-bet` → "Harbour Bet". */
const nameFromId = (id: string) =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Formats generated files as the repository's prettier does, so a committed brand passes format-check. */
async function formatted(text: string, file: string): Promise<string> {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(text, { ...options, filepath: file });
  } catch {
    return text;
  }
}

export interface CreatedBrand {
  dir: string;
  config: BrandConfigInput;
  documents: number;
  assets: number;
  ms: number;
}

/** Creates the brand (module header); throws `BrandNewError` with the reason, writing nothing. */
export async function createBrand(
  options: NewBrandOptions,
  { brandsDir = BRANDS_ROOT, now = new Date() }: { brandsDir?: string; now?: Date } = {},
): Promise<CreatedBrand> {
  const started = performance.now();
  const { id, from } = options;
  const target = path.join(brandsDir, id);
  if (await exists(target)) throw new BrandNewError(`the id "${id}" is taken: ${target} exists`);
  const brands = await loadBrands(brandsDir);
  const plan = BRAND_PLANS[from];
  const source = brands.find((brand) => brand.id === from);
  if (!plan || !source) {
    const known = brands.filter((brand) => BRAND_PLANS[brand.id]).map((brand) => brand.id);
    throw new BrandNewError(
      `--from "${from}" is not a brand with a content plan (choose one of: ${known.join(', ')})`,
    );
  }
  const sourceConfig = (
    (await import(pathToFileURL(path.join(source.dir, 'brand.ts')).href)) as { default: BrandConfigInput }
  ).default;

  const planMarkets = plan.markets.map((market) => market.marketId);
  const wanted = options.markets ?? [...sourceConfig.markets];
  const unknown = wanted.filter((market) => !planMarkets.includes(market));
  if (unknown.length) {
    throw new BrandNewError(
      `unknown market${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}: ${from}'s content covers ${planMarkets.join(', ')}`,
    );
  }
  const markets = planMarkets.filter((market) => wanted.includes(market));
  const hostnames = options.hostnames ?? [`${id}.example.com`];
  const siteId = options.siteId ?? Math.max(...brands.map((brand) => brand.siteId)) + 1;
  refuseTaken(brands, { siteId, hostnames });

  const name = options.name ?? nameFromId(id);
  const colours = options.colours ?? {};
  const theme = { ...sourceConfig.theme, colors: { ...sourceConfig.theme.colors, ...colours } };
  const themeCheck = themeTokensSchema.safeParse(theme);
  if (!themeCheck.success) {
    throw new BrandNewError(
      themeCheck.error.issues
        .map((issue) => `--colours ${issue.path.at(-1) as string}: ${issue.message}`)
        .join('\n'),
    );
  }
  const defaultMarket = plan.markets.find((market) => market.marketId === markets[0])!;
  const sourceMarket = sourceConfig.defaultLocale.split('-')[1]!;
  const config: BrandConfigInput = {
    ...sourceConfig,
    id,
    name,
    hostnames,
    siteId,
    markets,
    defaultLocale: markets.includes(sourceMarket)
      ? sourceConfig.defaultLocale
      : `${defaultMarket.languages[0]}-${defaultMarket.marketId}`,
    signupVariant: 'standard',
    registrationHiddenCountries: Object.fromEntries(
      Object.entries(sourceConfig.registrationHiddenCountries ?? {}).filter(([market]) =>
        markets.includes(market),
      ),
    ),
    theme,
    identity: {
      ...sourceConfig.identity,
      logo: 'assets/identity/logo.svg',
      illustrations: { hero: 'assets/identity/hero.svg' },
    },
  };
  // The source's other colour scheme was drawn for its colours: new colours drop it.
  if (Object.keys(colours).length > 0) delete config.alternateTheme;

  // Assembled in a hidden folder beside the brands, moved into place once it validates.
  const staging = await mkdtemp(path.join(brandsDir, `.brand-new-${id}-`));
  try {
    const dir = path.join(staging, id);
    await mkdir(path.join(dir, 'assets', 'identity'), { recursive: true });
    await cp(path.join(source.dir, 'assets', 'fonts'), path.join(dir, 'assets', 'fonts'), {
      recursive: true,
    });
    const art = {
      background: theme.colors.background,
      surface: theme.colors.surface,
      primary: theme.colors.primary,
      accent: theme.colors.accent,
    };
    await writeFile(path.join(dir, 'assets', 'identity', 'logo.svg'), wordmarkSvg(name, art));
    await writeFile(path.join(dir, 'assets', 'identity', 'hero.svg'), heroSvg(id, name, art));
    await writeFile(
      path.join(dir, 'brand.ts'),
      await formatted(brandModule(config, from, now), path.join(target, 'brand.ts')),
    );
    const contentPlan: ContentPlan = { from, createdAt: now.toISOString().replace(/\.\d{3}Z$/, 'Z') };
    await writeFile(
      path.join(dir, CONTENT_PLAN_FILE),
      await formatted(JSON.stringify(contentPlan), path.join(target, CONTENT_PLAN_FILE)),
    );
    // The config and the files it names, by start-up's own check (staging is removed on refusal).
    try {
      validateBrand(config, `${id}/brand.ts`, dir);
    } catch (error) {
      throw new BrandNewError((error as Error).message);
    }
    const generated = generateDerivedDataset(config, contentPlan);
    await writeDataset(generated, staging);
    await rename(dir, target);
    // The whole set as start-up loads it (the written brand.ts imported), or nothing stays.
    await loadBrands(brandsDir).catch(async (error: unknown) => {
      await rm(target, { recursive: true, force: true });
      throw new BrandNewError(`the new brand does not load: ${(error as Error).message}`);
    });
    return {
      dir: target,
      config,
      documents: generated.documents.length,
      assets: generated.assets.size - 1,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A site id or hostname another brand has (a taken id is its existing folder, checked first). */
function refuseTaken(brands: readonly Brand[], wanted: { siteId: number; hostnames: string[] }) {
  for (const brand of brands) {
    if (brand.siteId === wanted.siteId) {
      throw new BrandNewError(`site id ${wanted.siteId} is taken by brand "${brand.id}"`);
    }
    const shared = wanted.hostnames.find((hostname) => brand.hostnames.includes(hostname));
    if (shared) throw new BrandNewError(`hostname ${shared} is taken by brand "${brand.id}"`);
  }
}

function brandModule(config: BrandConfigInput, from: string, now: Date): string {
  return `/**
 * ${config.name}: created by \`npm run brand:new\` on ${now.toISOString().slice(0, 10)} from "${from}". Start-up
 * validates this file (brands/src/schema.ts): change anything here. Its content is built from
 * ${CONTENT_PLAN_FILE} (\`npm run content:generate -- ${config.id}\`) and edited in the studio.
 */
import { defineBrand } from '../src/schema.ts';

export default defineBrand(${JSON.stringify(config, null, 2)});
`;
}

/** Files written for a brand, relative to its folder (for the command's summary). */
export async function filesIn(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) count += 1;
  return count;
}
