/**
 * After `react-router build`: writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy
 * of every compressible client asset, so the server sends hashed, immutable scripts and styles
 * compressed at the best ratio without compressing them per request (server/app.ts serves them
 * with `precompressed`). A phone on a slow network downloads a quarter of the bytes.
 *
 *   node scripts/precompress.ts [dir]   (default build/client/assets)
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export async function precompress(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const name of await readdir(dir, { recursive: true })) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    files++;
    bytes += body.length;
    brotliBytes += br.length;
  }
  return { files, bytes, brotliBytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'build/client/assets');
  const { files, bytes, brotliBytes } = await precompress(dir);
  console.log(
    `precompressed ${files} assets: ${(bytes / 1024).toFixed(1)} KB → ${(brotliBytes / 1024).toFixed(1)} KB with Brotli`,
  );
}
