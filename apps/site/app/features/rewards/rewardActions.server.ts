/**
 * The rewards page's posts (spec 3 §4 "Rewards", §8), each an `intent` of a plain post (the page
 * works before JavaScript loads):
 * - `claim`: the reward's claim call by kind (free spins, cashback activation, opt-in activation,
 *   otherwise the campaign claim). Refusals (spec 3 §8): `error.bonus.active_bonus_same_vertical`
 *   opens the forfeit-then-claim prompt naming the active reward of that vertical;
 *   `error.bonus.consent_required` the consent prompt; any other 400 code its own text, else
 *   `error.oops.tryAgain`.
 * - `forfeitThenClaim`: forfeits the named active reward (with the wagering the player saw, so a
 *   stale page cannot forfeit more than it showed), then claims.
 * - `consent`: records the player's agreement, then claims.
 * - `sportsbookClaim`: a sportsbook bonus the player may claim (softswiss/sportsbook/bonuses), by
 *   its claim call; its money goes to the sports bonus wallet the header shows.
 * - `forfeit`, `optOut`, `cashbackClaim`, `cashbackStop`, `queuedClaim`, `loyaltyClaim`: the call of
 *   the same name.
 */
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { MessageId } from '@casino/i18n';
import { ERRORS, PlayerApiError, type PlayerApiClient, type Reward } from '@casino/player-api';
import { parseForm, readForm } from '../../lib/form.server.ts';
import type { PlayerPageContext } from '../../lib/page.server.ts';
import { isCashback, isFreeSpins, isLoyalty, rewardsLanguage } from '../../lib/rewardKinds.ts';
import { wageringOf } from './wagering.ts';

const id = z.string().trim().min(1).max(80);
const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('claim'), campaignId: id }),
  z.object({ intent: z.literal('consent'), campaignId: id, agreed: z.literal('on') }),
  z.object({
    intent: z.literal('forfeitThenClaim'),
    campaignId: id,
    assignmentId: id,
    wageringAmount: z.string().regex(/^\d{1,12}\.\d{2}$/),
  }),
  z.object({
    intent: z.literal('forfeit'),
    assignmentId: id,
    wageringAmount: z.string().regex(/^\d{1,12}\.\d{2}$/),
    wageringProgress: z.coerce.number().min(0).max(100),
  }),
  z.object({ intent: z.literal('optOut'), campaignId: id }),
  z.object({ intent: z.literal('cashbackClaim'), campaignId: id }),
  z.object({ intent: z.literal('loyaltyClaim') }),
  z.object({ intent: z.literal('cashbackStop'), campaignId: id }),
  z.object({ intent: z.literal('queuedClaim'), campaignId: id, queuedPlayerBonusId: id }),
  z.object({ intent: z.literal('sportsbookClaim'), bonusId: id }),
]);
export type RewardAction = z.infer<typeof actionSchema>;

/** What the page shows after a refused action, or the prompt a claim opened. */
export type RewardActionData =
  | { kind: 'error'; campaignId: string | null; messageId: MessageId }
  | { kind: 'forfeitThenClaim'; campaignId: string; claiming: string; active: Reward }
  | { kind: 'consent'; campaignId: string; claiming: string }
  | { kind: 'cashbackClaimed'; amount: string; currencyCode: string };

export type RewardActionResult =
  | { ok: true; toast: MessageId; values?: Record<string, string> }
  | { ok: true; data: Extract<RewardActionData, { kind: 'cashbackClaimed' }> }
  | { ok: false; status: number; data: RewardActionData };

/** The refusals of a reward's claim with a text of the site's own (spec 3 §8: a reward 400 uses its code). */
export const REWARD_REFUSAL_CODES: readonly string[] = [
  ERRORS.bonusActiveSameVertical.code,
  ERRORS.bonusActiveTriggered.code,
  ERRORS.bonusNotEligible.code,
  ERRORS.bonusAlreadyClaimed.code,
  ERRORS.bonusExpired.code,
  ERRORS.bonusCampaignNotFound.code,
  ERRORS.bonusConsentRequired.code,
];

/** spec 3 §8: a reward 400 with a code uses that code; otherwise `error.oops.tryAgain`. */
const KNOWN_REWARD_CODES = new Set<string>([...REWARD_REFUSAL_CODES, ERRORS.cashbackNothingToClaim.code]);

function refusal(error: unknown, campaignId: string | null): RewardActionResult {
  if (error instanceof PlayerApiError && error.logout) throw error;
  const code = error instanceof PlayerApiError && error.status === 400 ? error.code : '';
  if (!code) console.warn(`[site] reward action failed: ${(error as Error).message}`);
  const status = error instanceof PlayerApiError && error.status < 500 ? error.status : 502;
  return {
    ok: false,
    status,
    data: {
      kind: 'error',
      campaignId,
      messageId: (KNOWN_REWARD_CODES.has(code) ? code : 'error.oops.tryAgain') as MessageId,
    },
  };
}

/** The claim call of a reward's kind. */
async function claimOf(playerApi: PlayerApiClient, reward: Reward): Promise<void> {
  const params = { campaignId: reward.campaignId };
  if (isFreeSpins(reward)) await playerApi.claimFreeSpins({ params });
  else if (isCashback(reward)) await playerApi.activateCashback({ params });
  else if (reward.campaignCategory === 'OPT_IN') await playerApi.activateOptIn({ params });
  else await playerApi.claimReward({ params });
}

export async function runRewardAction(
  playerApi: PlayerApiClient,
  form: Record<string, FormDataEntryValue>,
  language: string,
): Promise<RewardActionResult> {
  const parsed = parseForm(actionSchema, form);
  if (!parsed.ok) {
    return {
      ok: false,
      status: 400,
      data: { kind: 'error', campaignId: null, messageId: 'error.oops.tryAgain' },
    };
  }
  const action = parsed.data;
  const lang = rewardsLanguage(language);
  const find = async (campaignId: string) => {
    const [eligible, active] = await Promise.all([
      playerApi.rewards({ query: { rewardsType: 'ELIGIBLE', lang } }),
      playerApi.rewards({ query: { rewardsType: 'ACTIVE', lang } }),
    ]);
    return {
      reward: [...eligible, ...active].find((item) => item.campaignId === campaignId) ?? null,
      active,
    };
  };
  try {
    switch (action.intent) {
      case 'claim':
      case 'consent':
      case 'forfeitThenClaim': {
        const { reward, active } = await find(action.campaignId);
        if (!reward || reward.campaignStatus === 'DRAFT') {
          return refusal(
            new PlayerApiError(400, ERRORS.bonusCampaignNotFound.code, 'gone'),
            action.campaignId,
          );
        }
        const title = reward.campaignDisplayInfo.title;
        if (action.intent === 'consent') {
          await playerApi.rewardConsent({ body: { campaignId: action.campaignId, agreed: true } });
        }
        if (action.intent === 'forfeitThenClaim') {
          const current = active.find((item) => item.assignmentId === action.assignmentId);
          if (current) {
            await playerApi.forfeitReward({
              params: { assignmentId: action.assignmentId },
              body: {
                state: 'FORFEITED',
                wageringAmount: action.wageringAmount,
                wageringProgress: wageringOf(current).percent ?? 0,
              },
            });
          }
        }
        try {
          await claimOf(playerApi, reward);
        } catch (error) {
          if (error instanceof PlayerApiError && error.code === ERRORS.bonusActiveSameVertical.code) {
            // The API names the active reward (additionalInfo.activeReward); else the bonus of the
            // vertical that holds money (not a cashback or loyalty reward).
            const named = (error.additionalInfo as { activeReward?: { campaignId?: unknown } } | undefined)
              ?.activeReward?.campaignId;
            const current =
              active.find((item) => item.campaignId === named && item.assignmentId !== null) ??
              active.find(
                (item) =>
                  item.vertical === reward.vertical &&
                  item.assignmentId !== null &&
                  !isCashback(item) &&
                  !isLoyalty(item),
              );
            if (current) {
              return {
                ok: false,
                status: 409,
                data: {
                  kind: 'forfeitThenClaim',
                  campaignId: reward.campaignId,
                  claiming: title,
                  active: current,
                },
              };
            }
          }
          if (error instanceof PlayerApiError && error.code === ERRORS.bonusConsentRequired.code) {
            return {
              ok: false,
              status: 409,
              data: { kind: 'consent', campaignId: reward.campaignId, claiming: title },
            };
          }
          throw error;
        }
        return { ok: true, toast: 'rewards.claimed', values: { title } };
      }
      case 'forfeit':
        await playerApi.forfeitReward({
          params: { assignmentId: action.assignmentId },
          body: {
            state: 'FORFEITED',
            wageringAmount: action.wageringAmount,
            wageringProgress: action.wageringProgress,
          },
        });
        return { ok: true, toast: 'rewards.forfeited' };
      case 'optOut':
        await playerApi.deactivateOptIn({ params: { campaignId: action.campaignId } });
        return { ok: true, toast: 'rewards.optedOut' };
      case 'cashbackStop':
        await playerApi.deactivateCashback({ params: { campaignId: action.campaignId } });
        return { ok: true, toast: 'rewards.cashback.stopped' };
      case 'cashbackClaim': {
        const paid = await playerApi.claimCashback({ params: { campaignId: action.campaignId } });
        return {
          ok: true,
          data: { kind: 'cashbackClaimed', amount: paid.claimed, currencyCode: paid.currencyCode },
        };
      }
      case 'loyaltyClaim': {
        const paid = await playerApi.claimLoyaltyCashback();
        return {
          ok: true,
          data: { kind: 'cashbackClaimed', amount: paid.claimed, currencyCode: paid.currencyCode },
        };
      }
      case 'queuedClaim':
        await playerApi.claimQueuedBonus({
          params: { campaignId: action.campaignId, queuedPlayerBonusId: action.queuedPlayerBonusId },
        });
        return { ok: true, toast: 'rewards.claimed.queued' };
      case 'sportsbookClaim': {
        const offered = await playerApi.softswissSportsbookBonuses({ query: { lang } });
        const bonus = offered.find((item) => item.bonusId === action.bonusId && item.status === 'AVAILABLE');
        if (!bonus) {
          return refusal(new PlayerApiError(400, ERRORS.bonusCampaignNotFound.code, 'gone'), action.bonusId);
        }
        await playerApi.claimSoftswissSportsbookBonus({ body: { bonusId: bonus.bonusId } });
        return { ok: true, toast: 'rewards.claimed', values: { title: bonus.title } };
      }
    }
  } catch (error) {
    const target = 'campaignId' in action ? action.campaignId : 'bonusId' in action ? action.bonusId : null;
    return refusal(error, target);
  }
}

/** A post of the page: done (a toast, to the active tab), shown in place (a claimed cashback), or refused. */
export async function runRewardsAction(page: PlayerPageContext) {
  const result = await runRewardAction(
    page.playerApi,
    (await readForm(page.request)) ?? {},
    page.locale.siteLanguage,
  );
  if (!result.ok) return data(result.data, { status: result.status });
  if ('data' in result) return data(result.data);
  page.toast({
    kind: 'success',
    messageId: result.toast,
    ...(result.values ? { values: result.values } : {}),
  });
  return redirect(page.href('rewards-active'), 303);
}
