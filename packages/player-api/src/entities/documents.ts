/** Document verification shapes (spec 2 §3 "Documents", spec 2 §4 "Document verification"). */
import { z } from 'zod';
import { SOURCE_OF_WEALTH_KINDS } from '@casino/domain';
import { dateTime } from './common.ts';
import { entity } from './registry.ts';
import { paymentMethod } from './wallet.ts';

export const documentStatus = entity(
  'DocumentStatus',
  z.enum(['UNREQUESTED', 'REQUESTED', 'UNDER_REVIEW', 'VERIFIED', 'EXPIRED']).describe('spec 2 §4.'),
);

export const documentType = entity(
  'DocumentType',
  z
    .enum([
      'PROOF_OF_ID',
      'PROOF_OF_ADDRESS',
      'PROOF_OF_PAYMENT',
      'SOURCE_OF_WEALTH',
      'EDD_QUESTIONNAIRE',
      'OTHER',
    ])
    .describe(
      'Proof of ID, proof of address, proof of payment, source of wealth, enhanced-due-diligence ' +
        'questionnaire, other (spec 2 §3). Names designed.',
    ),
);

export const rejectionReason = entity(
  'RejectionReason',
  z
    .string()
    .min(1)
    .describe(
      'EMPTY, BAD_QUALITY, CROPPED_CORNERS_NOT_VISIBLE, DAMAGED_DOCUMENT, ID_EXPIRED, ID_NAME_MISMATCH, ' +
        'INVALID_SELFIE, POA_ADDRESS_MISMATCH, POP_INCORRECT, REJECTED_DUE_TO_MASKED_INFO, ' +
        'SCREENSHOT_NOT_ORIGINAL_DOCUMENT "and others" (spec 2 §4): an open list, so a string.',
    ),
);

/** Source-of-wealth codes (spec 2 §3): bankStatement and savings share BS. One list, in @casino/domain. */
export const SOURCE_OF_WEALTH_CODES = SOURCE_OF_WEALTH_KINDS;

export const documentSchema = entity(
  'Document',
  z
    .object({
      documentId: z.string().min(1),
      documentType,
      subType: z
        .string()
        .nullable()
        .describe('E.g. a source-of-wealth code (BS, CCS, UB, PS, SP, SC, WI, WN, OT) or utilityBill.'),
      documentStatus: documentStatus,
      rejectionReason: rejectionReason.nullable(),
      depositMethod: paymentMethod.nullable().describe('For proof of payment: the method it proves.'),
      createdAt: dateTime,
      updatedAt: dateTime,
    })
    .describe('A document of the player. Designed here (spec: "list").'),
);

const groupItem = z
  .object({
    documentStatus,
    documentId: z.string().nullable(),
    rejectionReason: rejectionReason.nullable(),
  })
  .describe('The status of one document group.');

const listItem = groupItem
  .extend({ depositMethod: paymentMethod.nullable(), subType: z.string().nullable() })
  .describe('One item of a list group (payment, other).');

/** spec 2 §3: a status per document group; payment and other are lists. */
export const accountVerificationSchema = entity(
  'AccountVerification',
  z
    .object({
      idDocument: groupItem,
      addressDocument: groupItem,
      paymentDocument: z.array(listItem),
      sowDocument: groupItem,
      eddQuestionnaire: groupItem,
      otherDocument: z.array(listItem),
    })
    .describe('Document status per group, keyed by the form keys of spec 2 §3.'),
);
