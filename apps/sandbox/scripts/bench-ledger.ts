/**
 * Ledger throughput on its own, without the rest of `npm run bench`: a thin wrapper over the
 * `ledger` benchmark (scripts/bench/ledger.ts, which holds the logic and documents the settings).
 * `npm run bench -- ledger` also records the figures in docs/bench-results.json and
 * docs/benchmarks.md; this prints them only.
 *
 *   npx node apps/sandbox/scripts/bench-ledger.ts            # both databases
 *   BENCH_LEDGER_OPS=4000 BENCH_LEDGER_CONCURRENCY=32 npx node apps/sandbox/scripts/bench-ledger.ts pglite
 */
import {
  DATABASES,
  ledgerMarkdown,
  ledgerOptionsFromEnv,
  measureLedger,
  type LedgerDatabase,
} from '../../../scripts/bench/ledger.ts';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(DATABASES as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`Unknown database ${unknown.join(', ')}: pglite or postgres`);
const options = ledgerOptionsFromEnv();
const figures = await measureLedger(
  wanted.length > 0 ? { ...options, databases: wanted as LedgerDatabase[] } : options,
);
console.log(ledgerMarkdown(figures));
