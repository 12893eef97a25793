/**
 * Generates the brands' local datasets (`npm run content:generate`): for each brand, one NDJSON
 * file per document type in `brands/<id>/content/` and the generated SVG artwork in
 * `brands/<id>/assets/`, named as Sanity names assets, with the licences of what the artwork is drawn
 * from (`assets/LICENSES.md`, licences.ts). Deterministic: the same plans give the same
 * bytes, so the committed files can be checked against a fresh run (generate.test.ts). Files that
 * are no longer generated (stale NDJSON types, replaced artwork) are removed.
 *
 * Usage: npm run content:generate [-- <brandId> …]
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auroraPlan } from './aurora.ts';
import { buildDataset } from './build.ts';
import { toNdjsonFiles, type SanityDocument } from './dataset.ts';
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
  const dataset = buildDataset(plan);
  const documents = dataset.export();
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
  for (const brandId of brandIds.length > 0 ? brandIds : Object.keys(BRAND_PLANS)) {
    const started = performance.now();
    const generated = generateDataset(brandId);
    const { content, assets } = await writeDataset(generated);
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
