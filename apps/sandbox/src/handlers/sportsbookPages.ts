/**
 * The sandbox sportsbook's frame (issue 28; the page is pages/sportsbook.ts, its calls
 * sportsbookApi.ts): `GET /sandbox/sportsbook/:sport?/:region?/:competition?/:event??context=<token>`
 * with the views `live` (in play only) and `bet-history` (the player's bets opened), and
 * `/sandbox/sportsbook/virtuals`, the URLs the context calls answer (handlers/sportsbook.ts).
 * The context must be one the sandbox signed and still valid, else 400 with a page saying to open
 * the sportsbook again from the site. A deep link that names no known sport, competition or event
 * shows the wider book rather than an error (a sportsbook link from an old page keeps working).
 * Only the context's parent page may frame it (`frame-ancestors` the parent's origin); the page
 * wears the brand's theme (the site's row).
 */
import { eq } from 'drizzle-orm';
import type { Context, Env, Hono } from 'hono';
import { sites } from '../db/schema.ts';
import { newNonce, pageHeaders, page } from '../pages/kit.ts';
import { SPORT_NAMES, sportsbookPage } from '../pages/sportsbook.ts';
import { sportsbookTexts } from '../pages/sportsbookTexts.ts';
import type { SandboxContext } from '../services/context.ts';
import { secretOf } from '../services/games/index.ts';
import {
  COMPETITIONS,
  SPORTSBOOK_PATH,
  eventById,
  eventOf,
  eventsAt,
  readSportsbookContext,
  resultOf,
  type Sport,
} from '../services/sports/index.ts';
import { mountSportsbookApi } from './sportsbookApi.ts';

function expired(c: Context) {
  return c.html(
    page({
      title: 'Sportsbook',
      main: '<h1>This sportsbook link has expired</h1><p>Open the sportsbook again from the site.</p>',
    }),
    400,
    pageHeaders(),
  );
}

/** The virtual leagues' last rounds with their results (newest first). */
async function virtualResults(ctx: SandboxContext, now: Date) {
  const secret = await secretOf(ctx.db);
  return COMPETITIONS.filter((c) => c.virtual).flatMap((competition) => {
    const current = Math.floor((now.getTime() - competition.offsetMs) / competition.periodMs);
    return [0, 1, 2].flatMap((back) => {
      const event = eventOf(competition, current - back);
      const score = resultOf(secret, event, now);
      return score ? [{ event, score }] : [];
    });
  });
}

export function mountSportsbookPages<E extends Env>(app: Hono<E>, ctx: SandboxContext): void {
  const show = async (c: Context) => {
    const token = c.req.query('context') ?? '';
    const context = token.length <= 4_000 ? await readSportsbookContext(ctx, token) : null;
    if (!context) return expired(c);
    const now = await ctx.clock.now();
    const segments = c.req.path
      .slice(SPORTSBOOK_PATH.length)
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
    const [sportSegment, regionSegment, competitionSegment, eventSegment] = segments;
    const virtuals = sportSegment === 'virtuals';
    const view = sportSegment === 'live' || sportSegment === 'bet-history' ? sportSegment : null;
    const sport = sportSegment && sportSegment in SPORT_NAMES ? (sportSegment as Sport) : null;
    const competition = COMPETITIONS.find(
      (c) => !c.virtual && c.id === competitionSegment && (!sport || c.sport === sport),
    );
    const found = eventSegment ? eventById(eventSegment) : null;
    const event =
      found && !found.competition.virtual && (!competition || found.competition.id === competition.id)
        ? found
        : null;
    const path = virtuals
      ? ['virtuals']
      : view
        ? [view]
        : event
          ? [event.competition.sport, event.competition.region.slug, event.competition.id, event.id]
          : competition
            ? [competition.sport, regionSegment ?? competition.region.slug, competition.id]
            : sport
              ? [sport]
              : [];
    const [site] = await ctx.db
      .select({ theme: sites.theme })
      .from(sites)
      .where(eq(sites.siteId, context.siteId));
    const nonce = newNonce();
    const { texts, lang } = sportsbookTexts(context.language);
    const html = sportsbookPage({
      texts,
      lang,
      now,
      link: (parts) =>
        `${[SPORTSBOOK_PATH, ...parts.map(encodeURIComponent)].join('/')}?context=${encodeURIComponent(token)}`,
      path,
      sport: virtuals ? 'virtuals' : (view ?? sport),
      competitionId: competition?.id ?? null,
      event,
      events: virtuals
        ? eventsAt(now, { virtual: true, aheadMs: 15 * 60_000 })
        : eventsAt(now, {
            ...(sport ? { sport } : {}),
            ...(competition ? { competitionId: competition.id } : {}),
          }).filter((e) => view !== 'live' || e.startsAt <= now),
      results: virtuals ? await virtualResults(ctx, now) : [],
      theme: site?.theme ?? null,
      context: token,
      parentOrigin: new URL(context.parentUrl).origin,
      signedIn: context.playerId !== null,
      currency: context.currency,
      nonce,
    });
    const headers = pageHeaders({ nonce, connect: 'self' });
    headers['Content-Security-Policy'] += `; frame-ancestors ${new URL(context.parentUrl).origin}`;
    return c.html(html, 200, headers);
  };
  mountSportsbookApi(app, ctx);
  app.get(SPORTSBOOK_PATH, show);
  app.get(`${SPORTSBOOK_PATH}/*`, show);
}
