/**
 * Timing helpers shared by the benchmarks in this folder: run a step a fixed number of times,
 * summarise the durations as percentiles, and print rows as a Markdown table (the format
 * docs/benchmarks.md keeps).
 */
import { performance } from 'node:perf_hooks';

export interface Summary {
  iterations: number;
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentile of sorted durations. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarise(durations: readonly number[]): Summary {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    iterations: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

/** Runs `step` `iterations` times, one after the other, and summarises the wall-clock durations. */
export async function measure(iterations: number, step: () => Promise<unknown>): Promise<Summary> {
  const durations: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await step();
    durations.push(performance.now() - started);
  }
  return summarise(durations);
}

/** A duration for a table: milliseconds, or microseconds under 0.1 ms. */
export function ms(value: number): string {
  if (Number.isNaN(value)) return '–';
  return value < 0.1 ? `${Math.round(value * 1000)} µs` : `${value.toFixed(2)} ms`;
}

/** A Markdown table with a header row; columns padded so it also reads well in a terminal. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, 3, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
