/**
 * The READMEs' maps match the tree: every path a README names in backticks (`apps/…`, `packages/…`,
 * `brands/…`, `scripts/…`, with `{a,b}` alternatives expanded) exists, and every test file a
 * README names by its bare name (`money.test.ts`, `lobby.spec.ts`) exists somewhere in the tree.
 * A module moved without its README line fails here with the README, the line and the path.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './stack.ts';

const READMES = ['README.md', 'apps/site/README.md', 'apps/sandbox/README.md']
  .concat(readdirSync(path.join(REPO_ROOT, 'packages')).map((name) => `packages/${name}/README.md`))
  .filter((file) => existsSync(path.join(REPO_ROOT, file)));

const ROOTS = /^(apps|packages|brands|scripts|schemas|studio|e2e|src|app|server|integration)\//;

/** `a/{b,c}/d.ts` → a/b/d.ts, a/c/d.ts (nested braces included). */
export function expandBraces(text: string): string[] {
  const open = text.indexOf('{');
  if (open < 0) return [text];
  let depth = 0;
  let close = -1;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) {
      close = i;
      break;
    }
  }
  if (close < 0) return [text];
  const parts: string[] = [];
  let start = open + 1;
  depth = 0;
  for (let i = open + 1; i < close; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}') depth -= 1;
    if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start, close));
  return parts.flatMap((part) => expandBraces(text.slice(0, open) + part + text.slice(close + 1)));
}

function filesUnder(dir: string, into: Set<string>): Set<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.') || name === 'build' || name === 'test-results')
      continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) filesUnder(full, into);
    else into.add(name);
  }
  return into;
}

const WORKSPACES = ['apps', 'packages'].flatMap((dir) =>
  readdirSync(path.join(REPO_ROOT, dir)).map((name) => path.join(REPO_ROOT, dir, name)),
);

/**
 * The places a README's path may be read from: the root and the README's own folder; a path
 * inside a workspace (`src/…`, `app/…`, `e2e/…`) from any workspace, as the line around it says which.
 */
function exists(readme: string, named: string): boolean {
  const clean = named.replace(/[.,:;)]+$/, '').replace(/#.*$/, '');
  const inWorkspace = !/^(apps|packages|brands|scripts|schemas|studio)\//.test(clean);
  const bases = [REPO_ROOT, path.join(REPO_ROOT, path.dirname(readme)), ...(inWorkspace ? WORKSPACES : [])];
  return bases.some((base) => existsSync(path.join(base, clean)));
}

function missingPaths(): string[] {
  const names = filesUnder(REPO_ROOT, new Set());
  const missing: string[] = [];
  for (const readme of READMES) {
    const lines = readFileSync(path.join(REPO_ROOT, readme), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [, code] of line.matchAll(/`([^`\s]+)`/g)) {
        if (code!.includes('<') || code!.includes('*') || code!.includes('…') || code!.includes(':'))
          continue;
        for (const named of expandBraces(code!)) {
          const where = `${readme}:${index + 1} ${named}`;
          // A build's output (`studio/dist`) is made by the command the line names, not kept in the tree.
          if (/(^|\/)(dist|build)(\/|$)/.test(named)) continue;
          if (ROOTS.test(named)) {
            if (!exists(readme, named)) missing.push(where);
          } else if (/^[\w.-]+\.(test|spec)\.tsx?$/.test(named) && !names.has(named)) {
            missing.push(where);
          }
        }
      }
    });
  }
  return missing;
}

describe('the READMEs name what exists', () => {
  it('finds the READMEs', () => {
    expect(READMES).toContain('README.md');
    expect(READMES).toContain('apps/sandbox/README.md');
  });

  it('every path and test file a README names is in the tree', () => {
    const missing = missingPaths();
    expect(missing, `Named in a README but not in the tree:\n${missing.join('\n')}`).toEqual([]);
  });

  it('expands alternatives', () => {
    expect(expandBraces('a/{b,c/{d,e}}.ts')).toEqual(['a/b.ts', 'a/c/d.ts', 'a/c/e.ts']);
    expect(expandBraces('a/b.ts')).toEqual(['a/b.ts']);
  });
});
