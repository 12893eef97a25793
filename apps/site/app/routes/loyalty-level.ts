/**
 * The player's loyalty level as JSON (features/loyalty/loyaltyLevel.server.ts), read by the header
 * when the live feed says the level rose (PLAYER_LOYALTY_LEVEL, spec 2 §3), for the level-up
 * toast. Anonymous callers get 401; a failed read 502.
 */
import { data } from 'react-router';
import { PlayerApiError } from '@casino/player-api';
import type { Route } from './+types/loyalty-level';
import { loadLoyaltyLevel } from '../features/loyalty/index.server.ts';
import { pageContext } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  if (!page.player) return data({ status: 'anonymous' as const }, { status: 401 });
  try {
    const level = await loadLoyaltyLevel(page);
    return data(level, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof PlayerApiError && error.logout) throw error;
    console.warn(`[site] loyalty level failed: ${(error as Error).message}`);
    return data({ status: 'error' as const }, { status: 502 });
  }
}
