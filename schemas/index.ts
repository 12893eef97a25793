/**
 * The only list of content types: the studio, the GraphQL SDL generator (packages/content) and
 * codegen all read `schemaTypes`. Add a type here and in its own file.
 */
import { brand } from './brand.ts';
import { language } from './language.ts';
import { localeString } from './localeString.ts';
import { market } from './market.ts';

export const schemaTypes = [localeString, language, market, brand];

export { brandIdRule } from './brand.rules.ts';
export { languageCodeRule } from './language.rules.ts';
export { LOCALE_STRING_LANGUAGES, type LocaleStringLanguage } from './localeString.ts';
export {
  countryCodeRule,
  localeMappingRule,
  marketIdRule,
  originCountryCodeRule,
  regionLanguageRule,
} from './market.rules.ts';
