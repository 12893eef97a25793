/**
 * The lobby, deposit, sign-up, verification and account routes' loaders and actions against a
 * running sandbox: the built site and a fresh sandbox (scripts/stack.ts, as `npm start` runs
 * them) on their own ports, asked over HTTP with no browser, as a form post or a page load would.
 * Each test states what the loader shows or what the action answers (status, redirect, cookies,
 * field errors).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../scripts/stack.ts';

const SITE_PORT = Number(process.env['INTEGRATION_SITE_PORT'] ?? 3950);
const SANDBOX_PORT = Number(process.env['INTEGRATION_SANDBOX_PORT'] ?? 4950);

let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'casino-integration-'));
  stack = await startStack({
    sitePort: SITE_PORT,
    sandboxPort: SANDBOX_PORT,
    sandboxDataDir: path.join(dataDir, 'sandbox'),
    logFile: path.join(dataDir, 'stack.log'),
  });
});

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A browser's cookie jar, by name, for one visitor. */
class Visitor {
  private readonly cookies = new Map<string, string>();

  async get(path: string): Promise<Response> {
    return this.send(path, { method: 'GET' });
  }

  async post(path: string, fields: Record<string, string>): Promise<Response> {
    return this.send(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: stack.siteUrl },
    });
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(`${stack.siteUrl}${path}`, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, index), pair!.slice(index + 1)];
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

async function signedIn(email: string): Promise<Visitor> {
  const visitor = new Visitor();
  const answer = await visitor.post('/en-UN/login', { email, password: 'Sandbox-Pass-1' });
  expect(answer.status, await answer.clone().text()).toBe(303);
  return visitor;
}

describe('the lobby loader', () => {
  it('answers a search with the matching games only', async () => {
    const page = await new Visitor().get('/en-UN/online-casino?q=melons');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Triple Melons');
    expect(html).not.toContain('Raven Quest');
  });

  it('answers an unknown category with 404, and bad input with a page rather than a 500', async () => {
    expect((await new Visitor().get('/en-UN/online-casino/no-such-category')).status).toBe(404);
    const odd = await new Visitor().get(`/en-UN/online-casino?q=${encodeURIComponent('<script>x')}&page=-3`);
    expect(odd.status).toBe(200);
    expect(await odd.text()).not.toContain('<script>x');
  });
});

describe('the deposit loader and action', () => {
  it('shows a signed-in player the methods by name and starts the attempt in its flow cookie', async () => {
    const player = await signedIn('player@demo.test');
    const page = await player.get('/en-UN/my-account/banking/deposit');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Visa and Mastercard');
    expect(player.has('casino_flow_deposit')).toBe(true);
  });

  it('refuses a bad amount with its field error, and sends a good one to the cashier once', async () => {
    const player = await signedIn('player@demo.test');
    await player.get('/en-UN/my-account/banking/deposit');
    const bad = await player.post('/en-UN/my-account/banking/deposit', {
      intent: 'submit',
      amount: 'lots',
      paymentMethod: 'TRUSTLY',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter the amount as a number');

    const good = await player.post('/en-UN/my-account/banking/deposit', {
      intent: 'submit',
      amount: '25',
      paymentMethod: 'TRUSTLY',
    });
    expect(good.status).toBe(303);
    const cashier = good.headers.get('Location');
    expect(cashier).toMatch(/\/sandbox\/cashier\//);
    // The same attempt posted again goes back to the same cashier page: one deposit, not two.
    const again = await player.post('/en-UN/my-account/banking/deposit', {
      intent: 'submit',
      amount: '25',
      paymentMethod: 'TRUSTLY',
    });
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe(cashier);
  });

  it('refuses a visitor', async () => {
    const answer = await new Visitor().post('/en-UN/my-account/banking/deposit', {
      intent: 'submit',
      amount: '25',
      paymentMethod: 'TRUSTLY',
    });
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).not.toBe(500);
    expect(answer.headers.get('Location') ?? '').not.toMatch(/cashier/);
  });
});

describe('the sign-up loader and action', () => {
  const details = (email: string) => ({
    intent: 'details',
    firstName: 'Ines',
    lastName: 'Integration',
    email,
    password: 'Integration-Pass-1',
    countryCode: 'FI',
  });

  it('refuses bad details with field errors and keeps the typed values, never the password', async () => {
    const visitor = new Visitor();
    const answer = await visitor.post('/en-UN/signup', { ...details('not-an-email'), firstName: '' });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('Integration');
    expect(html).not.toContain('Integration-Pass-1');
    expect(visitor.has('casino_flow_signup')).toBe(false);
  });

  it('takes good details into its flow cookie and shows the contact step next', async () => {
    const visitor = new Visitor();
    const answer = await visitor.post('/en-UN/signup', details(`ines.${Date.now()}@example.test`));
    expect(answer.status).toBe(303);
    expect(visitor.has('casino_flow_signup')).toBe(true);
    const page = await visitor.get('/en-UN/signup');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Step 2 of 4');
  });
});

describe('the verification loader and actions', () => {
  it('starts an upload at the provider with the page as the way back', async () => {
    const visitor = await signedIn('docs@demo.test');
    const page = await visitor.get('/en-UN/my-account/account/verification');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-status="REQUESTED"');
    const answer = await visitor.post('/en-UN/my-account/account/verification', {
      target: 'idDocument',
      documentType: 'PROOF_OF_ID',
    });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('Location')!);
    expect(`${location.origin}`).toBe(stack.sandboxUrl);
    expect(location.pathname).toMatch(/^\/sandbox\/documents\/upload\/[\w-]+$/);
  });

  it('refuses a proof of address without its kind, and an unknown document type', async () => {
    const visitor = await signedIn('docs@demo.test');
    const noKind = await visitor.post('/en-UN/my-account/account/verification', {
      target: 'addressDocument',
      documentType: 'PROOF_OF_ADDRESS',
    });
    expect(noKind.status).toBe(400);
    expect(await noKind.text()).toContain('Choose the kind of document you will upload.');
    const unknown = await visitor.post('/en-UN/my-account/account/verification', {
      target: 'x',
      documentType: 'PASSPORT_SELFIE',
    });
    expect(unknown.status).toBe(400);
  });

  it("refuses a questionnaire with 'Other' and no text, naming the field", async () => {
    const visitor = await signedIn('edd@demo.test');
    const answer = await visitor.post('/en-UN/my-account/account/verification?questionnaire=form', {
      intent: 'questionnaire',
      occupation: 'other',
      occupationOther: '  ',
      salaryRangeId: '2',
      sourceOfFunds: 'salary',
      placeOfBirth: 'Oulu',
      nationality: 'FI',
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('You chose Other: tell us in your own words.');
  });

  it('sends a visitor to the access-error page', async () => {
    const answer = await new Visitor().get('/en-UN/my-account/account/verification');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toMatch(/\/en-UN\/401\?redirect=/);
  });
});

describe('the account loader and action', () => {
  it('shows the menu of the account pages, and each page its part', async () => {
    const visitor = await signedIn('player@demo.test');
    const menu = await visitor.get('/en-UN/my-account/account');
    expect(menu.status).toBe(200);
    const html = await menu.text();
    for (const page of ['details', 'phone', 'address', 'language', 'password', 'marketing', 'cookies']) {
      expect(html).toContain(`href="/en-UN/my-account/account/${page}"`);
    }
    expect(html).toContain('href="/en-UN/my-account/account/login-history"');
    expect(html).toContain('href="/en-UN/my-account/gambling-limits"');
    const pages: Array<[string, string]> = [
      ['login-history', 'data-testid="login-history"'],
      ['activity', 'data-testid="activity-chart"'],
      ['marketing', 'name="channel.EMAIL"'],
      ['details', 'data-testid="account-phone"'],
    ];
    for (const [page, marker] of pages) {
      const answer = await visitor.get(`/en-UN/my-account/account/${page}`);
      expect(answer.status, page).toBe(200);
      expect(await answer.text(), page).toContain(marker);
    }
  });

  it('answers field errors for a bad address and a bad phone number, without calling the API', async () => {
    const visitor = await signedIn('player@demo.test');
    const address = await visitor.post('/en-UN/my-account/account/address', {
      intent: 'address',
      address: '',
      city: 'Helsinki',
      postalCode: '!!',
    });
    expect(address.status).toBe(400);
    const html = await address.text();
    expect(html).toContain('Enter your street address (up to 120 characters).');
    expect(html).toContain('Enter your postal code.');
    const phone = await visitor.post('/en-UN/my-account/account/phone', {
      intent: 'phone',
      phonePrefix: '358',
      phoneNumber: 'abc',
    });
    expect(phone.status).toBe(400);
    expect(await phone.text()).toContain('Enter your mobile number with its country code.');
  });

  it("puts the API's own field refusal on its field (a postal code not of the player's country)", async () => {
    const visitor = await signedIn('player@demo.test');
    const answer = await visitor.post('/en-UN/my-account/account/address', {
      intent: 'address',
      address: 'Mannerheimintie 1',
      city: 'Helsinki',
      postalCode: 'SW1A 1AA',
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('Check the postal code: it does not match the format of your country.');
    expect(html).toMatch(
      /name="postalCode"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="postalCode"/,
    );
  });

  it('refuses an unknown intent and a province for a country without provinces', async () => {
    const visitor = await signedIn('player@demo.test');
    expect((await visitor.post('/en-UN/my-account/account/address', { intent: 'nonsense' })).status).toBe(
      400,
    );
    const province = await visitor.post('/en-UN/my-account/account/address', {
      intent: 'province',
      provinceCode: 'ON',
    });
    expect(province.status).toBe(400);
  });
});
