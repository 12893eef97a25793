/**
 * What is in force (issue 27: limits show what is in force first; spec 2 §3 "Gambling limits", §4
 * "Responsible gambling"): per kind, each limit set with its period, amount, what is used and
 * left, when it resets, its pending change and whether it is locked, with its removal and the
 * cancel of a pending change; a kind without limits says so in one line. The binding limit is
 * named (spec 2 §4 "lowest remaining"). A refused removal or cancel shows beside its limit.
 */
import { useId } from 'react';
import { Form } from 'react-router';
import { LIMIT_KINDS, bindingLimit, type ClientGamblingLimit, type LimitKind } from '@casino/domain';
import { FormActions, FormError, SubmitButton } from '@casino/ui/components';
import type { GamblingLimitsView } from './gamblingLimits.server.ts';
import * as styles from './limits.css.ts';
import {
  LIMIT_LABELS,
  limitRefusal,
  useLimitsFormatting,
  type LimitsPageData,
  type LimitsResult,
} from './limitsFormat.ts';

const inForce = (limit: ClientGamblingLimit) => limit.value !== null || limit.pendingDate !== null;

function LimitRow({
  page,
  kind,
  limit,
  result,
}: {
  page: LimitsPageData;
  kind: LimitKind;
  limit: ClientGamblingLimit;
  result: LimitsResult;
}) {
  const { t, money, date, message, busy } = useLimitsFormatting(page);
  const rowId = `${useId()}-${kind}-${limit.period}`;
  const refusal = limitRefusal(result, kind, limit.period);
  const error = refusal && refusal.field !== 'amount' ? message(refusal.error) : null;
  return (
    <li className={styles.limit}>
      <section aria-labelledby={`${rowId}-title`} className={styles.limitBody}>
        <div className={styles.limitHead}>
          <h4 id={`${rowId}-title`} className={styles.limitTitle}>
            {t(LIMIT_LABELS[kind][limit.period])}
          </h4>
          <span className={styles.limitValue} data-limit="value">
            {limit.value === null ? t('limits.notSet') : money(limit.value)}
          </span>
        </div>
        {limit.value !== null ? (
          <dl className={styles.facts}>
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
          </dl>
        ) : null}
        {limit.pendingDate ? (
          <p className={styles.note} data-limit="pending">
            {limit.pendingRemoval
              ? t('limits.pendingRemoval', { date: date(limit.pendingDate) })
              : t('limits.pending', {
                  amount: money(limit.pendingValue ?? '0'),
                  date: date(limit.pendingDate),
                })}
          </p>
        ) : null}
        {limit.locked ? <p className={styles.note}>{t('limits.locked')}</p> : null}
        <FormError message={error} />
        {(limit.value !== null && !limit.pendingRemoval) || limit.pendingDate ? (
          <Form method="post" action={page.path} className={styles.rowActions}>
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="period" value={limit.period} />
            <FormActions>
              {limit.value !== null && !limit.pendingRemoval ? (
                <SubmitButton intent="delete" variant="link" busy={busy}>
                  {t('limits.delete')}
                </SubmitButton>
              ) : null}
              {limit.pendingDate ? (
                <SubmitButton intent="cancel" variant="link" busy={busy}>
                  {t('limits.cancel')}
                </SubmitButton>
              ) : null}
            </FormActions>
          </Form>
        ) : null}
      </section>
    </li>
  );
}

/** Every limit in force, deposit then spend. */
export function LimitsInForce({
  page,
  view,
  result,
}: {
  page: LimitsPageData;
  view: Pick<GamblingLimitsView, 'deposit' | 'spend'>;
  result: LimitsResult;
}) {
  const { t, money } = useLimitsFormatting(page);
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={`${id}-now`} data-testid="limits-in-force">
      <h2 id={`${id}-now`} className={styles.heading}>
        {t('limits.now.heading')}
      </h2>
      <div className={styles.kinds}>
        {LIMIT_KINDS.map((kind) => {
          const limits = kind === 'deposit' ? view.deposit : view.spend;
          const shown = limits.filter(inForce);
          const binding = bindingLimit(limits);
          return (
            <section key={kind} className={styles.kind} aria-labelledby={`${id}-${kind}`}>
              <h3 id={`${id}-${kind}`} className={styles.kindTitle}>
                {t(kind === 'deposit' ? 'limits.deposit.heading' : 'limits.spend.heading')}
              </h3>
              {shown.length === 0 ? (
                <p className={styles.note} data-testid={`${kind}-none`}>
                  {t(kind === 'deposit' ? 'limits.none.deposit' : 'limits.none.spend')}
                </p>
              ) : (
                <ul className={styles.limits}>
                  {shown.map((limit) => (
                    <LimitRow key={limit.period} page={page} kind={kind} limit={limit} result={result} />
                  ))}
                </ul>
              )}
              {binding ? (
                <p className={styles.binding} data-testid={`${kind}-binding`}>
                  {t(kind === 'deposit' ? 'limits.binding.deposit' : 'limits.binding.spend', {
                    amount: money(binding.remaining),
                  })}
                </p>
              ) : null}
            </section>
          );
        })}
      </div>
    </section>
  );
}
