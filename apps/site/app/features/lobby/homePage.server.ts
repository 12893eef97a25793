/**
 * The home page on the server (routes/home.tsx; spec 1 §2 "/ Home"; spec 3 §3 "homePage banners",
 * "Game list"; §5 banners by audience and jackpots only for games with jackpotExist; §7 "banner
 * fetch by language and market", "game lists", "jackpot amounts"): the market's banners for this
 * side (a player's group by deposit count), the content's game lists as rows, filtered as the lobby
 * filters, and the jackpot ticker.
 *
 * The first screen (issue 27): the brand's home composition (brands `identity.home`), its hero art,
 * the welcome offer from its one source (lib/welcomeOffer.server.ts), the content boxes of the
 * home placement for this viewer (lib/contentBoxes.server.ts) and, for a Pay and Play
 * brand's bank-first composition, the market's one-click amounts (the pay-and-play banner's, kept
 * to the allowed range) posted to the pay-and-play page.
 */
import {
  closedProviders,
  DEFAULT_CURRENCY,
  isProviderClosed,
  PAY_AND_PLAY_MAX_AMOUNT,
  PAY_AND_PLAY_MIN_AMOUNT,
  favouriteIds,
  jackpotGameIds,
  lobbyPath,
  roundMoney,
  type LobbyType,
} from '@casino/domain';
import type { HeroBanner } from '@casino/ui/components';
import { graphql } from '../../generated/graphql';
import type { LobbyImageFieldsFragment } from '../../generated/graphql/graphql';
import { requestDevice } from '../../lib/games.server.ts';
import { hrefFor } from '../../lib/links.ts';
import type { PageContext } from '../../lib/page.server.ts';
import { loadContentBoxes } from '../../lib/contentBoxes.server.ts';
import { loadWelcomeOffer } from '../../lib/welcomeOffer.server.ts';
import { loadFavourites, loadJackpotAmounts } from './lobbyPlayer.server.ts';
import { assetImage, gameTileOf, withLiveData, type LobbyTileView } from './lobbyTiles.server.ts';

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

/** The home page of a request (module header). */
export async function loadHomePage(page: PageContext) {
  const { content, playerApi, brand, imageUrlFor, locale, request } = page;
  const access = await page.siteAccess();
  const state = page.sessionState;
  const authorized = state.kind === 'authorised';
  const market = locale.market.toUpperCase();
  const language = locale.siteLanguage;
  const { channel } = requestDevice(request);
  const country = (authorized ? state.player.countryCode : access.visitor.countryCode) ?? null;
  const currency = authorized ? state.player.currency : DEFAULT_CURRENCY;

  // A player's deposit count picks the banners of their group (spec 3 §5 DEPOSIT_COUNT_0, _1,
  // _MORE_THAN_1); unknown (the call failed) leaves the grouped banners out.
  const composition = brand.identity.home;
  const bankFirst = composition === 'pay-and-play-first' && brand.features['payAndPlay'] === true;
  const [summary, favourites, offer] = await Promise.all([
    authorized
      ? playerApi.transactionSummary().catch((error: unknown) => {
          console.warn(`[site] transaction summary unavailable: ${(error as Error).message}`);
          return null;
        })
      : null,
    authorized ? loadFavourites(playerApi) : null,
    loadWelcomeOffer(page).catch((error: unknown) => {
      console.warn(`[site] welcome offer unavailable: ${(error as Error).message}`);
      return null;
    }),
  ]);
  const boxes = loadContentBoxes(
    page,
    'home',
    { depositCount: summary?.totalDepositsCount ?? null },
    { tournaments: true },
  );
  const home = await content.query(HOME_PAGE_QUERY, {
    language,
    market,
    channel,
    authorized,
    end: ROW_LENGTH,
    bankFirst: bankFirst && !authorized,
    ...(authorized ? { playerId: state.player.playerId } : {}),
    ...(summary ? { depositCount: summary.totalDepositsCount } : {}),
    ...(country ? { country } : {}),
  });

  const lists = [home.popular, home.jackpots, home.newGames, home.live];
  // A provider whose play pages this site switches off (CreedRoomz without its flag) has no row tile.
  const closed = closedProviders(access.site);
  const playable = ({ game }: { game: { provider?: { providerId?: string | null } | null } }) =>
    !isProviderClosed(closed, game.provider?.providerId);
  let eager = EAGER_TILES;
  const rows = ROWS.flatMap((row, index) => {
    const list = lists[index] && { ...lists[index], games: lists[index].games.filter(playable) };
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
  // The hero's picture is the largest paint when there is one; else (no banners, or a visitor's
  // first screen of the offer and the first row, the banners further down) the first tile's.
  if (first && (home.banners.length === 0 || (!authorized && offer))) first.priority = true;
  const jackpots = await loadJackpotAmounts(playerApi, {
    siteId: brand.siteId,
    gameIds: jackpotGameIds(tiles),
  });
  withLiveData(tiles, jackpots, new Map());

  const firstName = authorized ? state.player.firstName : '';
  const image = (field: LobbyImageFieldsFragment | null | undefined, width: number, height: number) =>
    field?.asset?._id ? assetImage(imageUrlFor, field.asset._id, width, height) : null;
  const { prefix } = page;
  const banners: HeroBanner[] = home.banners.map((banner) => ({
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

  // The welcome offer's own banner would repeat the offer the first screen shows.
  const offerHref = offer?.action?.href;
  const shownBanners = authorized ? banners : banners.filter((banner) => banner.action?.href !== offerHref);
  const amounts = (home.payAndPlayBannerByMarket?.amounts ?? []).filter(
    (amount): amount is number =>
      typeof amount === 'number' && amount >= PAY_AND_PLAY_MIN_AMOUNT && amount <= PAY_AND_PLAY_MAX_AMOUNT,
  );
  const defaultAmount = home.payAndPlayBannerByMarket?.defaultAmount;

  return {
    composition,
    heroArt: brand.identity.heroSvg,
    offer: authorized ? null : offer,
    signupHref: page.href('signup'),
    payAndPlay:
      bankFirst && !authorized && amounts.length > 0
        ? {
            action: page.href('signup-pnp'),
            currency,
            amounts: amounts.slice(0, 3).map((amount) => amount.toFixed(2)),
            defaultAmount: (amounts.includes(defaultAmount ?? NaN) ? defaultAmount! : amounts[0]!).toFixed(2),
          }
        : null,
    brandName: home.allBrand[0]?.name ?? brand.name,
    locale: prefix,
    formatting: locale.formatting,
    authorized,
    lobbies: { casino: lobbyPath('casino'), live: lobbyPath('liveCasino') },
    banners: shownBanners,
    boxes: await boxes,
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
    $bankFirst: Boolean!
  ) {
    allBrand(limit: 1) {
      name
    }
    payAndPlayBannerByMarket(market: $market, language: $language) @include(if: $bankFirst) {
      amounts
      defaultAmount
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
