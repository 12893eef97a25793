/** Filing handlers by auth: the router refuses, at mount, a handler under the other auth than its call's. */
import { describe, expect, it } from 'vitest';
import { handlersByCall } from './router.ts';

const answer = async () => ({});

describe('handlers by call', () => {
  it('files a player call under player and an open call under none', () => {
    const { none, player } = handlersByCall([{ none: { signIn: answer } }, { player: { wallet: answer } }]);
    expect([...none.keys()]).toEqual(['signIn']);
    expect([...player.keys()]).toEqual(['wallet']);
  });

  it('refuses a handler under the other auth than the contract gives its call', () => {
    expect(() => handlersByCall([{ none: { wallet: answer } }])).toThrow(
      "The handler of wallet is filed under auth 'none'; the contract says 'player'",
    );
    expect(() => handlersByCall([{ player: { signIn: answer } }])).toThrow(/signIn .* 'none'/);
  });

  it('refuses two handlers of one call', () => {
    expect(() => handlersByCall([{ none: { signIn: answer } }, { none: { signIn: answer } }])).toThrow(
      'Two handlers for signIn',
    );
  });
});
