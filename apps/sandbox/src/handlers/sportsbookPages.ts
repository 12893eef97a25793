/**
 * The sandbox sportsbook's frame (issue 28; the page is pages/sportsbook.ts):
 * `GET /sandbox/sportsbook/:sport?/:region?/:competition?/:event??context=<token>`, the URL the
 * context calls answer (handlers/sportsbook.ts). The context must be one the sandbox signed and
 * still valid, else 400 with a page saying to open the sportsbook again from the site. A deep
 * link that names no known sport, competition or event shows the wider book rather than an error
 * (a sportsbook link from an old page keeps working). Only the context's parent page may frame it
 * (`frame-ancestors` the parent's origin).
 */
import type { Context, Env, Hono } from 'hono';
import { pageHeaders, page } from '../pages/kit.ts';
import { mountSportsbookApi } from './sportsbookApi.ts';
import { SPORT_NAMES, sportsbookPage } from '../pages/sportsbook.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  COMPETITIONS,
  SPORTSBOOK_PATH,
  eventById,
  eventsAt,
  readSportsbookContext,
  type Sport,
} from '../services/sports/index.ts';

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

export function mountSportsbookPages<E extends Env>(app: Hono<E>, ctx: SandboxContext): void {
  const show = async (c: Context) => {
    const token = c.req.query('context') ?? '';
    const context = token.length <= 4_000 ? await readSportsbookContext(ctx, token) : null;
    if (!context) return expired(c);
    const now = await ctx.clock.now();
    const [sportSegment, , competitionSegment, eventSegment] = c.req.path
      .slice(SPORTSBOOK_PATH.length)
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
    const sport = sportSegment && sportSegment in SPORT_NAMES ? (sportSegment as Sport) : null;
    const competition = COMPETITIONS.find(
      (c) => c.id === competitionSegment && (!sport || c.sport === sport),
    );
    const event = eventSegment ? eventById(eventSegment) : null;
    const html = sportsbookPage({
      now,
      link: (segments) =>
        `${[SPORTSBOOK_PATH, ...segments.map(encodeURIComponent)].join('/')}?context=${encodeURIComponent(token)}`,
      sport,
      competitionId: competition?.id ?? null,
      event: event && (!competition || event.competition.id === competition.id) ? event : null,
      events: eventsAt(now, {
        ...(sport ? { sport } : {}),
        ...(competition ? { competitionId: competition.id } : {}),
      }),
    });
    const headers = pageHeaders();
    headers['Content-Security-Policy'] += `; frame-ancestors ${new URL(context.parentUrl).origin}`;
    return c.html(html, 200, headers);
  };
  mountSportsbookApi(app, ctx);
  app.get(SPORTSBOOK_PATH, show);
  app.get(`${SPORTSBOOK_PATH}/*`, show);
}
