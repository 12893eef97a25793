/** Facts of a sandbox request shared by the routes: the caller's address and the site. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { HEADERS } from '@casino/player-api';

/** Tests may set the player's address with this header, honoured only from a loopback caller. */
export const CLIENT_IP_HEADER = 'X-Sandbox-Client-IP';

export interface Site {
  siteId: number;
  brandId: string;
  markets: string[];
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

export function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * The caller's address: `X-Sandbox-Client-IP` from a loopback caller (tests), else the first
 * `X-Forwarded-For` hop set by the site, else the socket.
 */
export function callerAddress(c: Context): string {
  const socket = socketAddress(c);
  const override = c.req.header(CLIENT_IP_HEADER)?.trim();
  if (override && isLoopback(socket)) return override;
  const forwarded = c.req.header(HEADERS.forwardedFor)?.split(',')[0]?.trim();
  return forwarded || socket;
}

/** The site the `SiteContext` middleware resolved. */
export function siteOf(c: Context): Site {
  return c.get('site') as Site;
}
