import { describe, expect, it } from 'vitest';
import { pathTo, routeById } from '@casino/domain';
import { accountNav } from './account.server.ts';
import { ACCOUNT_MENU, ACCOUNT_MENU_ITEMS } from './accountMenu.ts';

describe('the account menu', () => {
  it('lists each page once, every one a route of the table that needs an authorised player', () => {
    const ids = ACCOUNT_MENU_ITEMS.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ACCOUNT_MENU_ITEMS.map((item) => item.route)).size).toBe(ids.length);
    for (const item of ACCOUNT_MENU_ITEMS) expect(routeById(item.route).requires.auth).toBe('authorised');
    expect(ACCOUNT_MENU.map((group) => group.items.length)).toEqual([5, 3, 5]);
  });

  it('hands the pages their paths under the locale, and the menu its own', () => {
    const nav = accountNav({ href: ((id: string) => `/fi-FI${pathTo(id as 'account')}`) as never });
    expect(nav['menu']).toBe('/fi-FI/my-account/account');
    expect(nav['loginHistory']).toBe('/fi-FI/my-account/account/login-history');
    expect(nav['limits']).toBe('/fi-FI/my-account/gambling-limits');
    expect(Object.keys(nav)).toHaveLength(ACCOUNT_MENU_ITEMS.length + 1);
  });
});
