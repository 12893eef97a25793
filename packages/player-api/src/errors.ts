/**
 * The error catalogue of the player API (spec 1 §8, spec 2 §8, spec 3 §8): every error a call may
 * answer with, once, with its HTTP status. An error answer is always the JSON body
 * `{ code, message, validationErrors?, additionalInfo? }`; the site maps `code` (and, for login,
 * the message content, spec 1 §8) to a message key of the spec's catalogue.
 *
 * Status rules:
 * - 401 and 403 mean "this session may not go on": the site logs the player out (spec 1 §4). A
 *   business refusal on a player call (wrong old password, not enough funds, bonus errors) is
 *   therefore never 401/403; it is 400, 404, 409 or 422.
 * - Login failures are 400 with the classified message, as an identity service answers them.
 * - Sign-up keeps the statuses spec 1 §8 reads: 403 captcha deny and invalid phone, 500 system.
 */
import { z } from 'zod';

export interface ContractError {
  code: string;
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 501 | 503;
  description: string;
}

function error<const C extends string>(
  code: C,
  status: ContractError['status'],
  description: string,
): ContractError & { code: C } {
  return { code, status, description };
}

export const validationErrorSchema = z.object({
  code: z.string().optional().describe('A machine code for the field, e.g. a limit error key.'),
  message: z.string().describe('Shown to the player as the server wrote it (spec 2 §5).'),
});

export const errorBodySchema = z
  .object({
    code: z.string().min(1).describe('The error code: one of the call’s listed codes or a generic one.'),
    message: z.string().describe('A human-readable message; for login it carries the classified text.'),
    validationErrors: z
      .record(z.string(), validationErrorSchema)
      .optional()
      .describe('Per-field errors, e.g. `validationErrors.limit.message` (spec 2 §5).'),
    additionalInfo: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Extra facts the site shows, e.g. the login error payload (spec 1 §3).'),
  })
  .describe('Every error answer of the player API.');
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** spec 1 §3 "Login error payload": remainingDays, playerId, isCooling, milliseconds, initiator. */
export const loginErrorPayloadSchema = z
  .object({
    remainingDays: z.number().int().nonnegative().optional(),
    playerId: z.string().optional(),
    isCooling: z.boolean().optional().describe('True while the 1-day cooling period runs.'),
    milliseconds: z.number().int().nonnegative().optional().describe('Time left of the time-out.'),
    initiator: z.enum(['PLAYER', 'OPERATOR']).optional().describe('Who started the time-out or exclusion.'),
  })
  .describe('The login error payload (spec 1 §3).');
export type LoginErrorPayload = z.infer<typeof loginErrorPayloadSchema>;

export const loginErrorBodySchema = errorBodySchema
  .extend({ additionalInfo: loginErrorPayloadSchema.optional() })
  .describe('A login failure: the message content classifies it (spec 1 §8).');

export const ERRORS = {
  // Generic: any call.
  siteContextInvalid: error(
    'error.site_context.invalid',
    400,
    'The SiteContext header is missing or names no site.',
  ),
  requestInvalid: error(
    'error.request.invalid',
    400,
    'The request breaks the contract; see validationErrors.',
  ),
  notFound: error('error.not_found', 404, 'No such route or resource.'),
  requestTooLarge: error(
    'error.request.too_large',
    413,
    'The body is larger than the backend takes (the sandbox: 64 KB for JSON and form posts).',
  ),
  rateLimited: error('error.rate_limited', 429, 'Too many requests from this address or account.'),
  systemError: error('error.system.error', 500, 'Something failed on the server (spec 1 §8).'),
  notImplemented: error('error.not_implemented', 501, 'The backend does not implement this call yet.'),
  // Session: any player call.
  tokenExpired: error(
    'error.token.expired',
    401,
    "'Token expired': no session, or it is unreadable or expired.",
  ),
  forbidden: error('error.access.forbidden', 403, 'The session may not continue (blocked, closed); log out.'),

  // Login (spec 1 §8): 400 with the classified message.
  loginUnauthorized: error(
    'error.login.unauthorized',
    400,
    'Wrong e-mail or password (anything unclassified).',
  ),
  loginPlayerNotFound: error('error.login.player_not_found', 400, 'Player not found.'),
  loginTimeoutInProgress: error(
    'error.login.timeout_in_progress',
    400,
    'A time-out runs; additionalInfo has the payload.',
  ),
  loginExclusionInProgress: error(
    'error.login.exclusion_in_progress',
    400,
    'Self-exclusion for a number of days.',
  ),
  loginExclusionIndefinitely: error('error.login.exclusion_indefinitely', 400, 'Self-excluded indefinitely.'),
  loginAttemptsExceeded: error('error.login.attempts_exceeded', 400, 'Sign-in attempts exceeded; locked.'),
  loginDeactivated: error('error.login.deactivated', 400, 'The account is deactivated.'),
  loginClosed: error('error.login.closed', 400, 'The account is closed.'),
  loginBlacklisted: error('error.login.blacklisted', 400, 'The player is blacklisted.'),

  // Sign-up (spec 1 §8).
  playerAlreadyExists: error(
    'error.registration.player_already_exists',
    409,
    'Duplicate e-mail or phone: duplicated step.',
  ),
  sameCustomerInfoDetected: error(
    'error.same.customer.info.detected',
    409,
    'The update matches another customer.',
  ),
  cpfDuplicate: error(
    'error.cpf.duplicate_found',
    409,
    'The cpf belongs to another player; shown on the cpf field.',
  ),
  captchaDenied: error(
    'error.captcha.explicit_deny',
    403,
    "Captcha refused ('explicit deny'): error.captcha.validation.",
  ),
  vonagePhoneInvalid: error(
    'error.vonage.phone.invalid',
    403,
    'The phone number is invalid: error.vonage.validation.',
  ),
  registrationTokenInvalid: error(
    'error.registration.token.invalid',
    400,
    'Designed: the registration token does not match.',
  ),
  smsMaxAttempts: error('sms.max.attempts.reached', 429, 'SMS attempts exceeded: attempts-exceeded state.'),
  smsCodeInvalid: error('sms.code.invalid', 400, 'The SMS code is wrong or expired.'),
  emailCodeInvalid: error('email.code.invalid', 400, 'Designed: the e-mail code is wrong or expired.'),
  emailMaxAttempts: error('email.max.attempts.reached', 429, 'Designed: e-mail code attempts exceeded.'),

  // Password (spec 1 §8, spec 2 §8).
  passwordReset: error(
    'error.password.reset',
    400,
    'The reset failed: unknown key, expired key or weak password.',
  ),
  oldPasswordIncorrect: error('error.old_password.incorrect', 400, 'The old password is wrong.'),

  // Pay-and-play (designed).
  payAndPlayUnavailable: error(
    'error.paynplay.unavailable',
    409,
    'Designed: pay-and-play is off or not for this address.',
  ),
  payAndPlaySessionInvalid: error(
    'error.paynplay.session.invalid',
    400,
    'Designed: unknown or finished session.',
  ),
  payAndPlayCodeInvalid: error(
    'error.paynplay.code.invalid',
    400,
    'Designed: the one-time code is wrong or used.',
  ),

  // Player (designed).
  migrationNotEligible: error(
    'error.migration.not_eligible',
    409,
    'Designed: nothing to migrate for this player.',
  ),
  termsVersionUnknown: error('error.terms.version.unknown', 400, 'Designed: no such terms version.'),

  // Wallet outcomes (spec 2 §4 "Wallet operation result to flow status") as error codes of the
  // money requests; the checks answer them as `status` with 200.
  walletNotFound: error('error.wallet.not_found', 404, 'The player has no wallet (spec 2 §4).'),
  notEnoughFunds: error('NOT_ENOUGH_FUNDS', 409, 'Flow status: error.'),
  exceedsKycLimit: error('EXCEEDS_KYC_LIMIT', 409, 'Flow status: error.'),
  failure: error('FAILURE', 422, 'The payment provider refused; flow status: error.'),
  documentsPreferred: error('DOCUMENTS_PREFERRED', 409, 'Flow status: verify-document loyal.'),
  documentsUnderReview: error('DOCUMENTS_UNDER_REVIEW', 409, 'Flow status: verify under review.'),
  documentsRequired: error('DOCUMENTS_REQUIRED', 409, 'Flow status: verify required.'),
  documentsRequiredRestricted: error('DOCUMENTS_REQUIRED_RESTRICTED', 409, 'Flow status: verify strict.'),
  withdrawalLimitReached: error(
    'WITHDRAWAL_LIMIT_REACHED',
    409,
    'Flow status: withdrawal limit reached; warning toast on cancel.',
  ),
  selfLimitReached: error('SELF_LIMIT_REACHED', 409, 'Flow status: self limit reached.'),
  selfSpendLimitReached: error(
    'SELF_SPEND_LIMIT_REACHED',
    409,
    'A spend limit blocks it (mapping not shown).',
  ),
  restricted: error('RESTRICTED', 409, 'Flow status: restricted.'),
  walletForbidden: error(
    'FORBIDDEN',
    409,
    'The operation is not allowed for this player (mapping not shown).',
  ),

  // Limits (spec 2 §5, §8): validationErrors.limit carries the server message.
  limitInterval: error('error.limit.interval', 400, 'Limit "interval": per-period message (D, W, M).'),
  limitTooLow: error('error.limit.too_low', 400, 'Limit "too_low": weekly and monthly.'),
  limitTooHigh: error('error.limit.too_high', 400, 'Limit "too_high": daily and weekly.'),
  limitLocked: error('error.limit.locked', 409, 'Limit "locked": one message for all periods.'),
  limitNotSet: error('error.limit.not_set', 409, 'Designed: nothing to delete or cancel for that period.'),
  exclusionActive: error(
    'error.exclusion.active',
    409,
    'Designed: a self-exclusion or time-out already runs.',
  ),

  // Documents and questionnaire (designed).
  documentUploadUnavailable: error(
    'error.document.upload.unavailable',
    503,
    'Designed: the upload provider is down.',
  ),
  documentStatusInvalid: error(
    'error.document.status_invalid',
    409,
    'Designed: the document’s status does not allow this (already verified, or under review).',
  ),
  questionnaireNotRequired: error(
    'error.questionnaire.not_required',
    409,
    'Designed: no questionnaire is due.',
  ),

  // Account (designed).
  phoneInvalid: error(
    'error.phone.invalid',
    400,
    'Designed: the new number is invalid (400, not the sign-up 403, which would log the player out).',
  ),
  phoneAlreadyUsed: error('error.phone.already_used', 409, 'Designed: the number belongs to another player.'),

  // Games (spec 3 §8; codes designed).
  gameNotFound: error('error.game.not_found', 404, 'No such game for this site and market.'),
  gameUnavailable: error(
    'error.game.unavailable',
    409,
    'The game is not offered here (restricted country, disabled).',
  ),
  gameAccessDenied: error(
    'error.game.access_denied',
    409,
    'The player lacks access to this vertical, or is risk-payout.',
  ),
  gameProviderUnavailable: error('error.game.provider.unavailable', 503, 'The game provider did not answer.'),
  evolutionAuthentication: error(
    'error.evolution.authentication',
    400,
    'Evolution refused: the site takes its corrective action.',
  ),

  // Bonuses (spec 3 §8): reward answers are 400 with a code; codes designed.
  bonusActiveSameVertical: error(
    'error.bonus.active_bonus_same_vertical',
    400,
    'Forfeit-then-claim prompt with the active reward.',
  ),
  bonusActiveTriggered: error(
    'error.bonus.active_triggered_bonus',
    400,
    'An active triggered bonus is in the way.',
  ),
  bonusNotEligible: error('error.bonus.not_eligible', 400, 'The player may not take this reward.'),
  bonusAlreadyClaimed: error('error.bonus.already_claimed', 400, 'Already claimed.'),
  bonusExpired: error('error.bonus.expired', 400, 'The campaign or reward expired.'),
  bonusCampaignNotFound: error('error.bonus.campaign_not_found', 400, 'No such campaign or assignment.'),
  bonusConsentRequired: error('error.bonus.consent_required', 400, 'The player must consent first.'),
  bonusCodeInvalid: error('error.bonus_code.invalid', 400, "Contains 'bonus_code': shown as is."),
  bonusCodeExpired: error('error.bonus_code.expired', 400, "Contains 'bonus_code': shown as is."),
  bonusCodeAlreadyUsed: error('error.bonus_code.already_used', 400, "Contains 'bonus_code': shown as is."),
  invalidSiteId: error(
    'error.invalid.site.id',
    400,
    'Manual claim on a site that does not allow it: shown as is.',
  ),
  withdrawalBonusForfeitRequired: error(
    'error.withdrawal.bonus_forfeit_required',
    409,
    'Designed: a sticky bonus is active; additionalInfo.rewards lists what a withdrawal forfeits (the forfeit modal). ' +
      'Repeat the request with forfeitBonus true once the player confirms.',
  ),
  cashbackNothingToClaim: error('error.cashback.nothing_to_claim', 400, 'Designed: no cashback accrued.'),

  // Sportsbook (designed).
  sportsbookUnavailable: error(
    'error.sportsbook.unavailable',
    503,
    'Designed: the sportsbook did not answer.',
  ),
} as const;

export type ErrorKey = keyof typeof ERRORS;

/** Generic errors every call may answer with. */
export const GENERIC_ERRORS: readonly ContractError[] = [
  ERRORS.siteContextInvalid,
  ERRORS.requestInvalid,
  ERRORS.requestTooLarge,
  ERRORS.rateLimited,
  ERRORS.systemError,
];

/** Errors every player call may answer with besides the generic ones. */
export const SESSION_ERRORS: readonly ContractError[] = [ERRORS.tokenExpired, ERRORS.forbidden];

/** Codes the client makes itself; no backend sends them. */
export const CLIENT_ERRORS = {
  network: { code: 'error.network', status: 0, description: "No answer: 'Network Error' (spec 1 §7)." },
  timeout: { code: 'error.timeout', status: 0, description: 'The call took longer than its timeout.' },
  aborted: { code: 'error.request.aborted', status: 0, description: 'The caller aborted the call.' },
  invalidResponse: {
    code: 'error.api.invalid_response',
    status: 502,
    description: 'The answer breaks the contract; reported, never passed on.',
  },
} as const;

const statusByCode = new Map<string, ContractError['status']>(
  Object.values(ERRORS).map((entry) => [entry.code, entry.status]),
);

/** The status the catalogue gives a code (500 for a code it does not know). */
export function errorStatus(code: string): ContractError['status'] {
  return statusByCode.get(code) ?? 500;
}

/** An error body in the contract's shape, for backends (the sandbox) and tests. */
export function contractErrorBody(
  code: string,
  message: string,
  extra: Pick<ErrorBody, 'validationErrors' | 'additionalInfo'> = {},
): ErrorBody {
  return errorBodySchema.parse({ code, message, ...extra });
}

/**
 * The messages of login failures (spec 1 §8 classifies by message content). A backend answers
 * with these texts so the site's classification holds: days come from the digits of the message.
 */
export const LOGIN_FAILURE_MESSAGES = {
  unauthorized: () => 'Incorrect username or password.',
  playerNotFound: () => 'Player not found',
  timeoutInProgress: (remainingDays: number) => `Player timeout in progress, ${remainingDays} days remaining`,
  exclusionInProgress: (days: number) => `Player self exclusion in progress for ${days} days`,
  exclusionIndefinitely: () => 'Player self excluded indefinitely',
  attemptsExceeded: () => 'Sign in attempt count exceeded',
  deactivated: () => 'Player account deactivated',
  closed: () => 'Player account closed',
  blacklisted: () => 'Player blacklisted',
} as const;
