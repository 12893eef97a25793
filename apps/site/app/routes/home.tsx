/**
 * Home (spec 1 §2): the brand's name and markets from content, and where the sandbox player
 * station places the visitor. The station is optional: when it fails the page still renders and
 * says the location is unavailable.
 */
import { layout } from '@casino/ui';
import type { Route } from './+types/home';
import { graphql } from '../generated/graphql';
import { appContext, localeContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { content, playerApi, brand } = context.get(appContext);
  const locale = context.get(localeContext);
  const [page, station] = await Promise.all([
    content.query(HOME_PAGE_QUERY),
    playerApi.playerStation().catch((error: unknown) => {
      console.warn(`[site] player station unavailable for ${brand.id}: ${(error as Error).message}`);
      return null;
    }),
  ]);
  const brandDoc = page.allBrand[0];
  return {
    language: locale.language,
    brandName: brandDoc?.name ?? brand.name,
    tagline: brandDoc?.tagline?.[locale.language as 'en'] ?? brandDoc?.tagline?.en ?? null,
    markets: page.allMarket.map((market) => ({
      id: market._id,
      marketId: market.marketId ?? '',
      name: market.name ?? market.marketId ?? '',
      languages: (market.languages ?? []).flatMap((language) => (language?.name ? [language.name] : [])),
    })),
    station: station && {
      ip: station.ipAddress,
      country: station.autodetectedCountry,
      place:
        [station.autodetectedCity, station.autodetectedRegion].filter(Boolean).join(', ') ||
        station.autodetectedCountry,
      market: station.market,
    },
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <h1>{t('home.title', { brand: loaderData.brandName })}</h1>
      {loaderData.tagline ? <p className={layout.muted}>{loaderData.tagline}</p> : null}

      <section aria-labelledby="station-heading" className={layout.card}>
        <h2 id="station-heading">{t('home.station.heading')}</h2>
        <p data-testid="station">
          {loaderData.station
            ? t('home.station.detected', { ...loaderData.station })
            : t('home.station.unavailable')}
        </p>
      </section>

      <section aria-labelledby="markets-heading">
        <h2 id="markets-heading">{t('home.markets.heading')}</h2>
        <ul className={layout.grid} data-testid="markets">
          {loaderData.markets.map((market) => (
            <li key={market.id} className={layout.card}>
              <strong>{market.name}</strong> <span className={layout.muted}>({market.marketId})</span>
              <br />
              <span className={layout.muted}>
                {t('home.markets.languages', { languages: market.languages.join(', ') })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

const HOME_PAGE_QUERY = graphql(`
  query HomePage {
    allBrand(limit: 1) {
      name
      tagline {
        en
        fi
        de
      }
    }
    allMarket(where: { isMarketEnabled: { eq: true } }, sort: [{ name: ASC }]) {
      _id
      marketId
      name
      languages {
        code
        name
      }
    }
  }
`);
