/**
 * `sanity build` works offline: the studio (every brand workspace, schema and structure) bundles
 * into static files. It builds into a temporary folder, so it can run beside the `build` script
 * (which writes dist/). Takes 10-40 s on two cores.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const studioDir = fileURLToPath(new URL('.', import.meta.url));
const sanityCli = fileURLToPath(new URL('../node_modules/.bin/sanity', import.meta.url));
const run = promisify(execFile);

describe('sanity build', () => {
  let outDir: string | undefined;
  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('bundles the studio into index.html and static assets', { timeout: 300_000 }, async () => {
    outDir = await mkdtemp(join(tmpdir(), 'studio-build-'));
    // process.execPath is the Node 24 running the tests; the CLI's shebang would pick any `node`.
    await run(process.execPath, [sanityCli, 'build', outDir, '--yes'], {
      cwd: studioDir,
      env: { ...process.env, DO_NOT_TRACK: '1' },
      timeout: 280_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<div id="sanity"/);
    const scripts = (await readdir(join(outDir, 'static'))).filter((name) => name.endsWith('.js'));
    const bundles = await Promise.all(scripts.map((name) => readFile(join(outDir!, 'static', name), 'utf8')));
    // The content areas and a brand workspace made it into the bundle.
    expect(bundles.some((code) => code.includes('Compliance lists') && code.includes('Kestrel Bet'))).toBe(
      true,
    );
  });
});
