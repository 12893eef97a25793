/**
 * Test databases for the sandbox's integration tests, on PGlite and on PostgreSQL alike: each is a
 * private copy of the migrated, seeded database prepared by `global-setup.ts`. Write a suite once
 * with `describe.each(DATABASE_KINDS)` and `useTestDatabase(kind)`.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/db/database.ts';
import { createContext, type SandboxContext } from '../src/services/context.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export const DATABASE_KINDS: DatabaseKind[] = inject('sandboxPostgres') ? ['pglite', 'postgres'] : ['pglite'];

let dump: Promise<Blob> | undefined;
let counter = 0;

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const { adminUrl } = inject('sandboxPostgres')!;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A private copy of the seeded database; `close()` throws it away. */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { dataDir?: string } = {},
): Promise<OpenDatabase> {
  if (kind === 'pglite') {
    dump ??= readFile(inject('sandboxPgliteDump')).then((bytes) => new Blob([bytes]));
    return openDatabase({ dataDir: options.dataDir ?? 'memory://', loadDataDir: await dump });
  }
  const { adminUrl, template } = inject('sandboxPostgres')!;
  const name = `sandbox_test_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(async (client) => {
    // Two files copying the template at the same moment can collide; try again shortly.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if (attempt >= 10 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export interface TestDatabase {
  database: OpenDatabase;
  db: OpenDatabase['db'];
  ctx: SandboxContext;
}

/** Opens a private database for the enclosing `describe` and closes it afterwards. */
export function useTestDatabase(kind: DatabaseKind): TestDatabase {
  const state = {} as TestDatabase;
  beforeAll(async () => {
    state.database = await openTestDatabase(kind);
    state.db = state.database.db;
    state.ctx = createContext(state.db);
  });
  afterAll(async () => {
    await state.database?.close();
  });
  return state;
}
