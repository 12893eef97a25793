/**
 * Starts the same stack `npm start` runs (sandbox + site, built) on test ports (e2e/urls.ts) with a fresh
 * sandbox database and stops both servers afterwards. Three differences from `npm start`, all
 * settings an operator has too:
 * - the brands are a copy in `.e2e/brands-<port>` (inside the repository, so brand files still resolve
 *   their imports), so a test can switch a brand's content (maintenance mode) as an editor would,
 *   without touching the real datasets; `E2E_BRANDS_DIR` tells the tests where it is;
 * - `TRUST_PROXY=1`, so a test can present a visitor's address with X-Forwarded-For (restricted
 *   IP range, geolocation);
 * - `PREVIEW_SECRET`, which opens an editor's draft preview on the local datasets (preview.spec.ts).
 * The stack's stdout and stderr are appended to a log file (`E2E_STACK_LOG`, default in the run's
 * temporary folder) that e2e/tokens.spec.ts scans for tokens.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import '../../../scripts/require-node-24.ts';
import { REPO_ROOT, startStack } from '../../../scripts/stack.ts';
import { E2E_PREVIEW_SECRET, E2E_SANDBOX_PORT, E2E_SITE_PORT } from './urls.ts';

export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casino-e2e-'));
  const brandsDir = path.join(REPO_ROOT, '.e2e', `brands-${E2E_SITE_PORT}`);
  await rm(brandsDir, { recursive: true, force: true });
  await cp(path.join(REPO_ROOT, 'brands'), brandsDir, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}node_modules`),
  });
  process.env['E2E_BRANDS_DIR'] = brandsDir;
  // The stack's output always goes to a file the token test scans (E2E_STACK_LOG picks the file).
  const logFile = path.resolve(process.env['E2E_STACK_LOG'] ?? path.join(dataDir, 'stack.log'));
  process.env['E2E_STACK_LOG'] = logFile;
  const stack = await startStack({
    sitePort: E2E_SITE_PORT,
    sandboxPort: E2E_SANDBOX_PORT,
    sandboxDataDir: path.join(dataDir, 'sandbox'),
    inheritOutput: !!process.env.E2E_VERBOSE,
    logFile,
    env: { BRANDS_DIR: brandsDir, TRUST_PROXY: '1', PREVIEW_SECRET: E2E_PREVIEW_SECRET },
  });
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(brandsDir, { recursive: true, force: true });
  };
}
