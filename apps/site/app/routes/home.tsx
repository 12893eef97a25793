/**
 * Home (spec 1 §2 "/ Home"; spec 3 §3 "homePage banners", "Game list"; §5 banners by audience and
 * jackpots only for games with jackpotExist; §7 "banner fetch by language and market", "game
 * lists", "jackpot amounts").
 *
 * Decisions where the spec is silent (a regulated operator's front page):
 * - The hero is the market's banners for this side: visitors see the welcome offers, a signed-in
 *   player the personal ones (their greeting takes {firstName}). No automatic rotation.
 * - Below it a call to action: sign up and log in for a visitor, deposit for a player, each with
 *   the way to both lobbies.
 * - Then game rows from the content's game lists, filtered as the lobby filters (market, channel,
 *   the player's country, restricted games greyed): popular, jackpots, new, live casino. Each row
 *   has a "see all" link to its lobby.
 * - A jackpot ticker sums the jackpot amounts shown (the player API's, per game) and names the
 *   biggest; it is text that updates with the page, never a moving marquee.
 * - The page's one `h1` is the welcome line, for screen readers and search engines; the hero's
 *   titles are `h2`. The visitor's detected location is not shown: it was a debug line.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import {
  DEFAULT_CURRENCY,
  favouriteIds,
  formatLocale,
  formatMoney,
  jackpotGameIds,
  lobbyPageTypeOf,
  lobbyPath,
  roundMoney,
  type LobbyType,
} from '@casino/domain';
import { a11y, media, shell } from '@casino/ui';
import * as styles from '../components/Home.css.ts';
import { GameSection, HeroBanners, type HeroBanner } from '@casino/ui/components';
import type { Route } from './+types/home';
import { graphql } from '../generated/graphql';
import type { LobbyImageFieldsFragment } from '../generated/graphql/graphql';
import { LobbyTile, type TileContext } from '../components/LobbyTile.tsx';
import { carouselLabels } from '../components/carouselLabels.ts';
import { hrefFor } from '../components/links.ts';
import { accessContext, appContext, localeContext, sessionContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { requestDevice } from '../lib/games.server.ts';
import { loadFavourites, loadJackpotAmounts } from '../lib/lobbyPlayer.server.ts';
import { assetImage, gameTileOf, withLiveData, type LobbyTileView } from '../lib/lobbyTiles.server.ts';

/** The rows of the home page: a content game list each, in this order. */
const ROWS: readonly { listId: string; type: LobbyType }[] = [
  { listId: 'home-picks', type: 'casino' },
  { listId: 'jackpot-games', type: 'casino' },
  { listId: 'new-releases', type: 'casino' },
  { listId: 'live-top-tables', type: 'liveCasino' },
];
/** Tiles per row: enough to scroll on a desktop, few enough for a phone's first load. */
const ROW_LENGTH = 16;
/** Tiles of the first row drawn before the fold. */
const EAGER_TILES = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content, playerApi, brand, imageUrlFor } = context.get(appContext);
  const locale = context.get(localeContext);
  const access = context.get(accessContext)!;
  const { state } = context.get(sessionContext);
  const authorized = state.kind === 'authorised';
  const market = locale.market.toUpperCase();
  const language = locale.siteLanguage;
  const { channel } = requestDevice(request);
  const country = (authorized ? state.player.countryCode : access.visitor.countryCode) ?? null;
  const currency = authorized ? state.player.currency : DEFAULT_CURRENCY;

  // A player's deposit count picks the banners of their group (spec 3 §5 DEPOSIT_COUNT_0, _1,
  // _MORE_THAN_1); unknown (the call failed) leaves the grouped banners out.
  const [summary, favourites] = await Promise.all([
    authorized
      ? playerApi.transactionSummary().catch((error: unknown) => {
          console.warn(`[site] transaction summary unavailable: ${(error as Error).message}`);
          return null;
        })
      : null,
    authorized ? loadFavourites(playerApi) : null,
  ]);
  const page = await content.query(HOME_PAGE_QUERY, {
    language,
    market,
    channel,
    authorized,
    end: ROW_LENGTH,
    ...(authorized ? { playerId: state.player.playerId } : {}),
    ...(summary ? { depositCount: summary.totalDepositsCount } : {}),
    ...(country ? { country } : {}),
  });

  const lists = [page.popular, page.jackpots, page.newGames, page.live];
  let eager = EAGER_TILES;
  const rows = ROWS.flatMap((row, index) => {
    const list = lists[index];
    if (!list || list.games.length === 0) return [];
    return [
      {
        id: row.listId,
        type: row.type,
        title: list.list.title?.text ?? row.listId,
        more: lobbyPath(row.type),
        tiles: list.games.map(({ game, restricted }) =>
          gameTileOf({ game, size: '1x', restricted, eager: eager-- > 0 }, row.type, currency, imageUrlFor),
        ),
      },
    ];
  });
  const tiles = rows.flatMap((row) => row.tiles);
  const first = tiles.find((tile) => tile.image);
  // The hero's picture is the largest paint when there is one; else the first tile's.
  if (first && page.banners.length === 0) first.priority = true;
  const jackpots = await loadJackpotAmounts(playerApi, {
    siteId: brand.siteId,
    gameIds: jackpotGameIds(tiles),
  });
  withLiveData(tiles, jackpots, new Map());

  const firstName = authorized ? state.player.firstName : '';
  const image = (field: LobbyImageFieldsFragment | null | undefined, width: number, height: number) =>
    field?.asset?._id ? assetImage(imageUrlFor, field.asset._id, width, height) : null;
  const prefix = formatLocale(locale);
  const banners: HeroBanner[] = page.banners.map((banner) => ({
    id: banner._id ?? '',
    title: banner.title?.text ?? '',
    description: banner.description?.text ?? null,
    greeting:
      authorized && banner.greeting?.text ? banner.greeting.text.replaceAll('{firstName}', firstName) : null,
    action:
      banner.urlAction && banner.button?.text
        ? { label: banner.button.text, href: hrefFor(prefix, banner.urlAction) }
        : null,
    clickable: banner.isClickable === true,
    images: {
      mobile: image(banner.images?.mobile, 400, 300),
      tablet: image(banner.images?.tablet, 1000, 500),
      // Asked at the slide's widest CSS size; the image route doubles it for sharp screens (2048 px at most).
      desktop: image(banner.images?.desktop, 1020, 340),
    },
  }));

  return {
    brandName: page.allBrand[0]?.name ?? brand.name,
    locale: prefix,
    formatting: locale.formatting,
    authorized,
    lobbies: { casino: lobbyPath('casino'), live: lobbyPath('liveCasino') },
    banners,
    rows,
    ticker: jackpotTicker(tiles),
    favourites: authorized && favourites ? [...favouriteIds(favourites, 'casino')] : null,
    liveFavourites: authorized && favourites ? [...favouriteIds(favourites, 'liveCasino')] : null,
  };
}

/**
 * The ticker: the jackpots shown (each game once) in the first one's currency, their sum and the
 * biggest of them; null when no game shown has an amount.
 */
function jackpotTicker(tiles: readonly LobbyTileView[]) {
  const shown = new Map<string, { name: string; path: string | null; amount: string; currency: string }>();
  for (const tile of tiles) {
    if (tile.jackpot && !shown.has(tile.gameId))
      shown.set(tile.gameId, { name: tile.name, path: tile.path, ...tile.jackpot });
  }
  const [first] = shown.values();
  if (!first) return null;
  const same = [...shown.values()].filter((jackpot) => jackpot.currency === first.currency);
  const biggest = same.reduce((best, jackpot) =>
    Number(jackpot.amount) > Number(best.amount) ? jackpot : best,
  );
  return {
    total: roundMoney(same.reduce((sum, jackpot) => sum + Number(jackpot.amount), 0)),
    currency: first.currency,
    biggest: { name: biggest.name, path: biggest.path, amount: biggest.amount },
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const { locale, formatting } = loaderData;
  const money = (amount: string, currency: string) => formatMoney(amount, currency, { locale: formatting });
  const contextFor = (type: LobbyType): TileContext => {
    const favourites = type === 'liveCasino' ? loaderData.liveFavourites : loaderData.favourites;
    return {
      locale,
      formatting,
      lobbyPageType: lobbyPageTypeOf(type),
      favourites: favourites ? new Set(favourites) : null,
      category: null,
    };
  };
  return (
    <div className={styles.page}>
      <h1 className={a11y.visuallyHidden}>{t('home.title', { brand: loaderData.brandName })}</h1>

      <HeroBanners
        banners={loaderData.banners}
        label={t('home.offers')}
        labels={carouselLabels(t, t('home.offers'))}
        media={{ tablet: media.md, desktop: media.lg }}
      />

      <section className={styles.cta} aria-labelledby={`${id}-cta`} data-testid="home-cta">
        <div className={styles.ctaText}>
          <h2 id={`${id}-cta`} className={styles.ctaHeading}>
            {loaderData.authorized ? t('home.cta.player.heading') : t('home.cta.visitor.heading')}
          </h2>
          <p className={styles.ctaBody}>
            {loaderData.authorized ? t('home.cta.player.text') : t('home.cta.visitor.text')}
          </p>
        </div>
        <div className={styles.ctaActions}>
          {loaderData.authorized ? (
            <Link to={`/${locale}/deposit`} className={shell.primaryAction}>
              {t('home.cta.deposit')}
            </Link>
          ) : (
            <Link to={`/${locale}/signup`} className={shell.primaryAction}>
              {t('home.cta.signup')}
            </Link>
          )}
          <Link to={`/${locale}${loaderData.lobbies.casino}`} className={shell.secondaryAction}>
            {t('home.cta.casino')}
          </Link>
          <Link to={`/${locale}${loaderData.lobbies.live}`} className={shell.secondaryAction}>
            {t('home.cta.live')}
          </Link>
        </div>
      </section>

      {loaderData.ticker ? (
        <section className={styles.ticker} aria-labelledby={`${id}-jackpots`} data-testid="jackpot-ticker">
          <h2 id={`${id}-jackpots`} className={styles.tickerHeading}>
            {t('home.jackpots.heading')}
          </h2>
          <p className={styles.tickerTotal}>{money(loaderData.ticker.total, loaderData.ticker.currency)}</p>
          <p className={styles.tickerBiggest}>
            {t('home.jackpots.biggest')}:{' '}
            {loaderData.ticker.biggest.path ? (
              <Link to={`/${locale}${loaderData.ticker.biggest.path}`}>{loaderData.ticker.biggest.name}</Link>
            ) : (
              loaderData.ticker.biggest.name
            )}{' '}
            {money(loaderData.ticker.biggest.amount, loaderData.ticker.currency)}
          </p>
        </section>
      ) : null}

      {loaderData.rows.map((row, index) => (
        <GameSection
          key={row.id}
          title={row.title}
          headingId={`${id}-r${index}`}
          testId="home-row"
          widgetType={row.id}
          more={{
            href: `/${locale}${row.more}`,
            label: t('lobby.seeAll.short'),
            name: t('lobby.seeAll', { title: row.title }),
          }}
          layout={{ kind: 'row', labels: carouselLabels(t, row.title) }}
        >
          {row.tiles.map((tile: LobbyTileView) => (
            <LobbyTile key={tile.key} tile={tile} context={contextFor(row.type)} />
          ))}
        </GameSection>
      ))}
    </div>
  );
}

const HOME_PAGE_QUERY = graphql(`
  query HomePage(
    $language: String!
    $market: String!
    $channel: Channel!
    $country: String
    $authorized: Boolean
    $playerId: String
    $depositCount: Int
    $end: Int
  ) {
    allBrand(limit: 1) {
      name
    }
    banners(
      language: $language
      market: $market
      authorized: $authorized
      playerId: $playerId
      depositCount: $depositCount
    ) {
      _id
      title {
        text(language: $language)
      }
      description {
        text(language: $language)
      }
      greeting {
        text(language: $language)
      }
      button {
        text(language: $language)
      }
      urlAction
      isClickable
      images {
        desktop {
          ...LobbyImageFields
        }
        tablet {
          ...LobbyImageFields
        }
        mobile {
          ...LobbyImageFields
        }
      }
    }
    popular: gameListRange(
      listId: "home-picks"
      market: $market
      channel: $channel
      end: $end
      country: $country
    ) {
      ...GameListPageFields
    }
    jackpots: gameListRange(
      listId: "jackpot-games"
      market: $market
      channel: $channel
      end: $end
      country: $country
    ) {
      ...GameListPageFields
    }
    newGames: gameListRange(
      listId: "new-releases"
      market: $market
      channel: $channel
      end: $end
      country: $country
    ) {
      ...GameListPageFields
    }
    live: gameListRange(
      listId: "live-top-tables"
      market: $market
      channel: $channel
      end: $end
      country: $country
    ) {
      ...GameListPageFields
    }
  }
`);
