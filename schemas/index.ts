/**
 * The only list of content types: the studio, the GraphQL SDL generator (packages/content) and
 * codegen all read `schemaTypes`. Add a type in its own file and here, in `objectTypes` or in
 * the area of `contentAreas` where editors find it; the studio's structure is built from the
 * areas, so no type is listed twice.
 */
import { banner } from './banner.ts';
import { betLimit } from './betLimit.ts';
import { bonusCTA } from './bonusCTA.ts';
import { brand } from './brand.ts';
import { canonicalMapping } from './canonicalMapping.ts';
import { category } from './category.ts';
import { contentBox } from './contentBox.ts';
import { country } from './country.ts';
import { currencyDisplayRule } from './currencyDisplayRule.ts';
import { deviceImages } from './deviceImages.ts';
import { featureFlags } from './featureFlags.ts';
import { footer } from './footer.ts';
import { footerLink } from './footerLink.ts';
import { game } from './game.ts';
import { gameGrid } from './gameGrid.ts';
import { gameList } from './gameList.ts';
import { geoLocation } from './geoLocation.ts';
import { gridTile } from './gridTile.ts';
import { imageSet } from './imageSet.ts';
import { ipRange } from './ipRange.ts';
import { landingPage } from './landingPage.ts';
import { language } from './language.ts';
import { licence } from './licence.ts';
import { linkedLogo } from './linkedLogo.ts';
import { liveChatSetting } from './liveChatSetting.ts';
import { lobbyLayout } from './lobbyLayout.ts';
import { lobbyPageSettings } from './lobbyPageSettings.ts';
import { lobbySettings } from './lobbySettings.ts';
import { lobbyWidget } from './lobbyWidget.ts';
import { localeBlock } from './localeBlock.ts';
import { localeString } from './localeString.ts';
import { localeText } from './localeText.ts';
import { loyaltyLevel } from './loyaltyLevel.ts';
import { loyaltyPage } from './loyaltyPage.ts';
import { market } from './market.ts';
import { occupation } from './occupation.ts';
import { partner } from './partner.ts';
import { payAndPlayBanner } from './payAndPlayBanner.ts';
import { paymentMethod } from './paymentMethod.ts';
import { promotion } from './promotion.ts';
import { promotionCategory } from './promotionCategory.ts';
import { promotionTag } from './promotionTag.ts';
import { provider } from './provider.ts';
import { registrationPage } from './registrationPage.ts';
import { salaryRange } from './salaryRange.ts';
import { seoDescription } from './seoDescription.ts';
import { siteSettings } from './siteSettings.ts';
import { sourceOfFunds } from './sourceOfFunds.ts';
import { staticPage } from './staticPage.ts';
import { subProvider } from './subProvider.ts';
import { subProviderExclusion } from './subProviderExclusion.ts';
import { targetAudience } from './targetAudience.ts';
import { termsVersion } from './termsVersion.ts';
import { tournament } from './tournament.ts';
import { tournamentBox } from './tournamentBox.ts';
import { vipPage } from './vipPage.ts';

/** Types used inside documents (fields), never edited on their own. */
export const objectTypes = [
  localeString,
  localeText,
  localeBlock,
  imageSet,
  deviceImages,
  geoLocation,
  ipRange,
  featureFlags,
  targetAudience,
  betLimit,
  gridTile,
  gameGrid,
  lobbyPageSettings,
  footerLink,
  linkedLogo,
];

/** A singleton is edited as one document whose id is its type name, e.g. "siteSettings". */
function single<T>(type: T) {
  return { type, singleton: true };
}
function many<T>(type: T) {
  return { type, singleton: false };
}

/** The areas of the studio's structure, each with its document types in the order shown. */
export const contentAreas = [
  {
    name: 'brandAndMarkets',
    title: 'Brand and markets',
    documents: [
      single(siteSettings),
      many(brand),
      many(market),
      many(language),
      many(country),
      many(currencyDisplayRule),
      many(liveChatSetting),
    ],
  },
  {
    name: 'lobbiesAndGames',
    title: 'Lobbies and games',
    documents: [
      single(lobbySettings),
      many(lobbyLayout),
      many(lobbyWidget),
      many(category),
      many(game),
      many(gameList),
      many(provider),
      many(subProvider),
      many(subProviderExclusion),
    ],
  },
  {
    name: 'promotions',
    title: 'Promotions',
    documents: [
      many(banner),
      many(contentBox),
      many(tournamentBox),
      many(promotion),
      many(promotionCategory),
      many(promotionTag),
      many(tournament),
      many(loyaltyPage),
      many(loyaltyLevel),
      many(bonusCTA),
      many(payAndPlayBanner),
    ],
  },
  {
    name: 'pages',
    title: 'Pages',
    documents: [
      single(vipPage),
      single(footer),
      many(staticPage),
      many(landingPage),
      many(registrationPage),
      many(partner),
      many(seoDescription),
      many(canonicalMapping),
    ],
  },
  {
    name: 'complianceLists',
    title: 'Compliance lists',
    documents: [many(paymentMethod), many(occupation), many(sourceOfFunds), many(salaryRange)],
  },
  {
    name: 'legal',
    title: 'Legal',
    documents: [many(termsVersion), many(licence)],
  },
] as const;

export type ContentAreaName = (typeof contentAreas)[number]['name'];

/** Every schema type: object types, then the document types of each area. */
export const schemaTypes = [
  ...objectTypes,
  ...contentAreas.flatMap((area) => area.documents.map(({ type }) => type)),
];

/** Document type names by area, e.g. `typeNamesByArea.legal` is ["termsVersion", "licence"]. */
export const typeNamesByArea = Object.fromEntries(
  contentAreas.map((area) => [area.name, area.documents.map(({ type }) => type.name)]),
) as Record<ContentAreaName, string[]>;

/** Types edited as a single document whose `_id` is the type name. */
export const singletonTypeNames: readonly string[] = contentAreas.flatMap((area) =>
  area.documents.filter(({ singleton }) => singleton).map(({ type }) => type.name),
);

export { CONTENT_LANGUAGES, type ContentLanguage } from './contentLanguages.ts';
export { FEATURE_FLAGS } from './featureFlags.ts';
export * from './lists.ts';

export { brandIdRule } from './brand.rules.ts';
export { languageCodeRule } from './language.rules.ts';
export {
  countryCodeRule,
  localeMappingRule,
  marketIdRule,
  originCountryCodeRule,
  regionLanguageRule,
} from './market.rules.ts';
export { currencyCodeRule, contentIdRule, iconSvgRule, ipAddressRule } from './codes.rules.ts';
export { isdRule } from './country.rules.ts';
export { endDateRule } from './dateWindow.rules.ts';
export { uniqueGameIdRule } from './game.rules.ts';
export { oneGridPerDeviceRule, tileImagesRule } from './lobbyWidget.rules.ts';
export { localeRequiredRule } from './locale.rules.ts';
export { salaryRangeBoundsRule } from './salaryRange.rules.ts';
export { playerIdRule, targetAudienceRule } from './targetAudience.rules.ts';
export { termsVersionOrderProblem, termsVersionOrderRule } from './termsVersion.rules.ts';
export { isUniqueSlug, uniqueValueRule } from './unique.rules.ts';
export { absoluteUrlRule, linkRule, pathRule } from './url.rules.ts';
