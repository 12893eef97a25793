/**
 * One definition per fact (oneDefinition.ts): no workspace declares again a name that
 * packages/domain exports; it imports it. A redefinition fails the test with its name and file.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redefinitions } from './oneDefinition.ts';
import { REPO_ROOT } from './stack.ts';

/** Every workspace but the domain itself, where hand-written code lives. */
const PLACES = [
  'apps/site/app',
  'apps/site/server',
  'apps/site/scripts',
  'apps/sandbox/src',
  'apps/sandbox/scripts',
  'packages/player-api/src',
  'packages/flows/src',
  'packages/ui/src',
  'packages/content/src',
  'packages/content/scripts',
  'packages/i18n/src',
  'brands/src',
  'schemas',
  'studio',
  'scripts',
];

describe('one definition per fact', () => {
  it('no workspace declares a name that packages/domain exports', () => {
    const found = redefinitions(REPO_ROOT, PLACES).map(({ name, file }) => `${name} in ${file}`);
    expect(found, `Declared again (import them from @casino/domain):\n${found.join('\n')}`).toEqual([]);
  });
});

describe('the redefinition finder', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'one-definition-'));
    const write = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    };
    await write(
      'packages/domain/src/limits.ts',
      'export const LIMIT_PERIODS = ["D"] as const;\nexport type LimitPeriod = "D";\nconst hidden = 1;\n',
    );
    await write(
      'apps/x/src/a.ts',
      'import { LIMIT_PERIODS } from "@casino/domain";\nexport type LimitPeriod = "D" | "W";\nconst hidden = 2;\n',
    );
    await write('apps/x/src/b.ts', 'function LIMIT_PERIODS() {}\n');
    await write('apps/x/src/c.test.ts', 'const LIMIT_PERIODS = [];\n');
    await write('apps/x/src/d.ts', '  const LIMIT_PERIODS = []; // inside a function: not top level\n');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('finds top-level declarations of exported names, and skips tests, imports and unexported names', () => {
    expect(redefinitions(root, ['apps/x/src'])).toEqual([
      { name: 'LimitPeriod', file: 'apps/x/src/a.ts' },
      { name: 'LIMIT_PERIODS', file: 'apps/x/src/b.ts' },
    ]);
  });
});
