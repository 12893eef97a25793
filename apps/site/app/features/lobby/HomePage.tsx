/**
 * The home page (routes/home.tsx): the hero banners, a call to action (sign up, or deposit for a
 * player, and the way to both lobbies), the jackpot ticker (text that updates with the page, never
 * a moving marquee) and the game rows, each with "see all" to its lobby. The page's one `h1` is the
 * welcome line; the hero's titles are `h2`.
 *
 * A visitor's first screen (issue 27) is the welcome offer in the brand's composition
 * (HomeFirstScreen.tsx; `data-composition` names it) and then at once the first game row; the
 * content's other banners, the ticker and the other rows follow. A signed-in player's home keeps
 * their personal banners and the deposit call to action first. Without a welcome offer a visitor
 * gets the banners and the sign-up call to action, as a player does.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { formatMoney, lobbyPageTypeOf, type LobbyType } from '@casino/domain';
import { a11y, media, shell } from '@casino/ui';
import { GameSection, HeroBanners } from '@casino/ui/components';
import { ContentBoxes } from '../../lib/ContentBoxes.tsx';
import { useT } from '../../lib/i18n.ts';
import { useSitePaths } from '../../lib/links.ts';
import { carouselLabels } from './carouselLabels.ts';
import * as styles from './home.css.ts';
import type { loadHomePage } from './homePage.server.ts';
import type { LobbyTileView } from './lobbyTiles.server.ts';
import { LobbyTile, type TileContext } from './LobbyTile.tsx';
import { BankFirstCard, WelcomeHero } from './HomeFirstScreen.tsx';

/** What the home loader hands the page. */
export type HomePageData = Awaited<ReturnType<typeof loadHomePage>>;

export function HomePage({ loaderData }: { loaderData: HomePageData }) {
  const t = useT();
  const id = useId();
  const { locale, formatting } = loaderData;
  const paths = useSitePaths();
  const money = (amount: string, currency: string) => formatMoney(amount, currency, { locale: formatting });
  const contextFor = (type: LobbyType): TileContext => {
    const favourites = type === 'liveCasino' ? loaderData.liveFavourites : loaderData.favourites;
    return {
      locale,
      formatting,
      lobbyPageType: lobbyPageTypeOf(type),
      favourites: favourites ? new Set(favourites) : null,
      category: null,
    };
  };
  const firstScreen = loaderData.payAndPlay ? (
    <BankFirstCard
      payAndPlay={loaderData.payAndPlay}
      offer={loaderData.offer}
      art={loaderData.heroArt}
      formatting={formatting}
      headingId={`${id}-first`}
    />
  ) : loaderData.offer ? (
    <WelcomeHero
      offer={loaderData.offer}
      art={loaderData.heroArt}
      signupHref={loaderData.signupHref}
      headingId={`${id}-first`}
    />
  ) : null;
  const row = (row: HomePageData['rows'][number], index: number) => (
    <GameSection
      key={row.id}
      title={row.title}
      headingId={`${id}-r${index}`}
      testId="home-row"
      widgetType={row.id}
      more={{
        href: `/${locale}${row.more}`,
        label: t('lobby.seeAll.short'),
        name: t('lobby.seeAll', { title: row.title }),
      }}
      layout={{ kind: 'row', labels: carouselLabels(t, row.title) }}
    >
      {row.tiles.map((tile: LobbyTileView) => (
        <LobbyTile key={tile.key} tile={tile} context={contextFor(row.type)} />
      ))}
    </GameSection>
  );
  const [firstRow, ...otherRows] = loaderData.rows;
  const banners =
    loaderData.banners.length > 0 ? (
      <HeroBanners
        banners={loaderData.banners}
        label={t('home.offers')}
        labels={carouselLabels(t, t('home.offers'))}
        media={{ tablet: media.md, desktop: media.lg }}
      />
    ) : null;
  const cta = (
    <section className={styles.cta} aria-labelledby={`${id}-cta`} data-testid="home-cta">
      <div className={styles.ctaText}>
        <h2 id={`${id}-cta`} className={styles.ctaHeading}>
          {loaderData.authorized ? t('home.cta.player.heading') : t('home.cta.visitor.heading')}
        </h2>
        <p className={styles.ctaBody}>
          {loaderData.authorized ? t('home.cta.player.text') : t('home.cta.visitor.text')}
        </p>
      </div>
      <div className={styles.ctaActions}>
        {loaderData.authorized ? (
          <Link to={paths['deposit-modal']} className={shell.primaryAction}>
            {t('home.cta.deposit')}
          </Link>
        ) : (
          <Link to={paths.signup} className={shell.primaryAction}>
            {t('home.cta.signup')}
          </Link>
        )}
        <Link to={`/${locale}${loaderData.lobbies.casino}`} className={shell.secondaryAction}>
          {t('home.cta.casino')}
        </Link>
        <Link to={`/${locale}${loaderData.lobbies.live}`} className={shell.secondaryAction}>
          {t('home.cta.live')}
        </Link>
      </div>
    </section>
  );
  const ticker = loaderData.ticker ? (
    <section className={styles.ticker} aria-labelledby={`${id}-jackpots`} data-testid="jackpot-ticker">
      <h2 id={`${id}-jackpots`} className={styles.tickerHeading}>
        {t('home.jackpots.heading')}
      </h2>
      <p className={styles.tickerTotal}>{money(loaderData.ticker.total, loaderData.ticker.currency)}</p>
      <p className={styles.tickerBiggest}>
        {t('home.jackpots.biggest')}:{' '}
        {loaderData.ticker.biggest.path ? (
          <Link to={`/${locale}${loaderData.ticker.biggest.path}`}>{loaderData.ticker.biggest.name}</Link>
        ) : (
          loaderData.ticker.biggest.name
        )}{' '}
        {money(loaderData.ticker.biggest.amount, loaderData.ticker.currency)}
      </p>
    </section>
  ) : null;

  return (
    <div className={styles.page} data-composition={loaderData.composition}>
      <h1 className={a11y.visuallyHidden}>{t('home.title', { brand: loaderData.brandName })}</h1>
      {firstScreen ? (
        <>
          {firstScreen}
          {firstRow ? row(firstRow, 0) : null}
          {banners}
          <ContentBoxes boxes={loaderData.boxes} />
          {ticker}
          {otherRows.map((other, index) => row(other, index + 1))}
        </>
      ) : (
        <>
          {banners}
          {cta}
          <ContentBoxes boxes={loaderData.boxes} />
          {ticker}
          {loaderData.rows.map(row)}
        </>
      )}
    </div>
  );
}
