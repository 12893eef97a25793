/**
 * The per-request context (STYLE.md: `context.brand`, `context.playerApi`, `context.content`,
 * `context.locale`), in the pieces the server and the middlewares set: the app's clients (built
 * once per request in `server/app.ts`; routes never construct clients), the locale and the session
 * (the root middleware), the site's access facts and the matched route (the locale layout's
 * middleware). Routes read them in one piece through lib/page.server.ts (`pageContext`,
 * `playerPage`), never from here.
 */
import { createContext } from 'react-router';
import type { Jurisdiction, Locale, RouteDefinition, RouteParams } from '@casino/domain';
import type { SiteAccess } from './access.server.ts';
import type { PlayerApiClient } from '@casino/player-api';
import type { ContentClient, ImageUrlFor } from '@casino/content';
import type { ColourScheme, ThemeTokens, WebFontFace } from '@casino/ui';
import type { HomeComposition, MarketRules } from '@casino/brands';
import type { CssSource } from './inlineCss.server.ts';
import type { AuthHolder, SessionCheck } from './auth.server.ts';
import type { PlayerSession, PlayerSessionStorage } from './session.server.ts';
import type { FlowCookieOptions } from './flowState.server.ts';

/** What the site may know of a brand at request time (no file paths, nothing secret). */
export interface SiteBrand {
  id: string;
  name: string;
  siteId: number;
  markets: readonly string[];
  defaultLocale: Locale;
  features: Readonly<Record<string, boolean>>;
  theme: ThemeTokens;
  /** Whether `theme` is dark or light. */
  colourScheme: ColourScheme;
  /** The brand's other colour scheme, when it allows the player a choice (brands schema). */
  alternateTheme: ThemeTokens | null;
  /** The brand's typefaces, where the site serves them, and which the first screen preloads (server/fonts.ts). */
  fonts: ReadonlyArray<WebFontFace & { preload: boolean }>;
  /** Idle logout threshold (spec 1 §4 "Idle check"), from the brand file. */
  idleLogoutMinutes: number;
  /** The sign-up the brand shows: the stepped flow, one page, or bank-ID first then one page. */
  signupVariant: 'standard' | 'short-form' | 'bank-id-first';
  registrationHiddenCountries: Readonly<Record<string, readonly string[]>>;
  /** Countries whose players its cashier is hidden from (its `cashierHiddenCountries`; undefined: the spec's). */
  cashierHiddenCountries: readonly string[] | undefined;
  /** The brand's rule packs by market (its `marketRules`; @casino/brands `marketRulesFor` fills the defaults). */
  marketRules: Readonly<Record<string, MarketRules>>;
  /** The brand's licence jurisdiction (spec 3 §9: default MT), for game launches. */
  jurisdiction: Jurisdiction;
  /**
   * The brand's identity (brands/src/identity.ts): its wordmark and hero art as SVG markup (checked
   * at start-up; null without one) and its home's composition. Its tiles' treatment is in `theme`.
   */
  identity: { logoSvg: string | null; heroSvg: string | null; home: HomeComposition };
}

export interface AppContext {
  brand: SiteBrand;
  playerApi: PlayerApiClient;
  /** Typed content operations (Apollo over the brand's content graph, one client per request). */
  content: ContentClient;
  /** Image URLs for this brand's content (spec 3 §9: webp, quality 75, twice the displayed size). */
  imageUrlFor: ImageUrlFor;
  requestId: string;
  /** The tokens the player API client sends on this request (filled by the session check). */
  auth: AuthHolder;
  sessionStorage: PlayerSessionStorage;
  /** Key material and flags for the encrypted flow-state cookies (lib/flowState.server.ts). */
  flowCookies: FlowCookieOptions;
  /** The document's CSP nonce and policy (server/security.ts). */
  security: { nonce: string; contentSecurityPolicy: string };
  /** The built CSS files, to inline into documents (lib/inlineCss.server.ts). */
  css: CssSource;
  /** The visitor's address as the site sees it (for the restricted IP range). */
  clientAddress: string | undefined;
  /** The live feed WebSocket's base URL as browsers reach it (PLAYER_API_FEED_URL). */
  feedUrl: string;
  /** Where games launch (server/config.ts `gameLaunch`). */
  gameLaunch: { launcherUrl: string; evolutionHost: string };
  /** An editor's draft preview is on (server/preview.ts): content is read with drafts, never cached. */
  preview: boolean;
}

export const appContext = createContext<AppContext>();

/** The page's locale with the languages derived from its market (see @casino/domain siteLanguage). */
export interface PageLocale extends Locale {
  /** The site language: the catalogue and the content language (`en`, `caf`, `inen`…). */
  siteLanguage: string;
  /** BCP 47 locale for numbers and money (the market's localeMapping, else en-US). */
  formatting: string;
}

/** The player's session cookie and what the session check found (set by the root middleware). */
export interface SessionContext {
  session: PlayerSession;
  state: SessionCheck;
}
export const sessionContext = createContext<SessionContext>();

/** Set by the root middleware once the locale prefix has been validated. */
export const localeContext = createContext<PageLocale>();

/**
 * The site's access facts on this request (set by the locale layout's middleware; null for the
 * actions outside it, which load them when they need them: lib/page.server.ts `siteAccess`).
 */
export const accessContext = createContext<SiteAccess | null>(null);

/** The route the guards matched for this request, with its params (none outside the locale layout). */
export const routeMatchContext = createContext<{ route: RouteDefinition | null; params: RouteParams }>({
  route: null,
  params: {},
});
