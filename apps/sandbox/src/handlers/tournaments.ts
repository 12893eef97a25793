/**
 * The tournament calls (spec 3 §7 "GET /tournament/{a}/{b}/{market}; GET /tournament/public/{a}/
 * {b}/{market}"; contract calls/tournaments.ts): the site's tournaments in the market, their texts
 * in the language, status on the sandbox clock, prize pool, games and top-10 leaderboard; for a
 * signed-in player also their own rank and score (services/tournaments/). A path naming another
 * site than the call's `SiteContext` lists nothing: one site's tournaments are not another's.
 */
import type { Handlers } from '../kernel/handlers.ts';
import { siteOf } from '../request.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity/index.ts';
import { tournamentsFor } from '../services/tournaments/index.ts';

/** The call's site when the path names it, else null (module header). */
function siteFor(c: Parameters<typeof siteOf>[0], siteId: string) {
  const site = siteOf(c);
  return String(site.siteId) === siteId ? site : null;
}

export function tournamentHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    none: {
      async publicTournaments({ params, c }) {
        const site = siteFor(c, params.siteId);
        if (!site) return [];
        const views = await tournamentsFor(ctx, {
          siteId: site.siteId,
          brandId: site.brandId,
          market: params.market,
          language: params.language,
        });
        return views.map(({ player: _player, ...view }) => view);
      },
    },
    player: {
      async tournaments({ params, c, session }) {
        const site = siteFor(c, params.siteId);
        if (!site) return [];
        return tournamentsFor(ctx, {
          siteId: site.siteId,
          brandId: site.brandId,
          market: params.market,
          language: params.language,
          player: { playerId: session.playerId, currencyCode: session.player.currencyCode },
        });
      },
    },
  };
}
