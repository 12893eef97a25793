/**
 * Document verification and the enhanced-due-diligence questionnaire as the player sees them (spec
 * 2 §3 "Documents", "Enhanced questionnaire", §4 "Document verification", "Enhanced
 * questionnaire", §5). The shapes are structural, so this package needs no player API types.
 *
 * Decisions where the spec says "not shown":
 * - A group needs an upload when it is REQUESTED or EXPIRED (a rejected document comes back
 *   REQUESTED with its reason); UNDER_REVIEW and VERIFIED need nothing from the player.
 * - The page's flow state follows spec 2 §4 from the ID and address statuses: `uploadId` while the
 *   ID needs an upload, then `selectAddressType` while the address does, `uploaded` while either is
 *   under review, `success` when both are verified (or were never asked for), `error` when the
 *   statuses could not be read.
 * - Rejection reasons outside the spec's list ("and others") show a generic text.
 */

export const DOCUMENT_STATUSES = ['UNREQUESTED', 'REQUESTED', 'UNDER_REVIEW', 'VERIFIED', 'EXPIRED'] as const;
export type DocumentStatusValue = (typeof DOCUMENT_STATUSES)[number];

/** The document groups by form key (spec 2 §3), with the contract's document type of each. */
export const DOCUMENT_GROUP_TYPES = {
  idDocument: 'PROOF_OF_ID',
  addressDocument: 'PROOF_OF_ADDRESS',
  paymentDocument: 'PROOF_OF_PAYMENT',
  sowDocument: 'SOURCE_OF_WEALTH',
  eddQuestionnaire: 'EDD_QUESTIONNAIRE',
  otherDocument: 'OTHER',
} as const;
export type DocumentGroupKey = keyof typeof DOCUMENT_GROUP_TYPES;
export type DocumentTypeValue = (typeof DOCUMENT_GROUP_TYPES)[DocumentGroupKey];

/** The rejection reasons of spec 2 §4 with a text of their own; others read as a generic one. */
export const REJECTION_REASONS = [
  'EMPTY',
  'BAD_QUALITY',
  'CROPPED_CORNERS_NOT_VISIBLE',
  'DAMAGED_DOCUMENT',
  'ID_EXPIRED',
  'ID_NAME_MISMATCH',
  'INVALID_SELFIE',
  'POA_ADDRESS_MISMATCH',
  'POP_INCORRECT',
  'REJECTED_DUE_TO_MASKED_INFO',
  'SCREENSHOT_NOT_ORIGINAL_DOCUMENT',
] as const;
export type KnownRejectionReason = (typeof REJECTION_REASONS)[number];
/** Every reason an operator may reject a document with: the known ones, and OTHER. */
export const REVIEW_REJECTION_REASONS = [...REJECTION_REASONS, 'OTHER'] as const;
export type RejectionReason = (typeof REVIEW_REJECTION_REASONS)[number];

export function knownRejectionReason(reason: string | null): KnownRejectionReason | 'OTHER' | null {
  if (reason === null) return null;
  return (REJECTION_REASONS as readonly string[]).includes(reason)
    ? (reason as KnownRejectionReason)
    : 'OTHER';
}

/**
 * Proof-of-address kinds the player chooses from (spec 2 §4 "select document type"), sent as the
 * upload's subType. Designed: the documents a regulated operator accepts as proof of address.
 */
export const PROOF_OF_ADDRESS_KINDS = [
  'utilityBill',
  'bankStatement',
  'taxLetter',
  'residencePermit',
] as const;

/** Source-of-wealth kinds and their codes (spec 2 §3); bankStatement and savings share BS. */
export const SOURCE_OF_WEALTH_KINDS = {
  bankStatement: 'BS',
  creditCardStatement: 'CCS',
  utilityBill: 'UB',
  employment: 'PS',
  saleOfProperty: 'SP',
  savings: 'BS',
  saleOfSecurities: 'SC',
  inheritance: 'WI',
  winnings: 'WN',
  other: 'OT',
} as const;
export type SourceOfWealthKind = keyof typeof SOURCE_OF_WEALTH_KINDS;

export interface GroupStatus {
  documentStatus: DocumentStatusValue;
  documentId: string | null;
  rejectionReason: string | null;
}
export interface ListGroupStatus extends GroupStatus {
  depositMethod: string | null;
  subType: string | null;
}
export interface AccountVerificationShape {
  idDocument: GroupStatus;
  addressDocument: GroupStatus;
  paymentDocument: ListGroupStatus[];
  sowDocument: GroupStatus;
  eddQuestionnaire: GroupStatus;
  otherDocument: ListGroupStatus[];
}

/** A group the player has to upload for: asked for, or expired. */
export function needsUpload(status: DocumentStatusValue): boolean {
  return status === 'REQUESTED' || status === 'EXPIRED';
}

/**
 * spec 2 §4: verification-free when KYC is NOT_REQUIRED, or NOT_VERIFIED with every group
 * (including the payment and other lists) UNREQUESTED.
 */
export function isVerificationFree(kycStatus: string, verification: AccountVerificationShape): boolean {
  if (kycStatus === 'NOT_REQUIRED') return true;
  if (kycStatus !== 'NOT_VERIFIED') return false;
  const groups: GroupStatus[] = [
    verification.idDocument,
    verification.addressDocument,
    verification.sowDocument,
    verification.eddQuestionnaire,
    ...verification.paymentDocument,
    ...verification.otherDocument,
  ];
  return groups.every((group) => group.documentStatus === 'UNREQUESTED');
}

export type VerificationFlowState = 'uploadId' | 'selectAddressType' | 'uploaded' | 'success' | 'error';

/** spec 2 §4: the page's flow state from the ID and address statuses (see the header). */
export function verificationFlowState(
  verification: Pick<AccountVerificationShape, 'idDocument' | 'addressDocument'> | null,
): VerificationFlowState {
  if (!verification) return 'error';
  const id = verification.idDocument.documentStatus;
  const address = verification.addressDocument.documentStatus;
  if (needsUpload(id)) return 'uploadId';
  if (needsUpload(address)) return 'selectAddressType';
  if (id === 'UNDER_REVIEW' || address === 'UNDER_REVIEW') return 'uploaded';
  return 'success';
}

/**
 * The upload stage of one group (spec 2 §4 "Upload stages"): before the upload (`preUpload`, or
 * `selectType` for the groups with a kind to choose), `success` once uploaded or verified, `error`
 * after a failed upload (the provider sent the player back with an error).
 */
export type UploadStage = 'preUpload' | 'selectType' | 'success' | 'error' | 'none';

export function uploadStage(
  group: DocumentGroupKey,
  status: DocumentStatusValue,
  failed: boolean,
): UploadStage {
  if (failed && needsUpload(status)) return 'error';
  if (needsUpload(status)) {
    return group === 'addressDocument' || group === 'sowDocument' ? 'selectType' : 'preUpload';
  }
  if (status === 'UNDER_REVIEW' || status === 'VERIFIED') return 'success';
  return 'none';
}

/** Local-storage keys (spec 2 §3, §4). */
export const PENDING_DOCUMENTS_KEY = 'pendingDocumentIds';

/** The value the site adds to the reference lists for a free-text answer. */
export const QUESTIONNAIRE_OTHER = 'other';
/** spec 2 §3: a salary range of -1 is unset. */
export const SALARY_RANGE_UNSET = -1;

export interface QuestionnaireSelection {
  occupation: string;
  occupationOther: string;
  salaryRangeId: number;
  sourceOfFunds: string;
  sourceOfFundsOther: string;
}

export type QuestionnaireIssue =
  'occupation' | 'occupationOther' | 'salaryRangeId' | 'sourceOfFunds' | 'sourceOfFundsOther';

/**
 * spec 2 §5: complete when an occupation is chosen, the salary range is above 0 and a source of
 * funds is chosen; 'Other' needs its free text. Answers the first field that is missing, or null.
 */
export function questionnaireIssues(selection: QuestionnaireSelection): QuestionnaireIssue[] {
  const issues: QuestionnaireIssue[] = [];
  if (!selection.occupation) issues.push('occupation');
  else if (selection.occupation === QUESTIONNAIRE_OTHER && !selection.occupationOther.trim()) {
    issues.push('occupationOther');
  }
  if (!(selection.salaryRangeId > 0)) issues.push('salaryRangeId');
  if (!selection.sourceOfFunds) issues.push('sourceOfFunds');
  else if (selection.sourceOfFunds === QUESTIONNAIRE_OTHER && !selection.sourceOfFundsOther.trim()) {
    issues.push('sourceOfFundsOther');
  }
  return issues;
}

/** spec 2 §5: when the value is 'Other', the free text is sent instead of the selection. */
export function questionnaireAnswerValues(selection: QuestionnaireSelection): {
  occupation: string;
  salaryRangeId: number;
  sourceOfFunds: string;
} {
  return {
    occupation:
      selection.occupation === QUESTIONNAIRE_OTHER ? selection.occupationOther.trim() : selection.occupation,
    salaryRangeId: selection.salaryRangeId,
    sourceOfFunds:
      selection.sourceOfFunds === QUESTIONNAIRE_OTHER
        ? selection.sourceOfFundsOther.trim()
        : selection.sourceOfFunds,
  };
}
