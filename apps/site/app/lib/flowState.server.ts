/**
 * Where a multi-step flow keeps its state between form posts (ARCHITECTURE.md packages/flows:
 * "the action restores the snapshot from the session, sends the event, persists the next
 * snapshot"): one cookie per flow, encrypted and authenticated with AES-256-GCM under a key
 * derived from SESSION_SECRET, httpOnly, SameSite=Lax, path-scoped to the flow's page and alive
 * for 30 minutes.
 *
 * Decisions:
 * - Encrypted, not only signed: a sign-up carries the player's details and, until the automatic
 *   login at its end, the password it was started with; nobody who sees the cookie (a proxy log,
 *   a shared computer's profile) can read them.
 * - A cookie rather than server memory keeps the site stateless (any instance may answer the next
 *   post). The value must stay under 4096 bytes: flows keep only what the next step needs.
 * - A cookie that fails to decrypt, has expired or no longer matches the flow's schema reads as
 *   "no flow yet": the player starts again from the first step instead of seeing an error.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { cookieValue } from './cookies.server.ts';

export const FLOW_MAX_AGE_SECONDS = 30 * 60;
const VERSION = 'v1';

export interface FlowCookieOptions {
  secret: string;
  secure: boolean;
}

export interface FlowStore<T> {
  /** The flow's state from the request's cookie, or null. */
  read(request: Request): T | null;
  /** The Set-Cookie value that stores `value` (`null` deletes the cookie). */
  write(value: T | null): string;
}

function keyFor(secret: string, name: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'casino-flow-state', name, 32));
}

/**
 * A store for one flow. `name` is the cookie's name (`casino_flow_signup`), `path` the page it
 * belongs to without the locale (the cookie is scoped to `/`, as every locale shares it).
 */
export function createFlowStore<S extends z.ZodType>(
  name: string,
  schema: S,
  options: FlowCookieOptions,
): FlowStore<z.output<S>> {
  const key = keyFor(options.secret, name);
  const attributes = (maxAge: number) =>
    [`Max-Age=${maxAge}`, 'Path=/', 'HttpOnly', ...(options.secure ? ['Secure'] : []), 'SameSite=Lax'].join(
      '; ',
    );
  return {
    read(request) {
      const raw = cookieValue(request.headers.get('Cookie'), name);
      if (!raw) return null;
      try {
        const [version, iv, tag, data] = raw.split('.');
        if (version !== VERSION || !iv || !tag || !data) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
        const { expiresAt, value } = JSON.parse(plain.toString('utf8')) as {
          expiresAt: number;
          value: unknown;
        };
        if (typeof expiresAt !== 'number' || expiresAt < Date.now()) return null;
        const parsed = schema.safeParse(value);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write(value) {
      if (value === null) return `${name}=; ${attributes(0)}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = JSON.stringify({ expiresAt: Date.now() + FLOW_MAX_AGE_SECONDS * 1000, value });
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const encoded = [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join('.');
      const cookie = `${name}=${encoded}; ${attributes(FLOW_MAX_AGE_SECONDS)}`;
      if (cookie.length > 4000)
        throw new Error(`Flow state "${name}" is too large for a cookie (${cookie.length} bytes)`);
      return cookie;
    },
  };
}
