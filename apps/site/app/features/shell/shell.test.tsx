/** Server rendering of the shell components: landmarks, links with the locale, the player's state. */
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES as en } from '@casino/i18n/catalogues';
import { cookieNoticeStyles } from '@casino/ui';
import { LOCALE_ROUTE_ID } from '../../lib/i18n.ts';
import { sitePaths } from '../../lib/paths.server.ts';
import type { ShellData } from './shell.server.ts';
import {
  COOKIE_NOTICE_HEAD_SCRIPT,
  COOKIE_STORAGE_KEYS,
  CookieNotice,
  parseCookieOptions,
} from './CookieNotice.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { Toasts } from './Toasts.tsx';

const shell: ShellData = {
  brandName: 'Aurora',
  logo: null,
  verticals: [
    { id: 'casino', href: '/online-casino', external: false },
    { id: 'promotions', href: '/promotions', external: false },
  ],
  categories: [{ id: 'new', label: 'New games', href: '/online-casino/new', external: false }],
  footer: {
    pages: [{ id: 'cookiePolicy', href: '/cookie-policy', external: false }],
    links: [{ label: 'Blog', href: 'https://blog.example.com', external: true }],
    terms: ['Licensed in Malta.'],
    licences: [],
    partners: [],
    regulationLogos: [{ id: 'a', name: 'Adults only', url: null, logo: null }],
    minimumAge: 18,
  },
};

/**
 * Rendered as the root and the locale layout would: the root's loader data carries the shell's
 * paths (lib/links.ts), the locale layout's the page's catalogue.
 */
function render(element: React.ReactNode): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => null,
      children: [{ id: LOCALE_ROUTE_ID, path: 'en-UN', Component: () => element, loader: () => null }],
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={['/en-UN']}
      hydrationData={{
        loaderData: {
          root: { paths: sitePaths('en-UN') },
          [LOCALE_ROUTE_ID]: { language: 'en', siteLanguage: 'en', messages: en },
        },
      }}
    />,
  );
}

describe('shell components', () => {
  it('header: navigation twice (inline and menu), login and sign-up for a visitor', () => {
    const html = render(<SiteHeader shell={shell} locale="en-UN" player={null} />);
    expect(html).toContain('href="/en-UN/online-casino"');
    expect(html).toContain('href="/en-UN/online-casino/new"');
    expect(html.match(/<nav aria-label="Main"/g)).toHaveLength(2);
    expect(html).toContain('<details');
    expect(html).toContain('href="#login"');
    expect(html).toContain('href="/en-UN/signup"');
  });

  it('header: the player name, account link and logout form when signed in', () => {
    const html = render(<SiteHeader shell={shell} locale="en-UN" player={{ firstName: 'Paula' }} />);
    expect(html).toContain('Hi, Paula');
    expect(html).toContain('href="/en-UN/my-account/account"');
    expect(html).toMatch(/<form[^>]* action="\/en-UN\/logout" method="post"><button type="submit"/);
    expect(html).not.toContain('href="#login"');
  });

  it('header: the menu leads to the sportsbook’s live betting, virtuals and (for a player) bets, only with a sportsbook', () => {
    const withBook: ShellData = {
      ...shell,
      verticals: [...shell.verticals, { id: 'sportsbook', href: '/sportsbook', external: false }],
    };
    const visitor = render(<SiteHeader shell={withBook} locale="en-UN" player={null} />);
    expect(visitor).toContain('href="/en-UN/sportsbook/live"');
    expect(visitor).toContain('href="/en-UN/virtuals"');
    expect(visitor).not.toContain('href="/en-UN/sportsbook/bet-history"');
    const player = render(<SiteHeader shell={withBook} locale="en-UN" player={{ firstName: 'Paula' }} />);
    expect(player).toContain('href="/en-UN/sportsbook/bet-history"');
    expect(player).toContain('>My bets<');
    const without = render(<SiteHeader shell={shell} locale="en-UN" player={{ firstName: 'Paula' }} />);
    expect(without).not.toContain('/sportsbook');
    expect(without).not.toContain('/virtuals');
  });

  it('header and footer: the brand’s wordmark inline, named by the brand; the mark without one', () => {
    const logo = '<svg viewBox="0 0 10 10"><text>Aurora</text></svg>';
    const header = render(<SiteHeader shell={{ ...shell, logo }} locale="en-UN" player={null} />);
    expect(header).toMatch(
      /<span class="[^"]*" role="img" aria-label="Aurora" data-testid="brand-logo-header"/,
    );
    expect(header).toContain(logo);
    expect(header).not.toContain('/favicon.svg');
    const footer = render(<SiteFooter shell={{ ...shell, logo }} locale="en-UN" />);
    expect(footer).toContain('data-testid="brand-logo-footer"');
    expect(render(<SiteHeader shell={shell} locale="en-UN" player={null} />)).toContain('src="/favicon.svg"');
  });

  it('footer: static pages prefixed, external links opened apart, age', () => {
    const html = render(<SiteFooter shell={shell} locale="en-UN" />);
    expect(html).toContain('href="/en-UN/cookie-policy"');
    expect(html).toMatch(/href="https:\/\/blog.example.com"[^>]*target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('18+');
    expect(html).toContain('Licensed in Malta.');
  });

  it('error screens, toasts, progress and the cookie notice render on the server', () => {
    expect(render(<ErrorScreen />)).toContain('Oops, something went wrong.');
    expect(render(<ErrorScreen variant="retry" />)).toContain('SOMETHING WENT WRONG');
    expect(render(<ErrorScreen variant="notFound" homeHref="/en-UN" />)).toContain('Page not found!');
    const toasts = render(
      <Toasts
        toasts={[
          { id: '1', kind: 'success', message: 'Saved' },
          { id: '2', kind: 'error', message: 'Failed' },
        ]}
      />,
    );
    expect(toasts).toMatch(/role="status"[^>]*>.*Saved/);
    expect(toasts).toMatch(/role="alert"[^>]*>.*Failed/);
    expect(render(<NavigationProgress />)).toContain('aria-hidden="true"');
    // The server renders the notice; the head script decides whether it shows (below).
    const notice = render(<CookieNotice loggedIn={false} />);
    expect(notice).toContain('data-testid="cookie-notice"');
    expect(notice).toContain(cookieNoticeStyles.notice);
  });

  it('cookie consent is opt-in: a category is on only when stored as on', () => {
    const off = { essentials: true, performanceFunctional: false, marketing: false };
    expect(parseCookieOptions(null)).toEqual(off);
    expect(parseCookieOptions('not json')).toEqual(off);
    expect(parseCookieOptions('{}')).toEqual(off);
    expect(parseCookieOptions('{"marketing":"yes","performanceFunctional":1}')).toEqual(off);
    expect(parseCookieOptions('{"marketing":true,"essentials":false}')).toEqual({ ...off, marketing: true });
  });

  it('the head script shows the cookie notice only when no choice is stored and storage works', () => {
    const run = (stored: string | null, blocked = false) => {
      const marks = new Map<string, string>();
      const localStorage = {
        getItem: (key: string) => {
          if (blocked) throw new Error('storage is blocked');
          return key === COOKIE_STORAGE_KEYS.accepted ? stored : null;
        },
      };
      const document = {
        documentElement: { setAttribute: (name: string, value: string) => marks.set(name, value) },
      };
      new Function('localStorage', 'document', COOKIE_NOTICE_HEAD_SCRIPT)(localStorage, document);
      return [...marks.keys()];
    };
    expect(run(null)).toEqual([cookieNoticeStyles.PENDING_ATTRIBUTE]);
    expect(run('false')).toEqual([cookieNoticeStyles.PENDING_ATTRIBUTE]);
    expect(run('true')).toEqual([]);
    expect(run(null, true)).toEqual([]);
  });
});
