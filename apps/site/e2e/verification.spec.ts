/**
 * Identity documents, the questionnaire and account self-service (spec 2 §2–§9), against the
 * sandbox's verification back office:
 * - docs@demo.test uploads a proof of ID and a proof of address at the sandbox's provider page; the
 *   verification page shows both under review without a reload; the operator approves one and
 *   rejects the other with a reason, which the page shows live; after a re-upload and an approval
 *   the withdrawal that was refused goes through.
 * - An empty file, a file of the wrong type (named .jpg) and an oversized file are refused with a
 *   clear message, and nothing is stored.
 * - edd@demo.test gets the questionnaire on sign-in, cannot send 'Other' without its text, sends it,
 *   and its level moves on.
 * - account@demo.test finds each account page in the account menu (issue 27: a menu of short
 *   pages, each link with its summary), saves each form with its toast on its own page, changes its
 *   phone number with the code from the outbox, sees the error toast for a wrong old password, and
 *   its marketing preferences survive a reload; on a desktop the menu sits beside the page.
 * The account forms also work as plain posts without JavaScript. Every page passes axe. The tests
 * run in order against one sandbox.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, hydrated, logIn, test, visitorAddress } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { AURORA, SANDBOX } from './urls.ts';

// Each test is a long journey of many pages and forms on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ACCOUNT = `${AURORA}/en-UN/my-account/account`;
const VERIFICATION = `${ACCOUNT}/verification`;
const GERMAN_LANGUAGE_TOAST = (
  JSON.parse(
    readFileSync(new URL('../../../packages/i18n/locales/de/default.json', import.meta.url), 'utf8'),
  ) as Record<string, string>
)['player.account.language.success.toast']!;

async function newPage(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
  return { context, page: await context.newPage() };
}

interface SandboxDocument {
  documentId: string;
  documentType: string;
  documentStatus: string;
  rejectionReason: string | null;
  files: Array<{ contentType: string; size: number }>;
}

async function documentsOf(email: string): Promise<{ kycStatus: string; documents: SandboxDocument[] }> {
  const response = await fetch(`${SANDBOX}/sandbox/players/${encodeURIComponent(email)}/documents?siteId=6`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { kycStatus: string; documents: SandboxDocument[] };
}

async function review(documentId: string, action: 'approve' | 'reject', reason?: string) {
  const response = await fetch(`${SANDBOX}/sandbox/documents/${documentId}/review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action, ...(reason ? { reason } : {}) }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A tiny real PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Starts an upload from the group's card and lands on the provider page. */
async function startUpload(page: Page, group: 'idDocument' | 'addressDocument') {
  const card = page.locator(`[data-group="${group}"]`);
  if (group === 'addressDocument') await card.getByLabel('Kind of document').selectOption('utilityBill');
  await card.getByRole('button', { name: /Upload/ }).click();
  await page.waitForURL(/\/sandbox\/documents\/upload\//);
}

async function uploadAtProvider(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Photo or scan of the document').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

const status = (page: Page, group: string) => page.getByTestId(`status-${group}`);

test('docs@demo.test uploads, the operator approves and rejects live, and a re-upload lets a withdrawal through', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'docs@demo.test');

  // Refused before: documents required.
  await page.goto(`${AURORA}/en-UN/my-account/banking/withdraw`);
  await expect(page.getByTestId('verification-modal')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(VERIFICATION);
  await expect(page.getByRole('heading', { name: 'Verify your account', level: 1 })).toBeVisible();
  await expect(status(page, 'idDocument')).toHaveText('Needed');
  await expect(status(page, 'addressDocument')).toHaveText('Needed');
  await expectNoAxeViolations(page);

  await startUpload(page, 'idDocument');
  await expectNoAxeViolations(page);
  await uploadAtProvider(page, { name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await page.waitForURL(/\/my-account\/account\/verification\?/);
  await expect(page.getByTestId('upload-received')).toBeVisible();
  await expect(status(page, 'idDocument')).toHaveText('Under review');

  await startUpload(page, 'addressDocument');
  await uploadAtProvider(page, { name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.waitForURL(/\/my-account\/account\/verification\?/);
  await expect(status(page, 'addressDocument')).toHaveText('Under review');
  await hydrated(page);
  const pending = await page.evaluate(() => localStorage.getItem('pendingDocumentIds'));
  expect(JSON.parse(pending ?? '[]')).toHaveLength(2);

  // The operator decides; the page follows without a reload.
  const { documents } = await documentsOf('docs@demo.test');
  const id = documents.find((document) => document.documentType === 'PROOF_OF_ID')!;
  const address = documents.find((document) => document.documentType === 'PROOF_OF_ADDRESS')!;
  expect(id.files[0]).toMatchObject({ contentType: 'image/png', size: PNG.length });
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await review(id.documentId, 'approve');
  await review(address.documentId, 'reject', 'BAD_QUALITY');
  await expect(status(page, 'idDocument')).toHaveText('Verified');
  await expect(status(page, 'addressDocument')).toHaveText('Needed');
  await expect(page.getByTestId('reason-addressDocument')).toHaveText(
    'We could not accept your last upload: the picture was not clear enough. Take a sharp photo in good light.',
  );
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expectNoAxeViolations(page);

  // Re-upload, approval, and the withdrawal goes through.
  await startUpload(page, 'addressDocument');
  await uploadAtProvider(page, { name: 'bill-2.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.waitForURL(/\/my-account\/account\/verification\?/);
  await expect(status(page, 'addressDocument')).toHaveText('Under review');
  const again = (await documentsOf('docs@demo.test')).documents.find(
    (document) => document.documentType === 'PROOF_OF_ADDRESS',
  )!;
  await review(again.documentId, 'approve');
  await expect(status(page, 'addressDocument')).toHaveText('Verified');
  await expect(page.getByTestId('verification-level')).toHaveText('Fully verified');

  await page.goto(`${AURORA}/en-UN/my-account/banking/withdraw`);
  await expect(page.getByTestId('verification-modal')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'How much would you like to withdraw?' })).toBeVisible();
  await page.getByLabel('Amount (EUR)').fill('20');
  // The one submit names the amount ("Withdraw 20 €", issue 27's cashier).
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Request withdrawal|Withdraw\b.*\d)/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await context.close();
});

test('an empty, a wrong-type and an oversized file are refused and nothing is stored', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'docs@demo.test');
  const before = (await documentsOf('docs@demo.test')).documents.flatMap((document) => document.files).length;
  // A new request for another proof of address, so there is an upload to try.
  const request = await fetch(`${SANDBOX}/sandbox/players/docs%40demo.test/documents/request?siteId=6`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ documentType: 'OTHER' }),
  });
  expect(request.status, await request.clone().text()).toBeLessThan(300);
  await page.goto(VERIFICATION);
  const other = page.locator('[data-group^="otherDocument"]').first();
  await other.getByRole('button', { name: /Upload/ }).click();
  await page.waitForURL(/\/sandbox\/documents\/upload\//);

  await uploadAtProvider(page, { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
  await expect(page.getByRole('alert')).toContainText(/empty/i);
  await uploadAtProvider(page, {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('This is a text file pretending to be a photo.\n'),
  });
  await expect(page.getByRole('alert')).toContainText(/JPEG|PNG|PDF/);
  await uploadAtProvider(page, {
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024, 32)]),
  });
  await expect(page.getByRole('alert')).toContainText(/MB/);
  await expectNoAxeViolations(page);
  const after = (await documentsOf('docs@demo.test')).documents.flatMap((document) => document.files).length;
  expect(after).toBe(before);
  await context.close();
});

test('edd@demo.test gets the questionnaire on sign-in and its level moves on once sent', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'edd@demo.test');
  const reminder = page.getByTestId('questionnaire-reminder');
  await expect(reminder).toBeVisible();
  await expect(reminder.getByRole('heading', { name: 'A few questions about your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await reminder.getByRole('link', { name: 'Answer now' }).click();

  const form = page.getByTestId('questionnaire-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Occupation').selectOption('other');
  await form.getByLabel('Yearly income').selectOption({ index: 2 });
  await form.getByLabel('Source of the money you play with').selectOption({ index: 1 });
  await form.getByLabel('Place of birth').fill('Tampere');
  await form.getByLabel('Nationality').selectOption('FI');
  await form.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByText('You chose Other: tell us in your own words.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByTestId('questionnaire-form')
    .getByLabel('Tell us in your own words')
    .first()
    .fill('Falconer');
  await page.getByTestId('questionnaire-form').getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByText('Thank you. Your answers have been sent for review.')).toBeVisible();
  await expect(page.getByTestId('verification-level')).toHaveText('Questionnaire under review');
  expect((await documentsOf('edd@demo.test')).kycStatus).toBe('EDD_UNDER_REVIEW');

  // Shown once: the next page does not open it again.
  await page.goto(`${AURORA}/en-UN`);
  await hydrated(page);
  await expect(page.getByTestId('questionnaire-reminder')).toHaveCount(0);
  await context.close();
});

interface OutboxMessage {
  to: string;
  code: string | null;
}

async function newestCode(to: string): Promise<string> {
  const response = await fetch(`${SANDBOX}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  const code = messages.at(-1)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

test('account@demo.test finds each account page in the menu and saves each form with its toast', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'account@demo.test');
  await page.goto(ACCOUNT);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  // The menu: a link per page with a one-line summary of what is on file.
  for (const group of ['Profile', 'Contact and privacy', 'Money and safer play']) {
    await expect(page.getByRole('heading', { name: group, level: 2 })).toBeVisible();
  }
  await expect(page.locator('[data-menu="password"]')).toContainText('Change the password you log in with');
  await expect(page.locator('[data-menu="loginHistory"]')).toContainText('Last login');
  await expect(page.locator('[data-menu="limits"]')).toHaveAttribute(
    'href',
    '/en-UN/my-account/gambling-limits',
  );
  await expectNoAxeViolations(page);
  const main = page.getByRole('main');
  const toast = (text: string) => page.getByRole('status').filter({ hasText: text });
  const open = async (item: string, heading: string) => {
    await page.goto(ACCOUNT);
    await page.locator(`[data-menu="${item}"]`).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  };

  // Login history and the activity chart, each on its page.
  await open('loginHistory', 'Login history');
  await expect(page.getByTestId('login-history').getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page);
  await open('activity', 'Your activity');
  await expect(page.getByTestId('activity-chart')).toBeVisible();

  // Address.
  await open('address', 'Address');
  await expectNoAxeViolations(page);
  await main.getByLabel('Street address').fill('Mannerheimintie 1');
  await main.getByLabel('Town or city').fill('Helsinki');
  await main.getByLabel('Postal code').fill('00100');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toast('Your address has been updated.')).toBeVisible();
  await expect(page).toHaveURL(`${ACCOUNT}/address`);
  await expect(main.getByLabel('Town or city')).toHaveValue('Helsinki');

  // A wrong old password: the error toast, nothing changed.
  await open('password', 'Password');
  await main.getByLabel('Current password').fill('Not-The-Password-1');
  await main.getByLabel('New password', { exact: true }).fill('Another-Pass-2');
  await main.getByLabel('Repeat the new password').fill('Another-Pass-2');
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your current password is not correct.' }),
  ).toBeVisible();
  // The right one.
  await main.getByLabel('Current password').fill(DEMO_PASSWORD);
  await main.getByLabel('New password', { exact: true }).fill('Another-Pass-2');
  await main.getByLabel('Repeat the new password').fill('Another-Pass-2');
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(toast('Your password has been changed.')).toBeVisible();

  // Phone, with the code from the outbox.
  await open('phone', 'Mobile number');
  await main.getByLabel('Phone country code').fill('+358');
  await main.getByRole('textbox', { name: 'Mobile number' }).fill('40 765 4321');
  await main.getByRole('button', { name: 'Change number' }).click();
  const popup = page.getByTestId('sms-popup');
  await expect(popup).toBeVisible();
  await expectNoAxeViolations(page);
  await popup.getByLabel('Code from the SMS').fill('000000');
  await popup.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByTestId('sms-popup').getByText('The code is wrong or has expired.')).toBeVisible();
  await page
    .getByTestId('sms-popup')
    .getByLabel('Code from the SMS')
    .fill(await newestCode('+358407654321'));
  await page.getByTestId('sms-popup').getByRole('button', { name: 'Confirm number' }).click();
  await expect(toast('Your mobile number has been changed.')).toBeVisible();
  await expect(page.getByTestId('account-phone')).toHaveText('+358 407654321');
  await page.goto(ACCOUNT);
  await expect(page.locator('[data-menu="phone"]')).toContainText('+358 407654321');

  // Marketing preferences survive a reload.
  await open('marketing', 'Marketing preferences');
  await main.getByLabel('SMS').check();
  await main.getByLabel('Push notifications').check();
  await main.getByLabel('Responsible gaming tips').check();
  await main.getByLabel('Newsletter').uncheck();
  await main.getByRole('button', { name: 'Save preferences' }).click();
  await expect(toast('Your marketing preferences have been saved.')).toBeVisible();
  await page.reload();
  await expect(main.getByLabel('SMS')).toBeChecked();
  await expect(main.getByLabel('Push notifications')).toBeChecked();
  await expect(main.getByLabel('Responsible gaming tips')).toBeChecked();
  await expect(main.getByLabel('Newsletter')).not.toBeChecked();

  // Cookie choice, read back from the API.
  await open('cookies', 'Cookie preferences');
  await main.getByLabel('Marketing').uncheck();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(toast('Your cookie preferences have been saved.')).toBeVisible();
  await expect(main.getByLabel('Marketing')).not.toBeChecked();

  // Language last: the page moves to German (one of the market's languages), its toast in German.
  await open('language', 'Language');
  await main.getByLabel('Language for the site and our messages').selectOption('de');
  await main.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/de-UN\/my-account\/account\/language$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('status').filter({ hasText: GERMAN_LANGUAGE_TOAST })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('on a desktop the account menu sits beside the page, the current page marked', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'player@demo.test');
  await page.goto(`${ACCOUNT}/address`);
  const menu = page.getByRole('navigation', { name: 'Your account' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Address' })).toHaveAttribute('aria-current', 'page');
  const menuBox = await menu.boundingBox();
  const headingBox = await page.getByRole('heading', { name: 'Address', level: 1 }).boundingBox();
  expect(menuBox && headingBox && menuBox.x + menuBox.width <= headingBox.x).toBe(true);
  // The way back to the menu is the menu itself here; on a phone it is a link above the heading.
  await expect(page.getByTestId('account-back')).toBeHidden();
  // Keyboard: the menu's links are in the tab order and move to their page.
  await menu.getByRole('link', { name: 'Password' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Password', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('account-back').getByRole('link', { name: 'My account' })).toBeVisible();
  await context.close();
});

test('the account forms work before JavaScript: a plain post saves and the toast comes with the page', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
  });
  const page = await context.newPage();
  await page.goto(`${AURORA}/en-UN#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill('account@demo.test');
  // The previous test changed the password.
  await dialog.getByLabel('Password').fill('Another-Pass-2');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('Hi, ');
  await page.goto(`${ACCOUNT}/address`);
  const address = page.getByRole('main');
  await address.getByLabel('Town or city').fill('Espoo');
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your address has been updated.')).toBeVisible();
  await expect(page).toHaveURL(`${ACCOUNT}/address`);
  await expect(address.getByLabel('Town or city')).toHaveValue('Espoo');
  await context.close();
});
