/**
 * Response headers of every page:
 * - Content-Security-Policy with a fresh nonce per document for scripts and the theme's inline
 *   style; `frame-src` and `form-action` limited to the site and the player API's origin, where the
 *   game, cashier and bank-identification pages live (the sandbox; an operator's own providers are
 *   added with FRAME_ORIGINS); `connect-src` adds the live feed; `frame-ancestors 'none'` (the site
 *   is never framed). Style attributes stay allowed (`style-src-attr`): some components set layout
 *   inline; scripts cannot.
 * - HSTS in production; X-Content-Type-Options, Referrer-Policy, X-Frame-Options for older browsers.
 */
export interface SecurityOptions {
  nonce: string;
  production: boolean;
  /**
   * `npm run dev` (dev.ts): Vite's client injects stylesheets as `<style>` elements it cannot give
   * the request's nonce, so styles may be inline there (only there: never in a build).
   */
  development?: boolean;
  /** Origins of the game, cashier and bank-ID pages (framed or posted to / redirected to). */
  frameOrigins: readonly string[];
  /** Origins the browser connects to besides the site (the live feed). */
  connectOrigins: readonly string[];
  /** Origins of content images besides the site (Sanity's CDN). */
  imageOrigins: readonly string[];
}

export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(options: SecurityOptions): string {
  const nonce = `'nonce-${options.nonce}'`;
  const list = (origins: readonly string[]) => [...new Set(origins)].join(' ');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', `'self' ${nonce}`],
    ['style-src', options.development ? "'self' 'unsafe-inline'" : `'self' ${nonce}`],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', `'self' data: ${list(options.imageOrigins)}`.trim()],
    ['font-src', "'self'"],
    ['connect-src', `'self' ${list(options.connectOrigins)}`.trim()],
    ['frame-src', `'self' ${list(options.frameOrigins)}`.trim()],
    ['form-action', `'self' ${list(options.frameOrigins)}`.trim()],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Headers for every response of the site (documents add the CSP). */
export function baseSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
