/**
 * A throw-away PostgreSQL server for a test run: initdb into a temporary directory, start it on a
 * free loopback port with its socket in that directory, stop it and delete everything at the end.
 * Uses the machine's PostgreSQL binaries (Debian's `postgresql` package; `scripts/ensure-postgres.ts`
 * installs it for `npm test`). As root, the binaries run as the `postgres` user (PostgreSQL refuses
 * to run as root). Durability is switched off: the data lives for one test run.
 */
import { execFile as execFileCallback, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCallback);

/** The directory holding `initdb`, `pg_ctl` and `postgres`: `POSTGRES_BIN_DIR`, Debian's layout, or PATH. */
export function findPostgresBinDir(): string | null {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  if (fromEnv) return existsSync(path.join(fromEnv, 'initdb')) ? fromEnv : null;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((version) => existsSync(path.join(debian, version, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

export const POSTGRES_INSTALL_HINT = [
  'PostgreSQL is needed for the sandbox tests (they run on PGlite and on PostgreSQL).',
  '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y postgresql',
  '  elsewhere: install PostgreSQL and set POSTGRES_BIN_DIR to the directory holding initdb and pg_ctl,',
  '  or set TEST_POSTGRES_URL to a server where the tests may create databases.',
].join('\n');

export interface PostgresServer {
  /** Connection string of the `postgres` database as the superuser `postgres`. */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBinDir();
  if (!bin) throw new Error(POSTGRES_INSTALL_HINT);
  const isRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-pg-'));
  const data = path.join(dir, 'data');
  const runuser =
    ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => existsSync(candidate)) ?? 'runuser';
  const run = (tool: string, args: string[]) =>
    isRoot
      ? execFile(runuser, ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : execFile(path.join(bin, tool), args);
  let pid = 0;
  try {
    if (isRoot) {
      const { uid, gid } = postgresUser();
      await chown(dir, uid, gid);
    }
    await run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    await run('pg_ctl', [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      data,
      '-l',
      path.join(dir, 'postgres.log'),
      '-o',
      settings,
    ]);
    pid = Number((await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    let stopped = false;
    // If the test process dies without stopping the server, do not leave it running.
    const killOnExit = () => {
      if (stopped) return;
      try {
        process.kill(pid, 'SIGQUIT');
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    };
    process.once('exit', killOnExit);
    return {
      url,
      pid,
      async stop() {
        if (stopped) return;
        stopped = true;
        process.off('exit', killOnExit);
        await run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone
          }
        });
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const log = path.join(dir, 'postgres.log');
    const detail = existsSync(log) ? `\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await rm(dir, { recursive: true, force: true });
    throw new Error(`Could not start a test PostgreSQL from ${bin}: ${(error as Error).message}${detail}`);
  }
}
