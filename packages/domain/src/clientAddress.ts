/**
 * The client's address behind proxies (the rule Express's `trust proxy` and the common load
 * balancers document). Each proxy appends the address it received the request from to
 * `X-Forwarded-For`, so only the right-hand end of the list is written by someone we trust; the
 * left-hand hops are whatever the client sent.
 *
 * Rule: read the chain `[...X-Forwarded-For hops, socket address]` from the right, skip the
 * trusted proxies (a count of hops, or a predicate over addresses), and the first address left
 * is the client. Every hop is validated as an IP address: reading stops at the first hop that is
 * not one (header text is never taken as an address), and the answer is then the nearest valid
 * address to its right, the proxy that passed it on. IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is read
 * as the IPv4 address.
 */
import { ipv4ToInt } from './guards.ts';

/** How many proxies in front of us to trust, or which addresses are trusted proxies. */
export type ProxyTrust = number | ((address: string) => boolean);

const IPV6 = /^[0-9a-f:.]{2,45}$/i;

/** The address in canonical text, or null when `text` is not an IPv4 or IPv6 address. */
export function parseIpAddress(text: string): string | null {
  const value = text.trim();
  if (!value || value.length > 45) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value)?.[1];
  const v4 = mapped ?? value;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(v4)) return ipv4ToInt(v4) === null ? null : v4;
  if (!IPV6.test(value) || !value.includes(':')) return null;
  try {
    // The URL parser is a complete IPv6 parser in every runtime; it answers the canonical form.
    return new URL(`http://[${value}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/** The client's address, per the rule in the module header; null when even the socket's is unknown. */
export function forwardedClientAddress(input: {
  socket: string | undefined;
  forwardedFor: string | undefined;
  trust: ProxyTrust;
}): string | null {
  const hops = (input.forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = [...hops, input.socket ?? ''];
  let answer: string | null = null;
  for (let index = chain.length - 1, skipped = 0; index >= 0; index--, skipped++) {
    const address = parseIpAddress(chain[index]!);
    if (!address) return answer;
    answer = address;
    const trusted = typeof input.trust === 'number' ? skipped < input.trust : input.trust(address);
    if (!trusted) return address;
  }
  return answer;
}
