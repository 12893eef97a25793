/**
 * Generates the brands' local datasets (`npm run content:generate`): for each brand, one NDJSON
 * file per document type in `brands/<id>/content/` and the generated SVG artwork in
 * `brands/<id>/assets/`, named as Sanity names assets, with the licences of what the artwork is drawn
 * from (`assets/LICENSES.md`, licences.ts). Deterministic: the same plans give the same
 * bytes, so the committed files can be checked against a fresh run (generate.test.ts). Files that
 * are no longer generated (stale NDJSON types, replaced artwork) are removed.
 *
 * A brand made by `npm run brand:new` has no plan in code: its folder's `content.plan.json`
 * (derived.ts) names the brand its dataset is built from, and the generator rebuilds it from that
 * and its `brand.ts` like any other.
 *
 * Usage: npm run content:generate [-- <brandId> …]
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brandConfigSchema, type BrandConfigInput } from '../../brands/src/schema.ts';
import { auroraPlan } from './aurora.ts';
import { buildDataset } from './build.ts';
import { toNdjsonFiles, type SanityDocument } from './dataset.ts';
import {
  CONTENT_PLAN_FILE,
  derivedPlan,
  parseContentPlan,
  primaryHostname,
  rebrand,
  supportEmail,
  type ContentPlan,
} from './derived.ts';
import { kestrelPlan } from './kestrel.ts';
import { LICENSES_FILE, licencesMarkdown } from './licences.ts';
import type { BrandPlan } from './plan.ts';

export const BRAND_PLANS: Readonly<Record<string, BrandPlan>> = { aurora: auroraPlan, kestrel: kestrelPlan };

export const BRANDS_DIR = fileURLToPath(new URL('../../brands/', import.meta.url));

export interface GeneratedDataset {
  brandId: string;
  documents: SanityDocument[];
  /** NDJSON file name → content. */
  content: Map<string, string>;
  /** Asset file name → SVG, and LICENSES.md. */
  assets: Map<string, string>;
}

export function generateDataset(brandId: string): GeneratedDataset {
  const plan = BRAND_PLANS[brandId];
  if (!plan)
    throw new Error(`No dataset plan for brand "${brandId}" (known: ${Object.keys(BRAND_PLANS).join(', ')})`);
  return datasetOf(brandId, plan, (documents) => documents);
}

function datasetOf(
  brandId: string,
  plan: BrandPlan,
  rename: (documents: SanityDocument[]) => SanityDocument[],
): GeneratedDataset {
  const dataset = buildDataset(plan);
  const documents = rename(dataset.export());
  return {
    brandId,
    documents,
    content: toNdjsonFiles(documents),
    assets: new Map([
      ...dataset.artwork().map((art) => [art.fileName, art.svg] as const),
      [LICENSES_FILE, licencesMarkdown(plan.profile.name, dataset.artwork())] as const,
    ]),
  };
}

/** The dataset of a brand whose content plan is data (derived.ts): built from its source's plan. */
export function generateDerivedDataset(config: BrandConfigInput, contentPlan: ContentPlan): GeneratedDataset {
  const source = BRAND_PLANS[contentPlan.from];
  if (!source) {
    throw new Error(
      `${config.id}: ${CONTENT_PLAN_FILE} builds from "${contentPlan.from}", which has no plan (known: ${Object.keys(BRAND_PLANS).join(', ')})`,
    );
  }
  const who = (brand: BrandConfigInput, email: string) => ({
    id: brand.id,
    name: brand.name,
    siteId: brand.siteId,
    hostname: primaryHostname(brand),
    email,
  });
  return datasetOf(config.id, derivedPlan(source, config, contentPlan), (documents) =>
    rebrand(documents, who(source.config, source.supportEmail), who(config, supportEmail(config))),
  );
}

/** The brand folders under `brandsDir` whose content plan is data, with their config. */
export async function derivedBrands(
  brandsDir = BRANDS_DIR,
): Promise<{ config: BrandConfigInput; contentPlan: ContentPlan }[]> {
  const found = [];
  for (const entry of await readdir(brandsDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const file = join(brandsDir, entry.name, CONTENT_PLAN_FILE);
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const contentPlan = parseContentPlan(text, file);
    const mod = (await import(pathToFileURL(join(brandsDir, entry.name, 'brand.ts')).href)) as {
      default?: unknown;
    };
    found.push({ config: brandConfigSchema.parse(mod.default) as BrandConfigInput, contentPlan });
  }
  return found;
}

async function syncFolder(
  dir: string,
  files: ReadonlyMap<string, string>,
  owns: (name: string) => boolean,
): Promise<{ written: number; removed: number }> {
  await mkdir(dir, { recursive: true });
  let written = 0;
  let removed = 0;
  for (const [name, text] of files) {
    const path = join(dir, name);
    const current = await readFile(path, 'utf8').catch(() => undefined);
    if (current === text) continue;
    await writeFile(path, text);
    written += 1;
  }
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile() && owns(entry.name) && !files.has(entry.name)) {
      await rm(join(dir, entry.name));
      removed += 1;
    }
  }
  return { written, removed };
}

/** Writes a brand's dataset under `<brandsDir>/<brandId>/{content,assets}`, only what changed. */
export async function writeDataset(generated: GeneratedDataset, brandsDir = BRANDS_DIR) {
  const root = join(brandsDir, generated.brandId);
  const content = await syncFolder(join(root, 'content'), generated.content, (name) =>
    name.endsWith('.ndjson'),
  );
  const assets = await syncFolder(join(root, 'assets'), generated.assets, (name) => !name.startsWith('.'));
  return { content, assets };
}

async function main(brandIds: string[]): Promise<void> {
  // The brands folder the stack reads (`BRANDS_DIR`, as the site and the sandbox), else brands/.
  const brandsDir = process.env['BRANDS_DIR'] ?? BRANDS_DIR;
  const derived = await derivedBrands(brandsDir);
  const all = [...Object.keys(BRAND_PLANS), ...derived.map((d) => d.config.id)];
  for (const brandId of brandIds.length > 0 ? brandIds : all) {
    const started = performance.now();
    const recipe = derived.find((d) => d.config.id === brandId);
    const generated = recipe
      ? generateDerivedDataset(recipe.config, recipe.contentPlan)
      : generateDataset(brandId);
    const { content, assets } = await writeDataset(generated, brandsDir);
    const bytes = [...generated.content.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    console.log(
      `${brandId}: ${generated.documents.length} documents in ${generated.content.size} files (${(bytes / 1024).toFixed(0)} KiB), ` +
        `${generated.assets.size - 1} assets; ${content.written + assets.written} files written, ` +
        `${content.removed + assets.removed} removed, ${Math.round(performance.now() - started)} ms`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
