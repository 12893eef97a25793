/**
 * The player API contract (spec 1 §7, spec 2 §7, spec 3 §7): one definition per call, grouped by
 * area under `calls/`, with shared shapes under `entities/`, headers in `headers.ts` and the
 * error catalogue in `errors.ts`. The typed client, the OpenAPI document and the sandbox's routes
 * all read `calls`; nothing else defines a call.
 *
 * Decisions made once here:
 * - Versioning: every path starts with `/v1`; the rewards list is `/v2` (spec 3 §7 "version v2").
 *   A breaking change to a call adds a `/v2` definition beside the `/v1` one.
 * - Money: exact decimal strings in major units (entities/common.ts).
 * - Headers: `SiteContext` on every call; `Authorization` (raw id token) and `Access-Token` on
 *   player calls; `hcaptchaToken` on sign-up and update calls (headers.ts).
 * - Errors: a 4xx/5xx with `{ code, message, validationErrors?, additionalInfo? }` (errors.ts).
 * - Paths and shapes the specs do not show are designed; each call lists them in `designed` and
 *   its schemas say so in their descriptions.
 */
import { z } from 'zod';
import type { AnyCall } from './define.ts';
import { accountCalls } from './calls/account.ts';
import { activityCalls } from './calls/activity.ts';
import { bonusCodesCalls } from './calls/bonusCodes.ts';
import { bonusesCalls } from './calls/bonuses.ts';
import { cashbackCalls } from './calls/cashback.ts';
import { documentsCalls } from './calls/documents.ts';
import { favouritesCalls } from './calls/favourites.ts';
import { feedCalls } from './calls/feed.ts';
import { freeSpinsCalls } from './calls/freeSpins.ts';
import { gamesCalls } from './calls/games.ts';
import { identityCalls } from './calls/identity.ts';
import { jackpotsCalls } from './calls/jackpots.ts';
import { limitsCalls } from './calls/limits.ts';
import { loyaltyCalls } from './calls/loyalty.ts';
import { marketingCalls } from './calls/marketing.ts';
import { passwordCalls } from './calls/password.ts';
import { payAndPlayCalls } from './calls/payAndPlay.ts';
import { paymentsCalls } from './calls/payments.ts';
import { playerCalls } from './calls/player.ts';
import { questionnaireCalls } from './calls/questionnaire.ts';
import { registrationCalls } from './calls/registration.ts';
import { rewardsCalls } from './calls/rewards.ts';
import { sportsbookCalls } from './calls/sportsbook.ts';
import { tournamentsCalls } from './calls/tournaments.ts';
import { walletCalls } from './calls/wallet.ts';
import { winnersCalls } from './calls/winners.ts';

export {
  AREAS,
  DEFAULT_TIMEOUT_MS,
  defineCall,
  type AnyCall,
  type ApiPath,
  type Area,
  type CallDefinition,
  type DesignedPart,
  type HttpMethod,
} from './define.ts';
export {
  HEADERS,
  DEFAULT_SITE_ID,
  siteContextSchema,
  COMMON_HEADER_NAMES,
  SESSION_HEADER_NAMES,
  type Auth,
} from './headers.ts';
export * from './errors.ts';
export * from './entities/index.ts';

const allCalls = [
  ...identityCalls,
  ...registrationCalls,
  ...passwordCalls,
  ...payAndPlayCalls,
  ...playerCalls,
  ...walletCalls,
  ...paymentsCalls,
  ...documentsCalls,
  ...questionnaireCalls,
  ...limitsCalls,
  ...activityCalls,
  ...accountCalls,
  ...marketingCalls,
  ...gamesCalls,
  ...favouritesCalls,
  ...jackpotsCalls,
  ...winnersCalls,
  ...bonusesCalls,
  ...rewardsCalls,
  ...cashbackCalls,
  ...freeSpinsCalls,
  ...bonusCodesCalls,
  ...tournamentsCalls,
  ...loyaltyCalls,
  ...sportsbookCalls,
  ...feedCalls,
] as const;

type CallUnion = (typeof allCalls)[number];
export type Calls = { [C in CallUnion as C['id']]: C };
export type CallId = keyof Calls;

/** Every call of the contract by id. */
export const calls = Object.fromEntries(allCalls.map((call) => [call.id, call])) as unknown as Calls;

/** Every call of the contract, in area order: what a backend routes. */
export const callList: readonly AnyCall[] = allCalls;

/** The answer body of a call after validation. */
export type CallResponse<K extends CallId> = z.output<Calls[K]['response']>;

/** The sandbox's `/health` answer (not a player API call). */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export { exampleOf, exampleRequest } from './examples.ts';
