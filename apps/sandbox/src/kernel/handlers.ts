/**
 * What every handler module speaks (handlers/*.ts) and the router calls (router.ts).
 *
 * - Handlers are grouped by the auth the contract gives their call (packages/player-api `Auth`):
 *   under `player` a call the router has authenticated, whose handler gets the session; under
 *   `none` a call anyone may make, whose handler gets no session. The router refuses, when it is
 *   mounted, a handler filed under the other auth than its call's, so a handler's types and the
 *   contract agree.
 * - A handler's input is typed by its call id (`CallInput`): `params`, `query`, `body` and the call's
 *   own headers are the contract's zod outputs (`ParamsOf`, `QueryOf`, `BodyOf`, `HeadersOf`), as
 *   the router validated them, so a handler reads them without a cast.
 * - A handler refuses by throwing a `ContractRefusal` (the router answers it in the contract's
 *   error shape, the status from the error catalogue), or by `settle`-ing a service's outcome.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { CallId, Calls, ErrorBody } from '@casino/player-api';
import type { Outcome } from './outcomes.ts';

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

/** A call's validated path parameters, query, body and own headers, typed by the contract. */
export type ParamsOf<K extends CallId> = z.output<Calls[K]['params']>;
export type QueryOf<K extends CallId> = z.output<Calls[K]['query']>;
export type BodyOf<K extends CallId> = Calls[K]['body'] extends z.ZodType
  ? z.output<Calls[K]['body']>
  : undefined;
/** Every header the call carries, its own (`callHeaders`, e.g. `hcaptchaToken`) typed. */
export type HeadersOf<K extends CallId> = z.output<Calls[K]['callHeaders']> & Record<string, unknown>;

/** What the router hands a call's handler: the call and its parts as the router validated them. */
export interface CallInput<K extends CallId> {
  call: Calls[K];
  params: ParamsOf<K>;
  query: QueryOf<K>;
  headers: HeadersOf<K>;
  body: BodyOf<K>;
  c: Context;
}

/** A player call's input: the session the router authenticated, too. */
export interface PlayerCallInput<K extends CallId, S> extends CallInput<K> {
  session: S;
}

export type Handler<K extends CallId> = (input: CallInput<K>) => Promise<unknown>;
export type PlayerHandler<K extends CallId, S> = (input: PlayerCallInput<K, S>) => Promise<unknown>;

/**
 * A module's handlers by the auth of their calls (the contract's `Auth`: `none` or `player`), each
 * keyed by its call id, so its input arrives typed by that call: no handler casts its input.
 */
export interface Handlers<S> {
  /** Calls of `auth: 'none'`. */
  none?: { [K in CallId]?: Handler<K> };
  /** Calls of `auth: 'player'`. */
  player?: { [K in CallId]?: PlayerHandler<K, S> };
}

/** The success value of a service outcome, or the refusal thrown as the contract's error answer. */
export function settle<T extends object>(outcome: Outcome<T>): T {
  if (!outcome.ok) {
    throw new ContractRefusal(outcome.code, outcome.message, {
      ...(outcome.validationErrors ? { validationErrors: outcome.validationErrors } : {}),
      ...(outcome.additionalInfo ? { additionalInfo: outcome.additionalInfo } : {}),
    });
  }
  const { ok: _ok, ...value } = outcome;
  return value as unknown as T;
}
