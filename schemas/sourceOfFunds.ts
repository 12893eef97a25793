/**
 * A source of funds in the enhanced-due-diligence questionnaire (spec 2 §3 "Enhanced questionnaire":
 * the source-of-funds reference list; `sourceOfFunds` is sent with the answer). Shape and decisions
 * in `questionnaireList.ts`.
 */
import { questionnaireListType } from './questionnaireList.ts';

export const sourceOfFunds = questionnaireListType({
  name: 'sourceOfFunds',
  title: 'Source of funds',
  exampleCode: 'salary',
});
