/**
 * The sandbox's tables (drizzle), one module per topic under `schema/`: the sandbox's own (sites,
 * geolocation, outbox, rate limits, clock), players and their sign-ins, the ways into an account,
 * responsible gambling and consent, money, player games, documents and the questionnaire.
 * Migrations in `drizzle/` are generated from this file with `npm run db:generate -w
 * @casino/sandbox` and applied at start-up.
 *
 * Times that rules depend on (expiries, windows, locks) are written from the sandbox clock
 * (`services/platform/clock.ts`), never from the database's `now()`, so tests can move time forward.
 */
export * from './schema/site.ts';
export * from './schema/players.ts';
export * from './schema/signUp.ts';
export * from './schema/responsible.ts';
export * from './schema/money.ts';
export * from './schema/games.ts';
export * from './schema/documents.ts';
export * from './schema/bonuses.ts';
export * from './schema/sports.ts';
export * from './schema/tournaments.ts';
