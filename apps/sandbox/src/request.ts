/**
 * Facts of a sandbox request shared by the routes: the caller's address, the site, whether the
 * caller may use the test surfaces, and the sandbox's public address (`publicBase`).
 *
 * Addresses: `X-Forwarded-For` is read from the right past the trusted proxies
 * (`forwardedClientAddress` in @casino/domain). Trusted are loopback (the site on the same
 * machine, as `npm start` runs it) and the addresses and CIDR blocks of `trustedProxies`
 * (`SANDBOX_TRUSTED_PROXIES`: where the site or a load balancer calls from in a deployment).
 * A caller that is not a trusted proxy is the client, whatever its header says; every hop is
 * validated as an IP address, so header text is never stored as one.
 *
 * Test callers (`isTestCaller`), strictly: a direct local request is one whose socket is loopback
 * and that carries no forwarding header at all: `X-Forwarded-For`, `Forwarded` or `X-Real-IP`
 * present, even empty, means a proxy may have relayed it from elsewhere, so it is not local;
 * and whose `Host` names this machine (`isLocalHost`: a loopback name or the public base's host),
 * so a page on another name rebound to 127.0.0.1 is not local either.
 * The test surfaces answer a direct local request, or a request from anywhere with the
 * `X-Sandbox-Test-Key` header equal to `SANDBOX_TEST_KEY` when that is set; everyone else gets
 * the 404 of an unknown route, and the slot ignores their `X-Sandbox-Slot-Outcome`.
 * `X-Sandbox-Client-IP` (`callerAddress`) is honoured only from a direct local request (never
 * with a forwarding header beside it, never for the test key). `SANDBOX_TEST_ROUTES=0` removes
 * both the test surfaces and the address header.
 */
import type { MarketRules } from '@casino/brands';
import { BlockList, isIP } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { forwardedClientAddress, parseIpAddress } from '@casino/domain';
import { HEADERS } from '@casino/player-api';

/** Tests may set the player's address with this header, honoured only from a direct local caller. */
export const CLIENT_IP_HEADER = 'X-Sandbox-Client-IP';
/** The secret that opens the test surfaces to a caller that is not local (`SANDBOX_TEST_KEY`). */
export const TEST_KEY_HEADER = 'X-Sandbox-Test-Key';

export interface Site {
  siteId: number;
  brandId: string;
  markets: string[];
  /** The brand site's hostnames (sites.hostnames): where a player may be sent back to. */
  hostnames: string[];
  /** The brand's rule packs by market (sites.market_rules; @casino/brands `marketRulesFor`). */
  marketRules: Readonly<Record<string, MarketRules>>;
}

/**
 * Whether `value` is an http(s) URL on the brand's own site: the only place a
 * pay-and-play redirect, a deposit's return or a game's lobby link may send a player, so a code,
 * a payment status or a player never lands on someone else's server. No user info, no other port
 * rule (locally the site's port varies).
 */
export function isSiteUrl(site: Pick<Site, 'hostnames'>, value: string | null | undefined): boolean {
  if (!value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    site.hostnames.includes(url.hostname.toLowerCase())
  );
}

/** How this sandbox reads callers; set per request by `networkMiddleware`. */
export interface NetworkPolicy {
  isTrustedProxy(address: string): boolean;
  /** Whether the test surfaces (and the address header) exist at all. */
  testRoutes: boolean;
  /** `SANDBOX_TEST_KEY`: opens the test surfaces to a remote caller that presents it. */
  testKey: string | undefined;
}

/** Parses `SANDBOX_TRUSTED_PROXIES` (comma-separated IPs and CIDR blocks); throws on a bad entry. */
export function trustedProxyList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [base = '', bits] = entry.trim().split('/');
    const family = isIP(base) === 6 ? 'ipv6' : isIP(base) === 4 ? 'ipv4' : null;
    if (!family) throw new Error(`Not an IP address or CIDR block: ${entry}`);
    if (bits === undefined) list.addAddress(base, family);
    else list.addSubnet(base, Number(bits), family);
  }
  return (address) => {
    const family = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
    return family !== null && list.check(address, family);
  };
}

const DEFAULT_POLICY: NetworkPolicy = { isTrustedProxy: () => false, testRoutes: false, testKey: undefined };

export function networkMiddleware(policy: NetworkPolicy): MiddlewareHandler {
  return async (c, next) => {
    c.set('network', policy);
    await next();
  };
}

function policyOf(c: Context): NetworkPolicy {
  return (c.get('network') as NetworkPolicy | undefined) ?? DEFAULT_POLICY;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined;
  }
}

export function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A request straight from this machine: a loopback socket and no forwarding header at all (one
 * present with an empty value counts: module header).
 */
function isDirectLocal(c: Context): boolean {
  const socket = socketAddress(c);
  return (
    !!socket &&
    isLoopback(socket) &&
    FORWARDING_HEADERS.every((name) => !c.req.raw.headers.has(name)) &&
    isLocalHost(c)
  );
}

/**
 * Whether the request names this machine in its `Host`: a loopback name or address, or the host
 * of `SANDBOX_PUBLIC_URL`. A web page whose own name an attacker points at 127.0.0.1 (DNS
 * rebinding) reaches the loopback socket with its own name as the Host, so it is not local.
 */
export function isLocalHost(c: Context): boolean {
  let host: string;
  try {
    host = new URL(c.req.url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  )
    return true;
  const configured = process.env.SANDBOX_PUBLIC_URL?.trim();
  if (!configured) return false;
  try {
    return new URL(configured).hostname.toLowerCase() === host;
  } catch {
    return false;
  }
}

/** Whether this caller may use the test surfaces (module header). */
export function isTestCaller(c: Context): boolean {
  const policy = policyOf(c);
  if (!policy.testRoutes) return false;
  if (sameSecret(c.req.header(TEST_KEY_HEADER), policy.testKey)) return true;
  return isDirectLocal(c);
}

/**
 * The caller's address: `X-Sandbox-Client-IP` from a direct local caller while the test surfaces
 * are on, else `X-Forwarded-For` past the trusted proxies, else the socket; '' when none is known
 * (a request with no socket).
 */
export function callerAddress(c: Context): string {
  const override = c.req.header(CLIENT_IP_HEADER);
  const socket = socketAddress(c);
  if (override && policyOf(c).testRoutes && isDirectLocal(c)) {
    const address = parseIpAddress(override);
    if (address) return address;
  }
  const trust = (address: string) => isLoopback(address) || policyOf(c).isTrustedProxy(address);
  return forwardedClientAddress({ socket, forwardedFor: c.req.header(HEADERS.forwardedFor), trust }) ?? '';
}

/** The site the `SiteContext` middleware resolved. */
export function siteOf(c: Context): Site {
  return c.get('site') as Site;
}

/**
 * The sandbox's address as the browser reaches it, for the URLs of its own pages that answers
 * carry (cashier, bank ID, games): `SANDBOX_PUBLIC_URL` when set, else the address the call
 * reached the sandbox at.
 */
export function publicBase(c: Context): string {
  const configured = process.env.SANDBOX_PUBLIC_URL?.trim().replace(/\/+$/, '');
  return configured || new URL(c.req.url).origin;
}
