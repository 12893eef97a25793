import { createRequire } from 'node:module';
import { workspaceConfig } from '../../vitest.shared.ts';

// Two test files load `sanity` (about 3 s each); sharing modules per worker loads it once. The
// tests keep no mutable module state, so they do not need isolation.
// `graphql` resolves as Node resolves it (its CommonJS entry), not through its `module` field: the
// content graph and graphql-yoga then share one graphql-js, as they do in the site's build (two
// copies refuse each other's schemas, and yoga takes the other copy's errors for unexpected ones).
export default workspaceConfig({
  test: { isolate: false },
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
});
