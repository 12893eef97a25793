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
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { validateDocument } from '@sanity/validation';
import { schemaTypes } from '@casino/schemas';
import { parse, type ExprNode } from 'groq-js';
import { createSchema } from 'sanity';
import { LICENSES_FILE } from './licences.ts';

export interface DatasetProblem {
  brand: string;
  /** The document's `_id`, or the file (and line) when there is no document to name. */
  documentId: string;
  /** Where in the document, e.g. `gameGrids[a1b2].grid[c3d4].images`; empty for the whole document. */
  path: string;
  message: string;
}

export interface ValidateOptions {
  /** The folder holding `<brandId>/content` and `<brandId>/assets`; the repository's brands/ by default. */
  brandsDir?: string;
  /** Documents added to the dataset as if they were in its files (for tests). */
  extraDocuments?: readonly DatasetDocument[];
  /** Runs the per-document checks (schema, references) only on these documents; file checks always run. */
  only?: (document: DatasetDocument) => boolean;
}

export interface DatasetDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export const BRANDS_DIR = fileURLToPath(new URL('../../brands/', import.meta.url));

export function formatProblem(problem: DatasetProblem): string {
  return `${problem.brand} ${problem.documentId}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`;
}

const SYSTEM_FIELDS = ['_rev', '_createdAt', '_updatedAt'] as const;
const DOCUMENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const ASSET_ID = /^image-([0-9a-f]{40})-(\d+)x(\d+)-([a-z0-9]+)$/;
const VALIDATION_CONCURRENCY = 24;

type SchemaType = {
  name: string;
  jsonType?: string;
  type?: SchemaType;
  fields?: { name: string; type: SchemaType }[];
  of?: SchemaType[];
  to?: SchemaType[];
};

let compiledSchema: ReturnType<typeof createSchema> | undefined;
function schema() {
  compiledSchema ??= createSchema({ name: 'default', types: schemaTypes });
  return compiledSchema;
}

/** Sanity's marker path as text: fields joined with dots, array items by `[_key]` or `[index]`. */
export function pathToString(path: readonly unknown[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'string') out += out === '' ? segment : `.${segment}`;
    else if (typeof segment === 'number') out += `[${segment}]`;
    else if (segment && typeof segment === 'object' && '_key' in segment) {
      out += `[${String((segment as { _key: unknown })._key)}]`;
    }
  }
  return out;
}

function isReferenceType(type: SchemaType): boolean {
  for (let current: SchemaType | undefined = type; current; current = current.type) {
    if (current.name === 'reference') return true;
  }
  return false;
}

function memberFor(item: unknown, members: readonly SchemaType[]): SchemaType | undefined {
  if (item !== null && typeof item === 'object') {
    const itemType = (item as { _type?: unknown })._type;
    return (
      members.find((member) => member.name === itemType) ??
      (itemType === 'reference' ? members.find(isReferenceType) : undefined)
    );
  }
  return members.find((member) => member.jsonType === typeof item) ?? members[0];
}

/** Every reference in a value, with its path and the document types its schema field allows. */
function referencesOf(
  value: unknown,
  type: SchemaType | undefined,
  path: string,
  found: { path: string; ref: string; allowed?: string[] }[],
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const key = (item as { _key?: unknown } | null)?._key;
      referencesOf(
        item,
        type?.of ? memberFor(item, type.of) : undefined,
        `${path}[${typeof key === 'string' ? key : index}]`,
        found,
      );
    });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const ref = (value as { _ref?: unknown })._ref;
  if (typeof ref === 'string') {
    const allowed = type && isReferenceType(type) ? type.to?.map((target) => target.name) : undefined;
    found.push({ path, ref, allowed });
  }
  for (const [name, child] of Object.entries(value)) {
    if (name.startsWith('_')) continue;
    const field = type?.fields?.find((candidate) => candidate.name === name);
    referencesOf(child, field?.type, path ? `${path}.${name}` : name, found);
  }
}

function sha1Of(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/** Reads a brand's NDJSON files, reporting what is not a well-formed, well-placed document. */
async function readDataset(brand: string, contentDir: string, problems: DatasetProblem[]) {
  const documents: DatasetDocument[] = [];
  const files = (await readdir(contentDir)).filter((name) => name.endsWith('.ndjson')).sort();
  for (const file of files) {
    const text = await readFile(join(contentDir, file), 'utf8');
    if (!text.endsWith('\n')) {
      problems.push({ brand, documentId: file, path: '', message: 'The file must end with a newline' });
    }
    let previousId: string | undefined;
    text.split('\n').forEach((line, index) => {
      if (line === '') return;
      const where = `${file}:${index + 1}`;
      let document: DatasetDocument;
      try {
        document = JSON.parse(line) as DatasetDocument;
      } catch (error) {
        problems.push({
          brand,
          documentId: where,
          path: '',
          message: `Not valid JSON: ${(error as Error).message}`,
        });
        return;
      }
      if (typeof document._id !== 'string' || typeof document._type !== 'string') {
        problems.push({
          brand,
          documentId: where,
          path: '',
          message: 'A document needs a string _id and _type',
        });
        return;
      }
      if (file !== `${document._type}.ndjson`) {
        problems.push({
          brand,
          documentId: document._id,
          path: '_type',
          message: `A ${document._type} document belongs in ${document._type}.ndjson, not ${file}`,
        });
      }
      if (previousId !== undefined && !(previousId < document._id)) {
        problems.push({
          brand,
          documentId: document._id,
          path: '_id',
          message: `Documents must be sorted by _id without repeats (after "${previousId}" in ${file})`,
        });
      }
      previousId = document._id;
      documents.push(document);
    });
  }
  return documents;
}

function checkDocumentShape(brand: string, document: DatasetDocument, problems: DatasetProblem[]) {
  const problem = (path: string, message: string) =>
    problems.push({ brand, documentId: document._id, path, message });
  if (/^(drafts|versions)\./.test(document._id)) {
    problem('_id', 'Drafts and release versions do not belong in an exported dataset');
  } else if (!DOCUMENT_ID.test(document._id)) {
    problem('_id', 'Document ids must be letters, digits, dashes and underscores (no dots)');
  }
  for (const field of SYSTEM_FIELDS) {
    if (typeof document[field] !== 'string' || document[field] === '') problem(field, `Missing ${field}`);
  }
  for (const field of ['_createdAt', '_updatedAt'] as const) {
    const value = document[field];
    if (typeof value === 'string' && Number.isNaN(Date.parse(value)))
      problem(field, `${field} is not a date`);
  }
}

/** The asset documents against the asset files, and the files against the documents. */
async function checkAssets(
  brand: string,
  documents: readonly DatasetDocument[],
  assetsDir: string,
  problems: DatasetProblem[],
) {
  const files = new Set(
    await readdir(assetsDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    }),
  );
  const described = new Set<string>();
  for (const asset of documents.filter((document) => document._type === 'sanity.imageAsset')) {
    const problem = (path: string, message: string) =>
      problems.push({ brand, documentId: asset._id, path, message });
    const match = ASSET_ID.exec(asset._id);
    if (!match) {
      problem('_id', 'An image asset id must read image-<sha1>-<width>x<height>-<extension>');
      continue;
    }
    const [, sha1, width, height, extension] = match as unknown as [string, string, string, string, string];
    const fileName = `${sha1}-${width}x${height}.${extension}`;
    described.add(fileName);
    const expected: Record<string, unknown> = {
      assetId: sha1,
      sha1hash: sha1,
      extension,
      originalFilename: fileName,
      path: `images/local/${brand}/${fileName}`,
      url: `/images/local/${brand}/${fileName}`,
    };
    for (const [field, value] of Object.entries(expected)) {
      if (asset[field] !== value) problem(field, `Must be "${String(value)}" to match the asset id`);
    }
    const dimensions = (
      asset['metadata'] as { dimensions?: { width?: unknown; height?: unknown } } | undefined
    )?.dimensions;
    if (dimensions?.width !== Number(width) || dimensions.height !== Number(height)) {
      problem('metadata.dimensions', `Must be ${width}×${height} to match the asset id`);
    }
    if (!files.has(fileName)) {
      problem('', `The asset file ${fileName} is missing from brands/${brand}/assets`);
      continue;
    }
    const bytes = await readFile(join(assetsDir, fileName));
    if (sha1Of(bytes) !== sha1) problem('sha1hash', `The file ${fileName} does not have this SHA-1`);
    if (asset['size'] !== bytes.length) problem('size', `The file ${fileName} is ${bytes.length} bytes`);
    if (extension === 'svg') {
      const root = /^<svg\b[^>]*>/.exec(bytes.toString('utf8'))?.[0] ?? '';
      if (!root.includes(`width="${width}"`) || !root.includes(`height="${height}"`)) {
        problem('', `The SVG ${fileName} is not ${width}×${height}`);
      }
    }
  }
  for (const file of files) {
    // LICENSES.md records the licences of what the artwork is drawn from; it is not an image.
    if (file.startsWith('.') || file === LICENSES_FILE || described.has(file)) continue;
    problems.push({
      brand,
      documentId: `assets/${file}`,
      path: '',
      message: 'No sanity.imageAsset document describes this file (stale or misnamed asset)',
    });
  }
}

function checkReferences(
  brand: string,
  document: DatasetDocument,
  byId: ReadonlyMap<string, DatasetDocument>,
  problems: DatasetProblem[],
) {
  const found: { path: string; ref: string; allowed?: string[] }[] = [];
  referencesOf(document, schema().get(document._type) as SchemaType | undefined, '', found);
  for (const { path, ref, allowed } of found) {
    const target = byId.get(ref);
    if (!target) {
      problems.push({
        brand,
        documentId: document._id,
        path,
        message: `Reference to a missing document "${ref}"`,
      });
    } else if (allowed && !allowed.includes(target._type)) {
      problems.push({
        brand,
        documentId: document._id,
        path,
        message: `Reference to "${ref}", a ${target._type}; this field takes ${allowed.join(' or ')}`,
      });
    }
  }
}

/**
 * The one document type a GROQ query can match, when every scan of the dataset (`*[…]`) has a
 * filter requiring `_type == <that type>` as one of its top-level `&&` terms and nothing follows a
 * reference (`->`) to another document. Such a query answers the same over the documents of that
 * type alone. Undefined otherwise.
 */
export function queryType(query: string, params: Record<string, unknown> = {}): string | undefined {
  let type: string | undefined;
  let narrow = true;
  const requiredType = (expr: ExprNode): string | undefined => {
    if (expr.type === 'And') return requiredType(expr.left) ?? requiredType(expr.right);
    if (expr.type === 'Group') return requiredType(expr.base);
    if (expr.type !== 'OpCall' || expr.op !== '==') return undefined;
    if (expr.left.type !== 'AccessAttribute' || expr.left.base || expr.left.name !== '_type')
      return undefined;
    const value =
      expr.right.type === 'Value'
        ? expr.right.value
        : expr.right.type === 'Parameter'
          ? params[expr.right.name]
          : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const visit = (node: unknown): void => {
    if (!narrow || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const expr = node as ExprNode;
    if (expr.type === 'Deref' || expr.type === 'Everything') {
      narrow = false;
      return;
    }
    if (expr.type === 'Filter' && expr.base.type === 'Everything') {
      const required = requiredType(expr.expr);
      if (required === undefined || (type !== undefined && type !== required)) {
        narrow = false;
        return;
      }
      type = required;
      return visit(expr.expr);
    }
    for (const [key, child] of Object.entries(expr)) if (key !== 'type') visit(child);
  };
  try {
    visit(parse(query, { params }));
  } catch {
    return undefined;
  }
  return narrow ? type : undefined;
}

/**
 * Local Content Lakes on a worker thread: one with the whole dataset, and per document type one
 * with only that type's documents. The client sends each query to the narrowest lake that answers
 * it exactly (`queryType`), so rules that check uniqueness within a type do not scan the assets
 * and every other type each time.
 */
async function startLakeWorker(documents: readonly DatasetDocument[]) {
  const worker = new Worker(new URL('./lakeWorker.ts', import.meta.url), { workerData: { documents } });
  const pending = new Map<
    string,
    { resolve: (config: ClientConfig) => void; reject: (error: Error) => void }
  >();
  worker.on('message', ({ id, config }: { id: string; config: ClientConfig }) =>
    pending.get(id)?.resolve(config),
  );
  worker.on('error', (error) => pending.forEach(({ reject }) => reject(error)));
  const lakes = new Map<string, Promise<SanityClient>>();
  const lake = (type?: string) => {
    const id = type ?? 'all';
    let client = lakes.get(id);
    if (!client) {
      client = new Promise<ClientConfig>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        if (type) worker.postMessage({ id, type });
      }).then((config) => createClient({ ...config, useProjectHostname: false, useCdn: false }));
      lakes.set(id, client);
    }
    return client;
  };
  const full = await lake();
  const route = (client: SanityClient): SanityClient =>
    new Proxy(client, {
      get(target, property, receiver) {
        if (property === 'withConfig') {
          return (config: Partial<ClientConfig>) => route(target.withConfig(config));
        }
        if (property === 'fetch') {
          return async (query: string, params?: Record<string, unknown>, options?: never) => {
            const type = queryType(query, params);
            const chosen = type
              ? (await lake(type)).withConfig({ apiVersion: target.config().apiVersion })
              : target;
            return chosen.fetch(query, params ?? {}, options as never);
          };
        }
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  return {
    client: route(full),
    close: async () => {
      worker.postMessage('close');
      await once(worker, 'exit');
    },
  };
}

async function checkSchema(
  brand: string,
  documents: readonly DatasetDocument[],
  client: SanityClient,
  ids: ReadonlySet<string>,
  problems: DatasetProblem[],
) {
  const getDocumentExists = async ({ id }: { id: string }) => ids.has(id);
  let next = 0;
  const worker = async () => {
    while (next < documents.length) {
      const document = documents[next++]!;
      const { markers } = await validateDocument({
        document: document as never,
        schema: schema(),
        client,
        getDocumentExists,
      });
      for (const marker of markers) {
        if (marker.level === 'info') continue;
        problems.push({
          brand,
          documentId: document._id,
          path: pathToString(marker.path),
          message: marker.message,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: VALIDATION_CONCURRENCY }, worker));
}

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
