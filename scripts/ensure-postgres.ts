/**
 * Makes sure the sandbox tests have PostgreSQL binaries before `npm test` starts them (the
 * sandbox's integration tests run on PGlite and on a throw-away PostgreSQL server, see
 * apps/sandbox/test/postgres.ts): Debian's `postgresql` is installed with apt-get when missing
 * and we are root, else this prints exactly what to install. `TEST_POSTGRES_URL` (an existing
 * server) or `SANDBOX_TEST_POSTGRES=0` (PGlite only) make the binaries unnecessary.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { POSTGRES_INSTALL_HINT, findPostgresBinDir } from '../apps/sandbox/test/postgres.ts';

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0
  );
}

if (process.env.TEST_POSTGRES_URL || process.env.SANDBOX_TEST_POSTGRES === '0') {
  console.log('PostgreSQL for the sandbox tests: not needed (TEST_POSTGRES_URL or SANDBOX_TEST_POSTGRES=0)');
  process.exit(0);
}

if (findPostgresBinDir()) {
  console.log(`PostgreSQL for the sandbox tests: ${findPostgresBinDir()}`);
  process.exit(0);
}

if (existsSync('/usr/bin/apt-get') && process.getuid?.() === 0) {
  console.log("PostgreSQL is missing: installing Debian's postgresql with apt-get");
  if (
    run('apt-get', ['update']) &&
    run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql']) &&
    findPostgresBinDir()
  ) {
    console.log(`PostgreSQL for the sandbox tests: ${findPostgresBinDir()}`);
    process.exit(0);
  }
}

console.error(POSTGRES_INSTALL_HINT);
process.exit(1);
