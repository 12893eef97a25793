/**
 * Pay-and-play `/signup/pnp` (spec 1 §4 "Pay-and-play", §6 "Pay-and-play is shown only when…",
 * §7 the pay-and-play calls, §8 "Pnp Banner not being configured!"), run by the pay-and-play
 * machine of packages/flows on the server:
 *
 * - Offered when the brand enables it (the content's `featureFlags.payAndPlay` over the brand file's
 *   `features.payAndPlay`), the player API's access context says `payAndPlayEnabled`, and the
 *   content's IP whitelist, when it lists any address, lists the visitor's. Otherwise the page says
 *   it is not available and links to the normal sign-up. A logged-in player is sent home.
 * - Each post restores the flow from its encrypted cookie (lib/flowState.server.ts), sends one
 *   event, waits until the machine settles and stores the new state; then it redirects (303):
 *   to the bank-identification page after authorise, to the page after login, else back here.
 *   So every step is a plain form post without JavaScript, and a client-side navigation with it.
 * - The bank returns the player here with `?state=&sessionId=&code=` (or `&error=access_denied`):
 *   `state` is a random value made at authorise and kept in the flow cookie, so only the browser
 *   that started the identification can use its code (the API, for its part, sends
 *   the player back only to the brand's own site); the loader sends it to the flow (verify the code, and the login when the form is skipped) and
 *   redirects to the clean URL, so the one-time code leaves the address bar and the history.
 * - Login stores the tokens in the session (`establishSession`) and goes where "After login" says
 *   (spec 1 §2): the requested `?redirect=`, else the stored redirect, else home.
 * - Every form is validated with zod; bad input answers 400 with message ids on the fields.
 *
 * Decisions:
 * - The bank page is a redirect, not an iframe: it works without JavaScript and keeps the bank's
 *   page out of the site's frame (the spec's `iframeUrl` is the flow's `bankIdUrl`).
 * - Amounts are `PAY_AND_PLAY_MIN_AMOUNT`…`PAY_AND_PLAY_MAX_AMOUNT` (@casino/domain payAndPlay.ts) in the
 *   market's currency with at most two decimals,
 *   typed in the page's number format; the banner's amounts are one-click choices.
 * - No banner for the market (or not in the language) is reported as spec 1 §8 words it, and the
 *   page goes on without one.
 */
import { useEffect, useRef } from 'react';
import { newReturnState, sameReturnState } from '../lib/returnState.server.ts';
import { Form, data, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import {
  PAY_AND_PLAY_MAX_AMOUNT,
  PAY_AND_PLAY_MIN_AMOUNT,
  afterLoginPath,
  apiLanguage,
  formatLocale,
  formatMoney,
  localisedPath,
  safeSitePath,
} from '@casino/domain';
import type { PayAndPlayEvent, PayAndPlayWaitingState } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import { layout } from '@casino/ui';
import type { Route } from './+types/signup-pnp';
import { PayAndPlayAmountForm } from '../components/PayAndPlayAmountForm.tsx';
import { PayAndPlayBanner } from '../components/PayAndPlayBanner.tsx';
import { PayAndPlaySignUpForm } from '../components/PayAndPlaySignUpForm.tsx';
import * as styles from '../components/login.css.ts';
import { latestTermsVersion } from '../lib/access.server.ts';
import { UnusableTokensError, establishSession } from '../lib/auth.server.ts';
import {
  appContext,
  localeContext,
  sessionContext,
  type AppContext,
  type PageLocale,
} from '../lib/context.ts';
import {
  payAndPlayFlow,
  payAndPlayMachineFor,
  storedPayAndPlay,
  type StoredPayAndPlay,
} from '../flows/pay-and-play.server.ts';
import {
  loadPayAndPlayOffer,
  payAndPlayAmountOf,
  payAndPlaySignUpSchema,
  type PayAndPlayOffer,
} from '../flows/payAndPlayOffer.server.ts';
import { parseForm, readForm } from '../lib/form.server.ts';
import { useT } from '../lib/i18n.ts';
import { loadPageHeading } from '../lib/pages.server.ts';
import { clearPlayer, type PlayerSession } from '../lib/session.server.ts';

const PAGE_PATH = '/signup/pnp';

// ---------------------------------------------------------------------------------------------
// The flow's cookie: a waiting state of the machine and its context.
// ---------------------------------------------------------------------------------------------

const flowStore = (app: AppContext) => payAndPlayFlow.store(app.flowCookies);
type StoredFlow = StoredPayAndPlay;

interface RequestParts {
  request: Request;
  app: AppContext;
  locale: PageLocale;
  offer: PayAndPlayOffer;
  session: PlayerSession;
}

const pageUrl = (locale: PageLocale) => localisedPath(formatLocale(locale), PAGE_PATH);

/**
 * Sends `event` to the stored flow (or a new one), waits until it settles and answers the
 * redirect with the new flow cookie; on completion stores the session and leaves the page.
 */
async function advance(
  { request, app, locale, offer, session }: RequestParts,
  stored: StoredFlow | null,
  event: PayAndPlayEvent,
  redirectPath: string | null,
): Promise<Response> {
  const origin = new URL(request.url).origin;
  // A new bank identification gets a new state; every later step keeps the stored one.
  const returnState = event.type === 'authorise' ? newReturnState() : (stored?.returnState ?? undefined);
  const machine = payAndPlayMachineFor({
    playerApi: app.playerApi,
    address: app.clientAddress ?? '0.0.0.0',
    country: offer.country,
    currency: offer.currency,
    // The API takes the base of a region language (inen → en, caf → fr, br → pt; spec 1 §3).
    language: apiLanguage(locale.siteLanguage),
    returnUrl: `${origin}${pageUrl(locale)}${returnState ? `?state=${returnState}` : ''}`,
    termsVersion: () => latestTermsVersion(app.content, Date.now()),
  });
  const store = flowStore(app);
  const {
    accepted,
    snapshot: settled,
    resting,
  } = await payAndPlayFlow.run(machine, stored, [event], { input: { redirectPath } });
  if (!accepted) return redirect(pageUrl(locale), 303);

  if (settled.status === 'done' && settled.output) {
    const prefix = formatLocale(locale);
    const { playerApi, auth } = app;
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
      return redirect(pageUrl(locale), { status: 303, headers: { 'Set-Cookie': store.write(failed) } });
    }
    const [profile, latest] = await Promise.all([
      playerApi.playerProfile(),
      latestTermsVersion(app.content, now),
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
  return redirect(pageUrl(locale), { status: 303, headers });
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { state, session } = context.get(sessionContext);
  if (state.kind === 'authorised') throw redirect(localisedPath(formatLocale(locale), '/'));
  const url = new URL(request.url);
  const [offer, heading] = await Promise.all([
    loadPayAndPlayOffer(app, locale),
    loadPageHeading(app.content, PAGE_PATH, locale.siteLanguage),
  ]);
  const page = {
    locale: formatLocale(locale),
    title: heading.title,
    description: heading.description,
  };
  if (!offer.available) {
    return data(
      { ...page, available: false as const },
      { headers: { 'Set-Cookie': flowStore(app).write(null) } },
    );
  }

  const stored = flowStore(app).read(request);
  if (url.searchParams.has('sessionId')) {
    const back = bankReturnSchema.safeParse(Object.fromEntries(url.searchParams));
    if (!back.success || !stored || !sameReturnState(back.data.state, stored.returnState)) {
      // A return without this browser's flow (expired cookie, another browser, a link someone
      // else started and sent): start again, and the code is never used.
      throw redirect(pageUrl(locale), { headers: { 'Set-Cookie': flowStore(app).write(null) } });
    }
    const event: PayAndPlayEvent = back.data.code
      ? { type: 'codeReceived', sessionId: back.data.sessionId, oneTimeCode: back.data.code }
      : { type: 'identificationCancelled', sessionId: back.data.sessionId };
    throw await advance({ request, app, locale, offer, session }, stored, event, null);
  }

  const flow = stored ?? null;
  const formatting = { locale: locale.formatting, countryCode: offer.country };
  return {
    ...page,
    available: true as const,
    // The store takes only the machine's resting states.
    step: (flow?.value ?? 'amount') as PayAndPlayWaitingState,
    currency: offer.currency,
    banner: offer.banner,
    prefixes: offer.prefixes,
    countryPrefix: offer.countryPrefix,
    presets: (offer.banner?.amounts ?? []).map((value) => ({
      value,
      label: formatMoney(value, offer.currency, formatting),
    })),
    defaultAmount: defaultAmountText(flow?.context.amount ?? offer.banner?.defaultAmount ?? null, locale),
    min: formatMoney(PAY_AND_PLAY_MIN_AMOUNT, offer.currency, formatting),
    max: formatMoney(PAY_AND_PLAY_MAX_AMOUNT, offer.currency, formatting),
    amount: flow?.context.amount ? formatMoney(flow.context.amount, offer.currency, formatting) : null,
    bankIdUrl: flow?.context.bankIdUrl ?? null,
    signUpForm: flow?.context.signUpForm ?? null,
    fieldErrors: flow?.context.signUpBackendErrors ?? {},
    error: flow?.context.error ?? null,
    redirect: safeSitePath(url.searchParams.get('redirect')),
    minimumAge: offer.minimumAge,
  };
}

/** An amount ("50.00") as the player types it in the page's number format ("50,00"). */
function defaultAmountText(amount: string | null, locale: PageLocale): string {
  if (!amount) return '';
  const decimal = new Intl.NumberFormat(locale.formatting)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal');
  return amount.replace('.', decimal?.value ?? '.');
}

// ---------------------------------------------------------------------------------------------
// Action: one step per post.
// ---------------------------------------------------------------------------------------------

type FieldErrors = Partial<Record<'amount' | 'email' | 'phonePrefix' | 'phoneNumber' | 'terms', MessageId>>;
/** What the player sent, shown again with the errors of a refused post. */
type SentValues = Partial<{
  amount: string;
  email: string;
  phonePrefix: string;
  phoneNumber: string;
  marketing: boolean;
}>;

function refused(
  formError: MessageId,
  status: number,
  fieldErrors: FieldErrors = {},
  values: SentValues = {},
) {
  return data({ formError, fieldErrors, values }, { status });
}

const intentSchema = z.enum(['authorise', 'signUp', 'retryLogin', 'restart']);

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { state, session } = context.get(sessionContext);
  if (state.kind === 'authorised') return redirect(localisedPath(formatLocale(locale), '/'), 303);
  const offer = await loadPayAndPlayOffer(app, locale);
  if (!offer.available) {
    return refused('pnp.unavailable.text', 403);
  }
  const form = await readForm(request);
  const intent = intentSchema.safeParse(form?.['intent']);
  if (!form || !intent.success) {
    return refused('pnp.error.request', 400);
  }
  const stored = flowStore(app).read(request);
  const parts = { request, app, locale, offer, session };

  switch (intent.data) {
    case 'authorise': {
      const result = payAndPlayAmountOf(form, offer.currency, locale);
      if ('error' in result) {
        const amount = typeof form['amount'] === 'string' ? form['amount'].slice(0, 30) : '';
        return refused('pnp.error.form', 400, { amount: result.error }, { amount });
      }
      const redirectPath = safeSitePath(typeof form['redirect'] === 'string' ? form['redirect'] : null);
      // A new amount starts a new session; a flow past the bank (the form, a login error) keeps going.
      const keep =
        stored &&
        !['amount', 'authoriseError', 'bankIdentification', 'verifyCodeError'].includes(stored.value);
      return advance(parts, keep ? stored : null, { type: 'authorise', amount: result.amount }, redirectPath);
    }
    case 'signUp': {
      const parsed = parseForm<typeof payAndPlaySignUpSchema, keyof FieldErrors>(
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
      if (!stored) return redirect(pageUrl(locale), 303);
      return advance(
        parts,
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
      if (!stored) return redirect(pageUrl(locale), 303);
      return advance(parts, stored, { type: 'retryLogin' }, null);
    case 'restart':
      if (!stored) return redirect(pageUrl(locale), 303);
      return advance(parts, stored, { type: 'restart' }, null);
  }
}

// ---------------------------------------------------------------------------------------------
// The page.
// ---------------------------------------------------------------------------------------------

export default function PayAndPlayPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = loaderData.available ? loaderData.step : 'unavailable';
  const previous = useRef(step);
  // After a step change (without a reload) focus moves to the new step's heading.
  useEffect(() => {
    if (previous.current !== step) headingRef.current?.focus();
    previous.current = step;
  }, [step]);

  const title = loaderData.title ?? t('pnp.title');
  if (!loaderData.available) {
    return (
      <article aria-labelledby="pnp-title" data-step="unavailable">
        <h1 id="pnp-title">{title}</h1>
        <section className={layout.card} aria-labelledby="pnp-step">
          <h2 id="pnp-step" ref={headingRef} tabIndex={-1}>
            {t('pnp.unavailable.title')}
          </h2>
          <p>{t('pnp.unavailable.text')}</p>
          <p>
            <a className={layout.button} href={`/${loaderData.locale}/signup`}>
              {t('pnp.unavailable.signup')}
            </a>
          </p>
        </section>
      </article>
    );
  }

  const data = loaderData;
  const sent: SentValues | undefined = actionData?.values;
  const sentErrors: FieldErrors = actionData?.fieldErrors ?? {};
  const error = data.error;
  const errorText = error ? t(error.messageId as MessageId, { days: error.remainingDays ?? 0 }) : null;
  const restartForm = (
    <Form method="post" replace>
      <input type="hidden" name="intent" value="restart" />
      <button type="submit" className={layout.button} disabled={busy}>
        {t('pnp.restart')}
      </button>
    </Form>
  );
  const heading = (text: string) => (
    <h2 id="pnp-step" ref={headingRef} tabIndex={-1}>
      {text}
    </h2>
  );

  let content: React.ReactNode;
  switch (data.step) {
    case 'amount':
    case 'authoriseError':
      content = (
        <>
          {heading(t('pnp.amount.heading'))}
          <p>{t('pnp.amount.intro')}</p>
          {errorText && !error?.field ? (
            <p role="alert" className={styles.alert}>
              {errorText}
            </p>
          ) : null}
          <PayAndPlayAmountForm
            currency={data.currency}
            presets={data.presets}
            defaultAmount={sent?.amount ?? data.defaultAmount}
            min={data.min}
            max={data.max}
            redirect={data.redirect}
            error={sentErrors.amount ?? (error?.field === 'amount' ? (error.messageId as MessageId) : null)}
            busy={busy}
          />
        </>
      );
      break;
    case 'bankIdentification':
      content = (
        <>
          {heading(t('pnp.bank.heading'))}
          <p>{t('pnp.bank.text', { amount: data.amount ?? '' })}</p>
          <p>
            <a className={layout.button} href={data.bankIdUrl ?? '#'}>
              {t('pnp.bank.continue')}
            </a>
          </p>
          {restartForm}
        </>
      );
      break;
    case 'verifyCodeError':
      content = (
        <>
          {heading(t('pnp.problem.heading'))}
          <p role="alert" className={styles.alert}>
            {errorText}
          </p>
          {restartForm}
        </>
      );
      break;
    case 'signUpForm':
    case 'updatePlayerError': {
      const values = sent;
      content = (
        <>
          {heading(t('pnp.signup.heading'))}
          <p>{t('pnp.signup.intro')}</p>
          {errorText ? (
            <p role="alert" className={styles.alert}>
              {errorText}
            </p>
          ) : null}
          <PayAndPlaySignUpForm
            locale={data.locale}
            prefixes={data.prefixes}
            values={{
              email: values?.email ?? data.signUpForm?.email ?? '',
              phonePrefix: values?.phonePrefix || data.signUpForm?.phonePrefix || data.countryPrefix,
              phoneNumber: values?.phoneNumber ?? data.signUpForm?.phoneNumber ?? '',
              marketing: values?.marketing ?? data.signUpForm?.marketingOptIn ?? false,
            }}
            errors={{
              ...(data.fieldErrors as FieldErrors),
              ...sentErrors,
            }}
            busy={busy}
          />
        </>
      );
      break;
    }
    case 'loginError':
      content = (
        <>
          {heading(t('pnp.login.heading'))}
          <div role="alert" className={styles.alert}>
            <p>{errorText}</p>
            {error?.isCooling ? <p>{t('pnp.login.cooling')}</p> : null}
          </div>
          <Form method="post" replace>
            <input type="hidden" name="intent" value="retryLogin" />
            <button type="submit" className={layout.button} disabled={busy}>
              {t('pnp.login.retry')}
            </button>
          </Form>
          {restartForm}
        </>
      );
      break;
  }

  return (
    <article aria-labelledby="pnp-title" data-step={data.step}>
      <h1 id="pnp-title">{title}</h1>
      {data.description ? <p>{data.description}</p> : null}
      <div className={layout.grid}>
        <section className={layout.card} aria-labelledby="pnp-step" aria-busy={busy}>
          {actionData?.formError ? (
            <p role="alert" className={styles.alert}>
              {t(actionData.formError)}
            </p>
          ) : null}
          {content}
        </section>
        {data.banner ? <PayAndPlayBanner banner={data.banner} /> : null}
      </div>
    </article>
  );
}
