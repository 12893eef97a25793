/**
 * Makes sure the end-to-end tests have a browser before `npm test` starts them:
 * Debian's Chromium (installed with apt-get when missing and we are root), else Playwright's own
 * download, else a message saying exactly what to install. `CHROMIUM_PATH` overrides the path.
 * Whatever fonts come with it (`--no-install-recommends` brings fonts-dejavu-core; a machine may
 * also have Debian's recommended fonts-liberation, fonts-dejavu-extra…) the pages look the same:
 * they paint with the brands' own fonts (apps/site/e2e/fonts.spec.ts shows it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0
  );
}

if (chromiumPath()) {
  console.log(`Chromium for end-to-end tests: ${chromiumPath()}`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (hasApt && isRoot) {
  console.log("Chromium is missing: installing Debian's chromium with apt-get");
  if (
    run('apt-get', ['update']) &&
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']) &&
    chromiumPath()
  ) {
    process.exit(0);
  }
}

console.log("Trying Playwright's own Chromium download");
try {
  execFileSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'], {
    stdio: 'inherit',
  });
  process.exit(0);
} catch {
  console.error(
    [
      'No browser for the end-to-end tests.',
      hasApt
        ? "  Install Debian's Chromium:  sudo apt-get update && sudo apt-get install -y chromium"
        : '  Install Chromium and set CHROMIUM_PATH to its executable,',
      '  or let Playwright download one:  npx playwright install chromium',
    ].join('\n'),
  );
  process.exit(1);
}
