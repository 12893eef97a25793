/**
 * Where content comes from: GROQ over a dataset. In production Sanity's Content Lake through
 * `@sanity/client`; embedded and in tests the brand's exported dataset (`brands/<id>/content/
 * *.ndjson`, any number of files, one document per line) evaluated with groq-js.
 *
 * The local source keeps the whole dataset in memory, indexed by id and by type, and caches each
 * query's result per dataset version. It checks the files' size and modification time at most once
 * per `checkIntervalMs` and reloads when any changed, so editing a dataset file shows up without a
 * restart. Loading is synchronous on purpose: a brand's dataset is small, changes rarely, and
 * `version()` must answer without waiting.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createClient } from '@sanity/client';
import { evaluate, parse, type ExprNode } from 'groq-js';
import { z } from 'zod';

export interface ContentSource {
  /** Runs a GROQ query. Results may be shared between callers: treat them as read-only. */
  fetch<T>(groq: string, params?: Record<string, unknown>): Promise<T>;
  /** Identifies the dataset's current content; changes whenever a query could answer differently. */
  version(): string;
  /**
   * True when `version()` changes with every change of content (the local source), so answers may be
   * kept per version without a time limit; Sanity's Content Lake has no cheap revision to offer.
   */
  readonly exactVersion?: boolean;
}

/** A dataset file holds something that is not a document; names the file and the 1-based line. */
export class ContentDatasetError extends Error {
  readonly file: string;
  readonly line: number;
  constructor(file: string, line: number, problem: string) {
    super(`${file}:${line}: ${problem}`);
    this.name = 'ContentDatasetError';
    this.file = file;
    this.line = line;
  }
}

export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

const documentLine = z.looseObject({
  _id: z.string().min(1, { message: 'must not be empty' }),
  _type: z.string().min(1, { message: 'must not be empty' }),
});

export interface LocalContentSourceOptions {
  /** How often at most to stat the dataset files for changes; 0 checks on every call. */
  checkIntervalMs?: number;
  /**
   * `published` (the default, as the site's anonymous Content Lake reads) leaves out drafts
   * (`drafts.*`) and release versions (`versions.*`); `drafts` (an editor's preview, as the Content
   * Lake's `drafts` perspective) shows each document's draft where it has one, under the published
   * id (`_originalId` keeps the draft's), and drafts never published, and leaves out versions;
   * `raw` keeps every document.
   */
  perspective?: LocalPerspective;
  /** Query results kept per dataset version (least recently used go first). */
  maxCachedQueries?: number;
}

export type LocalPerspective = 'published' | 'drafts' | 'raw';

interface Dataset {
  version: string;
  signature: string;
  documents: readonly SanityDocument[];
  byId: ReadonlyMap<string, SanityDocument>;
  byType: ReadonlyMap<string, readonly SanityDocument[]>;
  /** Each document's place in `documents`, so narrowed scans keep the dataset's order. */
  position: ReadonlyMap<string, number>;
}

export function createLocalContentSource(
  contentDir: string,
  options: LocalContentSourceOptions = {},
): ContentSource {
  const dir = resolve(contentDir);
  const checkIntervalMs = options.checkIntervalMs ?? 1000;
  const perspective = options.perspective ?? 'published';
  const maxCachedQueries = options.maxCachedQueries ?? 500;
  let dataset: Dataset | undefined;
  let checkedAt = -Infinity;
  const cache = new Map<string, Promise<unknown>>();

  function current(): Dataset {
    const now = performance.now();
    if (dataset && now - checkedAt < checkIntervalMs) return dataset;
    const files = datasetFiles(dir);
    const signature = files.map((file) => `${file.name}\0${file.size}\0${file.mtimeMs}`).join('\n');
    if (!dataset || dataset.signature !== signature) {
      dataset = loadDataset(files, signature, perspective);
      cache.clear();
    }
    checkedAt = now;
    return dataset;
  }

  return {
    exactVersion: true,
    version: () => current().version,
    fetch<T>(groq: string, params: Record<string, unknown> = {}): Promise<T> {
      let data: Dataset;
      try {
        data = current();
      } catch (error) {
        return Promise.reject(error as Error);
      }
      const key = `${groq}\0${stableJson(params)}`;
      let result = cache.get(key);
      if (result) {
        cache.delete(key); // re-inserted below as the most recently used
      } else {
        result = runQuery(data, groq, params);
        result.catch(() => cache.delete(key));
      }
      cache.set(key, result);
      if (cache.size > maxCachedQueries) cache.delete(cache.keys().next().value as string);
      return result as Promise<T>;
    },
  };
}

interface DatasetFile {
  name: string;
  path: string;
  size: number;
  mtimeMs: number;
}

function datasetFiles(dir: string): DatasetFile[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.ndjson'));
  } catch (error) {
    throw new Error(`Content dataset folder ${dir} cannot be read: ${(error as Error).message}`);
  }
  return names.sort().map((name) => {
    const path = join(dir, name);
    const { size, mtimeMs } = statSync(path);
    return { name, path, size, mtimeMs };
  });
}

function loadDataset(files: DatasetFile[], signature: string, perspective: LocalPerspective): Dataset {
  const hash = createHash('sha256');
  const documents: SanityDocument[] = [];
  const byId = new Map<string, SanityDocument>();
  const position = new Map<string, number>();
  const byType = new Map<string, SanityDocument[]>();
  const seenAt = new Map<string, string>();
  const read: SanityDocument[] = [];
  for (const file of files) {
    const text = readFileSync(file.path, 'utf8');
    hash.update(`${file.name}\0${text}\0`);
    const lines = text.split('\n');
    for (const [index, line] of lines.entries()) {
      if (line.trim() === '') continue;
      const where = `${file.path}:${index + 1}`;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        throw new ContentDatasetError(file.path, index + 1, `not valid JSON (${(error as Error).message})`);
      }
      const parsed = documentLine.safeParse(value);
      if (!parsed.success) {
        const problems = parsed.error.issues.map(
          (issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'line'} ${issue.message}`,
        );
        throw new ContentDatasetError(file.path, index + 1, `not a document: ${problems.join('; ')}`);
      }
      const document = deepFreeze(parsed.data as SanityDocument);
      const first = seenAt.get(document._id);
      if (first) {
        throw new ContentDatasetError(
          file.path,
          index + 1,
          `duplicate _id "${document._id}" (first at ${first})`,
        );
      }
      seenAt.set(document._id, where);
      if (perspective === 'published' && /^(drafts|versions)\./.test(document._id)) continue;
      read.push(document);
    }
  }
  // The drafts perspective shows drafts in place of their published documents (withDrafts).
  for (const document of perspective === 'drafts' ? withDrafts(read) : read) {
    position.set(document._id, documents.length);
    documents.push(document);
    byId.set(document._id, document);
    const ofType = byType.get(document._type);
    if (ofType) ofType.push(document);
    else byType.set(document._type, [document]);
  }
  return { version: hash.digest('hex').slice(0, 16), signature, documents, byId, byType, position };
}

/**
 * The `drafts` perspective: each published document replaced by its draft where one exists (under
 * the published id, `_originalId` the draft's), drafts never published added, versions left out.
 */
function withDrafts(all: readonly SanityDocument[]): SanityDocument[] {
  const drafts = new Map(
    all
      .filter((document) => document._id.startsWith('drafts.'))
      .map((d) => [d._id.slice('drafts.'.length), d]),
  );
  const shown: SanityDocument[] = [];
  const published = new Set<string>();
  for (const document of all) {
    if (/^(drafts|versions)\./.test(document._id)) continue;
    published.add(document._id);
    const draft = drafts.get(document._id);
    shown.push(draft ? deepFreeze({ ...draft, _id: document._id, _originalId: draft._id }) : document);
  }
  for (const [id, draft] of drafts) {
    if (!published.has(id)) shown.push(deepFreeze({ ...draft, _id: id, _originalId: draft._id }));
  }
  return shown;
}

async function runQuery(dataset: Dataset, groq: string, params: Record<string, unknown>): Promise<unknown> {
  const tree = narrowScans(parse(groq, { params }), dataset, params);
  const value = await evaluate(tree, {
    dataset: dataset.documents,
    params,
    dereference: ({ _ref }) => dataset.byId.get(_ref) ?? null,
  });
  return deepFreeze(await value.get());
}

/**
 * groq-js answers `*[…]` by scanning every document. Where a filter on the whole dataset requires
 * `_id == x`, `_id in [...]` or `_type == x` (as one of its top-level `&&` terms), the scan is
 * narrowed to the documents the index holds for that id or type. The filter itself stays, so the
 * answer is the same.
 */
export function narrowScans(
  node: ExprNode,
  dataset: Pick<Dataset, 'byId' | 'byType' | 'position'>,
  params: Record<string, unknown>,
): ExprNode {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    if ((value as ExprNode).type === 'Value') return value; // a literal: nothing to walk
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) copy[key] = walk(child);
    const candidate = copy as unknown as ExprNode;
    if (candidate.type === 'Filter' && candidate.base.type === 'Everything') {
      const subset = indexedSubset(candidate.expr, dataset, params);
      if (subset) return { ...candidate, base: { type: 'Value', value: subset } };
    }
    return candidate;
  };
  return walk(node) as ExprNode;
}

function indexedSubset(
  expr: ExprNode,
  dataset: Pick<Dataset, 'byId' | 'byType' | 'position'>,
  params: Record<string, unknown>,
): readonly SanityDocument[] | undefined {
  const terms: ExprNode[] = [];
  const collect = (node: ExprNode): void => {
    if (node.type === 'And') {
      collect(node.left);
      collect(node.right);
    } else if (node.type === 'Group') {
      collect(node.base);
    } else {
      terms.push(node);
    }
  };
  collect(expr);
  const literal = (node: ExprNode): unknown =>
    node.type === 'Value' ? node.value : node.type === 'Parameter' ? params[node.name] : undefined;
  const attribute = (node: ExprNode): string | undefined =>
    node.type === 'AccessAttribute' && !node.base ? node.name : undefined;

  let byType: readonly SanityDocument[] | undefined;
  for (const term of terms) {
    if (term.type !== 'OpCall') continue;
    const field = attribute(term.left);
    const value = literal(term.right);
    if (field === '_id' && term.op === '==' && typeof value === 'string') {
      const document = dataset.byId.get(value);
      return document ? [document] : [];
    }
    if (
      field === '_id' &&
      term.op === 'in' &&
      Array.isArray(value) &&
      value.every((id) => typeof id === 'string')
    ) {
      const wanted = new Set(value as string[]);
      return [...wanted]
        .flatMap((id) => dataset.byId.get(id) ?? [])
        .sort((a, b) => (dataset.position.get(a._id) ?? 0) - (dataset.position.get(b._id) ?? 0));
    }
    if (field === '_type' && term.op === '==' && typeof value === 'string') {
      byType ??= dataset.byType.get(value) ?? [];
    }
  }
  return byType;
}

/** Freezes a value and everything in it (shared cached answers must not change). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** JSON with object keys sorted, so equal values give equal strings (cache keys). */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, child: unknown) =>
    child !== null && typeof child === 'object' && !Array.isArray(child)
      ? Object.fromEntries(Object.entries(child).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : child,
  );
}

/** The Content Lake API version queries are written against (a date; Sanity keeps each one stable). */
export const SANITY_API_VERSION = '2025-02-19';

export interface SanityContentSourceOptions {
  projectId: string;
  dataset: string;
  /** Defaults to SANITY_API_VERSION. */
  apiVersion?: string;
  /** A read token; with it, `perspective` may be `drafts` for previews. */
  token?: string;
  useCdn: boolean;
  perspective?: 'published' | 'drafts' | 'raw';
  /** For tests and proxies: e.g. a local endpoint, with `useProjectHostname` off. */
  apiHost?: string;
  useProjectHostname?: boolean;
}

/**
 * Sanity's Content Lake. Its version is the configuration: the Content Lake has no cheap dataset
 * revision, so callers that cache must bound how long (the CDN already caches).
 */
export function createSanityContentSource(options: SanityContentSourceOptions): ContentSource {
  const apiVersion = options.apiVersion ?? SANITY_API_VERSION;
  const client = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion,
    useCdn: options.useCdn,
    perspective: options.perspective ?? 'published',
    ...(options.token ? { token: options.token } : {}),
    ...(options.apiHost ? { apiHost: options.apiHost } : {}),
    ...(options.useProjectHostname !== undefined ? { useProjectHostname: options.useProjectHostname } : {}),
  });
  const version = `sanity:${options.projectId}/${options.dataset}@${apiVersion}/${options.perspective ?? 'published'}`;
  return {
    version: () => version,
    fetch: <T>(groq: string, params: Record<string, unknown> = {}) => client.fetch<T>(groq, params),
  };
}

/**
 * Checks a draft-preview link the studio opened (`sanity-preview-secret`, made in the dataset by
 * the editor's session: studio/previewAction.ts) against the dataset with the site's read token,
 * as Sanity's Presentation tool's links are checked. Answers whether it is valid and the path to
 * show.
 */
export async function validateSanityPreview(
  options: Pick<SanityContentSourceOptions, 'projectId' | 'dataset' | 'apiHost' | 'useProjectHostname'> & {
    token: string;
  },
  previewUrl: string,
): Promise<{ valid: boolean; redirectTo: string | undefined }> {
  const { validatePreviewUrl } = await import('@sanity/preview-url-secret');
  const client = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    token: options.token,
    ...(options.apiHost ? { apiHost: options.apiHost } : {}),
    ...(options.useProjectHostname !== undefined ? { useProjectHostname: options.useProjectHostname } : {}),
  });
  const result = await validatePreviewUrl(client, previewUrl);
  return { valid: result.isValid, redirectTo: result.redirectTo };
}
