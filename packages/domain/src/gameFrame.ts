/**
 * Game-frame messages between a game page (in an iframe) and the site around it (spec 3 §4
 * "Game-frame messages … ready, pause, resume, ping, balance update, round end, reality-check
 * data (exact payloads not shown)"). The payloads are designed here, once; the sandbox's game
 * pages (apps/sandbox/src/handlers/games.ts) send and receive them and the site's game page
 * validates what it receives with `gameFrameMessage`.
 *
 * Transport: `window.postMessage` with plain objects (structured clone), no strings.
 * - Game → site: `window.parent.postMessage(message, targetOrigin)` where every message has
 *   `source: 'sandbox-game'`. The target origin is the origin of the lobby URL the launch carried
 *   (the site's own origin), or `'*'` when the launch carried none. The site must accept a message
 *   only when `event.source` is its game iframe's `contentWindow` and `event.origin` is the game
 *   page's origin (the player API's), then parse `event.data` with `gameFrameMessage` and ignore
 *   anything that fails.
 * - Site → game: `iframe.contentWindow.postMessage(message, gameOrigin)` with
 *   `source: 'casino-site'`. The game accepts a message only from `window.parent` (and, when it
 *   knows the site's origin from the lobby URL, only from that origin).
 *
 * Amounts are decimal strings with two decimals in the session's currency (`"12.50"`), as in the
 * player API. Messages game → site:
 * - `ready` {gameId, mode, category, currency}: the page has loaded. Sent on every load: the live
 *   table reloads itself between phases, so expect it more than once per game session.
 * - `balanceUpdate` {balance, currency}: the balance the game shows now (real: the MAIN wallet
 *   after the change; demo: play money). Sent on load and after every change (stake, win).
 * - `roundEnd` {roundId, stake, win, currency}: a round was settled for the player: total staked
 *   and total won in it (win "0.00" when lost).
 * - `ping` {}: the game is alive; every `GAME_FRAME_PING_MS` (30 s) while the page is open.
 * - `limitReached` {code, message}: a real-money bet was refused by a limit (code
 *   `SELF_SPEND_LIMIT_REACHED` for the spend limit); no money moved. The site may show its own
 *   responsible-gambling notice.
 * Messages site → game:
 * - `pause` {}: the game disables play (its bet and spin buttons) and shows "Paused" (e.g. while
 *   the site shows the reality check or another modal).
 * - `resume` {}: play is enabled again.
 * - `realityCheck` {elapsedMinutes, turnover, winnings, delta?, currency}: the activity summary
 *   (spec 2 §3 "Activity settings: summary (turnover, winnings, delta)"); the game shows it to the
 *   player. It does not pause by itself: send `pause` too when play must stop.
 */
import { z } from 'zod';

export const GAME_FRAME_SOURCE = 'sandbox-game';
export const SITE_FRAME_SOURCE = 'casino-site';
/** How often a game page pings its parent. */
export const GAME_FRAME_PING_MS = 30_000;

const decimal = z.string().regex(/^-?\d{1,15}\.\d{2}$/, 'A decimal amount with two decimals');
const currency = z.string().regex(/^[A-Z]{3}$/, 'An ISO 4217 currency code');
const game = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z.object({ source: z.literal(GAME_FRAME_SOURCE), type: z.literal(type), ...shape });

/** A message from the game page to the site (validate `event.data` with it). */
export const gameFrameMessage = z.discriminatedUnion('type', [
  game('ready', {
    gameId: z.string().min(1).max(100),
    mode: z.enum(['demo', 'real']),
    category: z.enum(['CASINO', 'LIVE_CASINO']),
    currency,
  }),
  game('balanceUpdate', { balance: decimal, currency }),
  game('roundEnd', { roundId: z.string().min(1).max(200), stake: decimal, win: decimal, currency }),
  game('ping', {}),
  game('limitReached', { code: z.string().min(1).max(100), message: z.string().max(500) }),
]);
export type GameFrameMessage = z.infer<typeof gameFrameMessage>;
export type GameFrameMessageType = GameFrameMessage['type'];

const site = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z.object({ source: z.literal(SITE_FRAME_SOURCE), type: z.literal(type), ...shape });

/** A message from the site to the game page. */
export const siteFrameMessage = z.discriminatedUnion('type', [
  site('pause', {}),
  site('resume', {}),
  site('realityCheck', {
    elapsedMinutes: z.number().int().nonnegative(),
    turnover: decimal,
    winnings: decimal,
    delta: decimal.optional(),
    currency,
  }),
]);
export type SiteFrameMessage = z.infer<typeof siteFrameMessage>;

/** The game's message in `data`, or null when it is not one (another source, a bad shape). */
export function parseGameFrameMessage(data: unknown): GameFrameMessage | null {
  const parsed = gameFrameMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}
