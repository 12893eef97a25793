/**
 * Sandbox money throughput: the sandbox's ledger services without HTTP or sessions, on PGlite in
 * memory and on a throw-away local PostgreSQL (Debian's binaries, durability off, as the sandbox
 * tests use; `TEST_POSTGRES_URL` uses an existing server's database instead).
 *
 * Each database run: `PLAYERS` players, each funded with 10 000.00 by a paid deposit; then four
 * phases of `OPS` operations each, `CONCURRENCY` in flight, spread round-robin over the players:
 * - deposits of 10.00: open the PENDING deposit, then settle it SUCCESS (CASHIER → MAIN), as the
 *   cashier's webhook does;
 * - bets of 1.00 (`placeBet`, category CASINO: MAIN → OPERATOR);
 * - wins of 0.50 (`payWin`: OPERATOR → MAIN);
 * - withdrawal requests of 1.00 (MAIN → LOCKED).
 * Every operation is its own database transaction with the account lock, the idempotency-key
 * lookup, the entries and the balance update. At the end the ledger audit (every balance = sum of
 * its entries, none negative, every step sums to 0) must come back clean, else the run fails: a
 * fast ledger that loses money is no figure.
 *
 * Decisions: bets carry no `gameId` (the last-played-games side table is one insert more, and the
 * benchmark needs no game catalogue) and no spend-limit `check` (the players have no limits), so
 * the figure is the ledger's own cost; the game round's HTTP and session cost is the e2e's concern.
 * Without PostgreSQL binaries (and no `TEST_POSTGRES_URL`) the PostgreSQL row says so instead of
 * failing the run.
 *
 * Environment (for short runs): `BENCH_LEDGER_OPS` (operations per phase, default 2000),
 * `BENCH_LEDGER_CONCURRENCY` (in flight, default 16), `BENCH_LEDGER_PLAYERS` (default 20),
 * `BENCH_LEDGER_DATABASES` (comma-separated `pglite`, `postgres`; default both).
 */
import { loadBrands } from '@casino/brands';
import { openDatabase, type OpenDatabase } from '../../apps/sandbox/src/db/database.ts';
import { players } from '../../apps/sandbox/src/db/schema.ts';
import { seed } from '../../apps/sandbox/src/seed.ts';
import { createContext, type SandboxContext } from '../../apps/sandbox/src/services/context.ts';
import {
  auditLedger,
  idempotencyKey,
  openAccounts,
  openDeposit,
  payWin,
  placeBet,
  recordPaidDeposit,
  requestWithdrawal,
  settleDeposit,
  type PlayerAccounts,
} from '../../apps/sandbox/src/services/money/index.ts';
import { findPostgresBinDir, startPostgres } from '../../apps/sandbox/test/postgres.ts';
import type { Benchmark } from './benchmark.ts';
import { markdownTable } from './measure.ts';

export const DATABASES = ['pglite', 'postgres'] as const;
export type LedgerDatabase = (typeof DATABASES)[number];

export interface LedgerBenchOptions {
  ops: number;
  concurrency: number;
  players: number;
  databases: readonly LedgerDatabase[];
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** The options from the environment (see the header). */
export function ledgerOptionsFromEnv(): LedgerBenchOptions {
  const databases = (process.env['BENCH_LEDGER_DATABASES'] ?? DATABASES.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = databases.filter((name) => !(DATABASES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Unknown database ${unknown.join(', ')}: pglite or postgres`);
  return {
    ops: positive('BENCH_LEDGER_OPS', 2000),
    concurrency: positive('BENCH_LEDGER_CONCURRENCY', 16),
    players: positive('BENCH_LEDGER_PLAYERS', 20),
    databases: databases as LedgerDatabase[],
  };
}

export interface Phase {
  operations: number;
  ms: number;
  perSecond: number;
}

export interface LedgerFigures {
  database: string;
  ops: number;
  concurrency: number;
  players: number;
  /** Null when the database was not available (the reason is in `skipped`). */
  deposits: Phase | null;
  bets: Phase | null;
  wins: Phase | null;
  withdrawals: Phase | null;
  auditProblems: number | null;
  skipped?: string;
}

/** Runs `count` operations, `concurrency` at a time, and times the whole. */
async function inParallel(
  count: number,
  concurrency: number,
  run: (i: number) => Promise<void>,
): Promise<Phase> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await run(next++);
    }),
  );
  const ms = performance.now() - started;
  return { operations: count, ms, perSecond: (count / ms) * 1000 };
}

async function fundedPlayers(ctx: SandboxContext, count: number): Promise<PlayerAccounts[]> {
  const rows = await ctx.db
    .insert(players)
    .values(
      Array.from({ length: count }, (_, i) => ({
        siteId: 6,
        email: `bench-${Date.now()}-${i}@ledger.test`,
        countryCode: 'FI',
        kycStatus: 'FULLY VERIFIED',
      })),
    )
    .returning({ id: players.playerId });
  const accounts: PlayerAccounts[] = [];
  for (const row of rows) {
    const opened = await openAccounts(ctx, row.id);
    if (!opened) throw new Error(`No accounts for bench player ${row.id}`);
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

function refused(outcome: { ok: boolean }, what: string): void {
  if (!outcome.ok) {
    const { code, message } = outcome as { code?: string; message?: string };
    throw new Error(`${what} refused: ${code ?? ''} ${message ?? ''}`);
  }
}

async function benchDatabase(
  label: string,
  database: OpenDatabase,
  options: LedgerBenchOptions,
): Promise<LedgerFigures> {
  const { ops, concurrency } = options;
  const ctx = createContext(database.db);
  await seed(database.db, await loadBrands());
  const accounts = await fundedPlayers(ctx, options.players);
  const player = (i: number) => accounts[i % accounts.length]!;

  const deposits = await inParallel(ops, concurrency, async (i) => {
    const opened = await openDeposit(ctx, {
      accounts: player(i),
      amount: 1_000n,
      paymentMethod: 'TRUSTLY',
      idempotencyKey: idempotencyKey(player(i).playerId, 'deposit', `bench-${i}`),
    });
    refused(opened, 'deposit');
    if (opened.ok) await settleDeposit(ctx, opened.transaction.referenceId, 'SUCCESS');
  });
  const bets = await inParallel(ops, concurrency, async (i) => {
    refused(
      await placeBet(ctx, {
        accounts: player(i),
        amount: 100n,
        category: 'CASINO',
        idempotencyKey: idempotencyKey(player(i).playerId, 'bet', `bench-${i}`),
        sessionId: null,
      }),
      'bet',
    );
  });
  const wins = await inParallel(ops, concurrency, async (i) => {
    refused(
      await payWin(ctx, {
        accounts: player(i),
        amount: 50n,
        category: 'CASINO',
        idempotencyKey: idempotencyKey(player(i).playerId, 'win', `bench-${i}`),
        betKey: idempotencyKey(player(i).playerId, 'bet', `bench-${i}`),
      }),
      'win',
    );
  });
  const withdrawals = await inParallel(ops, concurrency, async (i) => {
    refused(
      await requestWithdrawal(ctx, {
        accounts: player(i),
        amount: 100n,
        paymentMethod: 'TRUSTLY',
        idempotencyKey: idempotencyKey(player(i).playerId, 'withdrawal', `bench-${i}`),
      }),
      'withdrawal',
    );
  });
  const problems = await auditLedger(database.db);
  if (problems.length > 0) throw new Error(`The ledger audit failed on ${label}:\n${problems.join('\n')}`);
  return {
    database: label,
    ops,
    concurrency,
    players: options.players,
    deposits,
    bets,
    wins,
    withdrawals,
    auditProblems: 0,
  };
}

/** Measures each database the options name, one after the other. */
export async function measureLedger(options: LedgerBenchOptions): Promise<LedgerFigures[]> {
  const figures: LedgerFigures[] = [];
  for (const kind of options.databases) {
    if (kind === 'pglite') {
      const database = await openDatabase({ dataDir: 'memory://' });
      try {
        figures.push(await benchDatabase('PGlite (in memory)', database, options));
      } finally {
        await database.close();
      }
      continue;
    }
    const label = 'PostgreSQL (local, pool of 10)';
    const existing = process.env['TEST_POSTGRES_URL'];
    if (!existing && !findPostgresBinDir()) {
      figures.push({
        database: label,
        ops: options.ops,
        concurrency: options.concurrency,
        players: options.players,
        deposits: null,
        bets: null,
        wins: null,
        withdrawals: null,
        auditProblems: null,
        skipped: 'no PostgreSQL binaries (install Debian’s postgresql or set TEST_POSTGRES_URL)',
      });
      continue;
    }
    const server = existing ? null : await startPostgres();
    try {
      const database = await openDatabase({ url: existing ?? server!.url });
      try {
        figures.push(await benchDatabase(label, database, options));
      } finally {
        await database.close();
      }
    } finally {
      await server?.stop();
    }
  }
  return figures;
}

/** The figures as a Markdown table with a note on what ran. */
export function ledgerMarkdown(figures: readonly LedgerFigures[]): string {
  const rate = (phase: Phase | null) =>
    phase ? `${Math.round(phase.perSecond)} /s (${(phase.ms / 1000).toFixed(1)} s)` : '–';
  const table = markdownTable(
    [
      'database',
      'operations / in flight / players',
      'deposits (open + settle)',
      'bets',
      'wins',
      'withdrawal requests',
      'audit',
    ],
    figures.map((f) => [
      f.database,
      `${f.ops} / ${f.concurrency} / ${f.players}`,
      rate(f.deposits),
      rate(f.bets),
      rate(f.wins),
      rate(f.withdrawals),
      f.skipped ? `skipped: ${f.skipped}` : f.auditProblems === 0 ? 'clean' : `${f.auditProblems} problems`,
    ]),
  );
  return [
    table,
    '',
    'The sandbox’s ledger services without HTTP: deposits of 10.00 (open, then settle), bets of 1.00 ' +
      '(`placeBet`), wins of 0.50 (`payWin`) and withdrawal requests of 1.00, each its own transaction, ' +
      'spread over the funded players; the ledger audit ran after the four phases. PGlite runs one ' +
      'transaction at a time; PostgreSQL runs the pool’s in parallel (one player’s operations queue on ' +
      'that player’s account lock by design).',
  ].join('\n');
}

export const ledgerBenchmark: Benchmark = {
  name: 'ledger',
  description:
    'sandbox money throughput: deposits, bets, wins and withdrawals per second, PGlite and PostgreSQL',
  async run() {
    const figures = await measureLedger(ledgerOptionsFromEnv());
    return { markdown: ledgerMarkdown(figures), data: figures };
  },
};
