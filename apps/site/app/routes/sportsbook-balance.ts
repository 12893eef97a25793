/**
 * The sportsbook's balance webhook (spec 1 §7, spec 3 §7 `POST /webhooks/user-balance-update`):
 * the sportsbook frame tells the page that money moved, the page posts here, and the site tells
 * the player API, whose live feed then brings the header's wallet up to date. Anonymous callers
 * get 401; an API failure answers 502 (the page refreshes the wallet anyway).
 */
import { data } from 'react-router';
import type { Route } from './+types/sportsbook-balance';
import { pageContext } from '../lib/page.server.ts';

export async function action(args: Route.ActionArgs) {
  const page = pageContext(args);
  if (!page.player) return data({ ok: false }, { status: 401 });
  try {
    await page.playerApi.userBalanceUpdate({ body: { reason: 'GAME' } });
    return { ok: true };
  } catch (error) {
    console.error(`[sportsbook] balance webhook failed: ${(error as Error).message}`);
    return data({ ok: false }, { status: 502 });
  }
}
