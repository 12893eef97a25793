/**
 * `npm run content:deploy -- <brand> [--out <file>]`: packs a brand's local dataset
 * (`brands/<id>/content/*.ndjson` and its pictures in `assets/`) into the archive
 * `sanity dataset import` takes, and imports it when a Sanity project and token are set
 * (issue 30 "Editors").
 *
 * The archive is what `sanity dataset export` writes and `@sanity/import` reads: a gzipped tar with
 * one folder, `<brand>-export/`, holding `data.ndjson` (one document per line) and `images/` (the
 * picture files). Locally an image field points at its asset document (`asset._ref` to
 * `image-<sha1>-<w>x<h>-<ext>`, served by the site's local image route); in the archive the field
 * carries the file instead (`_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"`) and the
 * asset documents stay out: the project makes its own when the files are uploaded, and points the
 * fields at them. System fields the project sets itself (`_rev`) are dropped.
 *
 * With `SANITY_STUDIO_PROJECT_ID` and `SANITY_AUTH_TOKEN` (a token with write access) set, the
 * archive is imported into the dataset named after the brand (`SANITY_DATASET` overrides), replacing
 * documents with the same ids (`createOrReplace`), which is how an operator updates a project from
 * the repository. Without them the command writes the archive and prints the import command.
 *
 * The brands folder is `BRANDS_DIR` when set, else the repository's `brands/`.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { packTar, type TarEntry } from 'modern-tar';
import { BRANDS_DIR } from './generate.ts';

/** Every entry's modification time, fixed so that the same dataset packs to the same bytes. */
const ARCHIVE_TIME = new Date('2026-01-01T00:00:00Z');

/** An image asset document's id: `image-<sha1>-<w>x<h>-<ext>`. */
const IMAGE_ID = /^image-([0-9a-f]{40}-\d+x\d+)-([a-z0-9]+)$/;

export interface DeployArchive {
  /** The tar.gz bytes. */
  archive: Uint8Array;
  /** Documents in data.ndjson. */
  documents: number;
  /** Picture files in images/. */
  images: number;
}

export class DeployError extends Error {
  override name = 'DeployError';
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Replaces every image field's asset reference with the file it names (module header). */
function withFileAssets(value: Json, used: Set<string>, where: string): Json {
  if (Array.isArray(value)) return value.map((item, i) => withFileAssets(item, used, `${where}[${i}]`));
  if (value === null || typeof value !== 'object') return value;
  const asset = value['asset'];
  if (
    asset &&
    typeof asset === 'object' &&
    !Array.isArray(asset) &&
    typeof asset['_ref'] === 'string' &&
    asset['_ref'].startsWith('image-')
  ) {
    const match = IMAGE_ID.exec(asset['_ref']);
    if (!match) throw new DeployError(`${where}.asset: "${asset['_ref']}" is not an image asset id`);
    const file = `${match[1]}.${match[2]}`;
    used.add(file);
    const { asset: _asset, ...rest } = value;
    const fields = withFileAssets(rest, used, where) as { [key: string]: Json };
    return { ...fields, _sanityAsset: `image@file://./images/${file}` };
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withFileAssets(item, used, `${where}.${key}`)]),
  );
}

/** Packs a brand's dataset into the import archive; throws `DeployError` naming what is missing. */
export async function packDataset(brandId: string, brandsDir = BRANDS_DIR): Promise<DeployArchive> {
  const root = path.join(brandsDir, brandId);
  const contentDir = path.join(root, 'content');
  const files = await readdir(contentDir).catch(() => {
    throw new DeployError(`brand "${brandId}" has no content folder (${contentDir})`);
  });
  const documents: Json[] = [];
  const used = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.ndjson')).sort()) {
    if (file.startsWith('sanity.')) continue; // asset documents: the project makes its own
    const lines = (await readFile(path.join(contentDir, file), 'utf8')).split('\n').filter(Boolean);
    lines.forEach((line, index) => {
      let document: { [key: string]: Json };
      try {
        document = JSON.parse(line) as { [key: string]: Json };
      } catch {
        throw new DeployError(`${file} line ${index + 1} is not JSON`);
      }
      const { _rev: _revision, ...rest } = document;
      documents.push(withFileAssets(rest, used, `${String(document['_id'])}`));
    });
  }
  if (documents.length === 0) throw new DeployError(`brand "${brandId}" has no documents in ${contentDir}`);
  const folder = `${brandId}-export`;
  const entries: TarEntry[] = [
    { header: { name: `${folder}/`, type: 'directory', size: 0 } },
    {
      header: { name: `${folder}/data.ndjson`, size: 0 },
      body: documents.map((document) => JSON.stringify(document)).join('\n') + '\n',
    },
    { header: { name: `${folder}/images/`, type: 'directory', size: 0 } },
  ];
  for (const file of [...used].sort()) {
    const bytes = await readFile(path.join(root, 'assets', file)).catch(() => {
      throw new DeployError(
        `a document uses the picture ${file}, which is not in ${path.join(root, 'assets')}`,
      );
    });
    entries.push({ header: { name: `${folder}/images/${file}`, size: bytes.length }, body: bytes });
  }
  for (const entry of entries) {
    if (typeof entry.body === 'string') entry.header.size = Buffer.byteLength(entry.body);
    // The same dataset packs to the same bytes.
    entry.header.mtime = ARCHIVE_TIME;
  }
  const tar = await packTar(entries);
  return { archive: gzipSync(tar, { level: 9 }), documents: documents.length, images: used.size };
}

async function main(argv: string[]): Promise<void> {
  const brandId = argv.find((arg) => !arg.startsWith('--'));
  const outIndex = argv.indexOf('--out');
  if (!brandId || !/^[a-z][a-z0-9-]{1,30}$/.test(brandId)) {
    throw new DeployError('name the brand: npm run content:deploy -- <brand> [--out <file>]');
  }
  const brandsDir = process.env['BRANDS_DIR'] ?? BRANDS_DIR;
  const out = path.resolve(
    outIndex >= 0 && argv[outIndex + 1] ? argv[outIndex + 1]! : `${brandId}-dataset.tar.gz`,
  );
  const packed = await packDataset(brandId, brandsDir);
  await writeFile(out, packed.archive);
  console.log(
    `${brandId}: ${packed.documents} documents and ${packed.images} pictures in ${path.relative(process.cwd(), out) || out} ` +
      `(${(packed.archive.length / 1024 / 1024).toFixed(1)} MB)`,
  );
  const projectId = process.env['SANITY_STUDIO_PROJECT_ID'];
  const token = process.env['SANITY_AUTH_TOKEN'];
  const dataset = process.env['SANITY_DATASET'] ?? brandId;
  if (!projectId || !token) {
    console.log(
      `No Sanity project configured (SANITY_STUDIO_PROJECT_ID and SANITY_AUTH_TOKEN): import it yourself with\n` +
        `  npx sanity dataset import ${out} ${dataset} --replace\n` +
        `(run in studio/ with the project id set), or set both and run this again.`,
    );
    return;
  }
  const [{ createClient }, { sanityImport }] = await Promise.all([
    import('@sanity/client'),
    import('@sanity/import'),
  ]);
  const client = createClient({ projectId, dataset, token, apiVersion: '2025-02-19', useCdn: false });
  const result = await sanityImport(createReadStream(out), {
    client,
    operation: 'createOrReplace',
    onProgress: ({ step, current, total }) =>
      console.log(`  ${step}${total ? ` ${current ?? 0}/${total}` : ''}`),
  });
  console.log(`Imported ${result.numDocs} documents into ${projectId}/${dataset}.`);
  for (const warning of result.warnings) console.warn(`  warning: ${warning.message}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof DeployError ? `content:deploy: ${error.message}` : error);
    process.exitCode = 1;
  });
}
