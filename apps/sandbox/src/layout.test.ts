/**
 * The sandbox's layout keeps its shape (README "Layout"): the services in wings whose imports go
 * one way, each wing reached from outside only through its face (`index.ts`), no hand-written
 * module over 400 lines, handlers that read their input as the contract typed it, and a README
 * whose every `src/` path exists. No database: it reads the source.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVICES = path.join(ROOT, 'src/services');

/**
 * The wings, lowest first: a wing imports only wings of earlier layers. The money wing's books
 * (money/ledger/ core, reads and audit, behind money/ledger/index.ts) sit low, under the wings that
 * post or read on them; the money flows (the rest of money/, bets and payments included) sit above
 * the bonus, responsible and identity wings they call.
 */
const LAYERS: ReadonlyArray<readonly string[]> = [
  ['platform'],
  ['books'],
  ['identity', 'documents', 'loyalty'],
  ['account', 'responsible'],
  ['bonus'],
  ['money'],
  ['games'],
  ['sports'],
  ['tournaments'],
];
const BOOKS = new Set(['core.ts', 'reads.ts', 'bonusAudit.ts', 'index.ts']);
/** A wing's faces: what may be imported from outside it. */
const FACES: Record<string, readonly string[]> = {
  books: ['money/ledger/index.ts'],
  money: ['money/index.ts', 'money/ledger/index.ts'],
};
/** services/context.ts assembles the context from these (they take it, so the face would loop). */
const CONTEXT_PARTS = ['platform/clock.ts', 'platform/events.ts'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith('.ts') ? [full] : [];
  });
}

const handWritten = ['src', 'test', 'scripts'].flatMap((dir) => filesUnder(path.join(ROOT, dir)));
const isTest = (file: string) => file.endsWith('.test.ts') || file.startsWith(path.join(ROOT, 'test'));

/** The wing a module of src/services belongs to, or null outside the wings. */
function wingOf(file: string): string | null {
  const rel = path.relative(SERVICES, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return null;
  if (rel[0] === 'money' && rel[1] === 'ledger' && BOOKS.has(rel[2] ?? '')) return 'books';
  return rel[0]!;
}

const layerOf = (wing: string) => LAYERS.findIndex((layer) => layer.includes(wing));

/** The relative imports of a module, resolved. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)];
  return specs.map((match) => path.resolve(path.dirname(file), match[1]!));
}

describe('the sandbox layout', () => {
  it('has each wing with its face', () => {
    for (const wing of LAYERS.flat()) {
      for (const face of FACES[wing] ?? [`${wing}/index.ts`]) {
        expect(existsSync(path.join(SERVICES, face)), face).toBe(true);
      }
    }
    const folders = readdirSync(SERVICES).filter((name) => statSync(path.join(SERVICES, name)).isDirectory());
    expect(folders.sort()).toEqual(
      LAYERS.flat()
        .filter((wing) => wing !== 'books')
        .sort(),
    );
  });

  it('imports another wing only through its face, and only a lower wing', () => {
    const wrong: string[] = [];
    for (const file of handWritten.filter((file) => !isTest(file))) {
      const from = wingOf(file);
      for (const target of importsOf(file)) {
        const to = wingOf(target);
        if (!to || to === from) continue;
        const rel = path.relative(SERVICES, target);
        const where = `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`;
        const sameWing = (from === 'money' && to === 'books') || (from === 'books' && to === 'money');
        if (sameWing) continue;
        if (file === path.join(SERVICES, 'context.ts') && CONTEXT_PARTS.includes(rel)) continue;
        if (!(FACES[to] ?? [`${to}/index.ts`]).includes(rel)) wrong.push(`${where}: not the wing's face`);
        if (from && layerOf(to) >= layerOf(from)) wrong.push(`${where}: ${from} may not import ${to}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no hand-written module over 400 lines', () => {
    const long = handWritten
      .filter((file) => !isTest(file))
      .map((file) => ({
        file: path.relative(ROOT, file),
        lines: readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });

  it('has handlers that never cast their input', () => {
    const casts = filesUnder(path.join(ROOT, 'src/handlers'))
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /\bas (BodyOf|QueryOf)</.test(line) || /\bas never\b/.test(line))
          .map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
      );
    expect(casts).toEqual([]);
  });

  it('names only src/ paths that exist in its README', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const named = [...readme.matchAll(/(?<![\w/.-])(src\/[\w./{},-]+)/g)].map((match) =>
      match[1]!.replace(/[.,]+$/, ''),
    );
    const expand = (pattern: string): string[] => {
      const brace = /\{([^{}]*)\}/.exec(pattern);
      if (!brace) return [pattern];
      return brace[1]!.split(',').flatMap((part) => expand(pattern.replace(brace[0], part)));
    };
    const missing = [...new Set(named.flatMap(expand))].filter(
      (name) => !existsSync(path.join(ROOT, name.replace(/\/$/, ''))),
    );
    expect(missing).toEqual([]);
  });
});
