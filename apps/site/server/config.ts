/**
 * The site's environment: every production switch is an environment variable, and the embedded
 * defaults run the whole product on one machine (ARCHITECTURE.md "Runtime and ports").
 * A bad value stops start-up with the variable's name and the problem.
 */
import { z } from 'zod';

const DEV_SESSION_SECRET = 'embedded-default-session-secret-do-not-use-in-production';

export const envSchema = z
  .object({
    NODE_ENV: z.string().default('production'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PLAYER_API_URL: z.url().default('http://127.0.0.1:4000'),
    /** The player API's public base for the live feed WebSocket, as browsers reach it (ws: or wss:). */
    PLAYER_API_FEED_URL: z.url({ protocol: /^wss?$/, message: 'must be a ws:// or wss:// URL' }).optional(),
    SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9_-]+$/)
      .optional(),
    SANITY_API_TOKEN: z.string().optional(),
    SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    /** Opens draft preview on the brands' local datasets (server/preview.ts); unset: no local preview. */
    PREVIEW_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    /** Extra origins of game, cashier and bank-ID pages (comma-separated), besides the player API's. */
    FRAME_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, message: 'must list http(s) origins' }))),
    /**
     * Game launch (spec 3 §7; @casino/domain gameLaunch.ts): the provider launcher that takes a
     * token (`<launcher>/<provider>?token=…`) and the host Evolution's `entry` answers are resolved
     * against. Default: the sandbox's pages on the player API.
     */
    GAME_LAUNCHER_URL: z.url({ protocol: /^https?$/ }).optional(),
    EVOLUTION_HOST: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * How many proxies in front of the site to trust: the player's address is the
     * `X-Forwarded-For` hop that many places from the right; `0` (default) uses the socket.
     * `true`/`false` mean 1/0.
     */
    TRUST_PROXY: z
      .string()
      .default('0')
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
      .pipe(z.number({ message: 'must be a number of proxies' }).int().min(0).max(10)),
  })
  .refine((env) => !env.SANITY_PROJECT_ID || env.SANITY_DATASET, {
    path: ['SANITY_DATASET'],
    message: 'is required when SANITY_PROJECT_ID is set',
  });

export interface SiteConfig {
  host: string;
  port: number;
  playerApiUrl: string;
  /** Base URL of the live feed WebSocket for browsers (the feed path is appended). */
  playerApiFeedUrl: string;
  /** Origins of game, cashier and bank-ID pages besides the player API's (CSP frame-src, form-action). */
  frameOrigins: string[];
  /** Where games launch (GAME_LAUNCHER_URL, EVOLUTION_HOST); their origins join frame-src. */
  gameLaunch: { launcherUrl: string; evolutionHost: string };
  sanity: { projectId: string; dataset: string; token: string | undefined } | null;
  sessionSecret: string;
  /** True when SESSION_SECRET was not set and the embedded default is used. */
  embeddedSessionSecret: boolean;
  /** The local draft preview's secret (server/preview.ts), or undefined: no local preview. */
  previewSecret: string | undefined;
  /** Proxies in front of the site whose `X-Forwarded-For` hops are trusted (0: none). */
  trustProxy: number;
}

/** The player API's address with ws: for http: and wss: for https:. */
export function feedUrlOf(playerApiUrl: string): string {
  return playerApiUrl.replace(/^http(s?):/i, 'ws$1:');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): SiteConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`The site's environment is invalid:\n${problems}`);
  }
  const e = result.data;
  return {
    host: e.HOST,
    port: e.PORT,
    playerApiUrl: e.PLAYER_API_URL,
    frameOrigins: e.FRAME_ORIGINS,
    gameLaunch: {
      launcherUrl: (e.GAME_LAUNCHER_URL ?? `${e.PLAYER_API_URL.replace(/\/+$/, '')}/sandbox/launch`).replace(
        /\/+$/,
        '',
      ),
      evolutionHost: e.EVOLUTION_HOST ?? e.PLAYER_API_URL,
    },
    playerApiFeedUrl: (e.PLAYER_API_FEED_URL ?? feedUrlOf(e.PLAYER_API_URL)).replace(/\/+$/, ''),
    sanity: e.SANITY_PROJECT_ID
      ? { projectId: e.SANITY_PROJECT_ID, dataset: e.SANITY_DATASET!, token: e.SANITY_API_TOKEN }
      : null,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    embeddedSessionSecret: !e.SESSION_SECRET,
    previewSecret: e.PREVIEW_SECRET,
    trustProxy: e.TRUST_PROXY,
  };
}
