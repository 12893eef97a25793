/**
 * Document verification (spec 2 §3 "Documents", §4 "Document verification", enumerations): the
 * player's documents per group, the one table of allowed status transitions, and the verification
 * level (`kycStatus`) with the profile fields that follow from the documents. The upload page is
 * services/documentUploads.ts, the questionnaire services/questionnaire.ts; both change documents
 * through `changeDocument` here.
 *
 * Groups: proof of ID, proof of address, source of wealth (subType = the spec's code: BS, CCS, UB,
 * PS, SP, SC, WI, WN, OT) and the questionnaire have one document each; proof of payment one per
 * deposit method; other any number. A group without a row is UNREQUESTED.
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
 *
 * Level rules (`syncVerification`, after every change, on the documents reads, and before a
 * profile read once a PENDING player's due date has passed; "open" = a
 * document the operator wants (`requestedAt`: REQUESTED, UNDER_REVIEW or EXPIRED); "waiting" = an
 * open one REQUESTED or EXPIRED, i.e. the player has to upload):
 * 1. RESTRICTED, SUSPENDED and NOT_REQUIRED are the operator's: kept (the fields below still follow).
 * 2. Open groups besides the questionnaire → PENDING; PENDING_EXPIRED once the due date
 *    (`documentsDueAt`) has passed while a group is waiting.
 * 3. Else the questionnaire: REQUESTED or EXPIRED → EDD_PENDING; UNDER_REVIEW → EDD_UNDER_REVIEW;
 *    VERIFIED → ENHANCED.
 * 4. Else proof of ID and of address both VERIFIED → FULLY VERIFIED.
 * 5. Else, coming from a level of rules 2–3, the level the player had before (kept in
 *    `verification_baselines` when the first group opened; NOT_VERIFIED when unknown); otherwise
 *    the level stays.
 * A group the columns name (`requestDocumentTypeStatus`, `eddQuestionnaire`) without a document
 * (a player set up by hand) is taken as requested: the sync creates it REQUESTED.
 * Fields: `requestDocumentTypeStatus` = the open groups except the questionnaire, comma-separated
 * in `DOCUMENT_TYPES` order ('' when none); `documentsRequired` = a group is waiting;
 * `documentsDueAt` = kept while a group is open, set `DOCUMENTS_DUE_DAYS` ahead when the first
 * opens, cleared when none is; `eddQuestionnaire` = the questionnaire is waiting. So a player whose
 * uploads are all under review has level PENDING, `documentsRequired` false and a non-empty
 * `requestDocumentTypeStatus`: withdrawals answer DOCUMENTS_UNDER_REVIEW (walletChecks.ts).
 * Every change pushes PLAYER_ATTRIBUTE_CHANGE on the feed with the changed profile fields and
 * `documents: true` when a document changed.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { documentStatus } from '@casino/player-api';
import { ERRORS, SOURCE_OF_WEALTH_CODES, documentType, type paymentMethod } from '@casino/player-api';
import { REVIEW_REJECTION_REASONS, type RejectionReason } from '@casino/domain';
import type { Executor } from '../../db/database.ts';
import {
  documentFiles,
  playerDocuments,
  players,
  verificationBaselines,
  type DocumentRow,
  type PlayerRow,
} from '../../db/schema.ts';
import { isUuid } from '../../kernel/database.ts';
import { fieldRefusal, refuse, type Outcome, type Refusal } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { pushPlayerAttributes } from '../money/feed.ts';

export type DocumentStatus = z.infer<typeof documentStatus>;
export type DocumentType = z.infer<typeof documentType>;
export type DepositMethod = z.infer<typeof paymentMethod>;
export const DOCUMENT_TYPES = documentType.options;

/** Groups with one document each; proof of payment and other are lists. */
export const SINGLE_GROUPS: readonly DocumentType[] = [
  'PROOF_OF_ID',
  'PROOF_OF_ADDRESS',
  'SOURCE_OF_WEALTH',
  'EDD_QUESTIONNAIRE',
];

/** Days a player has to verify documents from the first request (designed). */
export const DOCUMENTS_DUE_DAYS = 30;
const DAY_MS = 86_400_000;

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

const OPEN: ReadonlySet<string> = new Set(['REQUESTED', 'UNDER_REVIEW', 'EXPIRED']);
const WAITING: ReadonlySet<string> = new Set(['REQUESTED', 'EXPIRED']);
/** Levels the operator sets; documents do not move them. */
const OPERATOR_LEVELS: ReadonlySet<string> = new Set(['RESTRICTED', 'SUSPENDED', 'NOT_REQUIRED']);
/** Levels the documents set while something is open. */
const OPEN_LEVELS: ReadonlySet<string> = new Set([
  'PENDING',
  'PENDING_EXPIRED',
  'EDD_PENDING',
  'EDD_UNDER_REVIEW',
]);

const STATUS_MESSAGES: Record<DocumentStatus, string> = {
  UNREQUESTED: 'The document was not requested',
  REQUESTED: 'The document is requested',
  UNDER_REVIEW: 'The document is already under review',
  VERIFIED: 'The document is already verified',
  EXPIRED: 'The document has expired',
};

/** The contract's `Document`. */
export function toDocument(row: DocumentRow) {
  return {
    documentId: row.documentId,
    documentType: row.documentType as DocumentType,
    subType: row.subType,
    documentStatus: row.status as DocumentStatus,
    rejectionReason: row.rejectionReason,
    depositMethod: row.depositMethod as DepositMethod | null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type ApiDocument = ReturnType<typeof toDocument>;

/** The source-of-wealth code for a code or a type name of spec 2 §3 (`bankStatement` → BS), or null. */
export function sourceOfWealthCode(value: string): string | null {
  const codes = new Set<string>(Object.values(SOURCE_OF_WEALTH_CODES));
  if (codes.has(value.toUpperCase())) return value.toUpperCase();
  return (SOURCE_OF_WEALTH_CODES as Record<string, string>)[value] ?? null;
}

/** The player's documents in the contract's group order, then oldest first. */
export async function listDocuments(ex: Executor, playerId: string): Promise<DocumentRow[]> {
  const rows = await ex
    .select()
    .from(playerDocuments)
    .where(eq(playerDocuments.playerId, playerId))
    .orderBy(asc(playerDocuments.createdAt), asc(playerDocuments.documentId));
  const order = (row: DocumentRow) => DOCUMENT_TYPES.indexOf(row.documentType as DocumentType);
  return rows.sort((a, b) => order(a) - order(b));
}

export async function findDocument(ex: Executor, documentId: string): Promise<DocumentRow | null> {
  if (!isUuid(documentId)) return null;
  const [row] = await ex.select().from(playerDocuments).where(eq(playerDocuments.documentId, documentId));
  return row ?? null;
}

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

const PAST: Record<DocumentAction, string> = {
  request: 'requested',
  upload: 'uploaded',
  approve: 'approved',
  reject: 'rejected',
  expire: 'expired',
};

/** The profile fields the documents decide (module header "Level rules"). */
interface VerificationFields {
  kycStatus: string;
  requestDocumentTypeStatus: string;
  documentsRequired: boolean;
  documentsDueAt: Date | null;
  eddQuestionnaire: boolean;
}

/** The fields `player` should have with `documents` at `now`, and the baseline level to keep. */
export function verificationOf(
  player: Pick<PlayerRow, keyof VerificationFields>,
  documents: ReadonlyArray<Pick<DocumentRow, 'documentType' | 'status' | 'requestedAt'>>,
  now: Date,
  baseline: string | null,
): VerificationFields {
  const isOpen = (row: (typeof documents)[number]) => row.requestedAt !== null && OPEN.has(row.status);
  const isWaiting = (row: (typeof documents)[number]) => row.requestedAt !== null && WAITING.has(row.status);
  const groups = documents.filter((row) => row.documentType !== 'EDD_QUESTIONNAIRE');
  const open = groups.filter(isOpen);
  const waiting = groups.some(isWaiting);
  const eddRow = documents.find((row) => row.documentType === 'EDD_QUESTIONNAIRE');
  const edd = !eddRow
    ? 'UNREQUESTED'
    : isOpen(eddRow) || eddRow.status === 'VERIFIED'
      ? eddRow.status
      : 'UNREQUESTED';
  const status = (type: DocumentType) => documents.find((row) => row.documentType === type)?.status;
  const documentsDueAt =
    open.length === 0
      ? null
      : (player.documentsDueAt ?? new Date(now.getTime() + DOCUMENTS_DUE_DAYS * DAY_MS));

  const level = (): string => {
    if (OPERATOR_LEVELS.has(player.kycStatus)) return player.kycStatus;
    if (open.length > 0) return waiting && documentsDueAt! <= now ? 'PENDING_EXPIRED' : 'PENDING';
    if (WAITING.has(edd)) return 'EDD_PENDING';
    if (edd === 'UNDER_REVIEW') return 'EDD_UNDER_REVIEW';
    if (edd === 'VERIFIED') return 'ENHANCED';
    if (status('PROOF_OF_ID') === 'VERIFIED' && status('PROOF_OF_ADDRESS') === 'VERIFIED')
      return 'FULLY VERIFIED';
    if (OPEN_LEVELS.has(player.kycStatus)) return baseline ?? 'NOT_VERIFIED';
    return player.kycStatus;
  };

  return {
    kycStatus: level(),
    requestDocumentTypeStatus: DOCUMENT_TYPES.filter((type) =>
      open.some((row) => row.documentType === type),
    ).join(','),
    documentsRequired: waiting,
    documentsDueAt,
    eddQuestionnaire: WAITING.has(edd),
  };
}

/** Profile fields as the feed names them (`documentsRequired` and the due date are not profile fields). */
const PROFILE_FIELDS = ['kycStatus', 'requestDocumentTypeStatus', 'eddQuestionnaire'] as const;

/**
 * Brings the player's verification fields in step with the documents (module header), inside the
 * caller's transaction with the player row locked; answers the profile fields that changed.
 */
export async function syncVerification(
  ex: Executor,
  playerId: string,
  now: Date,
): Promise<Record<string, unknown>> {
  const [player] = await ex.select().from(players).where(eq(players.playerId, playerId)).for('update');
  if (!player) return {};
  let documents = await listDocuments(ex, playerId);
  // Groups the columns name (set by hand or by an older seed) without a document: requested.
  const named = [
    ...player.requestDocumentTypeStatus.split(','),
    ...(player.eddQuestionnaire ? ['EDD_QUESTIONNAIRE'] : []),
  ].filter((type): type is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(type));
  const missing = [...new Set(named)].filter((type) => !documents.some((row) => row.documentType === type));
  if (missing.length > 0) {
    await ex
      .insert(playerDocuments)
      .values(
        missing.map((type) => ({
          playerId,
          documentType: type,
          status: 'REQUESTED',
          requestedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
    documents = await listDocuments(ex, playerId);
  }
  const [baseline] = await ex
    .select({ level: verificationBaselines.level })
    .from(verificationBaselines)
    .where(eq(verificationBaselines.playerId, playerId));
  const next = verificationOf(player, documents, now, baseline?.level ?? null);
  const changed: Partial<VerificationFields> = {};
  for (const key of Object.keys(next) as Array<keyof VerificationFields>) {
    const before = player[key];
    const after = next[key];
    const same =
      before instanceof Date || after instanceof Date
        ? (before as Date | null)?.getTime() === (after as Date | null)?.getTime()
        : before === after;
    if (!same) Object.assign(changed, { [key]: after });
  }
  if (Object.keys(changed).length === 0) return {};
  if (!OPEN_LEVELS.has(player.kycStatus) && OPEN_LEVELS.has(next.kycStatus)) {
    await ex
      .insert(verificationBaselines)
      .values({ playerId, level: player.kycStatus, updatedAt: now })
      .onConflictDoUpdate({
        target: verificationBaselines.playerId,
        set: { level: player.kycStatus, updatedAt: now },
      });
  }
  await ex
    .update(players)
    .set({ ...changed, updatedAt: now })
    .where(eq(players.playerId, playerId));
  return Object.fromEntries(PROFILE_FIELDS.filter((key) => key in changed).map((key) => [key, changed[key]]));
}

/**
 * Runs `work` in a transaction with the player's row locked, then brings the verification in
 * step and, after the commit, pushes the changed attributes on the feed (`documents: true` when
 * `work` says a document changed).
 */
export async function withPlayerDocuments<T extends object>(
  ctx: SandboxContext,
  playerId: string,
  work: (tx: Executor, now: Date) => Promise<Outcome<T & { changed?: boolean }>>,
): Promise<Outcome<T>> {
  const now = await ctx.clock.now();
  let result;
  try {
    result = await ctx.db.transaction(async (tx) => {
      await tx
        .select({ id: players.playerId })
        .from(players)
        .where(eq(players.playerId, playerId))
        .for('update');
      const outcome = await work(tx, now);
      // A refusal undoes whatever `work` wrote before it.
      if (!outcome.ok) throw new RolledBack(outcome);
      const attributes = await syncVerification(tx, playerId, now);
      if (outcome.changed) Object.assign(attributes, { documents: true });
      return { outcome, attributes };
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.refusal;
    throw error;
  }
  pushPlayerAttributes(ctx, playerId, result.attributes);
  const { ok: _ok, changed: _changed, ...value } = result.outcome;
  return { ok: true, ...value } as unknown as Outcome<T>;
}

class RolledBack extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/** The documents a read answers, after bringing the level in step (a due date may have passed). */
export async function currentDocuments(ctx: SandboxContext, playerId: string): Promise<DocumentRow[]> {
  await withPlayerDocuments(ctx, playerId, async () => ({ ok: true as const }));
  return listDocuments(ctx.db, playerId);
}

/**
 * Before a profile read: a PENDING player whose due date has passed while a group waits becomes
 * PENDING_EXPIRED (pushed on the feed). Costs nothing for everyone else.
 */
export async function refreshVerification(ctx: SandboxContext, player: PlayerRow): Promise<void> {
  if (player.kycStatus !== 'PENDING' || !player.documentsRequired || !player.documentsDueAt) return;
  if (player.documentsDueAt > (await ctx.clock.now())) return;
  await currentDocuments(ctx, player.playerId);
}

const UNREQUESTED_ITEM = { documentStatus: 'UNREQUESTED' as const, documentId: null, rejectionReason: null };

/** The contract's `AccountVerification`: a status per group (payment and other as lists). */
export function accountVerification(rows: readonly DocumentRow[]) {
  const item = (row: DocumentRow | undefined) =>
    row
      ? {
          documentStatus: row.status as DocumentStatus,
          documentId: row.documentId,
          rejectionReason: row.rejectionReason,
        }
      : UNREQUESTED_ITEM;
  const one = (type: DocumentType) => item(rows.find((row) => row.documentType === type));
  const list = (type: DocumentType) =>
    rows
      .filter((row) => row.documentType === type)
      .map((row) => ({
        ...item(row),
        depositMethod: row.depositMethod as DepositMethod | null,
        subType: row.subType,
      }));
  return {
    idDocument: one('PROOF_OF_ID'),
    addressDocument: one('PROOF_OF_ADDRESS'),
    paymentDocument: list('PROOF_OF_PAYMENT'),
    sowDocument: one('SOURCE_OF_WEALTH'),
    eddQuestionnaire: one('EDD_QUESTIONNAIRE'),
    otherDocument: list('OTHER'),
  };
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

/** The stored files' facts per document (never the bytes): the review surface's list. */
export async function filesOf(
  ex: Executor,
  documentIds: readonly string[],
): Promise<Map<string, Array<{ fileId: string; contentType: string; size: number; createdAt: string }>>> {
  const map = new Map<
    string,
    Array<{ fileId: string; contentType: string; size: number; createdAt: string }>
  >();
  if (documentIds.length === 0) return map;
  const rows = await ex
    .select({
      fileId: documentFiles.fileId,
      documentId: documentFiles.documentId,
      contentType: documentFiles.contentType,
      size: documentFiles.size,
      createdAt: documentFiles.createdAt,
    })
    .from(documentFiles)
    .where(inArray(documentFiles.documentId, [...documentIds]))
    .orderBy(asc(documentFiles.createdAt));
  for (const row of rows) {
    const list = map.get(row.documentId) ?? [];
    list.push({
      fileId: row.fileId,
      contentType: row.contentType,
      size: row.size,
      createdAt: row.createdAt.toISOString(),
    });
    map.set(row.documentId, list);
  }
  return map;
}

/**
 * Demo players' requested documents (seed.ts): each group REQUESTED unless the player already has
 * a document of it, then the verification brought in step (idempotent).
 */
export async function seedRequestedDocuments(
  ctx: SandboxContext,
  playerId: string,
  types: readonly DocumentType[],
): Promise<void> {
  const now = await ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const have = new Set(
      (
        await tx
          .select({ type: playerDocuments.documentType })
          .from(playerDocuments)
          .where(
            and(eq(playerDocuments.playerId, playerId), inArray(playerDocuments.documentType, [...types])),
          )
      ).map((row) => row.type),
    );
    const missing = types.filter((type) => !have.has(type));
    if (missing.length === 0) return;
    await tx
      .insert(playerDocuments)
      .values(
        missing.map((type) => ({
          playerId,
          documentType: type,
          status: 'REQUESTED',
          requestedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
    await syncVerification(tx, playerId, now);
  });
}

/** A stored file's bytes and sniffed type, for the operator's review only (never the player). */
export async function storedFile(
  ex: Executor,
  fileId: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await ex
    .select({ contentType: documentFiles.contentType, bytes: documentFiles.bytes })
    .from(documentFiles)
    .where(eq(documentFiles.fileId, fileId));
  return row ? { contentType: row.contentType, bytes: new Uint8Array(row.bytes) } : null;
}
