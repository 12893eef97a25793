/**
 * The typed player API client: one function per call of the contract. Sends `SiteContext` on
 * every request and the `Authorization` (id token) + `Access-Token` pair on player calls (spec 1
 * §7); checks the input against the call's schemas before sending and validates every answer, so
 * nothing unchecked reaches a loader. Every failure is a `PlayerApiError` with a code:
 * - no session (or an expired one) on a player call: 401 'Token expired', `error.token.expired`,
 *   without a request (spec 1 §5, spec 3 §8);
 * - a 401 or 403 answer to a player call: `logout: true`, the site logs the player out (spec 1
 *   §4); public calls keep their 403s as refusals (sign-up's captcha and phone checks, spec 1 §8);
 * - an answer that breaks the contract: 502 `error.api.invalid_response`, reported through
 *   `onInvalidResponse`, never passed on;
 * - no answer: status 0 with `error.network`, `error.timeout` or `error.request.aborted`.
 * Failed calls are not retried (spec 1 §7 "Failed queries do not retry by default").
 */
import type { z } from 'zod';
import { calls, callList, type CallId, type CallResponse, type Calls } from './contract.ts';
import type { AnyCall } from './define.ts';
import { CLIENT_ERRORS, ERRORS, errorBodySchema, type ErrorBody } from './errors.ts';
import { HEADERS } from './headers.ts';
import { STRING_LIMITS } from './entities/strings.ts';
import { buildPath, serializeQuery } from './routing.ts';

export class PlayerApiError extends Error {
  override name = 'PlayerApiError';
  readonly status: number;
  readonly code: string;
  readonly validationErrors: ErrorBody['validationErrors'];
  readonly additionalInfo: ErrorBody['additionalInfo'];
  /** The call that failed, when known. */
  readonly callId: string | undefined;
  /** True for 401 and 403 on a player call: the session may not go on and the site logs the player out. */
  readonly logout: boolean;
  constructor(
    status: number,
    code: string,
    message: string,
    details: Pick<ErrorBody, 'validationErrors' | 'additionalInfo'> & {
      callId?: string;
      cause?: unknown;
      /** False for calls made without a session, whose 403s are refusals, not a lost session. */
      sessionCall?: boolean;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = status;
    this.code = code;
    this.validationErrors = details.validationErrors;
    this.additionalInfo = details.additionalInfo;
    this.callId = details.callId;
    this.logout = (status === 401 || status === 403) && details.sessionCall !== false;
  }
}

export interface PlayerApiTokens {
  idToken: string;
  accessToken: string;
  /** When the access token expires (ms since the epoch); an expired session fails without a call. */
  expiresAt?: number;
}

export interface PlayerApiClientOptions {
  baseUrl: string;
  siteId: number;
  /** The player's address, forwarded to the API for geolocation. */
  forwardedFor?: string;
  /** The player's browser user agent, forwarded for device flags. */
  userAgent?: string;
  /** The session, or a function reading it per call. */
  tokens?: PlayerApiTokens | (() => PlayerApiTokens | undefined);
  /** Overrides every call's own timeout. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Told about every answer that breaks the contract (the site reports these). */
  onInvalidResponse?: (error: PlayerApiError) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The type of a call without required input. */
type NoInput = Record<never, never>;
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Section<Key extends string, S> = [S] extends [undefined]
  ? unknown
  : NoInput extends InputOf<S>
    ? { [P in Key]?: InputOf<S> }
    : { [P in Key]: InputOf<S> };
type Simplify<T> = { [K in keyof T]: T[K] };

/** What a call takes: its path params, query, own headers and body, each typed by the contract. */
export type CallInput<K extends CallId> = Simplify<
  Section<'params', Calls[K]['params']> &
    Section<'query', Calls[K]['query']> &
    Section<'headers', Calls[K]['callHeaders']> &
    Section<'body', Calls[K]['body']>
>;

export type CallFunction<K extends CallId> =
  NoInput extends CallInput<K>
    ? (input?: CallInput<K>, options?: CallOptions) => Promise<CallResponse<K>>
    : (input: CallInput<K>, options?: CallOptions) => Promise<CallResponse<K>>;

export type PlayerApiClient = { [K in CallId]: CallFunction<K> };

interface RawInput {
  params?: unknown;
  query?: unknown;
  headers?: unknown;
  body?: unknown;
}

function invalidInput(call: AnyCall, part: string, error: z.ZodError): PlayerApiError {
  const validationErrors = Object.fromEntries(
    error.issues.map((issue) => [
      [part, ...issue.path.map(String)].join('.'),
      { code: issue.code, message: issue.message },
    ]),
  );
  return new PlayerApiError(400, ERRORS.requestInvalid.code, `Invalid ${call.id} ${part}`, {
    validationErrors,
    callId: call.id,
  });
}

function parsePart(call: AnyCall, part: keyof RawInput, schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(call, part, parsed.error);
  return parsed.data;
}

export function createPlayerApiClient(options: PlayerApiClientOptions): PlayerApiClient {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, '');

  function session(call: AnyCall) {
    const tokens = typeof options.tokens === 'function' ? options.tokens() : options.tokens;
    const usable =
      tokens &&
      tokens.idToken &&
      tokens.accessToken &&
      (tokens.expiresAt === undefined || tokens.expiresAt > now());
    if (!usable) {
      throw new PlayerApiError(401, ERRORS.tokenExpired.code, 'Token expired', { callId: call.id });
    }
    return tokens;
  }

  function invalidResponse(call: AnyCall, detail: string, cause?: unknown): PlayerApiError {
    const error = new PlayerApiError(
      CLIENT_ERRORS.invalidResponse.status,
      CLIENT_ERRORS.invalidResponse.code,
      `Invalid ${call.id} response: ${detail}`,
      { callId: call.id, cause },
    );
    options.onInvalidResponse?.(error);
    return error;
  }

  async function send(call: AnyCall, input: RawInput = {}, callOptions: CallOptions = {}): Promise<unknown> {
    const params = parsePart(call, 'params', call.params, input.params ?? {}) as Record<string, unknown>;
    const query = parsePart(call, 'query', call.query, input.query ?? {}) as Record<string, unknown>;
    const ownHeaders = parsePart(call, 'headers', call.callHeaders, input.headers ?? {}) as Record<
      string,
      unknown
    >;
    const body = call.body ? parsePart(call, 'body', call.body, input.body ?? {}) : undefined;

    const headers = new Headers({
      Accept: 'application/json',
      [HEADERS.siteContext]: String(options.siteId),
    });
    if (options.forwardedFor) headers.set(HEADERS.forwardedFor, options.forwardedFor);
    if (options.userAgent) headers.set(HEADERS.userAgent, options.userAgent.slice(0, STRING_LIMITS.header));
    if (call.auth === 'player') {
      const tokens = session(call);
      headers.set(HEADERS.authorization, tokens.idToken);
      headers.set(HEADERS.accessToken, tokens.accessToken);
    }
    for (const [name, value] of Object.entries(ownHeaders)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    if (body !== undefined) headers.set('Content-Type', 'application/json');

    const url = new URL(base + buildPath(call.path, params));
    url.search = serializeQuery(query).toString();

    const callerSignal = callOptions.signal;
    if (callerSignal?.aborted) {
      throw new PlayerApiError(0, CLIENT_ERRORS.aborted.code, `${call.id} aborted`, { callId: call.id });
    }
    const timeoutMs = callOptions.timeoutMs ?? options.timeoutMs ?? call.timeoutMs;
    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeoutSignal]) : timeoutSignal;

    const noAnswer = (cause: unknown): PlayerApiError => {
      if (callerSignal?.aborted) {
        return new PlayerApiError(0, CLIENT_ERRORS.aborted.code, `${call.id} aborted`, {
          callId: call.id,
          cause,
        });
      }
      if (timeoutSignal.aborted) {
        return new PlayerApiError(
          0,
          CLIENT_ERRORS.timeout.code,
          `${call.id} timed out after ${timeoutMs} ms`,
          {
            callId: call.id,
            cause,
          },
        );
      }
      return new PlayerApiError(
        0,
        CLIENT_ERRORS.network.code,
        `Network Error calling ${call.id}: ${(cause as Error).message}`,
        { callId: call.id, cause },
      );
    };

    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method: call.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (cause) {
      throw noAnswer(cause);
    }

    let json: unknown;
    let isJson = text.length > 0;
    if (isJson) {
      try {
        json = JSON.parse(text);
      } catch {
        isJson = false;
      }
    }

    if (!response.ok) {
      const parsed = call.errorBody.safeParse(json);
      const error = parsed.success ? parsed.data : errorBodySchema.safeParse(json).data;
      if (error) {
        throw new PlayerApiError(response.status, error.code, error.message, {
          validationErrors: error.validationErrors,
          additionalInfo: error.additionalInfo,
          callId: call.id,
          sessionCall: call.auth === 'player',
        });
      }
      throw new PlayerApiError(
        response.status,
        ERRORS.systemError.code,
        `${call.id} failed with status ${response.status}`,
        { callId: call.id },
      );
    }

    if (call.successStatus === 204) return undefined;
    if (!isJson) throw invalidResponse(call, `status ${response.status} without a JSON body`);
    const parsed = call.response.safeParse(json);
    if (!parsed.success) throw invalidResponse(call, parsed.error.message, parsed.error);
    return parsed.data;
  }

  const client: Record<string, (input?: RawInput, callOptions?: CallOptions) => Promise<unknown>> = {};
  for (const call of callList) {
    client[call.id] = (input, callOptions) => send(call, input, callOptions);
  }
  return client as unknown as PlayerApiClient;
}

/** The contract definition behind a client function, e.g. for logging. */
export function callDefinition<K extends CallId>(id: K): Calls[K] {
  return calls[id];
}
