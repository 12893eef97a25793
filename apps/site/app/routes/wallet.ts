/**
 * The header wallet's poll (spec 2 §4 "Wallet": polled every 20 s while logged in): the same view
 * the root loader renders, as JSON. Anonymous callers get 401.
 */
import { data } from 'react-router';
import type { Route } from './+types/wallet';
import { loadWallet } from '../features/shell/index.server.ts';
import { pageContext } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  if (!page.player) return data({ status: 'anonymous' as const }, { status: 401 });
  const view = await loadWallet(page.playerApi);
  return data(view, { headers: { 'Cache-Control': 'no-store' } });
}
