/**
 * `npm start`: runs the product on its embedded defaults (after `turbo run build`) and prints the
 * URL of every brand. Ctrl-C stops both servers.
 *
 * `npm run dev` (`--dev`): the same, with the site on Vite's dev server (apps/site/dev.ts): edits
 * to the site show at once, with hot module replacement; no build needed first.
 */
import { loadBrands } from '../brands/src/load.ts';
import { DEMO_PASSWORD, DEMO_PLAYERS } from '../apps/sandbox/src/demoPlayers.ts';
import { startStack } from './stack.ts';

const dev = process.argv.includes('--dev');
const brands = await loadBrands(process.env.BRANDS_DIR);
const stack = await startStack({ siteMode: dev ? 'dev' : 'build' });
const port = new URL(stack.siteUrl).port;

console.log(`\nThe platform is running${dev ? ' in development (the site reloads as you edit it)' : ''}:`);
console.log(`  player API (sandbox)  ${stack.sandboxUrl}`);
for (const [i, brand] of brands.entries()) {
  const locale = `${brand.defaultLocale.language}-${brand.defaultLocale.market}`;
  const urls = [`http://${brand.id}.localhost:${port}/${locale}`];
  if (i === 0) urls.unshift(`http://localhost:${port}/${locale}`);
  console.log(`  ${brand.name.padEnd(20)} ${urls.join('  ')}`);
}
console.log(`\nDemo players on every brand (password ${DEMO_PASSWORD}):`);
for (const player of DEMO_PLAYERS) console.log(`  ${player.email.padEnd(24)} ${player.description}`);
console.log(
  `\nThe sandbox's test surfaces (the SMS and e-mail outbox at ${stack.sandboxUrl}/sandbox/outbox, the clock,\n` +
    'payment settling, withdrawal processing) answer callers on this machine only; SANDBOX_TEST_ROUTES=0 turns them off.',
);
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
async function shutdown(reason: string, code: number) {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping (${reason})…`);
  await stack.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('Ctrl-C', 0));
process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
void stack.exited.then((why) => shutdown(why, 1));
