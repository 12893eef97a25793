/**
 * The live feed's address for the header wallet (spec 2 §7 "Feed token"; spec 3 §4 "Live feed"):
 * the feed token fetched with the player's session and the socket URL with the token in the
 * `Authorization` query parameter, as the spec requires. The session's own tokens never leave the
 * server; only the feed token does. A 401 from the token call is ignored (no feed, no error).
 */
import { data } from 'react-router';
import { FEED_SOCKET_PATH, PlayerApiError } from '@casino/player-api';
import type { Route } from './+types/wallet-feed';
import { pageContext } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const headers = { 'Cache-Control': 'no-store' };
  if (!page.player) return data({ url: null }, { status: 401, headers });
  try {
    const { token } = await page.playerApi.feedToken();
    const url = new URL(`${page.app.feedUrl}${FEED_SOCKET_PATH}`);
    url.searchParams.set('Authorization', token);
    return data({ url: url.toString() }, { headers });
  } catch (error) {
    if (error instanceof PlayerApiError && error.status === 401) {
      // spec 2 §7: a 401 here is ignored, and must not end the session either.
      page.app.auth.lost = false;
    }
    return data({ url: null }, { headers });
  }
}
