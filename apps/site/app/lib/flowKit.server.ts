/**
 * The one way a server-driven flow runs (ARCHITECTURE.md packages/flows: "the action restores the
 * snapshot from the session, sends the event, persists the next snapshot"). Every flow module in
 * this folder (`<flow>.server.ts`) is built from it: its machine's `.provide()` wiring with
 * `apiActor`, a store made by `serverFlow`, and the view it hands its route.
 *
 * - Resting states are read from the machine (`restingStatesOf`): the leaf states a flow can stop
 *   in between two posts, i.e. neither tagged `busy` (a call is running) nor transient (`always`)
 *   nor final. No flow keeps a hand-written list of its state names.
 * - One persistence format for every flow: `{ value, context }` of a resting state (a nested
 *   state as a dot path, `verification.awaiting`) in the flow's encrypted cookie
 *   (lib/flowState.server.ts), validated on the way in; a finished flow deletes its cookie.
 * - One error adapter (`flowError`): a failed player API call reaches the machine as plain data
 *   (status, code, message, validation errors, additional info), the shape every machine of
 *   packages/flows reads; anything else as status 0 with its message, logged.
 * - `run` sends a post's events one by one, waits after each until the machine has settled
 *   (no `busy` state), skips an event the current state does not take (a stale form, a double
 *   post: `accepted` is false when the last one was skipped). The settle timeout is longer than
 *   the player API client's own, so a call always ends first.
 */
import {
  createActor,
  fromPromise,
  waitFor,
  type AnyStateMachine,
  type AnyStateNode,
  type ContextFrom,
  type EventFrom,
  type InputFrom,
  type NonReducibleUnknown,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { z } from 'zod';
import { PlayerApiError } from '@casino/player-api';
import { createFlowStore, type FlowCookieOptions, type FlowStore } from './flowState.server.ts';

export const SETTLE_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** A failed call as the machines read it. */
export interface FlowError {
  /** The HTTP status; 0 when there was no answer. */
  status: number;
  code?: string;
  message: string;
  validationErrors?: PlayerApiError['validationErrors'];
  additionalInfo?: PlayerApiError['additionalInfo'];
}

export function flowError(error: unknown): FlowError {
  if (error instanceof PlayerApiError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.validationErrors ? { validationErrors: error.validationErrors } : {}),
      ...(error.additionalInfo ? { additionalInfo: error.additionalInfo } : {}),
    };
  }
  if (typeof error === 'object' && error !== null && 'status' in error) return error as FlowError;
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`[site] flow call failed: ${message}`);
  return { status: 0, message };
}

/** A player API call as a machine's actor: its failure reaches the machine as a `FlowError`. */
export function apiActor<O, I = NonReducibleUnknown>(run: (input: I) => Promise<O>) {
  return fromPromise<O, I>(async ({ input }) => {
    try {
      return await run(input);
    } catch (error) {
      throw flowError(error);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Resting states and the store
// ---------------------------------------------------------------------------------------------

/**
 * The leaf states a flow can rest in between posts, as dot paths (module header); with `finals`,
 * its final states too (a flow whose last step the page shows once, as sign-up's Complete).
 */
export function restingStatesOf(machine: AnyStateMachine, finals = false): [string, ...string[]] {
  const found: string[] = [];
  const walk = (node: AnyStateNode, path: readonly string[]) => {
    if (node.tags.includes('busy')) return;
    const children = Object.values(node.states) as AnyStateNode[];
    if (children.length > 0) {
      for (const child of children) walk(child, [...path, child.key]);
      return;
    }
    if ((finals || node.type !== 'final') && node.always === undefined) found.push(path.join('.'));
  };
  walk(machine.root, []);
  if (found.length === 0) throw new Error(`Machine ${machine.id} has no resting state`);
  return found as [string, ...string[]];
}

/** `verification.awaiting` → `{ verification: 'awaiting' }`. */
function stateValueOf(path: string): StateValue {
  const [head, ...rest] = path.split('.');
  return rest.length === 0 ? head! : { [head!]: stateValueOf(rest.join('.')) };
}

/** A leaf state value as its dot path. */
function pathOf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0]!;
  return `${key}.${pathOf(child as StateValue)}`;
}

/** What every machine snapshot has, whatever its machine. */
type AnySnapshotOf = { status: string; value: StateValue; context: unknown };

/** What a flow's cookie keeps: a resting state and its context. */
export interface RestingFlow<M extends AnyStateMachine> {
  value: string;
  context: ContextFrom<M>;
}

export interface FlowRun<M extends AnyStateMachine> {
  accepted: boolean;
  snapshot: SnapshotFrom<M>;
  /** What to store: the resting state, or null once the machine has finished (unless `keepFinal`). */
  resting: RestingFlow<M> | null;
}

export interface RunOptions<M extends AnyStateMachine> {
  /** The machine's input when it starts new. */
  input?: InputFrom<M>;
  timeoutMs?: number;
}

export interface ServerFlowDefinition<M extends AnyStateMachine, X extends z.ZodObject | undefined> {
  /** The flow cookie's name. */
  cookie: string;
  /** The machine as packages/flows defines it (its states and types; the wiring comes per run). */
  machine: M;
  /** How much of a stored context to check (the cookie is authenticated; this drops old formats). */
  context: z.ZodType;
  /** The settle timeout, when a step may take longer than one call (sign-up's login retries). */
  timeoutMs?: number;
  /** Store the final state too, for a page that shows it once and then deletes the cookie. */
  keepFinal?: boolean;
  /** What the flow keeps beside the machine (pay-and-play's return state), validated the same way. */
  extras?: X;
}

/** The extras a flow keeps beside its machine, each optional (none without an `extras` schema). */
type ExtrasOf<X> = [X] extends [z.ZodObject] ? Partial<z.output<X>> : unknown;

export interface ServerFlow<M extends AnyStateMachine, X extends z.ZodObject | undefined> {
  readonly restingStates: readonly string[];
  store(options: FlowCookieOptions): FlowStore<RestingFlow<M> & ExtrasOf<X>>;
  /** Restores `stored` (or starts new) on the provided machine, sends `events`, settles. */
  run(
    provided: M,
    stored: RestingFlow<M> | null,
    events: ReadonlyArray<EventFrom<M>>,
    options?: RunOptions<M>,
  ): Promise<FlowRun<M>>;
}

const notBusy = (snapshot: { hasTag(tag: string): boolean }) => !snapshot.hasTag('busy');

/**
 * Restores `stored` (or starts new) on a provided machine, sends `events` one by one and waits
 * after each until the machine has settled (module header). A flow without a store (login, whose
 * whole run is one request) uses this directly.
 */
export async function runMachine<M extends AnyStateMachine>(
  provided: M,
  stored: { value: string; context: unknown } | null,
  events: ReadonlyArray<EventFrom<M>>,
  options: RunOptions<M> = {},
): Promise<{ accepted: boolean; snapshot: SnapshotFrom<M> }> {
  const logic = provided as AnyStateMachine;
  const snapshot = stored
    ? logic.resolveState({ value: stateValueOf(stored.value), context: stored.context })
    : undefined;
  const actor = createActor(logic, {
    ...(snapshot ? { snapshot } : {}),
    ...(options.input !== undefined ? { input: options.input } : {}),
  });
  const settle = () => waitFor(actor, notBusy, { timeout: options.timeoutMs ?? SETTLE_TIMEOUT_MS });
  actor.start();
  try {
    await settle();
    let accepted = true;
    for (const event of events) {
      accepted = actor.getSnapshot().can(event);
      if (!accepted) continue;
      actor.send(event);
      await settle();
    }
    return { accepted, snapshot: actor.getSnapshot() as SnapshotFrom<M> };
  } finally {
    actor.stop();
  }
}

export function serverFlow<M extends AnyStateMachine, X extends z.ZodObject | undefined = undefined>(
  definition: ServerFlowDefinition<M, X>,
): ServerFlow<M, X> {
  const restingStates = restingStatesOf(definition.machine, definition.keepFinal);
  const schema = z
    .object({ value: z.enum(restingStates), context: definition.context })
    .extend(definition.extras?.partial().shape ?? {});
  return {
    restingStates,
    // The schema checks the context as far as the definition asks; the machine's type is its contract.
    store: (options) =>
      createFlowStore(definition.cookie, schema, options) as unknown as FlowStore<
        RestingFlow<M> & ExtrasOf<X>
      >,
    async run(provided, stored, events, options = {}) {
      const { accepted, snapshot } = await runMachine(provided, stored, events, {
        ...options,
        timeoutMs: options.timeoutMs ?? definition.timeoutMs,
      });
      const settled = snapshot as AnySnapshotOf;
      return {
        accepted,
        snapshot,
        resting:
          settled.status === 'done' && !definition.keepFinal
            ? null
            : { value: pathOf(settled.value), context: settled.context as ContextFrom<M> },
      };
    },
  };
}
