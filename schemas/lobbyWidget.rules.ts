/**
 * Rules of lobby widgets (lobbyWidget.ts) and their grids (gameGrid.ts, gridTile.ts), spec 3 §3
 * "Lobby layout / widget": one grid per device, and every tile bigger than 1x carries its own art at
 * 1x, 2x and 3x (a 1x tile shows the game's thumbnail).
 */

const DENSITIES = ['img1x', 'img2x', 'img3x'] as const;

function hasAsset(image: unknown): boolean {
  const asset = (image as { asset?: { _ref?: unknown } } | undefined)?.asset;
  return typeof asset?._ref === 'string' && asset._ref !== '';
}

/** A tile of size 4x, 2xh or 2xv needs its `images` at 1x, 2x and 3x. */
export function tileImagesRule(
  tile: { size?: string; images?: Record<string, unknown> } | undefined,
): true | string {
  if (tile?.size === undefined || tile.size === '1x') return true;
  const missing = DENSITIES.filter((density) => !hasAsset(tile.images?.[density]));
  return (
    missing.length === 0 ||
    `A ${tile.size} tile needs its images at 1x, 2x and 3x (missing ${missing.join(', ')})`
  );
}

/** A widget has at most one grid per device. */
export function oneGridPerDeviceRule(grids: readonly unknown[] | undefined): true | string {
  const seen = new Set<string>();
  for (const grid of grids ?? []) {
    const device = (grid as { device?: unknown } | null)?.device;
    if (typeof device !== 'string') continue;
    if (seen.has(device)) return `Only one grid per device: ${device} has more than one`;
    seen.add(device);
  }
  return true;
}
