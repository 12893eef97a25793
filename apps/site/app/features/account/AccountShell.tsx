/**
 * The frame around every account page (issue 27): its heading under a link back to the menu on a
 * phone; from desktop width (1024 px) the menu on the left and the page on the right, the current
 * page marked (`aria-current`). A page with a heading of its own (limits, rewards, verification)
 * passes no `title`. The sidebar has no icons, so the pages that only need the frame stay light
 * (the menu page, AccountMenuPage.tsx, draws them).
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as forms from '@casino/ui/forms';
import { useT } from '../../lib/i18n.ts';
import { ACCOUNT_MENU_ITEMS, type AccountNav } from './accountMenu.ts';
import * as styles from './accountShell.css.ts';

/** Every account page's frame: the way back to the menu, or the menu beside the page on a desktop. */
export function AccountShell({
  nav,
  current,
  title,
  children,
}: {
  nav: AccountNav;
  /** The menu item this page is (accountMenu.ts `id`). */
  current: string;
  /** The page's heading; none when the page brings its own. */
  title?: string;
  children: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const menu = nav['menu'] ?? '/';
  return (
    <div className={styles.area}>
      <nav className={styles.side} aria-label={t('account.sections')}>
        <Link className={styles.sideHome} to={menu}>
          {t('account.title')}
        </Link>
        <ul className={styles.sideList}>
          {ACCOUNT_MENU_ITEMS.map((item) => (
            <li key={item.id}>
              <Link
                className={styles.sideLink}
                to={nav[item.id] ?? menu}
                aria-current={item.id === current ? 'page' : undefined}
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.main}>
        <p className={styles.back} data-testid="account-back">
          <Link to={menu}>
            <span aria-hidden="true">‹ </span>
            {t('account.title')}
          </Link>
        </p>
        {title ? (
          <article className={forms.page} aria-labelledby={`${id}-title`}>
            <h1 id={`${id}-title`} className={forms.heading}>
              {title}
            </h1>
            {children}
          </article>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
