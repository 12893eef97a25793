/**
 * Document verification (spec 2 §7 rows "Documents list", "Documents verification", "Document
 * status update", "Document upload start"; spec 2 §3 "Documents", §4 "Document verification").
 * Uploads go to the identity-document provider (Jumio) through the redirect URL.
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { languageCode } from '../entities/common.ts';
import { accountVerificationSchema, documentSchema, documentType } from '../entities/documents.ts';
import { paymentMethod } from '../entities/wallet.ts';
import { ERRORS } from '../errors.ts';
import { STRING_LIMITS, text, urlInput } from '../entities/strings.ts';

export const documents = defineCall({
  id: 'documents',
  area: 'documents',
  method: 'GET',
  path: '/v1/player/documents',
  summary: 'The player’s documents',
  source: 'spec 2 §7 "Documents list"',
  designed: ['response'],
  auth: 'player',
  response: z.array(documentSchema),
});

export const documentsVerification = defineCall({
  id: 'documentsVerification',
  area: 'documents',
  method: 'GET',
  path: '/v1/player/documents/verification',
  summary: 'The verification status per document group',
  source: 'spec 2 §7 "Documents verification" (method not shown)',
  designed: ['method', 'response'],
  auth: 'player',
  response: accountVerificationSchema,
});

export const documentStatusUpdate = defineCall({
  id: 'documentStatusUpdate',
  area: 'documents',
  method: 'POST',
  path: '/v1/player/documents/status',
  summary: 'Tell the backend a document was uploaded (moves it to UNDER_REVIEW)',
  source: 'spec 2 §7 "Document status update: POST, documentType, optional subType"',
  designed: ['path', 'response'],
  auth: 'player',
  body: z.object({
    documentType,
    subType: text(STRING_LIMITS.code)
      .optional()
      .describe('E.g. a source-of-wealth code or the proof-of-address kind.'),
  }),
  response: documentSchema.describe(designed('The document as it now stands.')),
  errors: [ERRORS.documentStatusInvalid],
});

export const jumioInitiate = defineCall({
  id: 'jumioInitiate',
  area: 'documents',
  method: 'POST',
  path: '/v1/jumio/documents/initiate',
  summary: 'Start a document upload; returns the provider’s redirect URL',
  source: 'spec 2 §7 "Document upload start"',
  designed: ['body'],
  auth: 'player',
  body: z
    .object({
      documentType,
      subType: text(STRING_LIMITS.code).optional(),
      depositMethod: paymentMethod.optional().describe('For proof of payment.'),
      documentId: text(STRING_LIMITS.id).optional().describe('Re-upload of a requested document.'),
      locale: languageCode.optional(),
      successUrl: urlInput(),
      errorUrl: urlInput(),
    })
    .describe(designed('The document settings of the upload.')),
  response: z.object({ redirectUrl: z.url() }),
  errors: [ERRORS.documentUploadUnavailable, ERRORS.documentStatusInvalid],
  timeoutMs: 20_000,
});

export const documentsCalls = [
  documents,
  documentsVerification,
  documentStatusUpdate,
  jumioInitiate,
] as const;
