/**
 * Rewards `/my-account/rewards` and `/my-account/rewards/active` (spec 3 §2 "Rewards area": tabs
 * rewards and active, active by default; §3 "Reward"; §4 "Rewards"; §5; §8). The reads and actions
 * are in lib/rewards.server.ts.
 *
 * - Active: each bonus with its wagering as a bar and the amount left to wager, its expiry, and a
 *   forfeit (confirmed in a dialog first: it removes the bonus money, and for a sticky bonus what
 *   it won); cashback with what it has earned and a claim; free spins with the spins left and
 *   their winnings; queued bonuses with their claim.
 * - Rewards: what the player may take, each with its claim (or activation for opt-in, cashback and
 *   free spins). A claim blocked by an active bonus of the same vertical opens the
 *   forfeit-then-claim prompt naming that bonus; one needing consent opens the consent prompt.
 * - A claimed cashback shows a notice for 5000 ms (spec 3 §9).
 * Every form is a plain post (works before JavaScript loads); the dialogs are server-rendered.
 */
import { useEffect, useId, useState } from 'react';
import { Form, Link, data, redirect, useNavigation } from 'react-router';
import { formatLocale, formatMoney } from '@casino/domain';
import type { MessageId } from '@casino/i18n';
import * as forms from '@casino/ui/forms';
import type { Route } from './+types/rewards';
import * as styles from '../components/Account.css.ts';
import { ServerDialog } from '../components/ServerDialog.tsx';
import { appContext, localeContext, routeMatchContext, sessionContext } from '../lib/context.ts';
import { readForm } from '../lib/form.server.ts';
import { useDateLocale, useT } from '../lib/i18n.ts';
import {
  loadLoyaltyCashback,
  loadRewards,
  runRewardAction,
  type RewardActionData,
  type RewardView,
  type RewardsTab,
} from '../lib/rewards.server.ts';

/** spec 3 §9: the claimed-cashback notice goes after 5000 ms. */
export const CASHBACK_NOTICE_MS = 5000;

function pageOf({ context, request }: Route.LoaderArgs | Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const { route } = context.get(routeMatchContext);
  const { state, session } = context.get(sessionContext);
  if (state.kind !== 'authorised') throw redirect(`/${formatLocale(locale)}/401`);
  const base = `/${formatLocale(locale)}/my-account/rewards`;
  const tab: RewardsTab =
    route?.id === 'rewards' && new URL(request.url).searchParams.get('tab') === 'rewards'
      ? 'rewards'
      : 'active';
  return {
    app,
    locale,
    session,
    player: state.player,
    base,
    tab,
    path: tab === 'rewards' ? `${base}?tab=rewards` : `${base}/active`,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { app, locale, player, base, tab, path } = pageOf(args);
  const confirm = new URL(args.request.url).searchParams.get('forfeit');
  return data(
    {
      locale: formatLocale(locale),
      formatting: locale.formatting,
      currency: player.currency,
      countryCode: player.countryCode,
      manualClaimAllowed: player.flags.manualClaimAllowed,
      base,
      tab,
      path,
      confirm: confirm && /^[\w-]{1,80}$/.test(confirm) ? confirm : null,
      rewards: await loadRewards(app.playerApi, tab, locale.siteLanguage),
      loyalty: tab === 'active' ? await loadLoyaltyCashback(app.playerApi) : null,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action(args: Route.ActionArgs) {
  const { app, locale, session } = pageOf(args);
  const result = await runRewardAction(
    app.playerApi,
    (await readForm(args.request)) ?? {},
    locale.siteLanguage,
  );
  if (!result.ok) return data(result.data, { status: result.status });
  if ('data' in result) return data(result.data);
  session.flash('toast', {
    kind: 'success',
    messageId: result.toast,
    ...(result.values ? { values: result.values } : {}),
  });
  return redirect(`/${formatLocale(locale)}/my-account/rewards/active`, 303);
}

const VERTICAL_LABELS: Record<string, MessageId> = {
  CASINO: 'rewards.vertical.CASINO',
  LIVE_CASINO: 'rewards.vertical.LIVE_CASINO',
  SPORTS: 'rewards.vertical.SPORTS',
};

export default function Rewards({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const id = useId();
  const dateLocale = useDateLocale();
  const busy = useNavigation().state !== 'idle';
  const result = (actionData as RewardActionData | undefined) ?? null;
  const { rewards, tab, path, base } = loaderData;
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
    result?.kind === 'error' && result.campaignId === campaignId ? (
      <p role="alert" className={forms.alert}>
        {t(result.messageId)}
      </p>
    ) : null;

  const hidden = (fields: Record<string, string>) =>
    Object.entries(fields).map(([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} />
    ));

  const card = (view: RewardView) => {
    const { reward } = view;
    const cardId = `${id}-${reward.campaignId}`;
    const info = reward.campaignDisplayInfo;
    const claimLabel: MessageId =
      reward.betBonusType === -1
        ? 'rewards.claim.freeSpins'
        : reward.campaignCategory === 'OPT_IN' || reward.triggerEvent.startsWith('CASHBACK')
          ? 'rewards.claim.activate'
          : 'rewards.claim';
    return (
      <section
        key={reward.campaignId}
        className={forms.card}
        aria-labelledby={`${cardId}-title`}
        data-campaign={reward.campaignId}
      >
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
          <div className={forms.field}>
            <label htmlFor={`${cardId}-wagering`}>
              {t('rewards.progress', {
                done: money(reward.wageringAmount),
                total: money(reward.wageringRequirement),
              })}
            </label>
            <progress
              id={`${cardId}-wagering`}
              className={styles.progress}
              max={100}
              value={view.wageringPercent}
              data-testid="wagering-progress"
            >
              {`${view.wageringPercent} %`}
            </progress>
            <span className={forms.hint} data-testid="wagering-left">
              {t('rewards.left', { amount: money(view.wageringLeft), percent: view.wageringPercent })}
            </span>
          </div>
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
        {errorFor(reward.campaignId)}
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
              to={`${base}/active?forfeit=${encodeURIComponent(reward.assignmentId)}`}
              preventScrollReset
            >
              {t('rewards.forfeit')}
            </Link>
          ) : null}
        </div>
      </section>
    );
  };

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
              to={`${base}/active`}
              aria-current={tab === 'active' ? 'page' : undefined}
            >
              {t('rewards.tab.active')}
            </Link>
          </li>
          <li>
            <Link
              className={`${styles.step} ${tab === 'rewards' ? styles.currentStep : ''}`}
              to={`${base}?tab=rewards`}
              aria-current={tab === 'rewards' ? 'page' : undefined}
            >
              {t('rewards.tab.rewards')}
            </Link>
          </li>
          {loaderData.manualClaimAllowed ? (
            <li>
              <Link className={styles.step} to={`/${loaderData.locale}/my-account/bonus-code`}>
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
      {errorFor(null)}
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
      {rewards === null ? (
        <p role="alert" className={forms.alert}>
          {t('rewards.error.load')}
        </p>
      ) : rewards.length === 0 ? (
        <section className={forms.card} aria-labelledby={`${id}-empty`}>
          <h2 id={`${id}-empty`} className={forms.heading}>
            {t(tab === 'active' ? 'rewards.empty.active' : 'rewards.empty.rewards')}
          </h2>
          {tab === 'active' ? (
            <p>
              <Link to={`${base}?tab=rewards`}>{t('rewards.tab.rewards')}</Link>
            </p>
          ) : null}
        </section>
      ) : (
        <div className={styles.sections}>{rewards.map(card)}</div>
      )}

      {confirming && confirming.reward.assignmentId ? (
        <ServerDialog
          titleId={`${id}-forfeit`}
          title={t('rewards.forfeit.title', { title: confirming.reward.campaignDisplayInfo.title })}
          closeHref={`${base}/active`}
          closeLabel={t('verification.modal.close')}
          testId="forfeit-confirm"
        >
          <p>
            {t(confirming.reward.bonusKind === 'STICKY' ? 'rewards.forfeit.sticky' : 'rewards.forfeit.text')}
          </p>
          <Form method="post" action={`${base}/active`} className={forms.actions}>
            {hidden({
              intent: 'forfeit',
              assignmentId: confirming.reward.assignmentId,
              wageringAmount: confirming.reward.wageringAmount,
              wageringProgress: String(confirming.wageringPercent ?? 0),
            })}
            <button type="submit" className={forms.primaryButton} disabled={busy}>
              {t('rewards.forfeit.confirm')}
            </button>
            <Link className={forms.button} to={`${base}/active`} data-autofocus>
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
