/**
 * The verification area's public face for pages (README "The site by area"): identity documents
 * and the enhanced questionnaire (spec 2 §4), and the prompt that opens the questionnaire by itself.
 */
export { QuestionnairePrompt } from './QuestionnairePrompt.tsx';
export { VerificationPage } from './VerificationPage.tsx';
