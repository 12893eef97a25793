/**
 * Issue 10 "Security": property-based tests (fast-check) feed random and malformed input to every
 * endpoint of the contract over HTTP, with and without a valid session: wrong types, missing
 * fields, huge strings, unicode, negative and non-numeric amounts, bad path parameters and query
 * strings, bodies that are not JSON, wrong content types, bad `SiteContext` and session headers.
 *
 * For every request: never a 5xx (an unimplemented call's `501 error.not_implemented` is the
 * contract's designed answer and reached only by valid GETs), every error body matches the
 * contract's error body schema, and a request the contract refuses is a 4xx. Invalid input
 * changes no state: the signed-in player's wallet balance and transaction count, and the rows of
 * the tables that hold players, sessions and money, are the same before and after.
 *
 * Only GET calls are sent inputs that may be valid; every other call's input is made invalid
 * (checked with the contract's own schemas) so the fuzz never signs out, registers or pays.
 *
 * Strings include NUL and every other control character, strings over every field's limit and
 * bodies from 100 KB to 2 MB (over the sandbox's 64 KB body limit). Since random bodies rarely get
 * past the schema to a handler, one property per write call starts from a request the contract
 * accepts and spoils one string of it (a control character, a string over the limit, a body
 * over the limit): the answer must be 400 naming that field, or 413, never a 5xx. A second suite
 * posts unreadable and oversized bodies to the sandbox pages' form routes (game, cashier,
 * bank-ID) and the test surfaces.
 */
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  HEADERS,
  calls,
  callList,
  containsControlCharacters,
  createPlayerApiClient,
  errorBodySchema,
  honoPath,
  parseHeaders,
  parseParams,
  parseQuery,
  siteContextSchema,
  type AnyCall,
  type CallId,
} from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../test/databases.ts';
import { registrationBody } from '../test/fixtures.ts';
import { requestOnce } from '../test/http.ts';
import { useSandboxServer } from '../test/server.ts';
import { BODY_LIMIT_BYTES } from './body.ts';
import * as schema from './db/schema.ts';
import { DEMO_PASSWORD } from './demoPlayers.ts';

const SITE_ID = '6';
const RUNS_PER_CALL = 20;

/** Tables whose rows invalid input must never add, change the number of, or remove. */
const GUARDED_TABLES: Record<string, PgTable> = {
  players: schema.players,
  credentials: schema.credentials,
  sessions: schema.sessions,
  refreshTokens: schema.refreshTokens,
  exclusions: schema.exclusions,
  registrations: schema.registrations,
  passwordResets: schema.passwordResets,
  payAndPlaySessions: schema.payAndPlaySessions,
  // cookie_consents is left out: reading the consent (a valid GET) stores the default once.
  gamblingLimits: schema.gamblingLimits,
  ledgerAccounts: schema.ledgerAccounts,
  ledgerTransactions: schema.ledgerTransactions,
  ledgerEntries: schema.ledgerEntries,
  cashierPayments: schema.cashierPayments,
  verificationCodes: schema.verificationCodes,
  outbox: schema.outbox,
};

// ---------------------------------------------------------------------------------------------
// Arbitraries

/**
 * URLs and headers stay under Node's 16 KB header limit (beyond it Node's HTTP parser answers 431
 * before the app sees the request); huge values go in bodies.
 */
/** Printable ASCII, so `fetch` accepts it as a header value. */
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((s) => s.trim());

const hugeString = fc
  .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.integer({ min: 2_000, max: 30_000 }))
  .map(([unit, times]) => unit.repeat(times));

/** C0 control characters and DEL: PostgreSQL refuses NUL in text; the contract refuses them all. */
const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007F'];

/** A short string with a control character somewhere in it. */
const controlString = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 12 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** 100 KB to 2 MB: bodies holding one are over the sandbox's 64 KB limit (413). */
const giantString = fc
  .tuple(fc.constantFrom('x', 'é', '😀', '\u0000'), fc.double({ min: 0, max: 1, noNaN: true }))
  // Log-uniform between 100 KB and 2 MB: most are small, some are the full 2 MB.
  .map(([unit, u]) => unit.repeat(Math.ceil((100_000 * 20 ** u) / unit.length)));

const nastyString = fc.oneof(
  fc.string(),
  controlString,
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  hugeString,
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '-0.01',
    'NaN',
    'Infinity',
    '1e309',
    '0x10',
    '١٢٣',
    '💸💸💸',
    'null',
    'undefined',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '\uD800',
    '%00',
    '2026-13-45T99:99:99Z',
  ),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, -0.01, 0, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2, 1e-9),
);

/** JSON nested `depth` deep as arrays or objects (text, since building it as values would recurse). */
const deepJson = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => [open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth)] as const);

/** Any JSON value, biased to the wrong types a form or a client bug sends. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(nastyString, nastyNumber), { maxKeys: 3 }),
);

function bodyKeys(call: AnyCall): string[] {
  const shape = (call.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A request body's text: not JSON, JSON of the wrong type, or the call's fields with wrong values. */
function bodyText(call: AnyCall): fc.Arbitrary<string | undefined> {
  const keys = bodyKeys(call);
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })) : fc.string();
  const fields = fc.dictionary(key, nastyValue, { maxKeys: Math.max(3, keys.length + 1) });
  const small = fc.oneof(
    fc.constant(undefined),
    // Not JSON at all, or cut short.
    fc.string({ maxLength: 50 }),
    fc.constantFrom(
      '{',
      '{"a":',
      "{'amount': 1}",
      'NaN',
      '[1,]',
      '{"amount": 1e400}',
      '{"amount": -1}',
      '\uFEFF{}',
    ),
    // JSON of the wrong type.
    fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
    // The call's own fields with wrong, missing, negative or huge values.
    fields.map((value) => JSON.stringify(value)),
    fields.chain((value) =>
      fc
        .integer({ min: 1, max: Math.max(1, JSON.stringify(value).length - 1) })
        .map((cut) => JSON.stringify(value).slice(0, cut)),
    ),
    hugeString.map((value) => JSON.stringify({ [keys[0] ?? 'value']: value })),
    // Deep nesting, in place of the whole body or of one of its fields: arrays and objects
    // thousands deep (the probe nested GraphQL fragments 2,200 deep; JSON gets the same).
    deepJson.map(([nested]) => nested),
    fc
      .tuple(fc.constantFrom(...(keys.length ? keys : ['value'])), deepJson)
      .map(([name, [nested]]) => `{${JSON.stringify(name)}:${nested}}`),
  );
  // Now and then a body over the limit: one of the call's fields holding a giant string.
  const giant = fc
    .tuple(fc.constantFrom(...(keys.length ? keys : ['value'])), giantString)
    .map(([name, value]) => JSON.stringify({ [name]: value }));
  return fc.oneof({ weight: 30, arbitrary: small }, { weight: 1, arbitrary: giant });
}

/** Percent-encodes a string; lone surrogates (which `encodeURIComponent` refuses) become U+FFFD. */
function encode(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/** A path parameter as sent on the wire: encoded, raw or broken percent-encoding. */
const pathParam = fc.oneof(
  nastyString.map((value) => encode(value.slice(0, 200))),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%ZZ',
    '%00',
    '..',
    '.',
    '%2F',
    '%2e%2e',
    '-1',
    '0',
    '1.5',
    'abc',
    '9'.repeat(40),
  ),
);

function queryText(call: AnyCall): fc.Arbitrary<string> {
  const keys = Object.keys(call.query.shape);
  const key = keys.length
    ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 }))
    : fc.string({ maxLength: 8 });
  const pair = fc.oneof(
    fc.tuple(key, nastyString).map(([k, v]) => `${encode(k)}=${encode(v.slice(0, 200))}`),
    fc.constantFrom('%', 'limit=%ZZ', 'limit=-1', 'limit=1e3', 'from=yesterday', '=&&=', 'a=%E0%A4%A'),
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => pairs.join('&'));
}

const siteContext = fc.oneof(
  { weight: 5, arbitrary: fc.constant<string | undefined>(SITE_ID) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constant(undefined),
      fc.constantFrom('', 'abc', '-1', '0', '6.5', '99999', '1e3', ' 6x', '9'.repeat(30)),
      headerText,
    ),
  },
);

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
);

/** Session headers when the request goes without a valid session: none, garbage or half a pair. */
const badSession = fc.oneof(
  fc.constant({}),
  fc.record({ Authorization: headerText, 'Access-Token': headerText }, { requiredKeys: [] }),
  fc.constant({ Authorization: 'a.b.c', 'Access-Token': 'x.y.z' }),
  fc.constant({
    Authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.',
    'Access-Token': 'eyJhbGciOiJub25lIn0.e30.',
  }),
);

/** A header value with a tab inside, the one control character `fetch` sends in a header. */
const tabbedHeader = fc.tuple(headerText, headerText).map(([a, b]) => `${a || 'a'}\t${b || 'b'}`);

/** Extra headers some calls read, with garbage values. */
const extraHeaders = fc.record(
  {
    [HEADERS.forwardedFor]: fc.oneof(headerText, fc.constantFrom('999.1.1.1', '::ffff:300.1.1.1', ', ,')),
    [HEADERS.userAgent]: fc.oneof(headerText, fc.constant('x'.repeat(2_000))),
    [HEADERS.hcaptchaToken]: fc.oneof(headerText, tabbedHeader),
    [HEADERS.country]: fc.oneof(headerText, tabbedHeader),
    'Idempotency-Key': fc.oneof(headerText, tabbedHeader),
    [HEADERS.correlationId]: fc.oneof(headerText, tabbedHeader),
    'X-Sandbox-Client-IP': fc.oneof(headerText, fc.constantFrom('not-an-ip', '256.0.0.1', '::g')),
  },
  { requiredKeys: [] },
);

interface FuzzRequest {
  withSession: boolean;
  site: string | undefined;
  params: Record<string, string>;
  query: string;
  body: string | undefined;
  contentType: string | undefined;
  session: Record<string, string>;
  extra: Record<string, string>;
}

function requestFor(call: AnyCall): fc.Arbitrary<FuzzRequest> {
  const paramNames = Object.keys(call.params.shape);
  return fc.record({
    withSession: fc.boolean(),
    site: siteContext,
    params: fc.record(Object.fromEntries(paramNames.map((name) => [name, pathParam]))),
    query: queryText(call),
    body: bodyText(call),
    contentType,
    session: badSession,
    extra: extraHeaders,
  }) as fc.Arbitrary<FuzzRequest>;
}

// ---------------------------------------------------------------------------------------------
// What the contract's schemas make of a request, to keep non-GET input invalid

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether the sandbox could take this request as valid (errs towards "valid"). */
function mayBeValid(call: AnyCall, request: FuzzRequest, headers: Headers): boolean {
  if (request.site === undefined || !siteContextSchema.safeParse(request.site).success) return false;
  if (request.site !== SITE_ID) return true; // another real site: not checked here
  const params = Object.fromEntries(Object.entries(request.params).map(([k, v]) => [k, safeDecode(v)]));
  if (
    Object.values(params).some(
      (value) => value.includes('/') || value === '' || value === '.' || value === '..',
    )
  )
    return false; // routes elsewhere: 404
  if (!parseParams(call, params).success) return false;
  let search: URLSearchParams;
  try {
    search = new URLSearchParams(request.query);
  } catch {
    return true;
  }
  if (!parseQuery(call, search).success) return false;
  if (!parseHeaders(call, headers).success && call.auth === 'none') return false;
  if (call.body) {
    let raw: unknown;
    try {
      // The server reads the body as UTF-8 text, and the decoder drops a byte-order mark.
      raw = request.body ? JSON.parse(request.body.replace(/^\uFEFF/, '')) : {};
    } catch {
      return false;
    }
    if (!call.body.safeParse(raw).success) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Requests the contract accepts, to spoil one string of

/** A request body the contract accepts, per write call the sandbox implements. */
const VALID_BODIES: Partial<Record<CallId, Record<string, unknown>>> = {
  signIn: {
    email: 'player@demo.test',
    password: DEMO_PASSWORD,
    meta: { blackbox: 'bb', ipAddress: '10.0.0.1', country: 'FI', userAgent: 'Mozilla/5.0' },
  },
  confirmUser: { email: 'player@demo.test' },
  register: registrationBody({
    firstName: 'Fuzz',
    lastName: 'Player',
    email: 'fuzz-valid@demo.invalid',
    password: 'Fuzz-Pass-1',
    cpf: '12345678909',
  }),
  passwordReset: { email: 'player@demo.test', method: 'EMAIL' },
  passwordResetSmsVerification: { email: 'player@demo.test', code: '123456' },
  newPasswordByEmail: { resetKey: 'reset-key', password: 'Fuzz-Pass-1' },
  payAndPlayAuthorize: {
    amount: '25',
    currency: 'EUR',
    country: 'FI',
    language: 'fi',
    redirectUrl: 'https://kestrel.example.com/fi-FI/signup/callback?from=pnp',
  },
  payAndPlayCode: { oneTimeCode: '123456', sessionId: 'session', ipAddress: '10.0.0.1', blackbox: 'bb' },
  depositRequest: {
    amount: '50',
    currencyCode: 'EUR',
    paymentMethod: 'TRUSTLY',
    bonusId: 'bonus-1',
    ipAddress: '10.0.0.1',
    blackbox: 'bb',
    returnUrl: 'http://localhost:3000/en-UN/deposit/result?from=cashier',
  },
  withdrawalRequest: { amount: '10', paymentMethod: 'TRUSTLY', ipAddress: '10.0.0.1', blackbox: 'bb' },
  updateAddress: { address: 'Main Street 1', city: 'Espoo', postalCode: '02100', countryCode: 'FI' },
  changePassword: { oldPassword: DEMO_PASSWORD, newPassword: 'Fuzz-Pass-12' },
  addFavourite: { gameId: 'novomatic-1', lobbyPageType: 'CASINO', category: 'slots' },
  addRecentGame: { gameId: 'novomatic-1', category: 'slots', lobbyPageType: 'CASINO' },
  gameToken: { gameId: 'novomatic-1', channel: 'web', partner: '2585', jurisdiction: 'MT' },
};

/** The dotted paths of a JSON value's strings. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]));
  return [];
}

function withValue(value: unknown, path: string[], replacement: string): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  const copy = { ...(value as Record<string, unknown>) };
  copy[head!] = withValue(copy[head!], rest, replacement);
  return copy;
}

interface Spoiled {
  kind: 'control' | 'overLimit' | 'giant';
  value: string;
}

/** One string made invalid whatever its field: a control character in it, or far too long. */
function spoil(original: string): fc.Arbitrary<Spoiled> {
  return fc.oneof(
    fc
      .tuple(fc.integer({ min: 0, max: original.length }), fc.constantFrom(...CONTROL_CHARACTERS))
      .map(([at, control]) => ({
        kind: 'control' as const,
        value: `${original.slice(0, at)}${control}${original.slice(at)}`,
      })),
    // Over the largest limit of any input string (tokens, 8192), and under the body limit.
    fc
      .integer({ min: 8_193, max: 50_000 })
      .map((length) => ({ kind: 'overLimit' as const, value: original + 'x'.repeat(length) })),
    giantString.map((value) => ({ kind: 'giant' as const, value: original + value })),
  );
}

// ---------------------------------------------------------------------------------------------

interface Session {
  idToken: string;
  accessToken: string;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

describe.each(DATABASE_KINDS)('fuzzing every contract call over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  let session: Session;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let notImplemented = 0;

  /** Sends a request; one with a body over the limit goes on a connection of its own. */
  async function api(path: string, init: RequestInit = {}): Promise<Response> {
    if (typeof init.body === 'string' && Buffer.byteLength(init.body) > BODY_LIMIT_BYTES) {
      return requestOnce(`${server.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: init.headers ?? {},
        body: init.body,
      });
    }
    return fetch(`${server.baseUrl}${path}`, init);
  }

  function sessionHeaders(): Record<string, string> {
    return { [HEADERS.authorization]: session.idToken, [HEADERS.accessToken]: session.accessToken };
  }

  async function snapshot() {
    const headers = { [HEADERS.siteContext]: SITE_ID, ...sessionHeaders() };
    const wallet = await api('/v1/player/wallet', { headers });
    expect(wallet.status).toBe(200);
    let transactions = 0;
    for (let position = 0; ; position += 100) {
      const page = await api(`/v1/player/wallet/transactions?limit=100&position=${position}`, { headers });
      expect(page.status).toBe(200);
      const rows = (await page.json()) as unknown[];
      transactions += rows.length;
      if (rows.length < 100) break;
    }
    const rows: Record<string, number> = {};
    for (const [name, table] of Object.entries(GUARDED_TABLES)) {
      const [row] = await t.db.select({ n: count() }).from(table);
      rows[name] = Number(row!.n);
    }
    return { wallet: await wallet.json(), transactions, rows };
  }

  it('signs the demo player in and reads the state before fuzzing', async () => {
    const response = await api('/v1/auth/login', {
      method: 'POST',
      headers: { [HEADERS.siteContext]: SITE_ID, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'player@demo.test', password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    session = (await response.json()) as Session;
    before = await snapshot();
    expect(before.transactions).toBeGreaterThan(0);
  });

  it.each(callList.map((call) => [call.id, call] as const))(
    '%s: no 5xx, contract errors, 4xx on invalid input',
    async (_id, call) => {
      const template = honoPath(call.path);
      await fc.assert(
        fc.asyncProperty(requestFor(call), async (request) => {
          const headers = new Headers();
          if (request.site !== undefined) headers.set(HEADERS.siteContext, request.site);
          for (const [name, value] of Object.entries(request.extra)) headers.set(name, value);
          if (request.contentType !== undefined) headers.set('Content-Type', request.contentType);
          const authenticated = request.withSession && call.auth === 'player';
          for (const [name, value] of Object.entries(
            request.withSession ? sessionHeaders() : request.session,
          ))
            headers.set(name, value);

          // Only GETs may carry input the contract accepts; anything else is made invalid, so the
          // fuzz never signs out, registers, pays or sets a limit.
          const reachesHandler =
            (authenticated || call.auth === 'none') && mayBeValid(call, request, headers);
          const mustRefuse = call.method !== 'GET' && reachesHandler;
          if (mustRefuse) headers.set(HEADERS.siteContext, 'not-a-site');

          const path = template.replace(/:(\w+)/g, (_whole, name: string) => request.params[name] ?? '');
          const url = `${path}${request.query ? `?${request.query}` : ''}`;
          const sendsBody = call.method !== 'GET' && request.body !== undefined;
          const response = await api(url, {
            method: call.method,
            headers,
            body: sendsBody ? request.body : undefined,
          });
          const body = await readJson(response);
          const context = `${call.method} ${url.slice(0, 300)} → ${response.status} ${JSON.stringify(body).slice(0, 300)}`;

          if (response.status === 501) {
            // The contract's answer for a call the sandbox has no handler for yet.
            expect(body, context).toMatchObject({ code: ERRORS.notImplemented.code });
            notImplemented++;
          } else {
            expect(response.status, context).toBeLessThan(500);
          }
          if (response.status >= 400) {
            expect(response.headers.get('content-type'), context).toContain('application/json');
            expect(errorBodySchema.safeParse(body).success, context).toBe(true);
            expect(call.errorBody.safeParse(body).success, context).toBe(true);
          } else {
            // Success only for GETs whose input the contract may accept.
            expect(call.method, context).toBe('GET');
          }
          if (call.method !== 'GET') expect(response.status, context).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: RUNS_PER_CALL },
      );
    },
  );

  it.each(Object.entries(VALID_BODIES))(
    '%s: one spoiled string of an accepted request answers 400 naming it, or 413; never 5xx',
    async (id, valid) => {
      const call = calls[id as CallId] as AnyCall;
      expect(call.body!.safeParse(valid).success, 'the template is a valid request').toBe(true);
      const request = fc
        .constantFrom(...stringPaths(valid))
        .chain((path) =>
          spoil(
            String(path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], valid)),
          ).map((spoiled) => ({ path, spoiled })),
        );
      await fc.assert(
        fc.asyncProperty(request, async ({ path, spoiled }) => {
          const headers: Record<string, string> = {
            [HEADERS.siteContext]: SITE_ID,
            'Content-Type': 'application/json',
            ...(call.auth === 'player' ? sessionHeaders() : {}),
          };
          const response = await api(call.path, {
            method: call.method,
            headers,
            body: JSON.stringify(withValue(valid, path, spoiled.value)),
          });
          const body = (await readJson(response)) as { code?: string; validationErrors?: object };
          const context = `${call.id} ${path.join('.')} ${spoiled.kind} (${spoiled.value.length} characters) → ${response.status} ${JSON.stringify(body).slice(0, 300)}`;
          expect(errorBodySchema.safeParse(body).success, context).toBe(true);
          if (spoiled.kind === 'giant') {
            expect(response.status, context).toBe(413);
            expect(body.code, context).toBe(ERRORS.requestTooLarge.code);
          } else {
            expect(response.status, context).toBe(400);
            expect(body.code, context).toBe(ERRORS.requestInvalid.code);
            expect(body.validationErrors, context).toHaveProperty([path.join('.')]);
          }
        }),
        { numRuns: 12 },
      );
    },
  );

  it('answers unknown routes, wrong methods and odd paths with a contract error', async () => {
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');
    const path = fc.oneof(
      fc.string({ maxLength: 40 }).map((s) => `/v1/${encodeURIComponent(s)}`),
      fc.constantFrom(
        '/v1/player/wallet/%',
        '/v1/%E0%A4%A',
        '/v2/',
        '/v1//player//wallet',
        '/v9/player/wallet',
      ),
    );
    await fc.assert(
      fc.asyncProperty(method, path, async (m, p) => {
        const response = await api(p, {
          method: m,
          headers: { [HEADERS.siteContext]: SITE_ID, ...sessionHeaders() },
          body: m === 'GET' || m === 'OPTIONS' ? undefined : '{"amount":-1}',
        });
        const body = await readJson(response);
        const context = `${m} ${p} → ${response.status} ${JSON.stringify(body).slice(0, 200)}`;
        expect(response.status, context).toBeLessThan(500);
        if (response.status >= 400) expect(errorBodySchema.safeParse(body).success, context).toBe(true);
        else expect(m, context).toBe('GET');
      }),
      { numRuns: 40 },
    );
  });

  it('left the state as it was: wallet, transactions, players, sessions and money', async () => {
    const after = await snapshot();
    expect(after.wallet).toEqual(before.wallet);
    expect(after.transactions).toBe(before.transactions);
    expect(after.rows).toEqual(before.rows);
    // The fuzz's session still works: nothing signed it out.
    const check = await api('/v1/auth/session', {
      headers: { [HEADERS.siteContext]: SITE_ID, ...sessionHeaders() },
    });
    expect(check.status).toBe(200);
    if (notImplemented)
      console.log(`[fuzz] ${kind}: ${notImplemented} answers were 501 error.not_implemented`);
  });
});

// ---------------------------------------------------------------------------------------------
// The sandbox pages' form posts and the test surfaces

type FormBody = {
  kind: 'unreadable' | 'tooLarge' | 'anything';
  contentType: string | undefined;
  data: string;
};

/** A multipart body around the given parts, with the boundary `b`. */
function multipart(parts: Array<[string, string]>, close = true): string {
  const body = parts
    .map(([name, value]) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return close ? `${body}--b--\r\n` : body;
}

const formField = fc.oneof(
  fc.constantFrom(
    'stake',
    'roundId',
    'demoBalance',
    'outcome',
    'paymentMethod',
    'action',
    'firstName',
    'personId',
  ),
  fc.string({ maxLength: 8 }),
);

const formBody: fc.Arbitrary<FormBody> = fc.oneof(
  // Multipart that cannot be read: no boundary, a wrong one, cut short, or not multipart at all.
  fc
    .tuple(
      fc.array(fc.tuple(formField, fc.string({ maxLength: 20 })), { maxLength: 3 }),
      fc.string({ maxLength: 40 }),
    )
    .chain(([parts, junk]) =>
      fc.constantFrom<FormBody>(
        { kind: 'unreadable', contentType: 'multipart/form-data', data: multipart(parts) },
        { kind: 'unreadable', contentType: 'multipart/form-data; boundary=other', data: `${junk}x` },
        {
          kind: 'unreadable',
          contentType: 'multipart/form-data; boundary=b',
          data: multipart(parts, false) + junk,
        },
      ),
    ),
  // A readable form or JSON body whose field holds a control character: refused unless it is
  // only tab, line feed or carriage return (a textarea's line breaks).
  fc.tuple(formField, controlString).chain(([name, value]) => {
    const field = name || 'x';
    const kind = [field, value].some((text) => containsControlCharacters(text, { allowLineBreaks: true }))
      ? ('unreadable' as const)
      : ('anything' as const);
    return fc.constantFrom<FormBody>(
      {
        kind,
        contentType: 'application/x-www-form-urlencoded',
        data: new URLSearchParams({ [field]: value }).toString(),
      },
      { kind, contentType: 'application/json', data: JSON.stringify({ [field]: value }) },
      // In multipart a line break can end the part early: anything may come of it but a 5xx.
      { kind: 'anything', contentType: 'multipart/form-data; boundary=b', data: multipart([[field, value]]) },
    );
  }),
  // JSON that does not parse, or is not an object.
  fc
    .oneof(
      fc.string({ maxLength: 30 }).map((text) => `{${text}`),
      fc.constantFrom('[1,2]', '"text"', '1', 'null', '\u0000'),
    )
    .map((data): FormBody => ({ kind: 'unreadable', contentType: 'application/json', data })),
  // Over the body limit, in any type.
  fc
    .tuple(
      fc.constantFrom(
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=b',
        'application/json',
        undefined,
      ),
      giantString,
    )
    .map(([contentType, value]): FormBody => ({
      kind: 'tooLarge',
      contentType,
      data: `stake=${encodeURIComponent(value)}`,
    })),
  // Anything else: odd URL-encoding, other content types, random text.
  fc
    .tuple(
      fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'application/xml', '', undefined),
      fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('%', '%ZZ', 'stake=%', 'a=%E0%A4%A', '=&&=', 'stake=1e400', 'roundId=%00'),
      ),
    )
    .map(([contentType, data]): FormBody => ({ kind: 'anything', contentType, data })),
);

describe.each(DATABASE_KINDS)('fuzzing the sandbox pages’ form posts on %s', (kind) => {
  const t = useTestDatabase(kind);
  const server = useSandboxServer(t);
  const routes: string[] = [];
  let paymentId = '';

  it('opens a demo slot, a real slot, a cashier payment and a bank-ID session to post to', async () => {
    const anonymous = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6 });
    const tokens = await anonymous.signIn({ body: { email: 'player@demo.test', password: DEMO_PASSWORD } });
    const player = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, tokens });
    for (const [api, call] of [
      [anonymous, 'gameToken'],
      [player, 'gameTicket'],
    ] as const) {
      const answer = (await (call === 'gameToken'
        ? api.gameToken({
            body: { gameId: 'novomatic-1', channel: 'web', partner: '2585', jurisdiction: 'MT' },
          })
        : api.gameTicket({
            body: { gameId: 'novomatic-1', channel: 'web', partner: '2585', jurisdiction: 'MT' },
          }))) as {
        token?: string;
        ticket?: string;
      };
      const launch = new URL(`${server.baseUrl}/sandbox/launch/novomatic`);
      launch.searchParams.set('token', String(answer.token ?? answer.ticket));
      launch.searchParams.set('gameId', 'novomatic-1');
      const page = await fetch(launch, { redirect: 'manual' });
      if (page.status === 302) routes.push(`${new URL(page.headers.get('location')!, launch).pathname}/spin`);
    }
    const deposit = await player.depositRequest({
      body: {
        amount: '50',
        currencyCode: 'EUR',
        paymentMethod: 'TRUSTLY',
        ipAddress: '10.0.0.1',
        blackbox: 'bb',
        returnUrl: 'http://localhost:3000/en-UN/deposit/result',
      },
    });
    paymentId = new URL(deposit.redirectUrl!).pathname.split('/').pop()!;
    routes.push(new URL(deposit.redirectUrl!).pathname);
    const kestrel = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 7 });
    const authorised = await kestrel.payAndPlayAuthorize({
      body: { amount: '25', currency: 'EUR', country: 'FI', language: 'fi' },
    });
    routes.push(new URL(authorised.redirectOutput.url).pathname);
    expect(routes).toHaveLength(4);
  });

  it('answers every unreadable or oversized form post with 400 or 413, and never a 5xx', async () => {
    const route = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...routes) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '/sandbox/clock',
          `/sandbox/payments/${paymentId}/settle`,
          '/sandbox/cashier/webhook',
          '/sandbox/rate-limits/login/reset',
        ),
      },
    );
    await fc.assert(
      fc.asyncProperty(route, formBody, async (path, request) => {
        const headers: Record<string, string> = {};
        if (request.contentType !== undefined) headers['Content-Type'] = request.contentType;
        const response =
          Buffer.byteLength(request.data) > BODY_LIMIT_BYTES
            ? await requestOnce(`${server.baseUrl}${path}`, { method: 'POST', headers, body: request.data })
            : await fetch(`${server.baseUrl}${path}`, {
                method: 'POST',
                headers,
                body: request.data,
                redirect: 'manual',
              });
        const text = await response.text();
        const context = `POST ${path} ${request.kind} ${request.contentType} ${JSON.stringify(request.data.slice(0, 120))} → ${response.status} ${text.slice(0, 300)}`;
        expect(response.status, context).toBeLessThan(500);
        if (response.headers.get('content-type')?.includes('application/json') && response.status >= 400)
          expect(errorBodySchema.safeParse(JSON.parse(text)).success, context).toBe(true);
        if (request.kind === 'tooLarge') expect(response.status, context).toBe(413);
        // The pages read every body; an unreadable one is a 400 there.
        if (request.kind === 'unreadable' && routes.includes(path))
          expect(response.status, context).toBe(400);
      }),
      { numRuns: 80 },
    );
  });

  it('left the payment pending: no form post paid it', async () => {
    const [payment] = await t.db
      .select({ status: schema.cashierPayments.status })
      .from(schema.cashierPayments)
      .where(eq(schema.cashierPayments.paymentId, paymentId));
    expect(payment?.status).toBe('PENDING');
  });
});
