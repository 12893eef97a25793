/**
 * The one form that sets or changes a limit (issue 27: a period switch and one amount field; spec 2
 * §5 bodies: `duration` and `limit`): the limit's kind and its period as segmented controls
 * (radio inputs, so they work by keyboard and without JavaScript), the new amount, and the save.
 * A refused amount shows on the field, and the kind and period the player chose stay chosen.
 */
import { useId } from 'react';
import { Form } from 'react-router';
import { LIMIT_KINDS, type ClientGamblingLimit, type LimitKind, type LimitPeriod } from '@casino/domain';
import { Field, FormActions, SubmitButton } from '@casino/ui/components';
import * as styles from './limits.css.ts';
import { useLimitsFormatting, type LimitsPageData, type LimitsResult } from './limitsFormat.ts';

const PERIODS: readonly LimitPeriod[] = ['D', 'W', 'M'];

/** A segmented control: one row of radio choices under its legend. */
function Segmented({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  checked: string;
}) {
  return (
    <fieldset className={styles.segmentGroup}>
      <legend className={styles.segmentLegend}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              className={styles.segmentInput}
              name={name}
              value={option.value}
              defaultChecked={option.value === checked}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function LimitChangeForm({
  page,
  view,
  result,
}: {
  page: LimitsPageData;
  view: { deposit: readonly ClientGamblingLimit[]; spend: readonly ClientGamblingLimit[] };
  result: LimitsResult;
}) {
  const { t, message, busy } = useLimitsFormatting(page);
  const id = useId();
  const target = result && typeof result.target === 'object' ? result.target : null;
  const refusal = target && result?.field === 'amount' ? result : null;
  const kind: LimitKind = target?.kind ?? 'deposit';
  // Without a refusal: the first period of the kind without a limit, so a new one is one step.
  const period: LimitPeriod =
    target?.period ?? view[kind].find((limit) => limit.value === null)?.period ?? 'D';
  return (
    <section className={styles.card} aria-labelledby={`${id}-change`}>
      <h2 id={`${id}-change`} className={styles.heading}>
        {t('limits.change.heading')}
      </h2>
      <Form method="post" action={page.path} className={styles.changeForm} noValidate>
        <Segmented
          legend={t('limits.change.kind')}
          name="kind"
          checked={kind}
          options={LIMIT_KINDS.map((value) => ({ value, label: t(`limits.kind.${value}`) }))}
        />
        <Segmented
          legend={t('limits.change.period')}
          name="period"
          checked={period}
          options={PERIODS.map((value) => ({ value, label: t(`limits.period.${value}`) }))}
        />
        <Field
          id={`${id}-amount`}
          label={t('limits.amount.label', { currency: page.currency })}
          error={refusal ? message(refusal.error) : null}
          errorAlert
        >
          {(control) => (
            <input
              {...control}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              className={styles.input}
              defaultValue={refusal?.values?.amount ?? ''}
            />
          )}
        </Field>
        <FormActions>
          <SubmitButton intent="save" variant="primary" busy={busy}>
            {t('limits.save')}
          </SubmitButton>
        </FormActions>
      </Form>
    </section>
  );
}
