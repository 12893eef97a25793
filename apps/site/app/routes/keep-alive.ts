/**
 * The idle timer's keep-alive (spec 1 §4 "Idle check"; spec 2 §7 "Idle keep-alive"): tells the
 * player API the player is active and records the activity in the session, so the server-side idle
 * check agrees with the browser's. Anonymous callers get 401.
 */
import { data } from 'react-router';
import type { Route } from './+types/keep-alive';
import { pageContext } from '../lib/page.server.ts';

export async function action(args: Route.ActionArgs) {
  const page = pageContext(args);
  if (!page.player) return data({ ok: false }, { status: 401 });
  await page.playerApi.keepAlive();
  page.session.set('lastActiveAt', Date.now());
  return { ok: true };
}
