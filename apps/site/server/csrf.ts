/**
 * Cross-site request forgery guard: a state-changing request (anything but
 * GET, HEAD and OPTIONS) is refused with 403 when a browser says it comes from another site —
 * `Sec-Fetch-Site: cross-site`, or an `Origin` whose host is not this site's. Requests without
 * either header are not from a browser form and carry no ambient credentials a forger could ride
 * on, so they pass (the player API and the sandbox check their own callers). This is on top of
 * SameSite=Lax session cookies, which browsers already leave off cross-site POSTs.
 */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfRequest {
  method: string;
  header(name: string): string | undefined;
}

/** The host this request was addressed to (the proxy's forwarded host when trusted). */
function requestHost(request: CsrfRequest, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? request.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return (forwarded || request.header('host'))?.toLowerCase();
}

export function isCrossSite(request: CsrfRequest, trustProxy: boolean): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.header('sec-fetch-site') === 'cross-site') return true;
  const origin = request.header('origin');
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host.toLowerCase() !== requestHost(request, trustProxy);
  } catch {
    return true;
  }
}
