/**
 * How a sandbox game page looks and speaks (pages/slot.ts, pages/rouletteTable.ts draw it): the
 * game's title and studio from the brand's catalogue, its colours and art from its own thumbnail,
 * and the language and number format of the launch.
 *
 * Decisions (the spec is silent; a real studio ships its own art):
 * - The colours are the first two gradient stops of the game's thumbnail SVG (the brand's
 *   `assets/` file the catalogue names), so each game's stage wears its own tile's colours; the
 *   thumbnail itself (a data: URL, at most 64 KiB) is the game's top symbol and the stage's emblem.
 *   A game without a readable SVG thumbnail gets colours derived from its id.
 * - A game the catalogue does not know (any game id plays, services/games/sessions.ts) is named by
 *   its kind ("Slot", "Live roulette") in the page's language, never by its id or provider code.
 * - The locale is the launch's (`language`, e.g. `fi` or `fi-FI`), else English; amounts are
 *   `Intl.NumberFormat(locale, { style: 'currency' })` ("1 448,50 €" in Finnish).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { BRANDS_ROOT } from '@casino/brands';
import { sites } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';
import { findGame } from './catalogue.ts';
import type { GameSession } from './sessions.ts';
import { localeOf } from './gameLocale.ts';

export { localeOf };

export interface GameTheme {
  /** The game's name from the catalogue, or null when the catalogue does not know it. */
  title: string | null;
  /** The studio's display name, or null. */
  studio: string | null;
  /** The game type (`slots`, `roulette`, `baccarat`…) from the catalogue, or null. */
  gameType: string | null;
  /** Two colours: the dark and the bright end of the game's gradient. */
  colours: [string, string];
  /** The game's own art as a data: URL, or null. */
  art: string | null;
  /** The BCP 47 locale the page speaks and formats in. */
  locale: string;
}

const MAX_ART = 64 * 1024;

/** An amount in cents as the locale writes it (`1 448,50 €`). */
export function formatAmount(cents: bigint, currency: string, locale: string): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const value = Number(abs / 100n) + Number(abs % 100n) / 100;
  try {
    const text = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
    return negative ? `-${text}` : text;
  } catch {
    return `${negative ? '-' : ''}${value.toFixed(2)} ${currency}`;
  }
}

function colourFromId(id: string): [string, string] {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return [`hsl(${hue} 55% 14%)`, `hsl(${hue} 60% 45%)`];
}

const themes = new Map<string, Omit<GameTheme, 'locale'>>();

/** The asset file of a catalogue thumbnail URL (`/images/local/<brand>/<file>?…`). */
function assetFile(brandId: string, url: string): string | null {
  const match = /^\/images\/local\/[a-z0-9-]+\/([A-Za-z0-9]+-\d+x\d+\.svg)\?/.exec(url);
  return match ? path.join(process.env['BRANDS_DIR'] ?? BRANDS_ROOT, brandId, 'assets', match[1]!) : null;
}

function themeOf(brandId: string, gameId: string): Omit<GameTheme, 'locale'> {
  const key = `${brandId}/${gameId}`;
  const known = themes.get(key);
  if (known) return known;
  const game = findGame(brandId, gameId);
  let colours = colourFromId(gameId);
  let art: string | null = null;
  const file = game ? assetFile(brandId, game.thumbnail.img1x) : null;
  if (file && existsSync(file)) {
    const svg = readFileSync(file, 'utf8');
    const stops = [...svg.matchAll(/stop-color="(#[0-9a-fA-F]{6})"/g)].map((m) => m[1]!);
    if (stops.length >= 2) colours = [stops[0]!, stops[1]!];
    if (svg.length <= MAX_ART) art = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  }
  const theme = {
    title: game?.label ?? null,
    studio: game?.gameProvider ?? null,
    gameType: game?.gameType ?? null,
    colours,
    art,
  };
  themes.set(key, theme);
  return theme;
}

/** The theme of a session's game on its brand (module header). */
export async function gameThemeOf(ctx: SandboxContext, session: GameSession): Promise<GameTheme> {
  const [site] = await ctx.db
    .select({ brandId: sites.brandId })
    .from(sites)
    .where(eq(sites.siteId, session.siteId));
  const base = site ? themeOf(site.brandId, session.gameId) : { ...themeOf('', session.gameId), title: null };
  return { ...base, locale: localeOf(session.language) };
}
