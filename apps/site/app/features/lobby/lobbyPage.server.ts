/**
 * The lobbies on the server (routes/lobby.tsx; spec 3 §2 "Casino", "Live casino"): the calls a
 * lobby page makes and the view they make (lobbyView.server.ts), with the page's title. Which
 * games a market sees is the domain's rule (@casino/domain games.ts, lobbyBrowse.ts) applied to
 * the viewer built here.
 */
import { data } from 'react-router';
import { DEFAULT_CURRENCY, type LobbyType } from '@casino/domain';
import { translatorFor } from '@casino/i18n/catalogues';
import { graphql } from '../../generated/graphql';
import { loadContentBoxes } from '../../lib/contentBoxes.server.ts';
import { gameViewer, requestDevice, viewerCountry } from '../../lib/games.server.ts';
import type { PageContext } from '../../lib/page.server.ts';
import {
  loadFavourites,
  loadJackpotAmounts,
  loadLatestWinners,
  loadLiveSeats,
  loadMyGames,
  loadRecentGames,
  loadTopWinners,
} from './lobbyPlayer.server.ts';
import { withLiveData } from './lobbyTiles.server.ts';
import { lobbyRequest, lobbyView, showsLayout } from './lobbyView.server.ts';

/**
 * The lobby page of a request: its calls (content and player API, together), the market's viewer
 * the game rules apply to (`gameViewer`: market, country, channel, excluded sub-providers), the
 * view (lobbyView.server.ts), then the jackpot amounts and live seats of the tiles shown.
 */
export async function loadLobbyPage(page: PageContext) {
  const { locale, request, route, params } = page;
  const access = await page.siteAccess();
  const state = page.sessionState;
  const asked = lobbyRequest(route?.id, params, new URL(request.url));
  const { type } = asked;

  const { device, channel } = requestDevice(request);
  const market = locale.market.toUpperCase();
  const authorized = state.kind === 'authorised';
  const detected = authorized ? state.player.countryCode : access.visitor.countryCode;
  const currency = authorized ? state.player.currency : DEFAULT_CURRENCY;
  const language = locale.siteLanguage;
  const { playerApi } = page;
  const siteId = page.brand.siteId;
  const layoutShown = showsLayout(asked);
  const country = detected ?? null;

  // The player API's widget data starts with the content queries; each settles to null on failure.
  // The boxes (content and tournament, for this viewer's side and deposit group) go where the
  // layout has their widgets; a failure leaves them out (contentBoxes.server.ts).
  const [shell, games, layout, favourites, recent, mine, topWinners, latestWinners, boxes] =
    await Promise.all([
      page.content.query(LOBBY_SHELL_QUERY, { type, market, language }),
      page.content.query(LOBBY_GAMES_QUERY, { type, market, language }),
      layoutShown
        ? page.content.query(LOBBY_QUERY, {
            type,
            market,
            channel,
            device,
            language,
            authorized,
            ...(detected ? { country: detected } : {}),
          })
        : null,
      authorized ? loadFavourites(playerApi) : null,
      authorized && layoutShown ? loadRecentGames(playerApi) : null,
      authorized && asked.myGamesPage ? loadMyGames(playerApi) : null,
      layoutShown ? loadTopWinners(playerApi, { siteId, currency, range: asked.winnerRange, country }) : null,
      layoutShown ? loadLatestWinners(playerApi, { siteId, currency, country }) : null,
      layoutShown
        ? loadContentBoxes(page, type === 'liveCasino' ? 'liveCasino' : 'casino', undefined, {
            tournaments: true,
          })
        : null,
    ]);

  const viewer = gameViewer({
    market,
    country: viewerCountry({ detected, market, marketDoc: games.allMarket[0] ?? null }),
    channel,
    exclusions: games.allSubProviderExclusion,
    site: access.site,
  });
  const lobby = lobbyView(
    asked,
    { authorized, currency, device, viewer, imageUrlFor: page.imageUrlFor },
    { shell, games, layout, favourites, recent, mine, topWinners, latestWinners, boxes },
  );
  if (!lobby) throw data(null, { status: 404 });

  // Jackpot amounts and live seats follow once the tiles are known.
  const [jackpots, seatsTaken] = await Promise.all([
    loadJackpotAmounts(playerApi, { siteId, gameIds: lobby.jackpotIds }),
    lobby.creedroomz ? loadLiveSeats(playerApi) : new Map<string, number>(),
  ]);
  withLiveData(lobby.tiles, jackpots, seatsTaken);

  return data(
    {
      ...lobby.view,
      locale: page.prefix,
      formatting: locale.formatting,
      seoTitle: lobbySeoTitle(
        locale.siteLanguage,
        type,
        asked.myGamesPage,
        lobby.view.category?.label ?? null,
      ),
    },
    { headers: { 'Cache-Control': authorized ? 'private, no-store' : 'private, max-age=0' } },
  );
}

/**
 * The page's own title (app/lib/seo.ts) on a category or My games: `Slots | Casino`, in the page's
 * language; `null` on the lobby itself, which takes content's title for its path.
 */
function lobbySeoTitle(
  language: string,
  type: LobbyType,
  myGames: boolean,
  categoryLabel: string | null | undefined,
): string | null {
  const { t } = translatorFor(language);
  const label = myGames ? t('lobby.myGames.title') : categoryLabel;
  if (!label) return null;
  const lobby = t(type === 'liveCasino' ? 'lobby.liveCasino.title' : 'lobby.casino.title');
  return t('seo.title', { page: label, site: lobby });
}

const LOBBY_SHELL_QUERY = graphql(`
  query LobbyShell($type: LobbyType!, $market: String!, $language: String!) {
    allCategory: categories(type: $type, market: $market) {
      categoryId
      url
      visibleInMenu
      label {
        text(language: $language)
      }
    }
    LobbySettings(id: "lobbySettings") {
      casino {
        categoryPageSizeMobile
        categoryPageSizeDesktop
      }
      liveCasino {
        categoryPageSizeMobile
        categoryPageSizeDesktop
      }
    }
  }
`);

const LOBBY_QUERY = graphql(`
  query LobbyLayout(
    $type: LobbyType!
    $market: String!
    $channel: Channel!
    $device: Device!
    $country: String
    $authorized: Boolean
    $language: String!
  ) {
    lobby(
      type: $type
      market: $market
      channel: $channel
      device: $device
      country: $country
      authorized: $authorized
    ) {
      widgets {
        widget {
          _id
          widgetId
          widgetType
          hasMore
          name {
            text(language: $language)
          }
          category {
            categoryId
            visibleInLobby
            label {
              text(language: $language)
            }
          }
        }
        columns
        tiles {
          size
          restricted
          images {
            img1x {
              ...LobbyImageFields
            }
            alt {
              text(language: $language)
            }
          }
          game {
            ...LobbyGameFields
          }
        }
      }
    }
  }
`);

const LOBBY_GAMES_QUERY = graphql(`
  query LobbyGames($type: String!, $market: String!, $language: String!) {
    allGame(where: { type: { eq: $type } }, sort: [{ label: ASC }, { _id: ASC }]) {
      ...LobbyGameFields
      ...GameAvailabilityFields
      categories {
        categoryId
      }
      provider {
        providerImg {
          asset {
            _id
          }
        }
      }
      subProvider {
        providerImg {
          asset {
            _id
          }
        }
      }
    }
    ...GameAvailabilityContext
  }
`);
