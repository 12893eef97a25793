/**
 * The rewards page's sportsbook section (spec 3 §4 "Rewards": SoftSwiss sportsbook rewards loaded
 * and tracked apart; rewards.server.ts `loadSportsbookBonuses`): on the rewards tab the sportsbook
 * bonuses the player may claim, each with its claim (a plain post, intent `sportsbookClaim`); on
 * the active tab the active ones with their wagering and the way to the sportsbook. Nothing when
 * there are none; a line of its own when they could not be read.
 */
import { useId } from 'react';
import { Form, Link } from 'react-router';
import type { SportsbookBonus } from '@casino/player-api';
import { FormError } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import { useT } from '../../lib/i18n.ts';
import { HiddenFields, WageringProgress } from './RewardCard.tsx';
import type { RewardsTab } from './rewards.server.ts';
import { wageringOf } from './wagering.ts';
import * as styles from './rewards.css.ts';

export interface SportsbookBonusesProps {
  bonuses: SportsbookBonus[] | null;
  tab: RewardsTab;
  /** Where the claim posts (the tab's own path). */
  path: string;
  sportsbookPath: string;
  busy: boolean;
  /** A refusal of a bonus's claim, translated. */
  errorFor: (bonusId: string) => string | null;
  money: (amount: string, currency?: string) => string;
  date: (iso: string) => string;
}

export function SportsbookBonuses(props: SportsbookBonusesProps) {
  const { bonuses, tab, path, busy, money, date } = props;
  const t = useT();
  const id = useId();
  if (bonuses !== null && bonuses.length === 0) return null;
  return (
    <section className={styles.sections} aria-labelledby={`${id}-title`} data-testid="sportsbook-bonuses">
      <h2 id={`${id}-title`} className={forms.heading}>
        {t('rewards.sportsbook.title')}
      </h2>
      {bonuses === null ? <FormError message={t('rewards.error.load')} /> : null}
      {(bonuses ?? []).map((bonus) => {
        const cardId = `${id}-${bonus.bonusId}`;
        const wagering = bonus.wagering
          ? wageringOf({ wageringAmount: bonus.wagering.done, wageringRequirement: bonus.wagering.required })
          : null;
        return (
          <section
            key={bonus.bonusId}
            className={forms.card}
            aria-labelledby={`${cardId}-title`}
            data-bonus={bonus.bonusId}
          >
            <div className={styles.groupHeader}>
              <h3 id={`${cardId}-title`} className={forms.heading}>
                {bonus.title}
              </h3>
              {bonus.status === 'ACTIVE' ? (
                <span className={styles.status}>{t('rewards.tab.active')}</span>
              ) : null}
            </div>
            {bonus.description ? <p>{bonus.description}</p> : null}
            <dl className={styles.facts}>
              <dt>{t('rewards.vertical')}</dt>
              <dd>{t('rewards.vertical.SPORTS')}</dd>
              <dt>{t('rewards.bonus')}</dt>
              <dd>{money(bonus.amount, bonus.currencyCode)}</dd>
              {bonus.wagering ? (
                <>
                  <dt>{t('rewards.wagering')}</dt>
                  <dd>{t('rewards.wagering.times', { times: bonus.wagering.multiplier })}</dd>
                </>
              ) : null}
              {bonus.expiresAt ? (
                <>
                  <dt>{t('rewards.expires')}</dt>
                  <dd>{date(bonus.expiresAt)}</dd>
                </>
              ) : null}
            </dl>
            {tab === 'active' && bonus.wagering && wagering?.percent != null && wagering.left !== null ? (
              <WageringProgress
                id={`${cardId}-wagering`}
                done={money(bonus.wagering.done, bonus.currencyCode)}
                total={money(bonus.wagering.required, bonus.currencyCode)}
                left={money(wagering.left, bonus.currencyCode)}
                percent={wagering.percent}
              />
            ) : null}
            <FormError message={props.errorFor(bonus.bonusId)} />
            <div className={forms.actions}>
              {bonus.status === 'AVAILABLE' ? (
                <Form method="post" action={path}>
                  <HiddenFields fields={{ intent: 'sportsbookClaim', bonusId: bonus.bonusId }} />
                  <button type="submit" className={forms.primaryButton} disabled={busy}>
                    {t('rewards.claim')}
                  </button>
                </Form>
              ) : (
                <Link className={forms.primaryButton} to={props.sportsbookPath}>
                  {t('rewards.sportsbook.bet')}
                </Link>
              )}
            </div>
          </section>
        );
      })}
    </section>
  );
}
