/**
 * An occupation in the enhanced-due-diligence questionnaire (spec 2 §3 "Enhanced questionnaire":
 * the occupations reference list; `occupation` is sent with the answer). Shape and decisions in
 * `questionnaireList.ts`.
 */
import { questionnaireListType } from './questionnaireList.ts';

export const occupation = questionnaireListType({
  name: 'occupation',
  title: 'Occupation',
  exampleCode: 'engineer',
});
