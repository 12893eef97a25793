/**
 * The JavaScript budget check: every page route's first-load JavaScript (gzip) must stay under
 * `routeMaxKb` of apps/site/js-budget.json, and the routes listed in `overFloorKb` under the
 * framework floor plus their allowance. Prints a table; exits 1 naming each route over budget. Run
 * after the site build (`npm run budget -w @casino/site`, part of `npm test`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FLOOR_ROUTE, pageRouteIds, routeSizes } from './bench/jsSize.ts';
import { REPO_ROOT } from './stack.ts';

const budgetSchema = z.object({
  routeMaxKb: z.number().positive(),
  overFloorKb: z.record(z.string(), z.number().nonnegative()),
});

const budget = budgetSchema.parse(
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/site/js-budget.json'), 'utf8')),
);
const ids = pageRouteIds();
const sizes = routeSizes([FLOOR_ROUTE, ...ids.filter((id) => id !== FLOOR_ROUTE)]);
const floor = sizes[0]!.gzipBytes;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

const problems: string[] = [];
console.log(`First-load JavaScript (gzip), floor ${kb(floor)} KB (${FLOOR_ROUTE})`);
for (const size of sizes) {
  const over = budget.overFloorKb[size.routeId];
  const limit = Math.min(budget.routeMaxKb * 1000, over === undefined ? Infinity : floor + over * 1000);
  const mark = size.gzipBytes > limit ? '  OVER BUDGET' : '';
  console.log(
    `  ${size.routeId.padEnd(28)} ${kb(size.gzipBytes).padStart(7)} KB  (limit ${kb(limit)} KB)${mark}`,
  );
  if (mark) problems.push(`${size.routeId}: ${kb(size.gzipBytes)} KB > ${kb(limit)} KB`);
}
for (const routeId of Object.keys(budget.overFloorKb)) {
  if (!sizes.some((size) => size.routeId === routeId))
    problems.push(`budget names an unknown route "${routeId}"`);
}
if (problems.length > 0) {
  console.error(`\nJavaScript budget exceeded:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nAll ${sizes.length} page routes within budget.`);
