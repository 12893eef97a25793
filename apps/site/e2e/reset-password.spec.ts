/**
 * Reset password (spec 1 §4 "Reset-password steps"): by SMS code and by
 * e-mail link, a wrong code then the right one, in Chromium against the stack `npm start` runs.
 * Each test signs up its own player through the sandbox API (so no other spec's demo player
 * changes password) and reads codes and links from the sandbox outbox. Every step passes axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { AURORA, SANDBOX } from './urls.ts';

const OLD_PASSWORD = 'Old-Password-1';
const NEW_PASSWORD = 'New-Password-2';

interface OutboxMessage {
  channel: 'SMS' | 'EMAIL';
  kind: string;
  body: string;
  code: string | null;
}

/** A visitor address of its own per test (the reset limits count per address), in Finland. */
function visitorAddress(): string {
  const n = Math.floor(Math.random() * 65_000);
  return `10.77.${n >> 8}.${n & 255 || 1}`;
}

/** A new player of the aurora site (Canada: registered at once), with a phone for the SMS route. */
async function registerPlayer(label: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `reset-${label}-${id}@test.example`;
  const mobilePhone = `+3585100${id.slice(-5)}`;
  const response = await fetch(`${SANDBOX}/v1/player/register`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      SiteContext: '6',
      hcaptchaToken: '-',
      'X-Sandbox-Client-IP': visitorAddress(),
    },
    body: JSON.stringify({
      firstName: 'Rita',
      lastName: 'Reset',
      email,
      mobilePhone,
      password: OLD_PASSWORD,
      countryCode: 'CA',
      languageCode: 'en',
      termsAndConditions: true,
      termsAndConditionsAcceptedVersion: 2,
      cookiePolicyAccepted: true,
      marketingOptIn: false,
      allConditions: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return { email, mobilePhone };
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${SANDBOX}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

async function latestCode(to: string, channel: OutboxMessage['channel']): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      code = (await outbox(to)).filter((m) => m.channel === channel).at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

function stepHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}

/** Axe runs in the page, so only with JavaScript; the no-JS journey visits steps scanned above. */
async function scan(page: Page, javaScript: boolean) {
  if (javaScript) await expectNoAxeViolations(page);
}

async function startReset(page: Page, email: string, method: 'link' | 'code', javaScript = true) {
  await page.goto(`${AURORA}/en-UN/reset-password`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await expect(stepHeading(page)).toHaveText('Your e-mail');
  await expect(page.getByTestId('reset-progress')).toHaveText('Step 1 of 4');
  await scan(page, javaScript);
  await main.getByLabel('E-mail', { exact: true }).fill(email);
  await main.getByLabel(method === 'code' ? 'Text a code to my phone' : 'E-mail me a reset link').check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Verification');
  await expect(page.getByTestId('reset-progress')).toHaveText('Step 2 of 4');
}

async function setNewPassword(page: Page, email: string, javaScript = true) {
  const main = page.getByRole('main');
  await expect(stepHeading(page)).toHaveText('New password');
  await expect(page.getByTestId('reset-progress')).toHaveText('Step 3 of 4');
  await expect(page.getByTestId('reset-account')).toContainText(email);
  await scan(page, javaScript);
  await main
    .locator('input')
    .and(main.getByLabel('New password', { exact: true }))
    .fill(NEW_PASSWORD);
  await main.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Save new password' }).click();
  // Complete: the root of the locale, with the success toast.
  await expect(page).toHaveURL(`${AURORA}/en-UN`);
  await expect(
    page.getByText('Your password has been changed. Log in with your new password.'),
  ).toBeVisible();
  await scan(page, javaScript);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${AURORA}/en-UN#login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await hydrated(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
  // The cookie choice was made earlier (shell.spec tests the notice), so it does not cover the form.
  await page.addInitScript(() => window.localStorage.setItem('cookies_a', 'true'));
});

test('a player resets the password by SMS and logs in with the new one', async ({ page }) => {
  const { email, mobilePhone } = await registerPlayer('sms');
  await startReset(page, email, 'code');
  // The step heading takes focus after the step change.
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByTestId('reset-sent')).toContainText('we have sent a code by SMS');
  await expectNoAxeViolations(page);

  const main = page.getByRole('main');
  await main.getByLabel('Code from the SMS').fill(await latestCode(mobilePhone, 'SMS'));
  await main.getByRole('button', { name: 'Verify code' }).click();
  await setNewPassword(page, email);

  const dialog = await logIn(page, email, OLD_PASSWORD);
  await expect(dialog.getByTestId('login-error')).toHaveText('The e-mail or password is not correct.');
  await logIn(page, email, NEW_PASSWORD);
  await expect(page.getByRole('banner')).toContainText('Hi, Rita');
});

test('a wrong code shows the backend error next to the form, then the right one passes', async ({ page }) => {
  const { email, mobilePhone } = await registerPlayer('wrong');
  await startReset(page, email, 'code');
  const code = await latestCode(mobilePhone, 'SMS');
  const wrong = code === '000000' ? '111111' : '000000';
  const main = page.getByRole('main');
  const codeField = main.getByLabel('Code from the SMS');

  // Not a code at all: the form's own message, nothing sent.
  await codeField.fill('12ab');
  await main.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByTestId('reset-code-error')).toHaveText('Enter the code from the SMS (digits only).');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await codeField.fill(wrong);
  await main.getByRole('button', { name: 'Verify code' }).click();
  const alert = page.getByTestId('reset-error');
  await expect(alert).toHaveText('The code is wrong or has expired. Check the SMS and try again.');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(codeField).toHaveAttribute(
    'aria-describedby',
    new RegExp(`${await alert.getAttribute('id')}`),
  );
  await expect(stepHeading(page)).toHaveText('Verification');
  await expectNoAxeViolations(page);

  await codeField.fill(code);
  await main.getByRole('button', { name: 'Verify code' }).click();
  await expect(alert).toBeHidden();
  // Back and next: the verified step is kept.
  await main.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page)).toHaveText('Verification');
  await main.getByRole('button', { name: 'Next' }).click();
  await setNewPassword(page, email);
});

test('a player resets the password from the e-mail link; unknown e-mails get the same answer', async ({
  page,
}) => {
  const { email } = await registerPlayer('link');
  await page.goto(`${AURORA}/en-UN/reset-password`);
  const main = page.getByRole('main');

  // Bad input: a message in the player's language, the form kept.
  await main.getByLabel('E-mail', { exact: true }).fill('not-an-e-mail');
  const response = page.waitForResponse((r) => r.request().method() === 'POST');
  await main.getByRole('button', { name: 'Continue' }).click();
  expect((await response).status()).toBe(400);
  await expect(page.getByTestId('reset-email-error')).toHaveText('Enter a valid e-mail address.');
  await expectNoAxeViolations(page);

  await startReset(page, email, 'link');
  await expect(page.getByTestId('reset-sent')).toContainText('we have sent it an e-mail with a reset link');
  await expectNoAxeViolations(page);

  // An unknown e-mail gets the same answer (no account enumeration).
  await main.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page)).toHaveText('Your e-mail');
  await main.getByLabel('E-mail', { exact: true }).fill('nobody-here@test.example');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Verification');
  await expect(page.getByTestId('reset-sent')).toContainText(
    'If an account exists for nobody-here@test.example',
  );
  expect(await outbox('nobody-here@test.example')).toEqual([]);

  const mail = (await outbox(email)).filter((m) => m.kind === 'password_reset.link').at(-1)!;
  const link = /\/reset-password\?resetKey=[\w-]+/.exec(mail.body)![0];
  // The link as mailed (no locale): the default locale, the key taken out of the address.
  await page.goto(`${AURORA}${link}`);
  await expect(page).toHaveURL(`${AURORA}/en-UN/reset-password`);

  // A weak password is refused by the form's rules.
  await main
    .locator('input')
    .and(main.getByLabel('New password', { exact: true }))
    .fill('lettersonly');
  await main.getByLabel('Repeat the new password').fill('lettersonly');
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('reset-password-error')).toHaveText('Use both letters and digits.');
  await expectNoAxeViolations(page);

  await setNewPassword(page, email);

  // The link works once.
  await page.goto(`${AURORA}${link}`);
  await expect(stepHeading(page)).toHaveText('Your e-mail');
  await expect(page.getByTestId('reset-error')).toHaveText(
    'This reset link is invalid, used or expired. Ask for a new one below.',
  );
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the SMS reset works as plain form posts', async ({ page }) => {
    const { email, mobilePhone } = await registerPlayer('nojs');
    await page.goto(`${AURORA}/en-UN/reset-password`);
    const main = page.getByRole('main');
    await main.getByLabel('E-mail', { exact: true }).fill('still-not-an-e-mail');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await main.getByRole('button', { name: 'Continue' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByTestId('reset-email-error')).toHaveText('Enter a valid e-mail address.');

    await startReset(page, email, 'code', false);
    await main.getByLabel('Code from the SMS').fill(await latestCode(mobilePhone, 'SMS'));
    await main.getByRole('button', { name: 'Verify code' }).click();
    await setNewPassword(page, email, false);
  });
});
