/**
 * The sportsbook calls (spec 1 §7, spec 3 §7; contract calls/sportsbook.ts; the rules and the
 * decisions are in services/sports/sessions.ts's header):
 * - `createSportsbookSession` 201 `{ sessionId, expiresAt }` and the provider's one-year cookie.
 * - `sportsbookContext` (a visitor) and `sportsbookLoginContext` (a player): `{ iframeUrl, context }`
 *   for the frame at `/sandbox/sportsbook/<deep links>`. The jurisdiction must be Mga and the parent
 *   page one of the site's own, else 400 `error.request.invalid`.
 * - `userBalanceUpdate` 204: the sportsbook says the player's balance moved; the back office's live
 *   feed pushes the balance to the player's open pages (services/platform/events.ts).
 */
import type { Context } from 'hono';
import { ERRORS } from '@casino/player-api';
import { ContractRefusal, type BodyOf, type Handlers } from '../kernel/handlers.ts';
import { publicBase, siteOf, isSiteUrl } from '../request.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity/index.ts';
import {
  SPORTSBOOK_COOKIE,
  SPORTSBOOK_COOKIE_MAX_AGE_S,
  SPORTSBOOK_PATH,
  createSportsbookContext,
  createSportsbookSession,
} from '../services/sports/index.ts';

type ContextBody = BodyOf<'sportsbookContext'>;

/** The context's checks (module header) and its input. */
function contextInput(
  c: Context,
  body: ContextBody,
  correlationId: string,
  player: { playerId: string; sessionId: string } | null,
) {
  if (body.jurisdiction.toLowerCase() !== 'mga') {
    throw new ContractRefusal(
      ERRORS.requestInvalid.code,
      'The sportsbook is served under the Mga jurisdiction',
      {
        validationErrors: { jurisdiction: { message: 'Must be Mga' } },
      },
    );
  }
  const site = siteOf(c);
  if (!isSiteUrl(site, body.iframeSetup.parentUrl)) {
    throw new ContractRefusal(
      ERRORS.requestInvalid.code,
      'The sportsbook frame must sit in a page of the site',
      {
        validationErrors: { 'iframeSetup.parentUrl': { message: 'Must be a page of the site' } },
      },
    );
  }
  return {
    siteId: site.siteId,
    playerId: player?.playerId ?? null,
    sessionId: player?.sessionId ?? null,
    correlationId,
    brand: body.brand,
    visitor: body.visitor,
    jurisdiction: 'Mga',
    deepLinks: body.deepLinks,
    parentUrl: body.iframeSetup.parentUrl,
  };
}

export function sportsbookHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    none: {
      async sportsbookContext({ c, body, headers }) {
        const input = contextInput(c, body, headers['X-Correlation-Id'], null);
        return createSportsbookContext(ctx, input, publicBase(c));
      },
    },
    player: {
      async createSportsbookSession({ c, session }) {
        const answer = await createSportsbookSession(ctx, {
          playerId: session.playerId,
          siteId: session.siteId,
        });
        c.header(
          'Set-Cookie',
          `${SPORTSBOOK_COOKIE}=${answer.sessionId}; Max-Age=${SPORTSBOOK_COOKIE_MAX_AGE_S}; Path=${SPORTSBOOK_PATH}; Secure; HttpOnly; SameSite=None`,
          { append: true },
        );
        return answer;
      },

      async sportsbookLoginContext({ c, body, headers, session }) {
        const input = contextInput(c, body, headers['X-Correlation-Id'], session);
        return createSportsbookContext(ctx, input, publicBase(c));
      },

      async userBalanceUpdate({ session }) {
        ctx.events.balanceChanged(session.playerId);
        return undefined;
      },
    },
  };
}
