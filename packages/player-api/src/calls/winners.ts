/** Winners (spec 3 §7 "Winners"; items are filtered by restricted countries like games, spec 3 §5). */
import { z } from 'zod';
import { defineCall } from '../define.ts';
import { currencyCode } from '../entities/common.ts';
import { winnerSchema } from '../entities/games.ts';

export const topWinners = defineCall({
  id: 'topWinners',
  area: 'winners',
  method: 'GET',
  path: '/v1/player/wallet/top-winners',
  summary: 'The biggest wins over a date range',
  source: 'spec 3 §7 "GET /player/wallet/top-winners"',
  designed: ['response'],
  auth: 'none',
  query: z.object({
    dateRange: z
      .enum(['24h', '72h', '7d', '30d'])
      .describe('Designed values; 24h and 72h are the spec’s filters.'),
    siteId: z.number().int().positive(),
    currency: currencyCode,
  }),
  response: z.array(winnerSchema),
});

export const latestWinners = defineCall({
  id: 'latestWinners',
  area: 'winners',
  method: 'GET',
  path: '/v1/player/wallet/latest-winners',
  summary: 'The latest wins',
  source: 'spec 3 §7 "GET /player/wallet/latest-winners"',
  designed: ['response'],
  auth: 'none',
  query: z.object({ siteId: z.number().int().positive(), currency: currencyCode }),
  response: z.array(winnerSchema),
});

export const winnersCalls = [topWinners, latestWinners] as const;
