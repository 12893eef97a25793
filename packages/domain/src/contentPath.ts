/**
 * The page path content is keyed by (spec 3 §7 "SEO description by path"; schemas/seoDescription.ts:
 * the path leaves out the locale prefix, "/" is the home page).
 */

/** A path as content keys it: no query or hash, no repeated or trailing slash, "/" for home. */
export function contentPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
