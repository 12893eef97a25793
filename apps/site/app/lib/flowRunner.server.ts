/**
 * Runs one form post of a server-driven flow (ARCHITECTURE.md packages/flows: "the action restores
 * the snapshot from the session, sends the event, persists the next snapshot"): restore the
 * machine from what its flow cookie kept (or start it new), send the post's events, wait after
 * each until the machine has settled (no call running), and answer the snapshot with its
 * persisted form. Used by sign-up, reset password, pay-and-play, deposit and withdrawal.
 *
 * - An event the current state does not take (a stale form, a double post) is not sent; the
 *   answer's `accepted` is false when the last event was not taken, so the page can say so.
 * - The settle timeout is longer than the player API client's own timeouts: a call always ends
 *   (in success or an error state) before the runner gives up.
 */
import {
  createActor,
  waitFor,
  type AnyStateMachine,
  type EventFrom,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

export const SETTLE_TIMEOUT_MS = 30_000;

/** What a flow cookie keeps of a machine: a resting state and its context. */
export interface RestingFlow {
  value: string;
  context: Record<string, unknown>;
}

export interface RunFlowOptions<M extends AnyStateMachine> {
  /** A resting state and context to resolve on the machine. */
  restore?: RestingFlow | null;
  /** Or a snapshot from `getPersistedSnapshot()` (takes precedence over `restore`). */
  persisted?: unknown;
  /** The machine's input when it starts new. */
  input?: InputFrom<M>;
  /** When the machine has settled; by default when no state tagged `busy` is active. */
  settled?: (snapshot: SnapshotFrom<M>) => boolean;
  timeoutMs?: number;
}

export interface FlowRun<M extends AnyStateMachine> {
  accepted: boolean;
  snapshot: SnapshotFrom<M>;
  persisted: unknown;
}

const notBusy = (snapshot: { hasTag(tag: string): boolean }) => !snapshot.hasTag('busy');

export async function runFlow<M extends AnyStateMachine>(
  machine: M,
  events: ReadonlyArray<EventFrom<M>>,
  options: RunFlowOptions<M> = {},
): Promise<FlowRun<M>> {
  const logic = machine as AnyStateMachine;
  const snapshot = options.persisted
    ? (options.persisted as never)
    : options.restore
      ? logic.resolveState({ value: options.restore.value, context: options.restore.context })
      : undefined;
  const actor = createActor(logic, {
    ...(snapshot ? { snapshot } : {}),
    ...(options.input !== undefined ? { input: options.input } : {}),
  });
  const isSettled = (options.settled ?? notBusy) as (snapshot: SnapshotFrom<AnyStateMachine>) => boolean;
  const settle = () => waitFor(actor, isSettled, { timeout: options.timeoutMs ?? SETTLE_TIMEOUT_MS });
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
    return {
      accepted,
      snapshot: actor.getSnapshot() as SnapshotFrom<M>,
      persisted: actor.getPersistedSnapshot(),
    };
  } finally {
    actor.stop();
  }
}

/** The resting state and context to keep in the cookie. */
export function restingFlowOf(snapshot: { value: unknown; context: unknown }): RestingFlow {
  return { value: String(snapshot.value), context: snapshot.context as Record<string, unknown> };
}
