/** The game-frame protocol's schemas (gameFrame.ts): what the site accepts from a game frame. */
import { describe, expect, it } from 'vitest';
import {
  GAME_FRAME_PING_MS,
  GAME_FRAME_SOURCE,
  SITE_FRAME_SOURCE,
  gameFrameMessage,
  parseGameFrameMessage,
  siteFrameMessage,
} from './gameFrame.ts';

const game = (message: Record<string, unknown>) => ({ source: GAME_FRAME_SOURCE, ...message });

describe('game frame messages', () => {
  it('accepts every message a game sends', () => {
    for (const message of [
      game({ type: 'ready', gameId: 'roulette1', mode: 'real', category: 'LIVE_CASINO', currency: 'EUR' }),
      game({ type: 'balanceUpdate', balance: '1234.50', currency: 'EUR' }),
      game({
        type: 'roundEnd',
        roundId: 'evolution/roulette1#58345',
        stake: '3.00',
        win: '0.00',
        currency: 'SEK',
      }),
      game({ type: 'ping' }),
      game({
        type: 'limitReached',
        code: 'SELF_SPEND_LIMIT_REACHED',
        message: 'Your spend limit does not allow this bet',
      }),
    ]) {
      expect(parseGameFrameMessage(message), JSON.stringify(message)).toEqual(message);
    }
    expect(GAME_FRAME_PING_MS).toBe(30_000);
  });

  it('ignores other sources, unknown types and malformed fields', () => {
    for (const data of [
      null,
      'ready',
      { type: 'ready' },
      { source: 'another-game', type: 'ping' },
      game({ type: 'explode' }),
      game({ type: 'balanceUpdate', balance: 12.5, currency: 'EUR' }),
      game({ type: 'balanceUpdate', balance: '12.5', currency: 'EUR' }),
      game({ type: 'balanceUpdate', balance: '12.50', currency: 'eur' }),
      game({ type: 'ready', gameId: '', mode: 'real', category: 'LIVE_CASINO', currency: 'EUR' }),
      game({ type: 'ready', gameId: 'x', mode: 'fun', category: 'CASINO', currency: 'EUR' }),
      game({ type: 'roundEnd', roundId: 'r1', stake: '1.00', currency: 'EUR' }),
      { source: SITE_FRAME_SOURCE, type: 'pause' },
    ]) {
      expect(parseGameFrameMessage(data), JSON.stringify(data)).toBeNull();
      expect(gameFrameMessage.safeParse(data).success).toBe(false);
    }
  });

  it('defines the site’s messages to the game: pause, resume, reality check', () => {
    const site = (message: Record<string, unknown>) => ({ source: SITE_FRAME_SOURCE, ...message });
    expect(siteFrameMessage.safeParse(site({ type: 'pause' })).success).toBe(true);
    expect(siteFrameMessage.safeParse(site({ type: 'resume' })).success).toBe(true);
    const check = site({
      type: 'realityCheck',
      elapsedMinutes: 60,
      turnover: '120.00',
      winnings: '80.00',
      currency: 'EUR',
    });
    expect(siteFrameMessage.safeParse(check).success).toBe(true);
    expect(siteFrameMessage.safeParse({ ...check, delta: '-40.00' }).success).toBe(true);
    expect(siteFrameMessage.safeParse({ ...check, elapsedMinutes: -1 }).success).toBe(false);
    expect(siteFrameMessage.safeParse({ ...check, source: GAME_FRAME_SOURCE }).success).toBe(false);
  });
});
