/**
 * The pay-and-play page on the server (routes/signup-pnp.tsx; spec 1 §4 "Pay-and-play"): its
 * loader, the bank's return and its one-step-per-post action, over the flow
 * (payAndPlay.flow.server.ts) and what the brand offers (payAndPlayOffer.server.ts).
 *
 * - Each post restores the flow from its encrypted cookie, sends one event, waits until the
 *   machine settles and stores the new state; then it redirects (303): to the bank-identification
 *   page after authorise, to the page after login, else back here.
 * - The bank returns the player here with `?state=&sessionId=&code=` (or `&error=access_denied`):
 *   `state` is a random value made at authorise and kept in the flow cookie, so only the browser
 *   that started the identification can use its code; the loader sends it to the flow and
 *   redirects to the clean URL, so the one-time code leaves the address bar and the history.
 * - Login stores the tokens in the session (`establishSession`) and goes where "After login" says
 *   (spec 1 §2): the requested `?redirect=`, else the stored redirect, else home.
 */
import { data, redirect } from 'react-router';
import { z } from 'zod';
import {
  PAY_AND_PLAY_MAX_AMOUNT,
  PAY_AND_PLAY_MIN_AMOUNT,
  afterLoginPath,
  apiLanguage,
  formatMoney,
  localisedPath,
  safeSitePath,
} from '@casino/domain';
import type { PayAndPlayEvent } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import { latestTermsVersion } from '../../lib/access.server.ts';
import { UnusableTokensError, establishSession } from '../../lib/auth.server.ts';
import { parseForm, readForm } from '../../lib/form.server.ts';
import type { PageContext } from '../../lib/page.server.ts';
import { clearPlayer } from '../../lib/session.server.ts';
import {
  payAndPlayAmountForm,
  payAndPlayFlow,
  payAndPlayMachineFor,
  payAndPlaySignUpSchema,
  payAndPlayView,
  storedPayAndPlay,
  type StoredPayAndPlay,
} from './payAndPlay.flow.server.ts';
import { loadPayAndPlayOffer, type PayAndPlayOffer } from './payAndPlayOffer.server.ts';
import { newReturnState, sameReturnState } from './returnState.server.ts';

const flowStore = (page: PageContext) => payAndPlayFlow.store(page.app.flowCookies);
type StoredFlow = StoredPayAndPlay;
const pageUrl = (page: PageContext) => page.href('signup-pnp');

/**
 * Sends `event` to the stored flow (or a new one), waits until it settles and answers the
 * redirect with the new flow cookie; on completion stores the session and leaves the page.
 */
async function advance(
  page: PageContext,
  offer: PayAndPlayOffer,
  stored: StoredFlow | null,
  event: PayAndPlayEvent,
  redirectPath: string | null,
): Promise<Response> {
  const { app, locale, session } = page;
  const origin = new URL(page.request.url).origin;
  // A new bank identification gets a new state; every later step keeps the stored one.
  const returnState = event.type === 'authorise' ? newReturnState() : (stored?.returnState ?? undefined);
  const machine = payAndPlayMachineFor({
    playerApi: page.playerApi,
    address: app.clientAddress ?? '0.0.0.0',
    country: offer.country,
    currency: offer.currency,
    // The API takes the base of a region language (inen → en, caf → fr, br → pt; spec 1 §3).
    language: apiLanguage(locale.siteLanguage),
    // The bank comes back to the brand's one sign-up callback address (routes/signup-callback.tsx).
    returnUrl: `${origin}${page.href('signup-callback')}${returnState ? `?state=${returnState}` : ''}`,
    termsVersion: () => latestTermsVersion(page.content, Date.now()),
  });
  const store = flowStore(page);
  const {
    accepted,
    snapshot: settled,
    resting,
  } = await payAndPlayFlow.run(machine, stored, [event], { input: { redirectPath } });
  if (!accepted) return redirect(pageUrl(page), 303);

  if (settled.status === 'done' && settled.output) {
    const { prefix, playerApi } = page;
    const { auth } = app;
    const storedRedirect = session.get('redirect') ?? null;
    clearPlayer(session);
    const now = Date.now();
    try {
      await establishSession(session, auth, playerApi, settled.output.tokens, now);
    } catch (error) {
      if (!(error instanceof UnusableTokensError)) throw error;
      // Tokens the site cannot keep: the page's "try again" message, not a 500.
      console.warn(`[site] pay-and-play login not kept: ${error.message}`);
      const failed: StoredFlow = {
        value: 'authoriseError',
        context: {
          ...settled.context,
          oneTimeCode: null,
          tokens: null,
          error: { messageId: 'error.system.error' },
        },
      };
      return redirect(pageUrl(page), { status: 303, headers: { 'Set-Cookie': store.write(failed) } });
    }
    const [profile, latest] = await Promise.all([
      playerApi.playerProfile(),
      latestTermsVersion(page.content, now),
    ]);
    const target = afterLoginPath({
      redirect: settled.output.redirectPath,
      storedRedirect,
      termsPending: latest !== null && latest > profile.termsAndConditionsAcceptedVersion,
      currentPath: '/',
    });
    return redirect(localisedPath(prefix, target), {
      status: 303,
      headers: { 'Set-Cookie': store.write(null) },
    });
  }

  if (!resting) throw new Error('The pay-and-play flow ended without its login');
  const next = storedPayAndPlay(resting, returnState);
  const headers = { 'Set-Cookie': store.write(next) };
  // Straight on to the bank after a successful authorise.
  if (event.type === 'authorise' && next.value === 'bankIdentification' && next.context.bankIdUrl) {
    return redirect(next.context.bankIdUrl, { status: 303, headers });
  }
  return redirect(pageUrl(page), { status: 303, headers });
}

// ---------------------------------------------------------------------------------------------
// Loader: the page, and the bank's return.
// ---------------------------------------------------------------------------------------------

const bankReturnSchema = z.object({
  // The contract's own limits (packages/player-api STRING_LIMITS: ids 128, codes 64).
  sessionId: z.string().min(1).max(128),
  code: z.string().min(1).max(64).optional(),
  error: z.string().max(100).optional(),
  state: z.string().max(64).optional(),
});

/**
 * The page (its heading from content, `heading`: the route composes the content area's), or the
 * bank's return sent on to the flow.
 */
export async function loadPayAndPlayPage(
  page: PageContext,
  pageHeading: () => Promise<{ title: string | null; description: string | null }>,
) {
  const { locale, request } = page;
  if (page.player) throw redirect(page.href('home'));
  const url = new URL(request.url);
  const [offer, heading] = await Promise.all([loadPayAndPlayOffer(page), pageHeading()]);
  const shown = {
    locale: page.prefix,
    title: heading.title,
    description: heading.description,
    signUpHref: page.href('signup'),
  };
  if (!offer.available) {
    return data(
      { ...shown, available: false as const },
      { headers: { 'Set-Cookie': flowStore(page).write(null) } },
    );
  }

  const stored = flowStore(page).read(request);
  if (url.searchParams.has('sessionId')) {
    const back = parseForm(bankReturnSchema, Object.fromEntries(url.searchParams));
    if (!back.ok || !stored || !sameReturnState(back.data.state, stored.returnState)) {
      // A return without this browser's flow (expired cookie, another browser, a link someone
      // else started and sent): start again, and the code is never used.
      throw redirect(pageUrl(page), { headers: { 'Set-Cookie': flowStore(page).write(null) } });
    }
    const event: PayAndPlayEvent = back.data.code
      ? { type: 'codeReceived', sessionId: back.data.sessionId, oneTimeCode: back.data.code }
      : { type: 'identificationCancelled', sessionId: back.data.sessionId };
    throw await advance(page, offer, stored, event, null);
  }

  const flow = payAndPlayView(stored);
  const formatting = { locale: locale.formatting, countryCode: offer.country };
  return {
    ...shown,
    available: true as const,
    // The store takes only the machine's resting states.
    step: flow.step,
    currency: offer.currency,
    banner: offer.banner,
    prefixes: offer.prefixes,
    countryPrefix: offer.countryPrefix,
    presets: (offer.banner?.amounts ?? []).map((value) => ({
      value,
      label: formatMoney(value, offer.currency, formatting),
    })),
    defaultAmount: defaultAmountText(flow.amount ?? offer.banner?.defaultAmount ?? null, locale),
    min: formatMoney(PAY_AND_PLAY_MIN_AMOUNT, offer.currency, formatting),
    max: formatMoney(PAY_AND_PLAY_MAX_AMOUNT, offer.currency, formatting),
    amount: flow.amount ? formatMoney(flow.amount, offer.currency, formatting) : null,
    bankIdUrl: flow.bankIdUrl,
    signUpForm: flow.signUpForm,
    fieldErrors: flow.fieldErrors,
    error: flow.error,
    redirect: safeSitePath(url.searchParams.get('redirect')),
    minimumAge: offer.minimumAge,
  };
}

/** An amount ("50.00") as the player types it in the page's number format ("50,00"). */
function defaultAmountText(amount: string | null, locale: PageContext['locale']): string {
  if (!amount) return '';
  const decimal = new Intl.NumberFormat(locale.formatting)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal');
  return amount.replace('.', decimal?.value ?? '.');
}

// ---------------------------------------------------------------------------------------------
// Action: one step per post.
// ---------------------------------------------------------------------------------------------

export type PayAndPlayFieldErrors = Partial<
  Record<'amount' | 'email' | 'phonePrefix' | 'phoneNumber' | 'terms', MessageId>
>;
/** What the player sent, shown again with the errors of a refused post. */
export type PayAndPlaySentValues = Partial<{
  amount: string;
  email: string;
  phonePrefix: string;
  phoneNumber: string;
  marketing: boolean;
}>;

function refused(
  formError: MessageId,
  status: number,
  fieldErrors: PayAndPlayFieldErrors = {},
  values: PayAndPlaySentValues = {},
) {
  return data({ formError, fieldErrors, values }, { status });
}

const intentSchema = z.object({ intent: z.enum(['authorise', 'signUp', 'retryLogin', 'restart']) });

/** One step per post (module header). */
export async function runPayAndPlayAction(page: PageContext) {
  const { request, locale } = page;
  if (page.player) return redirect(page.href('home'), 303);
  const offer = await loadPayAndPlayOffer(page);
  if (!offer.available) {
    return refused('pnp.unavailable.text', 403);
  }
  const form = await readForm(request);
  const intent = parseForm(intentSchema, form ?? {});
  if (!form || !intent.ok) {
    return refused('pnp.error.request', 400);
  }
  const stored = flowStore(page).read(request);

  switch (intent.data.intent) {
    case 'authorise': {
      const result = parseForm(payAndPlayAmountForm(offer.currency, locale.formatting), form);
      if (!result.ok) {
        const amount = typeof form['amount'] === 'string' ? form['amount'].slice(0, 30) : '';
        return refused('pnp.error.form', 400, { amount: result.fieldErrors['amount'] }, { amount });
      }
      const redirectPath = safeSitePath(result.data.redirect);
      // A new amount starts a new session; a flow past the bank (the form, a login error) keeps going.
      const keep =
        stored &&
        !['amount', 'authoriseError', 'bankIdentification', 'verifyCodeError'].includes(stored.value);
      return advance(
        page,
        offer,
        keep ? stored : null,
        { type: 'authorise', amount: result.data.amount },
        redirectPath,
      );
    }
    case 'signUp': {
      const parsed = parseForm<typeof payAndPlaySignUpSchema, keyof PayAndPlayFieldErrors>(
        payAndPlaySignUpSchema,
        form,
        {
          messageFor: (_, message) => (message.startsWith('pnp.') ? message : 'pnp.error.form'),
        },
      );
      if (!parsed.ok) {
        const text = (name: string) =>
          typeof form[name] === 'string' ? (form[name] as string).slice(0, 254) : '';
        return refused('pnp.error.form', 400, parsed.fieldErrors, {
          email: text('email'),
          phonePrefix: text('phonePrefix'),
          phoneNumber: text('phoneNumber'),
          marketing: form['marketing'] === 'on',
        });
      }
      if (!stored) return redirect(pageUrl(page), 303);
      return advance(
        page,
        offer,
        stored,
        {
          type: 'submitSignUp',
          form: {
            email: parsed.data.email,
            phonePrefix: parsed.data.phonePrefix,
            phoneNumber: parsed.data.phoneNumber,
            marketingOptIn: parsed.data.marketing === 'on',
          },
        },
        null,
      );
    }
    case 'retryLogin':
      if (!stored) return redirect(pageUrl(page), 303);
      return advance(page, offer, stored, { type: 'retryLogin' }, null);
    case 'restart':
      if (!stored) return redirect(pageUrl(page), 303);
      return advance(page, offer, stored, { type: 'restart' }, null);
  }
}
