/**
 * What the browser keeps about a player (spec 1 §9 storage keys), cleared at logout (spec 1 §4
 * "Logout ... resets player state"). The cookie-consent keys (`cookies_*`) belong to the device,
 * not the player, and stay. Decision: the pending-document ids are kept under one key,
 * `pendingDocumentIds`; the documents feature reads and writes it through these constants.
 */
export const PLAYER_STORAGE_KEYS = ['questionnairePlayerId', 'pendingDocumentIds'] as const;

export function clearPlayerStorage(storage: Pick<Storage, 'removeItem'> = window.localStorage): void {
  for (const key of PLAYER_STORAGE_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage may be unavailable (private mode); nothing to clear then.
    }
  }
}
