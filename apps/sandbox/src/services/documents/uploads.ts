/**
 * The sandbox's stand-in for the identity-document provider (spec 2 §7 "Document upload start":
 * `POST /jumio/documents/initiate` answers `redirectUrl`). The pages are handlers/documentPages.ts.
 *
 * - `startUpload` (the `jumioInitiate` call): finds the document (by `documentId`, else by type,
 *   deposit method and subType; transitions.ts `documentFor`), checks that it may be
 *   uploaded now (`TRANSITIONS.upload`: UNREQUESTED, REQUESTED or EXPIRED; else 409
 *   `error.document.status_invalid`), and opens an upload session: a random id (32 bytes,
 *   base64url; only its SHA-256 is stored), valid `UPLOAD_SESSION_TTL_MS` on the sandbox clock and
 *   single-use. The redirect URL is `<public base>/sandbox/documents/upload/<id>`.
 * - The upload (`storeUpload`): one file of at most `MAX_UPLOAD_BYTES`, whose type is sniffed
 *   from its first bytes (`sniffType`: JPEG, PNG, WebP or PDF; the name and declared type are
 *   ignored). Empty, unknown or oversized files are refused with `UPLOAD_MESSAGES` and nothing is
 *   stored; otherwise, in one transaction, the bytes go to `document_files`, the document moves to
 *   UNDER_REVIEW through `changeDocument`, and the session is spent. The player goes back to
 *   `successUrl` with `documentId=<id>`.
 * - Cancel spends the session and sends the player to `errorUrl` with `error=cancelled`.
 * - An unknown, expired or spent session answers the "link no longer works" page.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { documentFiles, documentUploadSessions, type DocumentRow } from '../../db/schema.ts';
import { fieldRefusal, refuse, type Outcome } from '../../kernel/outcomes.ts';
import { newSecret, secretHash } from '../../kernel/secrets.ts';
import type { SandboxContext } from '../context.ts';
import {
  changeDocument,
  documentFor,
  normaliseSubType,
  transition,
  type DocumentKey,
} from './transitions.ts';
import { findDocument, type DocumentStatus } from './reads.ts';
import { withPlayerDocuments } from './levels.ts';

export const UPLOAD_PATH = '/sandbox/documents/upload';
/** The largest file the upload page takes (designed). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** What a multipart body may add to the file (boundaries, headers, the other fields). */
export const UPLOAD_BODY_OVERHEAD_BYTES = 64 * 1024;
/** How long an upload link works, on the sandbox clock. */
export const UPLOAD_SESSION_TTL_MS = 30 * 60_000;

/** The types the upload takes, by the sniffed MIME type, in words. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
  'application/pdf': 'PDF document',
};

/** The upload page's refusals, shown on the page as they are. */
export const UPLOAD_MESSAGES = {
  missing: 'Choose a file to upload.',
  empty: 'The file is empty. Choose a photo or scan of your document.',
  wrongType:
    'This file is not a JPEG, PNG or WebP image or a PDF. Upload a photo or scan of your document in one of those formats.',
  tooLarge: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Upload a smaller photo or scan.`,
  notAllowed: 'This document cannot be uploaded now: it is already under review or verified.',
} as const;

/** The MIME type the bytes are (magic numbers), or null when none of `UPLOAD_TYPES`. */
export function sniffType(bytes: Uint8Array): string | null {
  const starts = (signature: number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return 'image/webp';
  if (starts(ascii('%PDF-'))) return 'application/pdf';
  return null;
}

export interface UploadRequest extends DocumentKey {
  documentId?: string | undefined;
  successUrl: string;
  errorUrl: string;
  locale?: string | undefined;
}

/** `jumioInitiate` (module header): the session id for the page's URL. */
export async function startUpload(
  ctx: SandboxContext,
  playerId: string,
  request: UploadRequest,
): Promise<Outcome<{ sessionId: string; document: DocumentRow }>> {
  if (request.documentType === 'EDD_QUESTIONNAIRE') {
    return fieldRefusal('documentType', 'invalid', 'The questionnaire is answered, not uploaded');
  }
  const sub = normaliseSubType(request);
  if (!sub.ok) return sub;
  if (request.documentId) {
    const known = await findDocument(ctx.db, request.documentId);
    if (!known || known.playerId !== playerId || known.documentType !== request.documentType) {
      return fieldRefusal('documentId', 'not_found', 'No such document of this type');
    }
  }
  const sessionId = newSecret();
  const outcome = await withPlayerDocuments(ctx, playerId, async (tx, now) => {
    const document = request.documentId
      ? (await findDocument(tx, request.documentId))!
      : await documentFor(tx, playerId, { ...request, subType: sub.subType }, now);
    if (!transition(document.status as DocumentStatus, 'upload')) {
      return refuse(ERRORS.documentStatusInvalid.code, UPLOAD_MESSAGES.notAllowed, {
        additionalInfo: { documentStatus: document.status },
      });
    }
    await tx.insert(documentUploadSessions).values({
      sessionHash: secretHash(sessionId),
      playerId,
      documentId: document.documentId,
      successUrl: request.successUrl,
      errorUrl: request.errorUrl,
      locale: request.locale ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + UPLOAD_SESSION_TTL_MS),
    });
    // A new document row (created UNREQUESTED) is no status change.
    return { ok: true as const, document, changed: false };
  });
  if (!outcome.ok) return outcome;
  return { ok: true, sessionId, document: outcome.document };
}

export interface UploadSession {
  documentId: string;
  playerId: string;
  documentType: string;
  subType: string | null;
  depositMethod: string | null;
  documentStatus: string;
  successUrl: string;
  errorUrl: string;
  locale: string | null;
}

/** The live session an id stands for, or null (unknown, expired or spent). */
export async function findUploadSession(
  ctx: SandboxContext,
  sessionId: string,
): Promise<UploadSession | null> {
  if (!sessionId || sessionId.length > 100) return null;
  const now = await ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(documentUploadSessions)
    .where(eq(documentUploadSessions.sessionHash, secretHash(sessionId)));
  if (!row || row.usedAt || row.expiresAt <= now) return null;
  const document = await findDocument(ctx.db, row.documentId);
  if (!document) return null;
  return {
    documentId: document.documentId,
    playerId: row.playerId,
    documentType: document.documentType,
    subType: document.subType,
    depositMethod: document.depositMethod,
    documentStatus: document.status,
    successUrl: row.successUrl,
    errorUrl: row.errorUrl,
    locale: row.locale,
  };
}

/** `url` with `name=value` added to its query. */
export function withParam(url: string, name: string, value: string): string {
  const target = new URL(url);
  target.searchParams.set(name, value);
  return target.toString();
}

export type UploadRefusal = keyof typeof UPLOAD_MESSAGES | 'session';

/** What an upload's bytes are, or why they are refused (nothing stored). */
export function checkFile(
  bytes: Uint8Array | null,
): { ok: true; contentType: string } | { ok: false; reason: UploadRefusal } {
  if (!bytes) return { ok: false, reason: 'missing' };
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: 'tooLarge' };
  const contentType = sniffType(bytes);
  if (!contentType) return { ok: false, reason: 'wrongType' };
  return { ok: true, contentType };
}

/**
 * Stores the file and moves the document to UNDER_REVIEW, spending the session (module header):
 * answers where to send the player, or why nothing was stored.
 */
export async function storeUpload(
  ctx: SandboxContext,
  sessionId: string,
  bytes: Uint8Array | null,
): Promise<{ ok: true; location: string } | { ok: false; reason: UploadRefusal }> {
  const session = await findUploadSession(ctx, sessionId);
  if (!session) return { ok: false, reason: 'session' };
  const file = checkFile(bytes);
  if (!file.ok) return file;
  const data = Buffer.from(bytes!);
  const outcome = await withPlayerDocuments(ctx, session.playerId, async (tx, now) => {
    // Spent only if still live: a parallel post of the same page finds it spent, nothing stored.
    const spent = await tx
      .update(documentUploadSessions)
      .set({ usedAt: now })
      .where(
        and(
          eq(documentUploadSessions.sessionHash, secretHash(sessionId)),
          isNull(documentUploadSessions.usedAt),
          gt(documentUploadSessions.expiresAt, now),
        ),
      )
      .returning({ documentId: documentUploadSessions.documentId });
    if (spent.length === 0) return refuse(ERRORS.notFound.code, 'The upload session is gone');
    const changed = await changeDocument(tx, session.documentId, 'upload', now);
    if (!changed.ok) return changed;
    await tx.insert(documentFiles).values({
      documentId: session.documentId,
      contentType: file.contentType,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      bytes: data,
      createdAt: now,
    });
    return { ok: true as const, changed: changed.changed };
  });
  if (!outcome.ok) {
    return {
      ok: false,
      reason: outcome.code === ERRORS.documentStatusInvalid.code ? 'notAllowed' : 'session',
    };
  }
  return { ok: true, location: withParam(session.successUrl, 'documentId', session.documentId) };
}

/** Cancel: spends the session; answers the error URL with `error=cancelled`, or null when it is gone. */
export async function cancelUpload(ctx: SandboxContext, sessionId: string): Promise<string | null> {
  const session = await findUploadSession(ctx, sessionId);
  if (!session) return null;
  const now = await ctx.clock.now();
  await ctx.db
    .update(documentUploadSessions)
    .set({ usedAt: now })
    .where(eq(documentUploadSessions.sessionHash, secretHash(sessionId)));
  return withParam(session.errorUrl, 'error', 'cancelled');
}
