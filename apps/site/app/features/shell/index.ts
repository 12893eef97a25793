/**
 * The shell area's public face (README "The site by area"): what frames every page — the header
 * with the wallet, the footer, the bottom navigation on phones, the cookie notice, the toasts, the
 * idle logout, the navigation progress and focus, and the error screens.
 */
export { COOKIE_NOTICE_HEAD_SCRIPT, CookieNotice } from './CookieNotice.tsx';
export { ErrorScreen } from './ErrorScreen.tsx';
export { IdleTimer } from './IdleTimer.tsx';
export { NavigationProgress } from './NavigationProgress.tsx';
export { PreviewBanner } from './PreviewBanner.tsx';
export { RouteFocus } from './RouteFocus.tsx';
export { SiteBottomNav } from './SiteBottomNav.tsx';
export { SiteFooter } from './SiteFooter.tsx';
export { SiteHeader, VERTICAL_LABELS } from './SiteHeader.tsx';
export { Toasts } from './Toasts.tsx';
export type { ShellData } from './shell.server.ts';
