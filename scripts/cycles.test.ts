/**
 * No import cycles in the repository's own TypeScript (importGraph.ts: every workspace's `.ts` and
 * `.tsx` outside node_modules, build outputs and generated code; relative imports and `@casino/*`
 * packages through their "exports"; type-only imports count). A cycle fails the test with its loop
 * of files.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCycle, importCycles, importGraph } from './importGraph.ts';
import { REPO_ROOT } from './stack.ts';

describe('import cycles', () => {
  it('the repository has none', () => {
    const cycles = importCycles(importGraph(REPO_ROOT)).map(describeCycle);
    expect(cycles, `Import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });
});

describe('the cycle checker', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'import-cycles-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };

  it('follows relative, package and type-only imports, and skips comments, strings and generated code', async () => {
    await write('package.json', JSON.stringify({ workspaces: ['packages/*', 'tools'] }));
    await write(
      'packages/a/package.json',
      JSON.stringify({ name: '@casino/a', exports: { '.': './src/index.ts' } }),
    );
    await write(
      'packages/b/package.json',
      JSON.stringify({ name: '@casino/b', exports: { './x': './src/x.ts' } }),
    );
    await write('tools/package.json', JSON.stringify({ name: '@casino/tools' }));
    // a ↔ b through the package names, the way back type-only.
    await write('packages/a/src/index.ts', "export { x } from '@casino/b/x';\n");
    await write('packages/b/src/x.ts', "import type { A } from '@casino/a';\nexport const x = 1;\n");
    // c → d → e → c, relative, one without an extension, one through a directory's index.
    await write('packages/a/src/c.ts', "import { d } from './d';\nexport const c = d;\n");
    await write('packages/a/src/d.ts', "import './e/index.ts';\nexport const d = 1;\n");
    await write('packages/a/src/e/index.ts', "import { c } from '../c.ts';\nconsole.log(c);\n");
    // Not edges: a comment, a string, an import of generated code that imports back.
    await write(
      'tools/f.ts',
      "// import { g } from './g.ts';\nconst text = `import { g } from './g.ts'`;\nimport { h } from './generated/h.ts';\n",
    );
    await write('tools/g.ts', "import { text } from './f.ts';\n");
    await write('tools/generated/h.ts', "import '../f.ts';\nexport const h = 1;\n");

    const cycles = importCycles(importGraph(root));
    expect(cycles.map(describeCycle)).toEqual([
      'packages/a/src/c.ts → packages/a/src/d.ts → packages/a/src/e/index.ts → packages/a/src/c.ts',
      'packages/a/src/index.ts → packages/b/src/x.ts → packages/a/src/index.ts',
    ]);
  });
});
