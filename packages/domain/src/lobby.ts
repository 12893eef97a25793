/**
 * The lobby's grid per device and its page sizes (spec 3 §3 "Lobby layout / widget": gameGrids
 * per device; spec 3 §9 "Lobby category page: live casino 15 on mobile, 30 on desktop; game
 * categories 30 on mobile, 60 on desktop"; spec 1 §9 breakpoints).
 *
 * Decisions where the spec is silent:
 * - A widget without a grid for the player's device uses the grid of the nearest device class,
 *   the smaller one first on a tie (a grid made for fewer columns still fits a wider screen).
 * - Only the mobile device class gets the mobile page size; tablets and desktops get the desktop one.
 */

/** Device classes of the lobby grids, widest first (schemas/lists.ts DEVICES). */
export const LOBBY_DEVICES = ['largeDesktop', 'desktop', 'tablet', 'mobile'] as const;
export type LobbyDevice = (typeof LOBBY_DEVICES)[number];

/** The two lobbies (schemas/lists.ts GAME_TYPES). */
export type LobbyType = 'casino' | 'liveCasino';

/** Device classes to try for a grid, best first. */
export function deviceFallbacks(device: LobbyDevice): LobbyDevice[] {
  const at = LOBBY_DEVICES.indexOf(device);
  return [...LOBBY_DEVICES].sort((a, b) => {
    const distance = Math.abs(LOBBY_DEVICES.indexOf(a) - at) - Math.abs(LOBBY_DEVICES.indexOf(b) - at);
    // On a tie the smaller device (later in the list) comes first.
    return distance !== 0 ? distance : LOBBY_DEVICES.indexOf(b) - LOBBY_DEVICES.indexOf(a);
  });
}

/** The grid for `device`, else the nearest device's; undefined when the widget has none. */
export function gridForDevice<G extends { device?: string | null }>(
  grids: readonly G[] | null | undefined,
  device: LobbyDevice,
): G | undefined {
  if (!grids || grids.length === 0) return undefined;
  for (const candidate of deviceFallbacks(device)) {
    const grid = grids.find((g) => g.device === candidate);
    if (grid) return grid;
  }
  return undefined;
}

export interface LobbyPageSizes {
  categoryPageSizeMobile: number;
  categoryPageSizeDesktop: number;
}

/** spec 3 §9, used when the brand's lobby settings do not say. */
export const LOBBY_PAGE_SIZES: Readonly<Record<LobbyType, LobbyPageSizes>> = {
  casino: { categoryPageSizeMobile: 30, categoryPageSizeDesktop: 60 },
  liveCasino: { categoryPageSizeMobile: 15, categoryPageSizeDesktop: 30 },
};

/** How many games a category page (or a lobby row fed by a category or list) shows on a device. */
export function lobbyPageSize(
  type: LobbyType,
  device: LobbyDevice,
  settings?: Partial<LobbyPageSizes> | null,
): number {
  const defaults = LOBBY_PAGE_SIZES[type];
  return device === 'mobile'
    ? (settings?.categoryPageSizeMobile ?? defaults.categoryPageSizeMobile)
    : (settings?.categoryPageSizeDesktop ?? defaults.categoryPageSizeDesktop);
}

/**
 * Where a category shows (spec 3 §3 "Category": hideInMenu / visibleInMenu, visibleInLobby). Only
 * `hideInMenu` is stored; `visibleInMenu` is its inverse. Unset flags take the schema's initial
 * values (shown in both).
 */
export function categoryVisibility(category: {
  hideInMenu?: boolean | null;
  visibleInLobby?: boolean | null;
}): {
  visibleInMenu: boolean;
  visibleInLobby: boolean;
} {
  return { visibleInMenu: category.hideInMenu !== true, visibleInLobby: category.visibleInLobby !== false };
}
