/**
 * The sandbox player API: a real implementation of the contract in packages/player-api, kept in
 * a database, so the whole product runs and is tested on one machine. Every route validates its
 * input with the contract's zod schemas and answers errors as `{ code, message }` with a 4xx;
 * anything unexpected is a 500 with `error.system.error` and no stack; a lost database connection
 * (or a deadlock, a serialization failure) is a retryable 503 with the same code and
 * `Retry-After: 1`, so a caller retries with the same idempotency key (faults.test.ts).
 */
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { eq, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ERRORS, HEADERS, STRING_LIMITS, siteContextSchema, text, type ErrorBody } from '@casino/player-api';
import { limitBodies } from './body.ts';
import { guardSandboxWrites } from './crossSite.ts';
import type { Database } from './db/database.ts';
import { rateLimitBuckets, sites } from './db/schema.ts';
import { accountHandlers } from './handlers/account.ts';
import { mountBankId } from './handlers/bankId.ts';
import { mountCashier } from './handlers/cashier.ts';
import { REVIEW_FORMS, mountDocuments } from './handlers/documentPages.ts';
import { mountSportsbookPages } from './handlers/sportsbookPages.ts';
import { documentsHandlers } from './handlers/documents.ts';
import { bonusesHandlers } from './handlers/bonuses.ts';
import { loyaltyHandlers } from './handlers/loyalty.ts';
import { tournamentHandlers } from './handlers/tournaments.ts';
import { mountGames } from './handlers/gamePages.ts';
import { gamesHandlers } from './handlers/games.ts';
import { identityHandlers } from './handlers/identity.ts';
import { limitsHandlers } from './handlers/limits.ts';
import { marketingHandlers } from './handlers/marketing.ts';
import { sportsbookHandlers } from './handlers/sportsbook.ts';
import { passwordHandlers } from './handlers/password.ts';
import { paymentsHandlers } from './handlers/payments.ts';
import { payAndPlayHandlers } from './handlers/payAndPlay.ts';
import { playerHandlers } from './handlers/player.ts';
import { playerGamesHandlers } from './handlers/playerGames.ts';
import { registrationHandlers } from './handlers/registration.ts';
import { responsibleHandlers } from './handlers/responsible.ts';
import { walletHandlers } from './handlers/wallet.ts';
import { isTransientDatabaseError } from './kernel/database.ts';
import {
  isTestCaller,
  networkMiddleware,
  siteOf,
  trustedProxyList,
  type NetworkPolicy,
  type Site,
} from './request.ts';
import { OPERATOR_PAGE_HEADERS } from './pages/kit.ts';
import { openApiDocument, referencePage } from './pages/reference.ts';
import { mountContract, refusal, validationErrorsOf } from './router.ts';
import { CASHIER_PATH, cashierSecret } from './services/money/index.ts';
import { createContext, type SandboxContext } from './services/context.ts';
import { UPLOAD_PATH } from './services/documents/index.ts';
import { GAME_PATH } from './services/games/index.ts';
import { BANK_ID_PATH, currentSession } from './services/identity/index.ts';
import { listOutbox } from './services/platform/index.ts';

export interface SandboxOptions {
  db: Database;
  /** Services' context (database and clock); built from `db` when absent. */
  context?: SandboxContext;
  /**
   * Mount the test surfaces under `/sandbox/` (outbox, clock, payment settling, withdrawal
   * processing). Default true; `SANDBOX_TEST_ROUTES=0` turns them off.
   */
  testRoutes?: boolean;
  /** The cashier webhook's HMAC secret; default `SANDBOX_CASHIER_SECRET` or a random one. */
  cashierSecret?: string;
  /**
   * Where trusted proxies call from besides loopback (IPs and CIDR blocks;
   * `SANDBOX_TRUSTED_PROXIES`): their `X-Forwarded-For` hops are believed (request.ts).
   */
  trustedProxies?: readonly string[];
  /** Opens the test surfaces to a non-local caller presenting it (`SANDBOX_TEST_KEY`; request.ts). */
  testKey?: string;
}

export { CLIENT_IP_HEADER, TEST_KEY_HEADER, callerAddress, isLoopback } from './request.ts';

type Env = { Variables: { site: Site; network: NetworkPolicy } };

export class ApiError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429;
  readonly code: string;
  constructor(status: ApiError['status'], code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * An error as the log may show it: no personal data. A failed query's parameters (e-mail, phone,
 * names) and the database's `detail` (which repeats key values) are left out; the stack stays.
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const strip = (text: string) => text.replace(/\nparams: [\s\S]*$/, '');
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const causeText =
    cause && typeof cause === 'object'
      ? ` (cause: ${typeof cause.code === 'string' ? `${cause.code} ` : ''}${strip(String(cause.message ?? ''))})`
      : '';
  const stack = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return [`${error.name}: ${strip(error.message)}${causeText}`, ...stack.slice(0, 8)].join('\n');
}

function errorBody(code: string, message: string): ErrorBody {
  return { code, message };
}

/** The test surfaces (apps/sandbox/README.md "Test surfaces"), guarded by `isTestCaller`. */
export const TEST_SURFACE_PATHS = [
  '/sandbox/outbox',
  '/sandbox/clock',
  '/sandbox/rate-limits/*',
  '/sandbox/payments/*',
  '/sandbox/withdrawals/*',
  '/sandbox/ledger/audit',
  '/sandbox/review',
  '/sandbox/players/*',
  '/sandbox/documents/:documentId/review',
  '/sandbox/files/*',
] as const;

/**
 * The player's pages under `/sandbox/` that read their own form posts (crossSite.ts rule 2): the
 * game pages, the cashier page and its signed webhook, the bank-ID page, the document upload page.
 * Every other `/sandbox/*` write is an operator or test surface and takes JSON only.
 */
export const PLAYER_PAGE_PREFIXES = [
  `${GAME_PATH}/`,
  `${CASHIER_PATH}/`,
  `${BANK_ID_PATH}/`,
  `${UPLOAD_PATH}/`,
] as const;

/** Seconds a client should wait before retrying after a lost database connection (503). */
export const RETRY_AFTER_S = 1;

/** `GET /sandbox/outbox?to=`: an e-mail address or a phone number. */
const outboxQuerySchema = z.object({ to: text(STRING_LIMITS.email).optional() });

const clockBodySchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 86_400_000),
});

export function createSandboxApp({
  db,
  context = createContext(db),
  testRoutes = true,
  cashierSecret: secret = cashierSecret(),
  trustedProxies = [],
  testKey,
}: SandboxOptions) {
  const app = new Hono<Env>();
  // Before every route: no body over 64 KB is read (body.ts); the document upload page has its
  // own, larger limit on its route (handlers/documentPages.ts).
  app.use('*', limitBodies(undefined, { skip: isUploadPost }));
  const siteContext = siteContextMiddleware(db);
  app.use('*', networkMiddleware({ isTrustedProxy: trustedProxyList(trustedProxies), testRoutes, testKey }));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
    // A refusal with its own answer, e.g. an unreadable form body (body.ts).
    if (error instanceof HTTPException) return error.getResponse();
    console.error(`[sandbox] ${c.req.method} ${c.req.path} failed: ${loggableError(error)}`);
    if (isTransientDatabaseError(error)) {
      // The database connection was lost mid-request: nothing half-done stays (the transaction
      // rolled back, or committed whole and a retry with the same idempotency key replays it).
      c.header('Retry-After', String(RETRY_AFTER_S));
      return c.json(
        errorBody('error.system.error', 'The service is briefly unavailable; please try again'),
        503,
      );
    }
    return c.json(errorBody('error.system.error', 'Something went wrong'), 500);
  });

  app.notFound((c) => c.json(errorBody('error.not_found', `No route ${c.req.method} ${c.req.path}`), 404));

  // The contract as OpenAPI 3.1, and a readable reference page over it.
  app.get('/openapi.json', (c) => c.json(openApiDocument()));
  app.get('/docs', (c) => c.html(referencePage(), 200, OPERATOR_PAGE_HEADERS));

  app.get('/health', async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: 'ok' });
  });

  if (testRoutes) {
    // Only for a local caller or one holding the test key; anyone else meets an unknown route.
    for (const path of TEST_SURFACE_PATHS) {
      app.use(path, async (c, next) => {
        if (!isTestCaller(c))
          return c.json(errorBody('error.not_found', `No route ${c.req.method} ${c.req.path}`), 404);
        await next();
      });
    }
  }

  // Every /sandbox/* write: no cross-site request; the operator and test surfaces take JSON only,
  // or their pages' forms with a CSRF token (crossSite.ts).
  app.use(
    '/sandbox/*',
    guardSandboxWrites({
      db,
      playerPages: PLAYER_PAGE_PREFIXES,
      operatorForms: REVIEW_FORMS,
      jsonOnly: testRoutes,
    }),
  );

  if (testRoutes) {
    /** Every SMS and e-mail the sandbox sent, newest last; `?to=` filters by recipient. */
    app.get('/sandbox/outbox', async (c) => {
      const query = outboxQuerySchema.safeParse(c.req.query());
      if (!query.success) {
        return refusal(c, ERRORS.requestInvalid.code, 'Invalid outbox query', {
          validationErrors: validationErrorsOf(query.error, ''),
        });
      }
      return c.json({ messages: await listOutbox(db, { to: query.data.to }) });
    });

    app.get('/sandbox/clock', async (c) => {
      const now = await context.clock.now();
      return c.json({ now: now.toISOString(), offsetMs: await context.clock.offsetMs() });
    });

    /** Moves the sandbox clock forward by `advanceMs` (time-outs, locks, codes and tokens expire). */
    app.post('/sandbox/clock', async (c) => {
      const parsed = clockBodySchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) {
        throw new ApiError(
          400,
          'error.request.invalid',
          'The body must be {"advanceMs": a whole number ≥ 0}',
        );
      }
      const now = await context.clock.advance(parsed.data.advanceMs);
      return c.json({ now: now.toISOString(), offsetMs: await context.clock.offsetMs() });
    });

    /**
     * Forgets the sign-in counts (`login:*` and `lookup:*` buckets), as ten minutes of quiet would: an end-to-end
     * suite signs its few demo players in more often than the per-account limit allows a player.
     */
    app.post('/sandbox/rate-limits/login/reset', async (c) => {
      const cleared = await db
        .delete(rateLimitBuckets)
        .where(or(like(rateLimitBuckets.bucket, 'login:%'), like(rateLimitBuckets.bucket, 'lookup:%')))
        .returning({ bucket: rateLimitBuckets.bucket });
      return c.json({ cleared: cleared.length });
    });
  }

  // The sandbox bank-ID page pay-and-play's authorise points at: part of the API's behaviour, so
  // mounted even with the test surfaces off.
  mountBankId(app, context);
  // The sandbox cashier (payment page and its signed webhook), likewise; its settle and process
  // routes are test surfaces.
  mountCashier(app, context, { secret, testRoutes });
  // The sandbox game launcher and game pages the launch calls lead to.
  mountGames(app, context);
  // The document upload page jumioInitiate leads to; its review surface is a test surface.
  mountDocuments(app, context, { testRoutes });
  mountSportsbookPages(app, context);

  /** Every player API route needs a `SiteContext` naming a known site. */
  app.use('/v1/*', siteContext);
  app.use('/v2/*', siteContext);

  mountContract(app, {
    handlers: [
      identityHandlers(context),
      playerHandlers(context),
      registrationHandlers(context),
      passwordHandlers(context),
      payAndPlayHandlers(context),
      marketingHandlers(context),
      sportsbookHandlers(context),
      accountHandlers(context),
      limitsHandlers(context),
      responsibleHandlers(context),
      walletHandlers(context),
      paymentsHandlers(context),
      gamesHandlers(context),
      playerGamesHandlers(context),
      documentsHandlers(context),
      bonusesHandlers(context),
      loyaltyHandlers(context),
      tournamentHandlers(context),
    ],
    async authenticate(c, { accessToken, idToken }) {
      const session = await currentSession(context, { accessToken, idToken, siteId: siteOf(c).siteId });
      return session.ok ? session : null;
    },
  });

  return app;
}

/** The upload page's post, which has its own body limit (handlers/documentPages.ts). */
function isUploadPost(c: Context): boolean {
  return c.req.method === 'POST' && c.req.path.startsWith(`${UPLOAD_PATH}/`);
}

function siteContextMiddleware(db: Database) {
  return async (c: Context<Env>, next: () => Promise<void>) => {
    const parsed = siteContextSchema.safeParse(c.req.header(HEADERS.siteContext) ?? '');
    if (!parsed.success) {
      throw new ApiError(400, 'error.site_context.invalid', 'The SiteContext header must be a site id');
    }
    const [row] = await db.select().from(sites).where(eq(sites.siteId, parsed.data)).limit(1);
    if (!row) throw new ApiError(400, 'error.site_context.invalid', `Unknown site ${parsed.data}`);
    c.set('site', {
      siteId: row.siteId,
      brandId: row.brandId,
      markets: row.markets.split(','),
      hostnames: row.hostnames.split(',').filter(Boolean),
      marketRules: row.marketRules,
    });
    await next();
  };
}
