/**
 * Gambling limits `/my-account/gambling-limits` (spec 2 §2, §3 "Gambling limits", §4
 * "Responsible gambling", §5 limit errors, §7): deposit and spend limits per period D, W,
 * M (set, edit, delete, cancel a pending change), the activity reminder, a time-out and
 * self-exclusion. The specs have no routes of their own for time-out and self-exclusion, so both
 * are sections of this page (spec 2 §2 lists them here).
 *
 * - The loader runs the three loads in parallel (lib/gamblingLimits.server.ts); any failure shows
 *   the page's error state.
 * - Every form is a plain post with an `intent` (works without JavaScript), validated with zod; a
 *   limit change answers a toast with the spec's success message and redirects (post/redirect/get);
 *   a refused one stays on the page with the mapped message beside that limit (the server's own
 *   message for a failed delete or cancel).
 * - A started time-out or self-exclusion logs the player out (lib/auth.server.ts `signOut`, as the
 *   logout route does) and lands on the home page with a toast; the next login is refused with the
 *   exclusion or time-out message. A failed self-exclusion is the toast `error.oops.tryAgain`; a
 *   failed time-out shows its error in its section.
 */
import { useId } from 'react';
import { Form, Link, data, redirect, useNavigation } from 'react-router';
import {
  ACTIVITY_TIMERS,
  LIMIT_KINDS,
  SELF_EXCLUSION_MONTHS,
  TIMEOUT_DAYS,
  bindingLimit,
  formatLocale,
  formatMoney,
  type ClientGamblingLimit,
  type LimitErrorMessage,
  type LimitKind,
  type LimitPeriod,
} from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import type { Route } from './+types/gambling-limits';
import * as styles from '../components/GamblingLimits.css.ts';
import { signOut } from '../lib/auth.server.ts';
import { appContext, localeContext, sessionContext } from '../lib/context.ts';
import { readForm } from '../lib/form.server.ts';
import {
  changeLimit,
  loadGamblingLimits,
  parseGamblingLimitsForm,
  startBreak,
  type FormField,
} from '../lib/gamblingLimits.server.ts';
import { useDateLocale, useT } from '../lib/i18n.ts';

type Args = Route.LoaderArgs | Route.ActionArgs;

function pageOf({ context }: Args) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { state, session } = context.get(sessionContext);
  // The guard sends anonymous visitors to /401 first; this is the last line.
  if (state.kind !== 'authorised') throw redirect(`/${formatLocale(locale)}/401`);
  return {
    app,
    locale,
    session,
    player: state.player,
    path: `/${formatLocale(locale)}/my-account/gambling-limits`,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { app, locale, player, path } = pageOf(args);
  const view = await loadGamblingLimits(app.playerApi);
  return data(
    {
      locale: formatLocale(locale),
      formatting: locale.formatting,
      currency: player.currency,
      countryCode: player.countryCode,
      path,
      view,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export interface GamblingLimitsActionData {
  /** The form that failed: a limit (kind + period), or a section. */
  target: { kind: LimitKind; period: LimitPeriod } | 'activity' | 'timeout' | 'selfExclusion' | 'form';
  field: FormField;
  error: { key: string; values?: Record<string, string> };
  values?: { amount: string };
}

export async function action(args: Route.ActionArgs) {
  const { app, locale, session, player, path } = pageOf(args);
  const form = (await readForm(args.request)) ?? {};
  const parsed = parseGamblingLimitsForm(form, player.currency, locale.formatting);
  if (!parsed.ok) {
    const section = form['intent'];
    const target: GamblingLimitsActionData['target'] =
      parsed.kind && parsed.period
        ? { kind: parsed.kind, period: parsed.period }
        : section === 'activity' || section === 'timeout' || section === 'selfExclusion'
          ? section
          : 'form';
    return data(
      {
        target,
        field: parsed.field,
        error: { key: parsed.messageId },
        values: { amount: String(form['amount'] ?? '').slice(0, 20) },
      } satisfies GamblingLimitsActionData,
      { status: 400 },
    );
  }
  const submitted = parsed.form;

  if (submitted.intent === 'save' || submitted.intent === 'delete' || submitted.intent === 'cancel') {
    const result = await changeLimit(app.playerApi, submitted);
    if (result.ok) {
      session.flash('toast', { kind: 'success', messageId: result.messageId });
      return redirect(path, 303);
    }
    const error: LimitErrorMessage = result.error;
    return data(
      {
        target: { kind: submitted.kind, period: submitted.period },
        field: submitted.intent === 'save' ? 'amount' : 'form',
        error: { key: error.key, ...(error.values ? { values: error.values } : {}) },
        values: { amount: submitted.intent === 'save' ? submitted.amount : '' },
      } satisfies GamblingLimitsActionData,
      { status: result.status },
    );
  }

  if (submitted.intent === 'activity') {
    try {
      await app.playerApi.updateActivitySettings({ body: { period: submitted.timer } });
    } catch (error) {
      console.warn(`[site] activity settings refused: ${(error as Error).message}`);
      return data(
        {
          target: 'activity',
          field: 'timer',
          error: { key: 'limits.activity.failed' },
        } satisfies GamblingLimitsActionData,
        { status: 502 },
      );
    }
    session.flash('toast', { kind: 'success', messageId: 'limits.activity.saved' });
    return redirect(path, 303);
  }

  const result = await startBreak(app.playerApi, submitted);
  if (result.ok) {
    await signOut({ session, auth: app.auth, playerApi: app.playerApi });
    // The API revokes the sessions when the measure starts, so the sign-out's 401 is expected: not
    // a lost session for the root middleware (which would replace this redirect).
    app.auth.lost = false;
    session.flash('toast', {
      kind: 'success',
      messageId: submitted.intent === 'timeout' ? 'limits.timeout.done' : 'limits.exclusion.done',
    });
    return redirect(`/${formatLocale(locale)}`, 303);
  }
  if (submitted.intent === 'selfExclusion') {
    session.flash('toast', { kind: 'error', messageId: result.messageId });
    return redirect(path, 303);
  }
  return data(
    { target: 'timeout', field: 'form', error: { key: result.messageId } } satisfies GamblingLimitsActionData,
    { status: result.status },
  );
}

const LIMIT_LABELS: Record<LimitKind, Record<LimitPeriod, MessageId>> = {
  deposit: { D: 'limits.deposit.D', W: 'limits.deposit.W', M: 'limits.deposit.M' },
  spend: { D: 'limits.spend.D', W: 'limits.spend.W', M: 'limits.spend.M' },
};

export default function GamblingLimits({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const dateLocale = useDateLocale();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const result = (actionData as GamblingLimitsActionData | undefined) ?? null;
  const { view } = loaderData;

  const money = (amount: string) =>
    formatMoney(amount, loaderData.currency, {
      locale: loaderData.formatting,
      countryCode: loaderData.countryCode,
    });
  const date = (iso: string) =>
    new Date(iso).toLocaleString(dateLocale, {
      timeZone: 'UTC',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const message = (error: GamblingLimitsActionData['error']) => t(error.key as MessageId, error.values);
  const sectionError = (target: GamblingLimitsActionData['target']) =>
    result && result.target === target ? result : null;

  if (view.status === 'error') {
    return (
      <article className={styles.page} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('limits.title')}</h1>
        <p role="alert" className={styles.alert} data-testid="limits-error">
          {t('limits.loadError')}
        </p>
        <Link to={loaderData.path} reloadDocument className={styles.button}>
          {t('limits.retry')}
        </Link>
      </article>
    );
  }

  const limitRow = (kind: LimitKind, limit: ClientGamblingLimit) => {
    const rowId = `${id}-${kind}-${limit.period}`;
    const error =
      result &&
      typeof result.target === 'object' &&
      result.target.kind === kind &&
      result.target.period === limit.period
        ? result
        : null;
    const amountError = error && error.field === 'amount';
    return (
      <section key={limit.period} className={styles.limit} aria-labelledby={`${rowId}-title`}>
        <h3 id={`${rowId}-title`} className={styles.limitTitle}>
          {t(LIMIT_LABELS[kind][limit.period])}
        </h3>
        <dl className={styles.facts}>
          <dt>{t('limits.value')}</dt>
          <dd data-limit="value">{limit.value === null ? t('limits.notSet') : money(limit.value)}</dd>
          {limit.value !== null ? (
            <>
              <dt>{t('limits.used')}</dt>
              <dd data-limit="used">{money(limit.used)}</dd>
              <dt>{t('limits.remaining')}</dt>
              <dd data-limit="remaining">{money(limit.remaining ?? limit.value)}</dd>
              {limit.resetAt ? (
                <>
                  <dt>{t('limits.resetAt')}</dt>
                  <dd data-limit="resetAt">{date(limit.resetAt)}</dd>
                </>
              ) : null}
            </>
          ) : null}
        </dl>
        {limit.pendingDate ? (
          <p data-limit="pending">
            {limit.pendingRemoval
              ? t('limits.pendingRemoval', { date: date(limit.pendingDate) })
              : t('limits.pending', {
                  amount: money(limit.pendingValue ?? '0'),
                  date: date(limit.pendingDate),
                })}
          </p>
        ) : null}
        {limit.locked ? <p>{t('limits.locked')}</p> : null}
        {error && !amountError ? (
          <p role="alert" className={styles.alert}>
            {message(error.error)}
          </p>
        ) : null}
        <Form method="post" action={loaderData.path} className={styles.limitForm} noValidate>
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="period" value={limit.period} />
          <div className={styles.field}>
            <label htmlFor={`${rowId}-amount`}>
              {t('limits.amount.label', { currency: loaderData.currency })}
            </label>
            <input
              id={`${rowId}-amount`}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              className={styles.input}
              defaultValue={error?.values?.amount ?? ''}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${rowId}-amount-error` : undefined}
            />
            {amountError ? (
              <p id={`${rowId}-amount-error`} role="alert" className={styles.fieldError}>
                {message(error.error)}
              </p>
            ) : null}
          </div>
          <div className={styles.actions}>
            <button type="submit" name="intent" value="save" className={styles.button} disabled={busy}>
              {t('limits.save')}
            </button>
            {limit.value !== null && !limit.pendingRemoval ? (
              <button type="submit" name="intent" value="delete" className={styles.button} disabled={busy}>
                {t('limits.delete')}
              </button>
            ) : null}
            {limit.pendingDate ? (
              <button type="submit" name="intent" value="cancel" className={styles.button} disabled={busy}>
                {t('limits.cancel')}
              </button>
            ) : null}
          </div>
        </Form>
      </section>
    );
  };

  const limitsSection = (kind: LimitKind) => {
    const limits = kind === 'deposit' ? view.deposit : view.spend;
    const binding = bindingLimit(limits);
    return (
      <section key={kind} className={styles.card} aria-labelledby={`${id}-${kind}`}>
        <h2 id={`${id}-${kind}`} className={styles.heading}>
          {t(kind === 'deposit' ? 'limits.deposit.heading' : 'limits.spend.heading')}
        </h2>
        {binding ? (
          <p data-testid={`${kind}-binding`}>
            {t(kind === 'deposit' ? 'limits.binding.deposit' : 'limits.binding.spend', {
              amount: money(binding.remaining),
            })}
          </p>
        ) : null}
        <div className={styles.limits}>{limits.map((limit) => limitRow(kind, limit))}</div>
      </section>
    );
  };

  const activityError = sectionError('activity');
  const timeoutError = sectionError('timeout');
  const exclusionError = sectionError('selfExclusion');
  const formError = sectionError('form');
  const currentTimer = view.timer === null ? 'none' : String(view.timer);
  const confirmError = (section: 'timeout' | 'selfExclusion') => {
    const error = sectionError(section);
    return error ? (
      <p id={`${id}-${section}-error`} role="alert" className={styles.fieldError}>
        {message(error.error)}
      </p>
    ) : null;
  };

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('limits.title')}</h1>
      <p>{t('limits.intro')}</p>
      {formError ? (
        <p role="alert" className={styles.alert}>
          {message(formError.error)}
        </p>
      ) : null}

      {LIMIT_KINDS.map(limitsSection)}

      <section className={styles.card} aria-labelledby={`${id}-activity`}>
        <h2 id={`${id}-activity`} className={styles.heading}>
          {t('limits.activity.heading')}
        </h2>
        <p>{t('limits.activity.text')}</p>
        <Form method="post" action={loaderData.path} className={styles.form}>
          <fieldset
            className={styles.fieldset}
            aria-describedby={activityError ? `${id}-activity-error` : undefined}
          >
            <legend>{t('limits.activity.legend')}</legend>
            {[...ACTIVITY_TIMERS.map(String), 'none'].map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name="timer" value={value} defaultChecked={value === currentTimer} />
                {t(`limits.activity.${value}` as MessageId)}
              </label>
            ))}
            {activityError ? (
              <p id={`${id}-activity-error`} role="alert" className={styles.fieldError}>
                {message(activityError.error)}
              </p>
            ) : null}
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" name="intent" value="activity" className={styles.button} disabled={busy}>
              {t('limits.activity.save')}
            </button>
          </div>
        </Form>
      </section>

      <section className={styles.card} aria-labelledby={`${id}-timeout`}>
        <h2 id={`${id}-timeout`} className={styles.heading}>
          {t('limits.timeout.heading')}
        </h2>
        <p>{t('limits.timeout.text')}</p>
        <Form method="post" action={loaderData.path} className={styles.form}>
          <fieldset className={styles.fieldset}>
            <legend>{t('limits.timeout.legend')}</legend>
            {TIMEOUT_DAYS.map((days, index) => (
              <label key={days} className={styles.choice}>
                <input type="radio" name="days" value={days} defaultChecked={index === 0} />
                {t('limits.timeout.days', { days })}
              </label>
            ))}
          </fieldset>
          <label className={styles.choice}>
            <input
              type="checkbox"
              name="confirm"
              aria-describedby={timeoutError ? `${id}-timeout-error` : undefined}
            />
            {t('limits.confirm.timeout')}
          </label>
          {confirmError('timeout')}
          <div className={styles.actions}>
            <button type="submit" name="intent" value="timeout" className={styles.button} disabled={busy}>
              {t('limits.timeout.submit')}
            </button>
          </div>
        </Form>
      </section>

      <section className={styles.card} aria-labelledby={`${id}-exclusion`}>
        <h2 id={`${id}-exclusion`} className={styles.heading}>
          {t('limits.exclusion.heading')}
        </h2>
        <p>{t('limits.exclusion.text')}</p>
        <Form method="post" action={loaderData.path} className={styles.form}>
          <fieldset className={styles.fieldset}>
            <legend>{t('limits.exclusion.legend')}</legend>
            {SELF_EXCLUSION_MONTHS.map((months, index) => (
              <label key={months} className={styles.choice}>
                <input type="radio" name="months" value={months} defaultChecked={index === 0} />
                {t('limits.exclusion.months', { months })}
              </label>
            ))}
            <label className={styles.choice}>
              <input type="radio" name="months" value="indefinite" />
              {t('limits.exclusion.indefinite')}
            </label>
          </fieldset>
          <label className={styles.choice}>
            <input
              type="checkbox"
              name="confirm"
              aria-describedby={exclusionError ? `${id}-selfExclusion-error` : undefined}
            />
            {t('limits.confirm.exclusion')}
          </label>
          {confirmError('selfExclusion')}
          <div className={styles.actions}>
            <button
              type="submit"
              name="intent"
              value="selfExclusion"
              className={styles.button}
              disabled={busy}
            >
              {t('limits.exclusion.submit')}
            </button>
          </div>
        </Form>
      </section>
    </article>
  );
}
