/**
 * Moving a call's parts over HTTP, for both ends: contract paths (`/v1/player/documents/:documentId`)
 * in Hono's and OpenAPI's syntax, filling a path with params, and the wire form of query strings
 * (arrays comma-separated, numbers and booleans as text) read back into typed values.
 */
import type { z } from 'zod';
import type { AnyCall } from './define.ts';

const PARAM = /:([A-Za-z][A-Za-z0-9_]*)/g;

/** The names of a path's parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1]!);
}

/**
 * The route a Hono app registers for a contract path. Contract paths already use Hono's `:name`
 * syntax; this checks that every segment is either literal or one whole parameter, so a path can
 * never turn into an optional (`:name?`) or regex (`:name{…}`) route by accident.
 */
export function honoPath(path: string): string {
  for (const segment of path.split('/').slice(1)) {
    if (!/^(:[A-Za-z][A-Za-z0-9_]*|[A-Za-z0-9._-]+)$/.test(segment)) {
      throw new Error(`Contract path ${path} has a segment Hono would misread: "${segment}"`);
    }
  }
  return path;
}

/** `/v1/bonus/rewards/:campaignId/claim` → `/v1/bonus/rewards/{campaignId}/claim`. */
export function openApiPath(path: string): string {
  return path.replace(PARAM, '{$1}');
}

/** Fills a contract path with encoded parameter values. */
export function buildPath(path: string, params: Record<string, unknown>): string {
  return path.replace(PARAM, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The wire form of a validated query: undefined dropped, arrays comma-joined. */
export function serializeQuery(query: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.map(String).join(',') : String(value));
  }
  return search;
}

function baseType(schema: z.core.$ZodType): string {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: z.core.$ZodType };
    if (
      def.innerType &&
      ['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch'].includes(def.type)
    ) {
      current = def.innerType;
      continue;
    }
    return def.type;
  }
}

function fromWire(type: string, raw: string): unknown {
  if (type === 'array') return raw === '' ? [] : raw.split(',');
  if (type === 'number' || type === 'int') return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

/**
 * Reads a query string back into the call's typed query and validates it. Unknown keys are
 * dropped; a value of the wrong type fails validation rather than being guessed.
 */
export function parseQuery<C extends AnyCall>(
  call: C,
  search: URLSearchParams | Record<string, string | undefined>,
): z.ZodSafeParseResult<z.output<C['query']>> {
  const get = (key: string) =>
    search instanceof URLSearchParams ? (search.get(key) ?? undefined) : search[key];
  const raw: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(call.query.shape)) {
    const value = get(key);
    if (value !== undefined) raw[key] = fromWire(baseType(schema as z.core.$ZodType), value);
  }
  return call.query.safeParse(raw) as z.ZodSafeParseResult<z.output<C['query']>>;
}

/** Validates the path parameters a router matched. */
export function parseParams<C extends AnyCall>(
  call: C,
  params: Record<string, string | undefined>,
): z.ZodSafeParseResult<z.output<C['params']>> {
  return call.params.safeParse(params) as z.ZodSafeParseResult<z.output<C['params']>>;
}

/**
 * Validates every header the call carries (`SiteContext`, the session pair on player calls, its
 * own). `get` looks a header up by name case-insensitively, as `Headers#get` and Hono's
 * `c.req.header(name)` do.
 */
export function parseHeaders(
  call: AnyCall,
  get: Headers | ((name: string) => string | undefined | null),
): z.ZodSafeParseResult<Record<string, unknown>> {
  const lookup = typeof get === 'function' ? get : (name: string) => get.get(name);
  const raw: Record<string, unknown> = {};
  for (const name of Object.keys(call.headers.shape)) {
    const value = lookup(name);
    if (value !== undefined && value !== null) raw[name] = value;
  }
  return call.headers.safeParse(raw) as z.ZodSafeParseResult<Record<string, unknown>>;
}
