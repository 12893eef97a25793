/**
 * The enhanced-due-diligence questionnaire (spec 2 §3 "Enhanced questionnaire", §4, §5, §7
 * "Questionnaire", "Reference lists"):
 * - Reference lists are data here with stable ids: `OCCUPATIONS` (the site adds 'Other' and then
 *   sends its free text), `SOURCES_OF_FUNDS` (likewise), `SALARY_RANGES` (ids 1–6, bounds scaled
 *   to the player's currency by `CURRENCY_SCALE`).
 * - `submitQuestionnaire`: `salaryRangeId` must be one of the ranges (else 400
 *   `error.request.invalid` with `validationErrors.salaryRangeId`); occupation and source of funds
 *   are an id or free text. Only a player whose questionnaire document is waiting (REQUESTED or
 *   EXPIRED; a player flagged `eddQuestionnaire` without one gets it REQUESTED) may submit, else
 *   409 `error.questionnaire.not_required`. The answer is stored (a later submission replaces
 *   it), the document moves to UNDER_REVIEW, so the level EDD_PENDING → EDD_UNDER_REVIEW
 *   (levels.ts "Level rules"); the operator's approval (review surface) → ENHANCED.
 */
import { eq } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import { players, questionnaireAnswers } from '../../db/schema.ts';
import { fieldRefusal, refuse, type Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { changeDocument, documentFor } from './transitions.ts';
import { withPlayerDocuments } from './levels.ts';

export const OCCUPATIONS = [
  { id: 'accountant', name: 'Accountant' },
  { id: 'business-owner', name: 'Business owner' },
  { id: 'civil-servant', name: 'Civil servant' },
  { id: 'engineer', name: 'Engineer' },
  { id: 'healthcare', name: 'Healthcare professional' },
  { id: 'it-professional', name: 'IT professional' },
  { id: 'lawyer', name: 'Lawyer' },
  { id: 'manager', name: 'Manager' },
  { id: 'retired', name: 'Retired' },
  { id: 'sales', name: 'Sales and retail' },
  { id: 'student', name: 'Student' },
  { id: 'teacher', name: 'Teacher' },
] as const;

export const SOURCES_OF_FUNDS = [
  { id: 'salary', name: 'Salary' },
  { id: 'savings', name: 'Savings' },
  { id: 'business-income', name: 'Business income' },
  { id: 'investments', name: 'Investments' },
  { id: 'pension', name: 'Pension' },
  { id: 'inheritance', name: 'Inheritance' },
  { id: 'sale-of-property', name: 'Sale of property' },
  { id: 'gambling-winnings', name: 'Gambling winnings' },
] as const;

/** Yearly salary ranges in EUR (minor units none: whole euros); the last has no upper bound. */
const EUR_RANGES: ReadonlyArray<{ id: number; min: number; max: number | null }> = [
  { id: 1, min: 0, max: 20_000 },
  { id: 2, min: 20_000, max: 40_000 },
  { id: 3, min: 40_000, max: 60_000 },
  { id: 4, min: 60_000, max: 100_000 },
  { id: 5, min: 100_000, max: 250_000 },
  { id: 6, min: 250_000, max: null },
];

/** Rough EUR → currency factors for the ranges' bounds (designed; round numbers). */
export const CURRENCY_SCALE: Readonly<Record<string, number>> = {
  EUR: 1,
  CAD: 1.5,
  NZD: 2,
  BRL: 5,
  PLN: 4,
  PEN: 4,
  NOK: 10,
  ZAR: 20,
  TRY: 30,
  PHP: 60,
  INR: 90,
  CLP: 1000,
};

const grouped = (value: number) => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The salary ranges in the player's currency. */
export function salaryRangesFor(currencyCode: string) {
  const scale = CURRENCY_SCALE[currencyCode] ?? 1;
  return EUR_RANGES.map(({ id, min, max }) => {
    const low = min * scale;
    const high = max === null ? null : max * scale;
    return {
      id,
      label:
        high === null
          ? `${grouped(low)} ${currencyCode} or more`
          : `${grouped(low)}–${grouped(high)} ${currencyCode}`,
      min: `${low}.00`,
      max: high === null ? null : `${high}.00`,
      currencyCode,
    };
  });
}

export interface QuestionnaireAnswer {
  occupation: string;
  salaryRangeId: number;
  sourceOfFunds: string;
  placeOfBirth: string;
  nationality: string;
}

/** The answer on record, with its time; nulls before the first submission. */
export async function questionnaireAnswer(
  ctx: SandboxContext,
  playerId: string,
): Promise<{ answer: QuestionnaireAnswer | null; submittedAt: string | null }> {
  const [row] = await ctx.db
    .select()
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.playerId, playerId));
  if (!row) return { answer: null, submittedAt: null };
  const { playerId: _playerId, submittedAt, ...answer } = row;
  return { answer, submittedAt: submittedAt.toISOString() };
}

/** `questionnaireSubmit` (module header). */
export async function submitQuestionnaire(
  ctx: SandboxContext,
  playerId: string,
  answer: QuestionnaireAnswer,
): Promise<Outcome<{ answer: QuestionnaireAnswer; submittedAt: string }>> {
  const [player] = await ctx.db
    .select({ currencyCode: players.currencyCode, eddQuestionnaire: players.eddQuestionnaire })
    .from(players)
    .where(eq(players.playerId, playerId));
  if (!player) return refuse(ERRORS.notFound.code, 'No such player');
  if (!salaryRangesFor(player.currencyCode).some((range) => range.id === answer.salaryRangeId)) {
    return fieldRefusal('salaryRangeId', 'invalid', 'Choose one of the salary ranges');
  }
  return withPlayerDocuments(ctx, playerId, async (tx, now) => {
    let document = await documentFor(tx, playerId, { documentType: 'EDD_QUESTIONNAIRE' }, now);
    if (document.status === 'UNREQUESTED' && player.eddQuestionnaire) {
      // Flagged without a document (set outside the documents): the flag is the request.
      const requested = await changeDocument(tx, document.documentId, 'request', now);
      if (!requested.ok) return requested;
      document = requested.document;
    }
    if (document.status !== 'REQUESTED' && document.status !== 'EXPIRED') {
      return refuse(ERRORS.questionnaireNotRequired.code, 'No questionnaire is due');
    }
    const changed = await changeDocument(tx, document.documentId, 'upload', now);
    if (!changed.ok) return changed;
    const row = { ...answer, submittedAt: now };
    await tx
      .insert(questionnaireAnswers)
      .values({ playerId, ...row })
      .onConflictDoUpdate({ target: questionnaireAnswers.playerId, set: row });
    return { ok: true as const, answer, submittedAt: now.toISOString(), changed: true };
  });
}
