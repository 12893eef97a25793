import { workspaceConfig } from '../../vitest.shared.ts';

// Two test files load `sanity` (about 3 s each); sharing modules per worker loads it once. The
// tests keep no mutable module state, so they do not need isolation.
export default workspaceConfig({ test: { isolate: false } });
