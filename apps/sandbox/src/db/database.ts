/**
 * Opens the sandbox database: PGlite in a data directory by default (the embedded default), or
 * PostgreSQL when `DATABASE_URL` is set. Both run the same drizzle migrations and queries.
 * On PostgreSQL a lost connection (server restart, failover, a terminated backend) never ends the
 * process: the request that used it fails with an error `isTransientDatabaseError` (kernel/database.ts) recognises (the
 * app answers a retryable 503; the database rolled the transaction back, or committed it whole),
 * and the pool opens new connections for the next requests.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

type Schema = typeof schema;

/** Either driver's database, typed by what both have in common so services need not care. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Where a service may run its statements: the database or a transaction already open on it. */
export type Executor = Database | Transaction;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string, when on PostgreSQL. */
  url?: string;
  /** The PGlite instance, for dumping a prepared data directory (tests). */
  pglite?: PGlite;
  /** The PostgreSQL pool, for tests that check no connection leaks after faults. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` for a throw-away database. */
  dataDir?: string | undefined;
  /** PGlite only: start a new data directory from this dump (`dumpDataDir`), much faster than initdb. */
  loadDataDir?: Blob | undefined;
}

/**
 * A pool whose checked-out connections go back (and are discarded) when the server ends them.
 * drizzle's `transaction` sends `begin` before its try/finally, so a connection cut at that moment
 * would never be released: after `max` such cuts the pool would have no connection left and every
 * request would wait forever. Here a connection that ends while checked out is released with the
 * error at once (pg-pool then removes it), and the caller's own later `release()` does nothing.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is pg-pool's own (`pool.query`), which always releases.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const done = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', ended);
        release(error);
      };
      const ended = () => done(new Error('The database connection ended while in use'));
      client.once('end', ended);
      client.release = done;
      return client;
    });
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new ReleasingPool({ connectionString: options.url, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => console.error(`[sandbox] idle database connection lost: ${error.message}`));
    // Nor one dropped while a request holds it between two statements: the pool listens only to idle
    // connections, and an `error` event nobody hears ends the process. The request's next statement
    // fails instead (answered 503 by the app, see `isTransientDatabaseError`), and the pool discards
    // the broken connection when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) =>
        console.error(`[sandbox] database connection lost in use: ${error.message}`),
      );
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return { db, kind: 'postgres', url: options.url, pool, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(
    dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
