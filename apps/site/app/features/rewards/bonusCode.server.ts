/**
 * The bonus-code page's server side (spec 3 §2 "Rewards area", §3 "Bonus state", §4 "Bonus code",
 * §5, §7 "bonus-code/…", §8).
 *
 * - Availability: `manualClaimAvailability`; an error marks it unavailable (spec 3 §4).
 * - Two steps on one form: "check" validates the code (spec 3 §5: codes are validated by a call
 *   before use) and shows that it is good; "claim" sends the manual claim with state ACTIVATED.
 * - Errors (spec 3 §5, §8): a code containing `bonus_code`, or `error.invalid.site.id` on the claim,
 *   is shown as is, i.e. by its own text in the catalogues (the code itself when the catalogue has
 *   none); other reward refusals by their code's text, else `error.oops.tryAgain`.
 */
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { MessageId } from '@casino/i18n';
import { ERRORS, PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import { parseForm, readForm } from '../../lib/form.server.ts';
import type { PlayerPageContext } from '../../lib/page.server.ts';
import { REWARD_REFUSAL_CODES } from './rewardActions.server.ts';

export const bonusCodeSchema = z.string().trim().min(1).max(40);

/** The form: the code (as typed, at most 60 characters kept) and whether to claim or only check it. */
const bonusCodeForm = z.object({
  bonusCode: z
    .string()
    .catch('')
    .transform((typed) => typed.slice(0, 60)),
  intent: z.enum(['check', 'claim']).catch('check'),
});

/** What the page shows for a refused code or claim: a message id, or a code shown as is. */
export type BonusCodeError = { messageId: MessageId } | { code: string };

/** Reward refusals with a text of the site's own (spec 3 §8: a reward 400 uses its code). */
const REWARD_CODES = new Set(REWARD_REFUSAL_CODES);
const BONUS_CODE_TEXTS = new Set<string>([
  ERRORS.bonusCodeInvalid.code,
  ERRORS.bonusCodeExpired.code,
  ERRORS.bonusCodeAlreadyUsed.code,
  ERRORS.invalidSiteId.code,
]);

export function bonusCodeError(error: unknown, claim: boolean): BonusCodeError {
  if (!(error instanceof PlayerApiError)) return { messageId: 'error.oops.tryAgain' };
  const shownAsIs = error.code.includes('bonus_code') || (claim && error.code === ERRORS.invalidSiteId.code);
  if (shownAsIs) {
    return BONUS_CODE_TEXTS.has(error.code) ? { messageId: error.code as MessageId } : { code: error.code };
  }
  if (error.status === 400 && REWARD_CODES.has(error.code)) return { messageId: error.code as MessageId };
  return { messageId: 'error.oops.tryAgain' };
}

export async function manualClaimAvailable(playerApi: PlayerApiClient): Promise<boolean> {
  try {
    return (await playerApi.manualClaimAvailability()).isAvailable;
  } catch (error) {
    if (error instanceof PlayerApiError && error.logout) throw error;
    return false;
  }
}

export type BonusCodeResult =
  | { ok: true; step: 'checked'; bonusCode: string }
  | { ok: true; step: 'claimed'; title: string }
  | {
      ok: false;
      status: number;
      bonusCode: string;
      error: BonusCodeError | { messageId: 'bonusCode.error.empty' };
    };

export async function runBonusCode(
  playerApi: PlayerApiClient,
  form: Record<string, FormDataEntryValue>,
): Promise<BonusCodeResult> {
  const sent = bonusCodeForm.parse(form);
  const parsed = parseForm(z.object({ bonusCode: bonusCodeSchema }), sent);
  if (!parsed.ok) {
    return {
      ok: false,
      status: 400,
      bonusCode: sent.bonusCode,
      error: { messageId: 'bonusCode.error.empty' },
    };
  }
  const { bonusCode } = parsed.data;
  const claim = sent.intent === 'claim';
  try {
    if (!claim) {
      await playerApi.validateBonusCode({ body: { bonusCode } });
      return { ok: true, step: 'checked', bonusCode };
    }
    // spec 3 §5: validated before use, then claimed with state ACTIVATED.
    await playerApi.validateBonusCode({ body: { bonusCode } });
    const { reward } = await playerApi.manualClaim({ body: { bonusCode, state: 'ACTIVATED' } });
    return { ok: true, step: 'claimed', title: reward.campaignDisplayInfo.title };
  } catch (error) {
    if (error instanceof PlayerApiError && error.logout) throw error;
    if (!(error instanceof PlayerApiError) || error.status >= 500) {
      console.warn(`[site] bonus code ${claim ? 'claim' : 'check'} failed: ${(error as Error).message}`);
    }
    const status = error instanceof PlayerApiError && error.status < 500 ? error.status : 502;
    return { ok: false, status, bonusCode, error: bonusCodeError(error, claim) };
  }
}

/** The page's data: whether a code may be claimed, and the code brought to the login (`?bonusCode=`). */
export async function loadBonusCodePage(page: PlayerPageContext) {
  const carried = bonusCodeSchema.safeParse(new URL(page.request.url).searchParams.get('bonusCode') ?? '');
  return data(
    {
      path: page.href('bonus-code'),
      rewards: page.href('rewards'),
      available: await manualClaimAvailable(page.playerApi),
      bonusCode: carried.success ? carried.data : '',
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** A post: checked (shown in place), claimed (a toast naming the reward, to the active rewards), or refused. */
export async function runBonusCodeAction(page: PlayerPageContext) {
  const result = await runBonusCode(page.playerApi, (await readForm(page.request)) ?? {});
  if (result.ok && result.step === 'claimed') {
    page.toast({ kind: 'success', messageId: 'bonusCode.claimed', values: { title: result.title } });
    return redirect(page.href('rewards-active'), 303);
  }
  return data(result, { status: result.ok ? 200 : result.status });
}
