/**
 * The site's HTTP application, built by Vite as the server entry so the request context is made in
 * the same bundle as the routes that read it. Order per request: static assets, `/health`, the
 * brand by hostname (unknown hostnames get a 404, never another brand's site), its `/graphql` and
 * `/robots.txt`, `/favicon.svg`, its fonts (`/fonts/*`), then React Router with a context holding the brand, a player API client for that
 * brand and caller, and the brand's content graph.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getConnInfo } from '@hono/node-server/conninfo';
import { RouterContextProvider, createRequestHandler } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { brandForHost, colourSchemeOf, type Brand } from '@casino/brands';
import { forwardedClientAddress } from '@casino/domain';
import {
  createContentClient,
  createContentGraph,
  createContentGraphServer,
  createImageUrlFor,
  createLocalImageServer,
  LOCAL_PROJECT_ID,
  createLocalContentSource,
  createSanityContentSource,
  validateSanityPreview,
  type ContentGraph,
  type ImageUrlFor,
} from '@casino/content';
import { createPlayerApiClient } from '@casino/player-api';
import { tileTokensOf } from '@casino/ui';
import { appContext, type SiteBrand } from '../app/lib/context.ts';
import { watchSessionLoss, type AuthHolder } from '../app/lib/auth.server.ts';
import { apiTokens, createSessionStorage } from '../app/lib/session.server.ts';
import { catalogueFor, isSupportedLanguage } from '@casino/i18n/catalogues';
import type { SiteConfig } from './config.ts';
import { isCrossSite } from './csrf.ts';
import { baseSecurityHeaders, contentSecurityPolicy, originOf } from './security.ts';
import { cssFromBuild } from '../app/lib/inlineCss.server.ts';
import { FAVICON_CACHE_CONTROL, FAVICON_PATH, faviconSvg } from './favicon.ts';
import { FONT_CACHE_CONTROL, FONT_CONTENT_TYPE, FONTS_PATH, brandFonts, type BrandFonts } from './fonts.ts';
import { ROBOTS_CACHE_CONTROL, robotsTxt } from './robots.ts';
import { SITEMAP_CACHE_CONTROL, SITEMAP_PATH, sitemapXml } from '../app/lib/sitemap.server.ts';
import {
  PREVIEW_CACHE_CONTROL,
  PREVIEW_EXIT_PATH,
  PREVIEW_PATH,
  localSecretGiven,
  previewCookie,
  previewCookieCleared,
  previewOn,
  previewTarget,
  safeTarget,
} from './preview.ts';

export { parseConfig, ConfigError } from './config.ts';

/** The largest request body the site reads (forms, `/graphql`); uploads will get their own route and limit. */
export const SITE_BODY_LIMIT_BYTES = 128 * 1024;
export type { SiteConfig } from './config.ts';

export interface SiteAppOptions {
  brands: readonly Brand[];
  config: SiteConfig;
  /** Folder of the client build (`build/client`). */
  clientDir: string;
}

function siteBrand(brand: Brand, fonts: BrandFonts): SiteBrand {
  return {
    id: brand.id,
    name: brand.name,
    siteId: brand.siteId,
    markets: brand.markets,
    defaultLocale: brand.defaultLocale,
    features: brand.features,
    // The tiles' treatment (identity.tiles) rides in both themes as the contract's `tile` tokens.
    theme: { ...brand.theme, tile: tileTokensOf(brand.identity.tiles) },
    colourScheme: colourSchemeOf(brand.theme),
    alternateTheme: brand.alternateTheme
      ? { ...brand.alternateTheme, tile: tileTokensOf(brand.identity.tiles) }
      : null,
    fonts: fonts.fonts,
    idleLogoutMinutes: brand.idleLogoutMinutes,
    signupVariant: brand.signupVariant,
    registrationHiddenCountries: brand.registrationHiddenCountries,
    marketRules: brand.marketRules,
    cashierHiddenCountries: brand.cashierHiddenCountries,
    jurisdiction: brand.jurisdiction,
    identity: { logoSvg: brand.artwork.logo, heroSvg: brand.artwork.hero, home: brand.identity.home },
  };
}

/** `SANITY_DATASET` may hold `{brand}`, giving each brand its own dataset (as the studio does). */
function datasetFor(brand: Pick<Brand, 'id'>, config: SiteConfig): string {
  return config.sanity ? config.sanity.dataset.replaceAll('{brand}', brand.id) : brand.id;
}

/** The brand's content graph: published content, or with `drafts` an editor's preview (server/preview.ts). */
function contentGraphFor(brand: Brand, config: SiteConfig, drafts = false): ContentGraph {
  const source = config.sanity
    ? createSanityContentSource({
        projectId: config.sanity.projectId,
        dataset: datasetFor(brand, config),
        token: config.sanity.token,
        useCdn: !config.sanity.token && !drafts,
        ...(drafts ? { perspective: 'drafts' as const } : {}),
      })
    : createLocalContentSource(path.join(brand.dir, 'content'), drafts ? { perspective: 'drafts' } : {});
  return createContentGraph(source);
}

/** What the site keeps per brand for the life of the process. */
interface BrandRuntime {
  site: SiteBrand;
  graph: ContentGraph;
  /** The graph of an editor's draft preview, made on first use (server/preview.ts). */
  previewGraph: () => ContentGraph;
  yoga: { fetch(request: Request): Response | Promise<Response> };
  imageUrlFor: ImageUrlFor;
  fonts: BrandFonts;
}

/** The player's address: `X-Forwarded-For` read from the right past the trusted proxies (@casino/domain clientAddress.ts). */
function clientAddress(c: Context, trustProxy: number): string | undefined {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return (
    forwardedClientAddress({ socket, forwardedFor: c.req.header('x-forwarded-for'), trust: trustProxy }) ??
    undefined
  );
}

export function createSiteApp({ brands, config, clientDir }: SiteAppOptions) {
  const development = process.env.NODE_ENV === 'development';
  const handleRequest = createRequestHandler(build, development ? 'development' : 'production');
  const perBrand = new Map(
    brands.map((brand) => {
      const graph = contentGraphFor(brand, config);
      // The content graph for other clients, under the limits of packages/content/src/limits.ts
      // and same-origin only (no CORS); the explorer only in development, introspection outside
      // production.
      const yoga = createContentGraphServer(graph, {
        explorer: development,
        introspection: process.env.NODE_ENV !== 'production',
      });
      const imageUrlFor = createImageUrlFor(
        config.sanity
          ? { projectId: config.sanity.projectId, dataset: datasetFor(brand, config) }
          : { projectId: LOCAL_PROJECT_ID, dataset: brand.id, baseUrl: '/' },
      );
      const fonts = brandFonts(brand);
      let previewGraph: ContentGraph | undefined;
      const runtime: BrandRuntime = {
        site: siteBrand(brand, fonts),
        graph,
        previewGraph: () => (previewGraph ??= contentGraphFor(brand, config, true)),
        yoga,
        imageUrlFor,
        fonts,
      };
      return [brand.id, runtime] as const;
    }),
  );
  const cookieOptions = { secret: config.sessionSecret, secure: process.env.NODE_ENV === 'production' };
  const sessionStorage = createSessionStorage(cookieOptions);
  const production = process.env.NODE_ENV === 'production';
  const known = (urls: ReadonlyArray<string | undefined>) =>
    urls.flatMap((url) => (url ? [originOf(url)].filter((o): o is string => o !== null) : []));
  const cspOrigins = {
    frameOrigins: known([
      config.playerApiUrl,
      config.gameLaunch.launcherUrl,
      config.gameLaunch.evolutionHost,
      ...config.frameOrigins,
    ]),
    connectOrigins: known([config.playerApiFeedUrl]),
    imageOrigins: config.sanity ? ['https://cdn.sanity.io'] : [],
  };
  const relativeClientDir = path.relative(process.cwd(), clientDir) || '.';
  const css = cssFromBuild(clientDir);

  const app = new Hono<{ Variables: { brand: BrandRuntime } }>();

  // Pages, data and catalogues are compressed on the way out (gzip, as the browser accepts); the
  // built assets already have Brotli and gzip copies (scripts/precompress.ts), sent as they are.
  app.use('*', compress());

  // Security headers on every response (documents add their CSP in app/entry.server.tsx).
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders(production))) c.header(name, value);
  });

  app.use(
    '/assets/*',
    serveStatic({
      root: relativeClientDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );

  app.get('/health', (c) => c.json({ status: 'ok' }));

  // spec 1 §9 / ARCHITECTURE.md: the message catalogues, for the browser and for game frames.
  app.get('/locales/:code/default.json', (c) => {
    const code = c.req.param('code');
    if (!isSupportedLanguage(code)) return c.json({ message: `No catalogue for "${code}"` }, 404);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(catalogueFor(code));
  });

  // Locally, brand artwork with Sanity's image URL parameters (production images come from Sanity's CDN).
  const images = createLocalImageServer({
    assetsDir(dataset) {
      const brand = config.sanity ? undefined : brands.find((b) => b.id === dataset);
      return brand && path.join(brand.dir, 'assets');
    },
  });
  app.get(`/images/${LOCAL_PROJECT_ID}/:dataset/:file`, async (c) => {
    const url = new URL(c.req.url);
    const image = await images.handle(c.req.param('dataset'), c.req.param('file'), url.searchParams);
    return c.body(image.body as never, image.status as 200, image.headers);
  });

  // A form post is a few kilobytes; no body past SITE_BODY_LIMIT_BYTES is read.
  app.use(
    '*',
    bodyLimit({
      maxSize: SITE_BODY_LIMIT_BYTES,
      onError: (c) => c.text('The request is too large.', 413),
    }),
  );

  // Cross-site form posts and fetches are refused before any action runs (server/csrf.ts).
  app.use('*', async (c, next) => {
    if (isCrossSite(c.req, config.trustProxy > 0)) {
      return c.text('This request came from another site and was refused.', 403);
    }
    await next();
  });

  // Everything below belongs to one brand, chosen by the request's hostname.
  app.use('*', async (c, next) => {
    const brand = brandForHost(brands, c.req.header('host'));
    if (!brand) return c.text('Unknown site', 404);
    c.set('brand', perBrand.get(brand.id)!);
    await next();
  });

  app.on(['GET', 'POST'], '/graphql', (c) => c.var.brand.yoga.fetch(c.req.raw));

  // The crawler rules (server/robots.ts), outside the locale routes.
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', ROBOTS_CACHE_CONTROL);
    return c.text(robotsTxt({ sitemapUrl: `${new URL(c.req.url).origin}${SITEMAP_PATH}` }));
  });

  // The brand's sitemap (app/lib/sitemap.server.ts): its public pages in every market and language.
  app.get(SITEMAP_PATH, async (c) => {
    const { site, graph } = c.var.brand;
    const xml = await sitemapXml(site, createContentClient(graph), new URL(c.req.url).origin);
    c.header('Cache-Control', SITEMAP_CACHE_CONTROL);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(xml);
  });

  // The brand's icon (server/favicon.ts); an old browser's /favicon.ico is not a page.
  app.get(FAVICON_PATH, (c) => {
    c.header('Cache-Control', FAVICON_CACHE_CONTROL);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(faviconSvg(c.var.brand.site));
  });
  app.get('/favicon.ico', (c) => c.body(null, 404));

  // The brand's typefaces (server/fonts.ts): content-hashed names, so cached for good.
  app.get(`${FONTS_PATH}/:file`, (c) => {
    const file = c.var.brand.fonts.files.get(c.req.param('file'));
    if (!file) return c.text('No such font', 404);
    c.header('Cache-Control', FONT_CACHE_CONTROL);
    c.header('Content-Type', FONT_CONTENT_TYPE);
    return c.body(file as Uint8Array<ArrayBuffer>);
  });

  // An editor's draft preview, on and off (server/preview.ts).
  app.get(PREVIEW_PATH, async (c) => {
    const url = new URL(c.req.url);
    let target = previewTarget(url);
    let allowed = false;
    if (config.sanity) {
      const secret = url.searchParams.get('sanity-preview-secret');
      if (config.sanity.token && secret) {
        const checked = await validateSanityPreview(
          {
            projectId: config.sanity.projectId,
            dataset: datasetFor(c.var.brand.site, config),
            token: config.sanity.token,
          },
          url.toString(),
        ).catch((error: unknown) => {
          console.warn(`[site] preview link not checked: ${(error as Error).message}`);
          return { valid: false, redirectTo: undefined };
        });
        allowed = checked.valid;
        if (checked.redirectTo) target = safeTarget(checked.redirectTo);
      }
    } else {
      allowed = localSecretGiven(url, config.previewSecret);
    }
    c.header('Cache-Control', PREVIEW_CACHE_CONTROL);
    if (!allowed) {
      return c.text(
        'This preview link is not valid or has run out: open the preview from the studio again.',
        401,
      );
    }
    c.header('Set-Cookie', previewCookie(config.sessionSecret, Date.now(), production));
    return c.redirect(target, 303);
  });
  app.get(PREVIEW_EXIT_PATH, (c) => {
    c.header('Cache-Control', PREVIEW_CACHE_CONTROL);
    c.header('Set-Cookie', previewCookieCleared(production));
    return c.redirect(previewTarget(new URL(c.req.url)), 303);
  });

  app.all('*', async (c) => {
    const { site, graph: publishedGraph, previewGraph, imageUrlFor } = c.var.brand;
    const preview = previewOn(c.req.header('cookie'), config.sessionSecret, Date.now());
    const graph = preview ? previewGraph() : publishedGraph;
    const address = clientAddress(c, config.trustProxy);
    const context = new RouterContextProvider();
    const nonce = randomBytes(16).toString('base64');
    const auth: AuthHolder = { tokens: undefined, lost: false };
    const userAgent = c.req.header('user-agent');
    const playerApi = createPlayerApiClient({
      baseUrl: config.playerApiUrl,
      siteId: site.siteId,
      ...(address ? { forwardedFor: address } : {}),
      ...(userAgent ? { userAgent } : {}),
      tokens: () => (auth.tokens ? apiTokens(auth.tokens) : undefined),
    });
    context.set(appContext, {
      brand: site,
      content: createContentClient(graph),
      imageUrlFor,
      requestId: randomUUID(),
      playerApi: watchSessionLoss(playerApi, auth),
      auth,
      sessionStorage,
      flowCookies: cookieOptions,
      security: {
        nonce,
        contentSecurityPolicy: contentSecurityPolicy({ ...cspOrigins, nonce, production, development }),
      },
      css,
      clientAddress: address,
      feedUrl: config.playerApiFeedUrl,
      gameLaunch: config.gameLaunch,
      preview,
    });
    const response = await handleRequest(c.req.raw, context);
    // A preview shows unpublished drafts: nothing may keep it (server/preview.ts).
    if (preview) response.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL);
    return response;
  });

  return app;
}
