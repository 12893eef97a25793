/**
 * The header wallet's poll (spec 2 §4 "Wallet": polled every 20 s while logged in): the same view
 * the root loader renders, as JSON. Anonymous callers get 401.
 */
import { data } from 'react-router';
import type { Route } from './+types/wallet';
import { appContext, sessionContext } from '../lib/context.ts';
import { loadWallet } from '../lib/wallet.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { state } = context.get(sessionContext);
  if (state.kind !== 'authorised') return data({ status: 'anonymous' as const }, { status: 401 });
  const view = await loadWallet(context.get(appContext).playerApi);
  return data(view, { headers: { 'Cache-Control': 'no-store' } });
}
