/**
 * Vitest global setup for the sandbox: prepares, once per run, a migrated and seeded database of
 * each kind, which every test file then copies cheaply:
 * - PGlite: a dump of a prepared data directory (loading it takes ~0.5 s; a fresh PGlite 2–3 s);
 * - PostgreSQL: a throw-away server (`postgres.ts`) holding a template database; each test file
 *   creates its own database from the template (`CREATE DATABASE … TEMPLATE`).
 * `TEST_POSTGRES_URL` uses an existing server instead (the tests create and drop databases there);
 * `SANDBOX_TEST_POSTGRES=0` runs the PGlite half only, with a warning.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadBrands } from '@casino/brands';
import { openDatabase } from '../src/db/database.ts';
import { seed } from '../src/seed.ts';
import { startPostgres, type PostgresServer } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the dump of a migrated, seeded PGlite data directory. */
    sandboxPgliteDump: string;
    /** A PostgreSQL server and the template database to copy, or null when PostgreSQL is skipped. */
    sandboxPostgres: { adminUrl: string; template: string } | null;
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function preparePglite(dir: string): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seed(database.db, await loadBrands());
    const dump = await database.pglite!.dumpDataDir('none');
    const file = path.join(dir, 'sandbox-pglite.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

async function preparePostgres(
  server: PostgresServer | null,
): Promise<{ adminUrl: string; template: string; server: PostgresServer | null }> {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? server!.url;
  const template = `sandbox_template_${process.pid}`;
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${template}`);
      await admin.query(`create database ${template}`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ url: databaseUrl(adminUrl, template) });
    try {
      await seed(database.db, await loadBrands());
    } finally {
      await database.close();
    }
    return { adminUrl, template, server };
  } catch (error) {
    await server?.stop();
    throw error;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-test-'));
  const skipPostgres = process.env.SANDBOX_TEST_POSTGRES === '0';
  if (skipPostgres) console.warn('[sandbox tests] SANDBOX_TEST_POSTGRES=0: running on PGlite only');
  // The server starts while PGlite is prepared; seeding both at once only makes them compete for the CPU.
  const startingServer = skipPostgres || process.env.TEST_POSTGRES_URL ? null : startPostgres();
  startingServer?.catch(() => {});
  const dump = await preparePglite(dir).catch(async (error: unknown) => {
    await (await startingServer?.catch(() => null))?.stop();
    throw error;
  });
  const postgres = skipPostgres ? null : await preparePostgres(await startingServer);
  project.provide('sandboxPgliteDump', dump);
  project.provide(
    'sandboxPostgres',
    postgres && { adminUrl: postgres.adminUrl, template: postgres.template },
  );
  return async () => {
    if (postgres && !postgres.server) {
      const admin = new pg.Client({ connectionString: postgres.adminUrl });
      await admin.connect();
      await admin
        .query(`drop database if exists ${postgres.template} with (force)`)
        .finally(() => admin.end());
    }
    await postgres?.server?.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
