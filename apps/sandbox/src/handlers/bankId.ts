/**
 * The sandbox's bank-identification provider, mounted with the API: `GET /sandbox/bank-id/:sessionId`
 * is the page the pay-and-play authorise answer points at (handlers/payAndPlay.ts; pages in
 * pages/bankId.ts), a small form whose "Confirm identity" posts to the same path and returns the
 * player to the site's redirect URL with `code` (the one-time code) and `sessionId` in the query;
 * "Cancel" returns with `error=access_denied`. Without a redirect URL the page shows the code
 * instead. A date of birth under the minimum age, or a detail missing, answers the form again
 * (400) with the errors; an unknown, finished or expired identification answers 404.
 */
import { eq } from 'drizzle-orm';
import type { Env, Hono } from 'hono';
import { readFields } from '../body.ts';
import { sites } from '../db/schema.ts';
import {
  BANK_ID_PAGE_HEADERS,
  cancelledPage,
  confirmedPage,
  defaults,
  endedPage,
  formPage,
  readForm,
} from '../pages/bankId.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  BANK_ID_PATH,
  cancel,
  findSession,
  identify,
  MINIMUM_AGE,
  type PayAndPlaySession,
} from '../services/identity/index.ts';
import { isAdult } from '@casino/domain';

function returnTo(redirectUrl: string, params: Record<string, string>): string {
  const url = new URL(redirectUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Mounts the sandbox bank-ID page (`GET`) and its confirmation (`POST`) on the app. */
export function mountBankId<E extends Env>(app: Hono<E>, ctx: SandboxContext): void {
  async function siteName(siteId: number): Promise<string> {
    const [site] = await ctx.db.select({ name: sites.name }).from(sites).where(eq(sites.siteId, siteId));
    return site?.name ?? 'The site';
  }
  async function openSessionOf(sessionId: string): Promise<PayAndPlaySession | null> {
    const session = await findSession(ctx, sessionId);
    return session?.status === 'AUTHORISED' ? session : null;
  }

  app.get(`${BANK_ID_PATH}/:sessionId`, async (c) => {
    const session = await openSessionOf(c.req.param('sessionId'));
    if (!session) return c.html(endedPage(), 404, BANK_ID_PAGE_HEADERS);
    return c.html(
      formPage(session, await siteName(session.siteId), defaults(session)),
      200,
      BANK_ID_PAGE_HEADERS,
    );
  });

  app.post(`${BANK_ID_PATH}/:sessionId`, async (c) => {
    const sessionId = c.req.param('sessionId');
    const session = await openSessionOf(sessionId);
    if (!session) return c.html(endedPage(), 404, BANK_ID_PAGE_HEADERS);
    const raw = await readFields(c);
    if (raw.action === 'cancel') {
      await cancel(ctx, sessionId);
      if (session.redirectUrl) {
        return c.redirect(returnTo(session.redirectUrl, { error: 'access_denied', sessionId }), 303);
      }
      return c.html(cancelledPage(), 200, BANK_ID_PAGE_HEADERS);
    }
    const { values, errors } = readForm(raw);
    const now = await ctx.clock.now();
    if (!errors.dateOfBirth && !isAdult(values.dateOfBirth, now)) {
      errors.dateOfBirth = `You must be ${MINIMUM_AGE} or older`;
    }
    if (Object.keys(errors).length) {
      return c.html(
        formPage(session, await siteName(session.siteId), values, errors),
        400,
        BANK_ID_PAGE_HEADERS,
      );
    }
    const identified = await identify(ctx, sessionId, values);
    if (!identified.ok) return c.html(endedPage(), 404, BANK_ID_PAGE_HEADERS);
    if (session.redirectUrl) {
      return c.redirect(returnTo(session.redirectUrl, { code: identified.code, sessionId }), 303);
    }
    return c.html(confirmedPage(sessionId, identified.code), 200, BANK_ID_PAGE_HEADERS);
  });
}
