/**
 * The feed token (spec 2 §7 "Feed token: request for a feed authorisation token; path not shown; a
 * 401 is ignored"; spec 3 §7 "Feed authorization token request"). The token authorises the
 * WebSocket at FEED_SOCKET_PATH (entities/feed.ts).
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { dateTime } from '../entities/common.ts';

export const feedToken = defineCall({
  id: 'feedToken',
  area: 'feed',
  method: 'GET',
  path: '/v1/player/feed/token',
  summary: 'A token for the wallet and bonus feed',
  source: 'spec 2 §7 "Feed token"; spec 3 §7 "Feed authorization token request"',
  designed: ['path', 'response'],
  auth: 'player',
  response: z
    .object({ token: z.string().min(1), expiresAt: dateTime })
    .describe(designed('Sent as the Authorization query parameter of the feed socket.')),
});

export const feedCalls = [feedToken] as const;
