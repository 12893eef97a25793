/**
 * Property-based tests (fast-check) of the sandbox pages' form routes (game, cashier, bank-ID,
 * document upload) and the test surfaces, on PGlite and PostgreSQL: unreadable multipart, a field
 * with a control character, JSON that does not parse or is no object, bodies over the limit, and
 * anything else answer 400 or 413 (the test surfaces also 415 for a body that is not JSON and 403
 * for a review form without its token: crossSite.ts), never a 5xx; no form post pays the pending
 * payment or stores a document file. The upload page takes bodies up to its own, larger limit
 * (8 MB and 64 KB): what is over 64 KB but under it is a 400 there (no file). The contract calls
 * are fuzzed in fuzz.test.ts.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsControlCharacters, createPlayerApiClient, errorBodySchema } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../test/databases.ts';
import { controlString, giantString } from '../test/fuzz.ts';
import { requestOnce } from '../test/http.ts';
import { useSandboxServer } from '../test/server.ts';
import { BODY_LIMIT_BYTES } from './body.ts';
import * as schema from './db/schema.ts';
import { DEMO_PASSWORD } from './demoPlayers.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_BODY_OVERHEAD_BYTES } from './services/documents/index.ts';

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
  let uploadPath = '';
  let documentId = '';

  it('opens a demo slot, a real slot, a cashier payment, a bank-ID and a document upload session to post to', async () => {
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
    const upload = await player.jumioInitiate({
      body: {
        documentType: 'OTHER',
        successUrl: 'http://localhost:3000/en-UN/my-account/account/verification',
        errorUrl: 'http://localhost:3000/en-UN/my-account/account/verification',
      },
    });
    uploadPath = new URL(upload.redirectUrl).pathname;
    routes.push(uploadPath);
    documentId = (await player.documents()).find((document) => document.documentType === 'OTHER')!.documentId;
    expect(routes).toHaveLength(5);
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
          `/sandbox/documents/${documentId}/review`,
          '/sandbox/players/player@demo.test/documents/request',
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
        if (request.kind === 'tooLarge') {
          // The upload page's own limit is larger: under it such a body is read and holds no file.
          const overUploadLimit =
            Buffer.byteLength(request.data) > MAX_UPLOAD_BYTES + UPLOAD_BODY_OVERHEAD_BYTES;
          expect(response.status, context).toBe(path === uploadPath && !overUploadLimit ? 400 : 413);
        }
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

  it('stored no document file and left the upload session open', async () => {
    const files = await t.db
      .select({ id: schema.documentFiles.fileId })
      .from(schema.documentFiles)
      .where(eq(schema.documentFiles.documentId, documentId));
    expect(files).toEqual([]);
    expect((await fetch(`${server.baseUrl}${uploadPath}`)).status).toBe(200);
  });
});
