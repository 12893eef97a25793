/**
 * The site header (spec 1 §2; spec 1 §9 breakpoints, sticky top offset 56): the brand's wordmark
 * (BrandLogo.tsx; without one, its mark and name), the
 * verticals the brand offers, and log in / sign up or the
 * player's balance with a Deposit button beside it, the account link and logout. Below `md` the
 * navigation, and a signed-in player's account pages and logout, collapse into a `<details>` menu
 * that opens without JavaScript and by keyboard (Enter or Space on its button; Escape closes it
 * once scripts run); the bar keeps what fits a 320 px phone: the brand (its mark, with the name from
 * 480 px up),
 * log in and sign up or balance and Deposit, and the menu button. Below md "log in" is an icon
 * button (its text stays its accessible name): the longer languages' "log in" and "sign up" do not
 * fit beside each other on a phone ("Kirjaudu sisään", "Zarejestruj się").
 * The casino categories are in the phone menu only: on a wide screen the lobby's own category row
 * is the one category navigation (a second row under the header repeated it, and showed the casino's
 * categories on live-casino pages too).
 * Where the brand has the sportsbook, the menu also leads to its page-type groups (spec 1 §2): in
 * play (`/sportsbook/live`), virtual sports, and a player's bets (`/sportsbook/bet-history`); the
 * sport base is the Sportsbook link itself. The frame's own tabs lead there too.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { MessageId } from '@casino/i18n';
import { a11y, shell } from '@casino/ui';
import type { ShellData, ShellLink, VerticalId } from './shell.server.ts';
import { useT } from '../../lib/i18n.ts';
import { clearPlayerStorage } from '../../lib/playerStorage.ts';
import { EXTERNAL_LINK, hrefFor, useSitePaths, type SitePageId } from '../../lib/links.ts';
import { WalletBalance, type WalletViewData } from './WalletBalance.tsx';
import { BrandLogo } from './BrandLogo.tsx';

export interface SiteHeaderProps {
  shell: ShellData;
  /** The locale prefix, e.g. `en-UN`. */
  locale: string;
  /** The signed-in player, or null for a visitor. */
  player: { firstName: string; currency?: string; countryCode?: string } | null;
  /** The player's wallet from the root loader (spec 2 §4 "Wallet"); absent for visitors. */
  wallet?: WalletViewData | null;
  /** BCP 47 locale for money (the page's formatting locale). */
  formatting?: string;
}

export const VERTICAL_LABELS: Record<VerticalId, MessageId> = {
  casino: 'header.nav.casino',
  liveCasino: 'header.nav.liveCasino',
  sportsbook: 'header.nav.sportsbook',
  promotions: 'header.nav.promotions',
};

function ShellNavLink({
  locale,
  link,
  className,
  children,
}: {
  locale: string;
  link: ShellLink;
  className: string;
  children: ReactNode;
}) {
  if (link.external || !link.href.startsWith('/')) {
    return (
      <a href={hrefFor(locale, link)} className={className} {...(link.external ? EXTERNAL_LINK : {})}>
        {children}
      </a>
    );
  }
  return (
    <NavLink to={hrefFor(locale, link)} className={className} prefetch="intent">
      {children}
    </NavLink>
  );
}

/** The account pages the phone menu lists for a signed-in player. */
const ACCOUNT_LINKS: ReadonlyArray<readonly [SitePageId, MessageId]> = [
  ['account', 'header.myAccount'],
  ['account-verification', 'verification.title'],
  ['rewards', 'rewards.title'],
  ['banking', 'banking.title'],
  ['banking-transactions', 'transactions.title'],
  ['gambling-limits', 'limits.title'],
];

function LogoutForm({ className }: { className: string }) {
  const t = useT();
  const paths = useSitePaths();
  return (
    <form method="post" action={paths.logout} className={className} onSubmit={() => clearPlayerStorage()}>
      <button type="submit" className={shell.secondaryAction}>
        {t('header.logout')}
      </button>
    </form>
  );
}

export function SiteHeader({ shell: data, locale, player, wallet, formatting }: SiteHeaderProps) {
  const paths = useSitePaths();
  const t = useT();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  // A client-side navigation keeps the page, so the open menu is closed by hand.
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [pathname]);

  // Escape closes the open menu and puts focus back on its button.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    menu.addEventListener('keydown', closeOnEscape);
    return () => menu.removeEventListener('keydown', closeOnEscape);
  }, []);

  const verticals = (className: string) =>
    data.verticals.map((vertical) => (
      <li key={vertical.id}>
        <ShellNavLink locale={locale} link={vertical} className={className}>
          {t(VERTICAL_LABELS[vertical.id])}
        </ShellNavLink>
      </li>
    ));
  const categories = (className: string) =>
    data.categories.map((category) => (
      <li key={category.id}>
        <ShellNavLink locale={locale} link={category} className={className}>
          {category.label}
        </ShellNavLink>
      </li>
    ));

  return (
    <header className={shell.header}>
      <div className={shell.bar}>
        <Link to={paths.home} className={shell.brand} aria-label={t('nav.home', { brand: data.brandName })}>
          <BrandLogo logo={data.logo} name={data.brandName} place="header" />
        </Link>

        <nav aria-label={t('header.nav.label')} className={shell.inlineNav}>
          <ul className={shell.navList}>{verticals(shell.navLink)}</ul>
        </nav>

        <div className={shell.account} role="group" aria-label={t('header.account.label')}>
          {player ? (
            <>
              <span className={shell.greeting}>{t('header.greeting', { name: player.firstName })}</span>
              {wallet ? (
                <WalletBalance
                  wallet={wallet}
                  currency={player.currency ?? 'EUR'}
                  countryCode={player.countryCode ?? null}
                  formatting={formatting ?? locale}
                />
              ) : null}
              <Link to={paths['banking-deposit']} className={shell.primaryAction}>
                {t('banking.deposit')}
              </Link>
              <Link to={paths.account} className={`${shell.secondaryAction} ${shell.wideOnly}`}>
                {t('header.myAccount')}
              </Link>
              <LogoutForm className={`${shell.inlineForm} ${shell.wideOnly}`} />
            </>
          ) : (
            <>
              <a href="#login" className={shell.loginAction}>
                <span className={shell.loginIcon} aria-hidden="true" />
                <span className={shell.loginLabel}>{t('header.login')}</span>
              </a>
              <Link to={paths.signup} className={shell.primaryAction}>
                {t('header.signup')}
              </Link>
            </>
          )}
        </div>

        <details ref={menuRef} className={shell.menu}>
          <summary className={shell.menuButton}>
            <span className={shell.menuIcon} aria-hidden="true" />
            <span className={a11y.visuallyHidden}>{t('header.menu.open')}</span>
          </summary>
          <div className={shell.menuPanel}>
            <nav aria-label={t('header.nav.label')}>
              <ul className={shell.menuList}>{verticals(shell.navLink)}</ul>
              {data.verticals.some((vertical) => vertical.id === 'sportsbook') ? (
                <>
                  <h2 id="menu-sportsbook" className={shell.menuHeading}>
                    {t('header.nav.sportsbook')}
                  </h2>
                  <ul className={shell.menuList} aria-labelledby="menu-sportsbook">
                    <li>
                      <Link to={`${paths.sportsbook}/live`} className={shell.navLink}>
                        {t('header.sportsbook.live')}
                      </Link>
                    </li>
                    <li>
                      <Link to={paths.virtuals} className={shell.navLink}>
                        {t('virtuals.title')}
                      </Link>
                    </li>
                    {player ? (
                      <li>
                        <Link to={`${paths.sportsbook}/bet-history`} className={shell.navLink}>
                          {t('header.sportsbook.myBets')}
                        </Link>
                      </li>
                    ) : null}
                  </ul>
                </>
              ) : null}
              {player ? (
                <>
                  <h2 id="menu-account" className={shell.menuHeading}>
                    {t('header.account.label')}
                  </h2>
                  <ul className={shell.menuList} aria-labelledby="menu-account">
                    {ACCOUNT_LINKS.map(([page, label]) => (
                      <li key={page}>
                        <Link to={paths[page]} className={shell.navLink}>
                          {t(label)}
                        </Link>
                      </li>
                    ))}
                    <li>
                      <LogoutForm className={shell.inlineForm} />
                    </li>
                  </ul>
                </>
              ) : null}
              {data.categories.length > 0 ? (
                <>
                  <h2 id="menu-categories" className={shell.menuHeading}>
                    {t('header.categories.label')}
                  </h2>
                  <ul className={shell.menuList} aria-labelledby="menu-categories">
                    {categories(shell.categoryLink)}
                  </ul>
                </>
              ) : null}
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}
