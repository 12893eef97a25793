/**
 * The loyalty level over the contract and the live feed (spec 3 §7 "/player/loyalty-level", spec 2
 * §3 PLAYER_LOYALTY_LEVEL; services/loyalty/), on PGlite and PostgreSQL: a player starts at the
 * first level of their brand's ladder; cash wagered earns points; crossing a threshold raises the
 * level and the feed says so once; a voided stake takes its points back but not the level.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FEED_SOCKET_PATH } from '@casino/player-api';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useGamesApi } from '../../test/games.ts';
import { recordLevel } from '../services/loyalty/index.ts';
import { findAccounts, placeBet, voidBet } from '../services/money/index.ts';

describe.each(DATABASE_KINDS)('the loyalty level on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { server, player, playerId } = useGamesApi(t);

  it('is earned from cash wagered, announced once on the feed, and kept after a void', async () => {
    const email = 'player@demo.test';
    const api = await player(email);
    const id = await playerId(email);
    expect(await api.loyaltyLevel()).toEqual({
      level: 1,
      levelType: 'spark',
      points: 0,
      pointsToNextLevel: 500,
    });

    const { token } = await api.feedToken();
    const socket = new WebSocket(
      `${server.baseUrl.replace('http', 'ws')}${FEED_SOCKET_PATH}?Authorization=${encodeURIComponent(token)}`,
    );
    const messages: Array<{ type: string; playerId?: string; isLevelUp?: boolean }> = [];
    const waiters: Array<() => void> = [];
    socket.on('message', (data) => {
      if (data.toString() !== 'pong') messages.push(JSON.parse(data.toString()) as (typeof messages)[number]);
      waiters.splice(0).forEach((wake) => wake());
    });
    const until = async (condition: () => boolean) => {
      while (!condition()) await new Promise<void>((resolve) => waiters.push(resolve));
    };
    const levelUps = () => messages.filter((m) => m.type === 'PLAYER_LOYALTY_LEVEL');
    await until(() => messages.length > 0);

    const accounts = (await findAccounts(t.db, id))!;
    const bet = async (amount: bigint, key: string) => {
      const placed = await placeBet(t.ctx, {
        accounts,
        amount,
        category: 'CASINO',
        idempotencyKey: key,
        sessionId: null,
      });
      expect(placed.ok ? 'ok' : placed.code).toBe('ok');
    };
    await bet(40_050n, 'loyalty-test-1');
    expect(await api.loyaltyLevel()).toEqual({
      level: 1,
      levelType: 'spark',
      points: 400,
      pointsToNextLevel: 100,
    });

    // Crossing 500 raises the level, and the feed says so.
    await bet(9_950n, 'loyalty-test-2');
    await until(() => levelUps().length > 0);
    expect(levelUps()).toEqual([{ type: 'PLAYER_LOYALTY_LEVEL', playerId: id, isLevelUp: true }]);
    expect(await api.loyaltyLevel()).toEqual({
      level: 2,
      levelType: 'glow',
      points: 500,
      pointsToNextLevel: 2_000,
    });

    // A void takes its points back; the level reached is kept, and betting again raises nothing.
    expect((await voidBet(t.ctx, { accounts, betKey: 'loyalty-test-2' })).ok).toBe(true);
    expect(await api.loyaltyLevel()).toMatchObject({ level: 2, levelType: 'glow', points: 400 });
    const before = messages.length;
    await bet(5_000n, 'loyalty-test-3');
    await until(() => messages.length > before);
    expect(await recordLevel(t.ctx, id)).toBe(false);
    expect(await api.loyaltyLevel()).toMatchObject({ level: 2, points: 450, pointsToNextLevel: 2_050 });
    expect(levelUps()).toHaveLength(1);
    socket.close();
  });
});
