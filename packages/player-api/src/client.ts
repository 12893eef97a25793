/**
 * The typed player API client. Sends the `SiteContext` header on every request and the
 * `Authorization` + `Access-Token` pair on authenticated calls (spec 1 §7); validates every
 * response against the contract, so nothing unchecked from the API reaches a loader.
 * Failed calls are not retried (spec 1 §7 "Failed queries do not retry by default").
 */
import {
  HEADERS,
  calls,
  errorBodySchema,
  type CallId,
  type CallRequest,
  type CallResponse,
} from './contract.ts';

export class PlayerApiError extends Error {
  override name = 'PlayerApiError';
  readonly status: number;
  readonly code: string;
  readonly validationErrors: Record<string, string[]> | undefined;
  constructor(status: number, code: string, message: string, validationErrors?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.code = code;
    this.validationErrors = validationErrors;
  }
}

export interface PlayerApiTokens {
  idToken: string;
  accessToken: string;
}

export interface PlayerApiClientOptions {
  baseUrl: string;
  siteId: number;
  /** The player's address, forwarded to the API for geolocation. */
  forwardedFor?: string;
  tokens?: PlayerApiTokens;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type PlayerApiClient = {
  [K in CallId]: (input?: CallRequest<K>) => Promise<CallResponse<K>>;
};

export function createPlayerApiClient(options: PlayerApiClientOptions): PlayerApiClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function send<K extends CallId>(id: K, input: CallRequest<K> | undefined): Promise<CallResponse<K>> {
    const call = calls[id];
    const parsedInput = call.request.safeParse(input ?? {});
    if (!parsedInput.success) {
      throw new PlayerApiError(
        400,
        'error.request.invalid',
        `Invalid ${id} request: ${parsedInput.error.message}`,
      );
    }
    const headers = new Headers({
      Accept: 'application/json',
      [HEADERS.siteContext]: String(options.siteId),
    });
    if (options.forwardedFor) headers.set(HEADERS.forwardedFor, options.forwardedFor);
    if (call.auth === 'player') {
      if (!options.tokens) throw new PlayerApiError(401, 'error.token.expired', 'Token expired');
      headers.set(HEADERS.authorization, options.tokens.idToken);
      headers.set(HEADERS.accessToken, options.tokens.accessToken);
    }
    const url = new URL(base + call.path);
    let body: string | undefined;
    const data = parsedInput.data as Record<string, unknown>;
    if (call.method === 'GET' || call.method === 'DELETE') {
      for (const [key, value] of Object.entries(data)) {
        if (value !== undefined) url.searchParams.set(key, String(value));
      }
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(data);
    }

    let response: Response;
    try {
      response = await doFetch(url, {
        method: call.method,
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (cause) {
      throw new PlayerApiError(
        0,
        'error.network',
        `Network Error calling ${id}: ${(cause as Error).message}`,
      );
    }

    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = errorBodySchema.safeParse(json);
      if (error.success) {
        throw new PlayerApiError(
          response.status,
          error.data.code,
          error.data.message,
          error.data.validationErrors,
        );
      }
      throw new PlayerApiError(
        response.status,
        'error.system.error',
        `${id} failed with status ${response.status}`,
      );
    }
    const parsed = call.response.safeParse(json);
    if (!parsed.success) {
      throw new PlayerApiError(
        502,
        'error.api.invalid_response',
        `Invalid ${id} response: ${parsed.error.message}`,
      );
    }
    return parsed.data as CallResponse<K>;
  }

  const client = {} as Record<CallId, (input?: unknown) => Promise<unknown>>;
  for (const id of Object.keys(calls) as CallId[]) {
    client[id] = (input) => send(id, input as CallRequest<typeof id>);
  }
  return client as PlayerApiClient;
}
