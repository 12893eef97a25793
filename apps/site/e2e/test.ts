/**
 * The `test` of specs that log players in: each browser context presents its own visitor address
 * (X-Forwarded-For, trusted by the e2e stack's TRUST_PROXY=1) from 10.0.0.0/8, which the sandbox
 * places in Finland. The sandbox limits sign-ins per address (30 per 10 minutes), as it should for
 * real players; a whole suite from 127.0.0.1 would be one very busy visitor.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { AURORA, SANDBOX } from './urls.ts';

let counter = 0;

/** A fresh visitor address for this run: 10.<run>.<n>.<n>. */
export function visitorAddress(): string {
  counter += 1;
  return `10.${(process.pid % 200) + 20}.${(counter >> 8) & 255}.${counter & 255 || 1}`;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
    // The suite signs its few demo players in more often than the sandbox's per-account limit
    // (10 per 10 minutes) allows one player; each test starts as after a quiet ten minutes.
    // The sandbox's test surfaces take JSON only (apps/sandbox/README.md "Test surfaces").
    const reset = await fetch(`${SANDBOX}/sandbox/rate-limits/login/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    if (!reset.ok) throw new Error(`The sandbox did not reset the sign-in limits: ${reset.status}`);
    await use(context);
  },
});

export { expect };

/**
 * Waits until the page has hydrated. Before that the login popup is its no-JavaScript `:target`
 * form; a heavy page on a loaded machine can hydrate between a test's fill and click, and the
 * sign-in then did not happen (twice in CI: the popup closed, no error, no session). Specs that log
 * in through the popup wait for this first; the pre-hydration case is tested on its own.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The demo players' password (apps/sandbox/src/demoPlayers.ts). */
export const DEMO_PASSWORD = 'Sandbox-Pass-1';

/** Logs a player in through the aurora home page's popup, once the page has hydrated. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${AURORA}/en-UN#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await hydrated(page);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('Hi, ');
}
