/**
 * The per-request context every loader and action reads (STYLE.md: `context.brand`,
 * `context.playerApi`, `context.content`, `context.locale`). Built once per request in
 * `server/app.ts`; routes never construct clients.
 */
import { createContext } from 'react-router';
import type { Locale } from '@casino/domain';
import type { PlayerApiClient } from '@casino/player-api';
import type { ContentClient, ImageUrlFor } from '@casino/content';
import type { ThemeTokens } from '@casino/ui';

/** What the site may know of a brand at request time (no file paths, nothing secret). */
export interface SiteBrand {
  id: string;
  name: string;
  siteId: number;
  markets: readonly string[];
  defaultLocale: Locale;
  features: Readonly<Record<string, boolean>>;
  theme: ThemeTokens;
}

export interface AppContext {
  brand: SiteBrand;
  playerApi: PlayerApiClient;
  /** Typed content operations (Apollo over the brand's content graph, one client per request). */
  content: ContentClient;
  /** Image URLs for this brand's content (spec 3 §9: webp, quality 75, twice the displayed size). */
  imageUrlFor: ImageUrlFor;
  requestId: string;
}

export const appContext = createContext<AppContext>();

/** Set by the root middleware once the locale prefix has been validated. */
export const localeContext = createContext<Locale>();
