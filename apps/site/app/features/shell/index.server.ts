/**
 * The shell area's public face for loaders and actions: the header's and footer's content, the
 * wallet, and the cookie choice a player records.
 */
export { loadShell, type ShellData } from './shell.server.ts';
export { loadWallet, type WalletView } from './wallet.server.ts';
export { cookieChoiceSchema, readPostedCookieChoice, recordCookieChoice } from './cookieConsent.server.ts';
