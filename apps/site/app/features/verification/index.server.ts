/** The verification area's public face for loaders and actions: the page and its posts. */
export { loadVerificationPage, runVerificationAction } from './verification.server.ts';
