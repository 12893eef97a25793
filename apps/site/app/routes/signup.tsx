/**
 * Sign-up `/signup` (spec 1 §2; §3 "Registration payload", "Sign-up state"; §4 "Registration
 * steps"; §5; §8 "Sign-up"). The flow is the machine of packages/flows run on the server
 * (features/signup/signup.flow.server.ts: its wiring, its forms and what the page sees): every step
 * is a plain form post that works without JavaScript, and with JavaScript posts without a full
 * reload (React Router's <Form>; the page is features/signup/SignUpPage.tsx).
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
 * - A bonus code carried in the address (`?bonusCode=`, from a registration page `/promo/:slug`)
 *   is said above the form, sent with Details and kept with the flow; the Complete step offers to
 *   claim it on the bonus-code page (the registration call has no bonus-code field, and a bonus is
 *   the player's explicit choice).
 * - The captcha token header is a dash unless the form carries a token (no captcha widget runs in
 *   the embedded defaults; an operator adds one by posting `hcaptchaToken`).
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/signup';
import {
  depositLimitRequired,
  echo,
  loadSignUpPage,
  signUpConfigFor,
  signUpCountries,
  signUpEventsOf,
  signUpFlow,
  signUpMachineFor,
  signUpStepFor,
} from '../features/signup/index.server.ts';
import { SignUpPage, type SignUpActionData } from '../features/signup/index.ts';
import { carriedBonusCode } from '../lib/carriedBonusCode.server.ts';
import { readForm } from '../lib/form.server.ts';
import { pageContext } from '../lib/page.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const store = signUpFlow.store(page.app.flowCookies);
  const stored = store.read(args.request);
  const step = signUpStepFor(stored);
  if (page.player && step !== 'complete') throw redirect(page.href('home'));
  const view = await loadSignUpPage(page, stored, page.player);
  const headers = new Headers();
  // The Complete step is shown once; the flow then ends.
  if (step === 'complete') headers.append('Set-Cookie', store.write(null));
  const bonusCode =
    carriedBonusCode(new URL(args.request.url).searchParams.get('bonusCode')) ?? stored?.bonusCode ?? null;
  return data(
    {
      ...view,
      locale: page.prefix,
      step,
      pnpHref: page.href('signup-pnp'),
      bonusCode,
      claimHref: bonusCode ? `${page.href('bonus-code')}?bonusCode=${encodeURIComponent(bonusCode)}` : null,
    },
    { headers },
  );
}

export async function action(args: Route.ActionArgs) {
  const page = pageContext(args);
  const here = page.href('signup');
  if (page.player) throw redirect(page.href('home'), 303);
  const store = signUpFlow.store(page.app.flowCookies);
  const form = (await readForm(args.request)) ?? {};
  if (form['intent'] === 'restart') {
    return redirect(here, { status: 303, headers: { 'Set-Cookie': store.write(null) } });
  }

  const stored = store.read(args.request);
  const given = signUpEventsOf(form, {
    ...(await signUpCountries(page)),
    limitRequired: depositLimitRequired(page),
    formatting: page.locale.formatting,
    keptPassword: stored?.context.details?.password || null,
  });
  if (!given.ok) {
    return data({ errors: given.errors, values: echo(form) } satisfies SignUpActionData, { status: 400 });
  }
  const { events } = given;
  const startsFlow = events.some((event) => 'details' in event);
  if (!stored && !startsFlow) return redirect(here, 303);

  const detailsEvent = events.find((event) => 'details' in event);
  const countryCode =
    (detailsEvent && 'details' in detailsEvent ? detailsEvent.details.countryCode : undefined) ??
    stored?.context.details?.countryCode ??
    'FI';
  const config = await signUpConfigFor(page, countryCode);
  const captcha =
    typeof form['hcaptchaToken'] === 'string' && form['hcaptchaToken'] ? form['hcaptchaToken'] : '-';
  const { resting } = await signUpFlow.run(
    signUpMachineFor({
      playerApi: page.playerApi,
      siteId: page.brand.siteId,
      language: page.locale.siteLanguage,
      termsVersion: config?.termsAndConditionsVersion ?? 1,
      captchaToken: captcha.slice(0, 4096),
      session: page.session,
      auth: page.app.auth,
    }),
    stored,
    events,
  );
  // The carried bonus code stays with the flow (the Details form sends it, later steps keep it).
  const bonusCode = carriedBonusCode(form['bonusCode']) ?? stored?.bonusCode;
  const kept = resting && bonusCode ? { ...resting, bonusCode } : resting;
  return redirect(here, { status: 303, headers: { 'Set-Cookie': store.write(kept) } });
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  return <SignUpPage loaderData={loaderData} actionData={actionData} />;
}
