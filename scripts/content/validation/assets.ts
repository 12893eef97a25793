/**
 * Image assets against their files in `brands/<id>/assets/`: id, file name, hash, size and
 * dimensions agree, and every file there but LICENSES.md has its asset document (folders, such as
 * the brand's fonts/, are not image assets).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LICENSES_FILE } from '../licences.ts';
import type { DatasetDocument, DatasetProblem } from './problems.ts';

const ASSET_ID = /^image-([0-9a-f]{40})-(\d+)x(\d+)-([a-z0-9]+)$/;

function sha1Of(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/** The asset documents against the asset files, and the files against the documents. */
export async function checkAssets(
  brand: string,
  documents: readonly DatasetDocument[],
  assetsDir: string,
  problems: DatasetProblem[],
) {
  // Files only: folders hold other brand files (assets/fonts/, the brand's typefaces).
  const files = new Set(
    (
      await readdir(assetsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      })
    )
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name),
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
