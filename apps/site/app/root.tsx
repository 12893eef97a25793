import { useEffect, useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { parseLocaleSegment, questionnaireDue } from '@casino/domain';
import { catalogueCodeFor, createTranslator, type CatalogueMessages, type MessageId } from '@casino/i18n';
import { catalogueFor } from '@casino/i18n/catalogues';
import { THEME_ATTRIBUTE, fontFaceCss, layout, themeCss } from '@casino/ui';
import type { Route } from './+types/root';
import { LoginDialog } from './features/signup/index.ts';
import { ActivityReminder } from './features/limits/index.ts';
import {
  COOKIE_NOTICE_HEAD_SCRIPT,
  CookieNotice,
  ErrorScreen,
  IdleTimer,
  NavigationProgress,
  PreviewBanner,
  RouteFocus,
  SiteBottomNav,
  SiteFooter,
  SiteHeader,
  Toasts,
} from './features/shell/index.ts';
import { loadWallet } from './features/shell/index.server.ts';
import { QuestionnairePrompt } from './features/verification/index.ts';
import { latestTermsVersion } from './lib/access.server.ts';
import { checkSession, signOut } from './lib/auth.server.ts';
import { readColourScheme } from './lib/colourScheme.server.ts';
import { appContext, localeContext, sessionContext } from './lib/context.ts';
import { LOCALE_ROUTE_ID, SHELL_FALLBACK_MESSAGES, useT } from './lib/i18n.ts';
import { pageLocaleOf } from './lib/locale.server.ts';
import { useNonce } from './lib/nonce.tsx';
import { pageContext } from './lib/page.server.ts';
import { sitePaths } from './lib/paths.server.ts';
import {
  hasPendingMessage,
  isPrefetch,
  takeLoginFailure,
  takeToast,
  type PlayerSession,
} from './lib/session.server.ts';
import {
  UNAVAILABLE_MESSAGE_IDS,
  UNAVAILABLE_STATUS,
  isPlayerApiUnavailable,
  unavailableOf,
  type UnavailableData,
} from './lib/unavailable.ts';
import type { LocaleLayoutData } from './routes/locale-layout.tsx';

/** Whether the session changed since `snapshot` (so the cookie must be written again). */
const sessionSnapshot = (session: PlayerSession) => JSON.stringify(session.data);

/**
 * Every request: the locale (spec 1 §2 prefix rules, the market's languages), then the session
 * check (spec 1 §4). Afterwards the session cookie is written when it changed, and a 401/403 from
 * any player call during the request logs the player out and reloads the page as a visitor.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const app = context.get(appContext);
    const locale = await pageLocaleOf(request, app.brand, app.content);
    context.set(localeContext, locale);

    const session = await app.sessionStorage.getSession(request.headers.get('Cookie'));
    const before = sessionSnapshot(session);
    const now = Date.now();
    let state: Awaited<ReturnType<typeof checkSession>>;
    try {
      state = await checkSession({
        session,
        auth: app.auth,
        playerApi: app.playerApi,
        now,
        idleMs: app.brand.idleLogoutMinutes * 60_000,
        latestTermsVersion: () => latestTermsVersion(app.content, now),
      });
    } catch (error) {
      if (!isPlayerApiUnavailable(error)) throw error;
      // The player API did not answer (or failed): a retryable 503 in the page's language (lib/unavailable.ts).
      console.warn(`[site] player API unavailable for the session check: ${(error as Error).message}`);
      const { t } = createTranslator(locale.siteLanguage, catalogueFor(locale.siteLanguage));
      const unavailable: UnavailableData = {
        unavailable: {
          language: locale.language,
          catalogue: locale.siteLanguage,
          messages: Object.fromEntries(UNAVAILABLE_MESSAGE_IDS.map((id) => [id, t(id)])),
        },
      };
      // Retry-After is set by entry.server.tsx for every 503 document.
      throw data(unavailable, { status: UNAVAILABLE_STATUS });
    }
    if (state.kind === 'anonymous' && state.ended) {
      session.flash('toast', {
        kind: 'warning',
        messageId: state.ended === 'idle' ? 'session.ended.idle' : 'session.ended.expired',
        values: { minutes: app.brand.idleLogoutMinutes },
      });
    }
    context.set(sessionContext, { session, state });

    let response = await next();
    // Only a session that was alive when the request began can be lost (a request racing a logout
    // has no session to lose, and must not replace the logout's own message).
    if (app.auth.lost && state.kind === 'authorised') {
      await signOut({ session, auth: app.auth, playerApi: app.playerApi });
      session.flash('toast', { kind: 'warning', messageId: 'session.ended.expired' });
      const url = new URL(request.url);
      response = redirect(`${url.pathname.replace(/\.data$/, '')}${url.search}`, 303);
    }
    if (sessionSnapshot(session) !== before) {
      for (const cookie of await app.sessionStorage.commitSession(session)) {
        response.headers.append('Set-Cookie', cookie);
      }
    }
    // A prefetch left the one-shot message in the cookie (see the loader): the page must ask again
    // when it is opened, instead of reusing this answer without the message.
    if (isPrefetch(request) && hasPendingMessage(session)) response.headers.set('Cache-Control', 'no-store');
    return response;
  },
];

export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const page = pageContext(args);
  const { brand, playerApi, locale, session, sessionState: state } = page;
  // A prefetch may never be shown: the session's one-shot messages wait for the page that is.
  const prefetch = isPrefetch(request);
  const toast = prefetch ? null : takeToast(session);
  const { t } = createTranslator(locale.siteLanguage, catalogueFor(locale.siteLanguage));
  return {
    brand: { id: brand.id, name: brand.name },
    locale: page.prefix,
    // The shell's links, posts and fetches under the locale (lib/links.ts).
    paths: sitePaths(page.prefix),
    language: locale.language,
    // The brand's @font-face rules, then its theme (packages/ui theme.ts).
    themeCss:
      fontFaceCss(brand.fonts) + themeCss(brand.theme, brand.colourScheme, brand.alternateTheme ?? undefined),
    // The font files the first screen paints with, fetched along with the document (server/fonts.ts).
    fontPreloads: brand.fonts.filter((font) => font.preload).map((font) => font.url),
    // The player's colour-scheme choice, where the brand offers one (lib/colourScheme.server.ts).
    colourScheme: brand.alternateTheme
      ? { choice: readColourScheme(request), brandScheme: brand.colourScheme }
      : null,
    player:
      state.kind === 'authorised'
        ? {
            playerId: state.player.playerId,
            firstName: state.player.firstName,
            currency: state.player.currency,
            countryCode: state.player.countryCode,
            kycStatus: state.player.kycStatus,
            eddQuestionnaire: state.player.eddQuestionnaire,
            questionnaireDue: questionnaireDue(state.player),
          }
        : null,
    // spec 2 §4 "Wallet": one read per page for the header; the header then polls and listens.
    wallet: state.kind === 'authorised' ? await loadWallet(playerApi) : null,
    formatting: locale.formatting,
    idleLogoutMinutes: brand.idleLogoutMinutes,
    toasts: toast
      ? [
          {
            id: crypto.randomUUID(),
            kind: toast.kind,
            message: t(toast.messageId as MessageId, toast.values),
          },
        ]
      : [],
    loginFailure: prefetch ? null : takeLoginFailure(session),
    // An editor's draft preview (server/preview.ts): the banner's way back to this page, published.
    preview: page.app.preview
      ? { exitHref: `/preview/exit?redirect=${encodeURIComponent(new URL(request.url).pathname)}` }
      : null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const localeData = useRouteLoaderData(LOCALE_ROUTE_ID) as LocaleLayoutData | undefined;
  const unavailable = unavailableOf(useRouteError());
  const pageT = useT();
  const t = unavailable
    ? createTranslator(unavailable.catalogue, unavailable.messages, SHELL_FALLBACK_MESSAGES).t
    : pageT;
  const locale = localeData?.locale ?? data?.locale;
  const nonce = useNonce();
  return (
    <html
      lang={localeData?.language ?? data?.language ?? unavailable?.language ?? 'en'}
      data-brand={data?.brand.id}
      {...{ [THEME_ATTRIBUTE]: data?.colourScheme?.choice ?? undefined }}
      // The head script below and the login dialog mark <html> before or while React hydrates.
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: COOKIE_NOTICE_HEAD_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data?.fontPreloads.map((href) => (
          // Fonts are fetched in CORS mode, so the preload is too, or the browser fetches twice.
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        {data ? <style nonce={nonce}>{data.themeCss}</style> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <NavigationProgress />
        <RouteFocus />
        <a href="#main" className={layout.skipLink}>
          {t('nav.skip')}
        </a>
        {data?.preview ? <PreviewBanner exitHref={data.preview.exitHref} /> : null}
        {localeData && data ? (
          <SiteHeader
            shell={localeData.shell}
            locale={localeData.locale}
            player={data.player}
            wallet={data.wallet}
            formatting={data.formatting}
          />
        ) : null}
        <main id="main" className={layout.main} tabIndex={-1}>
          {children}
        </main>
        {localeData && data ? (
          <SiteFooter
            shell={localeData.shell}
            locale={localeData.locale}
            player={data.player}
            colourScheme={data.colourScheme}
          />
        ) : null}
        {localeData && data ? (
          <SiteBottomNav
            shell={localeData.shell}
            locale={localeData.locale}
            signedIn={Boolean(data.player)}
          />
        ) : null}
        {data && locale && !data.player ? <LoginDialog locale={locale} failure={data.loginFailure} /> : null}
        {data && locale && data.player ? <IdleTimer minutes={data.idleLogoutMinutes} /> : null}
        {data && locale && data.player ? (
          <ActivityReminder formatting={data.formatting} countryCode={data.player.countryCode} />
        ) : null}
        {data && locale && data.player?.questionnaireDue ? (
          <QuestionnairePrompt
            playerId={data.player.playerId}
            kycStatus={data.player.kycStatus}
            eddQuestionnaire={data.player.eddQuestionnaire}
          />
        ) : null}
        {locale ? <CookieNotice loggedIn={Boolean(data?.player)} /> : null}
        <Toasts toasts={data?.toasts ?? []} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as hydrated, for every visitor and player: the login popup's no-JavaScript
  // `:target` form steps aside (login.css.ts), and tests wait for it before using scripted controls.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return <Outlet />;
}

/**
 * spec 1 §2 "Error screens": the generic reload screen, or "Page not found!". Without the locale's
 * data (the error happened before it loaded) the catalogue of the URL's language is fetched from
 * `/locales/{code}/default.json` with the spec's retries; until then, or if that fails, English.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const unavailable = unavailableOf(error);
  if (unavailable) return <UnavailableScreen unavailable={unavailable} />;
  return <FallbackErrorScreen error={error} />;
}

/** The player API did not answer: "Try again" in the page's language, translated by the server. */
function UnavailableScreen({ unavailable }: { unavailable: UnavailableData['unavailable'] }) {
  const location = useLocation();
  const translator = createTranslator(unavailable.catalogue, unavailable.messages, SHELL_FALLBACK_MESSAGES);
  return (
    <>
      <title>{translator.t('error.screen.retry.title')}</title>
      <ErrorScreen variant="retry" homeHref={`/${location.pathname.split('/')[1] ?? ''}`} t={translator.t} />
    </>
  );
}

function FallbackErrorScreen({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const localeData = useRouteLoaderData(LOCALE_ROUTE_ID) as LocaleLayoutData | undefined;
  const location = useLocation();
  const [messages, setMessages] = useState<CatalogueMessages | null>(null);
  const urlLanguage = parseLocaleSegment(location.pathname.split('/')[1] ?? '')?.language ?? 'en';
  const code = catalogueCodeFor(urlLanguage);
  useEffect(() => {
    if (localeData) return;
    let cancelled = false;
    // Loaded only on this rare path, so its validation code stays out of the first load.
    import('@casino/i18n/load')
      .then(({ fetchCatalogue }) => fetchCatalogue(code))
      .then((loaded) => !cancelled && setMessages(loaded))
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [localeData, code]);
  const translator = createTranslator(code, messages ?? {}, SHELL_FALLBACK_MESSAGES);
  const localeT = useT();
  const t = localeData ? localeT : translator.t;
  return (
    <>
      <title>{t(notFound ? 'error.screen.notFound.title' : 'error.screen.generic.title')}</title>
      <ErrorScreen
        variant={notFound ? 'notFound' : 'generic'}
        homeHref={`/${localeData?.locale ?? ''}`}
        {...(localeData ? {} : { t: translator.t })}
      />
    </>
  );
}
