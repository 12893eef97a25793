/**
 * A broken brand config stops start-up of both servers with a message naming the brand, the field
 * and the problem. Runs the real entry points on Node 24.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './stack.ts';

let brandsDir: string;

beforeAll(async () => {
  brandsDir = await mkdtemp(path.join(tmpdir(), 'broken-brands-'));
  const real = (id: string) => JSON.stringify(path.join(REPO_ROOT, 'brands', id, 'brand.ts'));
  // The brands' font files and identity art, which their configs name in their folders.
  for (const id of ['aurora', 'kestrel']) {
    for (const assets of [path.join('assets', 'fonts'), path.join('assets', 'identity')]) {
      await cp(path.join(REPO_ROOT, 'brands', id, assets), path.join(brandsDir, id, assets), {
        recursive: true,
      });
    }
  }
  await mkdir(path.join(brandsDir, 'aurora'), { recursive: true });
  await writeFile(path.join(brandsDir, 'aurora', 'brand.ts'), `export { default } from ${real('aurora')};\n`);
  await mkdir(path.join(brandsDir, 'kestrel'), { recursive: true });
  await writeFile(
    path.join(brandsDir, 'kestrel', 'brand.ts'),
    `import k from ${real('kestrel')};\n` +
      `export default { ...k, theme: { ...k.theme, colors: { ...k.theme.colors, primary: 'orange' } } };\n`,
  );
});

afterAll(async () => {
  await rm(brandsDir, { recursive: true, force: true });
});

/** Loading either entry's module graph takes seconds; on a loaded 2-core CI machine over 20 s. */
const STARTUP_LIMIT_MS = 90_000;

function run(entry: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      cwd: REPO_ROOT,
      env: { ...process.env, BRANDS_DIR: brandsDir, PORT: '0', SANDBOX_DATA_DIR: 'memory://' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} was still running after ${STARTUP_LIMIT_MS / 1000} s:\n${output}`));
    }, STARTUP_LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('start-up with a broken brand', () => {
  it.each(['apps/sandbox/src/main.ts', 'apps/site/server.ts'])(
    '%s stops and names brand, field and problem',
    async (entry) => {
      const { code, output } = await run(entry);
      expect(code).toBe(1);
      expect(output).toContain('cannot start');
      expect(output).toMatch(
        /Brand "kestrel" \(.*kestrel\/brand\.ts\) is invalid:\n {2}- theme\.colors\.primary: must be a colour written as #rrggbb/,
      );
      expect(output).not.toMatch(/listening|player API on/);
    },
    STARTUP_LIMIT_MS + 5_000,
  );
});
