/** Jackpots (spec 3 §7 "GET gaming/jackpotamount (v1)"; only games with jackpotExist get amounts). */
import { z } from 'zod';
import { defineCall } from '../define.ts';
import { amount, currencyCode } from '../entities/common.ts';
import { STRING_LIMITS, text } from '../entities/strings.ts';

export const jackpotAmounts = defineCall({
  id: 'jackpotAmounts',
  area: 'jackpots',
  method: 'GET',
  path: '/v1/gaming/jackpotamount',
  summary: 'Jackpot amounts of games (read as data)',
  source: 'spec 3 §7 "GET gaming/jackpotamount (v1)"',
  designed: ['response'],
  auth: 'none',
  query: z.object({
    gameIds: z.array(text(STRING_LIMITS.id).min(1)).min(1).describe('Sent comma-separated.'),
    siteId: z.number().int().positive(),
  }),
  response: z.object({
    data: z
      .array(z.object({ gameId: z.string().min(1), amount, currencyCode }))
      .describe('Designed items: one per game that has a jackpot.'),
  }),
});

export const jackpotsCalls = [jackpotAmounts] as const;
