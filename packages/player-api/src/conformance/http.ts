/** Raw HTTP for the conformance suite: requests exactly as a client would send them, no client-side validation. */
import { HEADERS } from '../headers.ts';
import { buildPath, serializeQuery } from '../routing.ts';
import type { AnyCall } from '../define.ts';

export interface Session {
  idToken: string;
  accessToken: string;
}

export interface Probe {
  siteId?: number | undefined;
  session?: Session | undefined;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  contentType: string;
  json: unknown;
  text: string;
}

export interface Transport {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

export async function send(transport: Transport, call: AnyCall, probe: Probe): Promise<Answer> {
  const url = new URL(transport.baseUrl.replace(/\/+$/, '') + buildPath(call.path, probe.params ?? {}));
  for (const [key, value] of serializeQuery(probe.query ?? {})) url.searchParams.append(key, value);
  const headers = new Headers({ Accept: 'application/json', ...probe.headers });
  if (probe.siteId !== undefined) headers.set(HEADERS.siteContext, String(probe.siteId));
  if (probe.session) {
    headers.set(HEADERS.authorization, probe.session.idToken);
    headers.set(HEADERS.accessToken, probe.session.accessToken);
  }
  let body: string | undefined;
  if (probe.body !== undefined && call.method !== 'GET') {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(probe.body);
  }
  const response = await transport.fetch(url, {
    method: call.method,
    headers,
    body,
    signal: AbortSignal.timeout(transport.timeoutMs),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', json, text };
}

/** A value that satisfies a path parameter's schema as well as a probe can: digits for numbers. */
export function probeParams(call: AnyCall): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(call.params.shape)) {
    const type = (schema as { def?: { type?: string } }).def?.type;
    params[name] = type === 'number' || type === 'int' ? 1 : 'conformance-probe';
  }
  return params;
}
