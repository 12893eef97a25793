/**
 * Sign-up `/signup` (spec 1 §2; §3 "Registration payload", "Sign-up state"; §4 "Registration
 * steps"; §5; §8 "Sign-up"). The flow is the machine of packages/flows run on the server
 * (flows/signup.server.ts): every step is a plain form post that works without JavaScript, and
 * with JavaScript posts without a full reload (React Router's <Form>).
 *
 * Variants (brand config `signupVariant`, no code forks): `standard` shows Details and ContactInfo
 * as two steps; `short-form` shows both on one page; `bank-id-first` offers pay-and-play first
 * (when the brand has it) and then the one-page form.
 *
 * Decisions:
 * - The deposit-limit prompt (UKGC RTS 12A) is part of ContactInfo: a period and an amount, or
 *   left empty to skip. It is set right after the automatic login.
 * - Going back to Details keeps the password already given (the field may be left empty); the
 *   password is never sent back to the browser.
 * - The attempts-exceeded state shows the message with links to support and home rather than
 *   moving the player on by itself.
 * - The captcha token header is a dash unless the form carries a token (no captcha widget runs in
 *   the embedded defaults; an operator adds one by posting `hcaptchaToken`).
 */
import { useEffect, useRef } from 'react';
import { Form, data, redirect, useActionData, useNavigation } from 'react-router';
import {
  CPF_COUNTRIES,
  defaultSignUpCountry,
  dialPrefixCountries,
  formatLocale,
  registrationCountries,
} from '@casino/domain';
import type { SignUpEvent, SignUpStep } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import { layout } from '@casino/ui';
import type { Route } from './+types/signup';
import * as styles from '../components/login.css.ts';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import { pushDataLayer } from '../lib/dataLayer.ts';
import { parseForm, readForm } from '../lib/form.server.ts';
import { useT } from '../lib/i18n.ts';
import { publicSignUpState, signUpFlow, signUpMachineFor, signUpStepFor } from '../flows/signup.server.ts';
import {
  codeForm,
  echo,
  parseContact,
  parseDetails,
  SIGNUP_MESSAGES,
  type FieldErrors,
} from '../flows/signupForms.server.ts';
import {
  ContactFields,
  DetailsFields,
  PreviousButton,
  Verification,
  fieldErrorsOf,
  useMessage,
} from '../components/SignUpSteps.tsx';
import { graphql } from '../generated/graphql';

type Step = SignUpStep;

// ---------------------------------------------------------------------------------------------
// Loader
// ---------------------------------------------------------------------------------------------

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { state } = context.get(sessionContext);
  const store = signUpFlow.store(app.flowCookies);
  const persisted = store.read(request);
  const step: Step = signUpStepFor(persisted);
  if (state.kind === 'authorised' && step !== 'complete') throw redirect(`/${formatLocale(locale)}`);

  const [content, station] = await Promise.all([
    app.content.query(SIGNUP_PAGE_QUERY, { language: locale.siteLanguage }),
    app.playerApi.playerStation().catch(() => null),
  ]);
  const all = content.allCountry.flatMap((country) =>
    country.code
      ? [
          {
            code: country.code,
            name: country.displayName?.text ?? country.name ?? country.code,
            isd: country.isd ?? null,
            active: country.active ?? false,
            allowed: country.allowed ?? false,
          },
        ]
      : [],
  );
  const countries = registrationCountries(all, locale.market, app.brand.registrationHiddenCountries);
  const detected = defaultSignUpCountry(countries, station?.autodetectedCountry);
  const flow = persisted ? publicSignUpState(persisted.context) : null;
  const countryCode = flow?.details?.countryCode ?? detected;
  const config = await app.playerApi
    .signUpConfig({ query: { siteId: app.brand.siteId, countryCode } })
    .catch(() => null);
  const bonus =
    content.allBonusCTA.find((cta) => cta.markets?.some((m) => m?.marketId === locale.market)) ??
    content.allBonusCTA.find((cta) => !cta.markets?.length);

  const headers = new Headers();
  // The Complete step is shown once; the flow then ends.
  if (step === 'complete') headers.append('Set-Cookie', store.write(null));
  return data(
    {
      locale: formatLocale(locale),
      brandName: app.brand.name,
      variant: app.brand.signupVariant,
      payAndPlay: app.brand.features['payAndPlay'] === true,
      step,
      flow,
      countries: countries.map(({ code, name }) => ({ code, name })),
      prefixes: dialPrefixCountries(countries).map(({ code, name, isd }) => ({ code, name, isd: isd! })),
      defaults: { countryCode: detected },
      cpfCountries: [...CPF_COUNTRIES],
      smsMaxAttempts: config?.smsMaxAttempts ?? null,
      bonus: bonus && {
        title: bonus.title?.text ?? null,
        description: bonus.description?.text ?? null,
      },
      firstName: state.kind === 'authorised' ? state.player.firstName : (flow?.details?.firstName ?? null),
    },
    { headers },
  );
}

// ---------------------------------------------------------------------------------------------
// Action
// ---------------------------------------------------------------------------------------------

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { session, state } = context.get(sessionContext);
  const here = `/${formatLocale(locale)}/signup`;
  if (state.kind === 'authorised') throw redirect(`/${formatLocale(locale)}`, 303);
  const store = signUpFlow.store(app.flowCookies);
  const form = (await readForm(request)) ?? {};
  const intent = typeof form['intent'] === 'string' ? form['intent'] : '';

  if (intent === 'restart') {
    return redirect(here, { status: 303, headers: { 'Set-Cookie': store.write(null) } });
  }

  const persisted = store.read(request);
  const { allCountry } = await app.content.query(SIGNUP_COUNTRIES_QUERY);
  const countries = registrationCountries(
    allCountry.flatMap((c) =>
      c.code
        ? [{ code: c.code, name: c.code, isd: c.isd ?? null, active: !!c.active, allowed: !!c.allowed }]
        : [],
    ),
    locale.market,
    app.brand.registrationHiddenCountries,
  );
  const codes = new Set(countries.map((c) => c.code));
  const prefixes = new Map(dialPrefixCountries(countries).map((c) => [c.code, c.isd!]));

  const events: SignUpEvent[] = [];
  let errors: FieldErrors = {};
  const keptPassword = persisted?.context.details?.password || null;
  if (intent === 'details' || intent === 'all') {
    const details = parseDetails(form, codes, keptPassword);
    if (details.ok) events.push({ type: 'next', details: details.value });
    else errors = { ...errors, ...details.errors };
  }
  if (intent === 'contact' || intent === 'all') {
    const contact = parseContact(form, prefixes, locale.formatting);
    if (contact.ok) events.push({ type: 'next', contact: contact.value });
    else errors = { ...errors, ...contact.errors };
  }
  if (intent === 'previous') events.push({ type: 'previous' });
  if (intent === 'resend') {
    const channel = form['channel'] === 'email' ? 'email' : 'sms';
    events.push({ type: 'resend', channel });
  }
  if (intent === 'verify') {
    const parsed = parseForm(codeForm, form, SIGNUP_MESSAGES);
    if (parsed.ok) events.push({ type: 'verify', channel: parsed.data.channel, code: parsed.data.code });
    else errors = parsed.fieldErrors;
  }
  if (Object.keys(errors).length || (!events.length && intent !== '')) {
    if (!Object.keys(errors).length) errors = { form: 'signup.error.form' };
    return data({ errors, values: echo(form) }, { status: 400 });
  }
  if (!persisted && !(intent === 'details' || intent === 'all')) return redirect(here, 303);

  const given = events.find((event) => 'details' in event);
  const countryCode =
    (given && 'details' in given ? given.details.countryCode : undefined) ??
    persisted?.context.details?.countryCode ??
    'FI';
  const config = await app.playerApi
    .signUpConfig({ query: { siteId: app.brand.siteId, countryCode } })
    .catch(() => null);
  const captcha =
    typeof form['hcaptchaToken'] === 'string' && form['hcaptchaToken'] ? form['hcaptchaToken'] : '-';
  const { resting } = await signUpFlow.run(
    signUpMachineFor({
      playerApi: app.playerApi,
      siteId: app.brand.siteId,
      language: locale.siteLanguage,
      termsVersion: config?.termsAndConditionsVersion ?? 1,
      captchaToken: captcha.slice(0, 4096),
      session,
      auth: app.auth,
    }),
    persisted,
    events,
  );
  return redirect(here, { status: 303, headers: { 'Set-Cookie': store.write(resting) } });
}

// ---------------------------------------------------------------------------------------------
// Page
// ---------------------------------------------------------------------------------------------

const STEP_NUMBERS: Partial<Record<Step, number>> = {
  details: 1,
  contactInfo: 2,
  verification: 3,
  complete: 4,
};

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const message = useMessage();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { step, flow, variant, locale } = loaderData;
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const values = actionData && 'values' in actionData ? actionData.values : {};
  const errors: FieldErrors = {
    ...fieldErrorsOf(flow?.error),
    ...(actionData && 'errors' in actionData ? actionData.errors : {}),
  };
  const formError = flow?.error?.messageId ?? (errors['form'] ? errors['form'] : undefined);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (step === 'details' && !flow) pushDataLayer('registration_start');
    } else {
      heading.current?.focus();
    }
    if (step === 'complete') {
      pushDataLayer('registration_complete');
      if (!flow?.loginFailed) pushDataLayer('login_complete', { firstLogin: true });
    }
  }, [step, flow]);

  const onePage = variant !== 'standard';
  const stepNumber = STEP_NUMBERS[step];
  return (
    <div className={styles.signupLayout}>
      <article aria-labelledby="signup-title" className={styles.signupMain}>
        <h1 id="signup-title" tabIndex={-1} ref={heading} data-step={step}>
          {t(`signup.step.${step}` as MessageId)}
        </h1>
        {stepNumber && !onePage ? (
          <p className={layout.muted}>{t('signup.stepOf', { step: stepNumber, total: 4 })}</p>
        ) : null}
        {formError && step !== 'duplicated' && step !== 'unsupported' && step !== 'attemptsExceeded' ? (
          <p role="alert" className={styles.alert}>
            {message(formError)}
          </p>
        ) : null}

        {variant === 'bank-id-first' && loaderData.payAndPlay && step === 'details' ? (
          <section className={layout.card} aria-labelledby="signup-pnp">
            <h2 id="signup-pnp">{t('signup.pnp.title')}</h2>
            <p>{t('signup.pnp.text')}</p>
            <a className={layout.button} href={`/${locale}/signup/pnp`}>
              {t('signup.pnp.action')}
            </a>
          </section>
        ) : null}

        {step === 'details' || (step === 'contactInfo' && onePage) ? (
          <Form method="post" className={styles.form} noValidate>
            <input type="hidden" name="intent" value={onePage ? 'all' : 'details'} />
            <DetailsFields loaderData={loaderData} values={values} errors={errors} message={message} />
            {onePage ? (
              <ContactFields loaderData={loaderData} values={values} errors={errors} message={message} />
            ) : null}
            <button type="submit" className={layout.button} disabled={busy}>
              {busy ? t('signup.busy') : onePage ? t('signup.submit') : t('signup.next')}
            </button>
          </Form>
        ) : null}

        {step === 'contactInfo' && !onePage ? (
          <>
            <Form method="post" className={styles.form} noValidate>
              <input type="hidden" name="intent" value="contact" />
              <ContactFields loaderData={loaderData} values={values} errors={errors} message={message} />
              <button type="submit" className={layout.button} disabled={busy}>
                {busy ? t('signup.busy') : t('signup.submit')}
              </button>
            </Form>
            <PreviousButton label={t('signup.previous')} />
          </>
        ) : null}

        {step === 'verification' && flow ? (
          <Verification flow={flow} errors={errors} message={message} busy={busy} />
        ) : null}

        {step === 'complete' ? (
          <section aria-live="polite">
            <p data-testid="signup-complete">
              {t('signup.complete.text', { name: loaderData.firstName ?? '', brand: loaderData.brandName })}
            </p>
            {flow?.loginFailed ? (
              <p>
                <a href="#login">{t('signup.complete.login')}</a>
              </p>
            ) : (
              <p>
                <a className={layout.button} href={`/${locale}/deposit`}>
                  {t('signup.complete.deposit')}
                </a>{' '}
                <a href={`/${locale}`}>{t('signup.complete.home')}</a>
              </p>
            )}
          </section>
        ) : null}

        {step === 'duplicated' ? (
          <section>
            <p role="alert">{t('signup.duplicated.text')}</p>
            <p>
              <a className={layout.button} href="#login">
                {t('signup.duplicated.login')}
              </a>{' '}
              <a href={`/${locale}/reset-password`}>{t('signup.duplicated.reset')}</a>
            </p>
            <PreviousButton label={t('signup.duplicated.other')} />
          </section>
        ) : null}

        {step === 'unsupported' ? (
          <section>
            <p role="alert">{t('signup.unsupported.text')}</p>
            <PreviousButton label={t('signup.unsupported.change')} />
          </section>
        ) : null}

        {step === 'attemptsExceeded' ? (
          <section>
            <p role="alert">{t('signup.attempts.text')}</p>
            <p>
              <a href={`/${locale}/contact-live-chat`}>{t('signup.attempts.support')}</a>
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="restart" />
              <button type="submit" className={layout.button}>
                {t('signup.restart')}
              </button>
            </Form>
          </section>
        ) : null}
      </article>

      {loaderData.bonus?.title ? (
        <aside className={layout.card} aria-labelledby="signup-bonus">
          <h2 id="signup-bonus">{loaderData.bonus.title}</h2>
          {loaderData.bonus.description ? <p>{loaderData.bonus.description}</p> : null}
        </aside>
      ) : null}
    </div>
  );
}

const SIGNUP_PAGE_QUERY = graphql(`
  query SignUpPage($language: String!) {
    allCountry(where: { active: { eq: true } }, sort: [{ name: ASC }]) {
      code
      name
      isd
      active
      allowed
      displayName {
        text(language: $language)
      }
    }
    allBonusCTA {
      title {
        text(language: $language)
      }
      description {
        text(language: $language)
      }
      markets {
        marketId
      }
    }
  }
`);

const SIGNUP_COUNTRIES_QUERY = graphql(`
  query SignUpCountries {
    allCountry(where: { active: { eq: true } }) {
      code
      isd
      active
      allowed
    }
  }
`);
