/**
 * Deposit: `/my-account/banking/deposit` and the public `/deposit` page (spec 2 §2, §3 "Deposit
 * state", §4 "Deposit flow", §7 "Deposit limit check", "Deposit request"). The machine of
 * packages/flows `depositMachine`, run on the server (lib/banking.server.ts): every step is a plain
 * form post that works without JavaScript, and with it posts without a full reload.
 *
 * - The loader starts the flow (the limit check) when the player has none, confirms the cashier's
 *   return (`?payment=<id>&referenceId=<ref>&status=success|failed|pending`) and redirects to the page without it,
 *   and shows a result once (the next visit starts a new attempt).
 * - `/deposit` shows the cashier only with the brand's `cashier` flag and outside the countries of
 *   spec 2 §2 (`cashierShown`); visitors are asked to log in. Deposits need the player's deposit
 *   flag (spec 2 §4 "Deposits are allowed only when…").
 * - The bonus choice lists the active deposit campaigns (spec 3 "campaigns"); none, or a failed
 *   read, shows no choice.
 * - Every form is validated with zod; bad input answers 400 with message ids per field.
 * - A check that fails (the player API answers 5xx, times out or does not answer) rests in `error`
 *   with the alert "Something went wrong. Try again." and "Try again" (a new check); the page itself
 *   answers 200, and no deposit was opened (issue 10 "Faults", e2e/faults.spec.ts).
 */
import { useEffect, useId, useRef } from 'react';
import { Form, Link, data, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import {
  DEPOSIT_BONUS_TRIGGERS,
  PAYMENT_METHOD_CODES,
  cashierShown,
  formatLocale,
  formatMoney,
  parseMoneyInput,
  type PaymentMethodCode,
} from '@casino/domain';
import { INITIAL_DEPOSIT_CONTEXT } from '@casino/flows';
import type { DepositContext, DepositEvent, DepositRestingState } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import type { Route } from './+types/deposit';
import { AmountField } from '../components/AmountField.tsx';
import { shell } from '@casino/ui';
import * as styles from '../components/Banking.css.ts';
import { appContext, localeContext, routeMatchContext, sessionContext } from '../lib/context.ts';
import { depositFlowStore, depositMachineFor, type PersistedFlow } from '../lib/banking.server.ts';
import { restingFlowOf, runFlow } from '../lib/flowRunner.server.ts';
import { outcomeMessageId } from '../lib/bankingMessages.ts';
import { readForm } from '../lib/form.server.ts';
import { loadPaymentMethodNames, type PaymentMethodNames } from '../lib/paymentMethods.server.ts';
import { useDateLocale, useT } from '../lib/i18n.ts';

/** Offered when the deposit-methods call gives none (the sandbox cashier's methods). */
const FALLBACK_METHODS: readonly PaymentMethodCode[] = ['TRUSTLY', 'CREDITCARD', 'SKRILL'];

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
  return { app, locale, session, player, modal, path, runtime, store: depositFlowStore(app.flowCookies) };
}

/** What the page may show of the flow (no keys, no cashier address). */
function viewOf(value: DepositRestingState, context: DepositContext) {
  return {
    state: value,
    outcome: context.outcome,
    documentsStatus: context.documentsStatus,
    daysLeftToVerifyDocuments: context.daysLeftToVerifyDocuments,
    canVerifyLater: !context.later && context.documentsStatus !== 'verifyStrict',
    limitLeft: context.limitLeft,
    limitType: context.limitType,
    isSpendLimit: context.isSpendLimit,
    resetOn: context.resetOn,
    result: context.result,
    amount: context.submission?.amount ?? null,
    requestError: context.requestError ? outcomeMessageId(context.requestError) : null,
  };
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
  const stored = store.read(args.request) as PersistedFlow | null;
  // The cashier returns `payment` (its payment id), `referenceId` (the deposit's transaction) and `status`.
  const returned = z
    .object({ payment: z.string().min(1).max(128), status: z.enum(['success', 'failed', 'pending']) })
    .safeParse({
      payment: url.searchParams.get('referenceId') ?? url.searchParams.get('payment'),
      status: url.searchParams.get('status'),
    });
  if (returned.success || url.searchParams.has('payment')) {
    let cookie = store.write(stored as never);
    if (returned.success) {
      // Without a flow (the cookie expired while paying) the return is confirmed all the same.
      const flow =
        stored?.value === 'cashier' ? stored : { value: 'cashier', context: { referenceId: null } };
      const { snapshot } = await runFlow(
        machine,
        [{ type: 'returned', referenceId: returned.data.payment, status: returned.data.status }],
        { restore: { ...flow, context: { ...INITIAL_DEPOSIT_CONTEXT, ...flow.context } } },
      );
      cookie = store.write(restingFlowOf(snapshot) as never);
    }
    throw redirect(path, { status: 303, headers: { 'Set-Cookie': cookie } });
  }

  const headers = new Headers({ 'Cache-Control': 'no-store' });
  let flow = stored;
  if (!flow) {
    const { snapshot } = await runFlow(machine, [{ type: 'start', attemptKey: crypto.randomUUID() }]);
    flow = restingFlowOf(snapshot);
    headers.append('Set-Cookie', store.write(flow as never));
  } else if (flow.value === 'result') {
    // The result is shown once; the next visit starts a new attempt.
    headers.append('Set-Cookie', store.write(null));
  }
  const context = { ...INITIAL_DEPOSIT_CONTEXT, ...flow.context } as DepositContext;
  const view = viewOf(flow.value as DepositRestingState, context);

  const [methods, bonuses, nameOf] =
    view.state === 'allowed'
      ? await Promise.all([
          app.playerApi.depositMethods().catch(() => []),
          app.playerApi
            .campaigns({ query: { status: 'ACTIVE' } })
            .then((list) => list.filter((c) => DEPOSIT_BONUS_TRIGGERS.has(c.triggerEvent)))
            .catch(() => []),
          loadPaymentMethodNames(app.content),
        ])
      : [[], [], null];
  return data(
    {
      ...base,
      kind: 'flow' as const,
      currency: player.currency,
      countryCode: player.countryCode,
      view,
      methods: nameOf ? methodsOf(methods, nameOf) : [],
      bonuses: bonuses.map((c) => ({ id: c.campaignId, name: c.name })),
    },
    { headers },
  );
}

/** The methods by the brand's names for them (the content's, as on the withdrawal page). */
function methodsOf(
  list: ReadonlyArray<{ paymentMethod: string; name: string; minAmount: string; maxAmount: string | null }>,
  nameOf: PaymentMethodNames,
) {
  if (list.length) {
    return list.map((m) => ({
      code: m.paymentMethod,
      name: nameOf(m.paymentMethod, m.name),
      min: m.minAmount,
      max: m.maxAmount,
    }));
  }
  return FALLBACK_METHODS.map((code) => ({
    code,
    name: nameOf(code),
    min: '1.00',
    max: null as string | null,
  }));
}

/**
 * One-tap deposit amounts (not shown by the spec): the round amounts players pick most, kept to
 * those at least one method takes and within what is left of a deposit limit.
 */
const QUICK_AMOUNTS = [20, 50, 100, 200] as const;

function quickAmountsOf(
  methods: ReadonlyArray<{ min: string; max: string | null }>,
  limitLeft: string | null,
): string[] {
  return QUICK_AMOUNTS.filter(
    (amount) =>
      methods.some((m) => amount >= Number(m.min) && (m.max === null || amount <= Number(m.max))) &&
      (limitLeft === null || amount <= Number(limitLeft)),
  ).map(String);
}

const intentSchema = z.object({ intent: z.enum(['submit', 'cashier', 'verifyLater', 'retry', 'again']) });

export interface DepositActionData {
  fieldErrors?: Partial<Record<'amount' | 'paymentMethod' | 'bonusId', MessageId>>;
  formError?: MessageId;
  values?: { amount: string };
}

export async function action(args: Route.ActionArgs) {
  const { app, player, path, runtime, store, modal } = pageOf(args);
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
  const stored = store.read(args.request) as PersistedFlow | null;
  const machine = depositMachineFor(runtime);

  let event: DepositEvent | null = null;
  if (intent.data.intent === 'cashier') {
    // Back to the cashier page of the attempt in progress (the redirect below).
  } else if (intent.data.intent === 'submit') {
    const limitLeft = typeof stored?.context['limitLeft'] === 'string' ? stored.context['limitLeft'] : null;
    // Codes and ranges only: the names are for the page.
    const methods = methodsOf(await app.playerApi.depositMethods().catch(() => []), (code) => code);
    const bonuses = await app.playerApi
      .campaigns({ query: { status: 'ACTIVE' } })
      .then((list) => list.filter((c) => DEPOSIT_BONUS_TRIGGERS.has(c.triggerEvent)).map((c) => c.campaignId))
      .catch(() => [] as string[]);
    const parsed = submitSchema(
      player.currency,
      args.context.get(localeContext).formatting,
      methods,
      bonuses,
      limitLeft,
    ).safeParse(form);
    if (!parsed.success) {
      const fieldErrors: DepositActionData['fieldErrors'] = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'amount' | 'paymentMethod' | 'bonusId';
        fieldErrors[field] ??= issue.message as MessageId;
      }
      return invalid({ fieldErrors, values: { amount: String(form['amount'] ?? '').slice(0, 20) } });
    }
    event = { type: 'submit' as const, submission: parsed.data };
  } else if (intent.data.intent === 'verifyLater') {
    event = { type: 'verifyLater' as const };
  } else {
    event = { type: intent.data.intent, attemptKey: crypto.randomUUID() };
  }

  const events: DepositEvent[] = stored ? [] : [{ type: 'start', attemptKey: crypto.randomUUID() }];
  if (event) events.push(event);
  const { accepted, snapshot } = await runFlow(machine, events, { restore: stored });
  const cookie = store.write(restingFlowOf(snapshot) as never);
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

function submitSchema(
  currency: string,
  formatting: string,
  methods: ReturnType<typeof methodsOf>,
  bonuses: readonly string[],
  limitLeft: string | null,
) {
  return z
    .object({
      amount: z
        .string({ message: 'banking.amount.error.empty' })
        .max(20, { message: 'banking.amount.error.invalid' }),
      paymentMethod: z.enum(PAYMENT_METHOD_CODES, { message: 'banking.method.error' }),
      bonusId: z.string().max(128).optional().default(''),
    })
    .transform((form, ctx) => {
      const method = methods.find((m) => m.code === form.paymentMethod);
      if (!method) {
        ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: 'banking.method.error' });
        return z.NEVER;
      }
      if (form.bonusId && !bonuses.includes(form.bonusId)) {
        ctx.addIssue({ code: 'custom', path: ['bonusId'], message: 'deposit.bonus.error' });
        return z.NEVER;
      }
      const amount = parseMoneyInput(form.amount, currency, formatting);
      const fail = (message: MessageId) => {
        ctx.addIssue({ code: 'custom', path: ['amount'], message });
        return z.NEVER;
      };
      if (!amount.ok)
        return fail(amount.error === 'empty' ? 'banking.amount.error.empty' : 'banking.amount.error.invalid');
      const value = Number(amount.value);
      if (value <= 0 || value < Number(method.min)) return fail('banking.amount.error.tooSmall');
      if (
        (method.max !== null && value > Number(method.max)) ||
        (limitLeft !== null && value > Number(limitLeft))
      ) {
        return fail('banking.amount.error.tooLarge');
      }
      return { amount: amount.value, paymentMethod: form.paymentMethod, bonusId: form.bonusId || null };
    });
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
              currency={loaderData.currency}
              defaultValue={result?.values?.amount}
              error={result?.fieldErrors?.amount}
              quickAmounts={quickAmountsOf(loaderData.methods, view.limitLeft).map((value) => ({
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
            <fieldset
              className={styles.fieldset}
              aria-describedby={result?.fieldErrors?.paymentMethod ? `${id}-method-error` : undefined}
            >
              <legend>{t('banking.method.label')}</legend>
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
              {result?.fieldErrors?.paymentMethod ? (
                <p id={`${id}-method-error`} className={styles.fieldError}>
                  {t(result.fieldErrors.paymentMethod)}
                </p>
              ) : null}
            </fieldset>
            {loaderData.bonuses.length ? (
              <fieldset
                className={styles.fieldset}
                aria-describedby={result?.fieldErrors?.bonusId ? `${id}-bonus-error` : undefined}
              >
                <legend>{t('deposit.bonus.legend')}</legend>
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
                {result?.fieldErrors?.bonusId ? (
                  <p id={`${id}-bonus-error`} className={styles.fieldError}>
                    {t(result.fieldErrors.bonusId)}
                  </p>
                ) : null}
              </fieldset>
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
            <p>
              {view.daysLeftToVerifyDocuments !== null
                ? t('deposit.documents.days', { days: view.daysLeftToVerifyDocuments })
                : t('deposit.documents.text')}
            </p>
            <div className={styles.actions}>
              <Link to={`/${loaderData.locale}/my-account/account/verification`}>
                {t('deposit.documents.verify')}
              </Link>
              {view.canVerifyLater ? (
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
              ) : null}
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
