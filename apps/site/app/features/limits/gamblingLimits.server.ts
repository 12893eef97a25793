/**
 * The gambling-limits page's server side (spec 2 §3 "Gambling limits", §4 "Responsible
 * gambling", §5 limit errors, §7 "Deposit limits", "Spend limits", "Activity settings",
 * "Self-exclusion", "Time-out"). The rules of what the player reads are in @casino/domain
 * gamblingLimits.ts; this module runs the calls, validates the forms and answers the page's posts.
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
import { data, redirect } from 'react-router';
import { ERRORS, PlayerApiError, type PlayerApiClient } from '@casino/player-api';
import { signOut } from '../../lib/auth.server.ts';
import { parseForm, readForm } from '../../lib/form.server.ts';
import type { PlayerPageContext } from '../../lib/page.server.ts';

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

const LIMITS_INTENTS = ['save', 'delete', 'cancel', 'activity', 'timeout', 'selfExclusion'] as const;
const intentForm = z.object({ intent: z.enum(LIMITS_INTENTS, { message: 'limits.error.form' }) });
const limitTargetForm = z.object({
  kind: kindSchema,
  period: periodSchema,
});

/** A limit's amount as the player typed it (the page's number format), more than zero. */
function limitAmountForm(currency: string, formatting: string) {
  return z.object({
    amount: z
      .string()
      .max(20)
      .catch('')
      .transform((typed, ctx) => {
        const amount = parseMoneyInput(typed, currency, formatting);
        if (!amount.ok || Number(amount.value) <= 0) {
          ctx.addIssue({
            code: 'custom',
            message:
              !amount.ok && amount.error === 'empty'
                ? 'limits.amount.error.empty'
                : 'limits.amount.error.invalid',
          });
          return z.NEVER;
        }
        return amount.value;
      }),
  });
}

/**
 * A choice the domain's parser reads (its `none` is no valid choice), or the form's message. A
 * missing field reads as empty (zod skips a missing key's optional schema, and refuses it for
 * `unknown` with a message of its own).
 */
function choiceOf<T, N extends null | undefined>(parse: (value: unknown) => T, none: N, message: string) {
  return z
    .string()
    .catch('')
    .transform((value, ctx): Exclude<T, N> => {
      const parsed = parse(value);
      if ((parsed as unknown) === none) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed as Exclude<T, N>;
    });
}

const activityForm = z.object({ timer: choiceOf(parseActivityTimer, undefined, 'limits.activity.error') });
const confirmed = z
  .string()
  .catch('')
  .refine((value) => value === 'on' || value === 'true', { message: 'limits.confirm.error' });
const timeoutForm = z.object({
  days: choiceOf(parseTimeoutDays, null, 'limits.timeout.error.choose'),
  confirm: confirmed,
});
const selfExclusionForm = z.object({
  months: choiceOf(parseSelfExclusionChoice, null, 'limits.exclusion.error.choose'),
  confirm: confirmed,
});

/** The first refused field of a parsed form (the schemas above word every message). */
function refusal(fieldErrors: Partial<Record<string, string>>): { field: FormField; messageId: string } {
  const [field, messageId] = Object.entries(fieldErrors)[0] ?? ['form', 'limits.error.form'];
  return { field: field as FormField, messageId: messageId ?? 'limits.error.form' };
}

/** Reads and validates a post of the page. `currency` and `formatting` read the amount as typed. */
export function parseGamblingLimitsForm(
  form: Record<string, FormDataEntryValue>,
  currency: string,
  formatting: string,
): ParsedForm {
  const intent = parseForm(intentForm, form);
  if (!intent.ok) return { ok: false, field: 'form', messageId: 'limits.error.form' };

  switch (intent.data.intent) {
    case 'save':
    case 'delete':
    case 'cancel': {
      const target = parseForm(limitTargetForm, form);
      if (!target.ok) return { ok: false, field: 'form', messageId: 'limits.error.form' };
      const { kind, period } = target.data;
      if (intent.data.intent !== 'save')
        return { ok: true, form: { intent: intent.data.intent, kind, period } };
      const amount = parseForm(limitAmountForm(currency, formatting), form);
      if (!amount.ok) return { ok: false, ...refusal(amount.fieldErrors), kind, period };
      return { ok: true, form: { intent: 'save', kind, period, amount: amount.data.amount } };
    }
    case 'activity': {
      const parsed = parseForm(activityForm, form);
      if (!parsed.ok) return { ok: false, ...refusal(parsed.fieldErrors) };
      return { ok: true, form: { intent: 'activity', timer: parsed.data.timer } };
    }
    case 'timeout': {
      const parsed = parseForm(timeoutForm, form);
      if (!parsed.ok) return { ok: false, ...refusal(parsed.fieldErrors) };
      return { ok: true, form: { intent: 'timeout', days: parsed.data.days } };
    }
    case 'selfExclusion': {
      const parsed = parseForm(selfExclusionForm, form);
      if (!parsed.ok) return { ok: false, ...refusal(parsed.fieldErrors) };
      return { ok: true, form: { intent: 'selfExclusion', choice: parsed.data.months } };
    }
  }
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
        error.code === ERRORS.exclusionActive.code
          ? 'limits.timeout.error.active'
          : 'limits.timeout.error.failed',
    };
  }
}

/** A refused post: the form that failed (a limit, or a section), its field and message. */
export interface GamblingLimitsActionData {
  target: { kind: LimitKind; period: LimitPeriod } | 'activity' | 'timeout' | 'selfExclusion' | 'form';
  field: FormField;
  error: { key: string; values?: Record<string, string> };
  values?: { amount: string };
}

/**
 * One post of the page (module header): a limit change answers a toast and redirects
 * (post/redirect/get), a refused one stays with the mapped message beside that limit; a started
 * time-out or self-exclusion logs the player out (lib/auth.server.ts `signOut`) and goes home.
 */
export async function runGamblingLimitsAction(page: PlayerPageContext) {
  const { app, session, player } = page;
  const path = page.href('gambling-limits');
  const form = (await readForm(page.request)) ?? {};
  const parsed = parseGamblingLimitsForm(form, player.currency, page.locale.formatting);
  if (!parsed.ok) {
    const section = form['intent'];
    const target: GamblingLimitsActionData['target'] =
      parsed.kind && parsed.period
        ? { kind: parsed.kind, period: parsed.period }
        : section === 'activity' || section === 'timeout' || section === 'selfExclusion'
          ? section
          : 'form';
    return data(
      {
        target,
        field: parsed.field,
        error: { key: parsed.messageId },
        values: { amount: String(form['amount'] ?? '').slice(0, 20) },
      } satisfies GamblingLimitsActionData,
      { status: 400 },
    );
  }
  const submitted = parsed.form;

  if (submitted.intent === 'save' || submitted.intent === 'delete' || submitted.intent === 'cancel') {
    const result = await changeLimit(page.playerApi, submitted);
    if (result.ok) {
      page.toast({ kind: 'success', messageId: result.messageId });
      return redirect(path, 303);
    }
    const error: LimitErrorMessage = result.error;
    return data(
      {
        target: { kind: submitted.kind, period: submitted.period },
        field: submitted.intent === 'save' ? 'amount' : 'form',
        error: { key: error.key, ...(error.values ? { values: error.values } : {}) },
        values: { amount: submitted.intent === 'save' ? submitted.amount : '' },
      } satisfies GamblingLimitsActionData,
      { status: result.status },
    );
  }

  if (submitted.intent === 'activity') {
    try {
      await page.playerApi.updateActivitySettings({ body: { period: submitted.timer } });
    } catch (error) {
      console.warn(`[site] activity settings refused: ${(error as Error).message}`);
      return data(
        {
          target: 'activity',
          field: 'timer',
          error: { key: 'limits.activity.failed' },
        } satisfies GamblingLimitsActionData,
        { status: 502 },
      );
    }
    page.toast({ kind: 'success', messageId: 'limits.activity.saved' });
    return redirect(path, 303);
  }

  const result = await startBreak(page.playerApi, submitted);
  if (result.ok) {
    await signOut({ session, auth: app.auth, playerApi: page.playerApi });
    // The API revokes the sessions when the measure starts, so the sign-out's 401 is expected: not
    // a lost session for the root middleware (which would replace this redirect).
    app.auth.lost = false;
    page.toast({
      kind: 'success',
      messageId: submitted.intent === 'timeout' ? 'limits.timeout.done' : 'limits.exclusion.done',
    });
    return redirect(page.href('home'), 303);
  }
  if (submitted.intent === 'selfExclusion') {
    page.toast({ kind: 'error', messageId: result.messageId });
    return redirect(path, 303);
  }
  return data(
    { target: 'timeout', field: 'form', error: { key: result.messageId } } satisfies GamblingLimitsActionData,
    { status: result.status },
  );
}
