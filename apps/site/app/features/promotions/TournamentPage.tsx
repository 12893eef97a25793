/**
 * A tournament's page (tournament.server.ts says what it shows and why): its art, title, dates and
 * prize pool; the player's own place (a live region, so a screen reader hears it move) or the way
 * in for a visitor; the leaderboard as a table; the tournament's games; then its text, prize table
 * and terms, the terms one tap away. While it runs, the standings refresh every 20 seconds while
 * the tab is visible (the route's loader again, nothing else). The route passes the content's
 * Portable Text rendered by the content area, since areas do not import each other. What moves
 * with play (the standings, the player's place) is marked `data-moves`, as the live tables mark
 * theirs, for the visual snapshots to mask.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { shell } from '@casino/ui';
import { ContentImg } from '../../lib/ContentImg.tsx';
import { useT } from '../../lib/i18n.ts';
import { HeroArt } from './PromotionPage.tsx';
import type { TournamentView } from './tournament.server.ts';
import * as styles from './promotions.css.ts';
import * as own from './tournament.css.ts';

/** Refreshes the standings every `everyMs` while `running` and the tab is visible. */
function useLiveStandings(running: boolean, everyMs: number) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && state === 'idle') void revalidate();
    }, everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs, revalidate, state]);
}

function Standing({ view }: { view: TournamentView }) {
  const t = useT();
  if (!view.player) {
    return (
      <div className={styles.actions}>
        <p className={styles.summary}>{t('tournaments.join')}</p>
        <Link to={view.signupHref} className={shell.primaryAction}>
          {t('header.signup')}
        </Link>
        <a href="#login" className={shell.secondaryAction}>
          {t('header.login')}
        </a>
      </div>
    );
  }
  // Without the player API's answer the page cannot say where they stand (the board says so).
  if (!view.mine) return null;
  return (
    <p className={own.place} role="status" data-testid="tournament-place" data-moves>
      {view.mine.rank
        ? t('tournaments.yourPlace', { rank: String(view.mine.rank), points: String(view.mine.points) })
        : t('tournaments.notRanked')}
    </p>
  );
}

function Leaderboard({ view }: { view: TournamentView }) {
  const t = useT();
  const finished = view.status === 'FINISHED';
  return (
    <section className={own.board} aria-labelledby="tournament-board">
      <h2 id="tournament-board" className={own.boardHeading}>
        {t(finished ? 'tournaments.finalStandings' : 'tournaments.leaderboard')}
      </h2>
      {view.standings === null ? (
        <p className={own.note}>{t('tournaments.unavailable')}</p>
      ) : view.standings.length === 0 ? (
        <p className={own.note} data-moves>
          {t('tournaments.empty')}
        </p>
      ) : (
        <table className={own.table} data-testid="tournament-leaderboard" data-moves>
          <thead>
            <tr>
              <th scope="col" className={own.rankCell}>
                {t('tournaments.place')}
              </th>
              <th scope="col" className={own.cell}>
                {t('tournaments.player')}
              </th>
              <th scope="col" className={own.pointsCell}>
                {t('tournaments.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.standings.map((row) => (
              <tr key={row.rank} className={row.you ? own.you : undefined} data-you={row.you || undefined}>
                <td className={own.rankCell}>{row.rank}</td>
                <td className={own.cell}>{row.you ? `${row.alias} (${t('tournaments.you')})` : row.alias}</td>
                <td className={own.pointsCell}>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.status === 'RUNNING' ? <p className={own.note}>{t('tournaments.live')}</p> : null}
    </section>
  );
}

export function TournamentPage({
  view,
  refreshMs,
  body,
  prizes,
  terms,
}: {
  view: TournamentView;
  refreshMs: number;
  body: ReactNode;
  prizes: ReactNode;
  terms: ReactNode;
}) {
  const t = useT();
  useLiveStandings(view.status === 'RUNNING', refreshMs);
  const statusLabel =
    view.status === 'RUNNING'
      ? 'tournaments.status.running'
      : view.status === 'UPCOMING'
        ? 'tournaments.status.upcoming'
        : 'tournaments.status.finished';
  return (
    <article
      className={styles.page}
      data-testid="tournament"
      data-tournament={view.tournamentId}
      data-status={view.status}
    >
      <p className={styles.crumbs}>
        <Link to={view.categoryHref}>{t('promotions.seeAll')}</Link>
      </p>
      <section className={styles.hero} aria-labelledby="tournament-title">
        <HeroArt image={view.image} alt={view.alt} />
        <div className={styles.offer}>
          <h1 id="tournament-title" className={styles.heading}>
            {view.title}
          </h1>
          <p className={own.status}>
            <span className={styles.badge}>{t(statusLabel)}</span>
            {view.window ? (
              <span>
                <time dateTime={view.window.startAt}>{view.window.start}</time>
                {' – '}
                <time dateTime={view.window.endAt}>{view.window.end}</time>
              </span>
            ) : null}
          </p>
          {view.prizePool ? (
            <p className={own.pool}>{t('tournaments.prizePool', { amount: view.prizePool })}</p>
          ) : null}
          {view.summary ? <p className={styles.summary}>{view.summary}</p> : null}
          {view.status === 'FINISHED' ? null : <Standing view={view} />}
        </div>
      </section>
      <Leaderboard view={view} />
      {view.games.length > 0 ? (
        <section className={own.section} aria-labelledby="tournament-games">
          <h2 id="tournament-games" className={own.boardHeading}>
            {t('tournaments.games')}
          </h2>
          <ul className={own.games}>
            {view.games.map((game) => (
              <li key={game.id}>
                <Link to={game.href} className={own.game}>
                  {game.image ? (
                    <ContentImg className={own.gameArt} image={game.image} sizes="160px" />
                  ) : null}
                  <span>{game.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={styles.text}>
        {body}
        <h2 className={own.boardHeading}>{t('tournaments.prizes')}</h2>
        {prizes}
        <details className={styles.terms} data-testid="tournament-terms">
          <summary className={styles.termsSummary}>{t('promotions.terms')}</summary>
          {terms}
        </details>
      </div>
    </article>
  );
}
