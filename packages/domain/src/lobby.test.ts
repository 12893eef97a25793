import { describe, expect, it } from 'vitest';
import { categoryVisibility, deviceFallbacks, gridForDevice, lobbyPageSize } from './lobby.ts';

describe('gridForDevice', () => {
  const grids = [
    { device: 'desktop', columns: 6 },
    { device: 'mobile', columns: 2 },
  ];
  it("takes the device's own grid", () => {
    expect(gridForDevice(grids, 'mobile')?.columns).toBe(2);
    expect(gridForDevice(grids, 'desktop')?.columns).toBe(6);
  });
  it('falls back to the nearest device, the smaller on a tie', () => {
    expect(deviceFallbacks('desktop')).toEqual(['desktop', 'tablet', 'largeDesktop', 'mobile']);
    expect(deviceFallbacks('largeDesktop')).toEqual(['largeDesktop', 'desktop', 'tablet', 'mobile']);
    expect(gridForDevice(grids, 'largeDesktop')?.columns).toBe(6);
    expect(gridForDevice(grids, 'tablet')?.columns).toBe(2);
    expect(gridForDevice([{ device: 'largeDesktop', columns: 8 }], 'mobile')?.columns).toBe(8);
  });
  it('has nothing for a widget without grids', () => {
    expect(gridForDevice([], 'mobile')).toBeUndefined();
    expect(gridForDevice(null, 'mobile')).toBeUndefined();
  });
});

describe('lobbyPageSize (spec 3 §9)', () => {
  it("uses the spec's sizes by default", () => {
    expect(lobbyPageSize('casino', 'mobile')).toBe(30);
    expect(lobbyPageSize('casino', 'desktop')).toBe(60);
    expect(lobbyPageSize('liveCasino', 'mobile')).toBe(15);
    expect(lobbyPageSize('liveCasino', 'tablet')).toBe(30);
  });
  it("uses the brand's lobby settings when set", () => {
    expect(lobbyPageSize('casino', 'mobile', { categoryPageSizeMobile: 12 })).toBe(12);
    expect(lobbyPageSize('casino', 'largeDesktop', { categoryPageSizeMobile: 12 })).toBe(60);
  });
});

describe('categoryVisibility (spec 3 §3 Category)', () => {
  it('derives visibleInMenu from hideInMenu and defaults both to shown', () => {
    expect(categoryVisibility({})).toEqual({ visibleInMenu: true, visibleInLobby: true });
    expect(categoryVisibility({ hideInMenu: true, visibleInLobby: false })).toEqual({
      visibleInMenu: false,
      visibleInLobby: false,
    });
    expect(categoryVisibility({ hideInMenu: null, visibleInLobby: null })).toEqual({
      visibleInMenu: true,
      visibleInLobby: true,
    });
  });
});
