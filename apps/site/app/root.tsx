import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router';
import { formatLocale } from '@casino/domain';
import { createTranslator } from '@casino/i18n';
import { layout, themeCss } from '@casino/ui';
import type { Route } from './+types/root';
import { appContext, localeContext } from './lib/context.ts';
import { localeOf } from './lib/locale.server.ts';

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { brand } = context.get(appContext);
    context.set(localeContext, localeOf(request, brand));
    return next();
  },
];

export function loader({ context }: Route.LoaderArgs) {
  const { brand } = context.get(appContext);
  const locale = context.get(localeContext);
  return {
    brand: { id: brand.id, name: brand.name },
    locale: formatLocale(locale),
    language: locale.language,
    themeCss: themeCss(brand.theme),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const t = createTranslator(data?.language ?? 'en');
  return (
    <html lang={data?.language ?? 'en'} data-brand={data?.brand.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data ? <style>{data.themeCss}</style> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className={layout.skipLink}>
          {t.t('nav.skip')}
        </a>
        {data ? (
          <header className={layout.header}>
            <a
              href={`/${data.locale}`}
              className={layout.brandMark}
              aria-label={t.t('nav.home', { brand: data.brand.name })}
            >
              {data.brand.name}
            </a>
          </header>
        ) : null}
        <main id="main" className={layout.main} tabIndex={-1}>
          {children}
        </main>
        {data ? (
          <footer className={layout.footer}>
            <p>{t.t('footer.rights', { year: new Date().getFullYear(), brand: data.brand.name })}</p>
          </footer>
        ) : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** spec 1 §2 "Error screens": the generic screen with a Reload button. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className={layout.card} aria-labelledby="error-title">
      <h1 id="error-title">{notFound ? 'Page not found!' : 'Oops, something went wrong.'}</h1>
      {notFound ? null : <p>Please reload the page to try again.</p>}
      <button type="button" className={layout.button} onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}
