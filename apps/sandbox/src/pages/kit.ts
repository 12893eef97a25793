/**
 * The page kit of the sandbox's own HTML pages (the slot and the roulette table, the cashier, the
 * bank ID, the document pages, the API reference): one HTML shell, the CSS they share, escaping,
 * and the headers they are served with.
 *
 * Decisions:
 * - Pages are server-rendered strings with no external assets: every form works without
 *   JavaScript, and a page that has a script has one, inline, allowed by a per-response nonce.
 * - The shared CSS is a white card (`main`) on a grey page with visible focus outlines; a page adds
 *   its own rules after it (the game pages: a dark page and a wider card).
 * - Headers: never cached, no referrer, and a CSP allowing nothing but inline styles and the
 *   nonce's script (the game pages add data: images for the game's art and their script's calls
 *   to the sandbox). `form-action 'self'` only where forms answer in place (the game pages, the
 *   review page): the cashier's and the bank ID's forms redirect to the site, which form-action
 *   would block.
 * - Framing: the operator's pages (the document review page, the API reference, the sandbox's
 *   refusals) are served with `OPERATOR_PAGE_HEADERS`: `frame-ancestors 'none'` and
 *   `X-Frame-Options: DENY`, so no other site can frame them and trick a click. The game pages
 *   stay frameable (the brand sites show them in their game frame); so do the player's cashier,
 *   bank-ID and upload pages, which the site opens at the top level today.
 */
import { randomBytes } from 'node:crypto';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** The rules every sandbox page shares. */
const KIT_STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1a1a; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px;
         border: 1px solid #c9d1d9; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  button { font-size: 1rem; padding: 0.6rem 1rem; border-radius: 4px; border: 1px solid #0b4f8a;
           cursor: pointer; }
  button:focus-visible, select:focus-visible, input:focus-visible, a:focus-visible {
    outline: 3px solid #f0a500; outline-offset: 2px; }
  a { color: #0b4f8a; }
  .hint { color: #444; font-size: 0.9rem; }
`;

export interface PageParts {
  /** The document title. */
  title: string;
  /** The page's language (`lang`), default `en`. */
  lang?: string;
  /** The page's own CSS, after the kit's. */
  style?: string;
  /** Content before `main` (a page header). */
  header?: string;
  /** The content of `main`. */
  main: string;
  /** `main`'s accessible name, when the page gives it one. */
  label?: string;
  /** The page's one inline script and the nonce its CSP allows. */
  script?: { nonce: string; code: string };
}

export function page({
  title,
  lang = 'en',
  style = '',
  header = '',
  main,
  label,
  script,
}: PageParts): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${KIT_STYLE}${style}</style>
</head>
<body>
${header}<main${label === undefined ? '' : ` aria-label="${escapeHtml(label)}"`}>
${main}
</main>
${script ? `<script nonce="${script.nonce}">${script.code}</script>` : ''}
</body>
</html>`;
}

/** A fresh nonce for a page's script. */
export function newNonce(): string {
  return randomBytes(12).toString('base64');
}

/**
 * The headers a page is served with (module header): `nonce` allows its script; `frame: 'deny'`
 * keeps it out of every frame.
 */
export function pageHeaders(
  options: { nonce?: string; formAction?: 'self'; frame?: 'deny'; images?: 'data'; connect?: 'self' } = {},
): Record<string, string> {
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    ...(options.nonce ? [`script-src 'nonce-${options.nonce}'`] : []),
    ...(options.images ? ['img-src data:'] : []),
    ...(options.connect ? ["connect-src 'self'"] : []),
    ...(options.formAction ? ["form-action 'self'"] : []),
    "base-uri 'none'",
    ...(options.frame ? ["frame-ancestors 'none'"] : []),
  ];
  return {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': policy.join('; '),
    'Referrer-Policy': 'no-referrer',
    ...(options.frame ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}

/** The operator's pages' headers (module header): no frame may show them; forms stay on the sandbox. */
export const OPERATOR_PAGE_HEADERS = pageHeaders({ formAction: 'self', frame: 'deny' });
