/** Rules for links and paths. A site URL must start with http, otherwise it is invalid (spec 1 §5). */

/** An absolute URL: starts with http:// or https:// and names a host. */
export function absoluteUrlRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  return (
    /^https?:\/\/[^\s/?#]+[^\s]*$/.test(value) ||
    'Must be an absolute URL starting with http, e.g. "https://example.com"'
  );
}

/**
 * Where a button or link goes: a site path (the site adds the locale prefix), a hash the site
 * handles (e.g. "#login" opens the login popup, spec 1 §2), or an absolute URL starting with http.
 */
export function linkRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  if (/^\/[^\s]*$/.test(value) && !value.startsWith('//')) return true;
  if (/^#[A-Za-z][\w-]*$/.test(value)) return true;
  return (
    absoluteUrlRule(value) === true ||
    'Must be a path such as "/promotions", a hash such as "#login", or an absolute URL starting with http'
  );
}

/**
 * A site path without the locale prefix, query or hash, e.g. "/online-casino" ("/" is home). SEO
 * descriptions and canonical mappings are looked up by it.
 */
export function pathRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  if (/^\/[a-z]{2}-[a-z]{2}(\/|$)/i.test(value)) {
    return 'Leave out the locale prefix: "/promotions", not "/en-un/promotions"';
  }
  return (
    /^\/([a-z0-9][a-z0-9._~-]*(\/[a-z0-9][a-z0-9._~:-]*)*)?$/.test(value) ||
    'Must be a lower-case path starting with "/", without query or hash, e.g. "/online-casino"'
  );
}
