/**
 * The brand and where it is played: the brand document, languages, markets with their live chat
 * settings, the countries of the registration and phone lists, currency display rules and the
 * site settings.
 */
import { BASE_LANGUAGES, EXTRA_LANGUAGES, type Texts } from '../dataset.ts';
import { MAINTENANCE_MESSAGE } from '../texts.ts';
import { languageDocId, marketDocId, type DatasetBuilder } from './refs.ts';

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

/** Adds the brand, its languages and markets, the countries, currency rules and site settings. */
export function addMarkets({ ds, plan, languageRefs }: DatasetBuilder): void {
  const { config } = plan;
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
}
