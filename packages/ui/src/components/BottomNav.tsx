/**
 * The bottom navigation on phones (spec 3 §2): four tabs, each a link so it works before
 * JavaScript loads, hidden from `md` up. The routes decide the tabs (the lobby's lobby, search,
 * my games and filter; elsewhere lobby, search, my games and deposit or sign-up) and pass their
 * labels translated; a tab may take over its click once scripts run (`onClick` calling
 * `preventDefault`).
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import * as styles from './bottomNav.css.ts';

export interface BottomNavItem {
  id: string;
  href: string;
  label: string;
  /** The icon's SVG content in a 24 × 24 stroked view box. */
  icon: ReactNode;
  /** The tab of the page the player is on (`aria-current="page"`). */
  current?: boolean;
  /** Drawn in the brand's primary colour (the call to action: deposit or sign up). */
  emphasis?: boolean;
  /** A same-page anchor (`#id`): a plain link, not a router navigation. */
  anchor?: boolean;
  /** Keeps the scroll position on a router navigation (the tab changes the page in place). */
  preventScrollReset?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface BottomNavProps {
  /** The navigation's accessible name. */
  label: string;
  items: readonly BottomNavItem[];
}

export function BottomNav({ label, items }: BottomNavProps) {
  return (
    <nav
      className={styles.nav}
      aria-label={label}
      data-testid="bottom-nav"
      {...{ [styles.MARKER_ATTRIBUTE]: '' }}
    >
      <ul className={styles.list}>
        {items.map((item, index) => {
          const content = (
            <>
              <svg
                className={styles.icon}
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {item.icon}
              </svg>
              {item.label}
            </>
          );
          const shared = {
            className: styles.link,
            'aria-current': item.current ? ('page' as const) : undefined,
            'data-emphasis': item.emphasis ? '' : undefined,
            onClick: item.onClick,
          };
          return (
            <li key={item.id} data-tab={index} data-id={item.id}>
              {item.anchor ? (
                <a href={item.href} {...shared}>
                  {content}
                </a>
              ) : (
                <Link to={item.href} prefetch="none" preventScrollReset={item.preventScrollReset} {...shared}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Icons the tabs share (24 × 24, stroked). */
export const BOTTOM_NAV_ICONS = {
  lobby: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  search: <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21" />,
  myGames: (
    <path d="M12 20s-6.5-4-8.3-8C2.4 9 4.2 5.6 7.4 5.6c1.8 0 3.1 1 3.7 2.1.6-1.1 1.9-2.1 3.7-2.1 3.2 0 5 3.4 3.7 6.4C18.5 16 12 20 12 20z" />
  ),
  filter: <path d="M4 6h16M7 12h10M10 18h4" />,
  deposit: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M12 13v4M10 15h4" />
    </>
  ),
  signUp: (
    <>
      <circle cx="10" cy="8" r="4" />
      <path d="M3 20c0-3.5 3-6 7-6s7 2.5 7 6M19 8v6M16 11h6" />
    </>
  ),
} as const satisfies Record<string, ReactNode>;
