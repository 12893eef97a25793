/**
 * A registration landing page `/promo/:slug` (registration.server.ts says what it shows and why):
 * the promotion page's hero (art, the offer in large type, one call to action, the code and the
 * significant terms), then the page's text. The route passes the text rendered by the content
 * area's Portable Text, since areas do not import each other.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shell } from '@casino/ui';
import { useT } from '../../lib/i18n.ts';
import { HeroArt } from './PromotionPage.tsx';
import type { loadRegistrationPage } from './registration.server.ts';
import * as styles from './promotions.css.ts';

type RegistrationView = Awaited<ReturnType<typeof loadRegistrationPage>>;

export function RegistrationPage({ view, body }: { view: RegistrationView; body: ReactNode }) {
  const t = useT();
  const { action, bonusCode } = view;
  const label =
    action.kind === 'claim'
      ? t('promo.claim', { code: bonusCode ?? '' })
      : action.kind === 'deposit'
        ? t('signup.complete.deposit')
        : bonusCode
          ? t('promo.signUp', { code: bonusCode })
          : t('header.signup');
  return (
    <article className={styles.page} data-testid="registration-page" data-registration={view.slug}>
      <section className={styles.hero} aria-labelledby="registration-title">
        <HeroArt image={view.image} alt={view.alt} />
        <div className={styles.offer}>
          <h1 id="registration-title" className={view.headline ? styles.cardTitle : styles.heading}>
            {view.title}
          </h1>
          {view.headline ? <p className={styles.headline}>{view.headline}</p> : null}
          <div className={styles.actions}>
            <Link to={action.href} className={shell.primaryAction} data-testid="registration-action">
              {label}
            </Link>
            {view.player ? null : (
              <a href="#login" className={shell.secondaryAction}>
                {t('header.login')}
              </a>
            )}
          </div>
          {bonusCode ? (
            <p className={styles.keyTerms} data-testid="registration-code">
              {t('promotions.bonusCode', { code: bonusCode })}
            </p>
          ) : null}
          {view.significantTerms ? <p className={styles.keyTerms}>{view.significantTerms}</p> : null}
        </div>
      </section>
      <div className={styles.text}>{body}</div>
    </article>
  );
}
