/**
 * One definition per fact (STYLE.md "Here, on top"): a name that packages/domain exports is the
 * rule's one home, so no other workspace declares a value, function, class, type or interface of
 * the same name (it imports it instead). `redefinitions` reads the domain's exports and every
 * other workspace's hand-written TypeScript (not tests, generated code, node_modules or build
 * outputs) as text and answers each declaration that repeats an exported name: a top-level
 * `const`/`let`/`function`/`class`/`type`/`interface`, exported or not.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIP_DIRS = new Set([
  'node_modules',
  'build',
  'dist',
  '.turbo',
  'generated',
  '.data',
  '__screenshots__',
]);
const DECLARATION =
  /^(?:export\s+)?(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    if (SKIP_DIRS.has(entry) || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry) && !/\.(test|spec)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts'))
      files.push(full);
  }
  return files;
}

/** Top-level declared names of a file (the patterns above, at the start of a line). */
export function declaredNames(text: string): string[] {
  return [...text.matchAll(DECLARATION)].map((match) => match[1]!);
}

/** The names packages/domain exports (declared with `export` in its source). */
export function domainExports(root: string): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'packages/domain/src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(DECLARATION)) {
      if (match[0].startsWith('export')) names.add(match[1]!);
    }
  }
  return names;
}

export interface Redefinition {
  name: string;
  file: string;
}

/** Declarations outside packages/domain that repeat a name the domain exports. */
export function redefinitions(root: string, places: readonly string[]): Redefinition[] {
  const exported = domainExports(root);
  const found: Redefinition[] = [];
  for (const place of places) {
    for (const file of sourceFiles(path.join(root, place))) {
      for (const name of declaredNames(readFileSync(file, 'utf8'))) {
        if (exported.has(name)) found.push({ name, file: path.relative(root, file) });
      }
    }
  }
  return found;
}
