/**
 * What the sign-up page shows and checks against (spec 1 §4 "Registration steps"; spec 3 the
 * bonus call to action): the market's registration countries and dial prefixes from content (the
 * brand's hidden countries left out), the visitor's detected country, the SMS attempts the API
 * allows, and the market's bonus call to action; the flow (signup.flow.server.ts) is the rest.
 * A visitor also sees the welcome offer (issue 27 "one offer, one source": the home's, from
 * lib/welcomeOffer.server.ts) with its key terms, above the content's bonus call to action.
 */
import {
  CPF_COUNTRIES,
  defaultSignUpCountry,
  dialPrefixCountries,
  registrationCountries,
  type Locale,
} from '@casino/domain';
import { marketRulesFor } from '@casino/brands';
import type { ContentClient } from '@casino/content';
import type { PlayerApiClient } from '@casino/player-api';
import { graphql } from '../../generated/graphql';
import type { SiteBrand } from '../../lib/context.ts';
import { loadWelcomeOffer } from '../../lib/welcomeOffer.server.ts';
import { publicSignUpState, type StoredSignUp } from './signup.flow.server.ts';

interface SignUpSite {
  brand: SiteBrand;
  content: ContentClient;
  playerApi: PlayerApiClient;
  locale: Locale & { siteLanguage: string };
}

/** The sign-up page's data for a stored flow (or a new one). */
export async function loadSignUpPage(
  site: SignUpSite & { prefix: string },
  stored: StoredSignUp | null,
  signedIn: { firstName: string } | null,
) {
  const { brand, content: graph, playerApi, locale } = site;
  const [content, station, offer] = await Promise.all([
    graph.query(SIGNUP_PAGE_QUERY, { language: locale.siteLanguage }),
    playerApi.playerStation().catch(() => null),
    // The welcome offer from its one source (lib/welcomeOffer.server.ts), as the home shows it.
    signedIn
      ? null
      : loadWelcomeOffer(site).catch((error: unknown) => {
          console.warn(`[site] welcome offer unavailable: ${(error as Error).message}`);
          return null;
        }),
  ]);
  const all = content.allCountry.flatMap((country) =>
    country.code
      ? [
          {
            code: country.code,
            name: country.displayName?.text ?? country.name ?? country.code,
            isd: country.isd ?? null,
            active: country.active ?? false,
            allowed: country.allowed ?? false,
          },
        ]
      : [],
  );
  const countries = registrationCountries(all, locale.market, brand.registrationHiddenCountries);
  const detected = defaultSignUpCountry(countries, station?.autodetectedCountry);
  const flow = stored ? publicSignUpState(stored.context) : null;
  const countryCode = flow?.details?.countryCode ?? detected;
  const config = await playerApi
    .signUpConfig({ query: { siteId: brand.siteId, countryCode } })
    .catch(() => null);
  const bonus =
    content.allBonusCTA.find((cta) => cta.markets?.some((m) => m?.marketId === locale.market)) ??
    content.allBonusCTA.find((cta) => !cta.markets?.length);
  return {
    brandName: brand.name,
    variant: brand.signupVariant,
    payAndPlay: brand.features['payAndPlay'] === true,
    flow,
    countries: countries.map(({ code, name }) => ({ code, name })),
    prefixes: dialPrefixCountries(countries).map(({ code, name, isd }) => ({ code, name, isd: isd! })),
    defaults: { countryCode: detected },
    cpfCountries: [...CPF_COUNTRIES],
    smsMaxAttempts: config?.smsMaxAttempts ?? null,
    limitRequired: depositLimitRequired(site),
    offer,
    bonus: bonus && {
      title: bonus.title?.text ?? null,
      description: bonus.description?.text ?? null,
    },
    firstName: signedIn ? signedIn.firstName : (flow?.details?.firstName ?? null),
  };
}

/**
 * Whether the market asks every new player for a deposit limit (the brand's `marketRules`,
 * `depositLimitAtSignUp: 'mandatory'`): the form then requires one and the post is refused without.
 */
export function depositLimitRequired(site: Pick<SignUpSite, 'brand' | 'locale'>): boolean {
  return marketRulesFor(site.brand.marketRules, site.locale.market).depositLimitAtSignUp === 'mandatory';
}

/** The market's registration countries and their dial prefixes, to check a post against. */
export async function signUpCountries(site: SignUpSite) {
  const { allCountry } = await site.content.query(SIGNUP_COUNTRIES_QUERY);
  const countries = registrationCountries(
    allCountry.flatMap((c) =>
      c.code
        ? [{ code: c.code, name: c.code, isd: c.isd ?? null, active: !!c.active, allowed: !!c.allowed }]
        : [],
    ),
    site.locale.market,
    site.brand.registrationHiddenCountries,
  );
  return {
    countries: new Set(countries.map((c) => c.code)),
    prefixes: new Map(dialPrefixCountries(countries).map((c) => [c.code, c.isd!])),
  };
}

/** The terms version and SMS rules for the sign-up's country (none when the call fails). */
export function signUpConfigFor(site: SignUpSite, countryCode: string) {
  return site.playerApi.signUpConfig({ query: { siteId: site.brand.siteId, countryCode } }).catch(() => null);
}
const SIGNUP_PAGE_QUERY = graphql(`
  query SignUpPage($language: String!) {
    allCountry(where: { active: { eq: true } }, sort: [{ name: ASC }]) {
      code
      name
      isd
      active
      allowed
      displayName {
        text(language: $language)
      }
    }
    allBonusCTA {
      title {
        text(language: $language)
      }
      description {
        text(language: $language)
      }
      markets {
        marketId
      }
    }
  }
`);

const SIGNUP_COUNTRIES_QUERY = graphql(`
  query SignUpCountries {
    allCountry(where: { active: { eq: true } }) {
      code
      isd
      active
      allowed
    }
  }
`);
