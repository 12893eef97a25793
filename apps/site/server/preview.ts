/**
 * Draft preview (issue 30 "Editors"): an editor sees unpublished drafts on the site before
 * publishing. `GET /preview` turns preview on for this browser and sends it to the page asked for;
 * `GET /preview/exit` turns it off. While on, the brand's content is read in the `drafts`
 * perspective (each document's draft over the published one: the local source's `drafts`
 * perspective, or the Content Lake's with the read token), every page says so in a banner with a
 * way out, and no response of it may be cached anywhere (`Cache-Control: private, no-store`).
 *
 * Who may turn it on:
 * - With a Sanity project and read token (`SANITY_PROJECT_ID`, `SANITY_API_TOKEN`): the studio's
 *   "Preview on site" action (studio/previewAction.ts) makes a short-lived secret in the dataset
 *   with the editor's own session (@sanity/preview-url-secret, as Sanity's Presentation tool
 *   does), and the site checks it against the dataset with its token: no secret ever sits in
 *   browser JavaScript.
 * - Locally (the brands' own datasets): `PREVIEW_SECRET` (at least 32 characters, from the
 *   operator), given as `?secret=`; without it, local preview is off.
 * A wrong or missing secret answers 401 and sets nothing.
 *
 * The preview cookie is HttpOnly, SameSite=Lax, Secure in production, signed with the session
 * secret (HMAC-SHA256) and lasts an hour. The target is a path on this site (`redirect` or
 * `sanity-preview-pathname`), never another origin.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_PATH = '/preview';
export const PREVIEW_EXIT_PATH = '/preview/exit';
export const PREVIEW_COOKIE = '__preview';
/** How long a preview lasts before the editor opens it again. */
export const PREVIEW_TTL_S = 3600;
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

const sign = (value: string, secret: string) =>
  createHmac('sha256', secret).update(`preview:${value}`).digest('base64url');

const sameBytes = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The Set-Cookie header that turns preview on until `now + PREVIEW_TTL_S`. */
export function previewCookie(secret: string, now: number, secure: boolean): string {
  const expires = Math.floor(now / 1000) + PREVIEW_TTL_S;
  const value = `${expires}.${sign(String(expires), secret)}`;
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${PREVIEW_TTL_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie header that turns preview off. */
export function previewCookieCleared(secure: boolean): string {
  return `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether the request's cookies hold a preview this site signed and that has not run out. */
export function previewOn(cookieHeader: string | undefined, secret: string, now: number): boolean {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
    ?.slice(PREVIEW_COOKIE.length + 1);
  const match = raw ? /^(\d{1,12})\.([\w-]{43})$/.exec(raw) : null;
  if (!match) return false;
  const [, expires, signature] = match as unknown as [string, string, string];
  return sameBytes(signature, sign(expires, secret)) && Number(expires) * 1000 > now;
}

/** A path on this site to land on, or the home for anything else (another origin, `//host`, a backslash). */
export function safeTarget(asked: string | null | undefined): string {
  return asked && /^\/(?![/\\])[^\s\\]*$/.test(asked) && asked.length <= 2048 ? asked : '/';
}

/** The path to land on, from the query (`redirect`, or the studio's `sanity-preview-pathname`). */
export function previewTarget(url: URL): string {
  return safeTarget(url.searchParams.get('redirect') ?? url.searchParams.get('sanity-preview-pathname'));
}

/** Whether the local preview secret (`PREVIEW_SECRET`) was given. */
export function localSecretGiven(url: URL, previewSecret: string | undefined): boolean {
  const given = url.searchParams.get('secret');
  return Boolean(previewSecret && given && sameBytes(given, previewSecret));
}
