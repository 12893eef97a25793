/**
 * Sign-up: a new player in Finland signs up with SMS verification and lands
 * logged in; a wrong code then the right one; a duplicate e-mail reaches Duplicated; a Brazilian
 * player with a duplicate cpf sees the field error; the one-page variant completes with JavaScript
 * disabled; a registration page `/promo/:slug` leads into sign-up with its bonus code, which the new
 * player then claims. Codes are read from the sandbox outbox. Every step passes an axe scan.
 */
import { type Page } from '@playwright/test';
import { expect, test, visitorAddress } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { AURORA, KESTREL, SANDBOX } from './urls.ts';

// The cookie notice is answered once for these tests (its own test is in session.spec.ts).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookies_a', 'true'));
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const finnishMobile = () => `040${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** The newest code the sandbox sent to `to`. */
async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${SANDBOX}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ code: string | null }> };
  const code = messages.at(-1)?.code;
  expect(code, `a code was sent to ${to}`).toBeTruthy();
  return code!;
}

/** A cpf with valid check digits. */
function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

async function fillDetails(page: Page, details: { email: string; country?: string; cpf?: string }) {
  await page.getByRole('main').getByLabel('First name').fill('Fia');
  await page.getByRole('main').getByLabel('Last name').fill('Finn');
  await page.getByRole('main').getByLabel('E-mail').fill(details.email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Northern-Lights-7');
  if (details.country)
    await page.getByRole('main').getByLabel('Country of residence').selectOption(details.country);
  if (details.cpf) await page.getByRole('main').getByLabel('CPF').fill(details.cpf);
}

async function fillContact(page: Page, contact: { phoneCountry: string; phone: string }) {
  await page.getByRole('main').getByLabel('Phone country code').selectOption(contact.phoneCountry);
  await page.getByRole('main').getByLabel('Mobile number').fill(contact.phone);
  await page.getByRole('main').getByLabel('Date of birth').fill('1990-05-05');
  await page.getByRole('main').getByLabel('Postal code').fill('00100');
  await page.getByRole('main').getByLabel('Limit period').selectOption('M');
  await page.getByRole('main').getByLabel('Limit amount').fill('500');
  await page
    .getByRole('main')
    .getByLabel(/I am 18 or older/)
    .check();
}

/** Creates the account from the filled form and verifies it with the SMS code sent to `phone`. */
async function createAndVerify(page: Page, phone: string) {
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your details');
  await page
    .getByRole('main')
    .getByLabel('Code')
    .fill(await latestCode(`+358${phone.slice(1)}`));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome aboard!');
}

test('a new player in Finland signs up with SMS verification and lands logged in', async ({
  page,
  context,
}) => {
  const email = `fia.${unique()}@demo.test`;
  const phone = finnishMobile();
  await page.goto(`${AURORA}/en-FI/signup`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Country of residence')).toHaveValue('FI');
  // The welcome offer as the home shows it (one source, lib/welcomeOffer.server.ts).
  await expect(page.getByRole('complementary').getByTestId('welcome-offer-headline')).toHaveText(
    '100 % up to €200',
  );
  await expectNoAxeViolations(page);

  await fillDetails(page, { email });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your contact details');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNoAxeViolations(page);

  await fillContact(page, { phoneCountry: 'FI', phone });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your details');
  const mobile = `+358${phone.slice(1)}`;
  await expect(page.getByText(`We sent a code by SMS to ${mobile}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong code first: the error is on the code field.
  await page.getByRole('main').getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is wrong or has expired.')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page
    .getByRole('main')
    .getByLabel('Code')
    .fill(await latestCode(mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome aboard!');
  await expect(page.getByTestId('signup-complete')).toContainText('Your account is ready, Fia.');
  await expect(page.getByRole('banner')).toContainText('Hi, Fia');
  expect(await page.evaluate(() => window.dataLayer?.map((entry) => entry['event']))).toEqual(
    expect.arrayContaining(['registration_start', 'registration_complete', 'login_complete']),
  );
  await expectNoAxeViolations(page);

  // The deposit limit chosen at sign-up (UKGC RTS 12A) is in force on the new account.
  const cookies = await context.cookies(AURORA);
  const idToken = cookies.find((cookie) => cookie.name === 'casino_id')!.value;
  const signed = decodeURIComponent(cookies.find((cookie) => cookie.name === 'casino_session')!.value);
  const { tokens } = JSON.parse(
    Buffer.from(signed.slice(0, signed.lastIndexOf('.')), 'base64').toString('utf8'),
  );
  const limits = await fetch(`${SANDBOX}/v1/player/deposit-limits`, {
    headers: { SiteContext: '6', Authorization: idToken, 'Access-Token': tokens.accessToken },
  });
  expect(limits.status).toBe(200);
  const all = (await limits.json()) as Array<{ duration: string; limit: string | null }>;
  const monthly = all.find((limit) => limit.duration === 'M');
  expect(Number(monthly?.limit)).toBe(500);
});

test('a registration page leads into sign-up with its bonus code, claimed once the account is open', async ({
  page,
}) => {
  // A missing registration page says so, with a 404.
  const missing = await page.goto(`${AURORA}/en-FI/promo/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Page not found!')).toBeVisible();

  await page.goto(`${AURORA}/en-FI/promo/northern-welcome`);
  const promo = page.getByTestId('registration-page');
  await expect(promo.getByRole('heading', { level: 1 })).toHaveText('Northern welcome');
  await expect(promo).toContainText('100% up to €200');
  await expect(promo.getByTestId('registration-code')).toHaveText('Bonus code: WELCOME10');
  await expectNoAxeViolations(page);
  await promo.getByRole('link', { name: 'Sign up with the code WELCOME10' }).click();
  await expect(page).toHaveURL(`${AURORA}/en-FI/signup?bonusCode=WELCOME10`);
  const kept = page.getByTestId('signup-bonus-code');
  await expect(kept).toHaveText('Bonus code WELCOME10: claim it as soon as your account is open.');

  const email = `code.${unique()}@demo.test`;
  const phone = finnishMobile();
  await fillDetails(page, { email });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your contact details');
  // The code stays with the flow after the address lost its query.
  await expect(page).toHaveURL(`${AURORA}/en-FI/signup`);
  await expect(kept).toContainText('WELCOME10');
  await fillContact(page, { phoneCountry: 'FI', phone });
  await createAndVerify(page, phone);
  await expectNoAxeViolations(page);

  // The player claims the code themselves: the bonus-code page has it filled in.
  await page.getByRole('link', { name: 'Claim your bonus code WELCOME10' }).click();
  await expect(page).toHaveURL(`${AURORA}/en-FI/my-account/bonus-code?bonusCode=WELCOME10`);
  await expect(page.getByRole('textbox', { name: 'Bonus code' })).toHaveValue('WELCOME10');
  await page.getByRole('button', { name: 'Claim bonus' }).click();
  await page.waitForURL(`${AURORA}/en-FI/my-account/rewards/active`);
  await expect(page.getByRole('status').filter({ hasText: 'has been added to your rewards' })).toBeVisible();
  await expect(page.locator('[data-campaign="6-welcome10"]')).toBeVisible();
});

test('a duplicate e-mail reaches the Duplicated step', async ({ page }) => {
  await page.goto(`${AURORA}/en-FI/signup`);
  await fillDetails(page, { email: 'player@demo.test' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillContact(page, { phoneCountry: 'FI', phone: finnishMobile() });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You already have an account');
  await expect(page.getByRole('link', { name: 'Reset my password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use other details' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(page.getByRole('main').getByLabel('E-mail')).toHaveValue('player@demo.test');
});

test('a Brazilian player with a duplicate cpf sees the error on the cpf field', async ({ page }) => {
  const cpf = randomCpf();
  // Someone already registered with this cpf.
  const first = await fetch(`${SANDBOX}/v1/player/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', SiteContext: '6', hcaptchaToken: '-' },
    body: JSON.stringify({
      firstName: 'Bia',
      lastName: 'Silva',
      email: `bia.${unique()}@demo.test`,
      mobilePhone: `+55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      password: 'Carnaval-2026',
      countryCode: 'BR',
      languageCode: 'pt',
      termsAndConditions: true,
      termsAndConditionsAcceptedVersion: 2,
      cookiePolicyAccepted: true,
      marketingOptIn: false,
      allConditions: false,
      cpf,
    }),
  });
  expect(first.status).toBe(201);

  await page.goto(`${AURORA}/en-UN/signup`);
  await expect(page.getByRole('main').getByLabel('CPF')).toHaveCount(0);
  await fillDetails(page, { email: `ana.${unique()}@demo.test`, country: 'BR' });
  // The cpf field appears for Brazil.
  await page
    .getByLabel('CPF')
    .fill(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillContact(page, {
    phoneCountry: 'BR',
    phone: `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  await expect(page.getByRole('main').getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This CPF is already registered.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the one-page sign-up of a bank-ID-first brand completes with JavaScript disabled', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
  });
  const page = await context.newPage();
  const email = `kim.${unique()}@demo.test`;
  const phone = finnishMobile();
  await page.goto(`${KESTREL}/en-FI/signup`);
  // kestrel offers pay-and-play first, then one page for details and contact.
  await expect(page.getByRole('link', { name: 'Continue with my bank' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toHaveCount(0);
  await fillDetails(page, { email });
  await fillContact(page, { phoneCountry: 'FI', phone });
  await createAndVerify(page, phone);
  await expect(page.getByRole('banner')).toContainText('Hi, Fia');
  // axe needs JavaScript in the page; the same steps are scanned with JavaScript in the tests above.
  await context.close();
});

test('bad input gets a clear message and a 400, never a 500', async ({ request }) => {
  const response = await request.post(`${AURORA}/en-FI/signup`, {
    headers: { Origin: AURORA },
    form: { intent: 'details', firstName: '', email: 'not-an-email', password: 'x', countryCode: 'ZZ' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain('Enter your first name');
  expect(html).toContain('Enter a valid e-mail address.');
});
