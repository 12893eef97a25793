/**
 * A scrolling row of tiles with scroll snap, and arrows for mouse users (gameSection.css.ts shows
 * them only where the pointer hovers: touch screens swipe). The arrows scroll by most of the row's
 * visible width and are disabled at either end; they are plain buttons named for their row, so a
 * keyboard user may use them too, though Tab already scrolls each tile into view. Until hydration
 * they are disabled: without JavaScript the row still scrolls by itself.
 */
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import * as styles from './gameSection.css.ts';

export interface CarouselLabels {
  previous: string;
  next: string;
}

export interface CarouselProps {
  /** Rows of tiles (spec 3 §4: the live casino's recently played carousel has 2). */
  rows?: number;
  labels: CarouselLabels;
  children: ReactNode;
  testId?: string | undefined;
  /** The row's own look (HeroBanners' full-width slides); the tile row by default. */
  rowClassName?: string;
  /**
   * Named and in the tab order, so a keyboard scrolls it with the arrow keys: for rows whose items
   * may hold nothing focusable (hero slides without a button). Rows of game tiles need not: Tab
   * already reaches every tile, and one more stop per row would be noise.
   */
  focusableLabel?: string;
}

export function Carousel({
  rows = 1,
  labels,
  children,
  testId,
  rowClassName,
  focusableLabel,
}: CarouselProps) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    // Right-to-left rows scroll to negative offsets: the distance from the start is the absolute value.
    const from = Math.abs(element.scrollLeft);
    setEnds({ start: from < 4, end: from + element.clientWidth >= element.scrollWidth - 4 });
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const element = list.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: direction * rtl * element.clientWidth * 0.85, behavior: 'smooth' });
  };

  return (
    <div className={styles.carousel}>
      {/* A scrolling list must be reachable by keyboard when its items are not (axe
          scrollable-region-focusable): then it is a named tab stop. */}
      <ul
        ref={list}
        id={id}
        {...(focusableLabel ? { tabIndex: 0, 'aria-label': focusableLabel } : {})}
        className={rowClassName ?? styles.row}
        data-rows={rows}
        data-testid={testId}
        style={rows > 1 ? ({ '--lobby-rows': rows } as CSSProperties) : undefined}
      >
        {children}
      </ul>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-controls={id}
        aria-label={labels.previous}
        disabled={ends.start}
        onClick={() => scroll(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-controls={id}
        aria-label={labels.next}
        disabled={ends.end}
        onClick={() => scroll(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
