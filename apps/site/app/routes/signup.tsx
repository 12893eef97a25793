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
import { useEffect, useRef, useState } from 'react';
import { Form, data, redirect, useActionData, useNavigation } from 'react-router';
import { z } from 'zod';
import {
  CPF_COUNTRIES,
  defaultSignUpCountry,
  dialPrefixCountries,
  formatLocale,
  isAdult,
  joinMobilePhone,
  normaliseCpf,
  parseMoneyInput,
  passwordProblem,
  registrationCountries,
  type SignUpError,
} from '@casino/domain';
import type { SignUpEvent, SignUpStep } from '@casino/flows';
import type { MessageId } from '@casino/i18n';
import { a11y, layout } from '@casino/ui';
import type { Route } from './+types/signup';
import * as styles from '../components/login.css.ts';
import { EXTERNAL_LINK, useTermsHref } from '../components/links.ts';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import { pushDataLayer } from '../lib/dataLayer.ts';
import { readForm } from '../lib/form.server.ts';
import { useT } from '../lib/i18n.ts';
import {
  publicSignUpState,
  signUpFlow,
  signUpMachineFor,
  signUpStepFor,
  type PublicSignUpState,
} from '../flows/signup.server.ts';
import { graphql } from '../generated/graphql';

type Step = SignUpStep;
type FieldErrors = Partial<Record<string, string>>;

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

const text = (max: number, message: string) => z.string().trim().min(1, { message }).max(max, { message });

const detailsForm = z.object({
  firstName: text(50, 'signup.error.firstName'),
  lastName: text(50, 'signup.error.lastName'),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ message: 'signup.error.email' })),
  password: z.string().max(128, { message: 'signup.error.password.tooLong' }),
  countryCode: z.string().regex(/^[A-Z]{2}$/, { message: 'signup.error.country' }),
  cpf: z.string().max(20).optional(),
});

const contactForm = z.object({
  phoneCountry: z.string().regex(/^[A-Z]{2}$/, { message: 'signup.error.phone' }),
  phoneNumber: z.string().max(20, { message: 'signup.error.phone' }),
  dateOfBirth: z.iso.date({ message: 'signup.error.dateOfBirth' }),
  postalCode: text(10, 'signup.error.postalCode'),
  terms: z.literal('on', { message: 'signup.error.terms' }),
  marketing: z.literal('on').optional(),
  limitPeriod: z.enum(['', 'D', 'W', 'M']).default(''),
  limitAmount: z.string().max(20).default(''),
});

const codeForm = z.object({
  channel: z.enum(['sms', 'email']),
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, { message: 'signup.error.code' }),
});

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message.startsWith('signup.') ? issue.message : `signup.error.${field}`;
  }
  return errors;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

function parseDetails(
  form: Record<string, FormDataEntryValue>,
  countries: ReadonlySet<string>,
  keptPassword: string | null,
): Parsed<Extract<SignUpEvent, { details: unknown }>['details']> {
  const parsed = detailsForm.safeParse(form);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const errors: FieldErrors = {};
  const value = parsed.data;
  const password = value.password || keptPassword || '';
  const weak = passwordProblem(password, value.email);
  if (weak) errors['password'] = `signup.error.password.${weak}`;
  if (!countries.has(value.countryCode)) errors['countryCode'] = 'signup.error.country';
  let cpf: string | undefined;
  if (CPF_COUNTRIES.has(value.countryCode)) {
    cpf = normaliseCpf(value.cpf ?? '') ?? undefined;
    if (!cpf) errors['cpf'] = 'signup.error.cpf';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName: value.firstName,
      lastName: value.lastName,
      email: value.email.toLowerCase(),
      password,
      countryCode: value.countryCode,
      ...(cpf ? { cpf } : {}),
    },
  };
}

function parseContact(
  form: Record<string, FormDataEntryValue>,
  prefixes: ReadonlyMap<string, string>,
  locale: string,
): Parsed<Extract<SignUpEvent, { contact: unknown }>['contact']> {
  const parsed = contactForm.safeParse(form);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const value = parsed.data;
  const errors: FieldErrors = {};
  const prefix = prefixes.get(value.phoneCountry);
  const mobilePhone = prefix ? joinMobilePhone(prefix, value.phoneNumber) : null;
  if (!mobilePhone) errors['phoneNumber'] = 'signup.error.phone';
  if (!isAdult(value.dateOfBirth, new Date())) errors['dateOfBirth'] = 'signup.error.age';
  let depositLimit: { period: 'D' | 'W' | 'M'; amount: string } | null = null;
  if (value.limitPeriod || value.limitAmount) {
    // The player's currency is not known before sign-up: the amount is read as a plain number.
    const amount = parseMoneyInput(value.limitAmount, 'EUR', locale);
    if (!value.limitPeriod) errors['limitPeriod'] = 'signup.error.limitPeriod';
    else if (!amount.ok || Number(amount.value) <= 0) errors['limitAmount'] = 'signup.error.limitAmount';
    else depositLimit = { period: value.limitPeriod, amount: amount.value };
  }
  if (Object.keys(errors).length || !mobilePhone) return { ok: false, errors };
  return {
    ok: true,
    value: {
      mobilePhone,
      dateOfBirth: value.dateOfBirth,
      postalCode: value.postalCode,
      termsAccepted: true,
      marketingOptIn: value.marketing === 'on',
      depositLimit,
    },
  };
}

/** The non-secret form values sent back with validation errors, so the form keeps them. */
function echo(form: Record<string, FormDataEntryValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key !== 'password' && typeof value === 'string') out[key] = value.slice(0, 254);
  }
  return out;
}

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
    const parsed = codeForm.safeParse(form);
    if (parsed.success) events.push({ type: 'verify', channel: parsed.data.channel, code: parsed.data.code });
    else errors = fieldErrors(parsed.error);
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

/** A server message id, or the generic field message when the catalogue has no such id. */
function useMessage() {
  const t = useT();
  return (id: string | undefined) => {
    if (!id) return '';
    const text = t(id as MessageId);
    return text === id ? t('signup.error.field') : text;
  };
}

function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const id = `signup-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className={layout.muted}>
          {hint}
        </span>
      ) : null}
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

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

function fieldErrorsOf(error: SignUpError | null | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, id] of Object.entries(error?.fields ?? {})) {
    out[field === 'mobilePhone' ? 'phoneNumber' : field] = id;
  }
  return out;
}

function PreviousButton({ label }: { label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="previous" />
      <button type="submit" className={styles.linkButton}>
        {label}
      </button>
    </Form>
  );
}

interface FieldsProps {
  loaderData: Route.ComponentProps['loaderData'];
  values: Record<string, string>;
  errors: FieldErrors;
  message: (id: string | undefined) => string;
}

function DetailsFields({ loaderData, values, errors, message }: FieldsProps) {
  const t = useT();
  const details = loaderData.flow?.details;
  const [country, setCountry] = useState(
    values['countryCode'] ?? details?.countryCode ?? loaderData.defaults.countryCode,
  );
  const cpf = loaderData.cpfCountries.includes(country) || Boolean(errors['cpf']);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('signup.details.legend')}</legend>
      <Field name="firstName" label={t('signup.firstName')} error={message(errors['firstName'])}>
        {(props) => (
          <input
            {...props}
            className={styles.input}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={values['firstName'] ?? details?.firstName ?? ''}
          />
        )}
      </Field>
      <Field name="lastName" label={t('signup.lastName')} error={message(errors['lastName'])}>
        {(props) => (
          <input
            {...props}
            className={styles.input}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={values['lastName'] ?? details?.lastName ?? ''}
          />
        )}
      </Field>
      <Field name="email" label={t('signup.email')} error={message(errors['email'])}>
        {(props) => (
          <input
            {...props}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={values['email'] ?? details?.email ?? ''}
          />
        )}
      </Field>
      <Field
        name="password"
        label={t('signup.password')}
        hint={details?.hasPassword ? t('signup.password.kept') : t('signup.password.rules')}
        error={message(errors['password'])}
      >
        {(props) => (
          <input
            {...props}
            className={styles.input}
            type="password"
            name="password"
            autoComplete="new-password"
            required={!details?.hasPassword}
          />
        )}
      </Field>
      <Field name="countryCode" label={t('signup.country')} error={message(errors['countryCode'])}>
        {(props) => (
          <select
            {...props}
            className={styles.input}
            name="countryCode"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          >
            {loaderData.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {cpf ? (
        <Field name="cpf" label={t('signup.cpf')} hint={t('signup.cpf.hint')} error={message(errors['cpf'])}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              name="cpf"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values['cpf'] ?? details?.cpf ?? ''}
            />
          )}
        </Field>
      ) : (
        <noscript>
          <Field name="cpf" label={t('signup.cpf.optional')} hint={t('signup.cpf.hint')}>
            {(props) => (
              <input {...props} className={styles.input} name="cpf" inputMode="numeric" autoComplete="off" />
            )}
          </Field>
        </noscript>
      )}
    </fieldset>
  );
}

function ContactFields({ loaderData, values, errors, message }: FieldsProps) {
  const locale = loaderData.locale;
  const termsHref = useTermsHref(locale);
  const t = useT();
  const contact = loaderData.flow?.contact;
  const country = loaderData.flow?.details?.countryCode ?? loaderData.defaults.countryCode;
  const phoneCountry =
    values['phoneCountry'] ??
    (loaderData.prefixes.some((p) => p.code === country) ? country : loaderData.prefixes[0]?.code);
  const currentPrefix = loaderData.prefixes.find((p) => p.code === phoneCountry)?.isd ?? '';
  const phoneNumber =
    values['phoneNumber'] ??
    (contact?.mobilePhone.startsWith(currentPrefix) ? contact.mobilePhone.slice(currentPrefix.length) : '');
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>{t('signup.contact.legend')}</legend>
        <Field name="phoneCountry" label={t('signup.phonePrefix')} error={message(errors['phoneCountry'])}>
          {(props) => (
            <select
              {...props}
              className={styles.input}
              name="phoneCountry"
              defaultValue={phoneCountry}
              autoComplete="tel-country-code"
            >
              {loaderData.prefixes.map((p) => (
                <option key={p.code} value={p.code}>
                  {`${p.name} (${p.isd})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="phoneNumber" label={t('signup.phoneNumber')} error={message(errors['phoneNumber'])}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              type="tel"
              name="phoneNumber"
              autoComplete="tel-national"
              required
              defaultValue={phoneNumber}
            />
          )}
        </Field>
        <Field
          name="dateOfBirth"
          label={t('signup.dateOfBirth')}
          hint={t('signup.dateOfBirth.hint')}
          error={message(errors['dateOfBirth'])}
        >
          {(props) => (
            <input
              {...props}
              className={styles.input}
              type="date"
              name="dateOfBirth"
              autoComplete="bday"
              required
              defaultValue={values['dateOfBirth'] ?? contact?.dateOfBirth ?? ''}
            />
          )}
        </Field>
        <Field name="postalCode" label={t('signup.postalCode')} error={message(errors['postalCode'])}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              name="postalCode"
              autoComplete="postal-code"
              required
              defaultValue={values['postalCode'] ?? contact?.postalCode ?? ''}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby="signup-limit-text">
        <legend>{t('signup.limit.legend')}</legend>
        <p id="signup-limit-text" className={layout.muted}>
          {t('signup.limit.text')}
        </p>
        <Field name="limitPeriod" label={t('signup.limit.period')} error={message(errors['limitPeriod'])}>
          {(props) => (
            <select
              {...props}
              className={styles.input}
              name="limitPeriod"
              defaultValue={values['limitPeriod'] ?? contact?.depositLimit?.period ?? ''}
            >
              <option value="">{t('signup.limit.none')}</option>
              <option value="D">{t('signup.limit.D')}</option>
              <option value="W">{t('signup.limit.W')}</option>
              <option value="M">{t('signup.limit.M')}</option>
            </select>
          )}
        </Field>
        <Field name="limitAmount" label={t('signup.limit.amount')} error={message(errors['limitAmount'])}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              name="limitAmount"
              inputMode="decimal"
              defaultValue={values['limitAmount'] ?? contact?.depositLimit?.amount ?? ''}
            />
          )}
        </Field>
      </fieldset>

      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="terms"
            required
            defaultChecked={contact?.termsAccepted ?? false}
            aria-invalid={errors['terms'] ? true : undefined}
            aria-describedby={errors['terms'] ? 'signup-terms-error' : undefined}
          />{' '}
          {t('signup.terms')}
        </label>
        <p className={styles.termsLinks}>
          <a href={termsHref} {...EXTERNAL_LINK}>
            {t('pnp.signup.termsLink')}
            <span className={a11y.visuallyHidden}> {t('footer.external')}</span>
          </a>
          <a href={`/${locale}/cookie-policy`} {...EXTERNAL_LINK}>
            {t('footer.link.cookiePolicy')}
            <span className={a11y.visuallyHidden}> {t('footer.external')}</span>
          </a>
        </p>
        {errors['terms'] ? (
          <span id="signup-terms-error" className={styles.fieldError}>
            {message(errors['terms'])}
          </span>
        ) : null}
        <label className={styles.check}>
          <input type="checkbox" name="marketing" defaultChecked={contact?.marketingOptIn ?? false} />{' '}
          {t('signup.marketing')}
        </label>
      </div>
    </>
  );
}

function Verification({
  flow,
  errors,
  message,
  busy,
}: {
  flow: PublicSignUpState;
  errors: FieldErrors;
  message: (id: string | undefined) => string;
  busy: boolean;
}) {
  const t = useT();
  const channel = flow.channel ?? 'sms';
  const sent = flow.pin[channel] === 'sendSuccess' || flow.pin[channel] === 'verifyFail';
  return (
    <>
      <p>
        {t(channel === 'sms' ? 'signup.verify.sms' : 'signup.verify.email', {
          phone: flow.contact?.mobilePhone ?? '',
          email: flow.details?.email ?? '',
        })}
      </p>
      {flow.pin[channel] === 'sendFail' ? <p role="alert">{t('signup.verify.sendFail')}</p> : null}
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="channel" value={channel} />
        <Field name="code" label={t('signup.code')} error={message(errors['code'])}>
          {(props) => (
            <input
              {...props}
              className={styles.input}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          )}
        </Field>
        <button type="submit" className={layout.button} disabled={busy}>
          {busy ? t('signup.busy') : t('signup.verify.submit')}
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="channel" value={channel} />
        <button type="submit" className={styles.linkButton} disabled={busy}>
          {t('signup.verify.resend')}
        </button>
        {sent && flow.attemptsLeft !== null ? (
          <span className={layout.muted}>
            {' '}
            {t('signup.verify.attemptsLeft', { count: flow.attemptsLeft })}
          </span>
        ) : null}
      </Form>
      <PreviousButton label={t('signup.verify.changePhone')} />
    </>
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
