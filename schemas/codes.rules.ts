/** Format rules for codes and identifiers shared by several types. */

/** An ISO 4217 currency code, e.g. "EUR". */
export function currencyCodeRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  return /^[A-Z]{3}$/.test(value) || 'Must be a three-letter upper-case currency code, e.g. "EUR"';
}

/**
 * A content id that appears in URLs and queries (a category id, provider id, list id, landing page
 * id): lower-case letters, digits, dashes and underscores.
 */
export function contentIdRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  return (
    /^[a-z0-9][a-z0-9_-]{0,63}$/.test(value) ||
    'Must be lower-case letters, digits, dashes or underscores, e.g. "new-games"'
  );
}

/**
 * Inline SVG markup for an icon. The site inlines it into the page, so it must be one <svg>
 * element without scripts, event handlers or external references.
 */
export function iconSvgRule(value: string | undefined): true | string {
  if (value === undefined || value.trim() === '') return true;
  const svg = value.trim();
  if (!/^<svg[\s>][\s\S]*<\/svg>$/i.test(svg)) return 'Must be a single <svg>…</svg> element';
  if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:|(?:xlink:)?href\s*=\s*(?!["']?#)/i.test(svg)) {
    return 'Must not contain scripts, event handlers or links to other files';
  }
  return true;
}

/** An IPv4 or IPv6 address, e.g. "203.0.113.7". */
export function ipAddressRule(value: string | undefined): true | string {
  if (value === undefined) return true;
  const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
  const ipv6 = /^(?=.*:)[0-9a-f:]{2,39}$/i;
  return ipv4.test(value) || ipv6.test(value) || 'Must be an IP address, e.g. "203.0.113.7"';
}
