/** Reading one cookie of a request's `Cookie` header, for every cookie the site keeps itself. */

/** The value of cookie `name` (trimmed), or null when the header has none. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return null;
}
