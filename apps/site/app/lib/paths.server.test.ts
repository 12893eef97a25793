import { describe, expect, it } from 'vitest';
import { sitePaths } from './paths.server.ts';

describe('the shell’s paths', () => {
  it('puts the locale in front of the route table’s pages and the site’s actions', () => {
    const paths = sitePaths('fi-FI');
    expect(paths.home).toBe('/fi-FI');
    expect(paths['banking-deposit']).toBe('/fi-FI/my-account/banking/deposit');
    expect(paths['deposit-modal']).toBe('/fi-FI/deposit');
    expect(paths.logout).toBe('/fi-FI/logout');
    expect(paths.walletFeed).toBe('/fi-FI/wallet/feed');
  });
});
