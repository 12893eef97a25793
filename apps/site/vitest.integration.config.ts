/**
 * Loader and action tests against a running sandbox (ARCHITECTURE.md "Tests": integration): the
 * built site and a fresh sandbox, started as `npm start` starts them, driven over HTTP without a
 * browser. Run after `npm run build` (turbo's `integration` task depends on it).
 */
import { workspaceConfig } from '../../vitest.shared.ts';

export default workspaceConfig({
  test: {
    include: ['integration/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // One stack for the file; starting it on a busy 2-core machine takes a while.
    hookTimeout: 240_000,
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
