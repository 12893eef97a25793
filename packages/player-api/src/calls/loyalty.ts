/**
 * Loyalty (spec 3 §7 "GET loyalty level of the player (/player/loyalty-level)"; spec 3 §3 "Loyalty
 * level": level, levelType, title, content; title and content are the content service's, per level).
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';

export const loyaltyLevel = defineCall({
  id: 'loyaltyLevel',
  area: 'loyalty',
  method: 'GET',
  path: '/v1/player/loyalty-level',
  summary: 'The loyalty level of the player',
  source: 'spec 3 §7 "GET loyalty level of the player (/player/loyalty-level)"',
  designed: ['response'],
  auth: 'player',
  response: z
    .object({
      level: z.number().int().nonnegative(),
      levelType: z.string().min(1).describe('The tier name, e.g. BRONZE; the content service has its texts.'),
      points: z.number().int().nonnegative(),
      pointsToNextLevel: z.number().int().nonnegative().nullable().describe('Null at the top level.'),
    })
    .describe(designed('The level and progress; title and content come from the content service.')),
});

export const loyaltyCalls = [loyaltyLevel] as const;
