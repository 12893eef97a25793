/**
 * Document verification (services/documents/; spec 2 §3 "Documents", §4 "Document verification",
 * "Enhanced questionnaire"): the player's documents per group, the files the upload page stored,
 * the upload sessions `jumioInitiate` opens, the questionnaire answers, and the level a player had
 * before documents were requested (to return to once nothing is open).
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { players } from './players.ts';

/** PostgreSQL `bytea` as a Node Buffer (both drivers read it as bytes). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A document of a player (contract `Document`): one row per group for proof of ID, proof of
 * address, source of wealth and the questionnaire; proof of payment one per deposit method; other
 * any number. Statuses and transitions are services/documents/transitions.ts's.
 */
export const playerDocuments = pgTable(
  'player_documents',
  {
    documentId: uuid('document_id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    subType: text('sub_type'),
    depositMethod: text('deposit_method'),
    status: text('status').notNull(),
    rejectionReason: text('rejection_reason'),
    /**
     * Set while the operator wants this document (requested, rejected or expired) until it is
     * verified; null for a document the player sent unasked, which opens no group.
     */
    requestedAt: at('requested_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('player_documents_player_idx').on(table.playerId),
    uniqueIndex('player_documents_single_unique')
      .on(table.playerId, table.documentType)
      .where(
        sql`${table.documentType} in ('PROOF_OF_ID', 'PROOF_OF_ADDRESS', 'SOURCE_OF_WEALTH', 'EDD_QUESTIONNAIRE')`,
      ),
    uniqueIndex('player_documents_payment_unique')
      .on(table.playerId, sql`coalesce(${table.depositMethod}, '')`)
      .where(sql`${table.documentType} = 'PROOF_OF_PAYMENT'`),
  ],
);
export type DocumentRow = typeof playerDocuments.$inferSelect;

/**
 * A file the upload page stored for a document: the bytes, the type sniffed from them and the
 * size. Never served to the player or the public; the review surface shows type and size only.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    fileId: uuid('file_id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => playerDocuments.documentId, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('document_files_document_idx').on(table.documentId)],
);

/**
 * An upload session `jumioInitiate` opened (the id in the page's URL, kept as a SHA-256 hash):
 * the document, where to send the player back, the page's language; single-use, expiring.
 */
export const documentUploadSessions = pgTable('document_upload_sessions', {
  sessionHash: text('session_hash').primaryKey(),
  playerId: uuid('player_id')
    .notNull()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  documentId: uuid('document_id')
    .notNull()
    .references(() => playerDocuments.documentId, { onDelete: 'cascade' }),
  successUrl: text('success_url').notNull(),
  errorUrl: text('error_url').notNull(),
  locale: text('locale'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** The player's enhanced-due-diligence questionnaire answer (contract `questionnaireAnswer`). */
export const questionnaireAnswers = pgTable('questionnaire_answers', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  occupation: text('occupation').notNull(),
  salaryRangeId: integer('salary_range_id').notNull(),
  sourceOfFunds: text('source_of_funds').notNull(),
  placeOfBirth: text('place_of_birth').notNull(),
  nationality: text('nationality').notNull(),
  submittedAt: at('submitted_at').notNull(),
});

/**
 * The verification level a player held before documents were requested (FULLY VERIFIED,
 * NOT_VERIFIED, …): the level goes back to it once nothing is open and no verified document sets
 * a higher one (services/documents/levels.ts "Level rules").
 */
export const verificationBaselines = pgTable('verification_baselines', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.playerId, { onDelete: 'cascade' }),
  level: text('level').notNull(),
  updatedAt: at('updated_at').notNull(),
});
