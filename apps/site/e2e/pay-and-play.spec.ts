/**
 * Pay-and-play (spec 1 §4): on kestrel, which enables it, a new player
 * deposits, identifies at the sandbox's bank-ID page, completes the sign-up form and lands logged
 * in; a player the bank already knows (the demo player's personal identity number) skips the form;
 * the same journey works without JavaScript; aurora, which does not enable it, says it is not
 * available. Every step passes an axe scan.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations } from './axe.ts';
import { AURORA, KESTREL, SANDBOX } from './urls.ts';

const PNP = `${KESTREL}/fi-FI/signup/pnp`;
/** The demo player player@demo.test (Paula Player) as the sandbox bank knows her. */
const DEMO_PERSON_ID = '010190-123A';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The sandbox bank-ID page: identifies as `personId` and returns to the site. */
async function identifyAtBank(page: Page, identity: { personId: string; firstName: string }, axe = true) {
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/sandbox/bank-id/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your identity');
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel('Personal identity number').fill(identity.personId);
  await page.getByLabel('First name').fill(identity.firstName);
  await page.getByRole('button', { name: 'Confirm identity' }).click();
}

async function startWithAmount(page: Page, axe = true) {
  await page.goto(PNP);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Pelaa ilman rekisteröitymistä');
  await expect(main.getByRole('heading', { level: 2, name: 'Valitse talletuksesi' })).toBeVisible();
  // The market's pay-and-play banner from content, beside the amount.
  await expect(page.getByTestId('pnp-banner')).toContainText('Talleta verkkopankillasi');
  if (axe) await expectNoAxeViolations(page);

  // A bad amount is refused in the player's language, on its field.
  const amount = main.getByLabel('Summa (EUR)');
  await amount.fill('5');
  await main.getByRole('button', { name: 'Jatka pankkiisi' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(main).toContainText('Anna summa väliltä');
  if (axe) await expectNoAxeViolations(page);

  await main.getByLabel('Summa (EUR)').fill('25,50');
  await main.getByRole('button', { name: 'Jatka pankkiisi' }).click();
}

async function completeSignUpForm(page: Page, id: string, axe = true) {
  await expect(page).toHaveURL(PNP);
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 2, name: 'Täydennä tietosi' });
  await expect(heading).toBeVisible();
  if (axe) await expectNoAxeViolations(page);

  // Server validation lands on the fields.
  await main.getByLabel('Sähköposti').fill('not-an-address');
  await main.getByLabel('Matkapuhelinnumero').fill('12');
  await main.getByRole('button', { name: 'Tallenna ja pelaa' }).click();
  await expect(main.getByLabel('Sähköposti')).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel('Matkapuhelinnumero')).toHaveAttribute('aria-invalid', 'true');
  await expect(main).toContainText('Anna kelvollinen sähköpostiosoite.');
  await expect(main).toContainText('Hyväksy käyttöehdot jatkaaksesi.');
  if (axe) await expectNoAxeViolations(page);

  // An e-mail that belongs to another player: the update's error lands on the e-mail field.
  await main.getByLabel('Sähköposti').fill('player@demo.test');
  await main.getByLabel('Maatunnus').selectOption('+358');
  await main.getByLabel('Matkapuhelinnumero').fill(`45${id.slice(-7)}`);
  await main.getByLabel('Hyväksyn käyttöehdot').check();
  await main.getByRole('button', { name: 'Tallenna ja pelaa' }).click();
  await expect(main).toContainText('Tämä sähköpostiosoite on jo käytössä.');
  await expect(main.getByLabel('Sähköposti')).toHaveAttribute('aria-invalid', 'true');
  if (axe) await expectNoAxeViolations(page);

  await main.getByLabel('Sähköposti').fill(`pnp${id}@test.example`);
  await main.getByLabel('Hyväksyn käyttöehdot').check();
  await main.getByRole('button', { name: 'Tallenna ja pelaa' }).click();
}

test('pay-and-play completes on a brand that enables it: a new player completes the sign-up form', async ({
  page,
}) => {
  const id = unique();
  await startWithAmount(page);
  await identifyAtBank(page, { personId: `PNP-E2E-${id}`, firstName: 'Bea' });
  await completeSignUpForm(page, id);
  await expect(page).toHaveURL(`${KESTREL}/fi-FI`);
  await expect(page.getByRole('banner')).toContainText('Hei, Bea');
  await expectNoAxeViolations(page);
});

test('pay-and-play skips the sign-up form for a player the bank answer has e-mail and phone for', async ({
  page,
}) => {
  await page.goto(PNP);
  // The cookie notice covers the lower part of the page until the visitor chooses.
  await page
    .getByRole('dialog', { name: 'Käytämme evästeitä' })
    .getByRole('button', { name: 'Hyväksy kaikki' })
    .click();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^50,00/ })
    .click();
  await identifyAtBank(page, { personId: DEMO_PERSON_ID, firstName: 'Paula' });
  await expect(page).toHaveURL(new RegExp(`^${KESTREL}/fi-FI(/accept-terms-condition)?$`));
  await expect(page.getByRole('banner')).toContainText('Hei, Paula');
  await expectNoAxeViolations(page);
});

test('a bank return works only in the browser that started it: another state, or another browser, starts again', async ({
  page,
  browser,
}) => {
  await page.goto(PNP);
  await page.getByRole('main').getByRole('button', { name: 'Jatka pankkiisi' }).click();
  // Confirm at the bank without following its redirect back, as someone holding the link would.
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/sandbox/bank-id/`));
  await page.getByLabel('Personal identity number').fill(DEMO_PERSON_ID);
  await page.getByLabel('First name').fill('Paula');
  const fields = await page
    .locator('form')
    .evaluate((form: HTMLFormElement) =>
      Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)])),
    );
  const bank = new URL(page.url());
  bank.search = '';
  const confirmed = await page.request.post(bank.toString(), {
    form: { ...fields, action: 'confirm' },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(303);
  const returnUrl = new URL(confirmed.headers()['location']!, bank).toString();
  expect(returnUrl).toContain('code=');
  const back = new URL(returnUrl);
  expect(back.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The bank returns to the brand's one sign-up callback address (spec 1 §2 /signup/callback),
  // registered only where the brand signs up with pay and play: on Aurora the path is unknown.
  expect(back.pathname).toBe('/fi-FI/signup/callback');
  expect((await page.request.get(`${AURORA}/en-UN/signup/callback`)).status()).toBe(404);

  // Another browser with the whole link: no flow of its own, so the code is never used.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(returnUrl);
  await expect(stranger).toHaveURL(PNP);
  await expect(stranger.getByRole('heading', { level: 2, name: 'Valitse talletuksesi' })).toBeVisible();
  await expect(stranger.getByRole('banner')).not.toContainText('Hei, Paula');
  await other.close();

  // This browser with another state: refused too, and the flow starts again.
  const forged = new URL(returnUrl);
  forged.searchParams.set('state', 'A'.repeat(43));
  await page.goto(forged.toString());
  await expect(page).toHaveURL(PNP);
  await expect(page.getByRole('heading', { level: 2, name: 'Valitse talletuksesi' })).toBeVisible();
  await expect(page.getByRole('banner')).not.toContainText('Hei, Paula');
});

test('a cancelled bank identification comes back to the amount with a notice', async ({ page }) => {
  await page.goto(PNP);
  await page.getByRole('main').getByRole('button', { name: 'Jatka pankkiisi' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/sandbox/bank-id/`));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(PNP);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Tunnistautuminen peruttiin.');
  await expect(page.getByRole('heading', { level: 2, name: 'Valitse talletuksesi' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pay-and-play completes as plain form posts', async ({ page }) => {
    const id = unique();
    // axe runs in the page's JavaScript, so the scans belong to the tests above.
    await startWithAmount(page, false);
    await identifyAtBank(page, { personId: `PNP-NOJS-${id}`, firstName: 'Noa' }, false);
    await completeSignUpForm(page, id, false);
    await expect(page).toHaveURL(`${KESTREL}/fi-FI`);
    await expect(page.getByRole('banner')).toContainText('Hei, Noa');
  });
});

test('aurora, which does not enable pay-and-play, says it is not available', async ({ page }) => {
  await page.goto(`${AURORA}/en-UN/signup/pnp`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText('Pay and play is not available');
  await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en-UN/signup');
  await expectNoAxeViolations(page);

  // A post is refused too.
  const response = await page.request.post(`${AURORA}/en-UN/signup/pnp`, {
    form: { intent: 'authorise', amount: '50' },
    headers: { Origin: AURORA },
  });
  expect(response.status()).toBe(403);
});
