/**
 * The live feed (spec 2 §7, spec 3 §3 "Live feed messages"): a WebSocket at FEED_SOCKET_PATH
 * authorised with the feed token in the `Authorization` query parameter. The site pings with the
 * text `ping` every 20 s; messages are JSON objects of these kinds.
 */
import { z } from 'zod';
import { entity } from './registry.ts';
import { balanceMapSchema } from './wallet.ts';

/** Designed path (spec: not shown); versioned like the calls. */
export const FEED_SOCKET_PATH = '/v1/feed';

export const feedMessageSchema = entity(
  'FeedMessage',
  z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('WALLET_BALANCE'), playerId: z.string(), balance: balanceMapSchema }),
      z.object({
        type: z.literal('PLAYER_ATTRIBUTE_CHANGE'),
        playerId: z.string(),
        attributes: z.record(z.string(), z.unknown()).describe('Designed: the profile fields that changed.'),
      }),
      z.object({ type: z.literal('PLAYER_LOYALTY_LEVEL'), playerId: z.string(), isLevelUp: z.boolean() }),
    ])
    .describe('A live feed message (spec 3 §3).'),
);
export type FeedMessage = z.infer<typeof feedMessageSchema>;
