/**
 * The documents wing (spec 2 §3 "Documents", §4 "Document verification", "Enhanced
 * questionnaire"): the identity-document provider and the verification level that follows.
 * - transitions.ts: the one table of allowed status transitions and `changeDocument`, and the
 *   changes made with it (upload, request, approve, reject with a reason, expire).
 * - levels.ts: the level rules (`kycStatus` and the profile fields that follow from documents).
 * - reads.ts: the groups, the contract's `Document` and `AccountVerification`, stored files.
 * - uploads.ts: the upload page's sessions, type sniffing and storing.
 * - questionnaire.ts: the enhanced due-diligence questionnaire and its reference lists.
 * It imports the platform wing only (the feed's events).
 */
export { markUploaded, requestDocument, reviewDocument, transition } from './transitions.ts';
export { currentDocuments, refreshVerification, seedRequestedDocuments } from './levels.ts';
export {
  DOCUMENT_TYPES,
  accountVerification,
  filesOf,
  storedFile,
  toDocument,
  type DocumentStatus,
  type DocumentType,
} from './reads.ts';
export {
  MAX_UPLOAD_BYTES,
  UPLOAD_BODY_OVERHEAD_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_PATH,
  UPLOAD_TYPES,
  cancelUpload,
  findUploadSession,
  startUpload,
  storeUpload,
  type UploadRefusal,
  type UploadSession,
} from './uploads.ts';
export {
  OCCUPATIONS,
  SOURCES_OF_FUNDS,
  questionnaireAnswer,
  salaryRangesFor,
  submitQuestionnaire,
  type QuestionnaireAnswer,
} from './questionnaire.ts';
