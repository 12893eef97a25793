/**
 * The platform wing: what every other wing runs on and no player feature owns.
 * - clock.ts: the sandbox clock (real time plus an offset in the database; `POST /sandbox/clock`).
 * - events.ts: the in-process hub the live feed listens to (`pushPlayerAttributes`).
 * - outbox.ts: every SMS and e-mail the sandbox "sends" (`GET /sandbox/outbox`).
 * - codes.ts: one-time SMS and e-mail codes (sign-up, phone change, password reset).
 * - rateLimit.ts: the rate limits by address, account and number (`RATE_LIMITS`).
 * - cookieConsent.ts: the player's cookie choices (spec 2 §3 "Marketing and cookies").
 * It imports no other wing. (services/context.ts builds the context from clock.ts and events.ts
 * directly: their modules take the context, so going through this face would loop back.)
 */
export { createClock, type Clock } from './clock.ts';
export { createEvents, pushPlayerAttributes, type SandboxEvents } from './events.ts';
export { listOutbox, sendMessage } from './outbox.ts';
export { CODE_TTL_MS, issueCode, verifyCode } from './codes.ts';
export { RATE_LIMITS, hit, hitAll, rateLimited, reset, within, type RateLimitPolicy } from './rateLimit.ts';
export { getCookieConsent, recordCookieConsent } from './cookieConsent.ts';
