/**
 * Routes every call of the contract (packages/player-api) into the sandbox, in one place:
 * `SiteContext` is checked by the `/v1` and `/v2` middleware before this runs; then, per call,
 * the session (player calls: missing, forged, expired or signed-out → 401 `error.token.expired`),
 * the path parameters, query, headers and JSON body against the call's schemas (→ 400
 * `error.request.invalid` with per-field `validationErrors`), then the call's handler. Every
 * string of a request has a maximum length and refuses control characters in the contract's
 * schemas (packages/player-api entities/strings.ts), so nothing longer, and no NUL byte, reaches
 * a handler or the database. The body was limited before this runs: over 64 KB answers
 * `413 error.request.too_large` without being read (`limitBodies` in body.ts, mounted by app.ts
 * before every route). A call
 * without a handler yet answers `501 error.not_implemented` in the contract's error shape; the
 * issues for money, games, compliance and bonuses add their handlers.
 * Every success answer is checked against the call's response schema, so the sandbox cannot
 * drift from the contract unnoticed (a mismatch is a 500 and a log line naming the call).
 */
import type { Context, Env, Hono } from 'hono';
import type { z } from 'zod';
import {
  ERRORS,
  callList,
  contractErrorBody,
  errorStatus,
  honoPath,
  parseHeaders,
  parseParams,
  parseQuery,
  type AnyCall,
  type CallId,
  type ErrorBody,
} from '@casino/player-api';

/** A refusal a handler throws: the status comes from the contract's error catalogue. */
export class ContractRefusal extends Error {
  readonly code: string;
  readonly extra: Pick<ErrorBody, 'validationErrors' | 'additionalInfo'>;
  constructor(
    code: string,
    message: string,
    extra: Pick<ErrorBody, 'validationErrors' | 'additionalInfo'> = {},
  ) {
    super(message);
    this.code = code;
    this.extra = extra;
  }
}

export interface HandlerInput<S> {
  call: AnyCall;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  /** The authenticated session on player calls. */
  session: S | undefined;
  c: Context;
}

export type Handler<S> = (input: HandlerInput<S>) => Promise<unknown>;
export type Handlers<S> = Partial<Record<CallId, Handler<S>>>;

export interface MountOptions<S> {
  handlers: Handlers<S>;
  /** The session of a player call's tokens, or null when they are missing or not valid now. */
  authenticate(c: Context, tokens: { idToken: string; accessToken: string }): Promise<S | null>;
}

/** The per-field `validationErrors` of a failed parse; `prefix` names the part (`query`, `params`). */
export function validationErrorsOf(
  error: z.ZodError,
  prefix: string,
): Record<string, { code: string; message: string }> {
  const fields: Record<string, { code: string; message: string }> = {};
  for (const issue of error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix;
    fields[field] ??= { code: issue.code, message: issue.message };
  }
  return fields;
}

export function refusal(
  c: Context,
  code: string,
  message: string,
  extra: Pick<ErrorBody, 'validationErrors' | 'additionalInfo'> = {},
) {
  return c.json(contractErrorBody(code, message, extra), errorStatus(code) as 400);
}

export function mountContract<S, E extends Env>(app: Hono<E>, options: MountOptions<S>): void {
  for (const call of callList) {
    app.on(call.method, honoPath(call.path), async (c) => {
      let session: S | undefined;
      if (call.auth === 'player') {
        const idToken = c.req.header('Authorization') ?? '';
        const accessToken = c.req.header('Access-Token') ?? '';
        const found = idToken && accessToken ? await options.authenticate(c, { idToken, accessToken }) : null;
        if (!found) return refusal(c, ERRORS.tokenExpired.code, 'Token expired');
        session = found;
      }

      const invalid: Record<string, { code: string; message: string }> = {};
      const params = parseParams(call, c.req.param() as Record<string, string>);
      if (!params.success) Object.assign(invalid, validationErrorsOf(params.error, 'params'));
      const query = parseQuery(call, new URL(c.req.url).searchParams);
      if (!query.success) Object.assign(invalid, validationErrorsOf(query.error, 'query'));
      const headers = parseHeaders(call, (name) => c.req.header(name));
      if (!headers.success) Object.assign(invalid, validationErrorsOf(headers.error, 'headers'));
      let body: unknown;
      if (call.body) {
        let raw: unknown;
        try {
          const text = await c.req.text();
          raw = text ? JSON.parse(text) : {};
        } catch {
          return refusal(c, ERRORS.requestInvalid.code, 'The body is not JSON', {
            validationErrors: { body: { code: 'invalid_json', message: 'The body is not JSON' } },
          });
        }
        const parsed = call.body.safeParse(raw);
        if (parsed.success) body = parsed.data;
        else Object.assign(invalid, validationErrorsOf(parsed.error, ''));
      }
      if (Object.keys(invalid).length) {
        return refusal(c, ERRORS.requestInvalid.code, `Invalid ${call.id} request`, {
          validationErrors: invalid,
        });
      }

      const handler = options.handlers[call.id as CallId];
      if (!handler)
        return refusal(c, ERRORS.notImplemented.code, `${call.id} is not implemented by the sandbox yet`);
      let result: unknown;
      try {
        result = await handler({
          call,
          params: params.data as Record<string, unknown>,
          query: query.data as Record<string, unknown>,
          headers: headers.data as Record<string, unknown>,
          body,
          session,
          c,
        });
      } catch (error) {
        if (error instanceof ContractRefusal) return refusal(c, error.code, error.message, error.extra);
        throw error;
      }
      if (result instanceof Response) return result;
      if (call.successStatus === 204) return c.body(null, 204);
      const checked = call.response.safeParse(result);
      if (!checked.success) {
        console.error(
          `[sandbox] ${call.id} answered outside the contract: ${checked.error.message.slice(0, 500)}`,
        );
        return refusal(c, ERRORS.systemError.code, 'Something went wrong');
      }
      return c.json(checked.data as object, call.successStatus);
    });
  }
}

/** Every contract call's id, for tests that check each one is routed. */
export const contractCallIds = callList.map((call) => call.id);
