/**
 * The deposit page on the server (routes/deposit.tsx; spec 2 §2, §4 "Deposit flow"): its loader
 * and its posts over the flow (deposit.flow.server.ts).
 *
 * - The loader starts the flow (the limit check) when the player has none, confirms the cashier's
 *   return (`?payment=<id>&referenceId=<ref>&status=success|failed|pending`) and redirects to the
 *   page without it, and shows a result once (the next visit starts a new attempt).
 * - `/deposit` shows the cashier only with the brand's `cashier` flag and outside the countries of
 *   spec 2 §2 (`cashierShown`); visitors are asked to log in. Deposits need the player's deposit
 *   flag (spec 2 §4 "Deposits are allowed only when…").
 * - The cashier (issue 27 point 6; cashierView.ts): the method cards with the brand's logos in the
 *   brand's order (bank first on a Pay and Play brand), the last-used method (the player API's
 *   recent deposit methods) preselected and marked, an amount chip preselected, the deposit
 *   bonuses as offer cards: the player API's rewards (what the deposit will grant, under the same
 *   titles the rewards page shows); the reward that is the brand's welcome offer (its content
 *   `campaignId`, lib/welcomeOffer.server.ts) reads as the home's offer (headline, key terms).
 * - Every form is validated with zod; bad input answers 400 with message ids per field. The amount
 *   is the typed other amount, else the chosen chip (`chosenAmount`).
 */
import { data, redirect } from 'react-router';
import { cashierShown } from '@casino/domain';
import type { DepositEvent } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import { ERRORS } from '@casino/player-api';
import { parseForm, readForm, type FieldErrors } from '../../lib/form.server.ts';
import type { PageContext } from '../../lib/page.server.ts';
import { loadWelcomeOffer, type WelcomeOffer } from '../../lib/welcomeOffer.server.ts';
import {
  cashierFlowOf,
  cashierReturnSchema,
  depositFlow,
  depositFormSchema,
  depositIntentForm,
  depositMachineFor,
  depositView,
  loadDepositBonuses,
  loadDepositMethods,
  loadRecentDepositMethods,
  quickAmountsOf,
} from './deposit.flow.server.ts';
import { chosenAmount, orderMethods, preselectedChip, preselectedMethod } from './cashierView.ts';
import { outcomeMessageId } from './money.server.ts';
import { loadPaymentMethodCatalogue } from './paymentMethods.server.ts';

/** The page's parts: the public `/deposit` page or the banking one, and the flow's runtime for a player. */
function depositPage(page: PageContext) {
  const { app, player, request } = page;
  const modal = page.route?.id === 'deposit-modal';
  const path = page.href(modal ? 'deposit-modal' : 'banking-deposit');
  const runtime = player && {
    playerApi: page.playerApi,
    currency: player.currency,
    ipAddress: app.clientAddress ?? '127.0.0.1',
    blackbox: '',
    returnUrl: new URL(path, request.url).toString(),
  };
  return { modal, path, runtime, store: depositFlow.store(app.flowCookies) };
}

/** Whether the public `/deposit` page shows the cashier to this player (spec 2 §2 `cashierShown`). */
const cashierHidden = (page: PageContext, countryCode: string) =>
  !cashierShown({
    cashierFeature: page.brand.features['cashier'] === true,
    countryCode,
    hiddenCountries: page.brand.cashierHiddenCountries,
  });

/**
 * The page (module header): the flow's step (the limit check started when the player has none),
 * the cashier's return confirmed and sent back to the page without it, a result shown once.
 */
export async function loadDepositPage(page: PageContext) {
  const { locale, player } = page;
  const { modal, path, runtime, store } = depositPage(page);
  const base = {
    formatting: locale.formatting,
    path,
    links: {
      banking: page.href('banking'),
      transactions: page.href('banking-transactions'),
      verification: page.href('account-verification'),
      casino: page.href('casino-lobby'),
    },
    brandName: page.brand.name,
  };
  if (!player || !runtime) return { ...base, kind: 'anonymous' as const };
  if (!player.depositAllowed) return { ...base, kind: 'blocked' as const };
  if (modal && cashierHidden(page, player.countryCode)) return { ...base, kind: 'hidden' as const };

  const url = new URL(page.request.url);
  const machine = depositMachineFor(runtime);
  const stored = store.read(page.request);
  // The cashier returns `payment` (its payment id), `referenceId` (the deposit's transaction) and `status`.
  const returned = parseForm(cashierReturnSchema, {
    payment: url.searchParams.get('referenceId') ?? url.searchParams.get('payment'),
    status: url.searchParams.get('status'),
  });
  if (returned.ok || url.searchParams.has('payment')) {
    let cookie = store.write(stored);
    if (returned.ok) {
      const { resting } = await depositFlow.run(machine, cashierFlowOf(stored), [
        { type: 'returned', referenceId: returned.data.payment, status: returned.data.status },
      ]);
      cookie = store.write(resting);
    }
    throw redirect(path, { status: 303, headers: { 'Set-Cookie': cookie } });
  }

  const headers = new Headers({ 'Cache-Control': 'no-store' });
  let flow = stored;
  if (!flow) {
    const { resting } = await depositFlow.run(machine, null, [
      { type: 'start', attemptKey: crypto.randomUUID() },
    ]);
    flow = resting;
    headers.append('Set-Cookie', store.write(flow));
  } else if (flow.value === 'result') {
    // The result is shown once; the next visit starts a new attempt.
    headers.append('Set-Cookie', store.write(null));
  }
  if (!flow) throw new Error('The deposit flow ended without a result');
  const view = depositView(flow);

  const [offered, recent, bonuses] =
    view.state === 'allowed'
      ? await Promise.all([
          loadPaymentMethodCatalogue(page.content, page.imageUrlFor).then((catalogue) =>
            loadDepositMethods(page.playerApi, catalogue),
          ),
          loadRecentDepositMethods(page.playerApi),
          loadDepositBonuses(page.playerApi, locale.siteLanguage),
        ])
      : [[], [], []];
  // The welcome offer's words from its one content source, for the reward that is that offer.
  const welcome: WelcomeOffer | null = bonuses.length ? await loadWelcomeOffer(page).catch(() => null) : null;
  const methods = orderMethods(offered, page.brand.features['payAndPlay'] === true);
  const quickAmounts = quickAmountsOf(methods, view.limitLeft);
  const offeredCodes = new Set(methods.map((method) => method.code));
  return data(
    {
      ...base,
      kind: 'flow' as const,
      currency: player.currency,
      countryCode: player.countryCode,
      view,
      methods,
      checkedMethod: preselectedMethod(methods, recent),
      lastUsedMethod: recent.find((code) => offeredCodes.has(code)) ?? null,
      quickAmounts,
      checkedAmount: preselectedChip(quickAmounts),
      bonuses: bonuses.map((c) => {
        const offer = welcome?.campaignId === c.campaignId ? welcome : null;
        return {
          id: c.campaignId,
          name: offer?.headline ?? c.name,
          description: offer ? (offer.significantTerms ?? c.description) : c.description,
          /** The offer's own line of key terms, else the wagering and currency (the page writes them). */
          keyTerms: offer?.keyTerms ?? null,
          wrMultiplier: c.wrMultiplier,
          minDeposit: c.minDeposit,
        };
      }),
    },
    { headers },
  );
}

export interface DepositActionData {
  fieldErrors?: FieldErrors<'amount' | 'paymentMethod' | 'bonusId'>;
  formError?: MessageId;
  values?: { amount: string };
}

/** One post (module header): the event it sends the flow, then the cashier, the page, or a refusal. */
export async function runDepositAction(page: PageContext) {
  const { locale, player } = page;
  const { path, runtime, store, modal } = depositPage(page);
  const invalid = (body: DepositActionData, status = 400) => data(body, { status });
  if (!player || !runtime || !player.depositAllowed) return invalid({ formError: 'deposit.blocked' }, 403);
  if (modal && cashierHidden(page, player.countryCode)) return invalid({ formError: 'deposit.hidden' }, 403);
  const form = (await readForm(page.request)) ?? {};
  const intent = parseForm(depositIntentForm, form);
  if (!intent.ok) return invalid({ formError: 'banking.error.form' });
  const stored = store.read(page.request);
  const machine = depositMachineFor(runtime);

  let event: DepositEvent | null = null;
  if (intent.data.intent === 'cashier') {
    // Back to the cashier page of the attempt in progress (the redirect below).
  } else if (intent.data.intent === 'submit') {
    const limitLeft = stored ? depositView(stored).limitLeft : null;
    const [methods, bonuses] = await Promise.all([
      loadDepositMethods(page.playerApi),
      loadDepositBonuses(page.playerApi, locale.siteLanguage),
    ]);
    const parsed = parseForm<ReturnType<typeof depositFormSchema>, 'amount' | 'paymentMethod' | 'bonusId'>(
      depositFormSchema({
        currency: player.currency,
        formatting: locale.formatting,
        methods,
        bonuses,
        limitLeft,
      }),
      { ...form, amount: chosenAmount(form) },
    );
    if (!parsed.ok) {
      return invalid({
        fieldErrors: parsed.fieldErrors,
        values: { amount: String(chosenAmount(form) ?? '').slice(0, 20) },
      });
    }
    event = { type: 'submit' as const, submission: parsed.data };
  } else if (intent.data.intent === 'verifyLater') {
    event = { type: 'verifyLater' as const };
  } else {
    event = { type: intent.data.intent, attemptKey: crypto.randomUUID() };
  }

  const events: DepositEvent[] = stored ? [] : [{ type: 'start', attemptKey: crypto.randomUUID() }];
  if (event) events.push(event);
  const { accepted, snapshot, resting } = await depositFlow.run(machine, stored, events);
  const cookie = store.write(resting);
  if (snapshot.value === 'cashier' && snapshot.context.redirectUrl) {
    // Also for a second post of the same attempt: back to its cashier page, never a second deposit.
    return redirect(snapshot.context.redirectUrl, { status: 303, headers: { 'Set-Cookie': cookie } });
  }
  if (!accepted)
    return data({ formError: 'banking.error.expired' } satisfies DepositActionData, {
      status: 409,
      headers: { 'Set-Cookie': cookie },
    });
  if (snapshot.value === 'allowed' && snapshot.context.requestError) {
    console.warn(`[site] deposit request refused: ${snapshot.context.requestError}`);
    const status = snapshot.context.requestError === ERRORS.requestInvalid.code ? 400 : 502;
    return data({ formError: outcomeMessageId(snapshot.context.requestError) } satisfies DepositActionData, {
      status,
      headers: { 'Set-Cookie': cookie },
    });
  }
  return redirect(path, { status: 303, headers: { 'Set-Cookie': cookie } });
}
