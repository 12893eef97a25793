/**
 * The verification page's server side (spec 2 §3 "Documents", "Enhanced questionnaire", §4
 * "Document verification", "Enhanced questionnaire", §5, §7 "Documents list", "Documents
 * verification", "Document upload start", "Questionnaire", "Reference lists").
 *
 * - The view: the level, the groups the player sees (ID and address always; source of wealth, the
 *   questionnaire, proof of payment per method and other documents once the operator asked for
 *   them), each with its status, reason and upload stage, and the page's flow state.
 * - An upload starts at the identity-document provider: `jumioInitiate` with the group's type, the
 *   chosen kind (proof of address, source of wealth) or deposit method, the document being
 *   replaced, and the page's own URLs to come back to; the player is sent to its `redirectUrl`. The
 *   provider adds `documentId` on the way back.
 * - The questionnaire: the reminder comes first (`?questionnaire=reminder`), then the form
 *   (`?questionnaire=form`) with the three reference lists; 'Other' adds a free text that is sent
 *   instead of the selection (spec 2 §5). Decided: the lists' names are the operator's (the API's),
 *   shown as they come; place of birth is free text and nationality a country.
 */
import { z } from 'zod';
import {
  DOCUMENT_GROUP_TYPES,
  PROOF_OF_ADDRESS_KINDS,
  SOURCE_OF_WEALTH_KINDS,
  isVerificationFree,
  questionnaireDue,
  questionnaireAnswerValues,
  questionnaireIssues,
  uploadStage,
  verificationFlowState,
  type DocumentGroupKey,
  type DocumentStatusValue,
  type QuestionnaireIssue,
  type UploadStage,
  type VerificationFlowState,
} from '@casino/domain';
import { data, redirect } from 'react-router';
import type { MessageId } from '@casino/i18n';
import { ERRORS, PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import { parseForm, readForm } from '../../lib/form.server.ts';
import type { PlayerPageContext } from '../../lib/page.server.ts';

/** ISO 3166-1 alpha-2 codes, for the questionnaire's nationality (names come from CLDR). */
export const ISO_COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
  'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT ' +
  'JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN ' +
  'MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT ' +
  'PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL ' +
  'TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export interface GroupView {
  /** Unique on the page: the group key, with the deposit method or document id for list items. */
  id: string;
  group: DocumentGroupKey;
  documentType: (typeof DOCUMENT_GROUP_TYPES)[DocumentGroupKey];
  status: DocumentStatusValue;
  documentId: string | null;
  rejectionReason: string | null;
  depositMethod: string | null;
  subType: string | null;
  stage: UploadStage;
}

export interface VerificationView {
  kycStatus: string;
  flowState: VerificationFlowState;
  verificationFree: boolean;
  groups: GroupView[];
}

export async function loadVerification(
  playerApi: PlayerApiClient,
  failedGroup: string | null,
): Promise<VerificationView | null> {
  try {
    const [verification, profile] = await Promise.all([
      playerApi.documentsVerification(),
      playerApi.playerProfile(),
    ]);
    const groups: GroupView[] = [];
    const add = (
      group: DocumentGroupKey,
      item: {
        documentStatus: DocumentStatusValue;
        documentId: string | null;
        rejectionReason: string | null;
        depositMethod?: string | null;
        subType?: string | null;
      },
      always = false,
    ) => {
      if (!always && item.documentStatus === 'UNREQUESTED') return;
      const list = group === 'paymentDocument' || group === 'otherDocument';
      const id = list ? [group, item.depositMethod, item.documentId].filter(Boolean).join('-') : group;
      groups.push({
        id,
        group,
        documentType: DOCUMENT_GROUP_TYPES[group],
        status: item.documentStatus,
        documentId: item.documentId,
        rejectionReason: item.rejectionReason,
        depositMethod: item.depositMethod ?? null,
        subType: item.subType ?? null,
        stage: uploadStage(group, item.documentStatus, failedGroup === id),
      });
    };
    add('idDocument', verification.idDocument, true);
    add('addressDocument', verification.addressDocument, true);
    add('sowDocument', verification.sowDocument);
    add('eddQuestionnaire', verification.eddQuestionnaire);
    for (const item of verification.paymentDocument) add('paymentDocument', item);
    for (const item of verification.otherDocument) add('otherDocument', item);
    return {
      kycStatus: profile.kycStatus,
      flowState: verificationFlowState(verification),
      verificationFree: isVerificationFree(profile.kycStatus, verification),
      groups,
    };
  } catch (error) {
    if (error instanceof PlayerApiError && error.logout) throw error;
    console.warn(`[site] verification load failed: ${(error as Error).message}`);
    return null;
  }
}

/**
 * The upload form: the group (`target`), its document type, the kind a proof of address or a source
 * of wealth needs (the provider's sub-type), the deposit method or the document replaced.
 */
const uploadForm = z
  .object({
    target: z.string().trim().min(1).max(120),
    documentType: z.enum([
      'PROOF_OF_ID',
      'PROOF_OF_ADDRESS',
      'PROOF_OF_PAYMENT',
      'SOURCE_OF_WEALTH',
      'OTHER',
    ]),
    kind: z.string().trim().max(40).optional(),
    depositMethod: z.string().trim().max(40).optional(),
    documentId: z.string().trim().max(80).optional(),
  })
  .transform((form, ctx) => {
    const kind = form.kind ?? '';
    const subType =
      form.documentType === 'PROOF_OF_ADDRESS'
        ? (PROOF_OF_ADDRESS_KINDS as readonly string[]).includes(kind)
          ? kind
          : null
        : form.documentType === 'SOURCE_OF_WEALTH'
          ? Object.hasOwn(SOURCE_OF_WEALTH_KINDS, kind)
            ? SOURCE_OF_WEALTH_KINDS[kind as keyof typeof SOURCE_OF_WEALTH_KINDS]
            : null
          : undefined;
    if (subType === null) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'verification.error.kind' });
      return z.NEVER;
    }
    return { ...form, subType };
  });

export type UploadResult =
  { ok: true; redirectUrl: string } | { ok: false; status: number; target: string; messageId: MessageId };

/** Starts an upload at the provider (spec 2 §7 "Document upload start"). */
export async function startUpload(
  playerApi: PlayerApiClient,
  form: Record<string, FormDataEntryValue>,
  options: { pageUrl: string; language: string },
): Promise<UploadResult> {
  const parsed = parseForm(uploadForm, form);
  if (!parsed.ok) {
    // A kind missing for a valid group is the group's own error; any other refusal the page's.
    return parsed.fieldErrors.kind
      ? {
          ok: false,
          status: 400,
          target: String(form['target']).trim(),
          messageId: 'verification.error.kind',
        }
      : { ok: false, status: 400, target: '', messageId: 'verification.error.form' };
  }
  const { target, documentType, subType, depositMethod, documentId } = parsed.data;
  const back = (param: string) => {
    const url = new URL(options.pageUrl);
    url.searchParams.set(param, target);
    return url.toString();
  };
  try {
    const { redirectUrl } = await playerApi.jumioInitiate({
      body: {
        documentType,
        ...(subType ? { subType } : {}),
        ...(documentType === 'PROOF_OF_PAYMENT' && depositMethod
          ? { depositMethod: depositMethod as never }
          : {}),
        ...(documentId ? { documentId } : {}),
        locale: options.language === 'inen' ? 'en' : options.language,
        successUrl: back('uploaded'),
        errorUrl: back('uploadError'),
      },
    });
    return { ok: true, redirectUrl };
  } catch (error) {
    if (error instanceof PlayerApiError && error.logout) throw error;
    console.warn(`[site] upload start failed: ${(error as Error).message}`);
    return { ok: false, status: 502, target, messageId: 'verification.error.start' };
  }
}

export interface QuestionnaireLists {
  occupations: Array<{ id: string; name: string }>;
  sourcesOfFunds: Array<{ id: string; name: string }>;
  salaryRanges: Array<{ id: number; min: string; max: string | null; currencyCode: string; label: string }>;
  countries: readonly string[];
}

export async function loadQuestionnaireLists(playerApi: PlayerApiClient): Promise<QuestionnaireLists | null> {
  try {
    const [occupations, sources, salaryRanges] = await Promise.all([
      playerApi.occupations(),
      playerApi.sourceOfFunds(),
      playerApi.salaryRanges(),
    ]);
    return { occupations, sourcesOfFunds: sources.result, salaryRanges, countries: ISO_COUNTRY_CODES };
  } catch (error) {
    if (error instanceof PlayerApiError && error.logout) throw error;
    console.warn(`[site] questionnaire lists failed: ${(error as Error).message}`);
    return null;
  }
}

export type QuestionnaireField = QuestionnaireIssue | 'placeOfBirth' | 'nationality';

export const QUESTIONNAIRE_MESSAGES: Record<QuestionnaireField, MessageId> = {
  occupation: 'questionnaire.error.occupation',
  occupationOther: 'questionnaire.error.other',
  salaryRangeId: 'questionnaire.error.salary',
  sourceOfFunds: 'questionnaire.error.sourceOfFunds',
  sourceOfFundsOther: 'questionnaire.error.other',
  placeOfBirth: 'questionnaire.error.placeOfBirth',
  nationality: 'questionnaire.error.nationality',
};

export type QuestionnaireResult =
  | { ok: true }
  | {
      ok: false;
      status: number;
      fieldErrors: Partial<Record<QuestionnaireField, MessageId>>;
      formError?: MessageId;
      values: Record<string, string>;
    };

/** A text field as sent, trimmed and cut to its length (anything else reads as empty). */
const sentText = (max: number) =>
  z
    .string()
    .catch('')
    .transform((value) => value.trim().slice(0, max));

/** The questionnaire's fields as sent (spec 2 §5), kept to show again with the errors. */
const questionnaireValues = z.object({
  occupation: sentText(80),
  occupationOther: sentText(120),
  salaryRangeId: sentText(6),
  sourceOfFunds: sentText(80),
  sourceOfFundsOther: sentText(120),
  placeOfBirth: sentText(60),
  nationality: sentText(2).transform((code) => code.toUpperCase()),
});

const selectionOf = (values: z.output<typeof questionnaireValues>) => ({
  occupation: values.occupation,
  occupationOther: values.occupationOther,
  salaryRangeId: /^\d+$/.test(values.salaryRangeId) ? Number(values.salaryRangeId) : -1,
  sourceOfFunds: values.sourceOfFunds,
  sourceOfFundsOther: values.sourceOfFundsOther,
});

/** The questionnaire form: the domain's rules of the selections (with 'Other'), a place and a nationality. */
export const questionnaireForm = questionnaireValues.superRefine((values, ctx) => {
  const issue = (field: QuestionnaireField) =>
    ctx.addIssue({ code: 'custom', path: [field], message: QUESTIONNAIRE_MESSAGES[field] });
  for (const field of questionnaireIssues(selectionOf(values))) issue(field);
  if (!values.placeOfBirth) issue('placeOfBirth');
  if (!ISO_COUNTRY_CODES.includes(values.nationality)) issue('nationality');
});

/** Validates and sends the questionnaire (spec 2 §5; §7 "Questionnaire: POST"). */
export async function submitQuestionnaire(
  playerApi: PlayerApiClient,
  form: Record<string, FormDataEntryValue>,
): Promise<QuestionnaireResult> {
  const values = questionnaireValues.parse(form);
  const parsed = parseForm<typeof questionnaireForm, QuestionnaireField>(questionnaireForm, form);
  if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.fieldErrors, values };
  const selection = selectionOf(parsed.data);
  try {
    await playerApi.questionnaireSubmit({
      body: {
        ...questionnaireAnswerValues(selection),
        placeOfBirth: values.placeOfBirth,
        nationality: values.nationality,
      },
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof PlayerApiError && error.logout) throw error;
    const backend: Partial<Record<QuestionnaireField, MessageId>> = {};
    if (error instanceof PlayerApiError) {
      for (const name of Object.keys(error.validationErrors ?? {})) {
        if (name in QUESTIONNAIRE_MESSAGES)
          backend[name as QuestionnaireField] = QUESTIONNAIRE_MESSAGES[name as QuestionnaireField];
      }
    }
    const notRequired =
      error instanceof PlayerApiError && error.code === ERRORS.questionnaireNotRequired.code;
    console.warn(`[site] questionnaire refused: ${(error as Error).message}`);
    return {
      ok: false,
      status: error instanceof PlayerApiError && error.status < 500 ? error.status : 502,
      fieldErrors: backend,
      formError: notRequired ? 'questionnaire.error.notRequired' : 'questionnaire.error.failed',
      values,
    };
  }
}

const QUESTIONNAIRE_VIEWS = new Set(['reminder', 'form']);

/** The page: the view (null when it could not be read: a 503), the questionnaire's dialog, and the provider's return. */
export async function loadVerificationPage(page: PlayerPageContext) {
  const { locale, player } = page;
  const path = page.href('account-verification');
  const url = new URL(page.request.url);
  const failed = url.searchParams.get('uploadError');
  const requested = url.searchParams.get('questionnaire') ?? '';
  const questionnaire = QUESTIONNAIRE_VIEWS.has(requested) && questionnaireDue(player) ? requested : null;
  const [view, lists] = await Promise.all([
    loadVerification(page.playerApi, failed),
    questionnaire === 'form' ? loadQuestionnaireLists(page.playerApi) : Promise.resolve(null),
  ]);
  const back = url.searchParams.get('back');
  return data(
    {
      formatting: locale.formatting,
      countryCode: player.countryCode,
      playerId: player.playerId,
      path,
      // Only a path of this site (the questionnaire's "later" goes back there).
      back: back && /^\/[a-z]{2}-[a-z]{2}(\/[\w\-/]*)?$/i.test(back) ? back : path,
      view,
      questionnaire,
      lists,
      uploaded: url.searchParams.get('uploaded') !== null,
      documentId: url.searchParams.get('documentId')?.slice(0, 80) ?? null,
      failed: failed !== null,
    },
    { status: view ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}

export interface VerificationActionData {
  intent: 'upload' | 'questionnaire';
  target?: string;
  messageId?: MessageId;
  questionnaire?: Extract<QuestionnaireResult, { ok: false }>;
}

/** A post of the page: the questionnaire, or an upload started at the provider. */
export async function runVerificationAction(page: PlayerPageContext) {
  const path = page.href('account-verification');
  const form = (await readForm(page.request)) ?? {};
  if (form['intent'] === 'questionnaire') {
    const result = await submitQuestionnaire(page.playerApi, form);
    if (result.ok) {
      page.toast({ kind: 'success', messageId: 'questionnaire.success.toast' });
      return redirect(path, 303);
    }
    return data({ intent: 'questionnaire', questionnaire: result } satisfies VerificationActionData, {
      status: result.status,
    });
  }
  const result = await startUpload(page.playerApi, form, {
    pageUrl: new URL(path, page.request.url).toString(),
    language: page.locale.siteLanguage,
  });
  if (result.ok) return redirect(result.redirectUrl, 303);
  return data(
    { intent: 'upload', target: result.target, messageId: result.messageId } satisfies VerificationActionData,
    { status: result.status },
  );
}
