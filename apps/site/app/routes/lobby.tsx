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
 * - Widgets that need the player API (recently played, favourites, winners, jackpot amounts) and
 *   the content boxes are left to their own work; they render nothing here yet.
 */
import { useId } from 'react';
import { Form, Link, data, useNavigation } from 'react-router';
import {
  DEFAULT_CURRENCY,
  browseGames,
  channelOf,
  deviceFlagsFromUserAgent,
  excludedSubProviders,
  formatLocale,
  formatMoney,
  gamePlayPath,
  lobbyDeviceOf,
  lobbyPage,
  lobbyPageSize,
  marketCountry,
  normaliseSearch,
  parseLobbyPage,
  type GameFacts,
  type LobbyDevice,
  type LobbyType,
} from '@casino/domain';
import type { ContentClient, ImageUrlFor } from '@casino/content';
import type { Route } from './+types/lobby';
import { graphql } from '../generated/graphql';
import type {
  LobbyGameFieldsFragment,
  LobbyGamesQuery,
  LobbyImageFieldsFragment,
} from '../generated/graphql/graphql';
import * as styles from '../components/Lobby.css.ts';
import { hrefFor } from '../components/links.ts';
import {
  accessContext,
  appContext,
  localeContext,
  routeMatchContext,
  sessionContext,
} from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';

/** Displayed size of one grid cell in CSS pixels (the image URL asks for twice as much). */
const CELL = 176;
const GAP = 12;
/** Tiles drawn before these counts are above the fold on most screens; later ones load lazily. */
const EAGER_LOBBY_TILES = 8;
const EAGER_LIST_TILES = 12;
/** More providers than this in one address are ignored (the filter has fewer options). */
const MAX_PROVIDERS = 40;

type TileSize = '4x' | '2xh' | '2xv' | '1x';
const TILE_SIZES: readonly TileSize[] = ['4x', '2xh', '2xv', '1x'];

const SPAN: Record<TileSize, { columns: number; rows: number }> = {
  '4x': { columns: 2, rows: 2 },
  '2xh': { columns: 2, rows: 1 },
  '2xv': { columns: 1, rows: 2 },
  '1x': { columns: 1, rows: 1 },
};

export interface LobbyTileView {
  key: string;
  name: string;
  provider: string | null;
  /** The game page without the locale prefix; null for restricted games or without a play path. */
  path: string | null;
  size: TileSize;
  restricted: boolean;
  image: { src: string; width: number; height: number; alt: string } | null;
  eager: boolean;
  seats: number | null;
  betLimit: { min: number; max: number; currency: string } | null;
}

function tileSizeOf(size: string | null | undefined): TileSize {
  return TILE_SIZES.includes(size as TileSize) ? (size as TileSize) : '1x';
}

function imageOf(
  image: LobbyImageFieldsFragment | null | undefined,
  size: TileSize,
  alt: string,
  imageUrlFor: ImageUrlFor,
): LobbyTileView['image'] {
  const id = image?.asset?._id;
  if (!id) return null;
  const span = SPAN[size];
  const width = span.columns * CELL + (span.columns - 1) * GAP;
  const height = span.rows * CELL + (span.rows - 1) * GAP;
  return { src: imageUrlFor({ asset: { _ref: id } } as never, { width, height }), width, height, alt };
}

interface TileInput {
  game: LobbyGameFieldsFragment;
  size: string | null | undefined;
  images?: LobbyGameFieldsFragment['thumbnail'] | null;
  restricted: boolean;
  eager: boolean;
}

function tileOf(
  input: TileInput,
  type: LobbyType,
  currency: string,
  imageUrlFor: ImageUrlFor,
): LobbyTileView {
  const { game } = input;
  const size = tileSizeOf(input.size);
  const name = game.label ?? game.gameId ?? '';
  // The tile's own art for the big sizes; else the portrait art for 2xv and the thumbnail.
  const set =
    (size !== '1x' ? input.images : null) ??
    (size === '2xv' ? game.verticalImage : null) ??
    game.thumbnail ??
    null;
  const alt = set?.alt?.text ?? name;
  const limit = (game.betLimits ?? []).find((entry) => entry?.currency === currency) ?? null;
  return {
    key: game._id ?? name,
    name,
    provider: game.gameProvider ?? game.provider?.title ?? null,
    path: input.restricted ? null : gamePlayPath(type, game.provider?.providerId, game.gameId ?? ''),
    size,
    restricted: input.restricted,
    image: imageOf(set?.img1x, size, alt, imageUrlFor),
    eager: input.eager,
    seats: type === 'liveCasino' ? (game.seats ?? null) : null,
    betLimit:
      type === 'liveCasino' && limit?.min != null && limit.max != null
        ? { min: limit.min, max: limit.max, currency }
        : null,
  };
}

/** The facts the game rules of packages/domain read, from a game of LOBBY_GAMES_QUERY. */
function factsOf(game: LobbyGamesGame): GameFacts {
  return {
    enabled: game.enabled,
    channels: game.channels?.filter((channel): channel is string => channel !== null) ?? null,
    provider: game.provider && {
      providerId: game.provider.providerId,
      restrictedCountry: strings(game.provider.restrictedCountry),
      removeRestrictedCountryOverlay: game.provider.removeRestrictedCountryOverlay,
      markets: (game.provider.markets ?? []).flatMap((market) => (market?.marketId ? [market.marketId] : [])),
    },
    subProvider: game.subProvider && {
      id: game.subProvider._id ?? '',
      subProviderId: game.subProvider.subProviderId,
      restrictedCountry: strings(game.subProvider.restrictedCountry),
      removeRestrictedCountryOverlay: game.subProvider.removeRestrictedCountryOverlay,
    },
  };
}

function strings(list: readonly (string | null)[] | null | undefined): string[] {
  return (list ?? []).filter((value): value is string => value !== null);
}

type LobbyGamesGame = LobbyGamesQuery['allGame'][number];

function loadGames(content: ContentClient, type: LobbyType, market: string, language: string) {
  return content.query(LOBBY_GAMES_QUERY, { type, market, language });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const access = context.get(accessContext);
  const { state } = context.get(sessionContext);
  const { route, params } = context.get(routeMatchContext);
  const type: LobbyType = route?.id.startsWith('live-casino') ? 'liveCasino' : 'casino';
  const categoryId = params['id'] ?? null;
  const url = new URL(request.url);
  const search = normaliseSearch(url.searchParams.get('q'));
  const providers = [...new Set(url.searchParams.getAll('provider').map((value) => value.trim()))]
    .filter(Boolean)
    .slice(0, MAX_PROVIDERS);
  const page = parseLobbyPage(url.searchParams.get('page'));

  const device: LobbyDevice = lobbyDeviceOf(deviceFlagsFromUserAgent(request.headers.get('user-agent')));
  const channel = channelOf(device);
  const market = locale.market.toUpperCase();
  const authorized = state.kind === 'authorised';
  const detected = authorized ? state.player.countryCode : access.visitor.countryCode;
  const currency = authorized ? state.player.currency : DEFAULT_CURRENCY;
  const language = locale.siteLanguage;
  const prefix = formatLocale(locale);
  const lobbyPath = type === 'liveCasino' ? 'live-casino-online' : 'online-casino';

  const filtering = categoryId !== null || search !== '' || providers.length > 0;
  const [shell, games, lobby] = await Promise.all([
    app.content.query(LOBBY_SHELL_QUERY, { type, market, language }),
    loadGames(app.content, type, market, language),
    filtering
      ? null
      : app.content.query(LOBBY_QUERY, {
          type,
          market,
          channel,
          device,
          language,
          authorized,
          ...(detected ? { country: detected } : {}),
        }),
  ]);

  const category = categoryId
    ? (shell.allCategory.find((entry) => entry.categoryId === categoryId) ?? null)
    : null;
  if (categoryId !== null && !category) throw data(null, { status: 404 });

  const marketDoc = games.allMarket[0];
  const country =
    detected?.toUpperCase() ??
    marketCountry({
      marketId: market,
      isCustomMarketId: marketDoc?.isCustomMarketId ?? null,
      originCountryCode: marketDoc?.originCountryCode ?? null,
    });
  const viewer = {
    market,
    country,
    channel,
    excludedSubProviders: excludedSubProviders(
      games.allSubProviderExclusion.map((exclusion) => ({
        markets: (exclusion.markets ?? []).flatMap((entry) => (entry?.marketId ? [entry.marketId] : [])),
        subProviders: (exclusion.subProviders ?? []).flatMap((entry) => (entry?._id ? [entry._id] : [])),
      })),
      market,
    ),
  };
  const read = {
    id: (game: LobbyGamesGame) => game._id ?? '',
    label: (game: LobbyGamesGame) => game.label,
    facts: factsOf,
  };
  const inCategory = category
    ? games.allGame.filter((game) =>
        (game.categories ?? []).some((entry) => entry?.categoryId === category.categoryId),
      )
    : games.allGame;

  // The filter panel offers the providers and sub-providers of the games this player may see here.
  const offered = browseGames(inCategory, { viewer }, read);
  const providerOptions = new Map<string, string>();
  for (const { game } of offered) {
    if (game.provider?.providerId)
      providerOptions.set(game.provider.providerId, game.provider.title ?? game.provider.providerId);
    if (game.subProvider?.subProviderId)
      providerOptions.set(
        game.subProvider.subProviderId,
        game.subProvider.title ?? game.subProvider.subProviderId,
      );
  }

  const settings = shell.LobbySettings?.[type] ?? null;
  const pageSize = lobbyPageSize(type, device, {
    ...(settings?.categoryPageSizeMobile ? { categoryPageSizeMobile: settings.categoryPageSizeMobile } : {}),
    ...(settings?.categoryPageSizeDesktop
      ? { categoryPageSizeDesktop: settings.categoryPageSizeDesktop }
      : {}),
  });
  const tile = (input: TileInput) => tileOf(input, type, currency, app.imageUrlFor);

  let list: { tiles: LobbyTileView[]; hasMore: boolean; total: number } | null = null;
  if (filtering) {
    const found = browseGames(inCategory, { viewer, search, providers }, read);
    const shown = lobbyPage(found, page, pageSize);
    list = {
      tiles: shown.items.map(({ game, restricted }, index) =>
        tile({ game, size: '1x', restricted, eager: index < EAGER_LIST_TILES }),
      ),
      hasMore: shown.hasMore,
      total: found.length,
    };
  }

  let eagerLeft = EAGER_LOBBY_TILES;
  const widgets = (lobby?.lobby?.widgets ?? []).flatMap((entry) => {
    if (entry.tiles.length === 0) return [];
    const { widget } = entry;
    const widgetCategory = widget.category?.categoryId ?? null;
    const tiles = entry.tiles.map((item) =>
      tile({
        game: item.game,
        size: entry.columns ? item.size : '1x',
        images: item.images,
        restricted: item.restricted,
        eager: eagerLeft-- > 0,
      }),
    );
    return [
      {
        id: widget._id ?? widget.widgetId ?? '',
        title: widget.name?.text ?? widget.category?.label?.text ?? '',
        columns: entry.columns ?? null,
        tiles,
        more: widget.hasMore && widgetCategory ? `/${lobbyPath}/${encodeURIComponent(widgetCategory)}` : null,
      },
    ];
  });

  return data(
    {
      type,
      locale: prefix,
      brandName: app.brand.name,
      lobbyPath: `/${lobbyPath}`,
      category: category
        ? { id: category.categoryId ?? '', label: category.label?.text ?? category.categoryId ?? '' }
        : null,
      menu: shell.allCategory
        .filter((entry) => entry.categoryId)
        .map((entry) => ({
          id: entry.categoryId!,
          label: entry.label?.text ?? entry.categoryId!,
          href: entry.url || `/${lobbyPath}/${encodeURIComponent(entry.categoryId!)}`,
        })),
      values: { q: search, providers },
      providerOptions: [...providerOptions]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en')),
      widgets,
      list,
      page,
      formatting: locale.formatting,
    },
    { headers: { 'Cache-Control': authorized ? 'private, no-store' : 'private, max-age=0' } },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const lobby = loaderData.type === 'liveCasino' ? 'Live casino' : 'Casino';
  const title = loaderData.category ? `${loaderData.category.label} | ${lobby}` : lobby;
  return [{ title: `${title} | ${loaderData.brandName}` }];
}

function Tile({ tile, locale, formatting }: { tile: LobbyTileView; locale: string; formatting: string }) {
  const t = useT();
  const body = (
    <>
      {tile.image ? (
        <img
          className={`${styles.image} ${tile.restricted ? styles.restricted : ''}`}
          src={tile.image.src}
          width={tile.image.width}
          height={tile.image.height}
          alt={tile.image.alt === tile.name ? '' : tile.image.alt}
          loading={tile.eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <span />
      )}
      {tile.restricted ? <span className={styles.badge}>{t('lobby.restricted')}</span> : null}
      <span className={styles.caption}>
        <span className={styles.name}>{tile.name}</span>
        {tile.provider ? <span className={styles.meta}>{tile.provider}</span> : null}
        {tile.seats != null ? (
          <span className={styles.meta}>{t('lobby.seats', { seats: tile.seats })}</span>
        ) : null}
        {tile.betLimit ? (
          <span className={styles.meta}>
            {t('lobby.betLimits', {
              min: formatMoney(tile.betLimit.min, tile.betLimit.currency, { locale: formatting }),
              max: formatMoney(tile.betLimit.max, tile.betLimit.currency, { locale: formatting }),
            })}
          </span>
        ) : null}
      </span>
    </>
  );
  return (
    <li className={styles.size[tile.size]} data-testid="game-tile" data-size={tile.size}>
      {tile.path ? (
        <Link to={`/${locale}${tile.path}`} className={styles.tile} prefetch="none">
          {body}
        </Link>
      ) : (
        <div className={styles.tile}>{body}</div>
      )}
    </li>
  );
}

export default function Lobby({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const { locale, type, category, values, list } = loaderData;
  const title = category
    ? category.label
    : t(type === 'liveCasino' ? 'lobby.liveCasino.title' : 'lobby.casino.title');
  const basePath = category
    ? `${loaderData.lobbyPath}/${encodeURIComponent(category.id)}`
    : loaderData.lobbyPath;
  const more = new URLSearchParams();
  if (values.q) more.set('q', values.q);
  for (const provider of values.providers) more.append('provider', provider);
  more.set('page', String(loaderData.page + 1));
  const filtered = values.q !== '' || values.providers.length > 0;

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
              aria-current={category ? undefined : 'page'}
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

      <search>
        <Form
          method="get"
          action={`/${locale}${basePath}`}
          className={styles.search}
          data-testid="lobby-search"
        >
          <div className={styles.field}>
            <label htmlFor={`${id}-q`}>{t('lobby.search.label')}</label>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              defaultValue={values.q}
              maxLength={100}
              autoComplete="off"
              className={styles.input}
            />
          </div>
          <button type="submit" className={styles.button}>
            {t('lobby.search.submit')}
          </button>
          {loaderData.providerOptions.length > 0 ? (
            <details className={styles.filterPanel} open={values.providers.length > 0}>
              <summary className={styles.filterSummary}>{t('lobby.filter.open')}</summary>
              <fieldset className={styles.providers}>
                <legend>{t('lobby.filter.providers')}</legend>
                {loaderData.providerOptions.map((option) => (
                  <label key={option.value} className={styles.choice}>
                    <input
                      type="checkbox"
                      name="provider"
                      value={option.value}
                      defaultChecked={values.providers.includes(option.value)}
                    />
                    {option.label}
                  </label>
                ))}
              </fieldset>
            </details>
          ) : null}
          {filtered ? (
            <Link to={`/${locale}${basePath}`} className={styles.secondary}>
              {t('lobby.filter.clear')}
            </Link>
          ) : null}
        </Form>
      </search>

      {list ? (
        <section
          className={styles.section}
          aria-labelledby={`${id}-games`}
          aria-busy={navigation.state === 'loading'}
        >
          <div className={styles.sectionHeader}>
            <h2 id={`${id}-games`} className={styles.sectionHeading}>
              {filtered ? t('lobby.search.heading') : t('lobby.games')}
            </h2>
            <p className={styles.meta} role="status" data-testid="lobby-count">
              {t('lobby.count', { count: list.total })}
            </p>
          </div>
          {list.tiles.length === 0 ? <p>{t('lobby.empty')}</p> : null}
          <ul className={styles.list} data-testid="lobby-games">
            {list.tiles.map((tile) => (
              <Tile key={tile.key} tile={tile} locale={locale} formatting={loaderData.formatting} />
            ))}
          </ul>
          {list.hasMore ? (
            <Link
              to={`?${more.toString()}`}
              preventScrollReset
              className={styles.secondary}
              data-testid="lobby-load-more"
            >
              {t('lobby.loadMore')}
            </Link>
          ) : null}
        </section>
      ) : (
        loaderData.widgets.map((widget, index) => (
          <section
            key={widget.id}
            className={styles.section}
            aria-labelledby={`${id}-w${index}`}
            data-testid="lobby-widget"
          >
            <div className={styles.sectionHeader}>
              <h2 id={`${id}-w${index}`} className={styles.sectionHeading}>
                {widget.title}
              </h2>
              {widget.more ? (
                <Link to={`/${locale}${widget.more}`} className={styles.meta}>
                  {t('lobby.seeAll', { title: widget.title })}
                </Link>
              ) : null}
            </div>
            <ul
              className={widget.columns ? styles.grid : styles.row}
              style={
                widget.columns ? ({ '--lobby-columns': widget.columns } as React.CSSProperties) : undefined
              }
            >
              {widget.tiles.map((tile) => (
                <Tile key={tile.key} tile={tile} locale={locale} formatting={loaderData.formatting} />
              ))}
            </ul>
          </section>
        ))
      )}
    </article>
  );
}

graphql(`
  fragment LobbyImageFields on Image {
    asset {
      _id
    }
  }
`);

graphql(`
  fragment LobbyGameFields on Game {
    _id
    gameId
    label
    gameProvider
    seats
    betLimits {
      min
      max
      currency
    }
    provider {
      providerId
      title
    }
    thumbnail {
      img1x {
        ...LobbyImageFields
      }
      alt {
        text(language: $language)
      }
    }
    verticalImage {
      img1x {
        ...LobbyImageFields
      }
      alt {
        text(language: $language)
      }
    }
  }
`);

const LOBBY_SHELL_QUERY = graphql(`
  query LobbyShell($type: LobbyType!, $market: String!, $language: String!) {
    allCategory: categories(type: $type, market: $market, visibleInMenu: true) {
      categoryId
      url
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
      enabled
      channels
      categories {
        categoryId
      }
      provider {
        providerId
        title
        restrictedCountry
        removeRestrictedCountryOverlay
        markets {
          marketId
        }
      }
      subProvider {
        _id
        subProviderId
        title
        restrictedCountry
        removeRestrictedCountryOverlay
      }
    }
    allSubProviderExclusion {
      markets {
        marketId
      }
      subProviders {
        _id
      }
    }
    allMarket(where: { marketId: { eq: $market } }, limit: 1) {
      marketId
      isCustomMarketId
      originCountryCode
    }
  }
`);
