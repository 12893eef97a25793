/**
 * The gambling-limits page's server side (spec 2 §3 "Gambling limits", §4 "Responsible
 * gambling", §5 limit errors, §7 "Deposit limits", "Spend limits", "Activity settings",
 * "Self-exclusion", "Time-out"). The rules of what the player reads are in @casino/domain
 * gamblingLimits.ts; this module runs the calls and validates the forms.
 *
 * - Page load: deposit limits, spend limits and activity settings load in parallel; if any fails
 *   the page is in its error state (spec 2 §4), never half a page.
 * - Forms carry an `intent`: `save`, `delete`, `cancel` (a limit: `kind` deposit|spend, `period`
 *   D|W|M, `amount` for a save), `activity` (`timer` 30|60|120|none), `timeout` (`days`) and
 *   `selfExclusion` (`months` or `indefinite`). Time-out and self-exclusion also need `confirm`,
 *   because both end the session and cannot be undone by the player.
 * - A 401/403 from a call is not handled here: the client marks the session lost and the root
 *   middleware logs the player out (spec 2 §8).
 */
import { z } from 'zod';
import {
  clientLimits,
  exclusionPayload,
  limitErrorMessage,
  limitSuccessMessage,
  parseActivityTimer,
  parseMoneyInput,
  parseSelfExclusionChoice,
  parseTimeoutDays,
  type ActivityTimerMinutes,
  type ClientGamblingLimit,
  type LimitAction,
  type LimitErrorMessage,
  type LimitKind,
  type LimitPeriod,
  type LimitSuccessMessageKey,
  type SelfExclusionChoice,
  type TimeoutDays,
} from '@casino/domain';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';

export interface GamblingLimitsView {
  status: 'loaded';
  deposit: ClientGamblingLimit[];
  spend: ClientGamblingLimit[];
  timer: ActivityTimerMinutes | null;
}

/** spec 2 §4 "Page load": the three loads in parallel; any failure is the error state. */
export async function loadGamblingLimits(
  playerApi: Pick<PlayerApiClient, 'depositLimits' | 'spendLimits' | 'activitySettings'>,
): Promise<GamblingLimitsView | { status: 'error' }> {
  const results = await Promise.allSettled([
    playerApi.depositLimits(),
    playerApi.spendLimits(),
    playerApi.activitySettings(),
  ]);
  const [deposit, spend, activity] = results;
  if (deposit.status !== 'fulfilled' || spend.status !== 'fulfilled' || activity.status !== 'fulfilled') {
    for (const result of results) {
      if (result.status === 'rejected') {
        console.warn(`[site] gambling limits load failed: ${(result.reason as Error).message}`);
      }
    }
    return { status: 'error' };
  }
  return {
    status: 'loaded',
    deposit: clientLimits(deposit.value),
    spend: clientLimits(spend.value),
    timer: activity.value.timer,
  };
}

const kindSchema = z.enum(['deposit', 'spend']);
const periodSchema = z.enum(['D', 'W', 'M']);

/** A form post of the page, validated (spec 2 §5 bodies). */
export type GamblingLimitsForm =
  | { intent: 'save'; kind: LimitKind; period: LimitPeriod; amount: string }
  | { intent: 'delete'; kind: LimitKind; period: LimitPeriod }
  | { intent: 'cancel'; kind: LimitKind; period: LimitPeriod }
  | { intent: 'activity'; timer: ActivityTimerMinutes | null }
  | { intent: 'timeout'; days: TimeoutDays }
  | { intent: 'selfExclusion'; choice: SelfExclusionChoice };

export type FormField = 'amount' | 'timer' | 'days' | 'months' | 'confirm' | 'form';

export type ParsedForm =
  | { ok: true; form: GamblingLimitsForm }
  | { ok: false; field: FormField; messageId: string; kind?: LimitKind; period?: LimitPeriod };

/** Reads and validates a post of the page. `currency` and `formatting` read the amount as typed. */
export function parseGamblingLimitsForm(
  form: Record<string, FormDataEntryValue>,
  currency: string,
  formatting: string,
): ParsedForm {
  const intent = z
    .enum(['save', 'delete', 'cancel', 'activity', 'timeout', 'selfExclusion'])
    .safeParse(form['intent']);
  if (!intent.success) return { ok: false, field: 'form', messageId: 'limits.error.form' };

  if (intent.data === 'save' || intent.data === 'delete' || intent.data === 'cancel') {
    const target = z.object({ kind: kindSchema, period: periodSchema }).safeParse(form);
    if (!target.success) return { ok: false, field: 'form', messageId: 'limits.error.form' };
    const { kind, period } = target.data;
    if (intent.data === 'delete') return { ok: true, form: { intent: 'delete', kind, period } };
    if (intent.data === 'cancel') return { ok: true, form: { intent: 'cancel', kind, period } };
    const raw = z.string().max(20).safeParse(form['amount']);
    const amount = parseMoneyInput(raw.success ? raw.data : '', currency, formatting);
    if (!amount.ok) {
      return {
        ok: false,
        field: 'amount',
        messageId: amount.error === 'empty' ? 'limits.amount.error.empty' : 'limits.amount.error.invalid',
        kind,
        period,
      };
    }
    if (Number(amount.value) <= 0) {
      return { ok: false, field: 'amount', messageId: 'limits.amount.error.invalid', kind, period };
    }
    return { ok: true, form: { intent: 'save', kind, period, amount: amount.value } };
  }

  if (intent.data === 'activity') {
    const timer = parseActivityTimer(form['timer']);
    if (timer === undefined) return { ok: false, field: 'timer', messageId: 'limits.activity.error' };
    return { ok: true, form: { intent: 'activity', timer } };
  }

  const confirmed = form['confirm'] === 'on' || form['confirm'] === 'true';
  if (intent.data === 'timeout') {
    const days = parseTimeoutDays(form['days']);
    if (days === null) return { ok: false, field: 'days', messageId: 'limits.timeout.error.choose' };
    if (!confirmed) return { ok: false, field: 'confirm', messageId: 'limits.confirm.error' };
    return { ok: true, form: { intent: 'timeout', days } };
  }
  const choice = parseSelfExclusionChoice(form['months']);
  if (choice === null) return { ok: false, field: 'months', messageId: 'limits.exclusion.error.choose' };
  if (!confirmed) return { ok: false, field: 'confirm', messageId: 'limits.confirm.error' };
  return { ok: true, form: { intent: 'selfExclusion', choice } };
}

export type LimitChangeResult =
  { ok: true; messageId: LimitSuccessMessageKey } | { ok: false; error: LimitErrorMessage; status: number };

/** spec 2 §5 bodies, the §4 success messages and the §5 error mapping for one change. */
export async function changeLimit(
  playerApi: Pick<PlayerApiClient, 'updateDepositLimit' | 'updateSpendLimit'>,
  change: Extract<GamblingLimitsForm, { intent: 'save' | 'delete' | 'cancel' }>,
): Promise<LimitChangeResult> {
  const action: LimitAction = change.intent;
  const body =
    change.intent === 'save'
      ? { duration: change.period, limit: change.amount }
      : change.intent === 'delete'
        ? { duration: change.period, deleteLimit: true as const }
        : { duration: change.period, cancelPendingLimit: true as const };
  try {
    const call = change.kind === 'deposit' ? playerApi.updateDepositLimit : playerApi.updateSpendLimit;
    const response = await call({ body });
    return { ok: true, messageId: limitSuccessMessage(action, response) };
  } catch (error) {
    if (!(error instanceof PlayerApiError)) throw error;
    if (error.logout) throw error;
    return {
      ok: false,
      status: error.status >= 400 && error.status < 500 ? error.status : 502,
      error: limitErrorMessage({
        action,
        period: change.period,
        code: error.code,
        serverMessage: error.validationErrors?.['limit']?.message,
      }),
    };
  }
}

/** The time-out or self-exclusion call; true when it started (the caller logs the player out). */
export async function startBreak(
  playerApi: Pick<PlayerApiClient, 'timeout' | 'selfExclusion'>,
  form: Extract<GamblingLimitsForm, { intent: 'timeout' | 'selfExclusion' }>,
): Promise<{ ok: true } | { ok: false; messageId: string; status: number }> {
  try {
    if (form.intent === 'timeout') await playerApi.timeout({ body: { days: form.days } });
    else await playerApi.selfExclusion({ body: exclusionPayload(form.choice) });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof PlayerApiError) || error.logout) throw error;
    console.warn(`[site] ${form.intent} refused: ${error.status} ${error.code}`);
    const status = error.status >= 400 && error.status < 500 ? error.status : 502;
    // spec 2 §4/§8: a failed self-exclusion is the toast error.oops.tryAgain; a failed time-out
    // shows its error in the failed state of its form.
    if (form.intent === 'selfExclusion') return { ok: false, messageId: 'error.oops.tryAgain', status };
    return {
      ok: false,
      status,
      messageId:
        error.code === 'error.exclusion.active'
          ? 'limits.timeout.error.active'
          : 'limits.timeout.error.failed',
    };
  }
}
