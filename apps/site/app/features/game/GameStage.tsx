/**
 * The game's stage (spec 3 §3 "Site header: … isFullScreen, showSwipeText"; §4 "Game-frame
 * messages"): the provider's frame, its full-screen button, and the page side of the frame
 * messages (gameFrame.ts).
 *
 * - The frame's title is the game's name; it may go full screen (`allow="fullscreen"`) and is
 *   sandboxed to what games need: scripts, forms, its own origin, pop-ups (cashier, rules) and
 *   top navigation only on the player's click (the game's lobby button).
 * - Full screen uses the Fullscreen API on the stage (frame and all), so the page's own controls
 *   stay reachable with Escape. The button shows only where the API is enabled (not on iPhones,
 *   where the swipe hint takes its place); it is a toggle (`aria-pressed`) that follows the
 *   browser's own state, so leaving with Escape is reflected.
 * - Tap to play (the mobile click handler of spec 3 §2): the frame loads only after the visitor's
 *   tap; without JavaScript the button is a link to the same page with `play=1`.
 * - Real play: a balance update or round end from the game refreshes the header wallet at once; a
 *   bet a gambling limit refused shows a warning toast.
 */
import { forwardRef, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { Link } from 'react-router';
import { connectGameFrame } from './gameFrame.ts';
import { useT } from '../../lib/i18n.ts';
import { toastStore } from '../../lib/toastStore.ts';
import { refreshWallet } from '../../lib/feedEvents.ts';
import * as styles from './game.css.ts';

const FRAME_SANDBOX = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-top-navigation-by-user-activation',
].join(' ');

export interface GameStageProps {
  url: string;
  /** The origin of `url`: frame messages from anywhere else are ignored. */
  origin: string;
  title: string;
  mode: 'demo' | 'real';
  startOnTap: boolean;
}

export const GameStage = forwardRef<HTMLDivElement, GameStageProps>(function GameStage(
  { url, origin, title, mode, startOnTap },
  ref,
) {
  const t = useT();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [started, setStarted] = useState(!startOnTap);

  useEffect(() => {
    if (!started) return;
    return connectGameFrame({
      window,
      document,
      frame: () => frameRef.current?.contentWindow,
      origin,
      // Loaded after the page: the schemas are not first-load JavaScript.
      parser: import('@casino/domain').then((domain) => domain.parseGameFrameMessage),
      ...(mode === 'real' ? { onBalanceChange: refreshWallet } : {}),
      onLimitReached: () =>
        toastStore.push({ id: 'game-limit', kind: 'warning', message: t('game.limitReached') }),
    });
  }, [started, origin, mode, t]);

  return (
    <div ref={ref} className={styles.stage} data-testid="game-stage">
      {started ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={url}
          title={title}
          allow="fullscreen"
          allowFullScreen
          sandbox={FRAME_SANDBOX}
          data-testid="game-frame"
        />
      ) : (
        <div className={styles.placeholder}>
          <p>{t('game.tapToPlay.text')}</p>
          <Link
            to="?play=1"
            replace
            className={styles.primary}
            onClick={(event) => {
              event.preventDefault();
              setStarted(true);
            }}
          >
            {t('game.tapToPlay.button')}
          </Link>
        </div>
      )}
    </div>
  );
});

const subscribeFullscreen = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const noSubscription = () => () => {};

/** The full-screen toggle of the stage; renders nothing where the Fullscreen API is off. */
export function GameFullscreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const t = useT();
  // False on the server and until hydration, so the button never shows where it cannot work.
  const supported = useSyncExternalStore(
    noSubscription,
    () =>
      Boolean(document.fullscreenEnabled) && typeof HTMLElement.prototype.requestFullscreen === 'function',
    () => false,
  );
  const active = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null && document.fullscreenElement === target.current,
    () => false,
  );

  if (!supported) return null;
  const toggle = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await target.current?.requestFullscreen();
    } catch (error) {
      console.warn('[game] full screen refused', error);
    }
  };
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.fullscreen}`}
      aria-pressed={active}
      onClick={() => void toggle()}
      data-testid="game-fullscreen"
    >
      {t('game.fullscreen')}
    </button>
  );
}
