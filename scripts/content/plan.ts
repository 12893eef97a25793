/**
 * A brand's plan, the input of the dataset build (build.ts): its markets, languages, categories,
 * layouts, licences, logos and the rest aurora.ts and kestrel.ts fill in, and the look-ups the
 * plan's editorial part is given.
 */
import type { BrandConfigInput } from '../../brands/src/schema.ts';
import type { PAYMENT_METHOD_CODES } from '@casino/schemas';
import type { CatalogueGame, ProviderId } from './catalogue.ts';
import type { BrandProfile, CURRENCY_FORMATS, Dataset, Reference, Texts } from './dataset.ts';
import type { ICONS } from './texts.ts';

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
