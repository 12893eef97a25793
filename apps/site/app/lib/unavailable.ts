/**
 * The player API unavailable during a page request: no answer, a timeout, or a
 * 5xx to the session check every page makes for a logged-in player. Instead of a 500 page the
 * site answers 503 with `Retry-After` and the "SOMETHING WENT WRONG / Please try again / Try again"
 * screen of spec 1 §2 in the page's language: the root middleware translates the screen's texts on
 * the server and sends them with the error (the root error boundary has no loader data then, and
 * fetching a catalogue in the browser would show English first). The player stays logged in: an
 * outage is not a lost session.
 */
import type { CatalogueMessages } from '@casino/i18n';
import type { CLIENT_ERRORS } from '@casino/player-api';

export const UNAVAILABLE_STATUS = 503;
/** Seconds a browser or monitor should wait before asking again. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** The screen's message ids, translated by the server into the error's data. */
export const UNAVAILABLE_MESSAGE_IDS = [
  'nav.skip',
  'error.screen.retry.title',
  'error.screen.retry.text',
  'error.screen.retry.action',
] as const;

export interface UnavailableData {
  unavailable: { language: string; catalogue: string; messages: CatalogueMessages };
}

/** The data of a thrown 503 "player API unavailable", or null for any other error. */
export function unavailableOf(error: unknown): UnavailableData['unavailable'] | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== UNAVAILABLE_STATUS || typeof data !== 'object' || data === null) return null;
  const unavailable = (data as Partial<UnavailableData>).unavailable;
  return unavailable && typeof unavailable.messages === 'object' ? unavailable : null;
}

/**
 * The code the client gives a call its caller aborted (the contract's `CLIENT_ERRORS.aborted`),
 * checked against the contract by type only: the root module is in every page's first load.
 */
const ABORTED: (typeof CLIENT_ERRORS)['aborted']['code'] = 'error.request.aborted';

/** True for a player API failure that is the API's fault and worth a retry: no answer, or a 5xx. */
export function isPlayerApiUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || (error as Error).name !== 'PlayerApiError') return false;
  const { status, code } = error as { status: number; code: string };
  return (status === 0 && code !== ABORTED) || (status >= 500 && status <= 599);
}
