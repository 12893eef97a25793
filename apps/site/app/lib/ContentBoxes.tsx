/**
 * A row of content boxes (contentBoxes.server.ts): each its art in a 3:2 box reserved before it
 * loads, its title and text, and a link (its button's words, else the title itself, the whole box
 * following it). One column on a small phone, two from sm, up to four on a desktop. The boxes'
 * titles are headings of the page's level 2, or 3 under a section's own heading (a lobby widget).
 */
import { Link } from 'react-router';
import type { ContentBoxView } from './contentBoxes.server.ts';
import { ContentImg } from './ContentImg.tsx';
import * as styles from './contentBoxes.css.ts';

export function ContentBoxes({
  boxes,
  heading: Heading = 'h2',
}: {
  boxes: readonly ContentBoxView[];
  heading?: 'h2' | 'h3';
}) {
  if (boxes.length === 0) return null;
  return (
    <ul className={styles.row} data-testid="content-boxes">
      {boxes.map((box) => (
        <li key={box.id} className={styles.box} data-box={box.id}>
          {box.image ? (
            <ContentImg className={styles.art} image={box.image} sizes="(min-width: 768px) 300px, 100vw" />
          ) : null}
          <div className={styles.body}>
            <Heading className={styles.title}>
              {box.action && !box.action.label ? (
                <Link to={box.action.href} className={styles.stretch}>
                  {box.title}
                </Link>
              ) : (
                box.title
              )}
            </Heading>
            {box.description ? <p className={styles.text}>{box.description}</p> : null}
            {box.action?.label ? (
              <Link to={box.action.href} className={`${styles.action} ${styles.stretch}`}>
                {box.action.label}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
