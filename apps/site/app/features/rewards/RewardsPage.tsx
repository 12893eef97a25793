/**
 * The rewards page (routes/rewards.tsx; spec 3 §2 "Rewards area": tabs rewards and active; §4
 * "Rewards"): the tabs, the claimed-cashback notice (gone after 5000 ms, spec 3 §9), the loyalty
 * cashback of the player's level, the cards (RewardCard.tsx), the sportsbook's bonuses
 * (SportsbookBonuses.tsx), an empty tab as a quiet line with the
 * next useful action (an offer the player may take, else the casino; issue 27), and the
 * server-rendered dialogs: the forfeit confirmation, the forfeit-then-claim prompt naming the active bonus, the consent prompt.
 */
import { useEffect, useId, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { formatMoney } from '@casino/domain';
import { FormError, ServerDialog } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import { useDateLocale, useT } from '../../lib/i18n.ts';
import { HiddenFields, RewardCard } from './RewardCard.tsx';
import { SportsbookBonuses } from './SportsbookBonuses.tsx';
import type { RewardActionData } from './rewardActions.server.ts';
import type { loadRewardsPage } from './rewards.server.ts';
import * as styles from './rewards.css.ts';

/** spec 3 §9: the claimed-cashback notice goes after 5000 ms. */
export const CASHBACK_NOTICE_MS = 5000;

type Unwrapped<T> = T extends { data: infer D } ? D : T;
/** What the route's loader hands the page. */
export type RewardsPageData = Unwrapped<Awaited<ReturnType<typeof loadRewardsPage>>>;

export function RewardsPage({
  loaderData,
  actionData,
}: {
  loaderData: RewardsPageData;
  actionData: RewardActionData | undefined;
}) {
  const t = useT();
  const id = useId();
  const dateLocale = useDateLocale();
  const busy = useNavigation().state !== 'idle';
  const result = (actionData as RewardActionData | undefined) ?? null;
  const { rewards, tab, path, paths } = loaderData;
  const money = (amount: string, currency = loaderData.currency) =>
    formatMoney(amount, currency, { locale: loaderData.formatting, countryCode: loaderData.countryCode });
  const date = (iso: string) =>
    new Date(iso).toLocaleString(dateLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  // The claimed-cashback notice (spec 3 §4, §9): shown, then gone after 5000 ms.
  const claimed = result?.kind === 'cashbackClaimed' ? result : null;
  const [expired, setExpired] = useState<typeof claimed>(null);
  useEffect(() => {
    if (!claimed) return;
    const timer = window.setTimeout(() => setExpired(claimed), CASHBACK_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [claimed]);
  const noticeShown = claimed !== null && expired !== claimed;

  const errorFor = (campaignId: string | null) =>
    result?.kind === 'error' && result.campaignId === campaignId ? t(result.messageId) : null;
  const hidden = (fields: Record<string, string>) => <HiddenFields fields={fields} />;

  // Empty: no reward, and no sportsbook bonus to show.
  const empty = rewards?.length === 0 && !loaderData.sportsbook?.length;

  const confirming =
    loaderData.confirm && rewards
      ? rewards.find((view) => view.reward.assignmentId === loaderData.confirm)
      : null;

  return (
    <article className={forms.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={forms.heading}>
        {t('rewards.title')}
      </h1>
      <nav aria-label={t('rewards.tabs')}>
        <ul className={styles.steps}>
          <li>
            <Link
              className={`${styles.step} ${tab === 'active' ? styles.currentStep : ''}`}
              to={paths.active}
              aria-current={tab === 'active' ? 'page' : undefined}
            >
              {t('rewards.tab.active')}
            </Link>
          </li>
          <li>
            <Link
              className={`${styles.step} ${tab === 'rewards' ? styles.currentStep : ''}`}
              to={paths.rewards}
              aria-current={tab === 'rewards' ? 'page' : undefined}
            >
              {t('rewards.tab.rewards')}
            </Link>
          </li>
          {loaderData.manualClaimAllowed ? (
            <li>
              <Link className={styles.step} to={paths.bonusCode}>
                {t('rewards.bonusCode')}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      {claimed && noticeShown ? (
        <p role="status" className={forms.alert} data-testid="cashback-claimed">
          {t('rewards.cashback.claimed', { amount: money(claimed.amount, claimed.currencyCode) })}
        </p>
      ) : null}
      <FormError message={errorFor(null)} />
      {loaderData.loyalty ? (
        <section className={forms.card} aria-labelledby={`${id}-loyalty`} data-testid="loyalty-cashback">
          <h2 id={`${id}-loyalty`} className={forms.heading}>
            {t('rewards.loyalty.title')}
          </h2>
          <p>
            {t('rewards.cashback.progress', {
              accrued: money(loaderData.loyalty.accrued, loaderData.loyalty.currencyCode),
              claimable: money(loaderData.loyalty.claimable, loaderData.loyalty.currencyCode),
            })}
          </p>
          {Number(loaderData.loyalty.claimable) > 0 ? (
            <Form method="post" action={path} className={forms.actions}>
              <input type="hidden" name="intent" value="loyaltyClaim" />
              <button type="submit" className={forms.primaryButton} disabled={busy}>
                {t('rewards.cashback.claim', {
                  amount: money(loaderData.loyalty.claimable, loaderData.loyalty.currencyCode),
                })}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
      {rewards === null ? <FormError message={t('rewards.error.load')} /> : null}
      {empty ? (
        <div className={styles.empty} data-testid="rewards-empty">
          <p className={styles.emptyLine}>
            {t(tab === 'active' ? 'rewards.empty.active' : 'rewards.empty.rewards')}
          </p>
          {loaderData.offer ? (
            <p className={styles.emptyNext}>
              <span>{t('rewards.empty.offer', { title: loaderData.offer.title })}</span>
              <Link className={forms.primaryButton} to={paths.rewards}>
                {t('rewards.empty.seeOffers')}
              </Link>
            </p>
          ) : (
            <p className={styles.emptyNext}>
              <Link className={forms.button} to={paths.casino}>
                {t('rewards.empty.games')}
              </Link>
            </p>
          )}
        </div>
      ) : null}
      {rewards?.length ? (
        <div className={styles.sections}>
          {rewards.map((view) => (
            <RewardCard
              key={view.reward.campaignId}
              view={view}
              tab={tab}
              path={path}
              paths={paths}
              error={errorFor(view.reward.campaignId)}
              busy={busy}
              money={money}
              date={date}
            />
          ))}
        </div>
      ) : null}

      <SportsbookBonuses
        bonuses={loaderData.sportsbook}
        tab={tab}
        path={path}
        sportsbookPath={paths.sportsbook}
        busy={busy}
        errorFor={errorFor}
        money={money}
        date={date}
      />

      {confirming && confirming.reward.assignmentId ? (
        <ServerDialog
          titleId={`${id}-forfeit`}
          title={t('rewards.forfeit.title', { title: confirming.reward.campaignDisplayInfo.title })}
          closeHref={paths.active}
          closeLabel={t('verification.modal.close')}
          testId="forfeit-confirm"
        >
          <p>
            {t(confirming.reward.bonusKind === 'STICKY' ? 'rewards.forfeit.sticky' : 'rewards.forfeit.text')}
          </p>
          <Form method="post" action={paths.active} className={forms.actions}>
            {hidden({
              intent: 'forfeit',
              assignmentId: confirming.reward.assignmentId,
              wageringAmount: confirming.reward.wageringAmount,
              wageringProgress: String(confirming.wageringPercent ?? 0),
            })}
            <button type="submit" className={forms.primaryButton} disabled={busy}>
              {t('rewards.forfeit.confirm')}
            </button>
            <Link className={forms.button} to={paths.active} data-autofocus>
              {t('rewards.keep')}
            </Link>
          </Form>
        </ServerDialog>
      ) : null}

      {result?.kind === 'forfeitThenClaim' && result.active.assignmentId ? (
        <ServerDialog
          titleId={`${id}-switch`}
          title={t('rewards.switch.title')}
          closeHref={path}
          closeLabel={t('verification.modal.close')}
          testId="forfeit-then-claim"
        >
          <p>
            {t('rewards.switch.text', {
              active: result.active.campaignDisplayInfo.title,
              claiming: result.claiming,
            })}
          </p>
          <Form method="post" action={path} className={forms.actions}>
            {hidden({
              intent: 'forfeitThenClaim',
              campaignId: result.campaignId,
              assignmentId: result.active.assignmentId,
              wageringAmount: result.active.wageringAmount,
            })}
            <button type="submit" className={forms.primaryButton} disabled={busy}>
              {t('rewards.switch.confirm')}
            </button>
            <Link className={forms.button} to={path} data-autofocus>
              {t('rewards.keep')}
            </Link>
          </Form>
        </ServerDialog>
      ) : null}

      {result?.kind === 'consent' ? (
        <ServerDialog
          titleId={`${id}-consent`}
          title={t('rewards.consent.title')}
          closeHref={path}
          closeLabel={t('verification.modal.close')}
          testId="reward-consent"
        >
          <Form method="post" action={path} className={forms.form}>
            {hidden({ intent: 'consent', campaignId: result.campaignId })}
            <label className={forms.check}>
              <input type="checkbox" name="agreed" required />
              {t('rewards.consent.text', { claiming: result.claiming })}
            </label>
            <div className={forms.actions}>
              <button type="submit" className={forms.primaryButton} disabled={busy}>
                {t('rewards.consent.confirm')}
              </button>
            </div>
          </Form>
        </ServerDialog>
      ) : null}
    </article>
  );
}
