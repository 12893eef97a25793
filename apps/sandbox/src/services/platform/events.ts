/**
 * In-process notifications between the services and the live feed: the ledger says "this
 * player's balance changed" after its database transaction commits, and the feed pushes the new
 * balance to the player's sockets (money/feed.ts); a service that changed profile fields (documents,
 * the verification level, the account's details) says which (`pushPlayerAttributes`), and the feed
 * sends them as a PLAYER_ATTRIBUTE_CHANGE; the loyalty wing says a player's level rose, and the
 * feed sends a PLAYER_LOYALTY_LEVEL. One hub per sandbox context (per app); a second sandbox process
 * on the same PostgreSQL does not hear them (its players' sockets are refreshed by their own calls).
 */
import { EventEmitter } from 'node:events';

export interface SandboxEvents {
  /** After a commit that changed a player's balances. */
  balanceChanged(playerId: string): void;
  onBalanceChanged(listener: (playerId: string) => void): () => void;
  /** After a commit that changed profile fields of a player: the fields' new values. */
  playerAttributesChanged(playerId: string, attributes: Record<string, unknown>): void;
  onPlayerAttributesChanged(
    listener: (playerId: string, attributes: Record<string, unknown>) => void,
  ): () => void;
  /** After a commit that raised a player's loyalty level (services/loyalty/). */
  loyaltyLevelChanged(playerId: string, isLevelUp: boolean): void;
  onLoyaltyLevelChanged(listener: (playerId: string, isLevelUp: boolean) => void): () => void;
}

export function createEvents(): SandboxEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    balanceChanged(playerId) {
      emitter.emit('balance', playerId);
    },
    onBalanceChanged(listener) {
      emitter.on('balance', listener);
      return () => emitter.off('balance', listener);
    },
    playerAttributesChanged(playerId, attributes) {
      emitter.emit('attributes', playerId, attributes);
    },
    onPlayerAttributesChanged(listener) {
      emitter.on('attributes', listener);
      return () => emitter.off('attributes', listener);
    },
    loyaltyLevelChanged(playerId, isLevelUp) {
      emitter.emit('loyalty', playerId, isLevelUp);
    },
    onLoyaltyLevelChanged(listener) {
      emitter.on('loyalty', listener);
      return () => emitter.off('loyalty', listener);
    },
  };
}

/**
 * Tells the player's open feed sockets that profile fields changed: call it after the change
 * committed, with the changed fields' new values (nothing is sent for none).
 */
export function pushPlayerAttributes(
  ctx: { events: SandboxEvents },
  playerId: string,
  attributes: Record<string, unknown>,
): void {
  if (Object.keys(attributes).length === 0) return;
  ctx.events.playerAttributesChanged(playerId, attributes);
}
