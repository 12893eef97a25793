/**
 * Casino and live-casino lobbies: `/online-casino`, `/online-casino/:id`, `/live-casino-online`,
 * `/live-casino-online/:id` (spec 3 §2 "Casino", "Live casino"; §3 "Lobby layout / widget",
 * "Category"; §5 search, provider filter and the restricted-country rules; §9 page sizes). The
 * route id says which lobby; the rules are @casino/domain's (lobby.ts, games.ts, lobbyBrowse.ts).
 *
 * - The lobby shows the content's layout for the market and device: each widget with its tiles
 *   (4x, 2xh, 2xv, 1x on a content grid, else one row), a "see all" link to its category.
 * - A category page, a search or a provider filter lists the lobby's games instead, in pages of
 *   spec 3 §9 (one more looked at to know whether there are more). The search and the filter are a
 *   GET form, so every view has an address and works without JavaScript; "load more" is a link to
 *   `page=N+1` (the first N+1 pages): without JavaScript a new page, with it a client navigation
 *   that keeps the scroll position and appends.
 * - The device class comes from the User-Agent by the player station's rules; the player's country
 *   is the logged-in player's, else the one the player API detected, else the market's own.
 * - Restricted games (spec 3 §5 overlay) show greyed with a note and no link; hidden ones not at all.
 * - Tile images are webp at twice their displayed size, with width and height, lazy after the
 *   first tiles. Their alt text is the content's; when it would only repeat the game name written
 *   beside it, the image is decorative (`alt=""`) so screen readers do not say the name twice.
 * - Widgets of the player API (lib/lobbyPlayer.server.ts; rules in @casino/domain playerGames.ts):
 *   recently played (a carousel of the lobby's games filtered by channel, 2 rows in the live
 *   casino, spec 3 §4), favourites, top winners (date range chosen by a link, `winners=72h`, so it
 *   works without JavaScript) and latest winners, at most WINNERS_SHOWN each, filtered like games.
 *   Their calls start together with the content queries (winners before the layout says whether
 *   it has a winners widget: a cheap public call beats a second round trip); jackpot amounts and
 *   CreedRoomz seat data follow once the tiles are known. A failed call renders its widget empty.
 * - Logged-in players get a favourite heart on every tile (components/FavouriteButton.tsx); the
 *   hearts are left out when the favourites could not be read, since their state would be a guess.
 * - My games is the lobby's page at the reserved category `my-games`; visitors are asked to log in.
 * - Categories: the menu lists those `visibleInMenu`; a widget fed by a category that is not
 *   `visibleInLobby` is left out of the lobby. Every category of the market has its page (a
 *   category hidden from the menu or lobby can still be linked, e.g. from a tournament).
 * - Live tables show the content's seat count, and the taken seats where live seat data has them.
 * - Phones get the bottom navigation (components/BottomNav.tsx); `filter=open` opens the filter
 *   panel without JavaScript.
 * - The content boxes, banners, tournament boxes and provider/category strips of a layout are left
 *   to their own work; they render nothing here yet.
 */
import { useId } from 'react';
import { Link, data, useNavigation } from 'react-router';
import { DEFAULT_CURRENCY, formatLocale, type LobbyType } from '@casino/domain';
import { gameSectionStyles } from '@casino/ui';
import { GameSection } from '@casino/ui/components';
import { translatorFor } from '@casino/i18n/catalogues';
import type { Route } from './+types/lobby';
import { graphql } from '../generated/graphql';
import * as styles from '../components/Lobby.css.ts';
import { LOBBY_SEARCH_ID, LobbyBottomNav, type BottomNavHandle } from '../components/BottomNav.tsx';
import { LobbyTile, type TileContext } from '../components/LobbyTile.tsx';
import { LobbySearch } from '../components/LobbySearch.tsx';
import { LobbyWinners } from '../components/LobbyWinners.tsx';
import { carouselLabels } from '../components/carouselLabels.ts';
import { hrefFor } from '../components/links.ts';
import {
  accessContext,
  appContext,
  localeContext,
  routeMatchContext,
  sessionContext,
} from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { gameViewer, requestDevice, viewerCountry } from '../lib/games.server.ts';
import {
  loadFavourites,
  loadJackpotAmounts,
  loadLatestWinners,
  loadLiveSeats,
  loadMyGames,
  loadRecentGames,
  loadTopWinners,
} from '../lib/lobbyPlayer.server.ts';
import { lobbyRequest, lobbyView, showsLayout } from '../lib/lobbyView.server.ts';
import { withLiveData } from '../lib/lobbyTiles.server.ts';
import { seoMeta } from '../lib/seo.ts';

/** The lobby renders its own bottom navigation, with the filter tab (components/BottomNav.tsx). */
export const handle: BottomNavHandle = { bottomNav: 'own' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const access = context.get(accessContext)!;
  const { state } = context.get(sessionContext);
  const { route, params } = context.get(routeMatchContext);
  const asked = lobbyRequest(route?.id, params, new URL(request.url));
  const { type } = asked;

  const { device, channel } = requestDevice(request);
  const market = locale.market.toUpperCase();
  const authorized = state.kind === 'authorised';
  const detected = authorized ? state.player.countryCode : access.visitor.countryCode;
  const currency = authorized ? state.player.currency : DEFAULT_CURRENCY;
  const language = locale.siteLanguage;
  const { playerApi } = app;
  const siteId = app.brand.siteId;
  const layoutShown = showsLayout(asked);
  const country = detected ?? null;

  // The player API's widget data starts with the content queries; each settles to null on failure.
  const [shell, games, layout, favourites, recent, mine, topWinners, latestWinners] = await Promise.all([
    app.content.query(LOBBY_SHELL_QUERY, { type, market, language }),
    app.content.query(LOBBY_GAMES_QUERY, { type, market, language }),
    layoutShown
      ? app.content.query(LOBBY_QUERY, {
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
  ]);

  const viewer = gameViewer({
    market,
    country: viewerCountry({ detected, market, marketDoc: games.allMarket[0] ?? null }),
    channel,
    exclusions: games.allSubProviderExclusion,
  });
  const page = lobbyView(
    asked,
    { authorized, currency, device, viewer, imageUrlFor: app.imageUrlFor },
    { shell, games, layout, favourites, recent, mine, topWinners, latestWinners },
  );
  if (!page) throw data(null, { status: 404 });

  // Jackpot amounts and live seats follow once the tiles are known.
  const [jackpots, seatsTaken] = await Promise.all([
    loadJackpotAmounts(playerApi, { siteId, gameIds: page.jackpotIds }),
    page.creedroomz ? loadLiveSeats(playerApi) : new Map<string, number>(),
  ]);
  withLiveData(page.tiles, jackpots, seatsTaken);

  return data(
    {
      ...page.view,
      locale: formatLocale(locale),
      formatting: locale.formatting,
      seoTitle: lobbySeoTitle(
        locale.siteLanguage,
        type,
        asked.myGamesPage,
        page.view.category?.label ?? null,
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

/** Content's description for the path; the category's title when there is one (see the loader). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.seoTitle);
}

export default function Lobby({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const { locale, type, category, values, list, myGames } = loaderData;
  const title = myGames
    ? t('lobby.myGames.title')
    : category
      ? category.label
      : t(type === 'liveCasino' ? 'lobby.liveCasino.title' : 'lobby.casino.title');
  const basePath = category
    ? `${loaderData.lobbyPath}/${encodeURIComponent(category.id)}`
    : loaderData.lobbyPath;
  const more = new URLSearchParams();
  if (values.q) more.set('q', values.q);
  for (const provider of values.providers) more.append('provider', provider);
  const filterParams = new URLSearchParams(more);
  filterParams.set('filter', 'open');
  more.set('page', String(loaderData.page + 1));
  const filtered = values.q !== '' || values.providers.length > 0;
  const searchId = LOBBY_SEARCH_ID;
  const filterPanelId = `${id}-filter`;
  const context: TileContext = {
    locale,
    formatting: loaderData.formatting,
    lobbyPageType: loaderData.lobbyPageType,
    favourites: loaderData.favourites ? new Set(loaderData.favourites) : null,
    category: category?.id ?? null,
  };
  const activeTab = myGames ? 'myGames' : filtered ? 'search' : 'lobby';

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`} data-lobby={type}>
      <h1 id={`${id}-title`} className={styles.heading}>
        {title}
      </h1>

      <nav aria-label={t('lobby.categories')}>
        <ul className={styles.menu} data-testid="lobby-categories">
          <li>
            <Link
              to={`/${locale}${loaderData.lobbyPath}`}
              className={styles.menuLink}
              aria-current={category || myGames ? undefined : 'page'}
            >
              {t('lobby.all')}
            </Link>
          </li>
          {loaderData.menu.map((entry) => (
            <li key={entry.id}>
              <Link
                to={hrefFor(locale, entry.href)}
                className={styles.menuLink}
                aria-current={category?.id === entry.id ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <LobbySearch
        locale={locale}
        path={myGames ? loaderData.lobbyPath : basePath}
        values={values}
        providerOptions={loaderData.providerOptions}
        filterOpen={loaderData.filterOpen}
        searchId={searchId}
        filterPanelId={filterPanelId}
      />

      {myGames ? (
        <section className={styles.section} aria-labelledby={`${id}-title`} data-testid="my-games">
          {myGames.status === 'login' ? (
            <>
              <p className={styles.notice}>{t('lobby.myGames.login')}</p>
              <a href="#login" className={styles.secondary}>
                {t('lobby.myGames.loginAction')}
              </a>
            </>
          ) : myGames.status === 'error' ? (
            <p className={styles.notice} role="alert">
              {t('lobby.myGames.error')}
            </p>
          ) : myGames.tiles.length === 0 ? (
            <p className={styles.notice}>{t('lobby.myGames.empty')}</p>
          ) : (
            <ul className={gameSectionStyles.list} data-testid="lobby-games">
              {myGames.tiles.map((tile) => (
                <LobbyTile key={tile.key} tile={tile} context={context} />
              ))}
            </ul>
          )}
        </section>
      ) : list ? (
        <GameSection
          title={filtered ? t('lobby.search.heading') : t('lobby.games')}
          headingId={`${id}-games`}
          busy={navigation.state === 'loading'}
          layout={{ kind: 'list' }}
          listTestId="lobby-games"
          aside={
            <p className={styles.meta} role="status" data-testid="lobby-count">
              {t('lobby.count', { count: list.total })}
            </p>
          }
          intro={list.tiles.length === 0 ? <p>{t('lobby.empty')}</p> : null}
          footer={
            list.hasMore ? (
              <Link
                to={`?${more.toString()}`}
                preventScrollReset
                className={styles.secondary}
                data-testid="lobby-load-more"
              >
                {t('lobby.loadMore')}
              </Link>
            ) : null
          }
        >
          {list.tiles.map((tile) => (
            <LobbyTile key={tile.key} tile={tile} context={context} />
          ))}
        </GameSection>
      ) : (
        loaderData.widgets.map((widget, index) =>
          widget.kind === 'winners' ? (
            <LobbyWinners key={widget.id} widget={widget} headingId={`${id}-w${index}`} context={context} />
          ) : (
            <GameSection
              key={widget.id}
              title={widget.title}
              headingId={`${id}-w${index}`}
              testId="lobby-widget"
              widgetType={widget.widgetType}
              more={
                widget.more
                  ? {
                      href: `/${locale}${widget.more}`,
                      label: t('lobby.seeAll.short'),
                      name: t('lobby.seeAll', { title: widget.title }),
                    }
                  : null
              }
              layout={
                widget.columns
                  ? { kind: 'grid', columns: widget.columns }
                  : { kind: 'row', rows: widget.rows, labels: carouselLabels(t, widget.title) }
              }
            >
              {widget.tiles.map((tile) => (
                <LobbyTile
                  key={tile.key}
                  tile={tile}
                  context={widget.columns ? { ...context, fill: true } : context}
                />
              ))}
            </GameSection>
          ),
        )
      )}

      <LobbyBottomNav
        active={activeTab}
        lobbyHref={`/${locale}${loaderData.lobbyPath}`}
        filterHref={`/${locale}${myGames ? loaderData.lobbyPath : basePath}?${filterParams.toString()}`}
        filterPanelId={loaderData.providerOptions.length > 0 ? filterPanelId : null}
      />
    </article>
  );
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
