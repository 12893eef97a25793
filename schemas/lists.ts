/**
 * The fixed vocabularies of the content types: options lists in the studio, string values in the
 * dataset and in GraphQL. Each is defined once here (STYLE.md "one definition per fact"); the
 * dataset generator and the resolvers import them from `@casino/schemas`.
 */
import { STATIC_PAGE_ROUTES } from '@casino/domain';

/** Which lobby a game, category, widget or layout belongs to (spec 3 §3 Game `type`). */
/** How often a recurring tournament starts a new edition (schemas/tournament.ts `repeat`). */
export const TOURNAMENT_REPEATS = [
  { value: 'hourly', title: 'Every hour' },
  { value: 'daily', title: 'Every day' },
  { value: 'weekly', title: 'Every week' },
] as const;

export const GAME_TYPES = [
  { value: 'casino', title: 'Casino' },
  { value: 'liveCasino', title: 'Live casino' },
] as const;

/** Where a game can be launched (spec 3 §3 Game `channels`). */
export const CHANNELS = [
  { value: 'web', title: 'Web (desktop)' },
  { value: 'mobile', title: 'Mobile' },
] as const;

/** Device classes of the lobby grids (spec 1 §9 breakpoints: largeDesktop, desktop, tablet, mobile). */
export const DEVICES = [
  { value: 'largeDesktop', title: 'Large desktop (1440 px and up)' },
  { value: 'desktop', title: 'Desktop (1024 px and up)' },
  { value: 'tablet', title: 'Tablet (768 px and up)' },
  { value: 'mobile', title: 'Mobile' },
] as const;

/** Lobby tile sizes (spec 3 §3 "Lobby layout / widget"). */
export const TILE_SIZES = [
  { value: '4x', title: '4x: big square, 2 by 2' },
  { value: '2xh', title: '2xh: horizontal, 2 by 1' },
  { value: '2xv', title: '2xv: vertical, 1 column by 2 rows' },
  { value: '1x', title: '1x: one cell' },
] as const;

/** What a lobby widget shows. Decision: the spec names `widgetType` without its values. */
export const WIDGET_TYPES = [
  { value: 'gameGrid', title: 'Game grid (tiles laid out per device)' },
  { value: 'gameCarousel', title: 'Game carousel (one scrolling row)' },
  { value: 'recentlyPlayed', title: 'Recently played (logged-in players)' },
  { value: 'favourites', title: 'Favourites (logged-in players)' },
  { value: 'jackpots', title: 'Jackpot games with amounts' },
  { value: 'topWinners', title: 'Top winners' },
  { value: 'latestWinners', title: 'Latest winners' },
  { value: 'banners', title: 'Home-page banners' },
  { value: 'contentBoxes', title: 'Content boxes' },
  { value: 'tournamentBoxes', title: 'Tournament boxes' },
  { value: 'providers', title: 'Game providers' },
  { value: 'categories', title: 'Category menu' },
] as const;

/** Kinds of game (spec 3 §3 Game `gameType`). Decision: the spec names the field, not its values. */
export const GAME_KINDS = [
  { value: 'slots', title: 'Slots' },
  { value: 'blackjack', title: 'Blackjack' },
  { value: 'roulette', title: 'Roulette' },
  { value: 'baccarat', title: 'Baccarat' },
  { value: 'poker', title: 'Poker' },
  { value: 'gameShow', title: 'Game show' },
  { value: 'dice', title: 'Dice' },
  { value: 'crash', title: 'Crash' },
  { value: 'scratch', title: 'Scratch cards' },
  { value: 'bingo', title: 'Bingo and keno' },
  { value: 'tableGames', title: 'Other table games' },
  { value: 'other', title: 'Other' },
] as const;

/** Who sees an item (spec 1 §6, spec 3 §3 Content box `authorized`). */
export const AUTHORIZED = [
  { value: 'both', title: 'Everyone' },
  { value: 'authorized', title: 'Logged-in players only' },
  { value: 'notAuthorized', title: 'Visitors who are not logged in only' },
] as const;

/** `targetAudience.targetAudienceOption` (spec 3 §3 Content box: no limit, group, players csv). */
export const TARGET_AUDIENCE_OPTIONS = [
  { value: 'noLimit', title: 'Everyone' },
  { value: 'group', title: 'Deposit-count groups' },
  { value: 'players', title: 'A list of player ids' },
] as const;

/** `targetAudience.targetGroups` (spec 3 §3 Content box). */
export const TARGET_GROUPS = [
  { value: 'DEPOSIT_COUNT_0', title: 'No deposit yet' },
  { value: 'DEPOSIT_COUNT_1', title: 'One deposit' },
  { value: 'DEPOSIT_COUNT_MORE_THAN_1', title: 'More than one deposit' },
] as const;

/** Where a content box shows. Decision: the spec lists content boxes in the casino state only. */
export const CONTENT_BOX_PLACEMENTS = [
  { value: 'home', title: 'Home page' },
  { value: 'casino', title: 'Casino lobby' },
  { value: 'liveCasino', title: 'Live casino lobby' },
  { value: 'promotions', title: 'Promotions page' },
] as const;

/** Payment method codes (spec 2 §3 "Payment methods"), defined once in packages/domain. */
export { PAYMENT_METHOD_CODES } from '@casino/domain';

/**
 * The static content routes of spec 1 §2 (after the locale prefix), each a `staticPage` slug:
 * the "Static content pages" row, the restricted-country page, help centre, the
 * terms_and_conditions page and the content-defined extra-information and contact-us pages.
 */
export const STATIC_PAGE_SLUGS = [
  'terms',
  ...STATIC_PAGE_ROUTES.filter((slug) => slug !== 'terms_and_conditions'),
  'restricted',
  'help-centre',
  'terms_and_conditions',
  'extra-information',
  'contact-us',
] as const;

/** Jurisdictions a licence is issued under: spec 1 §9 (MT default; CW, CC, IM) and the national regulators of the markets. */
export const LICENCE_JURISDICTIONS = [
  { value: 'MT', title: 'Malta (MGA)' },
  { value: 'CW', title: 'Curaçao' },
  { value: 'CC', title: 'CC' },
  { value: 'IM', title: 'Isle of Man' },
  { value: 'SE', title: 'Sweden (Spelinspektionen)' },
  { value: 'DE', title: 'Germany (GGL)' },
  { value: 'NL', title: 'Netherlands (Kansspelautoriteit)' },
  { value: 'GB', title: 'Great Britain (Gambling Commission)' },
  { value: 'CA-ON', title: 'Ontario (AGCO / iGaming Ontario)' },
  { value: 'BR', title: 'Brazil (SPA/MF)' },
  { value: 'PE', title: 'Peru (MINCETUR)' },
] as const;

/** Values of a list as a string union, e.g. `ListValue<typeof GAME_TYPES>`. */
export type ListValue<L extends readonly { value: string }[]> = L[number]['value'];
