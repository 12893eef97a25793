/**
 * What a benchmark module in scripts/bench/ exports. `scripts/bench.ts` runs each one the command
 * line names (all by default) and prints what it reports; figures, not pass/fail timings
 * (ARCHITECTURE.md "Tests").
 */
export interface Benchmark {
  /** The name on the command line, e.g. `npm run bench -- lobby`. */
  name: string;
  description: string;
  /** Runs the benchmark and returns its report (Markdown: a table and notes on what ran). */
  run(): Promise<string>;
}
