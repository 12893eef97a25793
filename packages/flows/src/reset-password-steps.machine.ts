/**
 * The step machine of the reset-password flow (spec 1 §4 "Reset-password steps"): Email,
 * Verification, Password, Complete. `next` goes forward and `back` one step, both clamped at the
 * ends. The calls that move a real reset forward are added as injected actors by the onboarding
 * flow; this machine only owns the order of the steps.
 */
import { setup } from 'xstate';

export const RESET_PASSWORD_STEPS = ['email', 'verification', 'password', 'complete'] as const;
export type ResetPasswordStep = (typeof RESET_PASSWORD_STEPS)[number];

export const resetPasswordStepsMachine = setup({
  types: {
    events: {} as { type: 'next' } | { type: 'back' },
  },
}).createMachine({
  id: 'resetPasswordSteps',
  initial: 'email',
  states: {
    email: { on: { next: 'verification' } },
    verification: { on: { next: 'password', back: 'email' } },
    password: { on: { next: 'complete', back: 'verification' } },
    complete: { on: { back: 'password' } },
  },
});

/** 1-based step number for "Step 2 of 4" labels. */
export function resetPasswordStepNumber(step: ResetPasswordStep): number {
  return RESET_PASSWORD_STEPS.indexOf(step) + 1;
}
