/**
 * The header wallet's window events (features/shell/WalletBalance.tsx), so other areas talk to it
 * without importing the shell:
 * - the live feed's messages: the wallet owns the one socket per tab and re-dispatches every JSON
 *   message it receives, so a page (the verification page's live statuses) listens without a
 *   socket of its own;
 * - the refresh a page asks for (`refreshWallet`, the game page after a round).
 */
import { useEffect } from 'react';

export const FEED_MESSAGE_EVENT = 'casino:feed-message';
/**
 * The message type the wallet passes on when the socket (re)opens: changes made while it was
 * closed (a page load, a reconnect) were not pushed, so a listener reads its data again.
 */
export const FEED_OPEN = 'FEED_OPEN';

export function dispatchFeedMessage(message: unknown): void {
  window.dispatchEvent(new CustomEvent(FEED_MESSAGE_EVENT, { detail: message }));
}

/** Calls `onMessage` for each feed message of the given types while the component is mounted. */
export function useFeedMessages(
  types: readonly string[],
  onMessage: (message: Record<string, unknown>) => void,
): void {
  const key = types.join(',');
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      const type = typeof detail === 'object' && detail !== null ? (detail as { type?: unknown }).type : null;
      if (typeof type === 'string' && key.split(',').includes(type)) {
        onMessage(detail as Record<string, unknown>);
      }
    };
    window.addEventListener(FEED_MESSAGE_EVENT, listener);
    return () => window.removeEventListener(FEED_MESSAGE_EVENT, listener);
  }, [key, onMessage]);
}

/** The window event that makes the header read the wallet again. */
export const WALLET_REFRESH_EVENT = 'casino:wallet-refresh';

/** Asks the header wallet to read the balance now (after a game round, a bonus claim…). */
export function refreshWallet(): void {
  window.dispatchEvent(new Event(WALLET_REFRESH_EVENT));
}
