/**
 * Document verification and the questionnaire (spec 2 §7 "Documents list", "Documents
 * verification", "Document status update", "Document upload start", "Questionnaire", "Reference
 * lists"). The rules are in services/documents/: transitions.ts, levels.ts,
 * uploads.ts (the upload page the redirect URL opens) and questionnaire.ts.
 *
 * - `documents`, `documentsVerification`: the player's documents, and the status per group; both
 *   bring the level in step first (a due date may have passed).
 * - `documentStatusUpdate`: the document was uploaded → UNDER_REVIEW (409
 *   `error.document.status_invalid` when verified).
 * - `jumioInitiate`: `redirectUrl` = `<public base>/sandbox/documents/upload/<session>`;
 *   `successUrl` and `errorUrl` must be pages of the brand's own site (400 with validationErrors).
 * - `questionnaireAnswer`, `questionnaireSubmit`, `occupations`, `sourceOfFunds`, `salaryRanges`.
 */
import { fieldRefusal } from '../kernel/outcomes.ts';
import { settle, type Handlers } from '../kernel/handlers.ts';
import { isSiteUrl, publicBase, siteOf } from '../request.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  accountVerification,
  currentDocuments,
  markUploaded,
  OCCUPATIONS,
  questionnaireAnswer,
  salaryRangesFor,
  SOURCES_OF_FUNDS,
  startUpload,
  submitQuestionnaire,
  toDocument,
  UPLOAD_PATH,
} from '../services/documents/index.ts';
import type { CurrentSession } from '../services/identity/index.ts';

export function documentsHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    player: {
      async documents({ session }) {
        return (await currentDocuments(ctx, session.playerId)).map(toDocument);
      },

      async documentsVerification({ session }) {
        return accountVerification(await currentDocuments(ctx, session.playerId));
      },

      async documentStatusUpdate({ session, body }) {
        const { documentType, subType } = body;
        const { document } = settle(await markUploaded(ctx, session.playerId, { documentType, subType }));
        return toDocument(document);
      },

      async jumioInitiate({ session, body, c }) {
        const site = siteOf(c);
        for (const field of ['successUrl', 'errorUrl'] as const) {
          if (!isSiteUrl(site, body[field])) {
            settle(fieldRefusal(field, 'not_site_url', 'Must be a page of the brand’s own site'));
          }
        }
        const { sessionId } = settle(await startUpload(ctx, session.playerId, body));
        return { redirectUrl: `${publicBase(c)}${UPLOAD_PATH}/${sessionId}` };
      },

      async questionnaireAnswer({ session }) {
        return questionnaireAnswer(ctx, session.playerId);
      },

      async questionnaireSubmit({ session, body }) {
        return settle(await submitQuestionnaire(ctx, session.playerId, body));
      },

      async occupations() {
        return OCCUPATIONS.map((item) => ({ ...item }));
      },

      async sourceOfFunds() {
        return { result: SOURCES_OF_FUNDS.map((item) => ({ ...item })) };
      },

      async salaryRanges({ session }) {
        return salaryRangesFor(session.player.currencyCode);
      },
    },
  };
}
