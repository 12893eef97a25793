/**
 * The enhanced-due-diligence questionnaire (spec 2 §7 rows "Questionnaire", "Reference lists"; spec
 * 2 §3 "Enhanced questionnaire", §5). When occupation or source of funds is 'Other', the free text
 * is sent instead of the selection.
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { amount, countryCode, currencyCode, dateTime } from '../entities/common.ts';
import { ERRORS } from '../errors.ts';
import { STRING_LIMITS, text } from '../entities/strings.ts';

const answer = z.object({
  occupation: text(STRING_LIMITS.line).min(1).describe('An occupation id, or the free text when Other.'),
  salaryRangeId: z.number().int().positive().describe('Above 0; -1 (unset) is never sent.'),
  sourceOfFunds: text(STRING_LIMITS.line)
    .min(1)
    .describe('A source-of-funds id, or the free text when Other.'),
  placeOfBirth: text(STRING_LIMITS.name).min(1),
  nationality: countryCode,
});

const referenceItem = z.object({ id: z.string().min(1), name: z.string().min(1) });

export const questionnaireAnswer = defineCall({
  id: 'questionnaireAnswer',
  area: 'questionnaire',
  method: 'GET',
  path: '/v1/player/questionnaire/answer',
  summary: 'The questionnaire answer on record, if any',
  source: 'spec 2 §7 "Questionnaire: GET /player/questionnaire/answer"',
  designed: ['response'],
  auth: 'player',
  response: z
    .object({ answer: answer.nullable(), submittedAt: dateTime.nullable() })
    .describe(designed('The stored answer, null before the first submission.')),
});

export const questionnaireSubmit = defineCall({
  id: 'questionnaireSubmit',
  area: 'questionnaire',
  method: 'POST',
  path: '/v1/player/questionnaire/answer',
  summary: 'Submit the questionnaire',
  source: 'spec 2 §7 "Questionnaire: POST /player/questionnaire/answer"',
  designed: ['response'],
  auth: 'player',
  body: answer,
  response: z
    .object({ answer, submittedAt: dateTime })
    .describe(designed('The stored answer; KYC moves on to EDD_UNDER_REVIEW.')),
  successStatus: 201,
  errors: [ERRORS.questionnaireNotRequired],
});

export const occupations = defineCall({
  id: 'occupations',
  area: 'questionnaire',
  method: 'GET',
  path: '/v1/player/occupations',
  summary: 'Occupations to choose from',
  source: 'spec 2 §7 "Reference lists: GET occupations"',
  designed: ['path', 'response'],
  auth: 'player',
  response: z.array(referenceItem).describe(designed('Ids and names; the site adds Other.')),
});

export const sourceOfFunds = defineCall({
  id: 'sourceOfFunds',
  area: 'questionnaire',
  method: 'GET',
  path: '/v1/player/source-of-funds',
  summary: 'Sources of funds to choose from (read from result)',
  source: 'spec 2 §7 "Reference lists: source of funds (result)"',
  designed: ['path'],
  auth: 'player',
  response: z.object({ result: z.array(referenceItem) }),
});

export const salaryRanges = defineCall({
  id: 'salaryRanges',
  area: 'questionnaire',
  method: 'GET',
  path: '/v1/player/salary-range',
  summary: 'Salary ranges to choose from',
  source: 'spec 2 §7 "Reference lists: /player/salary-range"',
  designed: ['response'],
  auth: 'player',
  response: z
    .array(
      z.object({
        id: z.number().int().positive(),
        label: z.string(),
        min: amount,
        max: amount.nullable(),
        currencyCode,
      }),
    )
    .describe(designed('Ranges with ids above 0.')),
});

export const questionnaireCalls = [
  questionnaireAnswer,
  questionnaireSubmit,
  occupations,
  sourceOfFunds,
  salaryRanges,
] as const;
