/**
 * `npm run bench`: the benchmarks of scripts/bench/, each a module exporting a `Benchmark`.
 * `npm run bench -- lobby` runs only the named ones. Figures go in docs/benchmarks.md with the date
 * and the machine; nothing here passes or fails on a timing.
 */
import type { Benchmark } from './bench/benchmark.ts';
import { lobbyBenchmark } from './bench/lobby.ts';

const benchmarks: readonly Benchmark[] = [lobbyBenchmark];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benchmarks.some((benchmark) => benchmark.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; there are: ${benchmarks.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}

console.log(`# Benchmarks (${new Date().toISOString().slice(0, 10)})`);
for (const benchmark of benchmarks) {
  if (wanted.length > 0 && !wanted.includes(benchmark.name)) continue;
  console.log(`\n## ${benchmark.name}: ${benchmark.description}\n`);
  console.log(await benchmark.run());
}
