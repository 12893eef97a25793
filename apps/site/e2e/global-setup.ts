/**
 * Starts the same stack `npm start` runs (sandbox + site, built) on test ports with a fresh
 * sandbox database, and stops both servers afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import '../../../scripts/require-node-24.ts';
import { startStack } from '../../../scripts/stack.ts';

export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casino-e2e-'));
  const stack = await startStack({
    sitePort: 3100,
    sandboxPort: 4100,
    sandboxDataDir: path.join(dataDir, 'sandbox'),
    inheritOutput: !!process.env.E2E_VERBOSE,
  });
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
