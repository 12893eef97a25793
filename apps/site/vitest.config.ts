import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceConfig } from '../../vitest.shared.ts';

// The loader and action tests (integration/) need the built site and run in their own task
// (`npm run integration`, vitest.integration.config.ts), never beside the unit tests.
export default workspaceConfig({
  plugins: [vanillaExtractPlugin()],
  test: { exclude: ['**/node_modules/**', '**/e2e/**', '**/build/**', 'integration/**'] },
});
