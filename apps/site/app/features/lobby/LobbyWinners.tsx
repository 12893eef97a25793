/**
 * A winners widget of a lobby (spec 3 §7 "top winners", "latest winners"): the winners as rows of
 * game, player alias and amount, and for top winners the date range as links (`?winners=72h`), so
 * choosing one works without JavaScript.
 */
import { Link } from 'react-router';
import { WINNER_RANGES, formatMoney } from '@casino/domain';
import type { LobbyWidgetView } from './lobbyView.server.ts';
import { useT } from '../../lib/i18n.ts';
import * as styles from './lobby.css.ts';
import type { TileContext } from './LobbyTile.tsx';

export function LobbyWinners({
  widget,
  headingId,
  context,
}: {
  widget: Extract<LobbyWidgetView, { kind: 'winners' }>;
  headingId: string;
  context: TileContext;
}) {
  const t = useT();
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
      {widget.winners.length === 0 ? <p className={styles.notice}>{t('lobby.winners.empty')}</p> : null}
      <ul className={styles.winners} data-testid="winners">
        {widget.winners.map((winner) => {
          const amount = formatMoney(winner.amount, winner.currency, { locale: context.formatting });
          const name = winner.path ? (
            <Link to={`/${context.locale}${winner.path}`} className={styles.winnerName} prefetch="none">
              {winner.name}
            </Link>
          ) : (
            <span className={styles.winnerName}>{winner.name}</span>
          );
          return (
            <li key={winner.key} className={styles.winner} data-testid="winner" data-game-id={winner.gameId}>
              {winner.image ? (
                <img
                  className={styles.winnerImage}
                  src={winner.image.src}
                  width={winner.image.width}
                  height={winner.image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.winnerImage} />
              )}
              {name}
              <span className={styles.winnerAmount}>
                {t('lobby.winners.won', { player: winner.playerAlias, amount })}
              </span>
              <span className={styles.meta}>{winner.provider}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
