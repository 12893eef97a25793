import { describe, expect, it } from 'vitest';
import { RETURN_STATE, newReturnState, sameReturnState } from './returnState.server.ts';

describe('return state', () => {
  it('is random and well formed', () => {
    const a = newReturnState();
    expect(a).toMatch(RETURN_STATE);
    expect(newReturnState()).not.toBe(a);
  });

  it('matches only the stored value', () => {
    const stored = newReturnState();
    expect(sameReturnState(stored, stored)).toBe(true);
    expect(sameReturnState(newReturnState(), stored)).toBe(false);
    expect(sameReturnState(undefined, stored)).toBe(false);
    expect(sameReturnState(stored, undefined)).toBe(false);
    expect(sameReturnState('short', 'short')).toBe(false);
  });
});
