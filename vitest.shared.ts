/** One vitest setup for every workspace: Node 24 is asserted in each test process. */
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

export const requireNode24 = fileURLToPath(new URL('./scripts/require-node-24.ts', import.meta.url));

export function workspaceConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
  return defineConfig({
    ...overrides,
    test: {
      include: ['**/*.test.ts', '**/*.test.tsx'],
      exclude: ['**/node_modules/**', '**/e2e/**', '**/build/**'],
      setupFiles: [requireNode24],
      // Tasks run side by side on two cores: creating a PGlite database can take well over 10 s then.
      hookTimeout: 60_000,
      testTimeout: 30_000,
      ...overrides.test,
    },
  });
}
