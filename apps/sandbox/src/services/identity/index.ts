/**
 * The identity wing (spec 1 §3–§8): who the player is and whether they may be in.
 * - players.ts: the player row, profile, access details and context, login history.
 * - passwords.ts: argon2id hashing (old scrypt hashes verify and are rehashed at sign-in).
 * - tokens.ts: the RS256 id and access tokens, refresh tokens, the JWKS and the signing key.
 * - signIn.ts: sign-in (its rate limits, the login lock, the classified refusals), confirm-user.
 * - sessions.ts: sessions and their tokens: open, refresh, sign out, the current session.
 * - playerBlock.ts: may this player sign in now, may they bet now (`gamblingBlock`, which every
 *   bet of the ledger checks: a self-exclusion, time-out or ended session refuses it).
 * - signUpRules.ts: what every way into an account checks, and each site's sign-up policy.
 * - registration.ts, registrationCodes.ts: sign-up and its SMS and e-mail codes.
 * - passwordReset.ts: the password reset by e-mail or SMS.
 * - payAndPlay.ts: pay-and-play with the sandbox bank-ID page.
 * It imports the platform wing and the money wing's books (the profile's transaction summary).
 */
export {
  findPlayerByEmail,
  getAccessContext,
  getAccessDetails,
  getProfile,
  getTransactionSummary,
  latestActivityLog,
  updateTermsVersion,
} from './players.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { jwks } from './tokens.ts';
export { limitedConfirmUser, limitedSignIn } from './signIn.ts';
export { currentSession, refresh, signOut, type CurrentSession, type SessionTokens } from './sessions.ts';
export { DAY_MS, gamblingBlock, type LoginFailure, type LoginFailureReason } from './playerBlock.ts';
export {
  MAX_CODE_REQUESTS,
  MINIMUM_AGE,
  captchaOf,
  joinPhone,
  normaliseCountry,
  normaliseLanguage,
  phoneOwner,
  phoneRefused,
  signUpConfig,
  splitPhone,
  weakPasswordMessage,
} from './signUpRules.ts';
export { migratePlayer, register, updateRegistration } from './registration.ts';
export { requestRegistrationCode, verifyRegistrationCode, type CodeChannel } from './registrationCodes.ts';
export { emailForResetKey, setNewPassword, startReset, verifyResetSms } from './passwordReset.ts';
export {
  BANK_ID_PATH,
  authorise,
  cancel,
  findSession,
  identify,
  payAndPlayLogin,
  updatePayAndPlayPlayer,
  verifyOneTimeCode,
  type BankIdentity,
  type PayAndPlaySession,
} from './payAndPlay.ts';
