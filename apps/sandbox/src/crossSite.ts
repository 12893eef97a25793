/**
 * What a browser on another site may not do to the sandbox: one middleware, `guardSandboxWrites`,
 * that app.ts mounts on `/sandbox/*` before every sandbox route, so a route added there later is
 * covered without a word. It looks at writes only (any method but GET, HEAD and OPTIONS):
 *
 * 1. Same origin, on every `/sandbox/*` write (the player pages' included): refused with 403
 *    `error.request.cross_site` (an HTML page for a form post, JSON otherwise) when
 *    `Sec-Fetch-Site` is `cross-site` or `same-site`, when `Origin` is present and is neither the
 *    request's own origin (the address it reached the sandbox at) nor `SANDBOX_PUBLIC_URL`'s, or
 *    when `Origin` is `null` without `Sec-Fetch-Site: same-origin` (the sandbox's pages send
 *    `Referrer-Policy: no-referrer`, with which a browser posts their own forms and fetches as
 *    `Origin: null`, `Sec-Fetch-Site: same-origin`). A request with neither header is not from a
 *    browser (Node's fetch, curl, the cashier's own webhook delivery) and passes; whether it may
 *    use a test surface is request.ts's question (`isTestCaller`, asked before this).
 * 2. The player pages (`playerPages`: the game pages, the cashier page and its signed webhook,
 *    the bank-ID page, the document upload page) read their own bodies (forms, multipart, JSON)
 *    after that: they post from their own origin, inside the brand site's game frame too.
 * 3. Every other write, the operator's and the tests' surfaces (clock, rate-limit reset, payment
 *    settling, withdrawal processing, document review and request, and anything added later
 *    under `/sandbox/`), takes JSON only: `Content-Type: application/json`, whatever the body
 *    (none included), else 415 `error.request.unsupported_media_type`. A browser cannot send
 *    that type to another origin without a CORS preflight, which the sandbox never grants.
 * 4. The one exception to 3 is an operator page's own form (`operatorForms`: the review page's
 *    approve, reject and expire buttons and its request form). Its post must carry the form's
 *    token (`csrfToken`, rendered into the form): `<expiry>.<HMAC-SHA256>` over the form's
 *    purpose (which document and which action; which player and site) and the expiry
 *    (`FORM_TOKEN_TTL_MS` of wall-clock time, so moving the sandbox clock does not spoil an open
 *    page), keyed with a key derived from the sandbox's signing key, as the game sessions' key is
 *    (services/games/sessions.ts), so tokens survive restarts and work across processes on one database.
 *    A missing, forged, expired or other form's token answers 403 `error.request.csrf` and
 *    changes nothing. JSON callers (tests, scripts) need no token: rules 1 and 3 cover them.
 *
 * With the test surfaces off (`jsonOnly: false`) only rule 1 applies: the routes of rules 3 and 4
 * do not exist and answer the 404 of an unknown route.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { contractErrorBody } from '@casino/player-api';
import { readFields, type Fields } from './body.ts';
import type { Database } from './db/database.ts';
import { signingKeys } from './db/schema.ts';
import { OPERATOR_PAGE_HEADERS, escapeHtml, page } from './pages/kit.ts';
import { publicBase } from './request.ts';
import { jwks } from './services/identity/index.ts';

/** The form field holding an operator form's token. */
export const CSRF_FIELD = 'csrfToken';
/** How long an operator page's form token lasts (wall-clock time: module header). */
export const FORM_TOKEN_TTL_MS = 12 * 3_600_000;

export const CROSS_SITE_CODE = 'error.request.cross_site';
export const UNSUPPORTED_MEDIA_TYPE_CODE = 'error.request.unsupported_media_type';
export const CSRF_CODE = 'error.request.csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

// Form tokens --------------------------------------------------------------------------------------

const keys = new WeakMap<Database, Promise<Buffer>>();

/** The key of the operator forms' tokens, derived from the sandbox's signing key (module header). */
export function formKeyOf(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await jwks(db); // makes sure the signing key exists
      const [row] = await db.select().from(signingKeys).where(eq(signingKeys.slot, 'current'));
      if (!row) throw new Error('No signing key');
      return createHash('sha256')
        .update(`sandbox-operator-forms:${JSON.stringify(row.privateJwk)}`)
        .digest();
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const formMac = (key: Buffer, purpose: string, expires: number) =>
  createHmac('sha256', key).update(`${purpose}\n${expires}`).digest('base64url');

/** A token for the form of `purpose`, valid `FORM_TOKEN_TTL_MS` from `now`. */
export function formToken(key: Buffer, purpose: string, now = Date.now()): string {
  const expires = now + FORM_TOKEN_TTL_MS;
  return `${expires}.${formMac(key, purpose, expires)}`;
}

/** Whether `token` is this sandbox's, for the form of `purpose`, and not expired. */
export function isFormToken(key: Buffer, purpose: string, token: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string') return false;
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= now) return false;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(formMac(key, purpose, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An operator page's form: the path it posts to, and its purpose (what its token is bound to)
 * from the path's captures and the posted fields.
 */
export interface OperatorForm {
  path: RegExp;
  purpose(captures: string[], fields: Fields, c: Context): string;
}

// The middleware -----------------------------------------------------------------------------------

export interface WriteGuardOptions {
  db: Database;
  /** Path prefixes of the player pages (rule 2), e.g. `/sandbox/games/`. */
  playerPages: readonly string[];
  /** The operator pages' forms (rule 4). */
  operatorForms: readonly OperatorForm[];
  /** Whether the operator and test surfaces exist (rules 3 and 4). */
  jsonOnly: boolean;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The sandbox's own origins for this request: the address it reached, and the public one. */
function ownOrigins(c: Context): Set<string> {
  return new Set([originOf(c.req.url), originOf(publicBase(c))].filter((origin) => origin !== null));
}

/** Why a write comes from another site, or null when it does not (rule 1). */
export function crossSiteReason(c: Context): string | null {
  const fetchSite = c.req.header('Sec-Fetch-Site')?.trim().toLowerCase();
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return `Sec-Fetch-Site: ${fetchSite}`;
  const origin = c.req.header('Origin');
  if (origin === undefined) return null;
  if (origin.trim() === 'null') return fetchSite === 'same-origin' ? null : 'Origin: null';
  const normalised = originOf(origin.trim());
  return normalised && ownOrigins(c).has(normalised) ? null : `Origin: ${origin.slice(0, 200)}`;
}

function mediaType(c: Context): string {
  return (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function refusalPage(title: string, message: string, back?: { href: string; text: string }): string {
  return page({
    title: `${title} · Sandbox`,
    main: `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>${
      back ? `\n<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>` : ''
    }`,
  });
}

/** The refusal as HTML for a browser's form post or page, else as the contract's error body. */
function refuse(
  c: Context,
  refusal: { code: string; title: string; message: string; back?: { href: string; text: string } },
): Response {
  const html = FORM_TYPES.has(mediaType(c)) || (c.req.header('Accept') ?? '').includes('text/html');
  if (html)
    return c.html(refusalPage(refusal.title, refusal.message, refusal.back), 403, OPERATOR_PAGE_HEADERS);
  return c.json(contractErrorBody(refusal.code, refusal.message), 403);
}

/** The middleware of the module header, for `/sandbox/*`. */
export function guardSandboxWrites(options: WriteGuardOptions): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const path = c.req.path;

    const crossSite = crossSiteReason(c);
    if (crossSite) {
      return refuse(c, {
        code: CROSS_SITE_CODE,
        title: 'Refused: a request from another site',
        message: `The sandbox refuses writes from another site (${crossSite}): its pages post only to their own origin, and tests and tools call without a browser.`,
      });
    }
    if (!options.jsonOnly || options.playerPages.some((prefix) => path.startsWith(prefix))) return next();

    const type = mediaType(c);
    if (type === 'application/json') return next();
    const form = FORM_TYPES.has(type)
      ? options.operatorForms.find((candidate) => candidate.path.test(path))
      : null;
    if (!form) {
      return c.json(
        contractErrorBody(
          UNSUPPORTED_MEDIA_TYPE_CODE,
          `${c.req.method} ${path} takes JSON only: send the body (even an empty one) with Content-Type: application/json${
            type ? ` (not ${type.slice(0, 100)})` : ''
          }`,
        ),
        415,
      );
    }
    const fields = await readFields(c);
    const captures = (form.path.exec(path) ?? []).slice(1).map((capture) => {
      try {
        return decodeURIComponent(capture);
      } catch {
        return capture;
      }
    });
    const key = await formKeyOf(options.db);
    if (!isFormToken(key, form.purpose(captures, fields, c), fields[CSRF_FIELD])) {
      return refuse(c, {
        code: CSRF_CODE,
        title: 'Refused: the form’s token is missing or wrong',
        message:
          'This form post has no valid token for this form (missing, expired, forged or from another form). Reload the review page and use its buttons again.',
        back: { href: '/sandbox/review', text: 'Document review' },
      });
    }
    return next();
  };
}
