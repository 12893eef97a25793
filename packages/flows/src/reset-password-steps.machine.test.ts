import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  RESET_PASSWORD_STEPS,
  resetPasswordStepNumber,
  resetPasswordStepsMachine,
} from './reset-password-steps.machine.ts';

function start() {
  const actor = createActor(resetPasswordStepsMachine);
  actor.start();
  return actor;
}

describe('reset-password steps (spec 1 §4)', () => {
  it('has the four steps of the spec, starting at email', () => {
    expect(RESET_PASSWORD_STEPS).toHaveLength(4);
    expect(start().getSnapshot().value).toBe('email');
  });

  it('walks forward through every step', () => {
    const actor = start();
    const seen = [actor.getSnapshot().value];
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'next' });
      seen.push(actor.getSnapshot().value);
    }
    expect(seen).toEqual(['email', 'verification', 'password', 'complete']);
  });

  it('clamps next at complete and back at email', () => {
    const actor = start();
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('email');
    for (let i = 0; i < 10; i++) actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('goes back exactly one step', () => {
    const actor = start();
    actor.send({ type: 'next' });
    actor.send({ type: 'next' });
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('verification');
    expect(resetPasswordStepNumber('verification')).toBe(2);
  });
});
