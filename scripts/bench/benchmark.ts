/**
 * What a benchmark module in scripts/bench/ exports. `scripts/bench.ts` runs each one the command
 * line names (all by default), prints what it reports and keeps its figures in
 * docs/bench-results.json; figures, not pass/fail timings (ARCHITECTURE.md "Tests").
 */
export interface BenchmarkReport {
  /** Markdown: a table and notes on what ran. */
  markdown: string;
  /** The figures, machine-readable. */
  data: unknown;
}

export interface Benchmark {
  /** The name on the command line, e.g. `npm run bench -- lobby`. */
  name: string;
  description: string;
  /** Runs the benchmark and returns its report (Markdown, or Markdown with the figures). */
  run(): Promise<string | BenchmarkReport>;
}
