/**
 * How a document's status changes (spec 2 §3 "Documents", §4 "Document verification"): the one
 * table of allowed transitions and the one function that applies it, and the changes the player
 * and the operator make with it (the upload page is uploads.ts, the questionnaire
 * questionnaire.ts; both change documents through `changeDocument` here). Every change runs in
 * `withPlayerDocuments` (levels.ts), which brings the verification level in step and pushes the
 * changed attributes on the feed.
 *
 * Transitions (spec: "Allowed transitions are not shown"; `TRANSITIONS`, enforced by
 * `changeDocument` only):
 * - request (operator):  UNREQUESTED → REQUESTED, EXPIRED → REQUESTED (REQUESTED stays REQUESTED)
 * - upload (player: the upload page, `documentStatusUpdate`, the questionnaire's submission):
 *   UNREQUESTED, REQUESTED or EXPIRED → UNDER_REVIEW
 * - approve (operator):  UNDER_REVIEW → VERIFIED
 * - reject (operator, with a reason of @casino/domain `REVIEW_REJECTION_REASONS`: the spec's, and
 *   OTHER for the others): UNDER_REVIEW → REQUESTED; the reason
 *   stays on the document until its next upload
 * - expire (operator):   VERIFIED → EXPIRED (a new document is needed)
 * Anything else is refused with 409 `error.document.status_invalid`, and nothing changes.
 *
 * A document the operator wants carries `requestedAt`: set by request, reject and expire, cleared
 * by approve. A document the player sent unasked (UNREQUESTED → UNDER_REVIEW) has none: it is
 * reviewed like any other but opens no group, so a verified player's level does not drop.
 */
import { eq } from 'drizzle-orm';
import { ERRORS, SOURCE_OF_WEALTH_CODES } from '@casino/player-api';
import { REVIEW_REJECTION_REASONS, type RejectionReason } from '@casino/domain';
import type { Executor } from '../../db/database.ts';
import { playerDocuments, type DocumentRow } from '../../db/schema.ts';
import { fieldRefusal, refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { WAITING, withPlayerDocuments } from './levels.ts';
import {
  SINGLE_GROUPS,
  findDocument,
  listDocuments,
  sourceOfWealthCode,
  type DepositMethod,
  type DocumentStatus,
  type DocumentType,
} from './reads.ts';

export type DocumentAction = 'request' | 'upload' | 'approve' | 'reject' | 'expire';

/** The allowed transitions (module header): from a status, by an action, to a status. */
export const TRANSITIONS: Readonly<
  Record<DocumentAction, Readonly<Partial<Record<DocumentStatus, DocumentStatus>>>>
> = {
  request: { UNREQUESTED: 'REQUESTED', EXPIRED: 'REQUESTED', REQUESTED: 'REQUESTED' },
  upload: { UNREQUESTED: 'UNDER_REVIEW', REQUESTED: 'UNDER_REVIEW', EXPIRED: 'UNDER_REVIEW' },
  approve: { UNDER_REVIEW: 'VERIFIED' },
  reject: { UNDER_REVIEW: 'REQUESTED' },
  expire: { VERIFIED: 'EXPIRED' },
};

/** Where `action` takes a document in `from`, or null when it may not. */
export function transition(from: DocumentStatus, action: DocumentAction): DocumentStatus | null {
  return TRANSITIONS[action][from] ?? null;
}

const STATUS_MESSAGES: Record<DocumentStatus, string> = {
  UNREQUESTED: 'The document was not requested',
  REQUESTED: 'The document is requested',
  UNDER_REVIEW: 'The document is already under review',
  VERIFIED: 'The document is already verified',
  EXPIRED: 'The document has expired',
};

const PAST: Record<DocumentAction, string> = {
  request: 'requested',
  upload: 'uploaded',
  approve: 'approved',
  reject: 'rejected',
  expire: 'expired',
};

export interface DocumentKey {
  documentType: DocumentType;
  subType?: string | null | undefined;
  depositMethod?: DepositMethod | null | undefined;
}

/**
 * The document a request or an upload is about: the group's one document, proof of payment by
 * its deposit method, other by its subType (the oldest waiting one, else the oldest); created
 * UNREQUESTED when there is none (`fresh` always creates another "other" document).
 */
export async function documentFor(
  ex: Executor,
  playerId: string,
  key: DocumentKey,
  now: Date,
  options: { fresh?: boolean } = {},
): Promise<DocumentRow> {
  const rows = (await listDocuments(ex, playerId)).filter((row) => row.documentType === key.documentType);
  let found: DocumentRow | undefined;
  if (SINGLE_GROUPS.includes(key.documentType)) found = rows[0];
  else if (key.documentType === 'PROOF_OF_PAYMENT')
    found = rows.find((row) => row.depositMethod === (key.depositMethod ?? null));
  else if (!options.fresh) {
    const same = rows.filter((row) => !key.subType || row.subType === key.subType || row.subType === null);
    found = same.find((row) => WAITING.has(row.status)) ?? same.find((row) => row.status === 'UNREQUESTED');
  }
  if (found) return found;
  const [created] = await ex
    .insert(playerDocuments)
    .values({
      playerId,
      documentType: key.documentType,
      subType: key.subType ?? null,
      depositMethod: key.documentType === 'PROOF_OF_PAYMENT' ? (key.depositMethod ?? null) : null,
      status: 'UNREQUESTED',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // A parallel twin created it first.
  return documentFor(ex, playerId, key, now, { fresh: false });
}

/**
 * The one place a document's status changes: applies `action` if `TRANSITIONS` allows it from
 * the document's status (read locked, inside the caller's transaction), else refuses with
 * `error.document.status_invalid`. An upload clears the rejection reason, a rejection sets it.
 */
export async function changeDocument(
  ex: Executor,
  documentId: string,
  action: DocumentAction,
  now: Date,
  extra: { reason?: string | null; subType?: string | null } = {},
): Promise<Outcome<{ document: DocumentRow; changed: boolean }>> {
  const [row] = await ex
    .select()
    .from(playerDocuments)
    .where(eq(playerDocuments.documentId, documentId))
    .for('update');
  if (!row) return refuse(ERRORS.notFound.code, 'No such document');
  const from = row.status as DocumentStatus;
  const to = transition(from, action);
  if (!to) {
    return refuse(
      ERRORS.documentStatusInvalid.code,
      `${STATUS_MESSAGES[from]}: it cannot be ${PAST[action]}`,
      { additionalInfo: { documentStatus: from, action } },
    );
  }
  if (action === 'reject' && !REVIEW_REJECTION_REASONS.includes(extra.reason as RejectionReason)) {
    return fieldRefusal(
      'reason',
      'invalid',
      `The reason must be one of ${REVIEW_REJECTION_REASONS.join(', ')}`,
    );
  }
  const rejectionReason =
    action === 'reject'
      ? extra.reason!
      : action === 'upload' || action === 'approve'
        ? null
        : row.rejectionReason;
  const subType = extra.subType ?? row.subType;
  const requestedAt =
    action === 'approve' ? null : action === 'upload' ? row.requestedAt : (row.requestedAt ?? now);
  if (
    to === from &&
    rejectionReason === row.rejectionReason &&
    subType === row.subType &&
    requestedAt === row.requestedAt
  ) {
    return { ok: true, document: row, changed: false };
  }
  const [updated] = await ex
    .update(playerDocuments)
    .set({ status: to, rejectionReason, subType, requestedAt, updatedAt: now })
    .where(eq(playerDocuments.documentId, documentId))
    .returning();
  return { ok: true, document: updated!, changed: true };
}

/** A subType as stored: source-of-wealth names become their code; refused when not a known one. */
export function normaliseSubType(key: DocumentKey): Outcome<{ subType: string | null }> {
  if (!key.subType) return { ok: true, subType: null };
  if (key.documentType !== 'SOURCE_OF_WEALTH') return { ok: true, subType: key.subType };
  const code = sourceOfWealthCode(key.subType);
  if (!code) {
    return fieldRefusal(
      'subType',
      'invalid',
      `A source-of-wealth subType is one of ${[...new Set(Object.values(SOURCE_OF_WEALTH_CODES))].join(', ')}`,
    );
  }
  return { ok: true, subType: code };
}

/**
 * The player's `documentStatusUpdate`: the document was uploaded (elsewhere) → UNDER_REVIEW. A
 * document already under review answers as it is (the upload page moved it there); verified ones
 * are refused; the questionnaire is answered with `questionnaireSubmit`, not uploaded. For proof
 * of payment and other, which the call cannot name, the waiting item is meant, else the newest
 * under review, else a new one.
 */
export async function markUploaded(
  ctx: SandboxContext,
  playerId: string,
  key: DocumentKey,
): Promise<Outcome<{ document: DocumentRow }>> {
  if (key.documentType === 'EDD_QUESTIONNAIRE') {
    return fieldRefusal('documentType', 'invalid', 'The questionnaire is answered, not uploaded');
  }
  const sub = normaliseSubType(key);
  if (!sub.ok) return sub;
  return withPlayerDocuments(ctx, playerId, async (tx, now) => {
    // A list group (payment, other) names no item here: the waiting one, else the one just
    // uploaded (under review), else a new one.
    const items = SINGLE_GROUPS.includes(key.documentType)
      ? []
      : (await listDocuments(tx, playerId)).filter(
          (row) =>
            row.documentType === key.documentType &&
            (!sub.subType || row.subType === null || row.subType === sub.subType),
        );
    const document =
      items.find((row) => WAITING.has(row.status)) ??
      items.filter((row) => row.status === 'UNDER_REVIEW').at(-1) ??
      (await documentFor(tx, playerId, { ...key, subType: sub.subType }, now));
    if (document.status === 'UNDER_REVIEW') return { ok: true, document, changed: false };
    return changeDocument(tx, document.documentId, 'upload', now, { subType: sub.subType });
  });
}

/** The operator requests a group (the review surface): a new "other" document each time. */
export async function requestDocument(
  ctx: SandboxContext,
  playerId: string,
  key: DocumentKey,
): Promise<Outcome<{ document: DocumentRow }>> {
  const sub = normaliseSubType(key);
  if (!sub.ok) return sub;
  return withPlayerDocuments(ctx, playerId, async (tx, now) => {
    const document = await documentFor(tx, playerId, { ...key, subType: sub.subType }, now, {
      fresh: key.documentType === 'OTHER',
    });
    return changeDocument(tx, document.documentId, 'request', now, { subType: sub.subType });
  });
}

/** The operator's approve, reject (with a reason) or expire (the review surface). */
export async function reviewDocument(
  ctx: SandboxContext,
  documentId: string,
  action: 'approve' | 'reject' | 'expire',
  reason?: string | null,
): Promise<Outcome<{ document: DocumentRow }>> {
  const document = await findDocument(ctx.db, documentId);
  if (!document) return refuse(ERRORS.notFound.code, 'No such document');
  return withPlayerDocuments(ctx, document.playerId, (tx, now) =>
    changeDocument(tx, documentId, action, now, { reason }),
  );
}
