/**
 * Tournaments (spec 3 §7 "GET /tournament/{a}/{b}/{market}; GET /tournament/public/{a}/{b}/{market}").
 * The spec hides the names of the first two segments; this contract reads them as the site id
 * and the language, which is what a per-brand, per-language list needs.
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { amount, currencyCode, dateTime, languageCode, marketId } from '../entities/common.ts';
import { bounded } from '../entities/strings.ts';

const params = z.object({
  siteId: bounded(z.string().regex(/^\d+$/), 10).describe(designed('The spec’s {a}: the site id.')),
  language: languageCode.describe(designed('The spec’s {b}: the language of the texts.')),
  market: marketId,
});

const tournament = z.object({
  tournamentId: z.string().min(1),
  name: z.string(),
  description: z.string(),
  status: z.enum(['UPCOMING', 'RUNNING', 'FINISHED']),
  startAt: dateTime,
  endAt: dateTime,
  prizePool: amount.nullable(),
  currencyCode,
  gameIds: z.array(z.string()),
  leaderboard: z.array(
    z.object({ rank: z.number().int().positive(), playerAlias: z.string(), score: z.number() }),
  ),
});

export const tournaments = defineCall({
  id: 'tournaments',
  area: 'tournaments',
  method: 'GET',
  path: '/v1/tournament/:siteId/:language/:market',
  summary: 'Tournaments with the player’s standing',
  source: 'spec 3 §7 "GET /tournament/{a}/{b}/{market}"',
  designed: ['params', 'response'],
  auth: 'player',
  params,
  response: z
    .array(
      tournament.extend({
        player: z
          .object({ optedIn: z.boolean(), rank: z.number().int().positive().nullable(), score: z.number() })
          .describe('The signed-in player’s standing.'),
      }),
    )
    .describe(designed('Tournaments of the market, with the player’s standing.')),
});

export const publicTournaments = defineCall({
  id: 'publicTournaments',
  area: 'tournaments',
  method: 'GET',
  path: '/v1/tournament/public/:siteId/:language/:market',
  summary: 'Tournaments for visitors',
  source: 'spec 3 §7 "GET /tournament/public/{a}/{b}/{market}"',
  designed: ['params', 'response'],
  auth: 'none',
  params,
  response: z.array(tournament).describe(designed('Tournaments of the market.')),
});

export const tournamentsCalls = [tournaments, publicTournaments] as const;
