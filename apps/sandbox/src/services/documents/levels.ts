/**
 * The verification level and the profile fields that follow from the documents (spec 2 §4
 * "Document verification"), kept in step after every document change (`withPlayerDocuments`
 * wraps each change of transitions.ts).
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
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  playerDocuments,
  players,
  verificationBaselines,
  type DocumentRow,
  type PlayerRow,
} from '../../db/schema.ts';
import type { Outcome, Refusal } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { pushPlayerAttributes } from '../platform/index.ts';
import { DOCUMENT_TYPES, listDocuments, type DocumentType } from './reads.ts';

/** Days a player has to verify documents from the first request (designed). */
export const DOCUMENTS_DUE_DAYS = 30;
const DAY_MS = 86_400_000;

/** A group the operator wants is "open"; one REQUESTED or EXPIRED is "waiting" for the player. */
const OPEN: ReadonlySet<string> = new Set(['REQUESTED', 'UNDER_REVIEW', 'EXPIRED']);
export const WAITING: ReadonlySet<string> = new Set(['REQUESTED', 'EXPIRED']);
/** Levels the operator sets; documents do not move them. */
const OPERATOR_LEVELS: ReadonlySet<string> = new Set(['RESTRICTED', 'SUSPENDED', 'NOT_REQUIRED']);
/** Levels the documents set while something is open. */
const OPEN_LEVELS: ReadonlySet<string> = new Set([
  'PENDING',
  'PENDING_EXPIRED',
  'EDD_PENDING',
  'EDD_UNDER_REVIEW',
]);

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
