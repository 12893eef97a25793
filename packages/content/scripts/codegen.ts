/**
 * `npm run codegen -w @casino/content`: regenerates the content graph's SDL and types from
 * schemas/ and the site's operation types from `graphql(...)` calls in apps/site/app (see
 * artifacts.ts). Writes only files whose content changed and removes files the site's client preset
 * no longer produces.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { paths } from '../codegen.ts';
import { generateArtifacts } from './artifacts.ts';

const root = join(dirname(paths.sdl), '../../../..');
const artifacts = await generateArtifacts();
let changed = 0;

for (const [path, content] of artifacts) {
  let previous: string | undefined;
  try {
    previous = readFileSync(path, 'utf8');
  } catch {
    previous = undefined;
  }
  if (previous === content) continue;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  changed += 1;
  console.log(`wrote ${relative(root, path)}`);
}

for (const name of readdirSync(paths.siteOutput)) {
  const path = join(paths.siteOutput, name);
  if (!artifacts.has(path)) {
    rmSync(path, { recursive: true });
    changed += 1;
    console.log(`removed ${relative(root, path)}`);
  }
}
console.log(`codegen: ${artifacts.size} generated files, ${changed} changed`);
