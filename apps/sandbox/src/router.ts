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
 * before every route). A call the sandbox has no handler for answers `501 error.not_implemented`
 * in the contract's error shape.
 *
 * Handlers come grouped by their call's auth (kernel/handlers.ts `Handlers`): a player call's
 * handler is given the session authenticated here, a call without auth none. Mounting refuses a
 * handler filed under the other auth than the contract gives its call, or two handlers of one call.
 * Every success answer is checked against the call's response schema, so the sandbox cannot
 * drift from the contract unnoticed (a mismatch is a 500 and a log line naming the call).
 */
import type { Context, Env, Hono } from 'hono';
import type { z } from 'zod';
import {
  ERRORS,
  callList,
  calls,
  contractErrorBody,
  errorStatus,
  honoPath,
  parseHeaders,
  parseParams,
  parseQuery,
  type CallId,
  type ErrorBody,
} from '@casino/player-api';
import { ContractRefusal, type CallInput, type Handlers } from './kernel/handlers.ts';

export interface MountOptions<S> {
  /** Every handler module's handlers. */
  handlers: ReadonlyArray<Handlers<S>>;
  /** The session of a player call's tokens, or null when they are missing or not valid now. */
  authenticate(c: Context, tokens: { idToken: string; accessToken: string }): Promise<S | null>;
}

/**
 * A handler as the router calls it: with the input it validated for the handler's call (each
 * handler's own type, `kernel/handlers.ts` `Handler<K>`, is that call's).
 */
type RouteHandler = (input: CallInput<CallId>) => Promise<unknown>;
type PlayerRouteHandler<S> = (input: CallInput<CallId> & { session: S }) => Promise<unknown>;

/**
 * The handlers of every module by call id, each checked against its call's auth in the contract.
 * Throws, naming the call, on a handler filed under the wrong auth or given twice.
 */
export function handlersByCall<S>(modules: ReadonlyArray<Handlers<S>>): {
  none: Map<CallId, RouteHandler>;
  player: Map<CallId, PlayerRouteHandler<S>>;
} {
  const none = new Map<CallId, RouteHandler>();
  const player = new Map<CallId, PlayerRouteHandler<S>>();
  const file = <H>(into: Map<CallId, H>, auth: 'none' | 'player', list: object = {}) => {
    for (const [id, handler] of Object.entries(list) as Array<[CallId, H | undefined]>) {
      if (!handler) continue;
      const call = calls[id];
      if (!call) throw new Error(`A handler for ${id}, which is no call of the contract`);
      if (call.auth !== auth) {
        throw new Error(
          `The handler of ${id} is filed under auth '${auth}'; the contract says '${call.auth}'`,
        );
      }
      if (none.has(id) || player.has(id)) throw new Error(`Two handlers for ${id}`);
      into.set(id, handler);
    }
  };
  for (const module of modules) {
    file(none, 'none', module.none);
    file(player, 'player', module.player);
  }
  return { none, player };
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
  const handlers = handlersByCall(options.handlers);
  /** The session of a player call's tokens, or null. */
  async function sessionOf(c: Context): Promise<S | null> {
    const idToken = c.req.header('Authorization') ?? '';
    const accessToken = c.req.header('Access-Token') ?? '';
    return idToken && accessToken ? options.authenticate(c, { idToken, accessToken }) : null;
  }
  for (const call of callList) {
    const openHandler = handlers.none.get(call.id as CallId);
    const playerHandler = handlers.player.get(call.id as CallId);
    app.on(call.method, honoPath(call.path), async (c) => {
      const session = call.auth === 'player' ? await sessionOf(c) : undefined;
      if (session === null) return refusal(c, ERRORS.tokenExpired.code, 'Token expired');

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

      // Validated against the call's own schemas above: the shape its handler's type names.
      const input = {
        call,
        params: params.data,
        query: query.data,
        headers: headers.data,
        body,
        c,
      } as CallInput<CallId>;
      const run =
        session !== undefined
          ? playerHandler && (() => playerHandler({ ...input, session }))
          : openHandler && (() => openHandler(input));
      if (!run) {
        return refusal(c, ERRORS.notImplemented.code, `${call.id} is not implemented by the sandbox yet`);
      }
      let result: unknown;
      try {
        result = await run();
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
