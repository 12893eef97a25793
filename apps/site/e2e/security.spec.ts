/**
 * Cross-site request forgery: every action refuses a POST from another origin
 * (React Router's origin check for actions, plus SameSite=Lax cookies), and the refusal changes no
 * state: the player stays logged in and no sign-up starts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './test.ts';
import { AURORA } from './urls.ts';

const ACTIONS = [
  '/en-UN/login',
  '/en-UN/logout',
  '/en-UN/keep-alive',
  '/en-UN/cookie-consent',
  '/en-UN/signup',
  '/en-UN/reset-password',
  '/en-UN/accept-terms-condition',
  '/en-UN/my-account/banking/deposit',
  '/en-UN/my-account/banking/withdraw',
  '/en-UN/my-account/gambling-limits',
  '/en-UN/favourites',
  '/en-UN/activity',
];

test('every action refuses a cross-origin POST', async ({ request }) => {
  for (const path of ACTIONS) {
    const response = await request.post(`${AURORA}${path}`, {
      headers: { Origin: 'https://evil.example' },
      form: { intent: 'details', email: 'new@demo.test', password: 'Sandbox-Pass-1' },
      maxRedirects: 0,
    });
    expect(
      response.status(),
      `${path} answers a cross-origin POST with ${response.status()}`,
    ).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
    expect(response.headers()['set-cookie'] ?? '', path).not.toContain('casino_id=ey');
  }
});

test('a cross-origin logout does not end the session', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  await page.goto(`${AURORA}/en-UN#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await hydrated(page);
  await dialog.getByLabel('E-mail').fill('new@demo.test');
  await dialog.getByLabel('Password').fill('Sandbox-Pass-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('Hi, Nina');
  const response = await page.request.post(`${AURORA}/en-UN/logout`, {
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('Hi, Nina');
});

test('pages carry the security headers, and the CSP nonce admits the page’s own scripts only', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`${AURORA}/en-UN`);
  const headers = response!.headers();
  const csp = headers['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/frame-src 'self' http:\/\/127\.0\.0\.1:\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // `npm start` runs in production mode: HSTS is on (browsers ignore it over plain http).
  expect(headers['strict-transport-security']).toContain('max-age=31536000');
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  const html = await response!.text();
  const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
  // The page hydrates and works under the policy: the login popup opens.
  await page.goto(`${AURORA}/en-UN#login`);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(violations).toEqual([]);
  const second = await page.request.get(`${AURORA}/en-UN`);
  expect(/'nonce-([^']+)'/.exec(second.headers()['content-security-policy']!)![1]).not.toBe(nonce);
});

test('pages and data are compressed; built assets come precompressed with Brotli', async ({ request }) => {
  const page = await request.get(`${AURORA}/en-UN/online-casino`, {
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
  });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['vary']).toMatch(/Accept-Encoding/i);
  const html = await page.text();
  const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'a preloaded script').toBeTruthy();

  const brotli = await request.get(`${AURORA}${script}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toContain('immutable');
  const plain = await request.get(`${AURORA}${script}`, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Playwright decodes the body: both are the same script.
  expect(await brotli.text()).toBe(await plain.text());
});

test('the image route transforms only the sizes, formats and qualities the site asks for', async ({
  request,
}) => {
  // Any 400 × 400 picture of the brand's assets (regenerated art changes the names).
  const asset = readdirSync(path.resolve(import.meta.dirname, '../../../brands/aurora/assets')).find((name) =>
    name.endsWith('-400x400.svg'),
  );
  const image = `/images/local/aurora/${asset}`;
  // Refused before any transform (packages/content images.test.ts counts them): a 4096² AVIF took ~40 s of CPU.
  const huge = await request.get(`${image}?w=4096&h=4096&fm=avif&q=100`);
  expect(huge.status()).toBe(400);
  const ok = await request.get(`${image}?w=200&h=200&fm=webp`);
  expect(ok.status()).toBe(200);
  expect(ok.headers()['content-type']).toBe('image/webp');
  // Another quality is the same cached image, not a new transform.
  const otherQuality = await request.get(`${image}?w=200&h=200&fm=webp&q=37`);
  expect(otherQuality.status()).toBe(200);
  expect((await otherQuality.body()).equals(await ok.body())).toBe(true);
});

test('a body past the size limit is refused with a 413 before any action reads it', async ({ request }) => {
  const answer = await request.post('/en-UN/signup', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: `email=${'x'.repeat(2 * 1024 * 1024)}`,
  });
  expect(answer.status()).toBe(413);
});
