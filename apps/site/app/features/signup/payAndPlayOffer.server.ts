/**
 * What the pay-and-play page offers and takes (spec 1 §6): whether it is available (the content's
 * flag, or the brand's; the player API's access context; the IP whitelist), the market's country
 * and currency, the content's banner with its one-click amounts (kept to the allowed range), the
 * dial prefixes (the forms are the flow's, payAndPlay.flow.server.ts).
 */
import {
  PAY_AND_PLAY_MAX_AMOUNT,
  PAY_AND_PLAY_MIN_AMOUNT,
  payAndPlayCountry,
  whitelistAllows,
} from '@casino/domain';
import type { PageContext } from '../../lib/page.server.ts';
import { graphql } from '../../generated/graphql';

export interface PayAndPlayOffer {
  available: boolean;
  country: string;
  currency: string;
  banner: {
    title: string;
    description: string | null;
    amounts: string[];
    defaultAmount: string | null;
  } | null;
  prefixes: Array<{ value: string; label: string }>;
  /** The dial prefix of `country`, the form's default. */
  countryPrefix: string;
  minimumAge: number;
}

export async function loadPayAndPlayOffer(page: PageContext): Promise<PayAndPlayOffer> {
  const { locale } = page;
  const [{ siteSettings, payAndPlayBannerByMarket: banner, allCountry }, access] = await Promise.all([
    page.content.query(PAY_AND_PLAY_QUERY, { language: locale.siteLanguage, market: locale.market }),
    page.playerApi.accessContext().catch((error: unknown) => {
      console.warn(
        `[site] access context unavailable, pay-and-play not offered: ${(error as Error).message}`,
      );
      return null;
    }),
  ]);
  const enabled = siteSettings?.featureFlags?.payAndPlay ?? page.brand.features['payAndPlay'] ?? false;
  const available =
    enabled &&
    Boolean(access?.payAndPlayEnabled) &&
    whitelistAllows(siteSettings?.payAndPlayIpWhitelist ?? [], page.app.clientAddress);
  const country = payAndPlayCountry(locale.market, access?.countryCode ?? null);
  const countries = allCountry.filter((entry) => entry.code && entry.isd && entry.code !== 'PP');
  const currency = countries.find((entry) => entry.code === country)?.currency ?? 'EUR';
  if (available && !banner?.title?.text) console.warn('[site] Pnp Banner not being configured!');
  // One choice per dial prefix (several countries share +1, +7…), named after its countries.
  const byPrefix = new Map<string, string[]>();
  for (const entry of countries) {
    const name = entry.displayName?.text ?? entry.name ?? entry.code!;
    byPrefix.set(entry.isd!, [...(byPrefix.get(entry.isd!) ?? []), name]);
  }
  const prefixes = [...byPrefix].map(([value, names]) => ({
    value,
    label: `${names.slice(0, 3).join(', ')}${names.length > 3 ? '…' : ''} (${value})`,
  }));
  const toAmount = (value: number | null | undefined) =>
    typeof value === 'number' && value >= PAY_AND_PLAY_MIN_AMOUNT && value <= PAY_AND_PLAY_MAX_AMOUNT
      ? value.toFixed(2)
      : null;
  return {
    available,
    country,
    currency,
    banner: banner?.title?.text
      ? {
          title: banner.title.text,
          description: banner.description?.text ?? null,
          amounts: (banner.amounts ?? []).map(toAmount).filter((value): value is string => value !== null),
          defaultAmount: toAmount(banner.defaultAmount),
        }
      : null,
    prefixes,
    countryPrefix: countries.find((entry) => entry.code === country)?.isd ?? '',
    minimumAge: siteSettings?.minimumAge ?? 18,
  };
}

const PAY_AND_PLAY_QUERY = graphql(`
  query PayAndPlay($language: String!, $market: String!) {
    siteSettings {
      featureFlags {
        payAndPlay
      }
      payAndPlayIpWhitelist
      minimumAge
    }
    payAndPlayBannerByMarket(market: $market, language: $language) {
      title {
        text(language: $language)
      }
      description {
        text(language: $language)
      }
      amounts
      defaultAmount
    }
    allCountry(where: { active: { eq: true } }, sort: [{ name: ASC }]) {
      code
      name
      displayName {
        text(language: $language)
      }
      isd
      currency
    }
  }
`);
