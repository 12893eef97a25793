/**
 * The player-game calls (spec 3 §7 "Favourites, recent games,
 * jackpots", "Winners", game details and the CreedRoomz tables list; contract in
 * packages/player-api/src/calls/{favourites,jackpots,winners,games}.ts). The rules live in the
 * services: favourites.ts, jackpots.ts, winners.ts, catalogue.ts and liveSeats.ts.
 *
 * Decisions:
 * - Every call answers for the site of the `SiteContext` header: its brand's catalogue, its
 *   players' wins. The `siteId` query of jackpots and winners must name that same site (else 400
 *   `error.request.invalid`), so one site cannot read another's data under its own header.
 * - Game details (real and demo) find the game by slug in the site's catalogue: an unknown slug is
 *   `error.game.not_found`, a disabled game `error.game.unavailable`. A live table's `seats` and
 *   `seatsTaken` come from the live seat data at the time of the call. Where the player may not
 *   play (restricted country) is the site's decision from the game's restricted-country fields,
 *   which the answer carries.
 * - The CreedRoomz tables list holds the site's CreedRoomz live tables (all open: the sandbox's
 *   tables never close), `gameServerId` being the game id; `partnerid` and `providerKind` are
 *   accepted as sent.
 * - Winners are filtered by the caller's country (geo of the forwarded address).
 * - Removing a favourite or a subscription of a game id that cannot exist (not 1–100 letters,
 *   digits, `. _ : -`) is refused with 400; a well-formed id that is not saved is a no-op.
 * - Jackpots answer at most `MAX_JACKPOT_GAME_IDS` ids per call (400 beyond), so a query cannot
 *   make the sandbox work without bound.
 */
import type { Context } from 'hono';
import { ERRORS } from '@casino/player-api';
import { locate, UNKNOWN_COUNTRY } from '../geo.ts';
import { callerAddress, siteOf } from '../request.ts';
import { ContractRefusal, type Handlers } from '../kernel/handlers.ts';
import {
  addFavourite,
  addRecentGame,
  catalogueOf,
  CATEGORY_MAX_LENGTH,
  findGameBySlug,
  GAME_ID,
  jackpotAmounts,
  lastPlayedGames,
  latestWinners,
  listFavourites,
  listMyGames,
  listRecentGames,
  liveSeats,
  offersGame,
  removeFavourite,
  setSubscription,
  toGame,
  topWinners,
} from '../services/games/index.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity/index.ts';

export const MAX_JACKPOT_GAME_IDS = 200;

function invalid(field: string, message: string): ContractRefusal {
  return new ContractRefusal(ERRORS.requestInvalid.code, message, {
    validationErrors: { [field]: { code: 'invalid_value', message } },
  });
}

function checkCategory(category: string | undefined, field: string): void {
  if (category !== undefined && category.length > CATEGORY_MAX_LENGTH) {
    throw invalid(field, `A category has at most ${CATEGORY_MAX_LENGTH} characters`);
  }
}

function checkSiteId(c: Context, siteId: number): void {
  if (siteId !== siteOf(c).siteId)
    throw invalid('query.siteId', 'siteId must name the site of the SiteContext header');
}

/** Removals name a game by path: anything that cannot be a game id is refused, not silently ignored. */
function checkGameId(gameId: string): void {
  if (!GAME_ID.test(gameId)) throw invalid('params.gameId', 'A game id is 1–100 letters, digits, . _ : or -');
}

function knownGame(c: Context, gameId: string): void {
  if (!offersGame(siteOf(c).brandId, gameId)) {
    throw new ContractRefusal(ERRORS.gameNotFound.code, `No game ${gameId} on this site`);
  }
}

export function playerGamesHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  const player = (c: Context, session: CurrentSession) => ({
    playerId: session.playerId,
    brandId: siteOf(c).brandId,
  });

  async function countryOf(c: Context): Promise<string | null> {
    const place = await locate(ctx.db, callerAddress(c));
    return place.countryCode === UNKNOWN_COUNTRY ? null : place.countryCode;
  }

  async function details(c: Context, { slug }: { slug: string }) {
    const game = findGameBySlug(siteOf(c).brandId, slug);
    if (!game) throw new ContractRefusal(ERRORS.gameNotFound.code, `No game with the slug ${slug}`);
    if (!game.enabled) throw new ContractRefusal(ERRORS.gameUnavailable.code, 'The game is not offered now');
    return { gameDetail: toGame(game, liveSeats(game, await ctx.clock.now())) };
  }

  return {
    none: {
      async jackpotAmounts({ c, query }) {
        checkSiteId(c, query.siteId);
        if (query.gameIds.length > MAX_JACKPOT_GAME_IDS) {
          throw invalid('query.gameIds', `At most ${MAX_JACKPOT_GAME_IDS} game ids per call`);
        }
        return { data: await jackpotAmounts(ctx, siteOf(c).brandId, query.gameIds) };
      },
      async topWinners({ c, query }) {
        checkSiteId(c, query.siteId);
        const site = siteOf(c);
        const scope = { siteId: site.siteId, brandId: site.brandId, currency: query.currency };
        return topWinners(ctx, { ...scope, countryCode: await countryOf(c) }, query.dateRange);
      },
      async latestWinners({ c, query }) {
        checkSiteId(c, query.siteId);
        const site = siteOf(c);
        const scope = { siteId: site.siteId, brandId: site.brandId, currency: query.currency };
        return latestWinners(ctx, { ...scope, countryCode: await countryOf(c) });
      },
      async gameDetailsDemo({ c, body }) {
        return details(c, body);
      },
      async creedroomzTables({ c }) {
        const now = await ctx.clock.now();
        return catalogueOf(siteOf(c).brandId)
          .games.filter(
            (game) => game.enabled && game.provider === 'creedroomz' && game.type === 'liveCasino',
          )
          .map((game) => ({
            gameServerId: game.id,
            name: game.label,
            isOpen: true,
            ...liveSeats(game, now),
          }));
      },
    },

    player: {
      async favourites({ c, session, query }) {
        checkCategory(query.category, 'query.category');
        return listFavourites(ctx, player(c, session), query);
      },
      async addFavourite({ c, session, body }) {
        checkCategory(body.category, 'category');
        knownGame(c, body.gameId);
        return addFavourite(ctx, session.playerId, {
          gameId: body.gameId,
          lobbyPageType: body.lobbyPageType,
          category: body.category ?? '',
        });
      },
      async removeFavourite({ session, params, query }) {
        checkGameId(params.gameId);
        await removeFavourite(ctx, session.playerId, params.gameId, query.lobbyPageType);
        return null;
      },
      async recentGames({ c, session, query }) {
        checkCategory(query.category, 'query.category');
        return listRecentGames(ctx, player(c, session), query);
      },
      async addRecentGame({ c, session, body }) {
        checkCategory(body.category, 'category');
        knownGame(c, body.gameId);
        return addRecentGame(ctx, session.playerId, body);
      },
      async lastPlayedGames({ session, query }) {
        return lastPlayedGames(ctx, session.playerId, query.limit);
      },
      async myGames({ c, session, query }) {
        checkCategory(query.category, 'query.category');
        return listMyGames(ctx, player(c, session), query);
      },
      async subscribeGame({ c, session, params }) {
        knownGame(c, params.gameId);
        return setSubscription(ctx, session.playerId, params.gameId, true);
      },
      async unsubscribeGame({ session, params }) {
        checkGameId(params.gameId);
        return setSubscription(ctx, session.playerId, params.gameId, false);
      },
      async gameDetails({ c, body }) {
        return details(c, body);
      },
    },
  };
}
