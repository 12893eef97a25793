/**
 * The game page: `/online-casino/play/<provider>/:id`, `/live-casino-online/play/<provider>/:id`
 * and `/play/:gameSlug` (spec 3 §2 "Casino", "Live casino", "Game page guards"; §3 "Site header";
 * §7 "Game launch"). The loader's rules are in features/game/game.server.ts (the launch's in gameLaunch.server.ts); this module draws the page:
 * under the site header a game bar (back to the lobby, title, provider and mode, deposit for real
 * money, full screen, the in-game menu; slim on a phone), the swipe hint on larger touch screens,
 * and the game's frame filling the viewport below (edge to edge on a phone). A game the player may not
 * play here, and the "log in to play" state of visitors, keep the bar and say why instead.
 */
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@casino/domain';
import { a11y } from '@casino/ui';
import { FavouriteToggle } from '@casino/ui/components';
import type { Route } from './+types/game';
import { GameFullscreenButton, GameMenu, GameStage, gameStyles as styles } from '../features/game/index.ts';
import { loadGamePage } from '../features/game/index.server.ts';
import type { BottomNavHandle } from '../lib/bottomNav.ts';
import { useT } from '../lib/i18n.ts';
import { pageContext } from '../lib/page.server.ts';
import { useSitePaths } from '../lib/links.ts';
import { seoMeta } from '../lib/seo.ts';

/** The game takes the phone's whole height under the header: no bottom navigation. */
export const handle: BottomNavHandle = { bottomNav: 'none' };

export function loader(args: Route.LoaderArgs) {
  return loadGamePage(pageContext(args));
}

/** The game's name; the description is its lobby's from content (app/lib/seo.ts). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMeta(matches, loaderData?.game.name);
}

export default function GamePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = useSitePaths();
  const id = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const page = loaderData;
  const { game, locale } = page;
  const mode = page.state === 'playing' ? page.mode : null;

  return (
    <article
      className={styles.page}
      aria-labelledby={`${id}-title`}
      data-testid="game-page"
      data-state={page.state}
      {...(mode ? { 'data-mode': mode } : {})}
    >
      <div className={styles.bar}>
        <Link to={`/${locale}${page.lobbyPath}`} className={styles.back} data-testid="game-back">
          <span aria-hidden="true">←</span>
          <span className={a11y.visuallyHidden}>{t('game.menu.lobby')}</span>
        </Link>
        <div className={styles.titles}>
          <h1 id={`${id}-title`} className={styles.title}>
            {game.name}
          </h1>
          <p className={styles.meta}>
            {mode
              ? t('game.bar.meta', {
                  provider: game.providerTitle,
                  mode: t(mode === 'demo' ? 'game.mode.demo' : 'game.mode.real'),
                })
              : game.providerTitle}
          </p>
        </div>
        <div className={styles.controls}>
          {page.state === 'playing' && page.favourite !== null ? (
            <FavouriteToggle
              action={paths.favourites}
              gameId={game.id}
              label={t('favourites.toggle', { name: game.name })}
              lobbyPageType={page.lobbyPageType}
              favourite={page.favourite}
            />
          ) : null}
          {mode === 'real' ? (
            <Link to={paths['banking-deposit']} className={styles.deposit} data-testid="game-deposit">
              {t('banking.deposit')}
            </Link>
          ) : null}
          {page.state === 'playing' ? <GameFullscreenButton target={stageRef} /> : null}
          <GameMenu
            locale={locale}
            authorised={page.authorised}
            game={game}
            mode={mode}
            lobbyPath={page.lobbyPath}
            loginHref={page.loginHref}
            formatting={page.formatting}
          />
        </div>
      </div>

      {page.state === 'playing' ? (
        <>
          {page.limitation ? (
            <p className={styles.notice} role="note" data-testid="game-limitation">
              {page.limitation.status === 'GAME_EXCLUDED'
                ? t('game.limitation.excluded')
                : page.limitation.status === 'MAX_BET' && page.limitation.maxBet
                  ? t('game.limitation.maxBet', {
                      amount: formatMoney(page.limitation.maxBet, page.currency, { locale: page.formatting }),
                    })
                  : t('game.limitation.contribution', { percent: page.limitation.contributionPercent ?? 0 })}
            </p>
          ) : null}
          {page.device === 'mobile' ? <p className={styles.swipe}>{t('game.swipe')}</p> : null}
          <GameStage
            ref={stageRef}
            url={page.url}
            origin={page.frameOrigin}
            title={game.name}
            mode={page.mode}
            startOnTap={page.startOnTap}
          />
        </>
      ) : page.state === 'login' ? (
        <section className={styles.notice} data-testid="game-login">
          <p>{t('game.login.text', { game: game.name })}</p>
          <p>
            <Link to={page.loginHref} className={styles.primary} preventScrollReset>
              {t('header.login')}
            </Link>
          </p>
        </section>
      ) : (
        <section className={styles.notice} role="status" data-testid="game-unavailable">
          <p>
            {t(page.reason === 'country' ? 'game.unavailable.country' : 'game.unavailable.notOffered', {
              game: game.name,
            })}
          </p>
          <p>
            <Link to={`/${locale}${page.lobbyPath}`}>{t('game.menu.lobby')}</Link>
          </p>
        </section>
      )}
    </article>
  );
}
