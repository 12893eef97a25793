/**
 * Game launch (spec 3 §7 "Game launch"; spec 3 §3 "Game launch requests"; spec 3 §4 "Game session
 * status"). Demo launches need no session (auth none); real launches need the player. Where the
 * spec shows a payload, the field names are the provider's as the spec writes them; answers it
 * does not show are designed as `{ url }` (a URL to load) or a token/session id.
 *
 * The generic launches are here; the provider-specific ones in providerGames.ts, and what they all
 * share in launch.ts.
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import {
  channel,
  countryCode,
  currencyCode,
  ipAddress,
  jurisdiction,
  languageCode,
  platform,
} from '../entities/common.ts';
import { gameSchema } from '../entities/games.ts';
import { STRING_LIMITS, text } from '../entities/strings.ts';
import {
  LAUNCH_TIMEOUT_MS,
  DEMO_ERRORS,
  REAL_ERRORS,
  gameId,
  lobbyUrl,
  locale,
  urlAnswer,
} from './launch.ts';
import { providerGamesCalls } from './providerGames.ts';

export const gameTicket = defineCall({
  id: 'gameTicket',
  area: 'games',
  method: 'POST',
  path: '/v1/game/ticket',
  summary: 'A game ticket for a real-money launch',
  source: 'spec 3 §7 "POST game ticket (real)"',
  designed: ['path'],
  auth: 'player',
  body: z.object({
    gameId,
    channel,
    partner: text(STRING_LIMITS.code).default('2585').describe('Partner id for tickets (spec 3 §9).'),
    jurisdiction: jurisdiction.describe('MT by default; CC for games of one provider tag (spec 3 §9).'),
  }),
  response: z.object({ ticket: z.string().min(1) }),
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const gameToken = defineCall({
  id: 'gameToken',
  area: 'games',
  method: 'POST',
  path: '/v1/game/token',
  summary: 'A game token for a demo launch',
  source: 'spec 3 §7 "POST game … token (demo)"',
  designed: ['path'],
  auth: 'none',
  body: z.object({ gameId, channel, partner: text(STRING_LIMITS.code).default('2585'), jurisdiction }),
  response: z.object({ token: z.string().min(1) }),
  errors: DEMO_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

const gameDetailsBody = z.object({
  countryCode,
  currency: currencyCode,
  language: languageCode,
  slug: text(STRING_LIMITS.line).min(1),
  platform,
  ip: ipAddress,
  locale,
  playerCountryCode: countryCode,
  enabled: z.boolean(),
});

export const gameDetails = defineCall({
  id: 'gameDetails',
  area: 'games',
  method: 'POST',
  path: '/v1/game/details',
  summary: 'The details of a game for a signed-in player',
  description: "No game data in the answer fails the load with 'No game data returned' (spec 3 §5).",
  source: 'spec 3 §7 "POST game details (real)"',
  designed: ['path'],
  auth: 'player',
  body: gameDetailsBody,
  response: z.object({ gameDetail: gameSchema }),
  errors: REAL_ERRORS,
});

export const gameDetailsDemo = defineCall({
  id: 'gameDetailsDemo',
  area: 'games',
  method: 'POST',
  path: '/v1/game/details/demo',
  summary: 'The details of a game for a visitor',
  source: 'spec 3 §7 "POST game details (demo)"',
  designed: ['path'],
  auth: 'none',
  body: gameDetailsBody,
  response: z.object({ gameDetail: gameSchema }),
  errors: DEMO_ERRORS,
});

const slugUrlBody = z
  .object({
    slug: text(STRING_LIMITS.line).min(1),
    channel,
    language: languageCode,
    currency: currencyCode,
    lobbyUrl,
    ip: ipAddress,
  })
  .describe(designed('The game by slug and how to launch it.'));

export const gameSlugUrl = defineCall({
  id: 'gameSlugUrl',
  area: 'games',
  method: 'POST',
  path: '/v1/game/slug/url',
  summary: 'The launch URL of a game by slug (real)',
  source: 'spec 3 §7 "POST /game/slug/url"',
  designed: ['body', 'response'],
  auth: 'player',
  body: slugUrlBody,
  response: urlAnswer,
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const gameSlugUrlDemo = defineCall({
  id: 'gameSlugUrlDemo',
  area: 'games',
  method: 'POST',
  path: '/v1/game/slug/url/demo',
  summary: 'The launch URL of a game by slug (demo)',
  source: 'spec 3 §7 "POST /game/slug/url/demo"',
  designed: ['body', 'response'],
  auth: 'none',
  body: slugUrlBody,
  response: urlAnswer,
  errors: DEMO_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const gameUrl = defineCall({
  id: 'gameUrl',
  area: 'games',
  method: 'POST',
  path: '/v1/game/url',
  summary: 'The launch URL of a game by id (read from data.gameURL)',
  description: 'A signed-in player may still ask for the demo (isDemo true).',
  source: 'spec 3 §7 "a further call: isDemo, gameId, languageCode, currencyCode, channel, lobbyUrl"',
  designed: ['path'],
  auth: 'player',
  body: z.object({
    isDemo: z.boolean(),
    gameId,
    languageCode,
    currencyCode,
    channel,
    lobbyUrl,
  }),
  response: z.object({ data: z.object({ gameURL: z.url() }) }),
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const gamesCalls = [
  gameTicket,
  gameToken,
  gameDetails,
  gameDetailsDemo,
  gameSlugUrl,
  gameSlugUrlDemo,
  gameUrl,
  ...providerGamesCalls,
] as const;
