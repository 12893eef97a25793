/**
 * The document pages and the operator's review surface (rules in services/documents/uploads.ts and
 * transitions.ts, HTML in pages/documents.ts).
 *
 * Upload page (mounted always, like the cashier page):
 * - `GET /sandbox/documents/upload/:session`: the page `jumioInitiate`'s `redirectUrl` opens.
 * - `POST /sandbox/documents/upload/:session` (multipart: `file`, `action` = upload | cancel):
 *   upload → 303 to `successUrl` with `documentId=<id>`; a refusal re-renders the page with the
 *   message (400 missing, empty or wrong type, 413 too large, 409 not allowed now) and stores
 *   nothing; cancel → 303 to `errorUrl` with `error=cancelled`. The body is limited to
 *   `MAX_UPLOAD_BYTES` + `UPLOAD_BODY_OVERHEAD_BYTES` while it is read (app.ts exempts this route
 *   from the 64 KB limit of every other route); a dead session answers 410 with the gone page.
 * Review surface (test surfaces, app.ts `TEST_SURFACE_PATHS`; `siteId` in the query or a form
 * field, default 6):
 * - `GET /sandbox/review?email=…&siteId=…`: the review page (without e-mail: a lookup form).
 * - `GET /sandbox/players/:email/documents?siteId=`: JSON `{ playerId, email, siteId, kycStatus,
 *   requestDocumentTypeStatus, documentsRequired, documentsDueAt, eddQuestionnaire, documents:
 *   [Document & { files: [{ fileId, contentType, size, createdAt }] }], questionnaire }` (never
 *   the bytes).
 * - `GET /sandbox/files/:fileId`: a stored file for the operator to look at, with its sniffed type,
 *   inline, never cached, in a CSP sandbox (a PDF's scripts or an SVG-like payload cannot run),
 *   in no frame.
 * - `POST /sandbox/players/:email/documents/request` `{ documentType, subType?, depositMethod?,
 *   siteId? }` → `{ document }`.
 * - `POST /sandbox/documents/:documentId/review` `{ action: approve | reject | expire, reason? }`
 *   → `{ document }`; 409 `error.document.status_invalid` when the status does not allow it, 400
 *   for a missing or unknown reason, 404 for an unknown document.
 * Form posts (the review page's buttons) answer 303 back to the review page, or the page with the
 * refusal; JSON bodies answer JSON. The review surface's writes take JSON, or the review page's own
 * forms with their CSRF token (`REVIEW_FORMS`, checked with every other `/sandbox/*` write by
 * crossSite.ts); the review pages and the stored files cannot be framed.
 */
import type { Context, Env, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { PAYMENT_METHOD_CODES } from '@casino/domain';
import { ERRORS, contractErrorBody, documentType, errorStatus } from '@casino/player-api';
import { readFields } from '../body.ts';
import { formKeyOf, formToken, type OperatorForm } from '../crossSite.ts';
import type { Refusal } from '../kernel/outcomes.ts';
import {
  DOCUMENT_PAGE_HEADERS,
  REVIEW_PAGE_HEADERS,
  goneUploadPage,
  requestFormPurpose,
  reviewFormPurpose,
  reviewLookupPage,
  reviewPage,
  uploadPage,
} from '../pages/documents.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  cancelUpload,
  currentDocuments,
  filesOf,
  findUploadSession,
  MAX_UPLOAD_BYTES,
  questionnaireAnswer,
  requestDocument,
  reviewDocument,
  storedFile,
  storeUpload,
  toDocument,
  UPLOAD_BODY_OVERHEAD_BYTES,
  UPLOAD_PATH,
  type UploadRefusal,
} from '../services/documents/index.ts';
import { findPlayerByEmail } from '../services/identity/index.ts';

const REFUSAL_STATUS: Record<Exclude<UploadRefusal, 'session'>, 400 | 409 | 413> = {
  missing: 400,
  empty: 400,
  wrongType: 400,
  tooLarge: 413,
  notAllowed: 409,
};

const requestSchema = z.object({
  documentType,
  subType: z.string().max(50).optional(),
  depositMethod: z.enum(PAYMENT_METHOD_CODES).optional(),
});
const reviewSchema = z.object({
  action: z.enum(['approve', 'reject', 'expire']),
  reason: z.string().max(100).optional(),
});

/** Form fields of the review page: empty selects mean "not given". */
function present(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

function isJson(c: Context): boolean {
  return (c.req.header('Content-Type') ?? '').toLowerCase().includes('json');
}

function siteIdOf(value: unknown): number {
  const id = Number(value ?? 6);
  return Number.isInteger(id) && id > 0 && id < 1_000_000 ? id : 6;
}

const reviewUrl = (email: string, siteId: number) =>
  `/sandbox/review?email=${encodeURIComponent(email)}&siteId=${siteId}`;

/**
 * The review page's forms, for crossSite.ts: a form post to one of these paths must carry the
 * token the page rendered for that form (the document and the button's action; the player and
 * the site, read as the routes below read them).
 */
export const REVIEW_FORMS: readonly OperatorForm[] = [
  {
    path: /^\/sandbox\/documents\/([^/]+)\/review$/,
    purpose: ([documentId = ''], fields) => reviewFormPurpose(documentId, String(fields.action ?? '')),
  },
  {
    path: /^\/sandbox\/players\/([^/]+)\/documents\/request$/,
    purpose: ([email = ''], fields, c) =>
      requestFormPurpose(email, siteIdOf(present(fields).siteId ?? c.req.query('siteId'))),
  },
];

/** Mounts the upload page and, with `testRoutes`, the review surface. */
export function mountDocuments<E extends Env>(
  app: Hono<E>,
  ctx: SandboxContext,
  options: { testRoutes: boolean },
): void {
  async function refusedUpload(c: Context, sessionId: string, reason: UploadRefusal): Promise<Response> {
    const session = reason === 'session' ? null : await findUploadSession(ctx, sessionId);
    if (!session || reason === 'session') return c.html(goneUploadPage(), 410, DOCUMENT_PAGE_HEADERS);
    // An oversized body's rest is not read into memory: the server drains and drops it.
    return c.html(uploadPage(sessionId, session, reason), REFUSAL_STATUS[reason], DOCUMENT_PAGE_HEADERS);
  }

  app.get(`${UPLOAD_PATH}/:session`, async (c) => {
    const sessionId = c.req.param('session');
    const session = await findUploadSession(ctx, sessionId);
    if (!session) return c.html(goneUploadPage(), 410, DOCUMENT_PAGE_HEADERS);
    return c.html(uploadPage(sessionId, session), 200, DOCUMENT_PAGE_HEADERS);
  });

  app.post(
    `${UPLOAD_PATH}/:session`,
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + UPLOAD_BODY_OVERHEAD_BYTES,
      onError: (c) => refusedUpload(c, c.req.param('session') ?? '', 'tooLarge'),
    }),
    async (c) => {
      const sessionId = c.req.param('session');
      if (!(await findUploadSession(ctx, sessionId))) return refusedUpload(c, sessionId, 'session');
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return refusedUpload(c, sessionId, 'missing');
      }
      if (form.action === 'cancel') {
        const location = await cancelUpload(ctx, sessionId);
        return location ? c.redirect(location, 303) : refusedUpload(c, sessionId, 'session');
      }
      const file = form.file;
      const bytes =
        file instanceof File && (file.size > 0 || file.name)
          ? new Uint8Array(await file.arrayBuffer())
          : null;
      const stored = await storeUpload(ctx, sessionId, bytes);
      if (!stored.ok) return refusedUpload(c, sessionId, stored.reason);
      return c.redirect(stored.location, 303);
    },
  );

  if (!options.testRoutes) return;

  async function reviewData(email: string, siteId: number) {
    const player = await findPlayerByEmail(ctx, siteId, email);
    if (!player) return null;
    const documents = await currentDocuments(ctx, player.playerId);
    return {
      player: (await findPlayerByEmail(ctx, siteId, email))!,
      documents,
      files: await filesOf(
        ctx.db,
        documents.map((row) => row.documentId),
      ),
      questionnaire: await questionnaireAnswer(ctx, player.playerId),
    };
  }

  const notFound = (c: Context, message: string) =>
    c.json(contractErrorBody(ERRORS.notFound.code, message), 404);

  /** The review page's form tokens (crossSite.ts). */
  async function signer(): Promise<(purpose: string) => string> {
    const key = await formKeyOf(ctx.db);
    return (purpose) => formToken(key, purpose);
  }

  /** A refusal: JSON for JSON callers, else the review page with the message. */
  async function refused(c: Context, refusal: Refusal, email: string, siteId: number): Promise<Response> {
    const status = errorStatus(refusal.code) as 400 | 404 | 409;
    if (isJson(c)) {
      return c.json(
        contractErrorBody(refusal.code, refusal.message, {
          ...(refusal.validationErrors ? { validationErrors: refusal.validationErrors } : {}),
          ...(refusal.additionalInfo ? { additionalInfo: refusal.additionalInfo } : {}),
        }),
        status,
      );
    }
    const data = await reviewData(email, siteId);
    if (!data) return c.html(reviewLookupPage(refusal.message), status, REVIEW_PAGE_HEADERS);
    return c.html(reviewPage(data, await signer(), refusal.message), status, REVIEW_PAGE_HEADERS);
  }

  function invalid(error: z.ZodError): Refusal {
    const field = String(error.issues[0]?.path[0] ?? 'body');
    const message = `${field}: ${error.issues[0]?.message ?? 'invalid'}`;
    return {
      ok: false,
      code: ERRORS.requestInvalid.code,
      message,
      validationErrors: { [field]: { code: 'invalid', message } },
    };
  }

  app.get('/sandbox/review', async (c) => {
    const email = c.req.query('email');
    if (!email) return c.html(reviewLookupPage(), 200, REVIEW_PAGE_HEADERS);
    const data = await reviewData(email, siteIdOf(c.req.query('siteId')));
    if (!data) return c.html(reviewLookupPage(`No player ${email} on that site`), 404, REVIEW_PAGE_HEADERS);
    return c.html(reviewPage(data, await signer()), 200, REVIEW_PAGE_HEADERS);
  });

  app.get('/sandbox/players/:email/documents', async (c) => {
    const data = await reviewData(c.req.param('email'), siteIdOf(c.req.query('siteId')));
    if (!data) return notFound(c, 'No such player on that site');
    const { player, documents, files, questionnaire } = data;
    return c.json({
      playerId: player.playerId,
      email: player.email,
      siteId: player.siteId,
      kycStatus: player.kycStatus,
      requestDocumentTypeStatus: player.requestDocumentTypeStatus,
      documentsRequired: player.documentsRequired,
      documentsDueAt: player.documentsDueAt?.toISOString() ?? null,
      eddQuestionnaire: player.eddQuestionnaire,
      documents: documents.map((row) => ({ ...toDocument(row), files: files.get(row.documentId) ?? [] })),
      questionnaire,
    });
  });

  app.get('/sandbox/files/:fileId', async (c) => {
    const file = await storedFile(ctx.db, c.req.param('fileId'));
    if (!file) return notFound(c, 'No such file');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': 'inline',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy':
        "sandbox; default-src 'none'; img-src 'self'; object-src 'self'; frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
    });
  });

  app.post('/sandbox/players/:email/documents/request', async (c) => {
    const fields = present(await readFields(c));
    const email = c.req.param('email');
    const siteId = siteIdOf(fields.siteId ?? c.req.query('siteId'));
    const player = await findPlayerByEmail(ctx, siteId, email);
    if (!player) return notFound(c, 'No such player on that site');
    const parsed = requestSchema.safeParse(fields);
    if (!parsed.success) return refused(c, invalid(parsed.error), email, siteId);
    const outcome = await requestDocument(ctx, player.playerId, parsed.data);
    if (!outcome.ok) return refused(c, outcome, email, siteId);
    if (!isJson(c)) return c.redirect(reviewUrl(player.email, siteId), 303);
    return c.json({ document: toDocument(outcome.document) });
  });

  app.post('/sandbox/documents/:documentId/review', async (c) => {
    const fields = present(await readFields(c));
    const email = typeof fields.email === 'string' ? fields.email : '';
    const siteId = siteIdOf(fields.siteId);
    const parsed = reviewSchema.safeParse(fields);
    if (!parsed.success) return refused(c, invalid(parsed.error), email, siteId);
    const outcome = await reviewDocument(
      ctx,
      c.req.param('documentId'),
      parsed.data.action,
      parsed.data.reason,
    );
    if (!outcome.ok) return refused(c, outcome, email, siteId);
    if (!isJson(c)) return c.redirect(reviewUrl(email, siteId), 303);
    return c.json({ document: toDocument(outcome.document) });
  });
}
