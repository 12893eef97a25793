import { describe, expect, it } from 'vitest';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import { loadWallet } from './wallet.server.ts';

const api = (wallet: () => Promise<unknown>) => ({ wallet }) as unknown as PlayerApiClient;

describe('loadWallet (spec 2 §4 "Wallet")', () => {
  it('sums the balance map', async () => {
    const view = await loadWallet(
      api(async () => ({
        currencyCode: 'EUR',
        balance: {
          main: [{ walletId: 'm', walletType: 'MAIN', cash: '500.00' }],
          locked: [{ walletId: 'l', walletType: 'LOCKED', cash: '20.00' }],
          bonus: [{ walletId: 'b', walletType: 'BONUS', bonus: '5.50', vertical: 'CASINO' }],
        },
      })),
    );
    expect(view).toEqual({
      status: 'success',
      currency: 'EUR',
      balances: {
        mainBalance: '500.00',
        lockedBalance: '20.00',
        sportsBonus: '0.00',
        casinoBonus: '5.50',
        liveCasinoBonus: '0.00',
        totalBalance: '525.50',
      },
    });
  });
  it('reads a 404 as no wallet and other failures as an error', async () => {
    const notFound = new PlayerApiError(404, 'error.wallet.not_found', 'none');
    expect(await loadWallet(api(() => Promise.reject(notFound)))).toEqual({ status: 'none' });
    const down = new PlayerApiError(0, 'error.network', 'down');
    expect(await loadWallet(api(() => Promise.reject(down)))).toEqual({ status: 'error' });
  });
});
