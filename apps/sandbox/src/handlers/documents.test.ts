/**
 * Document verification over HTTP on PGlite and PostgreSQL: the seeded requests, the upload page
 * (a real multipart upload; empty, wrongly typed and oversized files refused with nothing stored;
 * single-use, expiring sessions; cancel), the status update, the review surface (approve, reject
 * with a reason, expire, request; refused transitions), the level and the withdrawal outcome
 * following the documents (the questionnaire, and its PLAYER_ATTRIBUTE_CHANGE feed pushes, are
 * questionnaire.test.ts's).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlayerApiClient } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { advanceClock, refusal, requestOnce } from '../../test/http.ts';
import { useMoneyApi } from '../../test/money.ts';
import { documentFiles, playerDocuments, players } from '../db/schema.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../services/documents/index.ts';
import { idempotencyKey, openAccounts, recordPaidDeposit } from '../services/money/index.ts';

const SITE = 'http://localhost:3000/en-UN/my-account/account/verification';
const SUCCESS_URL = `${SITE}?upload=done`;
const ERROR_URL = `${SITE}?upload=failed`;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;');

interface ReviewView {
  playerId: string;
  kycStatus: string;
  requestDocumentTypeStatus: string;
  documentsRequired: boolean;
  documentsDueAt: string | null;
  eddQuestionnaire: boolean;
  documents: Array<{
    documentId: string;
    documentType: string;
    documentStatus: string;
    rejectionReason: string | null;
    files: Array<{ fileId: string; contentType: string; size: number }>;
  }>;
}

describe.each(DATABASE_KINDS)('document verification over HTTP on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { server, session, call } = useMoneyApi(t);

  const json = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(server.baseUrl + path, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    });
    return {
      status: response.status,
      json: (await response.json()) as Record<string, unknown> & { code?: string },
    };
  };
  const view = async (email: string) =>
    (await json(`/sandbox/players/${encodeURIComponent(email)}/documents`)).json as unknown as ReviewView;
  const review = (documentId: string, action: string, reason?: string) =>
    json(`/sandbox/documents/${documentId}/review`, {
      method: 'POST',
      body: JSON.stringify({ action, ...(reason ? { reason } : {}) }),
    });
  const request = (email: string, body: Record<string, unknown>) =>
    json(`/sandbox/players/${encodeURIComponent(email)}/documents/request`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
  const initiate = (api: PlayerApiClient, body: Record<string, unknown>) =>
    api.jumioInitiate({
      body: { successUrl: SUCCESS_URL, errorUrl: ERROR_URL, ...body } as Parameters<
        PlayerApiClient['jumioInitiate']
      >[0]['body'],
    });
  const upload = (url: string, file: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(file)], name, { type }));
    form.set('action', 'upload');
    return fetch(url, { method: 'POST', body: form, redirect: 'manual' });
  };
  const filesOf = async (documentId: string) =>
    t.db.select().from(documentFiles).where(eq(documentFiles.documentId, documentId));
  const statusOf = async (documentId: string) =>
    (await t.db.select().from(playerDocuments).where(eq(playerDocuments.documentId, documentId)))[0]!.status;
  const withdrawalStatus = async (tokens: { idToken: string; accessToken: string }) =>
    (
      await call(tokens, 'POST', '/v1/player/wallet/withdrawal/check', {
        ipAddress: '10.0.0.1',
        blackbox: '-',
      })
    ).json.status;

  it('takes docs@demo.test from documents required through under review to verified, and withdrawals with it', async () => {
    const { api, tokens } = await session('docs@demo.test');
    const player = await view('docs@demo.test');
    // Some money to withdraw once verified.
    const accounts = (await openAccounts(t.ctx, player.playerId))!;
    await recordPaidDeposit(t.ctx, {
      accounts,
      amount: 5_000n,
      paymentMethod: 'TRUSTLY',
      idempotencyKey: idempotencyKey(player.playerId, 'deposit', 'documents-test'),
    });

    const documents = await api.documents();
    expect(documents.map((d) => [d.documentType, d.documentStatus])).toEqual([
      ['PROOF_OF_ID', 'REQUESTED'],
      ['PROOF_OF_ADDRESS', 'REQUESTED'],
    ]);
    const verification = await api.documentsVerification();
    expect(verification.idDocument).toMatchObject({ documentStatus: 'REQUESTED', rejectionReason: null });
    expect(verification.sowDocument).toEqual({
      documentStatus: 'UNREQUESTED',
      documentId: null,
      rejectionReason: null,
    });
    expect(verification.paymentDocument).toEqual([]);
    expect(await withdrawalStatus(tokens)).toBe('DOCUMENTS_REQUIRED');

    // Proof of ID through the upload page, as a browser would.
    const { redirectUrl } = await initiate(api, { documentType: 'PROOF_OF_ID', locale: 'fi' });
    expect(redirectUrl).toMatch(new RegExp(`^${server.baseUrl}/sandbox/documents/upload/[A-Za-z0-9_-]{43}$`));
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    // In the player's language (Finnish here; English otherwise).
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('<label for="file">Asiakirjan valokuva tai skannaus</label>');
    expect(html).toContain('Henkilöllisyystodistus');
    const done = await upload(redirectUrl, PNG, 'passport.png', 'image/png');
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(SITE);
    expect(back.searchParams.get('upload')).toBe('done');
    const idDocument = documents.find((d) => d.documentType === 'PROOF_OF_ID')!.documentId;
    expect(back.searchParams.get('documentId')).toBe(idDocument);
    // Single use.
    expect((await fetch(redirectUrl)).status).toBe(410);
    expect((await upload(redirectUrl, PNG, 'again.png', 'image/png')).status).toBe(410);
    expect(await filesOf(idDocument)).toHaveLength(1);

    // Address still waits for the player.
    expect(await withdrawalStatus(tokens)).toBe('DOCUMENTS_REQUIRED');
    // Proof of address uploaded elsewhere: the status update.
    const address = await api.documentStatusUpdate({
      body: { documentType: 'PROOF_OF_ADDRESS', subType: 'UB' },
    });
    expect(address).toMatchObject({ documentStatus: 'UNDER_REVIEW', subType: 'UB' });
    // Again: answered as it stands.
    expect(
      (await api.documentStatusUpdate({ body: { documentType: 'PROOF_OF_ADDRESS' } })).documentStatus,
    ).toBe('UNDER_REVIEW');
    const underReview = await view('docs@demo.test');
    expect(underReview).toMatchObject({
      kycStatus: 'PENDING',
      documentsRequired: false,
      requestDocumentTypeStatus: 'PROOF_OF_ID,PROOF_OF_ADDRESS',
    });
    expect(underReview.documents.find((d) => d.documentId === idDocument)!.files).toEqual([
      expect.objectContaining({ contentType: 'image/png', size: PNG.length }),
    ]);
    // The operator can look at the stored file; nobody behind a proxy can.
    const [stored] = underReview.documents.find((d) => d.documentId === idDocument)!.files;
    const file = await fetch(`${server.baseUrl}/sandbox/files/${stored!.fileId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const outside = await fetch(`${server.baseUrl}/sandbox/files/${stored!.fileId}`, {
      headers: { 'X-Forwarded-For': '203.0.113.5' },
    });
    expect(outside.status).toBe(404);
    expect(await withdrawalStatus(tokens)).toBe('DOCUMENTS_UNDER_REVIEW');

    // Rejected: back to REQUESTED with the reason; the player must upload again.
    const rejected = await review(address.documentId, 'reject', 'POA_ADDRESS_MISMATCH');
    expect(rejected.status).toBe(200);
    expect(rejected.json.document).toMatchObject({
      documentStatus: 'REQUESTED',
      rejectionReason: 'POA_ADDRESS_MISMATCH',
    });
    expect((await api.documentsVerification()).addressDocument).toMatchObject({
      documentStatus: 'REQUESTED',
      rejectionReason: 'POA_ADDRESS_MISMATCH',
    });
    expect(await withdrawalStatus(tokens)).toBe('DOCUMENTS_REQUIRED');
    const second = await initiate(api, { documentType: 'PROOF_OF_ADDRESS', documentId: address.documentId });
    expect((await upload(second.redirectUrl, PDF, 'bill.pdf', 'application/pdf')).status).toBe(303);

    expect((await review(idDocument, 'approve')).status).toBe(200);
    expect((await review(address.documentId, 'approve')).status).toBe(200);
    const verified = await view('docs@demo.test');
    expect(verified).toMatchObject({
      kycStatus: 'FULLY VERIFIED',
      requestDocumentTypeStatus: '',
      documentsRequired: false,
      documentsDueAt: null,
    });
    expect(await api.playerProfile()).toMatchObject({
      kycStatus: 'FULLY VERIFIED',
      requestDocumentTypeStatus: '',
    });
    expect(await withdrawalStatus(tokens)).toBe('SUCCESS');

    // Verified: no further upload; the operator may expire it, which asks for a new one.
    const again = await refusal(initiate(api, { documentType: 'PROOF_OF_ID' }));
    expect([again.status, again.code]).toEqual([409, 'error.document.status_invalid']);
    const update = await refusal(api.documentStatusUpdate({ body: { documentType: 'PROOF_OF_ID' } }));
    expect([update.status, update.code]).toEqual([409, 'error.document.status_invalid']);
    expect((await review(idDocument, 'expire')).json.document).toMatchObject({ documentStatus: 'EXPIRED' });
    expect(await view('docs@demo.test')).toMatchObject({
      kycStatus: 'PENDING',
      requestDocumentTypeStatus: 'PROOF_OF_ID',
      documentsRequired: true,
    });
  });

  it('refuses empty, wrongly typed and oversized files on the page and stores nothing', async () => {
    const { api } = await session('new@demo.test');
    const requested = await request('new@demo.test', { documentType: 'PROOF_OF_ID' });
    expect(requested.status).toBe(200);
    const documentId = (requested.json.document as { documentId: string }).documentId;
    const { redirectUrl } = await initiate(api, { documentType: 'PROOF_OF_ID' });

    const empty = await upload(redirectUrl, Buffer.alloc(0), 'empty.jpg', 'image/jpeg');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(UPLOAD_MESSAGES.empty);

    // A GIF named and declared as a JPEG.
    const lying = await upload(redirectUrl, GIF, 'passport.jpg', 'image/jpeg');
    expect(lying.status).toBe(400);
    const lyingHtml = await lying.text();
    expect(lyingHtml).toContain(UPLOAD_MESSAGES.wrongType.replace(/'/g, '&#39;'));
    expect(lyingHtml).toContain('role="alert"');

    // Just over the limit, within the body's allowance: read, then refused.
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1);
    big.set([0xff, 0xd8, 0xff]);
    const tooLarge = await upload(redirectUrl, big, 'big.jpg', 'image/jpeg');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain(UPLOAD_MESSAGES.tooLarge);

    // Far over: refused by its Content-Length before reading, and while reading when chunked.
    const boundary = 'sandbox-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const chunk = 'x'.repeat(1024 * 1024);
    const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
    const declared = await requestOnce(redirectUrl, {
      method: 'POST',
      headers,
      body: `${head}${chunk.repeat(10)}\r\n--${boundary}--\r\n`,
    });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain(UPLOAD_MESSAGES.tooLarge);
    const chunked = await requestOnce(redirectUrl, {
      method: 'POST',
      headers,
      body: [head, ...Array.from({ length: 10 }, () => chunk), `\r\n--${boundary}--\r\n`],
    });
    expect(chunked.status).toBe(413);

    expect(await filesOf(documentId)).toHaveLength(0);
    expect(await statusOf(documentId)).toBe('REQUESTED');

    // The session still works after refusals; a JPEG goes through.
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 3)]);
    expect((await upload(redirectUrl, jpeg, 'id', 'application/octet-stream')).status).toBe(303);
    expect((await filesOf(documentId))[0]).toMatchObject({ contentType: 'image/jpeg', size: jpeg.length });
    expect(await statusOf(documentId)).toBe('UNDER_REVIEW');
  });

  it('checks the return pages, cancels to the error page and lets sessions expire', async () => {
    const { api } = await session('player@demo.test');
    const foreign = await refusal(
      initiate(api, { documentType: 'OTHER', successUrl: 'https://evil.example/steal' }),
    );
    expect([foreign.status, foreign.code]).toEqual([400, 'error.request.invalid']);
    expect(foreign.validationErrors?.successUrl).toBeDefined();
    const edd = await refusal(initiate(api, { documentType: 'EDD_QUESTIONNAIRE' }));
    expect(edd.validationErrors?.documentType).toBeDefined();
    const badCode = await refusal(initiate(api, { documentType: 'SOURCE_OF_WEALTH', subType: 'XX' }));
    expect(badCode.validationErrors?.subType).toBeDefined();

    const { redirectUrl } = await initiate(api, { documentType: 'SOURCE_OF_WEALTH', subType: 'inheritance' });
    const english = await (await fetch(redirectUrl)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Proof of source of wealth: inheritance');
    const form = new FormData();
    form.set('action', 'cancel');
    const cancelled = await fetch(redirectUrl, { method: 'POST', body: form, redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    const location = new URL(cancelled.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('cancelled');
    expect(location.searchParams.get('upload')).toBe('failed');
    expect((await fetch(redirectUrl)).status).toBe(410);

    // An unasked upload is reviewed but leaves a verified player's level alone.
    const unasked = await initiate(api, { documentType: 'OTHER' });
    expect((await upload(unasked.redirectUrl, PDF, 'payslip.pdf', 'application/pdf')).status).toBe(303);
    // The site's status update after the upload names the same document: no second one.
    const marked = await api.documentStatusUpdate({ body: { documentType: 'OTHER' } });
    expect(marked.documentStatus).toBe('UNDER_REVIEW');
    expect((await api.documents()).filter((d) => d.documentType === 'OTHER')).toEqual([marked]);
    expect(await view('player@demo.test')).toMatchObject({
      kycStatus: 'FULLY VERIFIED',
      requestDocumentTypeStatus: '',
    });

    const later = await initiate(api, { documentType: 'PROOF_OF_PAYMENT', depositMethod: 'TRUSTLY' });
    await advanceClock(server.baseUrl, 31 * 60_000);
    expect((await fetch(later.redirectUrl)).status).toBe(410);
    expect((await upload(later.redirectUrl, PNG, 'card.png', 'image/png')).status).toBe(410);
  });

  it('reviews through the test surface: refused transitions, reasons, requests, the HTML page', async () => {
    const requested = await request('new@demo.test', {
      documentType: 'PROOF_OF_PAYMENT',
      depositMethod: 'SKRILL',
    });
    const documentId = (requested.json.document as { documentId: string }).documentId;
    expect((await request('new@demo.test', { documentType: 'NOPE' })).status).toBe(400);
    const approve = await review(documentId, 'approve');
    expect([approve.status, approve.json.code]).toEqual([409, 'error.document.status_invalid']);
    expect((await review(documentId, 'expire')).status).toBe(409);
    await t.db
      .update(playerDocuments)
      .set({ status: 'UNDER_REVIEW' })
      .where(eq(playerDocuments.documentId, documentId));
    const noReason = await review(documentId, 'reject');
    expect([noReason.status, noReason.json.code]).toEqual([400, 'error.request.invalid']);
    expect((await review(documentId, 'reject', 'MADE_UP')).status).toBe(400);
    expect((await review(documentId, 'reject', 'POP_INCORRECT')).json.document).toMatchObject({
      documentStatus: 'REQUESTED',
      rejectionReason: 'POP_INCORRECT',
      depositMethod: 'SKRILL',
    });
    expect((await review('00000000-0000-0000-0000-000000000000', 'approve')).status).toBe(404);
    expect((await view('new@demo.test')).requestDocumentTypeStatus).toContain('PROOF_OF_PAYMENT');

    const page = await fetch(`${server.baseUrl}/sandbox/review?email=new@demo.test&siteId=6`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('new@demo.test');
    expect(html).toContain('name="documentType"');

    // The page's form post (with the form's token, operatorSurfaces.test.ts) answers with the
    // review page again.
    const csrfToken = /name="csrfToken" value="([^"]+)">\n<label for="documentType">/.exec(html)?.[1];
    expect(csrfToken).toBeTruthy();
    const posted = await fetch(`${server.baseUrl}/sandbox/players/new@demo.test/documents/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        documentType: 'OTHER',
        subType: '',
        depositMethod: '',
        siteId: '6',
        csrfToken: csrfToken!,
      }).toString(),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/sandbox/review?email=new%40demo.test&siteId=6');

    // A verified player asked for source of wealth is PENDING until it is verified, then back.
    const { api } = await session('visual@demo.test');
    const sow = await request('visual@demo.test', { documentType: 'SOURCE_OF_WEALTH', subType: 'winnings' });
    expect(sow.json.document).toMatchObject({ documentStatus: 'REQUESTED', subType: 'WN' });
    expect(await api.playerProfile()).toMatchObject({
      kycStatus: 'PENDING',
      requestDocumentTypeStatus: 'SOURCE_OF_WEALTH',
    });
    await api.documentStatusUpdate({ body: { documentType: 'SOURCE_OF_WEALTH' } });
    await review((sow.json.document as { documentId: string }).documentId, 'approve');
    expect(await view('visual@demo.test')).toMatchObject({
      kycStatus: 'FULLY VERIFIED',
      requestDocumentTypeStatus: '',
      documentsRequired: false,
      documentsDueAt: null,
    });

    // Not for callers behind a proxy.
    const proxied = await fetch(`${server.baseUrl}/sandbox/players/new@demo.test/documents`, {
      headers: { 'X-Forwarded-For': '203.0.113.5' },
    });
    expect(proxied.status).toBe(404);
  });

  it('takes groups named in the player’s columns without a document as requested', async () => {
    await t.db
      .update(players)
      .set({ kycStatus: 'PENDING', documentsRequired: true, requestDocumentTypeStatus: 'PROOF_OF_ADDRESS' })
      .where(and(eq(players.email, 'nocasino@demo.test'), eq(players.siteId, 6)));
    const { api } = await session('nocasino@demo.test');
    expect((await api.documents()).map((d) => [d.documentType, d.documentStatus])).toEqual([
      ['PROOF_OF_ADDRESS', 'REQUESTED'],
    ]);
    expect(await view('nocasino@demo.test')).toMatchObject({
      kycStatus: 'PENDING',
      requestDocumentTypeStatus: 'PROOF_OF_ADDRESS',
      documentsRequired: true,
    });
  });

  it('turns PENDING into PENDING_EXPIRED once the due date passes with a document still waiting', async () => {
    // docs@demo.test's proof of ID was expired by the first test: requested again, 30 days to go.
    const before = await view('docs@demo.test');
    expect(before).toMatchObject({ kycStatus: 'PENDING', documentsRequired: true });
    await advanceClock(server.baseUrl, Date.parse(before.documentsDueAt!) - Date.now() + 86_400_000);
    const { api, tokens } = await session('docs@demo.test', true);
    expect(await api.playerProfile()).toMatchObject({ kycStatus: 'PENDING_EXPIRED' });
    expect(await withdrawalStatus(tokens)).toBe('DOCUMENTS_REQUIRED_RESTRICTED');
    // Uploading again: nothing waits for the player any more, so PENDING (under review).
    const { redirectUrl } = await initiate(api, { documentType: 'PROOF_OF_ID' });
    expect((await upload(redirectUrl, PNG, 'new-id.png', 'image/png')).status).toBe(303);
    expect(await api.playerProfile()).toMatchObject({ kycStatus: 'PENDING' });
    expect(await withdrawalStatus(tokens)).toBe('DOCUMENTS_UNDER_REVIEW');
  });
});
