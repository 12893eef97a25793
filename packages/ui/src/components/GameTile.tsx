/**
 * One game tile (gameTile.css.ts): art, name, studio and what the caller adds (a jackpot amount,
 * seats, bet limits), a link to the game unless it is restricted, and an optional action over its
 * corner (the favourite heart). Text arrives translated: the kit knows no catalogue.
 *
 * The art's alt text is the content's; when it only repeats the name written below it, the image
 * is decorative (`alt=""`) so screen readers do not say the name twice.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { visuallyHidden } from '../a11y.css.ts';
import * as styles from './gameTile.css.ts';

export type GameTileSize = '4x' | '2xh' | '2xv' | '1x';

export interface GameTileProps {
  name: string;
  /** The studio, shown under the name. */
  provider?: string | null;
  /** The game page; none for a restricted game. */
  href?: string | null;
  size: GameTileSize;
  image?: { src: string; width: number; height: number; alt: string } | null;
  /** Above the fold: not lazy. */
  eager?: boolean;
  /** The page's largest paint: fetched first. */
  priority?: boolean;
  /** Shown greyed with this note over the art (spec 3 §5 restricted-country overlay). */
  restrictedLabel?: string | null;
  /** A highlight under the name (the jackpot amount). */
  highlight?: ReactNode;
  /** Further lines under the name (seats, bet limits). */
  details?: ReactNode;
  /** Over the tile's corner, outside its link (the favourite button). */
  action?: ReactNode;
  /** In a grid the art fills its cells; in rows and lists it keeps its ratio. */
  fill?: boolean;
  gameId?: string;
}

export function GameTile(props: GameTileProps) {
  const { image, size } = props;
  const restricted = Boolean(props.restrictedLabel);
  const body = (
    <>
      {image ? (
        <img
          className={`${styles.image} ${props.fill ? styles.filledImage : styles.ratio[size]} ${restricted ? styles.restricted : ''}`}
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt === props.name ? '' : image.alt}
          loading={props.eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(props.priority ? { fetchPriority: 'high' as const } : {})}
        />
      ) : (
        <span className={props.fill ? '' : styles.ratio[size]} />
      )}
      {restricted ? <span className={styles.badge}>{props.restrictedLabel}</span> : null}
      <span className={props.fill ? styles.filledCaption : styles.caption}>
        <span className={props.fill ? visuallyHidden : styles.name}>{props.name}</span>
        {props.provider ? (
          <span className={props.fill ? visuallyHidden : styles.meta}>{props.provider}</span>
        ) : null}
        {props.highlight ? <span className={styles.highlight}>{props.highlight}</span> : null}
        {props.fill ? null : props.details}
      </span>
    </>
  );
  return (
    <li
      className={`${styles.cell} ${styles.size[size]}`}
      data-testid="game-tile"
      data-size={size}
      data-game-id={props.gameId}
    >
      {props.href ? (
        <Link to={props.href} className={`${styles.tile} ${props.fill ? styles.filled : ''}`} prefetch="none">
          {body}
        </Link>
      ) : (
        <div className={`${styles.tile} ${props.fill ? styles.filled : ''}`}>{body}</div>
      )}
      {props.action ? <span className={styles.action}>{props.action}</span> : null}
    </li>
  );
}

/** A line of a tile's details (seats, bet limits). */
export function GameTileDetail({ children }: { children: ReactNode }) {
  return <span className={styles.meta}>{children}</span>;
}
