/**
 * A lobby page (routes/lobby.tsx; spec 3 §2 "Casino", "Live casino"): the category menu, the
 * search and provider filter (a GET form, so every view has an address), then the content's
 * layout of widgets, or the filtered list with "load more" (and popular games when nothing
 * matches), or my games; and the lobby's own bottom navigation on phones.
 */
import { lazy, Suspense, useId } from 'react';
import { Link, useNavigation } from 'react-router';
import { gameSectionStyles } from '@casino/ui';
import { GameSection } from '@casino/ui/components';
import { LOBBY_SEARCH_ID } from '../../lib/bottomNav.ts';
import { ContentBoxes } from '../../lib/ContentBoxes.tsx';
import { useT } from '../../lib/i18n.ts';
import { hrefFor } from '../../lib/links.ts';
import { carouselLabels } from './carouselLabels.ts';
import * as styles from './lobby.css.ts';
// The ticker's styles are the page's own, so the server-rendered ticker is styled before its code loads.
import './winners.css.ts';
import { LobbyBottomNav } from './LobbyBottomNav.tsx';
import type { loadLobbyPage } from './lobbyPage.server.ts';
import { LobbySearch } from './LobbySearch.tsx';
import { LobbyTile, type TileContext } from './LobbyTile.tsx';

/**
 * The winners tickers are the layouts' last widgets, below the fold: their code is a chunk of its
 * own after the lobby's first-load JavaScript (room for the content and tournament boxes in the
 * lobbies' 150 KB). The server renders a ticker whole; the browser keeps that HTML, links working,
 * until the chunk hydrates it.
 */
const LobbyWinners = lazy(() => import('./LobbyWinners.tsx'));

type Unwrapped<T> = T extends { data: infer D } ? D : T;
/** What the lobby's loader hands the page. */
export type LobbyPageData = Unwrapped<Awaited<ReturnType<typeof loadLobbyPage>>>;

export function LobbyPage({ loaderData }: { loaderData: LobbyPageData }) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const { locale, type, category, values, list, myGames } = loaderData;
  const title = myGames
    ? t('lobby.myGames.title')
    : category
      ? category.label
      : t(type === 'liveCasino' ? 'lobby.liveCasino.title' : 'lobby.casino.title');
  const basePath = category
    ? `${loaderData.lobbyPath}/${encodeURIComponent(category.id)}`
    : loaderData.lobbyPath;
  const more = new URLSearchParams();
  if (values.q) more.set('q', values.q);
  for (const provider of values.providers) more.append('provider', provider);
  const filterParams = new URLSearchParams(more);
  filterParams.set('filter', 'open');
  more.set('page', String(loaderData.page + 1));
  const filtered = values.q !== '' || values.providers.length > 0;
  const searchId = LOBBY_SEARCH_ID;
  const filterPanelId = `${id}-filter`;
  const context: TileContext = {
    locale,
    formatting: loaderData.formatting,
    lobbyPageType: loaderData.lobbyPageType,
    favourites: loaderData.favourites ? new Set(loaderData.favourites) : null,
    category: category?.id ?? null,
  };
  const activeTab = myGames ? 'myGames' : filtered ? 'search' : 'lobby';

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`} data-lobby={type}>
      <h1 id={`${id}-title`} className={styles.heading}>
        {title}
      </h1>

      <nav aria-label={t('lobby.categories')}>
        <ul className={styles.menu} data-testid="lobby-categories">
          <li>
            <Link
              to={`/${locale}${loaderData.lobbyPath}`}
              className={styles.menuLink}
              aria-current={category || myGames ? undefined : 'page'}
            >
              {t('lobby.all')}
            </Link>
          </li>
          {loaderData.menu.map((entry) => (
            <li key={entry.id}>
              <Link
                to={hrefFor(locale, entry.href)}
                className={styles.menuLink}
                aria-current={category?.id === entry.id ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <LobbySearch
        locale={locale}
        path={myGames ? loaderData.lobbyPath : basePath}
        values={values}
        providerOptions={loaderData.providerOptions}
        filterOpen={loaderData.filterOpen}
        searchId={searchId}
        filterPanelId={filterPanelId}
      />

      {myGames ? (
        <section className={styles.section} aria-labelledby={`${id}-title`} data-testid="my-games">
          {myGames.status === 'login' ? (
            <>
              <p className={styles.notice}>{t('lobby.myGames.login')}</p>
              <a href="#login" className={styles.secondary}>
                {t('lobby.myGames.loginAction')}
              </a>
            </>
          ) : myGames.status === 'error' ? (
            <p className={styles.notice} role="alert">
              {t('lobby.myGames.error')}
            </p>
          ) : myGames.tiles.length === 0 ? (
            <p className={styles.notice}>{t('lobby.myGames.empty')}</p>
          ) : (
            <ul className={gameSectionStyles.list} data-testid="lobby-games">
              {myGames.tiles.map((tile) => (
                <LobbyTile key={tile.key} tile={tile} context={context} />
              ))}
            </ul>
          )}
        </section>
      ) : list ? (
        <GameSection
          title={filtered ? t('lobby.search.heading') : t('lobby.games')}
          headingId={`${id}-games`}
          busy={navigation.state === 'loading'}
          layout={{ kind: 'list' }}
          listTestId="lobby-games"
          aside={
            <p className={styles.meta} role="status" data-testid="lobby-count">
              {t('lobby.count', { count: list.total })}
            </p>
          }
          intro={list.tiles.length === 0 ? <p>{t('lobby.empty')}</p> : null}
          footer={
            list.hasMore ? (
              <Link
                to={`?${more.toString()}`}
                preventScrollReset
                className={styles.secondary}
                data-testid="lobby-load-more"
              >
                {t('lobby.loadMore')}
              </Link>
            ) : null
          }
        >
          {list.tiles.map((tile) => (
            <LobbyTile key={tile.key} tile={tile} context={context} />
          ))}
        </GameSection>
      ) : null}

      {list && list.total === 0 && loaderData.popular && loaderData.popular.length > 0 ? (
        <GameSection
          title={t('lobby.search.popular')}
          headingId={`${id}-popular`}
          layout={{ kind: 'list' }}
          testId="lobby-popular"
        >
          {loaderData.popular.map((tile) => (
            <LobbyTile key={tile.key} tile={tile} context={context} />
          ))}
        </GameSection>
      ) : null}

      {myGames || list
        ? null
        : loaderData.widgets.map((widget, index) =>
            widget.kind === 'winners' ? (
              <Suspense key={widget.id}>
                <LobbyWinners widget={widget} headingId={`${id}-w${index}`} context={context} />
              </Suspense>
            ) : widget.kind === 'boxes' ? (
              <section
                key={widget.id}
                className={styles.section}
                aria-labelledby={`${id}-w${index}`}
                data-testid="lobby-boxes"
                data-widget-type={widget.widgetType}
              >
                <h2 id={`${id}-w${index}`} className={styles.sectionHeading}>
                  {widget.title}
                </h2>
                <ContentBoxes boxes={widget.boxes} heading="h3" />
              </section>
            ) : (
              <GameSection
                key={widget.id}
                title={widget.title}
                headingId={`${id}-w${index}`}
                testId="lobby-widget"
                widgetType={widget.widgetType}
                more={
                  widget.more
                    ? {
                        href: `/${locale}${widget.more}`,
                        label: t('lobby.seeAll.short'),
                        name: t('lobby.seeAll', { title: widget.title }),
                      }
                    : null
                }
                layout={
                  widget.columns
                    ? { kind: 'grid', columns: widget.columns }
                    : { kind: 'row', rows: widget.rows, labels: carouselLabels(t, widget.title) }
                }
              >
                {widget.tiles.map((tile) => (
                  <LobbyTile
                    key={tile.key}
                    tile={tile}
                    context={widget.columns ? { ...context, fill: true } : context}
                  />
                ))}
              </GameSection>
            ),
          )}

      <LobbyBottomNav
        active={activeTab}
        lobbyHref={`/${locale}${loaderData.lobbyPath}`}
        filterHref={`/${locale}${myGames ? loaderData.lobbyPath : basePath}?${filterParams.toString()}`}
        filterPanelId={loaderData.providerOptions.length > 0 ? filterPanelId : null}
      />
    </article>
  );
}
