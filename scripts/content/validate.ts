/**
 * Validates the brands' local datasets (`npm run content:validate [-- <brandId> …]`) the way
 * Sanity would see them after `sanity dataset import`:
 * - the files: one NDJSON file per document type, named `<type>.ndjson`, one document per line,
 *   sorted by `_id`, each with its system fields, ids without dots or draft prefixes;
 * - every document against the schemas (schemas/index.ts) with `@sanity/validation`, custom rules
 *   included: rules that query the dataset (unique slugs and ids, terms versions) run against a
 *   local Content Lake answering GROQ from the same dataset (schemas/testing/localContentLake.ts);
 * - every reference: it resolves, to a document of a type the field allows (image assets too);
 * - every image asset: its id, file name, hash, size and dimensions agree with the file in
 *   `brands/<id>/assets/`, and no file there lacks its asset document (but LICENSES.md, the
 *   licences of what the artwork is drawn from).
 *
 * For speed (the dataset test must stay well under 30 s on two cores): the Content Lake runs in a
 * worker thread (lakeWorker.ts), so its GROQ scans overlap with the schema validation here; a query
 * that can only match one document type is answered by a lake holding that type's documents (the
 * same answer for a fraction of the scanning); brands are validated side by side. Asset documents
 * (`sanity.imageAsset`) are Sanity's own type, not one of schemas/; they get exact checks against
 * their files instead of the schema validator.
 *
 * `validateDocument` runs in Sanity's CLI environment, where a rule on an object value (a localised
 * field, a tile, a target audience) and an unknown field are reported as warnings; the studio blocks
 * publishing on the same rules (schemas/validation.test.ts "levels"), and the schemas declare no
 * warning-level rules of their own, so every warning counts as a problem here.
 *
 * The checks are in validation/: files.ts (files and document shape), assets.ts, schema.ts
 * (references and schema rules) and lake.ts (the Content Lake worker).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkAssets } from './validation/assets.ts';
import { checkDocumentShape, readDataset } from './validation/files.ts';
import { startLakeWorker } from './validation/lake.ts';
import { formatProblem, type DatasetDocument, type DatasetProblem } from './validation/problems.ts';
import { checkReferences, checkSchema } from './validation/schema.ts';

export { formatProblem, type DatasetDocument, type DatasetProblem };

export interface ValidateOptions {
  /** The folder holding `<brandId>/content` and `<brandId>/assets`; the repository's brands/ by default. */
  brandsDir?: string;
  /** Documents added to the dataset as if they were in its files (for tests). */
  extraDocuments?: readonly DatasetDocument[];
  /** Runs the per-document checks (schema, references) only on these documents; file checks always run. */
  only?: (document: DatasetDocument) => boolean;
}

export const BRANDS_DIR = fileURLToPath(new URL('../../brands/', import.meta.url));

/** Every problem of a brand's dataset, in file order; an empty list means the dataset is valid. */
export async function validateBrandDataset(
  brand: string,
  options: ValidateOptions = {},
): Promise<DatasetProblem[]> {
  const root = join(options.brandsDir ?? BRANDS_DIR, brand);
  const problems: DatasetProblem[] = [];
  const documents = [
    ...(await readDataset(brand, join(root, 'content'), problems)),
    ...(options.extraDocuments ?? []),
  ];
  const byId = new Map<string, DatasetDocument>();
  for (const document of documents) {
    if (byId.has(document._id)) {
      problems.push({ brand, documentId: document._id, path: '_id', message: 'This _id is used twice' });
    }
    byId.set(document._id, document);
  }
  await checkAssets(brand, documents, join(root, 'assets'), problems);
  const checked = options.only ? documents.filter(options.only) : documents;
  for (const document of checked) {
    checkDocumentShape(brand, document, problems);
    checkReferences(brand, document, byId, problems);
  }
  const lake = await startLakeWorker(documents);
  try {
    const content = checked.filter((document) => !document._type.startsWith('sanity.'));
    await checkSchema(brand, content, lake.client, new Set(byId.keys()), problems);
  } finally {
    await lake.close();
  }
  return problems;
}

/** The problems of several brands' datasets (every brand with a content folder by default). */
export async function validateBrands(brands?: readonly string[], options: ValidateOptions = {}) {
  const brandsDir = options.brandsDir ?? BRANDS_DIR;
  const ids =
    brands ??
    (await readdir(brandsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  const withDatasets: string[] = [];
  for (const brand of ids) {
    const entries = await readdir(join(brandsDir, brand)).catch(() => [] as string[]);
    if (entries.includes('content')) withDatasets.push(brand);
    else if (brands) throw new Error(`No dataset at ${join(brandsDir, brand, 'content')}`);
  }
  const results = await Promise.all(
    withDatasets.map((brand) => validateBrandDataset(brand, { ...options, brandsDir })),
  );
  return results.flat();
}

async function main(brands: string[]): Promise<void> {
  const started = performance.now();
  const problems = await validateBrands(brands.length > 0 ? brands : undefined);
  for (const problem of problems) console.error(formatProblem(problem));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} (${seconds} s)`);
    process.exitCode = 1;
  } else {
    console.log(`Datasets valid (${seconds} s)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
