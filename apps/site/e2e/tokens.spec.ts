/**
 * No token in the HTML, the client bundles or the logs. A player logs in and
 * visits the logged-in pages; the session's tokens are read from the httpOnly cookies (`casino_id`
 * is the raw id token; `casino_session` is base64 JSON before its last '.', holding
 * `tokens.accessToken` and `tokens.refreshToken`). None of the three tokens, nor a JWT's payload
 * segment, may appear in any page's HTML, in any script or data answer the pages load, in
 * `document.cookie` or web storage, in the built client bundles, or in the stack's output (captured
 * when the run sets `E2E_STACK_LOG=<file>`, see e2e/global-setup.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Response } from '@playwright/test';
import { expect, hydrated, test } from './test.ts';
import { AURORA } from './urls.ts';

const PAGES = [
  '/en-UN',
  '/en-UN/my-account/banking',
  '/en-UN/my-account/banking/transactions',
  '/en-UN/deposit',
  '/en-UN/my-account/account',
];

const CLIENT_BUILD = fileURLToPath(new URL('../build/client', import.meta.url));

interface Needle {
  name: string;
  value: string;
}

/** The session's tokens from the httpOnly cookies, and each JWT's payload segment. */
async function tokenNeedles(context: BrowserContext): Promise<Needle[]> {
  const cookies = await context.cookies(AURORA);
  const idToken = cookies.find((cookie) => cookie.name === 'casino_id')?.value ?? '';
  const session = cookies.find((cookie) => cookie.name === 'casino_session')?.value ?? '';
  expect(idToken, 'the id-token cookie is set').not.toBe('');
  expect(session, 'the session cookie is set').not.toBe('');
  const decoded = decodeURIComponent(session);
  const payload = JSON.parse(
    Buffer.from(decoded.slice(0, decoded.lastIndexOf('.')), 'base64').toString('utf8'),
  ) as {
    tokens?: { accessToken?: string; refreshToken?: string };
  };
  const accessToken = payload.tokens?.accessToken ?? '';
  const refreshToken = payload.tokens?.refreshToken ?? '';
  expect(accessToken, 'the session holds an access token').not.toBe('');
  expect(refreshToken, 'the session holds a refresh token').not.toBe('');
  const needles: Needle[] = [];
  for (const [name, token] of [
    ['id token', decodeURIComponent(idToken)],
    ['access token', accessToken],
    ['refresh token', refreshToken],
  ] as const) {
    needles.push({ name, value: token });
    const parts = token.split('.');
    // A JWT's payload (claims) segment is long and unique; a shorter one would match by chance.
    if (parts.length === 3 && parts[1]!.length >= 16)
      needles.push({ name: `${name} payload`, value: parts[1]! });
  }
  return needles;
}

function leaks(text: string, needles: Needle[]): string[] {
  return needles.filter((needle) => text.includes(needle.value)).map((needle) => needle.name);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test('no token in the HTML, the scripts and data the pages load, the cookies the page sees, or the logs', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const loaded: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(AURORA)) loaded.push(response);
  });

  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  await page.goto(`${AURORA}/en-UN#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await hydrated(page);
  await dialog.getByLabel('E-mail').fill('new@demo.test');
  await dialog.getByLabel('Password').fill('Sandbox-Pass-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('Hi, Nina');
  const needles = await tokenNeedles(context);

  const scanned = { documents: 0, scripts: 0, data: 0 };
  for (const pagePath of PAGES) {
    const response = await page.goto(`${AURORA}${pagePath}`);
    expect(response?.status(), pagePath).toBeLessThan(400);
    await page.waitForLoadState('networkidle');
    const html = await response!.text();
    expect(leaks(html, needles), `${pagePath} HTML`).toEqual([]);
    expect(leaks(await page.content(), needles), `${pagePath} DOM`).toEqual([]);
    const visible = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    expect(leaks(visible.cookie, needles), `${pagePath} document.cookie`).toEqual([]);
    expect(leaks(visible.local + visible.session, needles), `${pagePath} web storage`).toEqual([]);
    scanned.documents += 1;
  }

  // Every script, stylesheet and data answer (single-fetch `.data`, JSON) the pages loaded.
  for (const response of loaded) {
    const type = response.request().resourceType();
    if (!['document', 'script', 'fetch', 'xhr', 'stylesheet'].includes(type)) continue;
    if (response.status() >= 300 && response.status() < 400) continue;
    const body = await response.text().catch(() => null);
    if (body === null) continue;
    expect(leaks(body, needles), `${type} ${response.url()}`).toEqual([]);
    if (type === 'script') scanned.scripts += 1;
    if (type === 'fetch' || type === 'xhr') scanned.data += 1;
  }
  expect(scanned.scripts, 'the pages loaded their client bundles').toBeGreaterThan(0);

  // The built client bundles hold no token, nor anything shaped like a signed JWT.
  const jwt = /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/;
  for (const file of await filesUnder(CLIENT_BUILD)) {
    if (!/\.(js|mjs|css|html|json|map)$/.test(file)) continue;
    const text = await readFile(file, 'utf8');
    expect(leaks(text, needles), file).toEqual([]);
    expect(jwt.test(text), `${file} holds a JWT`).toBe(false);
  }

  // The stack's output: the site's and the sandbox's logs of this very run.
  const logFile = process.env['E2E_STACK_LOG'];
  test.info().annotations.push({
    type: 'scanned',
    description: `${scanned.documents} pages, ${scanned.scripts} scripts, ${scanned.data} data answers; log: ${logFile ?? 'not captured'}`,
  });
  if (logFile) {
    const log = await readFile(logFile, 'utf8');
    expect(log, 'the stack log holds the stack’s output').toContain('[site]');
    expect(leaks(log, needles), `the stack log ${logFile}`).toEqual([]);
  }
});

test('the stack log is captured for the token scan', async () => {
  test.skip(!process.env['E2E_STACK_LOG'], 'set E2E_STACK_LOG=<file> to capture and scan the stack output');
  const log = await readFile(process.env['E2E_STACK_LOG']!, 'utf8');
  expect(log.length).toBeGreaterThan(0);
});
