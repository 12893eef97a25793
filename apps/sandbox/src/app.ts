/**
 * The sandbox player API: a real implementation of the contract in packages/player-api, kept in
 * a database, so the whole product runs and is tested on one machine. Every route validates its
 * input with the contract's zod schemas and answers errors as `{ code, message }` with a 4xx;
 * anything unexpected is a 500 with `error.system.error` and no stack.
 */
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { eq, sql } from 'drizzle-orm';
import { marketForCountry } from '@casino/domain';
import { HEADERS, calls, siteContextSchema, type ErrorBody, type PlayerStation } from '@casino/player-api';
import type { Database } from './db/database.ts';
import { sites } from './db/schema.ts';
import { deviceFlags, locate } from './geo.ts';

export interface SandboxOptions {
  db: Database;
}

interface Site {
  siteId: number;
  brandId: string;
  markets: string[];
}

type Env = { Variables: { site: Site } };

export class ApiError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429;
  readonly code: string;
  constructor(status: ApiError['status'], code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

function errorBody(code: string, message: string): ErrorBody {
  return { code, message };
}

/** The caller's address: the first `X-Forwarded-For` hop set by the site, else the socket. */
function callerAddress(c: Context): string {
  const forwarded = c.req.header(HEADERS.forwardedFor)?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

export function createSandboxApp({ db }: SandboxOptions) {
  const app = new Hono<Env>();

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
    console.error(`[sandbox] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody('error.system.error', 'Something went wrong'), 500);
  });

  app.notFound((c) => c.json(errorBody('error.not_found', `No route ${c.req.method} ${c.req.path}`), 404));

  app.get('/health', async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: 'ok' });
  });

  /** Every player API route needs a `SiteContext` naming a known site. */
  app.use('/v1/*', async (c, next) => {
    const parsed = siteContextSchema.safeParse(c.req.header(HEADERS.siteContext) ?? '');
    if (!parsed.success) {
      throw new ApiError(400, 'error.site_context.invalid', 'The SiteContext header must be a site id');
    }
    const [row] = await db.select().from(sites).where(eq(sites.siteId, parsed.data)).limit(1);
    if (!row) throw new ApiError(400, 'error.site_context.invalid', `Unknown site ${parsed.data}`);
    c.set('site', { siteId: row.siteId, brandId: row.brandId, markets: row.markets.split(',') });
    await next();
  });

  app.get(calls.playerStation.path, async (c) => {
    const site = c.get('site');
    const address = callerAddress(c);
    const place = await locate(db, address);
    const station: PlayerStation = {
      ipAddress: address || '0.0.0.0',
      autodetectedCountry: place.countryCode,
      autodetectedRegion: place.region,
      autodetectedCity: place.city,
      market: marketForCountry(place.countryCode, site.markets, site.markets[0]!),
      device: deviceFlags(c.req.header('User-Agent') ?? ''),
    };
    return c.json(calls.playerStation.response.parse(station));
  });

  return app;
}
