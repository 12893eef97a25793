/** What the game launch calls share: their timeout, errors, common fields and the `{ url }` answer. */
import { designed } from '../define.ts';
import { gameUrlSchema } from '../entities/games.ts';
import { ERRORS } from '../errors.ts';
import { STRING_LIMITS, text, urlInput } from '../entities/strings.ts';

export const LAUNCH_TIMEOUT_MS = 15_000;
export const DEMO_ERRORS = [
  ERRORS.gameNotFound,
  ERRORS.gameUnavailable,
  ERRORS.gameProviderUnavailable,
] as const;
export const REAL_ERRORS = [...DEMO_ERRORS, ERRORS.gameAccessDenied] as const;

export const gameId = text(STRING_LIMITS.id).min(1).describe('The game id.');
export const lobbyUrl = urlInput().describe('Where the game’s lobby button returns.');
export const locale = text(STRING_LIMITS.code)
  .min(2)
  .describe('A locale such as en-US (spec 1 §9 locale mapping).');

export const urlAnswer = gameUrlSchema.describe(designed('The URL to load the game from.'));
