/**
 * Provider-specific launches (spec 3 §7 "Game launch"): Pragmatic Play, Quickspin, Relax Gaming,
 * Pariplay, Softswiss, Play'n GO, CreedRoomz, Yggdrasil, Evolution, Novomatic and Trifecta, with
 * the field names of each provider's payload as the spec writes them.
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
} from '../entities/common.ts';
import { gameUrlSchema } from '../entities/games.ts';
import { ERRORS } from '../errors.ts';
import { STRING_LIMITS, text, urlInput } from '../entities/strings.ts';
import {
  LAUNCH_TIMEOUT_MS,
  DEMO_ERRORS,
  REAL_ERRORS,
  gameId,
  lobbyUrl,
  locale,
  urlAnswer,
} from './launch.ts';

const pragmaticBody = z.object({
  symbol: text(STRING_LIMITS.id).min(1).describe('The Pragmatic game symbol.'),
  language: languageCode,
  currency: currencyCode,
  platform: z.enum(['WEB', 'MOBILE']).describe('Pragmatic’s channel words: web or mobile (spec 3 §9).'),
  stylename: text(STRING_LIMITS.code).min(1).describe('The operator style name at Pragmatic.'),
  lobbyUrl,
  jurisdiction,
});

export const pragmaticDemoGameUrl = defineCall({
  id: 'pragmaticDemoGameUrl',
  area: 'games',
  method: 'POST',
  path: '/v1/pragmatic/partner/demoGameUrl',
  summary: 'Pragmatic Play demo launch URL',
  source: 'spec 3 §7 "POST /pragmatic/partner/demoGameUrl"',
  designed: ['response'],
  auth: 'none',
  body: pragmaticBody,
  response: urlAnswer,
  errors: DEMO_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const pragmaticRealGameUrl = defineCall({
  id: 'pragmaticRealGameUrl',
  area: 'games',
  method: 'POST',
  path: '/v1/pragmatic/partner/realGameUrl',
  summary: 'Pragmatic Play real-money launch URL',
  source: 'spec 3 §7 "POST /pragmatic/partner/realGameUrl"',
  designed: ['response'],
  auth: 'player',
  body: pragmaticBody,
  response: urlAnswer,
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

const providerTokenBody = z
  .object({ gameId, channel, language: languageCode.optional() })
  .describe(designed('The game the token is for.'));
const providerToken = z
  .object({ token: z.string().min(1) })
  .describe(designed('The provider session token.'));

export const pragmaticGenerateToken = defineCall({
  id: 'pragmaticGenerateToken',
  area: 'games',
  method: 'POST',
  path: '/v1/pragmatic/generatetoken',
  summary: 'A Pragmatic Play session token',
  source: 'spec 3 §7 "POST /pragmatic/generatetoken"',
  designed: ['body', 'response'],
  auth: 'player',
  body: providerTokenBody,
  response: providerToken,
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const quickspinGenerateToken = defineCall({
  id: 'quickspinGenerateToken',
  area: 'games',
  method: 'POST',
  path: '/v1/quickspin/generatetoken',
  summary: 'A Quickspin session token',
  source: 'spec 3 §7 "POST /quickspin/generatetoken"',
  designed: ['body', 'response'],
  auth: 'player',
  body: providerTokenBody,
  response: providerToken,
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const relaxGamingGenerateToken = defineCall({
  id: 'relaxGamingGenerateToken',
  area: 'games',
  method: 'POST',
  path: '/v1/relaxgaming/generatetoken',
  summary: 'A Relax Gaming session token',
  source: 'spec 3 §7 "POST /relaxgaming/generatetoken"',
  designed: ['body', 'response'],
  auth: 'player',
  body: providerTokenBody,
  response: providerToken,
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

const pariplayBody = z.object({
  GameCode: text(STRING_LIMITS.id).min(1),
  CurrencyCode: currencyCode,
  LanguageCode: languageCode,
  PlayerIP: ipAddress,
  CountryCode: countryCode,
});

export const pariplayContextDemo = defineCall({
  id: 'pariplayContextDemo',
  area: 'games',
  method: 'POST',
  path: '/v1/pariplay/context/demo',
  summary: 'PariPlay demo launch',
  source: 'spec 3 §7 "POST /pariplay/context/demo"',
  designed: ['response'],
  auth: 'none',
  body: pariplayBody,
  response: urlAnswer,
  errors: DEMO_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const pariplayContextReal = defineCall({
  id: 'pariplayContextReal',
  area: 'games',
  method: 'POST',
  path: '/v1/pariplay/context/real',
  summary: 'PariPlay real-money launch',
  source: 'spec 3 §7 "POST /pariplay/context/real"',
  designed: ['response'],
  auth: 'player',
  body: pariplayBody,
  response: urlAnswer,
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

const softswissDemoBody = z.object({
  game: text(STRING_LIMITS.id).min(1).describe('The SoftSwiss game identifier.'),
  currency: currencyCode,
  locale,
  ip: ipAddress,
  urls: z.object({
    return_url: urlInput(),
    deposit_url: urlInput(),
  }),
  jurisdiction,
  client_type: z.enum(['desktop', 'mobile']),
});

const softswissAnswer = z
  .object({ launch_options: z.object({ game_url: z.url(), strategy: z.enum(['iframe', 'redirect']) }) })
  .describe(
    'SoftSwiss answers launch_options.game_url: the spec’s "a further provider … launch_options.game_url" ' +
      'row is read as this call (strategy designed).',
  );

export const softswissContextDemo = defineCall({
  id: 'softswissContextDemo',
  area: 'games',
  method: 'POST',
  path: '/v1/softswiss/context/demo',
  summary: 'SoftSwiss demo launch',
  source: 'spec 3 §7 "POST /softswiss/context/demo"',
  auth: 'none',
  body: softswissDemoBody,
  response: softswissAnswer,
  errors: DEMO_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const softswissContextReal = defineCall({
  id: 'softswissContextReal',
  area: 'games',
  method: 'POST',
  path: '/v1/softswiss/context/real',
  summary: 'SoftSwiss real-money launch',
  source: 'spec 3 §7 "POST /softswiss/context/real"',
  auth: 'player',
  body: softswissDemoBody.extend({ playerCurrentCountryCode: countryCode.describe('Real only.') }),
  response: softswissAnswer,
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const playngoTokenGeneration = defineCall({
  id: 'playngoTokenGeneration',
  area: 'games',
  method: 'POST',
  path: '/v1/playngo/auth/token_generation',
  summary: "A Play'n GO session id",
  description:
    'requireNew asks for a new session; loading shows only when no session id is held (spec 3 §4).',
  source: 'spec 3 §7 "POST /playngo/auth/token_generation"',
  designed: ['body'],
  auth: 'player',
  query: z.object({ requireNew: z.boolean().optional() }),
  response: z.object({ sessionId: z.string().min(1) }),
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const creedroomzTokenGenerate = defineCall({
  id: 'creedroomzTokenGenerate',
  area: 'games',
  method: 'POST',
  path: '/v1/creedroomz/token/generate',
  summary: 'A CreedRoomz session token',
  source: 'spec 3 §7 "POST /creedroomz/token/generate"',
  designed: ['response'],
  auth: 'player',
  body: z.object({ ipAddress }),
  response: z.object({ token: z.string().min(1) }).describe(designed('The CreedRoomz token.')),
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const creedroomzTables = defineCall({
  id: 'creedroomzTables',
  area: 'games',
  method: 'GET',
  path: '/v1/creedroomz/tables',
  summary: 'The CreedRoomz live tables',
  description: "The site finds the table by game server id; no list fails with 'No games found' (spec 3 §8).",
  source: 'spec 3 §7 "GET CreedRoomz live-tables list"',
  designed: ['path', 'response'],
  auth: 'none',
  query: z.object({
    partnerid: text(STRING_LIMITS.id).min(1),
    providerKind: text(STRING_LIMITS.code).min(1),
  }),
  response: z
    .array(
      z.object({
        gameServerId: z.string().min(1),
        name: z.string(),
        isOpen: z.boolean(),
        seats: z.number().int().nullable(),
        seatsTaken: z.number().int().nullable(),
      }),
    )
    .describe(designed('The open tables.')),
});

export const yggdrasilSession = defineCall({
  id: 'yggdrasilSession',
  area: 'games',
  method: 'POST',
  path: '/v1/yggdrasil/player/auth/session',
  summary: 'A Yggdrasil session id',
  source: 'spec 3 §7 "POST /yggdrasil/player/auth/session"',
  designed: ['body'],
  auth: 'player',
  response: z.object({ sessionId: z.string().min(1) }),
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

const evolutionAnswer = z
  .object({
    entry: z.string().min(1).describe('The path of the game client on Evolution’s host.'),
    entryEmbedded: z.string().min(1).describe('The same, for embedding in the page.'),
  })
  .describe(designed('Evolution’s user-authentication answer.'));

export const evolutionAuthenticate = defineCall({
  id: 'evolutionAuthenticate',
  area: 'games',
  method: 'POST',
  path: '/v1/evolution/user/authenticate',
  summary: 'Evolution real-money authentication',
  description: 'A 400 triggers the site’s corrective action and the error is stored (spec 3 §7).',
  source: 'spec 3 §7 "POST /evolution/user/authenticate"',
  designed: ['response'],
  auth: 'player',
  body: z.object({
    gameCategory: text(STRING_LIMITS.code).min(1),
    tableId: text(STRING_LIMITS.id).min(1),
    wrapped: z.boolean().default(false),
    mobile: z.boolean(),
    lobbyURL: text(STRING_LIMITS.url).min(1).describe('Encoded lobby URL.'),
    ipAddress,
  }),
  response: evolutionAnswer,
  errors: [...REAL_ERRORS, ERRORS.evolutionAuthentication],
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const evolutionAuthenticateDemo = defineCall({
  id: 'evolutionAuthenticateDemo',
  area: 'games',
  method: 'POST',
  path: '/v1/evolution/user/authenticate/demo',
  summary: 'Evolution demo authentication',
  source: 'spec 3 §7 "POST /evolution/user/authenticate/demo"',
  designed: ['response'],
  auth: 'none',
  body: z.object({
    gameCategory: text(STRING_LIMITS.code).min(1),
    tableId: text(STRING_LIMITS.id).min(1),
    wrapped: z.boolean().default(false),
    mobile: z.boolean(),
    lobbyURL: text(STRING_LIMITS.url).min(1),
    currency: currencyCode.default('EUR').describe('Default EUR (spec 3 §7).'),
    language: languageCode,
  }),
  response: evolutionAnswer,
  errors: [...DEMO_ERRORS, ERRORS.evolutionAuthentication],
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const novomaticGameUrl = defineCall({
  id: 'novomaticGameUrl',
  area: 'games',
  method: 'POST',
  path: '/v1/novomatic/game/url',
  summary: 'Novomatic real-money launch URL',
  source: 'spec 3 §7 "POST /novomatic/game/url"',
  auth: 'player',
  body: z.object({
    country: countryCode,
    gameId,
    ip: ipAddress,
    lobbyUrl,
    locale,
    platform: channel.describe('Novomatic’s channel words: web or mobile (spec 3 §9).'),
    playerId: text(STRING_LIMITS.id).min(1),
  }),
  response: gameUrlSchema,
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const novomaticGameUrlDemo = defineCall({
  id: 'novomaticGameUrlDemo',
  area: 'games',
  method: 'POST',
  path: '/v1/novomatic/game/url/demo',
  summary: 'Novomatic demo launch URL',
  source: 'spec 3 §7 "POST /novomatic/game/url/demo"',
  auth: 'none',
  body: z.object({
    country: countryCode,
    currency: currencyCode,
    gameId,
    ip: ipAddress,
    lobbyUrl,
    locale,
    platform: channel,
  }),
  response: gameUrlSchema,
  errors: DEMO_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const trifectaGameUrl = defineCall({
  id: 'trifectaGameUrl',
  area: 'games',
  method: 'POST',
  path: '/v1/trifecta/game/url',
  summary: 'Trifecta launch URL (read from Url)',
  source: 'spec 3 §7 "another provider’s game URL (Trifecta as per notes, path not shown)"',
  designed: ['path'],
  auth: 'player',
  body: z.object({
    gameCode: text(STRING_LIMITS.id).min(1),
    playerIp: ipAddress,
    languageCode,
    countryCode,
    currencyCode,
  }),
  response: z.object({ Url: z.url() }),
  errors: REAL_ERRORS,
  timeoutMs: LAUNCH_TIMEOUT_MS,
});

export const providerGamesCalls = [
  pragmaticDemoGameUrl,
  pragmaticRealGameUrl,
  pragmaticGenerateToken,
  quickspinGenerateToken,
  relaxGamingGenerateToken,
  pariplayContextDemo,
  pariplayContextReal,
  softswissContextDemo,
  softswissContextReal,
  playngoTokenGeneration,
  creedroomzTokenGenerate,
  creedroomzTables,
  yggdrasilSession,
  evolutionAuthenticate,
  evolutionAuthenticateDemo,
  novomaticGameUrl,
  novomaticGameUrlDemo,
  trifectaGameUrl,
] as const;
