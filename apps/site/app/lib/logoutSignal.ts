/**
 * Background polls (the wallet, the activity reminder) must not race a logout: a poll answered
 * after the logout would find the session gone at the player API and replace the logout's own
 * message ("logged out after 30 minutes without activity") with "your session has ended". Polls
 * pass `logoutSignal()` to fetch; starting a logout aborts them, so their answers never reach the
 * page or its cookies, and polls due while the logout runs are not sent (the signal stays aborted
 * for `LOGOUT_GRACE_MS`, longer than a logout takes; after it, a page still open polls again).
 */
const LOGOUT_GRACE_MS = 10_000;
let controller = new AbortController();

/** The signal of requests that a logout should drop. */
export function logoutSignal(): AbortSignal {
  return controller.signal;
}

/** Drops the requests in flight and holds back new ones while the logout runs. */
export function announceLogout(): void {
  controller.abort();
  setTimeout(() => {
    if (controller.signal.aborted) controller = new AbortController();
  }, LOGOUT_GRACE_MS);
}
