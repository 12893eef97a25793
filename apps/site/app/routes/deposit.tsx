/**
 * Deposit: `/my-account/banking/deposit` and the public `/deposit` page (spec 2 §2, §3 "Deposit
 * state", §4 "Deposit flow", §7 "Deposit limit check", "Deposit request"). The machine of
 * packages/flows `depositMachine`, run on the server (flows/deposit.server.ts): every step is a plain
 * form post that works without JavaScript, and with it posts without a full reload.
 *
 * - The loader starts the flow (the limit check) when the player has none, confirms the cashier's
 *   return (`?payment=<id>&referenceId=<ref>&status=success|failed|pending`) and redirects to the page without it,
 *   and shows a result once (the next visit starts a new attempt).
 * - `/deposit` shows the cashier only with the brand's `cashier` flag and outside the countries of
 *   spec 2 §2 (`cashierShown`); visitors are asked to log in. Deposits need the player's deposit
 *   flag (spec 2 §4 "Deposits are allowed only when…").
 * - The bonus choice (spec 2 §3 selectBonus, selectedBonusId) lists the player's eligible rewards
 *   triggered by a deposit (flows/deposit.server.ts); none, or a failed read, shows no choice. The
 *   chosen one goes with the deposit request and is granted when the payment settles.
 * - Every form is validated with zod; bad input answers 400 with message ids per field.
 * - A check that fails (the player API answers 5xx, times out or does not answer) rests in `error`
 *   with the alert "Something went wrong. Try again." and "Try again" (a new check); the page itself
 *   answers 200, and no deposit was opened (e2e/faults.spec.ts).
 */
import { useEffect, useId, useRef } from 'react';
import { Form, Link, data, redirect, useNavigation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { cashierShown, formatLocale, formatMoney } from '@casino/domain';
import type { DepositEvent, DepositRestingState } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import type { Route } from './+types/deposit';
import { shell } from '@casino/ui';
import { AmountField, ChoiceGroup } from '@casino/ui/components';
import * as styles from '../components/Banking.css.ts';
import { VerificationModal } from '../components/VerificationModal.tsx';
import { appContext, localeContext, routeMatchContext, sessionContext } from '../lib/context.ts';
import {
  cashierFlowOf,
  depositFlow,
  depositFormSchema,
  depositMachineFor,
  depositView,
  loadDepositBonuses,
  loadDepositMethods,
  quickAmountsOf,
} from '../flows/deposit.server.ts';
import { outcomeMessageId } from '../lib/bankingMessages.ts';
import { parseForm, readForm, type FieldErrors } from '../lib/form.server.ts';
import { loadPaymentMethodNames } from '../lib/paymentMethods.server.ts';
import { useDateLocale, useT } from '../lib/i18n.ts';

type Args = Route.LoaderArgs | Route.ActionArgs;

function pageOf({ request, context }: Args) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { state, session } = context.get(sessionContext);
  const { route } = context.get(routeMatchContext);
  const modal = route?.id === 'deposit-modal';
  const path = `/${formatLocale(locale)}${modal ? '/deposit' : '/my-account/banking/deposit'}`;
  const player = state.kind === 'authorised' ? state.player : null;
  const runtime = player && {
    playerApi: app.playerApi,
    currency: player.currency,
    ipAddress: app.clientAddress ?? '127.0.0.1',
    blackbox: '',
    returnUrl: new URL(path, request.url).toString(),
  };
  return { app, locale, session, player, modal, path, runtime, store: depositFlow.store(app.flowCookies) };
}

export async function loader(args: Route.LoaderArgs) {
  const { app, locale, player, modal, path, runtime, store } = pageOf(args);
  const base = {
    locale: formatLocale(locale),
    formatting: locale.formatting,
    path,
    brandName: app.brand.name,
  };
  if (!player || !runtime) return { ...base, kind: 'anonymous' as const };
  if (!player.depositAllowed) return { ...base, kind: 'blocked' as const };
  if (
    modal &&
    !cashierShown({ cashierFeature: app.brand.features['cashier'] === true, countryCode: player.countryCode })
  ) {
    return { ...base, kind: 'hidden' as const };
  }

  const url = new URL(args.request.url);
  const machine = depositMachineFor(runtime);
  const stored = store.read(args.request);
  // The cashier returns `payment` (its payment id), `referenceId` (the deposit's transaction) and `status`.
  const returned = z
    .object({ payment: z.string().min(1).max(128), status: z.enum(['success', 'failed', 'pending']) })
    .safeParse({
      payment: url.searchParams.get('referenceId') ?? url.searchParams.get('payment'),
      status: url.searchParams.get('status'),
    });
  if (returned.success || url.searchParams.has('payment')) {
    let cookie = store.write(stored);
    if (returned.success) {
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

  const [methods, bonuses] =
    view.state === 'allowed'
      ? await Promise.all([
          loadDepositMethods(app.playerApi, await loadPaymentMethodNames(app.content)),
          loadDepositBonuses(app.playerApi, locale.siteLanguage),
        ])
      : [[], []];
  return data(
    {
      ...base,
      kind: 'flow' as const,
      currency: player.currency,
      countryCode: player.countryCode,
      view,
      methods,
      quickAmounts: quickAmountsOf(methods, view.limitLeft),
      bonuses: bonuses.map((c) => ({ id: c.campaignId, name: c.name })),
    },
    { headers },
  );
}

const intentSchema = z.object({ intent: z.enum(['submit', 'cashier', 'verifyLater', 'retry', 'again']) });

export interface DepositActionData {
  fieldErrors?: FieldErrors<'amount' | 'paymentMethod' | 'bonusId'>;
  formError?: MessageId;
  values?: { amount: string };
}

export async function action(args: Route.ActionArgs) {
  const { app, locale, player, path, runtime, store, modal } = pageOf(args);
  const invalid = (body: DepositActionData, status = 400) => data(body, { status });
  if (!player || !runtime || !player.depositAllowed) return invalid({ formError: 'deposit.blocked' }, 403);
  if (
    modal &&
    !cashierShown({ cashierFeature: app.brand.features['cashier'] === true, countryCode: player.countryCode })
  ) {
    return invalid({ formError: 'deposit.hidden' }, 403);
  }
  const form = (await readForm(args.request)) ?? {};
  const intent = intentSchema.safeParse(form);
  if (!intent.success) return invalid({ formError: 'banking.error.form' });
  const stored = store.read(args.request);
  const machine = depositMachineFor(runtime);

  let event: DepositEvent | null = null;
  if (intent.data.intent === 'cashier') {
    // Back to the cashier page of the attempt in progress (the redirect below).
  } else if (intent.data.intent === 'submit') {
    const limitLeft = stored ? depositView(stored).limitLeft : null;
    const [methods, bonuses] = await Promise.all([
      loadDepositMethods(app.playerApi),
      loadDepositBonuses(app.playerApi, locale.siteLanguage),
    ]);
    const parsed = parseForm<ReturnType<typeof depositFormSchema>, 'amount' | 'paymentMethod' | 'bonusId'>(
      depositFormSchema({
        currency: player.currency,
        formatting: args.context.get(localeContext).formatting,
        methods,
        bonuses: bonuses.map((c) => c.campaignId),
        limitLeft,
      }),
      form,
    );
    if (!parsed.ok) {
      return invalid({
        fieldErrors: parsed.fieldErrors,
        values: { amount: String(form['amount'] ?? '').slice(0, 20) },
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
    const status = snapshot.context.requestError === 'error.request.invalid' ? 400 : 502;
    return data({ formError: outcomeMessageId(snapshot.context.requestError) } satisfies DepositActionData, {
      status,
      headers: { 'Set-Cookie': cookie },
    });
  }
  return redirect(path, { status: 303, headers: { 'Set-Cookie': cookie } });
}

const HEADINGS: Record<DepositRestingState, MessageId> = {
  inactive: 'deposit.title',
  allowed: 'deposit.allowed.heading',
  error: 'deposit.error.heading',
  limitReached: 'deposit.limit.heading',
  documentsPending: 'deposit.documents.heading',
  cashier: 'deposit.cashier.heading',
  result: 'deposit.result.heading',
};

export default function Deposit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const dateLocale = useDateLocale();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [search] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const result = (actionData as DepositActionData | undefined) ?? null;
  const step = loaderData.kind === 'flow' ? loaderData.view.state : loaderData.kind;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const money = (amount: string) =>
    loaderData.kind === 'flow'
      ? formatMoney(amount, loaderData.currency, {
          locale: loaderData.formatting,
          countryCode: loaderData.countryCode,
        })
      : amount;
  const banking = `/${loaderData.locale}/my-account/banking`;

  if (loaderData.kind !== 'flow') {
    const text: Record<typeof loaderData.kind, MessageId> = {
      anonymous: 'deposit.login',
      blocked: 'deposit.blocked',
      hidden: 'deposit.hidden',
    };
    return (
      <article className={styles.page}>
        <h1 className={styles.heading}>{t('deposit.title')}</h1>
        <p>{t(text[loaderData.kind])}</p>
        {loaderData.kind === 'anonymous' ? (
          <a href="#login">{t('header.login')}</a>
        ) : (
          <Link to={banking}>{t('banking.title')}</Link>
        )}
      </article>
    );
  }

  const { view } = loaderData;
  const formError = result?.formError ?? view.requestError;
  // The verification modal (closed: inactive) and the page's own notice say the same.
  const documentsClosed = search.get('documents') === 'closed';
  const documentsText =
    view.daysLeftToVerifyDocuments !== null
      ? t('deposit.documents.days', { days: view.daysLeftToVerifyDocuments })
      : t('deposit.documents.text');
  const verifyLater = view.canVerifyLater ? (
    <Form method="post" action={loaderData.path}>
      <button
        type="submit"
        name="intent"
        value="verifyLater"
        className={styles.secondaryButton}
        disabled={busy}
      >
        {t('deposit.verifyLater')}
      </button>
    </Form>
  ) : null;
  const restart = (intent: 'retry' | 'again', label: MessageId) => (
    <Form method="post" action={loaderData.path}>
      <button type="submit" name="intent" value={intent} className={styles.secondaryButton} disabled={busy}>
        {t(label)}
      </button>
    </Form>
  );

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('deposit.title')}</h1>
      <section className={styles.card} aria-labelledby={`${id}-step`} aria-busy={busy}>
        <h2 id={`${id}-step`} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t(HEADINGS[view.state])}
        </h2>
        {formError ? (
          <p role="alert" className={styles.alert}>
            {t(formError)}
          </p>
        ) : null}

        {view.state === 'allowed' ? (
          <Form method="post" action={loaderData.path} className={styles.form} noValidate>
            <AmountField
              id={id}
              label={t('banking.amount.label', { currency: loaderData.currency })}
              defaultValue={result?.values?.amount}
              error={result?.fieldErrors?.amount && t(result.fieldErrors.amount)}
              quickAmountsLabel={t('banking.amount.quick')}
              quickAmounts={loaderData.quickAmounts.map((value) => ({
                value,
                // Round amounts read without cents ("50 €"), so four fit a phone's row.
                label: formatMoney(value, loaderData.currency, {
                  locale: loaderData.formatting,
                  countryCode: loaderData.countryCode,
                  wholeWithoutCents: true,
                }),
              }))}
            >
              {view.limitLeft !== null ? (
                <p>{t('deposit.limitLeft', { amount: money(view.limitLeft) })}</p>
              ) : null}
            </AmountField>
            <ChoiceGroup
              id={`${id}-method`}
              legend={t('banking.method.label')}
              error={result?.fieldErrors?.paymentMethod && t(result.fieldErrors.paymentMethod)}
            >
              {loaderData.methods.map((method, index) => (
                <label key={method.code} className={styles.choice}>
                  <input type="radio" name="paymentMethod" value={method.code} defaultChecked={index === 0} />
                  {method.name}
                  <span className={styles.methodRange}>
                    {method.max !== null
                      ? t('deposit.method.range', { min: money(method.min), max: money(method.max) })
                      : t('deposit.method.from', { min: money(method.min) })}
                  </span>
                </label>
              ))}
            </ChoiceGroup>
            {loaderData.bonuses.length ? (
              <ChoiceGroup
                id={`${id}-bonus`}
                legend={t('deposit.bonus.legend')}
                error={result?.fieldErrors?.bonusId && t(result.fieldErrors.bonusId)}
              >
                <label className={styles.choice}>
                  <input type="radio" name="bonusId" value="" defaultChecked />
                  {t('deposit.bonus.none')}
                </label>
                {loaderData.bonuses.map((bonus) => (
                  <label key={bonus.id} className={styles.choice}>
                    <input type="radio" name="bonusId" value={bonus.id} />
                    {bonus.name}
                  </label>
                ))}
              </ChoiceGroup>
            ) : null}
            <div className={styles.actions}>
              <button
                type="submit"
                name="intent"
                value="submit"
                className={styles.secondaryButton}
                disabled={busy}
              >
                {t('deposit.submit')}
              </button>
            </div>
          </Form>
        ) : null}

        {view.state === 'limitReached' ? (
          <>
            <p>
              {t(view.isSpendLimit ? 'deposit.limit.spend' : 'deposit.limit.deposit', {
                amount: money(view.limitLeft ?? '0'),
              })}
            </p>
            {view.resetOn ? (
              <p>
                {t('deposit.limit.reset', {
                  date: new Date(view.resetOn).toLocaleString(dateLocale, { timeZone: 'UTC' }),
                })}
              </p>
            ) : null}
            {restart('retry', 'deposit.retry')}
          </>
        ) : null}

        {view.state === 'documentsPending' ? (
          <>
            <VerificationModal
              state={documentsClosed ? 'inactive' : 'notify'}
              locale={loaderData.locale}
              path={loaderData.path}
              text={documentsText}
              later={verifyLater}
            />
            <p>{documentsText}</p>
            <div className={styles.actions}>
              <Link to={`/${loaderData.locale}/my-account/account/verification`}>
                {t('deposit.documents.verify')}
              </Link>
              {verifyLater}
            </div>
          </>
        ) : null}

        {view.state === 'error' ? (
          <>
            {/* A failed call (500, timeout, no answer) is said by the alert above; the outcome's text
                ("the payment provider declined") would blame a refusal that never happened. */}
            {view.requestError ? null : <p>{t(outcomeMessageId(view.outcome))}</p>}
            {restart('retry', 'deposit.retry')}
          </>
        ) : null}

        {view.state === 'cashier' ? (
          <>
            <p>{t('deposit.cashier.text')}</p>
            <div className={styles.actions}>
              <Form method="post" action={loaderData.path}>
                <button
                  type="submit"
                  name="intent"
                  value="cashier"
                  className={styles.secondaryButton}
                  disabled={busy}
                >
                  {t('deposit.cashier.continue')}
                </button>
              </Form>
              {restart('again', 'deposit.again')}
            </div>
          </>
        ) : null}

        {view.state === 'result' && view.result ? (
          <>
            <p role="status" data-result={view.result}>
              {t(`deposit.result.${view.result}`, { amount: view.amount ? money(view.amount) : '' })}
            </p>
            <div className={styles.actions}>
              {/* The money is there: the next step is playing, not another deposit. */}
              {view.result === 'success' ? (
                <Link to={`/${loaderData.locale}/online-casino`} className={shell.primaryAction}>
                  {t('deposit.playNow')}
                </Link>
              ) : null}
              {restart('again', 'deposit.again')}
              <Link to={`${banking}/transactions`}>{t('banking.transactions')}</Link>
            </div>
          </>
        ) : null}
      </section>
    </article>
  );
}
