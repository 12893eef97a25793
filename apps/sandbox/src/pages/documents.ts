/**
 * The document pages (handlers/documentPages.ts serves them): the upload page `jumioInitiate`'s
 * redirect URL opens (the document in words, a labelled file input, Upload and Cancel, a refusal
 * shown in an alert above the form; Finnish for a Finnish locale, else English, `lang` to match), the page of a link that no longer works, and the operator's
 * review page (a test surface: the player's level and fields, each document with its files' type
 * and size and the actions its status allows, the questionnaire answer, and a form to request a
 * document group). Each of the review page's forms carries its own CSRF token, bound to what it
 * does (`reviewFormPurpose`, `requestFormPurpose`; checked by crossSite.ts), and the review pages
 * are served unframeable (`REVIEW_PAGE_HEADERS`).
 */
import { PAYMENT_METHOD_CODES, REVIEW_REJECTION_REASONS } from '@casino/domain';
import { SOURCE_OF_WEALTH_CODES } from '@casino/player-api';
import type { DocumentRow, PlayerRow } from '../db/schema.ts';
import {
  DOCUMENT_TYPES,
  MAX_UPLOAD_BYTES,
  transition,
  UPLOAD_MESSAGES,
  UPLOAD_PATH,
  UPLOAD_TYPES,
  type DocumentStatus,
  type DocumentType,
  type QuestionnaireAnswer,
  type UploadSession,
} from '../services/documents/index.ts';
import { OPERATOR_PAGE_HEADERS, escapeHtml, page, pageHeaders } from './kit.ts';

/** The upload pages' headers. */
export const DOCUMENT_PAGE_HEADERS = pageHeaders();
/** The operator's review pages' headers: no frame may show them, forms stay on the sandbox. */
export const REVIEW_PAGE_HEADERS = OPERATOR_PAGE_HEADERS;

/** The form field of a review form's token (crossSite.ts `CSRF_FIELD`). */
const TOKEN_FIELD = 'csrfToken';

/** What a review button's token is bound to: the document and the action. */
export function reviewFormPurpose(documentId: string, action: string): string {
  return `document-review:${documentId}:${action}`;
}

/** What the request form's token is bound to: the player (e-mail, any case) and the site. */
export function requestFormPurpose(email: string, siteId: number): string {
  return `document-request:${email.toLowerCase()}:${siteId}`;
}

/** Signs a form's purpose into its token (crossSite.ts `formToken`). */
export type FormSigner = (purpose: string) => string;

function tokenInput(sign: FormSigner, purpose: string): string {
  return `<input type="hidden" name="${TOKEN_FIELD}" value="${escapeHtml(sign(purpose))}">`;
}

const STYLE = `
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input[type="file"] { font-size: 1rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  button { background: #fff; color: #0b4f8a; }
  button[value="upload"], button[value="approve"] { background: #0b4f8a; color: #fff; }
  .error { border: 2px solid #b00020; color: #b00020; padding: 0.5rem 0.75rem; border-radius: 4px; }
`;

const REVIEW_STYLE = `${STYLE}
  main { max-width: 60rem; }
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { border: 1px solid #c9d1d9; padding: 0.4rem; text-align: left; vertical-align: top; }
  td form { display: inline-flex; align-items: center; gap: 0.25rem; margin: 0.1rem 0; }
  td label { display: inline; font-weight: 400; margin: 0; }
  td button, td select { font-size: 0.85rem; padding: 0.25rem 0.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

/** The upload page's words: English, and Finnish for a Finnish `locale` (the page's `lang` follows). */
interface PageText {
  title: string;
  heading: string;
  document: string;
  hint: string;
  label: string;
  formats: string;
  upload: string;
  cancel: string;
  types: Record<DocumentType, string>;
  sourceOfWealth: Record<string, string>;
  messages: Record<UploadRefusalReason, string>;
}
type UploadRefusalReason = keyof typeof UPLOAD_MESSAGES;

const megabytes = MAX_UPLOAD_BYTES / 1024 / 1024;

const TEXT: Record<'en' | 'fi', PageText> = {
  en: {
    title: 'Upload your document · Sandbox verification',
    heading: 'Upload your document',
    document: 'Document',
    hint: "This is the sandbox's stand-in for the document provider. The file goes to the operator's review; nobody else sees it.",
    label: 'Photo or scan of the document',
    formats: `JPEG, PNG, WebP or PDF, at most ${megabytes} MB.`,
    upload: 'Upload',
    cancel: 'Cancel',
    types: {
      PROOF_OF_ID: 'Proof of identity (passport, identity card or driving licence)',
      PROOF_OF_ADDRESS: 'Proof of address (a utility bill or bank statement from the last three months)',
      PROOF_OF_PAYMENT: 'Proof of payment',
      SOURCE_OF_WEALTH: 'Proof of source of wealth',
      EDD_QUESTIONNAIRE: 'Enhanced due-diligence questionnaire',
      OTHER: 'Other document',
    },
    sourceOfWealth: {
      BS: 'bank statement or savings',
      CCS: 'credit card statement',
      UB: 'utility bill',
      PS: 'employment',
      SP: 'sale of property',
      SC: 'sale of securities',
      WI: 'inheritance',
      WN: 'winnings',
      OT: 'other',
    },
    messages: UPLOAD_MESSAGES,
  },
  fi: {
    title: 'Lähetä asiakirja · Hiekkalaatikon tunnistus',
    heading: 'Lähetä asiakirja',
    document: 'Asiakirja',
    hint: 'Tämä on hiekkalaatikon korvike asiakirjapalvelulle. Tiedosto menee operaattorin tarkastettavaksi; kukaan muu ei näe sitä.',
    label: 'Asiakirjan valokuva tai skannaus',
    formats: `JPEG, PNG, WebP tai PDF, enintään ${megabytes} Mt.`,
    upload: 'Lähetä',
    cancel: 'Peruuta',
    types: {
      PROOF_OF_ID: 'Henkilöllisyystodistus (passi, henkilökortti tai ajokortti)',
      PROOF_OF_ADDRESS: 'Osoitetodistus (lasku tai tiliote kolmen viime kuukauden ajalta)',
      PROOF_OF_PAYMENT: 'Todistus maksutavasta',
      SOURCE_OF_WEALTH: 'Todistus varojen alkuperästä',
      EDD_QUESTIONNAIRE: 'Tehostetun asiakkaan tuntemisen kysely',
      OTHER: 'Muu asiakirja',
    },
    sourceOfWealth: {
      BS: 'tiliote tai säästöt',
      CCS: 'luottokorttiote',
      UB: 'lasku',
      PS: 'palkkatulot',
      SP: 'kiinteistön myynti',
      SC: 'arvopapereiden myynti',
      WI: 'perintö',
      WN: 'voitot',
      OT: 'muu',
    },
    messages: {
      missing: 'Valitse lähetettävä tiedosto.',
      empty: 'Tiedosto on tyhjä. Valitse asiakirjasi valokuva tai skannaus.',
      wrongType:
        'Tiedosto ei ole JPEG-, PNG- tai WebP-kuva eikä PDF. Lähetä asiakirjasi valokuva tai skannaus jossakin näistä muodoista.',
      tooLarge: `Tiedosto on suurempi kuin ${megabytes} Mt. Lähetä pienempi valokuva tai skannaus.`,
      notAllowed: 'Tätä asiakirjaa ei voi lähettää nyt: se on jo tarkastettavana tai vahvistettu.',
    },
  },
};

/** The page's language for a locale: Finnish for `fi…`, else English. */
export function pageLanguage(locale: string | null | undefined): 'en' | 'fi' {
  return locale?.toLowerCase().startsWith('fi') ? 'fi' : 'en';
}

/** The document in words, for the player. */
export function documentInWords(
  document: Pick<UploadSession, 'documentType' | 'subType' | 'depositMethod'>,
  language: 'en' | 'fi' = 'en',
): string {
  const text = TEXT[language];
  const base = text.types[document.documentType as DocumentType] ?? document.documentType;
  if (document.documentType === 'PROOF_OF_PAYMENT' && document.depositMethod)
    return `${base}: ${document.depositMethod}`;
  if (document.documentType === 'SOURCE_OF_WEALTH' && document.subType)
    return `${base}: ${text.sourceOfWealth[document.subType] ?? document.subType}`;
  return base;
}

/** The upload page; `refusal` shows why the last upload was refused, in an alert. */
export function uploadPage(sessionId: string, session: UploadSession, refusal?: UploadRefusalReason): string {
  const language = pageLanguage(session.locale);
  const text = TEXT[language];
  const alert = refusal
    ? `<p class="error" role="alert" id="file-error">${escapeHtml(text.messages[refusal])}</p>\n`
    : '';
  const described = refusal ? 'file-hint file-error' : 'file-hint';
  return page({
    title: text.title,
    lang: language,
    style: STYLE,
    main: `<h1>${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.document)}: <strong>${escapeHtml(documentInWords(session, language))}</strong></p>
<p class="hint">${escapeHtml(text.hint)}</p>
${alert}<form method="post" action="${UPLOAD_PATH}/${escapeHtml(sessionId)}" enctype="multipart/form-data">
<label for="file">${escapeHtml(text.label)}</label>
<p class="hint" id="file-hint">${escapeHtml(text.formats)}</p>
<input type="file" id="file" name="file" accept="${Object.keys(UPLOAD_TYPES).join(',')}" aria-describedby="${described}"${
      refusal ? ' aria-invalid="true"' : ''
    }>
<div class="actions">
<button type="submit" name="action" value="upload">${escapeHtml(text.upload)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(text.cancel)}</button>
</div>
</form>`,
  });
}

export function goneUploadPage(): string {
  return page({
    title: 'Upload link no longer works · Sandbox verification',
    style: STYLE,
    main: `<h1>This upload link no longer works</h1>
<p>It has expired, was already used, or is unknown. Go back to the site and start the upload again.</p>`,
  });
}

export interface ReviewFile {
  fileId: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export interface ReviewData {
  player: PlayerRow;
  documents: DocumentRow[];
  files: Map<string, ReviewFile[]>;
  questionnaire: { answer: QuestionnaireAnswer | null; submittedAt: string | null };
}

function options(values: readonly string[], empty?: string): string {
  return [
    ...(empty === undefined ? [] : [`<option value="">${escapeHtml(empty)}</option>`]),
    ...values.map((value) => `<option value="${escapeHtml(value)}">${escapeHtml(value)}</option>`),
  ].join('');
}

function hidden(player: PlayerRow): string {
  return `<input type="hidden" name="email" value="${escapeHtml(player.email)}"><input type="hidden" name="siteId" value="${player.siteId}">`;
}

function actionsFor(document: DocumentRow, player: PlayerRow, sign: FormSigner): string {
  const status = document.status as DocumentStatus;
  const action = `/sandbox/documents/${document.documentId}/review`;
  const forms: string[] = [];
  const label = escapeHtml(documentInWords(document));
  const token = (name: string) => tokenInput(sign, reviewFormPurpose(document.documentId, name));
  if (transition(status, 'approve')) {
    forms.push(
      `<form method="post" action="${action}">${hidden(player)}${token('approve')}<button type="submit" name="action" value="approve" aria-label="Approve: ${label}">Approve</button></form>`,
    );
  }
  if (transition(status, 'reject')) {
    const id = `reason-${document.documentId}`;
    forms.push(
      `<form method="post" action="${action}">${hidden(player)}${token('reject')}<label for="${id}">Reason</label><select id="${id}" name="reason">${options(REVIEW_REJECTION_REASONS)}</select><button type="submit" name="action" value="reject" aria-label="Reject: ${label}">Reject</button></form>`,
    );
  }
  if (transition(status, 'expire')) {
    forms.push(
      `<form method="post" action="${action}">${hidden(player)}${token('expire')}<button type="submit" name="action" value="expire" aria-label="Expire: ${label}">Expire</button></form>`,
    );
  }
  return forms.join('') || '<span class="hint">None (waiting for the player)</span>';
}

/** The review page; `sign` makes its forms' tokens, `error` shows the last refusal. */
export function reviewPage(data: ReviewData, sign: FormSigner, error?: string): string {
  const { player, documents, files, questionnaire } = data;
  const rows = documents
    .map((document) => {
      const stored = (files.get(document.documentId) ?? [])
        .map(
          (file) =>
            `<a href="/sandbox/files/${file.fileId}" target="_blank" rel="noopener">${escapeHtml(file.contentType)}, ${file.size} bytes</a>`,
        )
        .join('<br>');
      return `<tr>
<td>${escapeHtml(document.documentType)}${document.subType ? ` (${escapeHtml(document.subType)})` : ''}${
        document.depositMethod ? ` ${escapeHtml(document.depositMethod)}` : ''
      }<br><span class="hint">${document.documentId}</span></td>
<td>${escapeHtml(document.status)}</td>
<td>${escapeHtml(document.rejectionReason ?? '')}</td>
<td>${stored || '<span class="hint">none</span>'}</td>
<td>${actionsFor(document, player, sign)}</td>
</tr>`;
    })
    .join('\n');
  const answer = questionnaire.answer
    ? `<dl>${Object.entries(questionnaire.answer)
        .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
        .join('')}<dt>submittedAt</dt><dd>${escapeHtml(questionnaire.submittedAt ?? '')}</dd></dl>`
    : '<p class="hint">Not submitted.</p>';
  return page({
    title: `Review ${player.email} · Sandbox verification`,
    style: REVIEW_STYLE,
    main: `<h1>Document review: ${escapeHtml(player.email)} (site ${player.siteId})</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<dl>
<dt>Verification level</dt><dd>${escapeHtml(player.kycStatus)}</dd>
<dt>requestDocumentTypeStatus</dt><dd>${escapeHtml(player.requestDocumentTypeStatus) || '<span class="hint">none</span>'}</dd>
<dt>documentsRequired</dt><dd>${player.documentsRequired}</dd>
<dt>documentsDueAt</dt><dd>${player.documentsDueAt?.toISOString() ?? '<span class="hint">none</span>'}</dd>
<dt>eddQuestionnaire</dt><dd>${player.eddQuestionnaire}</dd>
</dl>
<h2>Documents</h2>
<table>
<thead><tr><th scope="col">Document</th><th scope="col">Status</th><th scope="col">Rejection reason</th><th scope="col">Stored files</th><th scope="col">Actions</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5" class="hint">No documents.</td></tr>'}
</tbody>
</table>
<h2>Questionnaire answer</h2>
${answer}
<h2>Request a document</h2>
<form method="post" action="/sandbox/players/${encodeURIComponent(player.email)}/documents/request">
${hidden(player)}
${tokenInput(sign, requestFormPurpose(player.email, player.siteId))}
<label for="documentType">Document group</label>
<select id="documentType" name="documentType">${options(DOCUMENT_TYPES)}</select>
<label for="subType">Subtype (source-of-wealth code, optional)</label>
<select id="subType" name="subType">${options([...new Set(Object.values(SOURCE_OF_WEALTH_CODES))], 'none')}</select>
<label for="depositMethod">Deposit method (proof of payment, optional)</label>
<select id="depositMethod" name="depositMethod">${options(PAYMENT_METHOD_CODES, 'none')}</select>
<div class="actions"><button type="submit">Request</button></div>
</form>`,
  });
}

export function reviewLookupPage(error?: string): string {
  return page({
    title: 'Document review · Sandbox verification',
    style: REVIEW_STYLE,
    main: `<h1>Document review</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="get" action="/sandbox/review">
<label for="email">Player e-mail</label>
<input type="email" id="email" name="email" required>
<label for="siteId">Site id</label>
<input type="number" id="siteId" name="siteId" value="6" min="1">
<div class="actions"><button type="submit">Show documents</button></div>
</form>`,
  });
}
