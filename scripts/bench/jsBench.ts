/**
 * Client JavaScript: gzip bytes of first-load JavaScript per page route, next to the framework
 * floor (an empty route). The budget check (scripts/js-budget.ts, in `npm test`) uses the same
 * figures. Needs the site build (`npm run build`).
 */
import type { Benchmark } from './benchmark.ts';
import { FLOOR_ROUTE, pageRouteIds, routeSizes } from './jsSize.ts';
import { markdownTable } from './measure.ts';

/** The routes worth a row; the others render the same shell (the full list is in the JSON). */
const SHOWN = [
  'home',
  'casino-lobby',
  'live-casino-lobby',
  'signup',
  'deposit-modal',
  'banking',
  'reset-password',
];

export const jsBenchmark: Benchmark = {
  name: 'js',
  description: 'first-load JavaScript per route (gzip), next to the framework floor',
  async run() {
    const ids = pageRouteIds().filter((id) => id !== FLOOR_ROUTE);
    const sizes = routeSizes([FLOOR_ROUTE, ...ids]);
    const floor = sizes[0]!.gzipBytes;
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    const rows = sizes
      .filter((size) => size.routeId === FLOOR_ROUTE || SHOWN.includes(size.routeId))
      .map((size) => [
        size.routeId,
        kb(size.gzipBytes),
        `+${kb(size.gzipBytes - floor)}`,
        String(size.scripts),
      ]);
    const largest = sizes.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    return {
      markdown: `${markdownTable(['route', 'gzip', 'over floor', 'scripts'], rows)}\n\nFloor (${FLOOR_ROUTE}): ${kb(floor)}; largest of ${sizes.length} routes: ${largest.routeId} ${kb(largest.gzipBytes)}.`,
      data: { floorBytes: floor, routes: sizes },
    };
  },
};
