/**
 * A reward's card on the rewards page (spec 3 §3 "Reward", §4 "Rewards"): its vertical, bonus,
 * wagering, kind and expiry; on the active tab the wagering as a bar with the amount left, the
 * free spins and the cashback; and its actions (claim, activate, claim a queued one, claim or stop
 * a cashback, opt out, forfeit), each a plain post.
 */
import { useId } from 'react';
import { Form, Link } from 'react-router';
import type { MessageId } from '@casino/i18n';
import { FormError } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import { useT } from '../../lib/i18n.ts';
import { claimLabelOf } from '../../lib/rewardKinds.ts';
import type { RewardView, RewardsTab } from './rewards.server.ts';
import * as styles from './rewards.css.ts';

const VERTICAL_LABELS: Record<string, MessageId> = {
  CASINO: 'rewards.vertical.CASINO',
  LIVE_CASINO: 'rewards.vertical.LIVE_CASINO',
  SPORTS: 'rewards.vertical.SPORTS',
};

/** Hidden fields of a form. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/** A bonus's wagering as a bar with what is done, of what, and what is left. */
export function WageringProgress(props: {
  id: string;
  done: string;
  total: string;
  left: string;
  percent: number;
}) {
  const t = useT();
  return (
    <div className={forms.field}>
      <label htmlFor={props.id}>{t('rewards.progress', { done: props.done, total: props.total })}</label>
      <progress
        id={props.id}
        className={styles.progress}
        max={100}
        value={props.percent}
        data-testid="wagering-progress"
      >
        {`${props.percent} %`}
      </progress>
      <span className={forms.hint} data-testid="wagering-left">
        {t('rewards.left', { amount: props.left, percent: props.percent })}
      </span>
    </div>
  );
}

export interface RewardCardProps {
  view: RewardView;
  tab: RewardsTab;
  /** Where the forms post (the tab's own path). */
  path: string;
  paths: { active: string };
  /** A refusal of this card's action, translated. */
  error: string | null;
  busy: boolean;
  money: (amount: string, currency?: string) => string;
  date: (iso: string) => string;
}

export function RewardCard({ view, tab, path, paths, error, busy, money, date }: RewardCardProps) {
  const t = useT();
  const id = useId();
  const hidden = (fields: Record<string, string>) => <HiddenFields fields={fields} />;
  const { reward } = view;
  const cardId = `${id}-${reward.campaignId}`;
  const info = reward.campaignDisplayInfo;
  const claimLabel = claimLabelOf(reward);
  return (
    <section className={forms.card} aria-labelledby={`${cardId}-title`} data-campaign={reward.campaignId}>
      <div className={styles.groupHeader}>
        <h2 id={`${cardId}-title`} className={forms.heading}>
          {info.title}
        </h2>
        {view.queued ? <span className={styles.status}>{t('rewards.queued')}</span> : null}
      </div>
      {info.description ? <p>{info.description}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('rewards.vertical')}</dt>
        <dd>{t(VERTICAL_LABELS[reward.vertical] ?? 'rewards.vertical.CASINO')}</dd>
        {reward.bonusAmount !== null ? (
          <>
            <dt>{t('rewards.bonus')}</dt>
            <dd>{money(reward.bonusAmount)}</dd>
          </>
        ) : null}
        {reward.wrMultiplier > 0 && !reward.triggerEvent.startsWith('CASHBACK') ? (
          <>
            <dt>{t('rewards.wagering')}</dt>
            <dd>{t('rewards.wagering.times', { times: reward.wrMultiplier })}</dd>
          </>
        ) : null}
        <dt>{t('rewards.kind')}</dt>
        <dd>{t(reward.bonusKind === 'STICKY' ? 'rewards.kind.STICKY' : 'rewards.kind.NON_STICKY')}</dd>
        {reward.expiresAt ? (
          <>
            <dt>{t('rewards.expires')}</dt>
            <dd>{date(reward.expiresAt)}</dd>
          </>
        ) : null}
      </dl>
      {tab === 'active' &&
      view.wageringPercent !== null &&
      view.wageringLeft !== null &&
      reward.wageringRequirement ? (
        <WageringProgress
          id={`${cardId}-wagering`}
          done={money(reward.wageringAmount)}
          total={money(reward.wageringRequirement)}
          left={money(view.wageringLeft)}
          percent={view.wageringPercent}
        />
      ) : null}
      {view.freeSpins ? (
        <p data-testid="free-spins">
          {t('rewards.freeSpins.progress', {
            left: view.freeSpins.spins - view.freeSpins.spinsUsed,
            spins: view.freeSpins.spins,
            winnings: money(view.freeSpins.winnings),
          })}
        </p>
      ) : null}
      {view.cashback ? (
        <p data-testid="cashback-progress">
          {t('rewards.cashback.progress', {
            accrued: money(view.cashback.accrued, view.cashback.currencyCode),
            claimable: money(view.cashback.claimable, view.cashback.currencyCode),
          })}
        </p>
      ) : null}
      <FormError message={error} />
      <div className={forms.actions}>
        {tab === 'rewards' ? (
          <Form method="post" action={path}>
            {hidden({ intent: 'claim', campaignId: reward.campaignId })}
            <button type="submit" className={forms.primaryButton} disabled={busy}>
              {t(claimLabel)}
            </button>
          </Form>
        ) : null}
        {tab === 'active' && view.queued && reward.queuedPlayerBonus ? (
          <Form method="post" action={path}>
            {hidden({
              intent: 'queuedClaim',
              campaignId: reward.campaignId,
              queuedPlayerBonusId: reward.queuedPlayerBonus.queuedPlayerBonusId,
            })}
            <button type="submit" className={forms.primaryButton} disabled={busy}>
              {t('rewards.claim')}
            </button>
          </Form>
        ) : null}
        {tab === 'active' && view.cashback ? (
          <>
            {Number(view.cashback.claimable) > 0 ? (
              <Form method="post" action={path}>
                {hidden({ intent: 'cashbackClaim', campaignId: reward.campaignId })}
                <button type="submit" className={forms.primaryButton} disabled={busy}>
                  {t('rewards.cashback.claim', {
                    amount: money(view.cashback.claimable, view.cashback.currencyCode),
                  })}
                </button>
              </Form>
            ) : null}
            <Form method="post" action={path}>
              {hidden({ intent: 'cashbackStop', campaignId: reward.campaignId })}
              <button type="submit" className={forms.button} disabled={busy}>
                {t('rewards.cashback.stop')}
              </button>
            </Form>
          </>
        ) : null}
        {tab === 'active' && reward.campaignCategory === 'OPT_IN' && !view.cashback ? (
          <Form method="post" action={path}>
            {hidden({ intent: 'optOut', campaignId: reward.campaignId })}
            <button type="submit" className={forms.button} disabled={busy}>
              {t('rewards.optOut')}
            </button>
          </Form>
        ) : null}
        {tab === 'active' && reward.assignmentId && !view.cashback && !view.queued ? (
          <Link
            className={forms.button}
            to={`${paths.active}?forfeit=${encodeURIComponent(reward.assignmentId)}`}
            preventScrollReset
          >
            {t('rewards.forfeit')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
