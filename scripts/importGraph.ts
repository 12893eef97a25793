/**
 * The repository's own TypeScript as an import graph, and the cycles in it (scripts/cycles.test.ts).
 * Every `.ts`/`.tsx` file of the workspaces is a node, outside node_modules, build outputs and
 * generated code; an edge is any import, re-export or `import()` of another such file: relative
 * specifiers, and `@casino/*` packages through the "exports" of their package.json. Type-only
 * imports count as well: a loop of types still ties the files' designs together. Specifiers are
 * read with TypeScript's pre-processor, so imports in comments and strings are not taken for edges.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Directories never walked: dependencies, build outputs, generated code, tool caches. */
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  '.git',
  '.turbo',
  '.react-router',
  '.sanity',
  'build',
  'dist',
  'generated',
  'test-results',
  'playwright-report',
]);

const SOURCE = /\.tsx?$/;

export interface ImportGraph {
  /** Repository-relative file → the repository-relative files it imports, sorted. */
  readonly imports: ReadonlyMap<string, readonly string[]>;
}

/** The workspace directories of the root package.json ("apps/*" expands to each app). */
function workspaceDirectories(root: string): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(path.join(root, parent, entry.name, 'package.json')),
      )
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** `@casino/x` and `@casino/x/sub` → the absolute file their package's "exports" name. */
function packageEntries(root: string, workspaces: readonly string[]): Map<string, string> {
  const entries = new Map<string, string>();
  for (const workspace of workspaces) {
    const { name, exports } = JSON.parse(
      readFileSync(path.join(root, workspace, 'package.json'), 'utf8'),
    ) as { name: string; exports?: string | Record<string, unknown> };
    if (exports === undefined) continue;
    const map = typeof exports === 'string' ? { '.': exports } : exports;
    for (const [subpath, target] of Object.entries(map)) {
      if (typeof target !== 'string' || !SOURCE.test(target)) continue;
      const specifier = subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`;
      entries.set(specifier, path.join(root, workspace, target));
    }
  }
  return entries;
}

function sourceFiles(directory: string, found: string[] = []): string[] {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) sourceFiles(path.join(directory, entry.name), found);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(path.join(directory, entry.name));
    }
  }
  return found;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** A relative specifier's file: as written, `.js` for `.ts`, or with `.ts`, `.tsx`, `/index.ts`. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = SOURCE.test(base)
    ? [base]
    : base.endsWith('.js')
      ? [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')]
      : [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find(isFile);
}

/** Builds the import graph of the workspaces under `root`. */
export function importGraph(root: string): ImportGraph {
  const workspaces = workspaceDirectories(root);
  const entries = packageEntries(root, workspaces);
  const files = workspaces.flatMap((workspace) => sourceFiles(path.join(root, workspace)));
  const known = new Set(files);
  const imports = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName: specifier } of importedFiles) {
      const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : entries.get(specifier);
      if (target && known.has(target) && target !== file) targets.add(path.relative(root, target));
    }
    imports.set(path.relative(root, file), [...targets].sort());
  }
  return { imports };
}

/**
 * The import cycles: each strongly connected group of files (Tarjan), as one shortest loop
 * through its first file by name ("a.ts → b.ts → a.ts"), with the group's other files after it
 * when the loop does not pass them all. Sorted, so the report is stable.
 */
export function importCycles(graph: ImportGraph): ImportCycle[] {
  return stronglyConnected(graph.imports)
    .filter((group) => group.length > 1)
    .map((group) => {
      const files = [...group].sort();
      return { files, loop: shortestLoop(graph.imports, files[0]!, new Set(files)) };
    })
    .sort((a, b) => a.files[0]!.localeCompare(b.files[0]!));
}

export interface ImportCycle {
  /** Every file of the strongly connected group, sorted. */
  files: string[];
  /** One loop through the group's first file, ending where it starts. */
  loop: string[];
}

export function describeCycle(cycle: ImportCycle): string {
  const others = cycle.files.filter((file) => !cycle.loop.includes(file));
  return cycle.loop.join(' → ') + (others.length > 0 ? ` (with ${others.join(', ')})` : '');
}

function stronglyConnected(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    lowLink.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of imports.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      groups.push(group);
    }
  };
  for (const file of [...imports.keys()].sort()) if (!index.has(file)) visit(file);
  return groups;
}

/** Breadth-first from `start` back to it, staying inside the group. */
function shortestLoop(
  imports: ReadonlyMap<string, readonly string[]>,
  start: string,
  group: ReadonlySet<string>,
): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at += 1) {
    const file = queue[at]!;
    for (const target of imports.get(file) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const between: string[] = [];
        for (let step = file; step !== start; step = previous.get(step)!) between.unshift(step);
        return [start, ...between, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}
