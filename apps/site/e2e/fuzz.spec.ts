/**
 * Property-based tests: fast-check feeds random and malformed form bodies to
 * every action of the site, posted from the site's own origin (so the CSRF guard lets them in):
 * random and known field names, huge values (up to 2 MB), NUL and other control characters,
 * unicode, wrong types (numbers, arrays, JSON, files),
 * and bodies that are not forms at all (JSON, plain text, broken encoding, wrong content types).
 *
 * Every answer is a clear refusal: a 4xx, or a 303 back to a page of the site (302 from the guards
 * sending an anonymous visitor to log in), never a 5xx; and no answer grants a session (no
 * `casino_id` id-token cookie, no tokens in `casino_session`). The cookie notice's action answers an
 * anonymous visitor 204 without a call, as documented (the choice stays on the device).
 */
import fc from 'fast-check';
import type { APIResponse } from '@playwright/test';
import { expect, test, visitorAddress } from './test.ts';
import { AURORA } from './urls.ts';

const RUNS_PER_ACTION = 10;

/** Actions whose documented answer to an anonymous visitor is a 204 with no call (device-only). */
const ANONYMOUS_NO_CONTENT = new Set(['/en-UN/cookie-consent']);

const ACTIONS = [
  '/en-UN/login',
  '/en-UN/logout',
  '/en-UN/keep-alive',
  '/en-UN/cookie-consent',
  '/en-UN/signup',
  '/en-UN/reset-password',
  '/en-UN/signup/pnp',
  '/en-UN/accept-terms-condition',
  '/en-UN/deposit',
  '/en-UN/my-account/banking/deposit',
  '/en-UN/my-account/banking/withdraw',
  '/en-UN/favourites',
  '/en-UN/activity',
  '/en-UN/my-account/gambling-limits',
];

/** Field names the site's forms use, so the fuzz reaches past "unknown form". */
const KNOWN_FIELDS = [
  'intent',
  'email',
  'password',
  'redirect',
  'from',
  'bonusCode',
  'amount',
  'method',
  'currency',
  'phone',
  'phoneNumber',
  'code',
  'firstName',
  'lastName',
  'dateOfBirth',
  'country',
  'countryCode',
  'termsVersion',
  'accepted',
  'consent',
  'marketing',
  'resetKey',
  'newPassword',
  'paymentMethod',
  'gameId',
  'lobbyPageType',
  'category',
  'kind',
  'period',
  'days',
  'months',
  'confirm',
];
const INTENTS = [
  'details',
  'contact',
  'all',
  'verify',
  'resend',
  'previous',
  'restart',
  'submit',
  'cashier',
  'verifyLater',
  'retry',
  'again',
  'continue',
  'cancel',
  'accept',
  'save',
  'delete',
  'activity',
  'timeout',
  'selfExclusion',
  'add',
  'remove',
  'reset',
];

const hugeString = fc
  .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.integer({ min: 1_000, max: 20_000 }))
  .map(([unit, times]) => unit.repeat(times));

/** NUL and the other C0 controls: PostgreSQL refuses NUL, the player API contract refuses them all. */
const controlString = fc
  .tuple(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 31 }), fc.string({ maxLength: 12 }))
  .map(([before, code, after]) => `${before}${String.fromCharCode(code)}${after}`);

/** 100 KB to 2 MB (log-uniform): far over every field's limit and the sandbox's 64 KB body limit. */
const giantString = fc
  .double({ min: 0, max: 1, noNaN: true })
  .map((u) => 'x'.repeat(Math.ceil(100_000 * 20 ** u)));

const ordinaryValue = fc.oneof(
  fc.string(),
  controlString,
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  hugeString,
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(...INTENTS),
  fc.constantFrom(
    '',
    '-1',
    '-0.01',
    'NaN',
    'Infinity',
    '1e309',
    '١٢٣',
    '💸',
    'null',
    'true',
    '[]',
    '{"amount":-1}',
    '//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'fuzz@demo.invalid',
    'Sandbox-Pass-1',
  ),
);

/** Now and then a giant value; most requests stay small enough to run quickly. */
const nastyValue = fc.oneof({ weight: 20, arbitrary: ordinaryValue }, { weight: 1, arbitrary: giantString });

const fieldName = fc.oneof(fc.constantFrom(...KNOWN_FIELDS), fc.string({ maxLength: 12 }));
const fields = fc.dictionary(fieldName, nastyValue, { maxKeys: 8 });

type Body =
  | { kind: 'form'; form: Record<string, string> }
  | { kind: 'multipart'; form: Record<string, string>; file: boolean }
  | { kind: 'raw'; contentType: string | undefined; data: string };

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 4, arbitrary: fields.map((form) => ({ kind: 'form' as const, form })) },
  {
    weight: 2,
    arbitrary: fc
      .record({ form: fields, file: fc.boolean() })
      .map(({ form, file }) => ({ kind: 'multipart' as const, form, file })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom(
        undefined,
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=nope',
        'application/xml',
      ),
      data: fc.oneof(
        fc.string({ maxLength: 200 }),
        fields.map((value) => JSON.stringify(value)),
        fc.constantFrom(
          '%',
          '%E0%A4%A',
          'a=%ZZ&b=%',
          '--nope\r\nContent-Disposition: form-data\r\n\r\n',
          '\u0000',
        ),
      ),
    }),
  },
);

async function post(
  path: string,
  request: Body,
  send: (url: string, options: object) => Promise<APIResponse>,
) {
  // One connection per request: an answer sent before a huge body was read (a guard's redirect)
  // may close its connection, and a request reusing it would see a reset, not the site's answer.
  const headers: Record<string, string> = {
    Origin: AURORA,
    'X-Forwarded-For': visitorAddress(),
    Connection: 'close',
  };
  const base = { headers, maxRedirects: 0, failOnStatusCode: false, timeout: 15_000 };
  if (request.kind === 'form') return send(`${AURORA}${path}`, { ...base, form: request.form });
  if (request.kind === 'multipart') {
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
      ...request.form,
    };
    if (request.file)
      multipart['amount'] = {
        name: 'x.bin',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from([0, 1, 2]),
      };
    return send(`${AURORA}${path}`, { ...base, multipart });
  }
  if (request.contentType) headers['Content-Type'] = request.contentType;
  return send(`${AURORA}${path}`, { ...base, data: request.data });
}

/** The cookies an answer sets, by name (the last value wins). */
function setCookies(response: APIResponse): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headersArray()) {
    if (header.name.toLowerCase() !== 'set-cookie') continue;
    for (const line of header.value.split('\n')) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      if (at > 0) cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }
  return cookies;
}

/** The JSON payload of a `casino_session` cookie value (base64 JSON before the signature). */
function sessionPayload(value: string): unknown {
  const decoded = decodeURIComponent(value);
  const payload = decoded.slice(0, decoded.lastIndexOf('.'));
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

for (const path of ACTIONS) {
  test(`fuzzed forms to ${path}: no 5xx, a clear refusal, no session`, async ({ request }) => {
    test.setTimeout(120_000);
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (input, singleFetch) => {
        const url = singleFetch ? `${path}.data` : path;
        const response = await post(url, input, (target, options) => request.post(target, options));
        const status = response.status();
        const context = `${url} ${JSON.stringify(input).slice(0, 300)} → ${status}`;
        expect(status, context).toBeLessThan(500);
        if (status >= 300 && status < 400) {
          // A redirect back to a page of this site, never elsewhere.
          expect([302, 303], context).toContain(status);
          const location = response.headers()['location'] ?? '';
          expect(new URL(location, AURORA).origin, context).toBe(AURORA);
        } else if (status < 300) {
          // Single fetch answers 200/202/204 carrying the action's result or its redirect; a
          // document post is always refused or redirected.
          if (!singleFetch) expect(ANONYMOUS_NO_CONTENT.has(path) && status === 204, context).toBe(true);
          const text = await response.text();
          expect(text, context).not.toMatch(/"tokens"|accessToken|refreshToken|idToken/);
        } else {
          expect(status, context).toBeGreaterThanOrEqual(400);
        }
        const cookies = setCookies(response);
        expect(cookies.get('casino_id') ?? '', context).toBe('');
        const session = cookies.get('casino_session');
        if (session) expect(sessionPayload(session), context).not.toHaveProperty('tokens');
      }),
      { numRuns: RUNS_PER_ACTION },
    );
  });
}
