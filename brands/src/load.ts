/**
 * Finds, validates and indexes the brands in `brands/<id>/brand.ts`. Adding a folder adds a brand.
 * Runs at start-up of the site and the sandbox (Node, which imports the `.ts` files directly).
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { readdir, access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseLocale, type Locale } from '@casino/domain';
import { brandConfigSchemaWithFiles, type BrandConfig, type BrandFileReader } from './schema.ts';

export const BRANDS_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Brand extends Omit<BrandConfig, 'defaultLocale'> {
  defaultLocale: Locale;
  /** Folder holding brand.ts, content/ and assets/ (the font files are `assets/fonts/` in it). */
  dir: string;
  /** The identity's SVG files as markup (checked at start-up, identity.ts `svgProblem`), or null. */
  artwork: { logo: string | null; hero: string | null };
}

export class BrandConfigError extends Error {
  override name = 'BrandConfigError';
}

/** The first bytes of files in `dir` (the brand's folder), for the schema's file checks. */
function fileReaderIn(dir: string): BrandFileReader {
  return (file, length = 16) => {
    let fd: number;
    try {
      fd = openSync(path.join(dir, file), 'r');
    } catch {
      return undefined;
    }
    try {
      const head = new Uint8Array(length);
      return head.subarray(0, readSync(fd, head, 0, head.length, 0));
    } catch {
      return undefined;
    } finally {
      closeSync(fd);
    }
  };
}

/**
 * Validates one brand's exported config and the files it names in its folder `dir`; the error
 * names the brand, each field and its problem.
 */
export function validateBrand(raw: unknown, source: string, dir: string): Brand {
  const result = brandConfigSchemaWithFiles(fileReaderIn(dir)).safeParse(raw);
  if (!result.success) {
    const label =
      typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string'
        ? `"${(raw as { id: string }).id}"`
        : path.basename(dir);
    const problems = result.error.issues.map((issue) => {
      const field = issue.path.length ? issue.path.join('.') : '(whole config)';
      return `  - ${field}: ${issue.message}`;
    });
    throw new BrandConfigError(`Brand ${label} (${source}) is invalid:\n${problems.join('\n')}`);
  }
  const folder = path.basename(dir);
  if (result.data.id !== folder) {
    throw new BrandConfigError(
      `Brand "${result.data.id}" (${source}) is invalid:\n  - id: must equal its folder name "${folder}"`,
    );
  }
  const svg = (file: string | undefined) => (file ? readFileSync(path.join(dir, file), 'utf8') : null);
  const { identity } = result.data;
  return {
    ...result.data,
    defaultLocale: parseLocale(result.data.defaultLocale),
    dir,
    artwork: { logo: svg(identity.logo), hero: svg(identity.illustrations.hero) },
  };
}

/** Checks what no single brand can: ids, site ids and hostnames are unique across brands. */
export function checkBrandSet(brands: readonly Brand[]): void {
  if (brands.length === 0) throw new BrandConfigError('No brands found: add a folder with a brand.ts');
  const seen = new Map<string, string>();
  for (const brand of brands) {
    for (const key of [`siteId ${brand.siteId}`, ...brand.hostnames.map((h) => `hostname ${h}`)]) {
      const owner = seen.get(key);
      if (owner) {
        throw new BrandConfigError(
          `Brand "${brand.id}" is invalid:\n  - ${key} is already used by brand "${owner}"`,
        );
      }
      seen.set(key, brand.id);
    }
  }
}

/**
 * Loads every `brands/<id>/brand.ts` below `root`, ordered by site id: the first is the default
 * brand for `localhost` and `127.0.0.1`.
 */
export async function loadBrands(root: string = BRANDS_ROOT): Promise<Brand[]> {
  const entries = await readdir(root, { withFileTypes: true });
  const brands: Brand[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = path.join(root, entry.name);
    const file = path.join(dir, 'brand.ts');
    try {
      await access(file);
    } catch {
      continue;
    }
    const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default?: unknown };
    brands.push(validateBrand(mod.default, path.relative(process.cwd(), file) || file, dir));
  }
  checkBrandSet(brands);
  return brands.sort((a, b) => a.siteId - b.siteId);
}

/**
 * Every hostname a brand answers on: its configured hostnames, `<id>.localhost`, and for the
 * first brand `localhost` and `127.0.0.1`. `brandForHost` is its inverse; the player API uses it as
 * the brand's own origins, where it may send a player back to (issue 15 §3).
 */
export function brandHostnames(brands: readonly Brand[], brand: Brand): string[] {
  return [
    ...brand.hostnames,
    `${brand.id}.localhost`,
    ...(brands[0]?.id === brand.id ? ['localhost', '127.0.0.1'] : []),
  ];
}

/** The brand answering a request's hostname: configured hostnames, `<id>.localhost` locally, else the first for `localhost`. */
export function brandForHost(brands: readonly Brand[], host: string | null | undefined): Brand | undefined {
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return (
    brands.find((b) => b.hostnames.includes(hostname)) ??
    brands.find((b) => brandHostnames(brands, b).includes(hostname))
  );
}
