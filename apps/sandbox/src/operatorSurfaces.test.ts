/**
 * The operator's and the tests' surfaces refuse what a browser on another site could send them
 * (src/crossSite.ts, src/request.ts), on PGlite and PostgreSQL: a cross-origin or cross-site write
 * is refused (403) and changes nothing; a body that is not `application/json` to a JSON route is
 * refused (415) and moves nothing; the review page's forms carry a CSRF token bound to the form and
 * a post without it (or with a forged one, or another form's) is refused while the page's own form
 * works; the operator pages cannot be framed; the player pages the sandbox serves keep taking
 * their same-origin posts; and the test caller is strictly a direct loopback request with no
 * forwarding header at all (an empty `X-Forwarded-For` included).
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../test/databases.ts';
import { launchGame, sandboxLaunchInput } from '../test/fixtures.ts';
import { useMoneyApi } from '../test/money.ts';
import { CLIENT_IP_HEADER } from './app.ts';
import { cashierPayments, documentFiles, playerDocuments, players } from './db/schema.ts';

const EVIL = 'http://evil.example';
const FORM = 'application/x-www-form-urlencoded';

/** What a browser sends with a form post from a page of the sandbox itself (`Referrer-Policy: no-referrer`). */
const SAME_ORIGIN_BROWSER = { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' };

describe.each(DATABASE_KINDS)('operator and test surfaces against cross-site requests on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { server, session, deposit, withdraw } = useMoneyApi(t);

  async function playerOf(email: string) {
    const [row] = await t.db
      .select()
      .from(players)
      .where(and(eq(players.email, email), eq(players.siteId, 6)));
    return row!;
  }

  /** A document of `email` put under review, as after an upload. */
  async function documentUnderReview(email: string, documentType: string): Promise<string> {
    const player = await playerOf(email);
    const [document] = await t.db
      .update(playerDocuments)
      .set({ status: 'UNDER_REVIEW' })
      .where(
        and(eq(playerDocuments.playerId, player.playerId), eq(playerDocuments.documentType, documentType)),
      )
      .returning({ documentId: playerDocuments.documentId });
    return document!.documentId;
  }

  const statusOf = async (documentId: string) =>
    (await t.db.select().from(playerDocuments).where(eq(playerDocuments.documentId, documentId)))[0]!.status;

  const offsetMs = async () =>
    ((await (await fetch(`${server.baseUrl}/sandbox/clock`)).json()) as { offsetMs: number }).offsetMs;

  const reviewPageOf = async (email: string) => {
    const page = await fetch(`${server.baseUrl}/sandbox/review?email=${encodeURIComponent(email)}&siteId=6`);
    expect(page.status).toBe(200);
    return page.text();
  };

  /** The CSRF token of the review page's form posting to `action` (with the button `value`, if given). */
  function tokenOf(html: string, action: string, value?: string): string {
    const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
    const form = forms.find(
      ([, formAction, inner]) => formAction === action && (!value || inner!.includes(`value="${value}"`)),
    );
    expect(form, `a form posting to ${action}${value ? ` (${value})` : ''}`).toBeDefined();
    const token = /name="csrfToken" value="([^"]+)"/.exec(form![2]!)?.[1];
    expect(token, `the token of the form posting to ${action}`).toBeTruthy();
    return token!;
  }

  const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': FORM, ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  it('refuses a cross-origin form post to the document review route and leaves the document as it was', async () => {
    const documentId = await documentUnderReview('docs@demo.test', 'PROOF_OF_ID');
    const path = `/sandbox/documents/${documentId}/review`;
    const fields = { action: 'approve', email: 'docs@demo.test', siteId: '6' };
    const crossOrigin = await postForm(path, fields, { Origin: EVIL });
    expect(crossOrigin.status).toBe(403);
    expect(await crossOrigin.text()).toMatch(/another site|cross-site/i);
    expect(await statusOf(documentId)).toBe('UNDER_REVIEW');
    // Sec-Fetch-Site alone says it too; so does a JSON post from another origin.
    expect((await postForm(path, fields, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await postForm(path, fields, { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect((await postForm(path, fields, { Origin: 'null' })).status).toBe(403);
    const json = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: EVIL },
      body: JSON.stringify({ action: 'approve' }),
    });
    expect(json.status).toBe(403);
    expect(await json.json()).toMatchObject({ code: 'error.request.cross_site' });
    expect(await statusOf(documentId)).toBe('UNDER_REVIEW');
    // The sandbox's own origin passes (the request's, and SANDBOX_PUBLIC_URL's).
    const previous = process.env.SANDBOX_PUBLIC_URL;
    process.env.SANDBOX_PUBLIC_URL = 'https://sandbox.example/';
    try {
      for (const origin of [server.baseUrl, 'https://sandbox.example']) {
        const own = await fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
          body: JSON.stringify({ action: 'expire' }),
        });
        // Reached the route: expiring a document under review is not a transition.
        expect([own.status, ((await own.json()) as { code: string }).code]).toEqual([
          409,
          'error.document.status_invalid',
        ]);
      }
    } finally {
      if (previous === undefined) delete process.env.SANDBOX_PUBLIC_URL;
      else process.env.SANDBOX_PUBLIC_URL = previous;
    }
  });

  it('refuses a text/plain POST to /sandbox/clock without moving the clock, and JSON-only routes without application/json', async () => {
    const before = await offsetMs();
    const plain = await fetch(`${server.baseUrl}/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ advanceMs: 86_400_000 }),
    });
    expect([415, 403]).toContain(plain.status);
    expect(await plain.json()).toMatchObject({ code: 'error.request.unsupported_media_type' });
    const form = await postForm('/sandbox/clock', { advanceMs: '86400000' });
    expect(form.status).toBe(415);
    const none = await fetch(`${server.baseUrl}/sandbox/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceMs: 86_400_000 }),
    });
    expect(none.status).toBe(415);
    expect(await offsetMs()).toBe(before);
    // Rate-limit reset and withdrawal processing take no body but still only as JSON.
    for (const path of ['/sandbox/rate-limits/login/reset', '/sandbox/withdrawals/unknown/process']) {
      expect((await fetch(`${server.baseUrl}${path}`, { method: 'POST' })).status, path).toBe(415);
      const json = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(json.status, path).toBeLessThan(415);
    }
    const moved = await fetch(`${server.baseUrl}/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ advanceMs: 1000 }),
    });
    expect(moved.status).toBe(200);
    expect(await offsetMs()).toBe(before + 1000);
  });

  it('refuses a text/plain or cross-site POST to the payment settle route and leaves the payment pending', async () => {
    const { tokens } = await session('player@demo.test');
    const opened = await deposit(tokens, '20.00');
    expect(opened.status).toBe(201);
    const referenceId = String(opened.json.referenceId);
    const paymentStatus = async () =>
      (
        await t.db
          .select({ status: cashierPayments.status })
          .from(cashierPayments)
          .where(eq(cashierPayments.referenceId, referenceId))
      )[0]!.status;
    const body = JSON.stringify({ status: 'SUCCESS' });
    const path = `${server.baseUrl}/sandbox/payments/${referenceId}/settle`;
    const plain = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body });
    expect([415, 403]).toContain(plain.status);
    const crossSite = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: EVIL },
      body,
    });
    expect(crossSite.status).toBe(403);
    expect(await paymentStatus()).toBe('PENDING');
    const settled = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(settled.status).toBe(200);
    expect(await paymentStatus()).toBe('SUCCESS');
  });

  it('serves the operator pages unframeable', async () => {
    const review = await fetch(`${server.baseUrl}/sandbox/review?email=docs%40demo.test&siteId=6`);
    const lookup = await fetch(`${server.baseUrl}/sandbox/review`);
    const docs = await fetch(`${server.baseUrl}/docs`);
    for (const [name, page] of Object.entries({ review, lookup, docs })) {
      expect(page.status, name).toBe(200);
      expect(page.headers.get('content-security-policy'), name).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options'), name).toBe('DENY');
    }
    // A stored file the operator looks at, too.
    const documentId = await documentUnderReview('docs@demo.test', 'PROOF_OF_ADDRESS');
    const [file] = await t.db
      .insert(documentFiles)
      .values({
        documentId,
        contentType: 'image/png',
        size: 4,
        sha256: 'x'.repeat(64),
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
        createdAt: new Date(),
      })
      .returning({ fileId: documentFiles.fileId });
    const stored = await fetch(`${server.baseUrl}/sandbox/files/${file!.fileId}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(stored.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses a review form post without the form’s CSRF token, with a forged one or another form’s, and takes the page’s own', async () => {
    const email = 'docs@demo.test';
    const documentId = await documentUnderReview(email, 'PROOF_OF_ID');
    const action = `/sandbox/documents/${documentId}/review`;
    const fields = { action: 'approve', email, siteId: '6' };
    const html = await reviewPageOf(email);
    const approveToken = tokenOf(html, action, 'approve');
    const rejectToken = tokenOf(html, action, 'reject');
    const requestAction = `/sandbox/players/${encodeURIComponent(email)}/documents/request`;
    const requestToken = tokenOf(html, requestAction);

    const refusedWith = async (token: string | undefined, extra: Record<string, string> = {}) => {
      const response = await postForm(
        action,
        { ...fields, ...(token === undefined ? {} : { csrfToken: token }), ...extra },
        SAME_ORIGIN_BROWSER,
      );
      expect(response.status, `token ${token}`).toBe(403);
      expect(await response.text()).toMatch(/token/i);
      expect(await statusOf(documentId)).toBe('UNDER_REVIEW');
    };
    await refusedWith(undefined);
    await refusedWith('');
    await refusedWith('forged');
    await refusedWith(`${approveToken.slice(0, -4)}AAAA`);
    // Another form's token: the reject button's, the request form's.
    await refusedWith(rejectToken);
    await refusedWith(requestToken);
    // Approve's token does not reject either.
    const rejected = await postForm(
      action,
      { ...fields, action: 'reject', reason: 'BAD_QUALITY', csrfToken: approveToken },
      SAME_ORIGIN_BROWSER,
    );
    expect(rejected.status).toBe(403);
    expect(await statusOf(documentId)).toBe('UNDER_REVIEW');

    // The page's own form works: back to the review page, the document approved.
    const approved = await postForm(action, { ...fields, csrfToken: approveToken }, SAME_ORIGIN_BROWSER);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe('/sandbox/review?email=docs%40demo.test&siteId=6');
    expect(await statusOf(documentId)).toBe('VERIFIED');

    // The request form too; without its token it is refused.
    const requestFields = { documentType: 'OTHER', subType: '', depositMethod: '', email, siteId: '6' };
    expect((await postForm(requestAction, requestFields, SAME_ORIGIN_BROWSER)).status).toBe(403);
    const requested = await postForm(
      requestAction,
      { ...requestFields, csrfToken: requestToken },
      SAME_ORIGIN_BROWSER,
    );
    expect(requested.status).toBe(303);
    // The request form's token is for its player and site only.
    const other = await postForm(
      `/sandbox/players/${encodeURIComponent('player@demo.test')}/documents/request`,
      { ...requestFields, email: 'player@demo.test', csrfToken: requestToken },
      SAME_ORIGIN_BROWSER,
    );
    expect(other.status).toBe(403);
  });

  it('keeps the player pages taking their same-origin posts, and refuses them from another site', async () => {
    const { tokens } = await session('player@demo.test');
    const opened = await deposit(tokens, '15.00');
    const cashierUrl = String(opened.json.redirectUrl);
    const pay = (headers: Record<string, string>) =>
      fetch(cashierUrl, {
        method: 'POST',
        headers: { 'Content-Type': FORM, ...headers },
        body: new URLSearchParams({ paymentMethod: 'TRUSTLY', outcome: 'success' }).toString(),
        redirect: 'manual',
      });
    expect((await pay({ Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    const paid = await pay(SAME_ORIGIN_BROWSER);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('status=success');

    // The slot page's form and its script's JSON, from the page's own origin.
    const visitor = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6 });
    const game = await launchGame(
      visitor,
      sandboxLaunchInput(server.baseUrl, {
        provider: 'relax',
        mode: 'demo',
        game: { id: 'relax-1', name: 'Game', type: 'casino' },
      }),
    );
    const spinForm = (headers: Record<string, string>) =>
      fetch(`${game}/spin`, {
        method: 'POST',
        headers: { 'Content-Type': FORM, ...headers },
        body: new URLSearchParams({ roundId: randomUUID(), stake: '100' }).toString(),
      });
    expect((await spinForm({ Origin: new URL(game).origin, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(
      200,
    );
    expect((await spinForm(SAME_ORIGIN_BROWSER)).status).toBe(200);
    expect((await spinForm({ Origin: EVIL })).status).toBe(403);
    const spinJson = await fetch(`${game}/spin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...SAME_ORIGIN_BROWSER },
      body: JSON.stringify({ roundId: 'json-round', stake: 100 }),
    });
    expect(spinJson.status).toBe(200);
    // The game page stays frameable by the brand sites.
    const page = await fetch(game);
    expect(page.headers.get('content-security-policy')).not.toContain('frame-ancestors');
    expect(page.headers.get('x-frame-options')).toBeNull();

    // The withdrawal the operator processes, as JSON.
    const { tokens: visual } = await session('visual@demo.test');
    const pending = await withdraw(visual, '10.00');
    expect(pending.status, JSON.stringify(pending.json)).toBeLessThan(300);
    const processed = await fetch(
      `${server.baseUrl}/sandbox/withdrawals/${String(pending.json.referenceId)}/process`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      },
    );
    expect(processed.status).toBe(200);
  });

  it(`honours ${CLIENT_IP_HEADER} only from a direct loopback caller with no forwarding header`, async () => {
    const station = async (headers: Record<string, string>) =>
      (await (
        await fetch(`${server.baseUrl}/v1/player/station`, { headers: { SiteContext: '6', ...headers } })
      ).json()) as { ipAddress: string; autodetectedCountry: string };
    expect(await station({ [CLIENT_IP_HEADER]: '192.0.2.44' })).toMatchObject({
      ipAddress: '192.0.2.44',
      autodetectedCountry: 'CA',
    });
    // Relayed by a proxy on loopback: the forwarded address, not the header.
    expect(
      await station({ [CLIENT_IP_HEADER]: '192.0.2.44', 'X-Forwarded-For': '198.51.100.20' }),
    ).toMatchObject({ ipAddress: '198.51.100.20', autodetectedCountry: 'DE' });
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      expect((await station({ [CLIENT_IP_HEADER]: '192.0.2.44', [header]: '' })).ipAddress, header).not.toBe(
        '192.0.2.44',
      );
    }
  });

  it('takes a request with an empty X-Forwarded-For for no test caller: test surfaces 404, the forced loss ignored', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const outbox = await fetch(`${server.baseUrl}/sandbox/outbox`, { headers: { [header]: '' } });
      expect(outbox.status, header).toBe(404);
    }
    const before = await offsetMs();
    const clock = await fetch(`${server.baseUrl}/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '' },
      body: JSON.stringify({ advanceMs: 60_000 }),
    });
    expect(clock.status).toBe(404);
    expect(await offsetMs()).toBe(before);

    const visitor = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6 });
    const game = await launchGame(
      visitor,
      sandboxLaunchInput(server.baseUrl, {
        provider: 'relax',
        mode: 'demo',
        game: { id: 'relax-2', name: 'Game', type: 'casino' },
      }),
    );
    const spin = (roundId: string, headers: Record<string, string>) =>
      fetch(`${game}/spin`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-Sandbox-Slot-Outcome': 'lose',
          ...headers,
        },
        body: JSON.stringify({ roundId, stake: 100 }),
      });
    // A direct test caller's rounds lose…
    const lost = (await (await spin('direct-0', {})).json()) as { win: string };
    expect(lost.win).toBe('0.00');
    // …an empty X-Forwarded-For makes the header mean nothing: some rounds win.
    let won = false;
    for (let round = 0; round < 40 && !won; round++) {
      const answer = await spin(`empty-forwarded-${round}`, { 'X-Forwarded-For': '' });
      expect(answer.status).toBe(200);
      won = Number(((await answer.json()) as { win: string }).win) > 0;
    }
    expect(won).toBe(true);
  });

  it('takes a loopback request that names another host (a rebound DNS name) for no test caller', async () => {
    const port = new URL(server.baseUrl).port;
    const ask = (host: string, path: string, method = 'GET', body?: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            method,
            headers: { Host: host, ...(body ? { 'Content-Type': 'application/json' } : {}) },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    expect(await ask(`localhost:${port}`, '/sandbox/outbox')).toBe(200);
    expect(await ask(`127.0.0.1:${port}`, '/sandbox/outbox')).toBe(200);
    expect(await ask(`attacker.example:${port}`, '/sandbox/outbox')).toBe(404);
    const before = await offsetMs();
    expect(
      await ask(`attacker.example:${port}`, '/sandbox/clock', 'POST', JSON.stringify({ advanceMs: 60_000 })),
    ).toBe(404);
    expect(await offsetMs()).toBe(before);
  });
});
