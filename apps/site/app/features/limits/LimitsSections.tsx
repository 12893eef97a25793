/**
 * The gambling-limits page's sections (routes/gambling-limits.tsx; spec 2 §3 "Gambling limits",
 * §4 "Responsible gambling"): the deposit and spend limits per period (set, edit, delete, cancel a
 * pending change), the activity reminder, a time-out and self-exclusion. Every form is a plain post
 * with an `intent`; a refused one shows its message beside the form that failed.
 */
import { useId, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import {
  ACTIVITY_TIMERS,
  SELF_EXCLUSION_MONTHS,
  TIMEOUT_DAYS,
  bindingLimit,
  formatMoney,
  type ClientGamblingLimit,
  type LimitKind,
  type LimitPeriod,
} from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { CheckField, Field, FormActions, FormError, RadioGroup, SubmitButton } from '@casino/ui/components';
import { useDateLocale, useT } from '../../lib/i18n.ts';
import type { GamblingLimitsActionData, GamblingLimitsView } from './gamblingLimits.server.ts';
import * as styles from './limits.css.ts';

/** What every section reads of the page. */
export interface LimitsPageData {
  path: string;
  currency: string;
  formatting: string;
  countryCode: string;
}

const LIMIT_LABELS: Record<LimitKind, Record<LimitPeriod, MessageId>> = {
  deposit: { D: 'limits.deposit.D', W: 'limits.deposit.W', M: 'limits.deposit.M' },
  spend: { D: 'limits.spend.D', W: 'limits.spend.W', M: 'limits.spend.M' },
};

type Result = GamblingLimitsActionData | null;

function useLimitsFormatting(page: LimitsPageData) {
  const t = useT();
  const dateLocale = useDateLocale();
  return {
    t,
    money: (amount: string) =>
      formatMoney(amount, page.currency, { locale: page.formatting, countryCode: page.countryCode }),
    date: (iso: string) =>
      new Date(iso).toLocaleString(dateLocale, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }),
    message: (error: GamblingLimitsActionData['error']) => t(error.key as MessageId, error.values),
    busy: useNavigation().state !== 'idle',
  };
}

const sectionError = (result: Result, target: GamblingLimitsActionData['target']) =>
  result && result.target === target ? result : null;

/** The page's frame: its heading and introduction, and a refusal of no section in particular. */
export function LimitsPage({ result, children }: { result: Result; children: ReactNode }) {
  const t = useT();
  const id = useId();
  const formError = sectionError(result, 'form');
  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('limits.title')}</h1>
      <p>{t('limits.intro')}</p>
      <FormError message={formError ? t(formError.error.key as MessageId, formError.error.values) : null} />
      {children}
    </article>
  );
}

/** spec 2 §4 "Page load": any load failed, so the page offers a reload and nothing else. */
export function LimitsLoadError({ path }: { path: string }) {
  const t = useT();
  const id = useId();
  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('limits.title')}</h1>
      <p role="alert" className={styles.alert} data-testid="limits-error">
        {t('limits.loadError')}
      </p>
      <Link to={path} reloadDocument className={styles.button}>
        {t('limits.retry')}
      </Link>
    </article>
  );
}

function LimitRow({
  page,
  kind,
  limit,
  result,
}: {
  page: LimitsPageData;
  kind: LimitKind;
  limit: ClientGamblingLimit;
  result: Result;
}) {
  const { t, money, date, message, busy } = useLimitsFormatting(page);
  const rowId = `${useId()}-${kind}-${limit.period}`;
  const error =
    result &&
    typeof result.target === 'object' &&
    result.target.kind === kind &&
    result.target.period === limit.period
      ? result
      : null;
  const amountError = error && error.field === 'amount' ? message(error.error) : null;
  return (
    <section className={styles.limit} aria-labelledby={`${rowId}-title`}>
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
      <FormError message={error && !amountError ? message(error.error) : null} />
      <Form method="post" action={page.path} className={styles.limitForm} noValidate>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="period" value={limit.period} />
        <Field
          id={`${rowId}-amount`}
          label={t('limits.amount.label', { currency: page.currency })}
          error={amountError}
          errorAlert
        >
          {(control) => (
            <input
              {...control}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              className={styles.input}
              defaultValue={error?.values?.amount ?? ''}
            />
          )}
        </Field>
        <FormActions>
          <SubmitButton intent="save" busy={busy}>
            {t('limits.save')}
          </SubmitButton>
          {limit.value !== null && !limit.pendingRemoval ? (
            <SubmitButton intent="delete" busy={busy}>
              {t('limits.delete')}
            </SubmitButton>
          ) : null}
          {limit.pendingDate ? (
            <SubmitButton intent="cancel" busy={busy}>
              {t('limits.cancel')}
            </SubmitButton>
          ) : null}
        </FormActions>
      </Form>
    </section>
  );
}

/** A kind's limits per period, with the binding one named (spec 2 §4 "lowest remaining"). */
export function LimitsSection({
  page,
  kind,
  limits,
  result,
}: {
  page: LimitsPageData;
  kind: LimitKind;
  limits: readonly ClientGamblingLimit[];
  result: Result;
}) {
  const { t, money } = useLimitsFormatting(page);
  const id = useId();
  const binding = bindingLimit(limits);
  return (
    <section className={styles.card} aria-labelledby={`${id}-${kind}`}>
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
      <div className={styles.limits}>
        {limits.map((limit) => (
          <LimitRow key={limit.period} page={page} kind={kind} limit={limit} result={result} />
        ))}
      </div>
    </section>
  );
}

/** The activity reminder's interval (spec 2 §4 "Activity reminder"). */
export function ActivitySection({
  page,
  timer,
  result,
}: {
  page: LimitsPageData;
  timer: GamblingLimitsView['timer'];
  result: Result;
}) {
  const { t, message, busy } = useLimitsFormatting(page);
  const id = useId();
  const error = sectionError(result, 'activity');
  return (
    <section className={styles.card} aria-labelledby={`${id}-activity`}>
      <h2 id={`${id}-activity`} className={styles.heading}>
        {t('limits.activity.heading')}
      </h2>
      <p>{t('limits.activity.text')}</p>
      <Form method="post" action={page.path} className={styles.form}>
        <RadioGroup
          id={`${id}-activity`}
          name="timer"
          legend={t('limits.activity.legend')}
          error={error ? message(error.error) : null}
          errorAlert
          defaultValue={timer === null ? 'none' : String(timer)}
          options={[...ACTIVITY_TIMERS.map(String), 'none'].map((value) => ({
            value,
            label: t(`limits.activity.${value}` as MessageId),
          }))}
        />
        <FormActions>
          <SubmitButton intent="activity" busy={busy}>
            {t('limits.activity.save')}
          </SubmitButton>
        </FormActions>
      </Form>
    </section>
  );
}

/** A break from playing: a time-out of some days, or a self-exclusion; both confirmed first. */
export function BreakSection({
  page,
  kind,
  result,
}: {
  page: LimitsPageData;
  kind: 'timeout' | 'selfExclusion';
  result: Result;
}) {
  const { t, message, busy } = useLimitsFormatting(page);
  const id = useId();
  const error = sectionError(result, kind);
  const timeout = kind === 'timeout';
  const key = timeout ? 'timeout' : 'exclusion';
  const options = timeout
    ? TIMEOUT_DAYS.map((days) => ({ value: String(days), label: t('limits.timeout.days', { days }) }))
    : [
        ...SELF_EXCLUSION_MONTHS.map((months) => ({
          value: String(months),
          label: t('limits.exclusion.months', { months }),
        })),
        { value: 'indefinite', label: t('limits.exclusion.indefinite') },
      ];
  return (
    <section className={styles.card} aria-labelledby={`${id}-${key}`}>
      <h2 id={`${id}-${key}`} className={styles.heading}>
        {t(`limits.${key}.heading`)}
      </h2>
      <p>{t(`limits.${key}.text`)}</p>
      <Form method="post" action={page.path} className={styles.form}>
        <RadioGroup
          id={`${id}-${kind}-choice`}
          name={timeout ? 'days' : 'months'}
          legend={t(`limits.${key}.legend`)}
          options={options}
        />
        <CheckField
          id={`${id}-${kind}`}
          name="confirm"
          label={t(timeout ? 'limits.confirm.timeout' : 'limits.confirm.exclusion')}
          error={error ? message(error.error) : null}
          errorAlert
        />
        <FormActions>
          <SubmitButton intent={kind} busy={busy}>
            {t(`limits.${key}.submit`)}
          </SubmitButton>
        </FormActions>
      </Form>
    </section>
  );
}
