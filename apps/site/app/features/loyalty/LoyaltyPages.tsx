/**
 * The loyalty page and the VIP page (loyaltyPage.server.ts says what they show and why). The route
 * passes the Portable Text parts rendered by the content area, since areas do not import each other.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shell } from '@casino/ui';
import { ContentImg } from '../../lib/ContentImg.tsx';
import { useT } from '../../lib/i18n.ts';
import type { loadLoyaltyPage, loadVipPage } from './loyaltyPage.server.ts';
import * as styles from './loyaltyPages.css.ts';

type LoyaltyView = Awaited<ReturnType<typeof loadLoyaltyPage>>;
type VipView = Awaited<ReturnType<typeof loadVipPage>>;

export function LoyaltyPage({
  view,
  body,
  perks,
}: {
  view: LoyaltyView;
  body: ReactNode;
  /** Each level's perks, rendered, by level. */
  perks: ReadonlyMap<number, ReactNode>;
}) {
  const t = useT();
  const { standing } = view;
  return (
    <article className={styles.page} data-testid="loyalty-page">
      {view.image ? (
        <ContentImg
          className={styles.art}
          image={view.image}
          sizes="(min-width: 768px) 46rem, 100vw"
          priority
        />
      ) : null}
      <h1 className={styles.heading}>{view.title}</h1>
      {view.intro ? <p className={styles.intro}>{view.intro}</p> : null}
      {standing ? (
        <section
          className={styles.standing}
          aria-labelledby="loyalty-standing"
          data-testid="loyalty-standing"
        >
          <h2 id="loyalty-standing" className={styles.standingTitle}>
            {t('loyalty.page.you', { level: standing.title })}
          </h2>
          <p className={styles.points}>{t('loyalty.page.points', { points: standing.points })}</p>
          <p>
            {standing.next
              ? t('loyalty.page.next', { points: standing.next.points, level: standing.next.title })
              : t('loyalty.page.top')}
          </p>
        </section>
      ) : (
        <Link to={view.signupHref} className={`${shell.primaryAction} ${styles.action}`}>
          {t('loyalty.page.join')}
        </Link>
      )}
      {body}
      <section aria-labelledby="loyalty-levels">
        <h2 id="loyalty-levels">{t('loyalty.page.levels')}</h2>
        <ol className={styles.levels}>
          {view.levels.map((level) => {
            const current = standing?.level === level.level;
            return (
              <li
                key={level.level}
                className={styles.level}
                data-level={level.level}
                aria-current={current ? 'step' : undefined}
              >
                {level.icon ? <ContentImg className={styles.icon} image={level.icon} sizes="64px" /> : null}
                <div>
                  <h3 className={styles.levelTitle}>
                    {level.title}
                    {current ? <span className={styles.badge}>{t('loyalty.page.current')}</span> : null}
                  </h3>
                  {perks.get(level.level)}
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </article>
  );
}

export function VipPage({ view, body }: { view: VipView; body: ReactNode }) {
  return (
    <article className={styles.page} data-testid="vip-page">
      <h1 className={styles.heading}>{view.title}</h1>
      {view.intro ? <p className={styles.intro}>{view.intro}</p> : null}
      {body}
      {view.action ? (
        <a href={view.action.href} className={`${shell.primaryAction} ${styles.action}`}>
          {view.action.label}
        </a>
      ) : null}
    </article>
  );
}
