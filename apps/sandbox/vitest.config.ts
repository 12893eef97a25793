import { workspaceConfig } from '../../vitest.shared.ts';

export default workspaceConfig({
  test: {
    // Prepares a seeded PGlite dump and a throw-away PostgreSQL once per run (test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    // Files share one module graph: PGlite's WebAssembly and the dump load once, not once per file
    // (a third less time). Safe here: no test mocks a module, and each file opens its own databases.
    isolate: false,
  },
});
