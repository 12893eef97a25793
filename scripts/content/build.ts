/**
 * Builds one brand's dataset from its plan (aurora.ts, kestrel.ts): the documents every brand has
 * (brand and markets, countries, currency rules, lobbies and games, static pages, terms, compliance
 * lists, payment methods, SEO, footer) from shared copy, then the brand's own editorial content
 * (banners, promotions, tournaments, loyalty …) through `plan.editorial`.
 */
import type { BrandConfigInput } from '../../brands/src/schema.ts';
import { PAYMENT_METHOD_CODES, STATIC_PAGE_SLUGS } from '@casino/schemas';
import { artStyleFor, type GameArtSpec, type IconRef } from './artwork.ts';
import { CATALOGUE, PROVIDERS, SUB_PROVIDERS, type CatalogueGame, type ProviderId } from './catalogue.ts';
import {
  BASE_LANGUAGES,
  CURRENCY_FORMATS,
  Dataset,
  EXTRA_LANGUAGES,
  slug,
  slugify,
  type BrandProfile,
  type Reference,
  type Texts,
} from './dataset.ts';
import { PROMOTION_CATEGORIES, PROMOTION_TAGS } from './offers.ts';
import { FOOTER_LINKS, FOOTER_TERMS, STATIC_PAGES, TERMS } from './pages.ts';
import {
  CATEGORY_LABELS,
  FEES,
  GAME_LIST_TITLES,
  ICONS,
  MAINTENANCE_MESSAGE,
  OCCUPATIONS,
  PROCESSING_TIMES,
  SALARY_RANGES,
  SEO,
  SOURCES_OF_FUNDS,
  WIDGET_NAMES,
  gameDescription,
} from './texts.ts';
import { createHash } from 'node:crypto';

export interface MarketPlan {
  marketId: string;
  name: string;
  enabled: boolean;
  custom?: boolean;
  originCountryCode?: string;
  languages: string[];
  localeMapping: string;
  mapLanguageToCustomLanguage?: boolean;
  regionLanguage?: string;
  removeCountryFromRegistration?: string[];
}

export interface CategoryPlan {
  categoryId: string;
  label: Texts;
  type: 'casino' | 'liveCasino';
  icon: keyof typeof ICONS;
  hideInMenu?: boolean;
  visibleInLobby?: boolean;
  url?: string;
  markets?: string[];
  /** Which of the brand's games join the category. */
  includes?: (game: CatalogueGame, rank: GameRanks) => boolean;
}

export interface GameRanks {
  /** 0-based positions in the brand's own orderings, the same on every run. */
  popularity: number;
  newness: number;
}

export interface LayoutPlan {
  id: string;
  name: string;
  type: 'casino' | 'liveCasino';
  markets: string[];
  widgets: string[];
}

export interface LicencePlan {
  id: string;
  name: string;
  jurisdiction: string;
  issuer: string;
  licenceNumber: string;
  verificationUrl: string;
  startDate: string;
  endDate?: string;
  markets?: string[];
}

export interface LogoPlan {
  name: string;
  url: string;
  alt?: Texts;
  markets?: string[];
}

export interface BrandPlan {
  config: BrandConfigInput;
  profile: BrandProfile;
  /** The brand document's tagline, in the base languages of the brand's full content languages. */
  tagline: Texts;
  languages: { code: string; name: string; nativeName: string }[];
  markets: MarketPlan[];
  /** Language-markets with live chat off, e.g. "es-PE". */
  liveChatOff: string[];
  /** Currencies of live-table bet limits besides EUR. */
  betCurrencies: (keyof typeof CURRENCY_FORMATS)[];
  /** Countries whose visitors see the restricted page; they stay in the phone list, closed to sign-up. */
  restrictedCountries: string[];
  supportEmail: string;
  /** Effective dates of terms versions 1 and 2. */
  termsEffective: [string, string];
  links: { extraInformationUrl: string; contactUsUrl: string; helpCentreUrl: string };
  selectGame: (game: CatalogueGame) => boolean;
  /** Where providers are available, when not every market. */
  providerMarkets: Partial<Record<ProviderId, string[]>>;
  exclusions: { id: string; name: string; subProviders: string[]; markets: string[]; reason: string }[];
  /** Categories of this brand only, after the shared ones. */
  extraCategories: CategoryPlan[];
  /** Category ids limited to some markets (e.g. no jackpots where the law forbids them). */
  categoryMarkets: Partial<Record<string, string[]>>;
  /** Descriptions of the brand's own tables, by label. */
  descriptions: Record<string, Texts>;
  layouts: LayoutPlan[];
  liveRecentlyPlayedRowSpan: 1 | 2;
  licences: LicencePlan[];
  regulationLogos: LogoPlan[];
  footerContent: Texts;
  paymentMarkets: Partial<Record<(typeof PAYMENT_METHOD_CODES)[number], string[]>>;
  /** The brand's editorial content: banners, boxes, promotions, tournaments, loyalty, pages. */
  editorial: (ds: Dataset, context: BuildContext) => void;
}

/** What the editorial part of a plan can look up. */
export interface BuildContext {
  plan: BrandPlan;
  games: readonly CatalogueGame[];
  gameId(game: CatalogueGame): string;
  /** The brand's enabled games of a category, most popular first. */
  gamesOf(categoryId: string): CatalogueGame[];
  marketRefs(marketIds: readonly string[]): Reference[];
  languageRefs(codes: readonly string[]): Reference[];
  promotionCategory(slug: string): Reference;
  promotionTags(slugs: readonly string[]): Reference[];
}

export const marketDocId = (marketId: string) => `market-${marketId.toLowerCase()}`;
export const languageDocId = (code: string) => `language-${code}`;
export const gameDocId = (game: CatalogueGame) => `game-${slugify(game.key)}`;
const providerDocId = (providerId: string) => `provider-${providerId}`;
const subProviderDocId = (subProviderId: string) => `subprovider-${subProviderId}`;
const categoryDocId = (categoryId: string) => `category-${categoryId}`;
const widgetDocId = (widgetId: string) => `widget-${widgetId}`;

/** What a game's pictures show: its theme or table, and its name. */
function gameArt(game: CatalogueGame): GameArtSpec {
  return {
    kind: 'game',
    id: game.key,
    title: game.label,
    ...(game.theme ? { theme: game.theme } : {}),
    gameType: game.gameType,
    live: game.type === 'liveCasino',
  };
}

/** A number in [0, 1) from a string: stable orderings and choices without a shared PRNG stream. */
export function unit(seed: string): number {
  return createHash('sha1').update(seed).digest().readUInt32LE(0) / 4294967296;
}

/** A price in another currency, rounded the way a table's limits are written. */
function convert(euros: number, rate: number): number {
  const value = euros * rate;
  if (value < 1) return Math.round(value * 100) / 100;
  if (value < 10) return Math.round(value * 2) / 2;
  if (value < 1000) return Math.round(value);
  return Math.round(value / 100) * 100;
}

const SHARED_CATEGORIES: CategoryPlan[] = [
  {
    categoryId: 'popular',
    label: CATEGORY_LABELS.popular,
    type: 'casino',
    icon: 'flame',
    includes: (game, rank) => rank.popularity < 36,
  },
  {
    categoryId: 'new-games',
    label: CATEGORY_LABELS['new-games'],
    type: 'casino',
    icon: 'sparkle',
    includes: (game, rank) => rank.newness < 24,
  },
  {
    categoryId: 'slots',
    label: CATEGORY_LABELS.slots,
    type: 'casino',
    icon: 'reels',
    includes: (game) => game.gameType === 'slots',
  },
  {
    categoryId: 'jackpots',
    label: CATEGORY_LABELS.jackpots,
    type: 'casino',
    icon: 'coin',
    includes: (game) => game.jackpot,
  },
  {
    categoryId: 'table-games',
    label: CATEGORY_LABELS['table-games'],
    type: 'casino',
    icon: 'cards',
    includes: (game) => ['blackjack', 'roulette', 'baccarat', 'poker', 'tableGames'].includes(game.gameType),
  },
  {
    categoryId: 'instant-wins',
    label: CATEGORY_LABELS['instant-wins'],
    type: 'casino',
    icon: 'bolt',
    includes: (game) => ['scratch', 'bingo', 'crash', 'dice', 'gameShow'].includes(game.gameType),
  },
  {
    categoryId: 'bonus-buy',
    label: CATEGORY_LABELS['bonus-buy'],
    type: 'casino',
    icon: 'gift',
    includes: (game) => game.features.includes('bonusBuy'),
  },
  {
    categoryId: 'tournament-games',
    label: CATEGORY_LABELS['tournament-games'],
    type: 'casino',
    icon: 'trophy',
    hideInMenu: true,
    visibleInLobby: false,
    includes: (game, rank) => game.gameType === 'slots' && rank.popularity >= 36 && rank.popularity < 52,
  },
  {
    categoryId: 'tournaments',
    label: CATEGORY_LABELS.tournaments,
    type: 'casino',
    icon: 'trophy',
    url: '/promotions/tournaments',
    visibleInLobby: false,
  },
  {
    categoryId: 'live-popular',
    label: CATEGORY_LABELS['live-popular'],
    type: 'liveCasino',
    icon: 'flame',
    includes: (game, rank) => rank.popularity < 12,
  },
  {
    categoryId: 'live-roulette',
    label: CATEGORY_LABELS['live-roulette'],
    type: 'liveCasino',
    icon: 'wheel',
    includes: (game) => game.gameType === 'roulette',
  },
  {
    categoryId: 'live-blackjack',
    label: CATEGORY_LABELS['live-blackjack'],
    type: 'liveCasino',
    icon: 'spade',
    includes: (game) => game.gameType === 'blackjack',
  },
  {
    categoryId: 'live-baccarat',
    label: CATEGORY_LABELS['live-baccarat'],
    type: 'liveCasino',
    icon: 'diamond',
    includes: (game) => game.gameType === 'baccarat',
  },
  {
    categoryId: 'game-shows',
    label: CATEGORY_LABELS['game-shows'],
    type: 'liveCasino',
    icon: 'microphone',
    includes: (game) => game.gameType === 'gameShow',
  },
  {
    categoryId: 'live-poker',
    label: CATEGORY_LABELS['live-poker'],
    type: 'liveCasino',
    icon: 'chip',
    includes: (game) => game.gameType === 'poker',
  },
  {
    categoryId: 'live-dice',
    label: CATEGORY_LABELS['live-dice'],
    type: 'liveCasino',
    icon: 'dice',
    includes: (game) => ['dice', 'bingo', 'tableGames'].includes(game.gameType),
  },
  {
    categoryId: 'vip-tables',
    label: CATEGORY_LABELS['vip-tables'],
    type: 'liveCasino',
    icon: 'crown',
    hideInMenu: true,
    includes: (game) => game.bet.max >= 10000 || game.label.includes('VIP'),
  },
];

/** Countries of the registration and phone lists: code, English name, dial code, currency, capital. */
const COUNTRIES: [
  code: string,
  name: string,
  isd: string | undefined,
  currency: string,
  lat: number,
  lon: number,
][] = [
  ['AR', 'Argentina', '+54', 'ARS', -34.6037, -58.3816],
  ['AT', 'Austria', '+43', 'EUR', 48.2082, 16.3738],
  ['AU', 'Australia', '+61', 'AUD', -35.2809, 149.13],
  ['BE', 'Belgium', '+32', 'EUR', 50.8503, 4.3517],
  ['BG', 'Bulgaria', '+359', 'BGN', 42.6977, 23.3219],
  ['BR', 'Brazil', '+55', 'BRL', -15.7939, -47.8828],
  ['BV', 'Bouvet Island', undefined, 'NOK', -54.4232, 3.4139],
  ['CA', 'Canada', '+1', 'CAD', 45.4215, -75.6972],
  ['CH', 'Switzerland', '+41', 'CHF', 46.948, 7.4474],
  ['CL', 'Chile', '+56', 'CLP', -33.4489, -70.6693],
  ['CO', 'Colombia', '+57', 'COP', 4.711, -74.0721],
  ['CY', 'Cyprus', '+357', 'EUR', 35.1856, 33.3823],
  ['CZ', 'Czechia', '+420', 'CZK', 50.0755, 14.4378],
  ['DE', 'Germany', '+49', 'EUR', 52.52, 13.405],
  ['DK', 'Denmark', '+45', 'DKK', 55.6761, 12.5683],
  ['EE', 'Estonia', '+372', 'EUR', 59.437, 24.7536],
  ['ES', 'Spain', '+34', 'EUR', 40.4168, -3.7038],
  ['FI', 'Finland', '+358', 'EUR', 60.1699, 24.9384],
  ['FR', 'France', '+33', 'EUR', 48.8566, 2.3522],
  ['GB', 'United Kingdom', '+44', 'GBP', 51.5072, -0.1276],
  ['GR', 'Greece', '+30', 'EUR', 37.9838, 23.7275],
  ['HU', 'Hungary', '+36', 'HUF', 47.4979, 19.0402],
  ['IE', 'Ireland', '+353', 'EUR', 53.3498, -6.2603],
  ['IN', 'India', '+91', 'INR', 28.6139, 77.209],
  ['IS', 'Iceland', '+354', 'ISK', 64.1466, -21.9426],
  ['IT', 'Italy', '+39', 'EUR', 41.9028, 12.4964],
  ['JP', 'Japan', '+81', 'JPY', 35.6762, 139.6503],
  ['LT', 'Lithuania', '+370', 'EUR', 54.6872, 25.2797],
  ['LU', 'Luxembourg', '+352', 'EUR', 49.6116, 6.1319],
  ['LV', 'Latvia', '+371', 'EUR', 56.9496, 24.1052],
  ['MT', 'Malta', '+356', 'EUR', 35.8989, 14.5146],
  ['MX', 'Mexico', '+52', 'MXN', 19.4326, -99.1332],
  ['NL', 'Netherlands', '+31', 'EUR', 52.3676, 4.9041],
  ['NO', 'Norway', '+47', 'NOK', 59.9139, 10.7522],
  ['NZ', 'New Zealand', '+64', 'NZD', -41.2866, 174.7756],
  ['PE', 'Peru', '+51', 'PEN', -12.0464, -77.0428],
  ['PH', 'Philippines', '+63', 'PHP', 14.5995, 120.9842],
  ['PL', 'Poland', '+48', 'PLN', 52.2297, 21.0122],
  ['PT', 'Portugal', '+351', 'EUR', 38.7223, -9.1393],
  ['RO', 'Romania', '+40', 'RON', 44.4268, 26.1025],
  ['SE', 'Sweden', '+46', 'SEK', 59.3293, 18.0686],
  ['TR', 'Türkiye', '+90', 'TRY', 39.9334, 32.8597],
  ['US', 'United States', '+1', 'USD', 38.9072, -77.0369],
  ['ZA', 'South Africa', '+27', 'ZAR', -25.7479, 28.2293],
];

/**
 * A country's name in every copy language, as players read it: the CLDR names of the ICU data the
 * repository's Node carries (the code itself for a pseudo-country such as JJ, which keeps its
 * English content name). Every country has them, so no language falls back to English.
 */
function countryNames(code: string, name: string): Texts {
  const texts: Texts = {};
  for (const language of [...BASE_LANGUAGES, ...EXTRA_LANGUAGES]) {
    texts[language] =
      new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code) ?? name;
  }
  return texts;
}

/** Currency display rules (spec 1 §3, spec 2 §3): symbol, position, spacing; EUR variants for DE, JJ, FI, FR. */
const CURRENCY_RULES: [
  currency: string,
  country: string | undefined,
  symbol: string,
  position: 'before' | 'after',
  spacing: boolean,
][] = [
  ['EUR', undefined, '€', 'before', false],
  ['EUR', 'DE', '€', 'after', true],
  ['EUR', 'JJ', '€', 'after', true],
  ['EUR', 'FI', '€', 'after', true],
  ['EUR', 'FR', '€', 'after', true],
  ['BRL', undefined, 'R$', 'before', true],
  ['CAD', undefined, '$', 'before', false],
  ['CLP', undefined, '$', 'before', false],
  ['INR', undefined, '₹', 'before', false],
  ['NZD', undefined, '$', 'before', false],
  ['NOK', undefined, 'kr', 'after', true],
  ['PEN', undefined, 'S/', 'before', true],
  ['PHP', undefined, '₱', 'before', false],
  ['PLN', undefined, 'zł', 'after', true],
  ['ZAR', undefined, 'R', 'before', true],
  ['TRY', undefined, '₺', 'before', false],
];

const PAYMENT_METHODS: Record<
  (typeof PAYMENT_METHOD_CODES)[number],
  {
    name: string;
    deposit: boolean;
    withdrawal: boolean;
    min: number;
    max: number;
    time: keyof typeof PROCESSING_TIMES;
    fee: keyof typeof FEES;
    /** The emoji beside the name on the method's mark. */
    icon: IconRef;
  }
> = {
  TRUSTLY: {
    name: 'Trustly',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 10000,
    time: 'instant',
    fee: 'free',
    icon: 'fluent:bank',
  },
  CREDITCARD: {
    name: 'Visa and Mastercard',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 5000,
    time: 'days1to3',
    fee: 'free',
    icon: 'fluent:credit-card',
  },
  EUTELLER: {
    name: 'Euteller',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 5000,
    time: 'hours24',
    fee: 'free',
    icon: 'fluent:bank',
  },
  SIRU: {
    name: 'Siru Mobile',
    deposit: true,
    withdrawal: false,
    min: 5,
    max: 300,
    time: 'depositOnly',
    fee: 'provider',
    icon: 'fluent:mobile-phone',
  },
  SKRILL: {
    name: 'Skrill',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 5000,
    time: 'hours24',
    fee: 'provider',
    icon: 'fluent:purse',
  },
  NETELLER: {
    name: 'Neteller',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 5000,
    time: 'hours24',
    fee: 'provider',
    icon: 'fluent:money-with-wings',
  },
  MUCHBETTER: {
    name: 'MuchBetter',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 3000,
    time: 'hours24',
    fee: 'free',
    icon: 'fluent:mobile-phone',
  },
  RAPIDTRANSFER: {
    name: 'Rapid Transfer',
    deposit: true,
    withdrawal: false,
    min: 10,
    max: 5000,
    time: 'depositOnly',
    fee: 'free',
    icon: 'fluent:high-voltage',
  },
  PAYSAFECARD: {
    name: 'Paysafecard',
    deposit: true,
    withdrawal: false,
    min: 10,
    max: 1000,
    time: 'depositOnly',
    fee: 'free',
    icon: 'fluent:ticket',
  },
  MSIPAY: {
    name: 'MSI Pay',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 2000,
    time: 'days1to3',
    fee: 'provider',
    icon: 'fluent:credit-card',
  },
};

/** Builds the whole dataset of a brand. */
export function buildDataset(plan: BrandPlan): Dataset {
  const ds = new Dataset(plan.profile, artStyleFor(plan.config));
  const { config } = plan;
  const marketIds = plan.markets.map((market) => market.marketId);
  const enabledMarkets = plan.markets.filter((market) => market.enabled).map((market) => market.marketId);
  if (enabledMarkets.join() !== [...config.markets].join()) {
    throw new Error(
      `${config.id}: enabled markets ${enabledMarkets.join()} differ from brand.ts ${config.markets.join()}`,
    );
  }
  const marketRefs = (ids: readonly string[]) =>
    ids.map((id) => {
      if (!marketIds.includes(id)) throw new Error(`${config.id}: no market ${id}`);
      return ds.ref(marketDocId(id));
    });
  const languageRefs = (codes: readonly string[]) => codes.map((code) => ds.ref(languageDocId(code)));
  const optionalMarkets = (ids: readonly string[] | undefined) =>
    ids && ids.length > 0 ? marketRefs(ids) : undefined;

  // Brand and markets
  ds.add({
    _id: `brand-${config.id}`,
    _type: 'brand',
    brandId: config.id,
    name: config.name,
    tagline: ds.ls(plan.tagline),
    defaultMarket: ds.ref(marketDocId(config.defaultLocale.split('-')[1]!)),
  });
  for (const language of plan.languages) {
    ds.add({ _id: languageDocId(language.code), _type: 'language', ...language });
  }
  for (const market of plan.markets) {
    ds.add({
      _id: marketDocId(market.marketId),
      _type: 'market',
      marketId: market.marketId,
      name: market.name,
      isMarketEnabled: market.enabled,
      isCustomMarketId: market.custom ?? false,
      originCountryCode: market.originCountryCode,
      languages: languageRefs(market.languages),
      localeMapping: market.localeMapping,
      mapLanguageToCustomLanguage: market.mapLanguageToCustomLanguage ?? false,
      regionLanguage: market.regionLanguage,
      removeCountryFromRegistration: market.removeCountryFromRegistration,
    });
    for (const language of market.languages) {
      ds.add({
        _id: `livechat-${language}-${market.marketId.toLowerCase()}`,
        _type: 'liveChatSetting',
        market: ds.ref(marketDocId(market.marketId)),
        language: ds.ref(languageDocId(language)),
        disableLiveChat: plan.liveChatOff.includes(`${language}-${market.marketId}`),
      });
    }
  }
  for (const [code, name, isd, currency, lat, lon] of COUNTRIES) {
    const restricted = plan.restrictedCountries.includes(code);
    ds.add({
      _id: `country-${code.toLowerCase()}`,
      _type: 'country',
      code,
      name,
      displayName: ds.ls(countryNames(code, name)),
      isd,
      currency,
      active: code !== 'US',
      allowed: !restricted && isd !== undefined,
      location: { _type: 'geoLocation', lat, lon },
    });
  }
  for (const [currencyCode, countryCode, symbol, position, spacing] of CURRENCY_RULES) {
    ds.add({
      _id: `currency-${currencyCode.toLowerCase()}${countryCode ? `-${countryCode.toLowerCase()}` : ''}`,
      _type: 'currencyDisplayRule',
      currencyCode,
      countryCode,
      symbol,
      position,
      spacing,
    });
  }
  ds.add({
    _id: 'siteSettings',
    _type: 'siteSettings',
    maintenanceMode: false,
    maintenanceMessage: ds.lt(MAINTENANCE_MESSAGE),
    featureFlags: { _type: 'featureFlags', ...config.features },
    restrictedCountries: plan.restrictedCountries,
    restrictedIpRanges: [
      { _type: 'ipRange', from: '100.64.10.0', to: '100.64.10.255' },
      { _type: 'ipRange', from: '100.64.200.0', to: '100.64.203.255' },
    ],
    payAndPlayIpWhitelist: [],
    minimumAge: 18,
    ...plan.links,
    supportEmail: plan.supportEmail,
  });

  // Providers, sub-providers and games
  for (const provider of PROVIDERS) {
    ds.add({
      _id: providerDocId(provider.providerId),
      _type: 'provider',
      providerId: provider.providerId,
      title: provider.title,
      isAggregators: provider.isAggregators,
      providerImg: ds.image(`provider/${provider.providerId}`, 240, 120, {
        kind: 'wordmark',
        text: provider.title,
      }),
      restrictedCountry: provider.restrictedCountry,
      removeRestrictedCountryOverlay: provider.removeRestrictedCountryOverlay,
      markets: optionalMarkets(plan.providerMarkets[provider.providerId]),
    });
  }
  for (const sub of SUB_PROVIDERS) {
    ds.add({
      _id: subProviderDocId(sub.subProviderId),
      _type: 'subProvider',
      subProviderId: sub.subProviderId,
      title: sub.title,
      provider: ds.ref(providerDocId(sub.provider)),
      providerImg: ds.image(`subprovider/${sub.subProviderId}`, 240, 120, {
        kind: 'wordmark',
        text: sub.title,
      }),
      restrictedCountry: sub.restrictedCountry,
      removeRestrictedCountryOverlay: sub.removeRestrictedCountryOverlay,
    });
  }
  for (const exclusion of plan.exclusions) {
    ds.add({
      _id: `exclusion-${exclusion.id}`,
      _type: 'subProviderExclusion',
      name: exclusion.name,
      subProviders: exclusion.subProviders.map((id) => ds.ref(subProviderDocId(id))),
      markets: optionalMarkets(exclusion.markets),
      reason: exclusion.reason,
    });
  }

  const games = CATALOGUE.filter(
    (game) => (game.exclusiveTo === undefined || game.exclusiveTo === config.id) && plan.selectGame(game),
  );
  // About 1% of the catalogue's casino games are switched off (as when a studio pulls a title);
  // they keep their categories but are placed nowhere else.
  const enabled = (game: CatalogueGame) =>
    game.type === 'liveCasino' || unit(`${config.id}/enabled/${game.key}`) >= 0.01;
  const order = (salt: string, type: CatalogueGame['type']) =>
    new Map(
      games
        .filter((game) => game.type === type)
        .map((game) => [game.key, unit(`${config.id}/${salt}/${game.key}`)] as const)
        .sort((a, b) => a[1] - b[1])
        .map(([key], index) => [key, index]),
    );
  const popularity = new Map([...order('popularity', 'casino'), ...order('popularity', 'liveCasino')]);
  const newness = new Map([...order('newness', 'casino'), ...order('newness', 'liveCasino')]);
  const ranks = (game: CatalogueGame): GameRanks => ({
    popularity: popularity.get(game.key)!,
    newness: newness.get(game.key)!,
  });

  const categories = [...SHARED_CATEGORIES, ...plan.extraCategories];
  const members = new Map<string, CatalogueGame[]>();
  categories.forEach((category, index) => {
    const markets = plan.categoryMarkets[category.categoryId] ?? category.markets;
    ds.add({
      _id: categoryDocId(category.categoryId),
      _type: 'category',
      categoryId: category.categoryId,
      label: ds.ls(category.label),
      type: category.type,
      url: category.url,
      hideInMenu: category.hideInMenu ?? false,
      visibleInLobby: category.visibleInLobby ?? true,
      iconSvg: ICONS[category.icon],
      sortOrder: (index + 1) * 10,
      markets: optionalMarkets(markets),
    });
    const inCategory = category.includes
      ? games.filter((game) => game.type === category.type && category.includes!(game, ranks(game)))
      : [];
    members.set(
      category.categoryId,
      inCategory.sort((a, b) => ranks(a).popularity - ranks(b).popularity),
    );
  });

  const rate = (code: keyof typeof CURRENCY_FORMATS) => CURRENCY_FORMATS[code];
  for (const game of games) {
    const gameCategories = categories
      .filter((category) => members.get(category.categoryId)!.includes(game))
      .map((category) => ds.ref(categoryDocId(category.categoryId)));
    const betLimits = [
      { _type: 'betLimit', min: game.bet.min, max: game.bet.max, currency: 'EUR' },
      ...(game.type === 'liveCasino'
        ? plan.betCurrencies.map((code) => ({
            _type: 'betLimit',
            min: convert(game.bet.min, rate(code).rate),
            max: convert(game.bet.max, rate(code).rate),
            currency: rate(code).code,
          }))
        : []),
    ];
    const description = plan.descriptions[game.label] ?? gameDescription(game);
    ds.add({
      _id: gameDocId(game),
      _type: 'game',
      gameId: game.gameId,
      label: game.label,
      type: game.type,
      gameType: game.gameType,
      gameSlug: unit(`slug/${game.key}`) < 0.92 ? slug(slugify(game.label)) : undefined,
      enabled: enabled(game),
      provider: ds.ref(providerDocId(game.provider)),
      subProvider: game.subProvider ? ds.ref(subProviderDocId(game.subProvider)) : undefined,
      gameProvider: game.studio,
      thumbnail: ds.imageSet(`game/${game.key}`, 200, 200, { shows: gameArt(game) }),
      verticalImage: game.tall
        ? ds.imageSet(`game/${game.key}/vertical`, 200, 400, { shows: gameArt(game) })
        : undefined,
      categories: gameCategories,
      channels: game.channels,
      rowSpan: game.tall ? 2 : 1,
      jackpotExist: game.jackpot,
      betLimits,
      seats: game.seats,
      rtp: game.rtp,
      demoAvailable: game.type === 'casino' && unit(`demo/${game.key}`) >= 0.04,
      description: ds.lt(description),
    });
  }

  const gamesOf = (categoryId: string) => {
    const found = members.get(categoryId);
    if (!found) throw new Error(`${config.id}: no category ${categoryId}`);
    return found.filter(enabled);
  };
  const gameRefs = (list: readonly CatalogueGame[]) => list.map((game) => ds.ref(gameDocId(game)));
  const casino = games.filter((game) => game.type === 'casino' && enabled(game));
  const live = games.filter((game) => game.type === 'liveCasino');
  const byPopularity = (list: CatalogueGame[]) =>
    [...list].sort((a, b) => ranks(a).popularity - ranks(b).popularity);
  const byNewness = (list: CatalogueGame[]) => [...list].sort((a, b) => ranks(a).newness - ranks(b).newness);

  const lists: [
    listId: keyof typeof GAME_LIST_TITLES,
    type: 'casino' | 'liveCasino',
    list: CatalogueGame[],
  ][] = [
    ['home-picks', 'casino', byPopularity(casino).slice(0, 12)],
    [
      'popular-slots',
      'casino',
      byPopularity(casino.filter((game) => game.gameType === 'slots')).slice(0, 24),
    ],
    ['jackpot-games', 'casino', byPopularity(casino.filter((game) => game.jackpot))],
    ['new-releases', 'casino', byNewness(casino).slice(0, 18)],
    ['live-top-tables', 'liveCasino', byPopularity(live).slice(0, 12)],
    [
      'mobile-favourites',
      'casino',
      byPopularity(casino.filter((game) => game.channels.includes('mobile'))).slice(0, 16),
    ],
  ];
  for (const [listId, type, list] of lists) {
    ds.add({
      _id: `gamelist-${listId}`,
      _type: 'gameList',
      listId,
      title: ds.ls(GAME_LIST_TITLES[listId]),
      type,
      games: gameRefs(list),
    });
  }

  // Lobby widgets, layouts and settings
  const tileSeed = (game: CatalogueGame, size: string) => `tile/${game.key}/${size}`;
  const tile = (game: CatalogueGame, size: '4x' | '2xh' | '2xv' | '1x') => {
    const dimensions = { '4x': [320, 320], '2xh': [320, 160], '2xv': [160, 320], '1x': [0, 0] }[size];
    return {
      _type: 'gridTile',
      size,
      game: ds.ref(gameDocId(game)),
      images:
        size === '1x'
          ? undefined
          : ds.imageSet(tileSeed(game, size), dimensions[0]!, dimensions[1]!, {
              scaled: true,
              shows: gameArt(game),
            }),
    };
  };
  const grids = (featured: CatalogueGame[]) => {
    const [a, b, c, d, e, f, g, h] = featured as [CatalogueGame, ...CatalogueGame[]];
    const layouts: [
      device: string,
      columns: number,
      tiles: [CatalogueGame | undefined, '4x' | '2xh' | '2xv' | '1x'][],
    ][] = [
      [
        'largeDesktop',
        8,
        [
          [a, '4x'],
          [b, '2xv'],
          [c, '2xh'],
          [d, '1x'],
          [e, '1x'],
          [f, '2xh'],
          [g, '1x'],
          [h, '1x'],
        ],
      ],
      [
        'desktop',
        6,
        [
          [a, '4x'],
          [b, '2xv'],
          [c, '2xh'],
          [d, '1x'],
          [e, '1x'],
          [f, '1x'],
        ],
      ],
      [
        'tablet',
        4,
        [
          [a, '4x'],
          [c, '2xh'],
          [d, '1x'],
          [e, '1x'],
        ],
      ],
      [
        'mobile',
        2,
        [
          [a, '4x'],
          [c, '2xh'],
          [d, '1x'],
          [e, '1x'],
          [b, '2xv'],
        ],
      ],
    ];
    return layouts.map(([device, columns, tiles]) => ({
      _type: 'gameGrid',
      device,
      columns,
      grid: tiles.map(([game, size]) => tile(game!, size)),
    }));
  };

  interface WidgetPlan {
    widgetId: string;
    name: Texts;
    type: 'casino' | 'liveCasino';
    widgetType: string;
    rowNum?: number;
    hasMore?: boolean;
    icon?: keyof typeof ICONS;
    authorized?: 'both' | 'authorized' | 'notAuthorized';
    category?: string;
    gameList?: string;
    games?: CatalogueGame[];
    featured?: CatalogueGame[];
  }
  const featuredCasino = byPopularity(casino.filter((game) => game.gameType === 'slots' && !game.tall)).slice(
    0,
    8,
  );
  const featuredLive = byPopularity(live).slice(0, 8);
  const widgets: WidgetPlan[] = [
    { widgetId: 'casino-banners', name: WIDGET_NAMES.banners, type: 'casino', widgetType: 'banners' },
    {
      widgetId: 'casino-featured',
      name: WIDGET_NAMES.featured,
      type: 'casino',
      widgetType: 'gameGrid',
      rowNum: 2,
      icon: 'star',
      featured: featuredCasino,
    },
    {
      widgetId: 'casino-recently-played',
      name: WIDGET_NAMES.recentlyPlayed,
      type: 'casino',
      widgetType: 'recentlyPlayed',
      icon: 'clock',
      authorized: 'authorized',
    },
    {
      widgetId: 'casino-favourites',
      name: WIDGET_NAMES.favourites,
      type: 'casino',
      widgetType: 'favourites',
      icon: 'heart',
      authorized: 'authorized',
    },
    {
      widgetId: 'casino-categories',
      name: WIDGET_NAMES.categories,
      type: 'casino',
      widgetType: 'categories',
      icon: 'grid',
    },
    {
      widgetId: 'casino-popular',
      name: CATEGORY_LABELS.popular,
      type: 'casino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'flame',
      category: 'popular',
      gameList: 'popular-slots',
    },
    {
      widgetId: 'casino-new',
      name: CATEGORY_LABELS['new-games'],
      type: 'casino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'sparkle',
      category: 'new-games',
    },
    {
      widgetId: 'casino-jackpots',
      name: WIDGET_NAMES.jackpots,
      type: 'casino',
      widgetType: 'jackpots',
      hasMore: true,
      icon: 'coin',
      category: 'jackpots',
      gameList: 'jackpot-games',
    },
    {
      widgetId: 'casino-content',
      name: WIDGET_NAMES.contentBoxes,
      type: 'casino',
      widgetType: 'contentBoxes',
    },
    {
      widgetId: 'casino-tournaments',
      name: WIDGET_NAMES.tournamentBoxes,
      type: 'casino',
      widgetType: 'tournamentBoxes',
      icon: 'trophy',
    },
    {
      widgetId: 'casino-table-games',
      name: CATEGORY_LABELS['table-games'],
      type: 'casino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'cards',
      category: 'table-games',
    },
    {
      widgetId: 'casino-instant-wins',
      name: CATEGORY_LABELS['instant-wins'],
      type: 'casino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'bolt',
      category: 'instant-wins',
    },
    {
      widgetId: 'casino-bonus-buy',
      name: CATEGORY_LABELS['bonus-buy'],
      type: 'casino',
      widgetType: 'gameGrid',
      rowNum: 2,
      hasMore: true,
      icon: 'gift',
      category: 'bonus-buy',
    },
    {
      widgetId: 'casino-mobile-picks',
      name: GAME_LIST_TITLES['mobile-favourites'],
      type: 'casino',
      widgetType: 'gameCarousel',
      gameList: 'mobile-favourites',
    },
    { widgetId: 'casino-providers', name: WIDGET_NAMES.providers, type: 'casino', widgetType: 'providers' },
    {
      widgetId: 'casino-top-winners',
      name: WIDGET_NAMES.topWinners,
      type: 'casino',
      widgetType: 'topWinners',
      icon: 'trophy',
    },
    {
      widgetId: 'casino-latest-winners',
      name: WIDGET_NAMES.latestWinners,
      type: 'casino',
      widgetType: 'latestWinners',
    },
    {
      widgetId: 'live-featured',
      name: WIDGET_NAMES.liveFeatured,
      type: 'liveCasino',
      widgetType: 'gameGrid',
      rowNum: 2,
      icon: 'star',
      featured: featuredLive,
    },
    {
      widgetId: 'live-recently-played',
      name: WIDGET_NAMES.recentlyPlayed,
      type: 'liveCasino',
      widgetType: 'recentlyPlayed',
      icon: 'clock',
      authorized: 'authorized',
    },
    {
      widgetId: 'live-top-tables',
      name: GAME_LIST_TITLES['live-top-tables'],
      type: 'liveCasino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'flame',
      category: 'live-popular',
      gameList: 'live-top-tables',
    },
    {
      widgetId: 'live-roulette',
      name: CATEGORY_LABELS['live-roulette'],
      type: 'liveCasino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'wheel',
      category: 'live-roulette',
    },
    {
      widgetId: 'live-blackjack',
      name: CATEGORY_LABELS['live-blackjack'],
      type: 'liveCasino',
      widgetType: 'gameGrid',
      rowNum: 2,
      hasMore: true,
      icon: 'spade',
      category: 'live-blackjack',
    },
    {
      widgetId: 'live-game-shows',
      name: CATEGORY_LABELS['game-shows'],
      type: 'liveCasino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'microphone',
      category: 'game-shows',
    },
    {
      widgetId: 'live-baccarat',
      name: CATEGORY_LABELS['live-baccarat'],
      type: 'liveCasino',
      widgetType: 'gameCarousel',
      hasMore: true,
      icon: 'diamond',
      category: 'live-baccarat',
    },
    {
      widgetId: 'live-vip',
      name: CATEGORY_LABELS['vip-tables'],
      type: 'liveCasino',
      widgetType: 'gameCarousel',
      icon: 'crown',
      authorized: 'authorized',
      games: gamesOf('vip-tables'),
    },
    {
      widgetId: 'live-content',
      name: WIDGET_NAMES.contentBoxes,
      type: 'liveCasino',
      widgetType: 'contentBoxes',
    },
    {
      widgetId: 'live-latest-winners',
      name: WIDGET_NAMES.latestWinners,
      type: 'liveCasino',
      widgetType: 'latestWinners',
    },
    ...plan.extraCategories
      .filter((category) => category.includes && category.visibleInLobby !== false)
      .map((category): WidgetPlan => ({
        widgetId: `${category.type === 'casino' ? 'casino' : 'live'}-${category.categoryId}`,
        name: category.label,
        type: category.type,
        widgetType: 'gameCarousel',
        hasMore: true,
        icon: category.icon,
        category: category.categoryId,
      })),
  ];
  for (const widget of widgets) {
    ds.add({
      _id: widgetDocId(widget.widgetId),
      _type: 'lobbyWidget',
      widgetId: widget.widgetId,
      name: ds.ls(widget.name),
      type: widget.type,
      widgetType: widget.widgetType,
      rowNum: widget.rowNum ?? 1,
      hasMore: widget.hasMore ?? false,
      iconSvg: widget.icon ? ICONS[widget.icon] : undefined,
      authorized: widget.authorized ?? 'both',
      category: widget.category ? ds.ref(categoryDocId(widget.category)) : undefined,
      gameList: widget.gameList ? ds.ref(`gamelist-${widget.gameList}`) : undefined,
      games: widget.games ? gameRefs(widget.games) : undefined,
      gameGrids: widget.featured ? grids(widget.featured) : undefined,
    });
  }
  for (const layout of plan.layouts) {
    for (const widgetId of layout.widgets) {
      if (!widgets.some((widget) => widget.widgetId === widgetId && widget.type === layout.type)) {
        throw new Error(`${config.id}: layout ${layout.id} lists unknown ${layout.type} widget ${widgetId}`);
      }
    }
    ds.add({
      _id: `layout-${layout.id}`,
      _type: 'lobbyLayout',
      name: layout.name,
      type: layout.type,
      markets: optionalMarkets(layout.markets),
      widgets: layout.widgets.map((widgetId) => ds.ref(widgetDocId(widgetId))),
    });
  }
  const defaultLayout = (type: 'casino' | 'liveCasino') => {
    const layout = plan.layouts.find(
      (candidate) => candidate.type === type && candidate.markets.length === 0,
    );
    if (!layout) throw new Error(`${config.id}: no default ${type} layout`);
    return ds.ref(`layout-${layout.id}`);
  };
  ds.add({
    _id: 'lobbySettings',
    _type: 'lobbySettings',
    casino: {
      _type: 'lobbyPageSettings',
      defaultLayout: defaultLayout('casino'),
      categoryPageSizeMobile: 30,
      categoryPageSizeDesktop: 60,
      recentlyPlayedRowSpan: 1,
    },
    liveCasino: {
      _type: 'lobbyPageSettings',
      defaultLayout: defaultLayout('liveCasino'),
      categoryPageSizeMobile: 15,
      categoryPageSizeDesktop: 30,
      recentlyPlayedRowSpan: plan.liveRecentlyPlayedRowSpan,
    },
  });

  // Pages, legal and compliance
  for (const pageSlug of STATIC_PAGE_SLUGS) {
    const copy = STATIC_PAGES[pageSlug];
    if (!copy) throw new Error(`No copy for the static page ${pageSlug}`);
    const url =
      pageSlug === 'terms_and_conditions'
        ? '/terms'
        : pageSlug === 'contact-us'
          ? plan.links.contactUsUrl
          : undefined;
    ds.add({
      _id: `page-${pageSlug}`,
      _type: 'staticPage',
      title: ds.ls(copy.title),
      slug: slug(pageSlug),
      body: copy.body ? ds.lb(copy.body) : undefined,
      url: url?.startsWith('http') || pageSlug === 'terms_and_conditions' ? url : undefined,
    });
  }
  const termsDates = plan.termsEffective;
  TERMS.forEach((terms, index) => {
    ds.add({
      _id: `terms-v${terms.version}`,
      _type: 'termsVersion',
      version: terms.version,
      effectiveDate: termsDates[index],
      summaryOfChanges: terms.summary ? ds.lt(terms.summary) : undefined,
      body: ds.lb(terms.body),
    });
  });
  OCCUPATIONS.forEach(([code, label], index) => {
    ds.add({
      _id: `occupation-${code}`,
      _type: 'occupation',
      code,
      label: ds.ls(label),
      isOther: code === 'other',
      sortOrder: (index + 1) * 10,
    });
  });
  SOURCES_OF_FUNDS.forEach(([code, label], index) => {
    ds.add({
      _id: `sourceoffunds-${code}`,
      _type: 'sourceOfFunds',
      code,
      label: ds.ls(label),
      isOther: code === 'other',
      sortOrder: (index + 1) * 10,
    });
  });
  for (const range of SALARY_RANGES) {
    ds.add({
      _id: `salaryrange-${range.id}`,
      _type: 'salaryRange',
      salaryRangeId: range.id,
      label: ds.ls(range.label),
      min: range.min,
      max: range.max,
      currency: 'EUR',
    });
  }
  PAYMENT_METHOD_CODES.forEach((code, index) => {
    const method = PAYMENT_METHODS[code];
    ds.add({
      _id: `paymentmethod-${code.toLowerCase()}`,
      _type: 'paymentMethod',
      code,
      name: method.name,
      logo: ds.image(`payment/${code}`, 240, 120, { kind: 'wordmark', text: method.name, icon: method.icon }),
      deposit: method.deposit,
      withdrawal: method.withdrawal,
      sortOrder: (index + 1) * 10,
      markets: optionalMarkets(plan.paymentMarkets[code]),
      currency: 'EUR',
      minAmount: method.min,
      maxAmount: method.max,
      processingTime: ds.ls(PROCESSING_TIMES[method.time]),
      fees: ds.ls(FEES[method.fee]),
    });
  });
  for (const entry of SEO) {
    if (entry.sportsbook && !config.features.sportsbook) continue;
    ds.add({
      _id: `seo-${entry.path === '/' ? 'home' : slugify(entry.path)}`,
      _type: 'seoDescription',
      path: entry.path,
      title: ds.ls(entry.title),
      description: ds.lt(entry.description),
    });
  }
  const origin = `https://${config.hostnames[0]}/${config.defaultLocale}`;
  const canonical: [from: string, to: string][] = [
    ['/casino', '/online-casino'],
    ['/live-casino', '/live-casino-online'],
    ['/online-casino/all', '/online-casino'],
    ['/vip', '/qrewards'],
    ['/bonus', '/promotions'],
    ['/responsible-gaming', '/responsible-gambling'],
  ];
  for (const [from, to] of canonical) {
    ds.add({
      _id: `canonical-${slugify(from)}`,
      _type: 'canonicalMapping',
      pageUrl: from,
      canonicalUrl: `${origin}${to}`,
    });
  }
  for (const licence of plan.licences) {
    ds.add({
      _id: `licence-${licence.id}`,
      _type: 'licence',
      name: licence.name,
      jurisdiction: licence.jurisdiction,
      issuer: licence.issuer,
      licenceNumber: licence.licenceNumber,
      logo: ds.image(`licence/${licence.id}`, 200, 80, {
        kind: 'badge',
        shape: 'seal',
        text: licence.id.toUpperCase(),
        sub: licence.issuer.replace(/\s*\(.*\)$/, ''),
      }),
      verificationUrl: licence.verificationUrl,
      startDate: licence.startDate,
      endDate: licence.endDate,
      markets: optionalMarkets(licence.markets),
    });
  }
  ds.add({
    _id: 'footer',
    _type: 'footer',
    terms: ds.lb(FOOTER_TERMS),
    content: ds.lb(plan.footerContent),
    licences: plan.licences.map((licence) => ds.ref(`licence-${licence.id}`)),
    regulationLogos: plan.regulationLogos.map((logo) => ({
      _type: 'linkedLogo',
      name: logo.name,
      logo: ds.image(`regulation/${slugify(logo.name)}`, 160, 64, {
        kind: 'badge',
        shape: /^\d+\+$/.test(logo.name) ? 'age' : 'help',
        text: logo.name,
      }),
      alt: logo.alt ? ds.ls(logo.alt) : undefined,
      url: logo.url,
      markets: optionalMarkets(logo.markets),
    })),
    links: FOOTER_LINKS.filter(([url]) => url !== '/terms' || config.features.termsPage).map(
      ([url, label]) => ({
        _type: 'footerLink',
        label: ds.ls(label),
        url,
      }),
    ),
  });

  // Promotion categories and tags both brands use; the promotions themselves are editorial.
  PROMOTION_CATEGORIES.filter((category) => !category.sportsbook || config.features.sportsbook).forEach(
    (category, index) => {
      ds.add({
        _id: `promocategory-${category.slug}`,
        _type: 'promotionCategory',
        title: ds.ls(category.title),
        slug: slug(category.slug),
        iconSvg: ICONS[category.icon as keyof typeof ICONS],
        sortOrder: (index + 1) * 10,
      });
    },
  );
  for (const tag of PROMOTION_TAGS) {
    ds.add({
      _id: `promotag-${tag.slug}`,
      _type: 'promotionTag',
      title: ds.ls(tag.title),
      slug: slug(tag.slug),
    });
  }

  plan.editorial(ds, {
    plan,
    games,
    gameId: gameDocId,
    gamesOf,
    marketRefs,
    languageRefs,
    promotionCategory: (categorySlug) => {
      const id = `promocategory-${categorySlug}`;
      if (!ds.has(id)) throw new Error(`${config.id}: no promotion category ${categorySlug}`);
      return ds.ref(id);
    },
    promotionTags: (slugs) => slugs.map((tagSlug) => ds.ref(`promotag-${tagSlug}`)),
  });
  return ds;
}
