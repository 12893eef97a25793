/**
 * The player's wallet as the site shows it (spec 2 §3 "Wallet", §4 "Wallet": pending, then success
 * when a balance arrives, or error; a 404 means no wallet). The root loader reads it once per page
 * for the header; the `:locale/wallet` resource route answers the same view to the header's poll.
 */
import { walletBalances, type WalletBalances } from '@casino/domain';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';

export type WalletView =
  | { status: 'success'; currency: string; balances: WalletBalances }
  | { status: 'none' }
  | { status: 'error' };

export async function loadWallet(playerApi: PlayerApiClient): Promise<WalletView> {
  try {
    const wallet = await playerApi.wallet();
    return { status: 'success', currency: wallet.currencyCode, balances: walletBalances(wallet.balance) };
  } catch (error) {
    if (error instanceof PlayerApiError && error.status === 404) return { status: 'none' };
    // A lost session is handled by the root middleware (the call marked it); anything else shows
    // the error state and the next poll tries again.
    return { status: 'error' };
  }
}
