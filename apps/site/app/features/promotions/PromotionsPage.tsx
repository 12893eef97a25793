/**
 * The promotions list (promotions.server.ts says what it shows and why): the page's heading, the
 * category chips, on a category page its tag chips, then the cards. Every filter is a link, so it
 * works before JavaScript loads; the current one is marked `aria-current="page"`.
 */
import { Link } from 'react-router';
import { ContentImg } from '../../lib/ContentImg.tsx';
import { useT } from '../../lib/i18n.ts';
import type { Chip, PromotionCard, loadPromotionsPage } from './promotions.server.ts';
import * as styles from './promotions.css.ts';

type PromotionsView = Awaited<ReturnType<typeof loadPromotionsPage>>;

function Chips({ label, all, chips, small }: { label: string; all: Chip; chips: Chip[]; small?: boolean }) {
  const className = small ? styles.smallChip : styles.chip;
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {[all, ...chips].map((chip) => (
          <li key={chip.slug}>
            <Link
              to={chip.href}
              className={className}
              aria-current={chip.current ? 'page' : undefined}
              data-chip={chip.slug}
            >
              {chip.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PromotionCardItem({ card, eager }: { card: PromotionCard; eager: boolean }) {
  const t = useT();
  return (
    <li className={styles.card} data-promotion={card.slug}>
      {card.image ? (
        <ContentImg
          className={styles.art}
          image={card.image}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          priority={eager}
        />
      ) : (
        <div className={styles.art} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={card.href} className={styles.cardLink}>
            {card.title}
          </Link>
        </h2>
        {card.summary ? <p className={styles.summary}>{card.summary}</p> : null}
        <p className={styles.meta}>
          {card.state ? (
            <span className={styles.badge} data-state={card.state.kind}>
              {t(card.state.kind === 'active' ? 'promotions.state.active' : 'promotions.state.claimable')}
            </span>
          ) : null}
          {card.ends ? <span>{t('promotions.ends', { date: card.ends })}</span> : null}
        </p>
      </div>
    </li>
  );
}

export function PromotionsPage({ view }: { view: PromotionsView }) {
  const t = useT();
  const title = view.category
    ? view.tag
      ? `${view.category.title}: ${view.tag}`
      : view.category.title
    : t('header.nav.promotions');
  const all = (href: string, current: boolean): Chip => ({
    slug: '',
    title: t('promotions.all'),
    href,
    current,
  });
  return (
    <div className={styles.page} data-testid="promotions">
      <h1 className={styles.heading}>{title}</h1>
      {view.categories.length > 0 ? (
        <Chips
          label={t('promotions.categories')}
          all={all(view.allHref, view.category === null)}
          chips={view.categories}
        />
      ) : null}
      {view.category && view.tags.length > 0 ? (
        <Chips
          label={t('promotions.tags')}
          all={all(view.category.href, view.tag === null)}
          chips={view.tags}
          small
        />
      ) : null}
      {view.promotions.length > 0 ? (
        <ul className={styles.grid}>
          {view.promotions.map((card, index) => (
            <PromotionCardItem key={card.id} card={card} eager={index === 0} />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p className={styles.lead}>{t('promotions.empty')}</p>
          <Link to={view.allHref}>{t('promotions.seeAll')}</Link>
        </div>
      )}
    </div>
  );
}
