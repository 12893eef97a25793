/**
 * A winners widget of a lobby (spec 3 §7 "top winners", "latest winners") as a one-line ticker
 * (issue 27; PLAYER-EXPERIENCE.md "Winners are a one-line ticker"): each winner is the game (a
 * link), the player's alias and the amount, sliding by in one line. For top winners the date range
 * is a row of links (`?winners=72h`), so choosing one works without JavaScript.
 *
 * Decisions where the spec is silent:
 * - The motion is CSS only (a track of the winners and an `aria-hidden` copy without links that
 *   follows it), so the ticker costs no JavaScript. It stops while hovered or focused, and a
 *   Pause toggle (a checkbox, so it works before and without JavaScript) stops it for good
 *   (WCAG 2.2.2). With reduced motion it is a still line the player scrolls sideways.
 * - A ticker of one winner does not move.
 */
import { Link } from 'react-router';
import { WINNER_RANGES, formatMoney } from '@casino/domain';
import type { LobbyWidgetView, WinnerView } from './lobbyView.server.ts';
import { useT } from '../../lib/i18n.ts';
import * as styles from './lobby.css.ts';
import * as ticker from './winners.css.ts';
import type { TileContext } from './LobbyTile.tsx';

/** Seconds a winner takes to pass. */
const SECONDS_PER_WINNER = 4;

export default function LobbyWinners({
  widget,
  headingId,
  context,
}: {
  widget: Extract<LobbyWidgetView, { kind: 'winners' }>;
  headingId: string;
  context: TileContext;
}) {
  const t = useT();
  const moving = widget.winners.length > 1;
  const item = (winner: WinnerView, copy: boolean) => {
    const amount = formatMoney(winner.amount, winner.currency, { locale: context.formatting });
    const name =
      winner.path && !copy ? (
        <Link to={`/${context.locale}${winner.path}`} className={ticker.game} prefetch="none">
          {winner.name}
        </Link>
      ) : (
        <span className={ticker.game}>{winner.name}</span>
      );
    return (
      <li
        key={winner.key}
        className={ticker.item}
        {...(copy ? {} : { 'data-testid': 'winner', 'data-game-id': winner.gameId })}
      >
        {winner.image ? (
          <img
            className={ticker.image}
            src={winner.image.src}
            width={winner.image.width}
            height={winner.image.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {name}
        <span className={ticker.won}>{t('lobby.winners.won', { player: winner.playerAlias, amount })}</span>
      </li>
    );
  };
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      data-testid="lobby-widget"
      data-widget-type={widget.widgetType}
    >
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {widget.title}
        </h2>
        {widget.range ? (
          <nav aria-label={`${widget.title}: ${t('lobby.winners.range')}`}>
            <ul className={styles.ranges}>
              {WINNER_RANGES.map((range) => (
                <li key={range}>
                  <Link
                    to={`?winners=${range}`}
                    preventScrollReset
                    className={styles.menuLink}
                    aria-current={widget.range === range ? 'true' : undefined}
                  >
                    {t(`lobby.winners.range.${range}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {widget.winners.length === 0 ? (
        <p className={styles.notice}>{t('lobby.winners.empty')}</p>
      ) : (
        <div className={ticker.ticker} data-ticker={moving ? 'moving' : 'still'}>
          {moving ? (
            <label className={ticker.pause}>
              <input type="checkbox" className={ticker.pauseInput} />
              <span className={ticker.pauseMark} aria-hidden="true" />
              <span className={ticker.pauseLabel}>{t('lobby.winners.pause', { title: widget.title })}</span>
            </label>
          ) : null}
          <div className={ticker.window}>
            <div
              className={ticker.track}
              style={{ animationDuration: `${widget.winners.length * SECONDS_PER_WINNER}s` }}
            >
              <ul className={ticker.line} data-testid="winners">
                {widget.winners.map((winner) => item(winner, false))}
              </ul>
              {moving ? (
                <ul className={`${ticker.line} ${ticker.copy}`} aria-hidden="true">
                  {widget.winners.map((winner) => item(winner, true))}
                </ul>
              ) : null}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
