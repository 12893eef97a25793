/** The account area's public face for loaders and actions: the page's reads and its posts. */
export { loadAccountPage, runAccountAction } from './account.server.ts';
