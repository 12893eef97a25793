/**
 * The in-game menu (spec 3 §2 "In-game modal (initial, my account, reward, settings, responsible
 * gambling, banking, bonus code), game menu panel"; spec 2 §2 "In-game modal sections include my
 * account, settings, responsible gambling and banking"). A disclosure (`<details>`) that opens
 * without JavaScript and by keyboard; Escape closes it and returns focus to its button.
 *
 * Sections: the game (provider, mode, return to player, description, back to the lobby); for a
 * player banking (deposit, transactions), my account (account, rewards, bonus code) and
 * responsible gambling (gambling limits, the responsible-gambling page); for a visitor log in and
 * sign up, and the responsible-gambling page. The links leave the game for the site's own pages,
 * which is what a regulated operator wants for money and limits (no cashier inside a game frame).
 */
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useSitePaths } from '../../lib/links.ts';
import * as styles from './game.css.ts';

export interface GameMenuProps {
  locale: string;
  authorised: boolean;
  game: { name: string; providerTitle: string; rtp: number | null; description: string | null };
  mode: 'demo' | 'real' | null;
  lobbyPath: string;
  /** The login popup on this game (visitors). */
  loginHref: string;
  /** BCP 47 locale for numbers. */
  formatting: string;
}

export function GameMenu({
  locale,
  authorised,
  game,
  mode,
  lobbyPath,
  loginHref,
  formatting,
}: GameMenuProps) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDetailsElement>(null);
  const paths = useSitePaths();

  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    menu.addEventListener('keydown', onKey);
    return () => menu.removeEventListener('keydown', onKey);
  }, []);

  const rtp =
    game.rtp != null
      ? new Intl.NumberFormat(formatting, { style: 'percent', maximumFractionDigits: 2 }).format(
          game.rtp / 100,
        )
      : null;

  return (
    <details ref={ref} className={styles.menu} data-testid="game-menu">
      <summary className={styles.menuSummary}>
        <span aria-hidden="true" className={styles.menuIcon}>
          ☰
        </span>
        <span className={styles.menuLabel}>{t('game.menu.open')}</span>
      </summary>
      <div className={styles.menuPanel}>
        <section className={styles.menuSection} aria-labelledby={`${id}-game`}>
          <h2 id={`${id}-game`} className={styles.menuHeading}>
            {t('game.menu.game')}
          </h2>
          <dl className={styles.facts}>
            <dt>{t('game.info.provider')}</dt>
            <dd>{game.providerTitle}</dd>
            {mode ? (
              <>
                <dt>{t('game.info.mode')}</dt>
                <dd>{t(mode === 'demo' ? 'game.mode.demo' : 'game.mode.real')}</dd>
              </>
            ) : null}
            {rtp ? (
              <>
                <dt>{t('game.info.rtp')}</dt>
                <dd>{rtp}</dd>
              </>
            ) : null}
          </dl>
          {game.description ? <p>{game.description}</p> : null}
          <Link to={`/${locale}${lobbyPath}`} className={styles.menuLink}>
            {t('game.menu.lobby')}
          </Link>
        </section>

        {authorised ? (
          <>
            <section className={styles.menuSection} aria-labelledby={`${id}-banking`}>
              <h2 id={`${id}-banking`} className={styles.menuHeading}>
                {t('banking.title')}
              </h2>
              <ul className={styles.menuList}>
                <li>
                  <Link to={paths['banking-deposit']} className={styles.menuLink}>
                    {t('banking.deposit')}
                  </Link>
                </li>
                <li>
                  <Link to={paths['banking-transactions']} className={styles.menuLink}>
                    {t('banking.transactions')}
                  </Link>
                </li>
              </ul>
            </section>
            <section className={styles.menuSection} aria-labelledby={`${id}-account`}>
              <h2 id={`${id}-account`} className={styles.menuHeading}>
                {t('header.myAccount')}
              </h2>
              <ul className={styles.menuList}>
                <li>
                  <Link to={paths.account} className={styles.menuLink}>
                    {t('game.menu.account')}
                  </Link>
                </li>
                <li>
                  <Link to={paths.rewards} className={styles.menuLink}>
                    {t('game.menu.rewards')}
                  </Link>
                </li>
                <li>
                  <Link to={paths['bonus-code']} className={styles.menuLink}>
                    {t('game.menu.bonusCode')}
                  </Link>
                </li>
              </ul>
            </section>
          </>
        ) : (
          <section className={styles.menuSection} aria-labelledby={`${id}-visitor`}>
            <h2 id={`${id}-visitor`} className={styles.menuHeading}>
              {t('game.menu.realMoney')}
            </h2>
            <ul className={styles.menuList}>
              <li>
                <Link to={loginHref} className={styles.menuLink} preventScrollReset>
                  {t('header.login')}
                </Link>
              </li>
              <li>
                <Link to={paths.signup} className={styles.menuLink}>
                  {t('header.signup')}
                </Link>
              </li>
            </ul>
          </section>
        )}

        <section className={styles.menuSection} aria-labelledby={`${id}-responsible`}>
          <h2 id={`${id}-responsible`} className={styles.menuHeading}>
            {t('footer.link.responsibleGambling')}
          </h2>
          <ul className={styles.menuList}>
            {authorised ? (
              <li>
                <Link to={paths['gambling-limits']} className={styles.menuLink}>
                  {t('game.menu.limits')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={paths['responsible-gambling']} className={styles.menuLink}>
                {t('game.menu.responsibleHelp')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </details>
  );
}
