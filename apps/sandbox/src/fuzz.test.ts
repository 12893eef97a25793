/**
 * Property-based tests (fast-check) feed random and malformed input to every
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
 * over the limit): the answer must be 400 naming that field, or 413, never a 5xx. The inputs are
 * in test/fuzz.ts; the sandbox pages' form posts are fuzzed in fuzz.forms.test.ts.
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  HEADERS,
  calls,
  callList,
  errorBodySchema,
  honoPath,
  type AnyCall,
  type CallId,
} from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../test/databases.ts';
import {
  SITE_ID,
  VALID_BODIES,
  mayBeValid,
  readJson,
  requestFor,
  spoil,
  stringPaths,
  withValue,
} from '../test/fuzz.ts';
import { requestOnce } from '../test/http.ts';
import { useSandboxServer } from '../test/server.ts';
import { BODY_LIMIT_BYTES } from './body.ts';
import * as schema from './db/schema.ts';
import { DEMO_PASSWORD } from './demoPlayers.ts';

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

interface Session {
  idToken: string;
  accessToken: string;
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
            // The contract's answer for a call the sandbox has no handler for.
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
