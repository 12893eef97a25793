/**
 * The player's documents as read (spec 2 §3 "Documents", §4 "Document verification",
 * enumerations): the groups, the contract's `Document` and `AccountVerification`, and the stored
 * files' facts for the operator's review. How a document's status changes is transitions.ts's, and
 * the verification level that follows from the documents levels.ts's.
 *
 * Groups: proof of ID, proof of address, source of wealth (subType = the spec's code: BS, CCS, UB,
 * PS, SP, SC, WI, WN, OT) and the questionnaire have one document each; proof of payment one per
 * deposit method; other any number. A group without a row is UNREQUESTED.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { documentStatus } from '@casino/player-api';
import { SOURCE_OF_WEALTH_CODES, documentType, type paymentMethod } from '@casino/player-api';
import type { Executor } from '../../db/database.ts';
import { documentFiles, playerDocuments, type DocumentRow } from '../../db/schema.ts';
import { isUuid } from '../../kernel/database.ts';

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
