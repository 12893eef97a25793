/**
 * The gambling-limits page's frame and its short sections (routes/gambling-limits.tsx; spec 2 §3
 * "Gambling limits", §4 "Responsible gambling"): the page's heading, its load error, the activity
 * reminder, a time-out and self-exclusion. What is in force is LimitsInForce.tsx, the one change
 * form LimitChangeForm.tsx. Every form is a plain post with an `intent`; a refused one shows its
 * message beside the form that failed.
 */
import { useId, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { ACTIVITY_TIMERS, SELF_EXCLUSION_MONTHS, TIMEOUT_DAYS } from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import { CheckField, FormActions, FormError, RadioGroup, SubmitButton } from '@casino/ui/components';
import { useT } from '../../lib/i18n.ts';
import type { GamblingLimitsActionData, GamblingLimitsView } from './gamblingLimits.server.ts';
import * as styles from './limits.css.ts';
import { useLimitsFormatting, type LimitsPageData, type LimitsResult as Result } from './limitsFormat.ts';

export type { LimitsPageData };

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
