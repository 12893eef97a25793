/**
 * One promotion (promotions.server.ts says what it shows and why): its art and the offer in large
 * type with one call to action, the key terms beside it, then the text and the full terms one tap
 * away (a disclosure, open without JavaScript). The route passes the body and terms rendered by
 * the content area's Portable Text, since areas do not import each other.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shell } from '@casino/ui';
import { ContentImg, type ContentImage } from '../../lib/ContentImg.tsx';
import { useT } from '../../lib/i18n.ts';
import type { loadPromotionPage } from './promotions.server.ts';
import * as styles from './promotions.css.ts';

type PromotionView = Awaited<ReturnType<typeof loadPromotionPage>>;

/** A promotion's or tournament's art beside its offer: the page's largest paint, loaded first. */
export function HeroArt({ image, alt }: { image: ContentImage | null; alt: string }) {
  return image ? (
    <ContentImg
      className={styles.art}
      image={image}
      sizes="(min-width: 768px) 55vw, 100vw"
      alt={alt}
      priority
    />
  ) : null;
}

function CallToAction({ view }: { view: PromotionView }) {
  const t = useT();
  const { state, action, paths } = view;
  const own = action ? (
    <Link to={action.href} className={state || !view.player ? shell.secondaryAction : shell.primaryAction}>
      {action.label}
    </Link>
  ) : null;
  if (!view.player) {
    return (
      <div className={styles.actions}>
        <Link to={paths.signup} className={shell.primaryAction}>
          {t('header.signup')}
        </Link>
        <a href="#login" className={shell.secondaryAction}>
          {t('header.login')}
        </a>
      </div>
    );
  }
  if (state?.kind === 'claimable') {
    return (
      <div className={styles.actions}>
        <form method="post" action={paths.rewards} className={styles.form}>
          <input type="hidden" name="intent" value="claim" />
          <input type="hidden" name="campaignId" value={state.campaignId} />
          <button type="submit" className={shell.primaryAction}>
            {t(state.label)}
          </button>
        </form>
        {own}
      </div>
    );
  }
  if (state?.kind === 'active') {
    return (
      <div className={styles.actions}>
        <Link to={paths.active} className={shell.primaryAction}>
          {t('promotions.seeActive')}
        </Link>
        {own}
      </div>
    );
  }
  return own ? <div className={styles.actions}>{own}</div> : null;
}

export function PromotionPage({
  view,
  body,
  terms,
}: {
  view: PromotionView;
  body: ReactNode;
  terms: ReactNode;
}) {
  const t = useT();
  return (
    <article className={styles.page} data-testid="promotion" data-promotion={view.slug}>
      <p className={styles.crumbs}>
        <Link to={view.categoryHref}>{view.categoryTitle}</Link>
      </p>
      <section className={styles.hero} aria-labelledby="promotion-title">
        <HeroArt image={view.image} alt={view.alt} />
        <div className={styles.offer}>
          <h1 id="promotion-title" className={view.headline ? styles.cardTitle : styles.heading}>
            {view.title}
          </h1>
          {view.headline ? <p className={styles.headline}>{view.headline}</p> : null}
          {view.summary ? <p className={styles.summary}>{view.summary}</p> : null}
          {view.state?.kind === 'active' ? (
            <p className={styles.meta}>
              <span className={styles.badge}>{t('promotions.state.active')}</span>
            </p>
          ) : null}
          <CallToAction view={view} />
          {view.bonusCode ? (
            <p className={styles.keyTerms}>{t('promotions.bonusCode', { code: view.bonusCode })}</p>
          ) : null}
          {view.keyTerms ? <p className={styles.keyTerms}>{view.keyTerms}</p> : null}
          {view.ends ? <p className={styles.keyTerms}>{t('promotions.ends', { date: view.ends })}</p> : null}
        </div>
      </section>
      <div className={styles.text}>
        {body}
        {view.significantTerms ? <p className={styles.keyTerms}>{view.significantTerms}</p> : null}
        <details className={styles.terms} data-testid="promotion-terms">
          <summary className={styles.termsSummary}>{t('promotions.terms')}</summary>
          {terms}
        </details>
      </div>
    </article>
  );
}
