/**
 * The page's side of the game-frame messages (spec 3 §4 "Game-frame messages between the game and
 * the page: ready, pause, resume, ping, balance update, round end, reality-check data").
 *
 * - A message counts only when it comes from the game's frame (its window and the origin of the
 *   URL the game was launched from) and parses as a game message; everything else is ignored, so
 *   another frame or a browser extension cannot make the page act.
 * - Balance updates and round ends refresh the header wallet (the wallet route reads the player
 *   API: the frame's figure is only the trigger, never shown as the balance).
 * - The protocol (payloads, origins, `source` marks) is @casino/domain's gameFrame.ts.
 * - A limit refusal reported by the game is passed on so the page can say so.
 * - The parser (zod schemas) is loaded after the page, so it costs the first load nothing;
 *   messages that arrive before it are checked for origin and frame at once and parsed in order
 *   when it is there.
 * - While the page is hidden (another tab, a locked phone) the game is told to pause, and to resume
 *   when the page shows again. Site messages go only to the game's origin.
 * - When the activity reminder's time is up (the `casino:reality-check` window event of
 *   features/limits/ActivityReminder.tsx), the game gets the reality-check data (minutes played,
 *   turnover, winnings, delta; UKGC RTS 13 wants them shown in the game too).
 */
import type { GameFrameMessage, SiteFrameMessage } from '@casino/domain';
import { REALITY_CHECK_EVENT, type RealityCheckDetail } from '../../lib/realityCheck.ts';

export { REALITY_CHECK_EVENT, type RealityCheckDetail };

/** Reads a game message out of `event.data` (@casino/domain `parseGameFrameMessage`). */
export type GameFrameParser = (data: unknown) => GameFrameMessage | null;

export interface GameFrameHandlers {
  /** The game said it is ready. */
  onReady?: () => void;
  /** A balance update or round end: the player's balance may have changed. */
  onBalanceChange?: () => void;
  /** A real-money bet was refused by a gambling limit (no money moved). */
  onLimitReached?: (code: string) => void;
}

interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: typeof REALITY_CHECK_EVENT, listener: (event: Event) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: typeof REALITY_CHECK_EVENT, listener: (event: Event) => void): void;
}

/** The site → game message for a reality check, or null when the detail is not one. */
export function realityCheckMessage(detail: unknown): SiteFrameMessage | null {
  const d = detail as Partial<RealityCheckDetail> | null;
  const decimal = (value: unknown): value is string =>
    typeof value === 'string' && /^-?\d{1,15}\.\d{2}$/.test(value);
  if (!d || !decimal(d.turnover) || !decimal(d.winnings) || !decimal(d.delta)) return null;
  if (typeof d.currency !== 'string' || !/^[A-Z]{3}$/.test(d.currency)) return null;
  const from = Date.parse(String(d.from));
  const to = Date.parse(String(d.to));
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return null;
  return {
    source: 'casino-site',
    type: 'realityCheck',
    elapsedMinutes: Math.floor((to - from) / 60_000),
    turnover: d.turnover,
    winnings: d.winnings,
    delta: d.delta,
    currency: d.currency,
  };
}

interface VisibilitySource {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface GameFrameOptions extends GameFrameHandlers {
  /** The page's window (messages arrive here). */
  window: MessageSource;
  document: VisibilitySource;
  /** The game frame's window, read when needed (it changes when the frame navigates). */
  frame: () => Pick<Window, 'postMessage'> | null | undefined;
  /** The origin of the game's URL; messages from any other origin are ignored. */
  origin: string;
  /** The message parser, once loaded. */
  parser: Promise<GameFrameParser>;
}

/** Whether a `message` event comes from the game's frame (its window and origin). */
export function isFromGame(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  expected: { origin: string; frame: unknown },
): boolean {
  return event.origin === expected.origin && Boolean(expected.frame) && event.source === expected.frame;
}

/** Listens to the game frame; answers the function that stops listening. */
export function connectGameFrame(options: GameFrameOptions): () => void {
  const send = (type: 'pause' | 'resume') => {
    const message: SiteFrameMessage = { source: 'casino-site', type };
    options.frame()?.postMessage(message, options.origin);
  };

  let stopped = false;
  const handle = (message: GameFrameMessage | null) => {
    if (!message || stopped) return;
    switch (message.type) {
      case 'ready':
        options.onReady?.();
        // A game that loads while the page is hidden starts paused.
        if (options.document.hidden) send('pause');
        break;
      case 'balanceUpdate':
      case 'roundEnd':
        options.onBalanceChange?.();
        break;
      case 'limitReached':
        options.onLimitReached?.(message.code);
        break;
      case 'ping':
        break;
    }
  };
  const onMessage = (event: MessageEvent) => {
    if (!isFromGame(event, { origin: options.origin, frame: options.frame() })) return;
    const data: unknown = event.data;
    options.parser.then(
      (parse) => handle(parse(data)),
      (error: unknown) => console.warn('[game] frame messages unavailable', error),
    );
  };
  const onVisibility = () => send(options.document.hidden ? 'pause' : 'resume');
  const onRealityCheck = (event: Event) => {
    const message = realityCheckMessage((event as CustomEvent<unknown>).detail);
    if (message) options.frame()?.postMessage(message, options.origin);
  };

  options.window.addEventListener('message', onMessage);
  options.window.addEventListener(REALITY_CHECK_EVENT, onRealityCheck);
  options.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    options.window.removeEventListener('message', onMessage);
    options.window.removeEventListener(REALITY_CHECK_EVENT, onRealityCheck);
    options.document.removeEventListener('visibilitychange', onVisibility);
  };
}
