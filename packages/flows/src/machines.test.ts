/**
 * Every machine of the package keeps its effects and conditions named in `setup()` (STYLE.md
 * "XState v5"): each transition's guard and each action of a state or a transition is a name the
 * machine implements (a string, or `{ type, params }`), never an inline function, so the site
 * wires a machine with `.provide()` and a test fakes any part by its name.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { depositMachine } from './deposit.machine.ts';
import { loginMachine } from './login.machine.ts';
import { payAndPlayMachine } from './pay-and-play.machine.ts';
import { resetPasswordMachine } from './reset-password.machine.ts';
import { signUpMachine } from './signup.machine.ts';
import { withdrawMachine } from './withdraw.machine.ts';

const MACHINES: Record<string, AnyStateMachine> = {
  deposit: depositMachine,
  login: loginMachine,
  payAndPlay: payAndPlayMachine,
  resetPassword: resetPasswordMachine,
  signUp: signUpMachine,
  withdraw: withdrawMachine,
};

/** What xstate makes of an `after` transition (raise the delayed event, cancel it on exit). */
const AFTER_ACTIONS = new Set(['xstate.raise', 'xstate.cancel']);

/** The name of a guard or action reference, or a description of what is not one. */
function nameOf(reference: unknown): string {
  if (typeof reference === 'string') return reference;
  if (
    (typeof reference === 'object' || typeof reference === 'function') &&
    reference !== null &&
    'type' in reference
  ) {
    const type = (reference as { type: unknown }).type;
    if (typeof type === 'string') return type;
  }
  return `<inline ${typeof reference}>`;
}

/** Every guard and action a machine's states and transitions refer to, with where. */
function references(machine: AnyStateMachine): Array<{ kind: 'guard' | 'action'; name: string; at: string }> {
  const found: Array<{ kind: 'guard' | 'action'; name: string; at: string }> = [];
  const walk = (node: AnyStateNode) => {
    const at = node.id;
    for (const action of [...node.entry, ...node.exit])
      found.push({ kind: 'action', name: nameOf(action), at });
    const transitions = [...node.transitions.values()].flat();
    for (const transition of [...transitions, ...(node.always ?? [])]) {
      if (transition.guard) found.push({ kind: 'guard', name: nameOf(transition.guard), at });
      for (const action of transition.actions) found.push({ kind: 'action', name: nameOf(action), at });
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return found;
}

describe('the machines name their guards and actions in setup()', () => {
  for (const [name, machine] of Object.entries(MACHINES)) {
    it(name, () => {
      const { guards, actions } = machine.implementations;
      const unnamed = references(machine).filter(
        (reference) =>
          // The delayed events of `after` are xstate's own (raise and cancel), not the machine's code.
          !AFTER_ACTIONS.has(reference.name) &&
          !(reference.name in (reference.kind === 'guard' ? guards : actions)),
      );
      expect(unnamed.map((reference) => `${reference.kind} ${reference.name} at ${reference.at}`)).toEqual(
        [],
      );
    });
  }
});
