/**
 * What every handler module speaks (handlers/*.ts) and the router calls (router.ts).
 *
 * - Handlers are grouped by the auth the contract gives their call (packages/player-api `Auth`):
 *   under `player` a call the router has authenticated, whose handler gets the session; under
 *   `none` a call anyone may make, whose handler gets no session. The router refuses, when it is
 *   mounted, a handler filed under the other auth than its call's, so a handler's types and the
 *   contract agree.
 * - `BodyOf` and `QueryOf` are a call's body and query as the router validated them.
 * - A handler refuses by throwing a `ContractRefusal` (the router answers it in the contract's
 *   error shape, the status from the error catalogue), or by `settle`-ing a service's outcome.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AnyCall, CallId, Calls, ErrorBody } from '@casino/player-api';
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

/** What the router hands every handler: the call and its validated parts. */
export interface HandlerInput {
  call: AnyCall;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  c: Context;
}

/** A player call's input: the session the router authenticated. */
export interface PlayerInput<S> extends HandlerInput {
  session: S;
}

export type Handler = (input: HandlerInput) => Promise<unknown>;
export type PlayerHandler<S> = (input: PlayerInput<S>) => Promise<unknown>;

/** A module's handlers by the auth of their calls (the contract's `Auth`: `none` or `player`). */
export interface Handlers<S> {
  /** Calls of `auth: 'none'`. */
  none?: Partial<Record<CallId, Handler>>;
  /** Calls of `auth: 'player'`. */
  player?: Partial<Record<CallId, PlayerHandler<S>>>;
}

/** The validated body of a call, typed by the contract. */
export type BodyOf<K extends CallId> = z.output<Exclude<Calls[K]['body'], undefined>>;
export type QueryOf<K extends CallId> = z.output<Calls[K]['query']>;

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
