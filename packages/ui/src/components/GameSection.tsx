/**
 * A section of game tiles (gameSection.css.ts): its heading (an `h2` named by `headingId`), an
 * optional "see all" link and extra header content (a range selector), then its tiles as a content
 * grid (`columns`), a list, or a carousel row with arrows (Carousel.tsx).
 */
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { Carousel, type CarouselLabels } from './Carousel.tsx';
import * as styles from './gameSection.css.ts';

/** A content grid has at most this many columns on a phone. */
const PHONE_COLUMNS = 4;

export interface GameSectionProps {
  title: string;
  headingId: string;
  /** The "see all" link: its short visible label and its full name ("See all: Slots"). */
  more?: { href: string; label: string; name: string } | null;
  /** Beside the heading (a date-range selector). */
  aside?: ReactNode;
  layout:
    | { kind: 'grid'; columns: number }
    | { kind: 'list' }
    | { kind: 'row'; rows?: number; labels: CarouselLabels };
  children: ReactNode;
  /** Attributes for tests and styling hooks. */
  testId?: string;
  widgetType?: string;
  busy?: boolean;
  /** Before the tiles (a count, a notice). */
  intro?: ReactNode;
  /** After the tiles (a "load more" link). */
  footer?: ReactNode;
  listTestId?: string;
}

export function GameSection(props: GameSectionProps) {
  const { layout } = props;
  return (
    <section
      className={styles.section}
      aria-labelledby={props.headingId}
      aria-busy={props.busy}
      data-testid={props.testId}
      data-widget-type={props.widgetType}
    >
      <div className={styles.header}>
        <h2 id={props.headingId} className={styles.heading}>
          {props.title}
        </h2>
        {props.aside}
        {props.more ? (
          <Link to={props.more.href} className={styles.more} aria-label={props.more.name}>
            {props.more.label}
          </Link>
        ) : null}
      </div>
      {props.intro}
      {layout.kind === 'row' ? (
        <Carousel rows={layout.rows ?? 1} labels={layout.labels} testId={props.listTestId}>
          {props.children}
        </Carousel>
      ) : (
        <ul
          className={layout.kind === 'grid' ? styles.grid : styles.list}
          data-testid={props.listTestId}
          style={
            layout.kind === 'grid'
              ? ({
                  '--lobby-columns': layout.columns,
                  '--lobby-columns-phone': Math.min(layout.columns, PHONE_COLUMNS),
                } as CSSProperties)
              : undefined
          }
        >
          {props.children}
        </ul>
      )}
      {props.footer}
    </section>
  );
}
