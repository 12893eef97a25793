/**
 * `npm run bench`: the benchmarks of scripts/bench/, each a module exporting a `Benchmark`.
 * `npm run bench -- lobby` runs only the named ones. The report is printed, and the figures are
 * kept per benchmark in docs/bench-results.json (with the date and the machine); docs/benchmarks.md
 * holds the figures with what they mean. Nothing here passes or fails on a timing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Benchmark } from './bench/benchmark.ts';
import { jsBenchmark } from './bench/jsBench.ts';
import { lobbyBenchmark } from './bench/lobby.ts';
import { ssrBenchmark } from './bench/ssr.ts';
import { REPO_ROOT } from './stack.ts';

const benchmarks: readonly Benchmark[] = [lobbyBenchmark, jsBenchmark, ssrBenchmark];
const RESULTS = path.join(REPO_ROOT, 'docs/bench-results.json');

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benchmarks.some((benchmark) => benchmark.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; there are: ${benchmarks.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}

const results: Record<string, unknown> = existsSync(RESULTS)
  ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>)
  : {};
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

console.log(`# Benchmarks (${new Date().toISOString().slice(0, 10)}, ${machine})`);
for (const benchmark of benchmarks) {
  if (wanted.length > 0 && !wanted.includes(benchmark.name)) continue;
  console.log(`\n## ${benchmark.name}: ${benchmark.description}\n`);
  const report = await benchmark.run();
  const markdown = typeof report === 'string' ? report : report.markdown;
  console.log(markdown);
  results[benchmark.name] = {
    measuredAt: new Date().toISOString(),
    machine,
    description: benchmark.description,
    ...(typeof report === 'string' ? { markdown } : { markdown, data: report.data }),
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
}
console.log(`\nFigures written to ${path.relative(REPO_ROOT, RESULTS)}.`);
