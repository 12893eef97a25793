/**
 * The live feed's address for the header wallet (spec 2 §7 "Feed token"; spec 3 §4 "Live feed"):
 * the feed token fetched with the player's session and the socket URL with the token in the
 * `Authorization` query parameter, as the spec requires. The session's own tokens never leave the
 * server; only the feed token does. A 401 from the token call is ignored (no feed, no error).
 */
import { data } from 'react-router';
import { FEED_SOCKET_PATH, PlayerApiError } from '@casino/player-api';
import type { Route } from './+types/wallet-feed';
import { appContext, sessionContext } from '../lib/context.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { state } = context.get(sessionContext);
  const headers = { 'Cache-Control': 'no-store' };
  if (state.kind !== 'authorised') return data({ url: null }, { status: 401, headers });
  try {
    const { token } = await app.playerApi.feedToken();
    const url = new URL(`${app.feedUrl}${FEED_SOCKET_PATH}`);
    url.searchParams.set('Authorization', token);
    return data({ url: url.toString() }, { headers });
  } catch (error) {
    if (error instanceof PlayerApiError && error.status === 401) {
      // spec 2 §7: a 401 here is ignored, and must not end the session either.
      app.auth.lost = false;
    }
    return data({ url: null }, { headers });
  }
}
