/**
 * Ledger throughput (issue 7 "Record the throughput measured in docs/benchmarks.md"): deposits
 * (open + settle through the cashier's ledger path) and withdrawal requests per second, on PGlite
 * and on a throw-away PostgreSQL (the machine's binaries, as the tests use; `TEST_POSTGRES_URL`
 * uses an existing server's database instead), at the service level: no HTTP, no sessions.
 *
 *   npx node apps/sandbox/scripts/bench-ledger.ts            # both databases
 *   BENCH_LEDGER_OPS=4000 BENCH_LEDGER_CONCURRENCY=32 npx node apps/sandbox/scripts/bench-ledger.ts pglite
 *
 * Each run: `PLAYERS` players, each funded; then `OPS` deposits of 10.00 spread over the players,
 * `CONCURRENCY` in flight; then `OPS` withdrawals of 1.00 likewise; finally the ledger audit (every
 * balance = sum of its entries, none negative, every step sums to 0) must come back clean.
 */
import { loadBrands } from '@casino/brands';
import { openDatabase, type OpenDatabase } from '../src/db/database.ts';
import { players } from '../src/db/schema.ts';
import { seed } from '../src/seed.ts';
import { createContext, type SandboxContext } from '../src/services/context.ts';
import {
  auditLedger,
  idempotencyKey,
  openAccounts,
  openDeposit,
  recordPaidDeposit,
  requestWithdrawal,
  settleDeposit,
  type PlayerAccounts,
} from '../src/services/ledger.ts';
import { startPostgres } from '../test/postgres.ts';

const OPS = Number(process.env.BENCH_LEDGER_OPS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_LEDGER_CONCURRENCY ?? 16);
const PLAYERS = Number(process.env.BENCH_LEDGER_PLAYERS ?? 20);

async function inParallel(count: number, concurrency: number, run: (i: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await run(next++);
    }),
  );
  return performance.now() - started;
}

async function fundedPlayers(ctx: SandboxContext): Promise<PlayerAccounts[]> {
  const rows = await ctx.db
    .insert(players)
    .values(
      Array.from({ length: PLAYERS }, (_, i) => ({
        siteId: 6,
        email: `bench-${Date.now()}-${i}@ledger.test`,
        countryCode: 'FI',
        kycStatus: 'FULLY VERIFIED',
      })),
    )
    .returning({ id: players.playerId });
  const accounts: PlayerAccounts[] = [];
  for (const row of rows) {
    const opened = (await openAccounts(ctx, row.id))!;
    await recordPaidDeposit(ctx, {
      accounts: opened,
      amount: 1_000_000n,
      paymentMethod: 'TRUSTLY',
      idempotencyKey: idempotencyKey(row.id, 'deposit', 'bench-funding'),
    });
    accounts.push(opened);
  }
  return accounts;
}

async function bench(kind: string, database: OpenDatabase): Promise<string> {
  const ctx = createContext(database.db);
  await seed(database.db, await loadBrands());
  const accounts = await fundedPlayers(ctx);
  const depositMs = await inParallel(OPS, CONCURRENCY, async (i) => {
    const player = accounts[i % accounts.length]!;
    const opened = await openDeposit(ctx, {
      accounts: player,
      amount: 1_000n,
      paymentMethod: 'TRUSTLY',
      idempotencyKey: idempotencyKey(player.playerId, 'deposit', `bench-${i}`),
    });
    if (!opened.ok) throw new Error(opened.message);
    await settleDeposit(ctx, opened.transaction.referenceId, 'SUCCESS');
  });
  const withdrawalMs = await inParallel(OPS, CONCURRENCY, async (i) => {
    const player = accounts[i % accounts.length]!;
    const requested = await requestWithdrawal(ctx, {
      accounts: player,
      amount: 100n,
      paymentMethod: 'TRUSTLY',
      idempotencyKey: idempotencyKey(player.playerId, 'withdrawal', `bench-${i}`),
    });
    if (!requested.ok) throw new Error(requested.message);
  });
  const problems = await auditLedger(database.db);
  if (problems.length) throw new Error(`The ledger audit failed:\n${problems.join('\n')}`);
  const rate = (ms: number) => Math.round((OPS / ms) * 1000);
  return `| ${kind} | ${OPS} / ${CONCURRENCY} / ${PLAYERS} | ${rate(depositMs)} /s (${Math.round(depositMs)} ms) | ${rate(withdrawalMs)} /s (${Math.round(withdrawalMs)} ms) | clean |`;
}

const wanted = process.argv.slice(2);
const kinds = wanted.length ? wanted : ['pglite', 'postgres'];
const lines = [
  '| database | operations / in flight / players | deposits (open + settle) | withdrawal requests | audit |',
  '| --- | --- | --- | --- | --- |',
];
for (const kind of kinds) {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      lines.push(await bench('PGlite (in memory)', database));
    } finally {
      await database.close();
    }
  } else if (kind === 'postgres') {
    const server = process.env.TEST_POSTGRES_URL ? null : await startPostgres();
    try {
      const database = await openDatabase({ url: process.env.TEST_POSTGRES_URL ?? server!.url });
      try {
        lines.push(await bench('PostgreSQL (local, pool of 10)', database));
      } finally {
        await database.close();
      }
    } finally {
      await server?.stop();
    }
  } else {
    throw new Error(`Unknown database ${kind}: pglite or postgres`);
  }
}
console.log(lines.join('\n'));
