/**
 * A landing page (`/landing/:id`, content/pages.server.ts loadLandingPage): its art in a box
 * reserved before it loads, its title, its text and its one call to action; a page that shows
 * more beside it (the welcome page's offer) passes it as `aside`.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shell } from '@casino/ui';
import { ContentImg } from '../../lib/ContentImg.tsx';
import type { LandingPageContent } from './pages.server.ts';
import { PortableText } from './PortableText.tsx';
import * as styles from './landing.css.ts';

export function LandingPage({
  view,
  locale,
  aside,
}: {
  view: LandingPageContent;
  locale: string;
  aside?: ReactNode;
}) {
  return (
    <article className={styles.page} data-testid="landing-page">
      {view.image ? (
        <ContentImg
          className={styles.art}
          image={view.image}
          sizes="(min-width: 768px) 46rem, 100vw"
          alt={view.alt}
          priority
        />
      ) : null}
      <h1 className={styles.heading}>{view.title}</h1>
      <PortableText blocks={view.body} locale={locale} />
      {view.action ? (
        view.action.href.startsWith('/') ? (
          <Link to={view.action.href} className={`${shell.primaryAction} ${styles.action}`}>
            {view.action.label}
          </Link>
        ) : (
          <a href={view.action.href} className={`${shell.primaryAction} ${styles.action}`}>
            {view.action.label}
          </a>
        )
      ) : null}
      {aside}
    </article>
  );
}
