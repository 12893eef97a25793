/**
 * Pay-and-play calls (spec 1 §4 "Pay-and-play", §7; services/identity/payAndPlay.ts). The authorise answer
 * points at the sandbox's bank-identification page (`GET /sandbox/bank-id/:sessionId`,
 * handlers/bankId.ts), which returns the player to the site's redirect URL with `code` and
 * `sessionId`. The redirect URL must be a page of the brand's own site (request.ts `isSiteUrl`):
 * a redirect to anyone else's server would hand them the code and session id of whoever
 * confirmed, and with them a sign-in as that player.
 *
 * The authorise URL is built on `SANDBOX_PUBLIC_URL` when set (the sandbox's address as the
 * browser reaches it), else on the address the call reached the sandbox at.
 */
import { ERRORS } from '@casino/player-api';
import { ContractRefusal, settle, type Handlers } from '../kernel/handlers.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  authorise,
  BANK_ID_PATH,
  captchaOf,
  payAndPlayLogin,
  updatePayAndPlayPlayer,
  verifyOneTimeCode,
  type CurrentSession,
} from '../services/identity/index.ts';
import { callerAddress, isSiteUrl, publicBase, siteOf } from '../request.ts';

export function payAndPlayHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    none: {
      async payAndPlayAuthorize({ body, c }) {
        const siteId = siteOf(c).siteId;
        // The bank sends the player, with the one-time code, only back to the brand's own site.
        if (body.redirectUrl && !isSiteUrl(siteOf(c), body.redirectUrl)) {
          throw new ContractRefusal(ERRORS.requestInvalid.code, 'Invalid payAndPlayAuthorize request', {
            validationErrors: {
              redirectUrl: {
                code: 'not_site_url',
                message: "The redirectUrl must be a page of the brand's own site",
              },
            },
          });
        }
        const { session } = settle(await authorise(ctx, { ...body, siteId }));
        // The provider's own authorise GET (spec 1 §7): response_type, client_id, identity_provider,
        // redirect_uri, amount, currency, country. The page reads the session; these are for show.
        const url = new URL(`${BANK_ID_PATH}/${session.sessionId}`, publicBase(c));
        url.search = new URLSearchParams({
          response_type: 'code',
          client_id: `site-${siteId}`,
          identity_provider: 'sandbox-bank-id',
          ...(body.redirectUrl ? { redirect_uri: body.redirectUrl } : {}),
          amount: body.amount,
          currency: body.currency,
          country: body.country,
        }).toString();
        return { sessionId: session.sessionId, redirectOutput: { url: url.toString() } };
      },

      async payAndPlayCode({ body, c }) {
        const { oneTimeCode, sessionId } = body;
        return settle(await verifyOneTimeCode(ctx, { siteId: siteOf(c).siteId, sessionId, oneTimeCode }));
      },

      async payAndPlayUpdate({ body, headers, c }) {
        return settle(
          await updatePayAndPlayPlayer(ctx, {
            ...body,
            siteId: siteOf(c).siteId,
            captchaToken: captchaOf(headers),
          }),
        );
      },

      async payAndPlayLogin({ body, c }) {
        const { sessionId, metadata } = body;
        const { tokens } = settle(
          await payAndPlayLogin(ctx, {
            siteId: siteOf(c).siteId,
            sessionId,
            realIpAddress: callerAddress(c),
            ipAddress: metadata.ipAddress,
          }),
        );
        const { idToken, accessToken, refreshToken, lastAuth } = tokens;
        return { idToken, accessToken, refreshToken, lastAuth };
      },
    },
  };
}
