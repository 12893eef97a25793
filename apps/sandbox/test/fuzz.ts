/**
 * The fuzz tests' inputs (fast-check arbitraries; src/fuzz*.test.ts): nasty strings, numbers and
 * JSON; request bodies, path parameters, queries and headers for every call of the contract; what
 * the contract's schemas make of a request (to keep non-GET input invalid); requests the contract
 * accepts, and one string of them spoiled.
 */
import fc from 'fast-check';
import {
  HEADERS,
  parseHeaders,
  parseParams,
  parseQuery,
  siteContextSchema,
  type AnyCall,
  type CallId,
} from '@casino/player-api';
import { DEMO_PASSWORD } from '../src/demoPlayers.ts';
import { registrationBody } from './fixtures.ts';

/** The site every fuzzed request names (aurora). */
export const SITE_ID = '6';

/**
 * URLs and headers stay under Node's 16 KB header limit (beyond it Node's HTTP parser answers 431
 * before the app sees the request); huge values go in bodies.
 */
/** Printable ASCII, so `fetch` accepts it as a header value. */
export const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((s) => s.trim());

export const hugeString = fc
  .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.integer({ min: 2_000, max: 30_000 }))
  .map(([unit, times]) => unit.repeat(times));

/** C0 control characters and DEL: PostgreSQL refuses NUL in text; the contract refuses them all. */
export const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007F',
];

/** A short string with a control character somewhere in it. */
export const controlString = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 12 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** 100 KB to 2 MB: bodies holding one are over the sandbox's 64 KB limit (413). */
export const giantString = fc
  .tuple(fc.constantFrom('x', 'é', '😀', '\u0000'), fc.double({ min: 0, max: 1, noNaN: true }))
  // Log-uniform between 100 KB and 2 MB: most are small, some are the full 2 MB.
  .map(([unit, u]) => unit.repeat(Math.ceil((100_000 * 20 ** u) / unit.length)));

export const nastyString = fc.oneof(
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

export const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, -0.01, 0, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2, 1e-9),
);

/** JSON nested `depth` deep as arrays or objects (text, since building it as values would recurse). */
export const deepJson = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => [open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth)] as const);

/** Any JSON value, biased to the wrong types a form or a client bug sends. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(nastyString, nastyNumber), { maxKeys: 3 }),
);

export function bodyKeys(call: AnyCall): string[] {
  const shape = (call.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A request body's text: not JSON, JSON of the wrong type, or the call's fields with wrong values. */
export function bodyText(call: AnyCall): fc.Arbitrary<string | undefined> {
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
export function encode(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/** A path parameter as sent on the wire: encoded, raw or broken percent-encoding. */
export const pathParam = fc.oneof(
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

export function queryText(call: AnyCall): fc.Arbitrary<string> {
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

export const siteContext = fc.oneof(
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

export const contentType = fc.constantFrom(
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
export const badSession = fc.oneof(
  fc.constant({}),
  fc.record({ Authorization: headerText, 'Access-Token': headerText }, { requiredKeys: [] }),
  fc.constant({ Authorization: 'a.b.c', 'Access-Token': 'x.y.z' }),
  fc.constant({
    Authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.',
    'Access-Token': 'eyJhbGciOiJub25lIn0.e30.',
  }),
);

/** A header value with a tab inside, the one control character `fetch` sends in a header. */
export const tabbedHeader = fc.tuple(headerText, headerText).map(([a, b]) => `${a || 'a'}\t${b || 'b'}`);

/** Extra headers some calls read, with garbage values. */
export const extraHeaders = fc.record(
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

export interface FuzzRequest {
  withSession: boolean;
  site: string | undefined;
  params: Record<string, string>;
  query: string;
  body: string | undefined;
  contentType: string | undefined;
  session: Record<string, string>;
  extra: Record<string, string>;
}

export function requestFor(call: AnyCall): fc.Arbitrary<FuzzRequest> {
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

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether the sandbox could take this request as valid (errs towards "valid"). */
export function mayBeValid(call: AnyCall, request: FuzzRequest, headers: Headers): boolean {
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
export const VALID_BODIES: Partial<Record<CallId, Record<string, unknown>>> = {
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
export function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]));
  return [];
}

export function withValue(value: unknown, path: string[], replacement: string): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  const copy = { ...(value as Record<string, unknown>) };
  copy[head!] = withValue(copy[head!], rest, replacement);
  return copy;
}

export interface Spoiled {
  kind: 'control' | 'overLimit' | 'giant';
  value: string;
}

/** One string made invalid whatever its field: a control character in it, or far too long. */
export function spoil(original: string): fc.Arbitrary<Spoiled> {
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

/** A response's JSON, or its text when it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
