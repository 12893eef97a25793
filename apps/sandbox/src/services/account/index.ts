/**
 * The account wing (spec 2 §3 "Account details", §4, §5, §7 "Address", "Province", "Language",
 * "Password", "Phone", "Marketing preferences"): what a signed-in player changes on the account
 * page.
 * - details.ts: address, province and language.
 * - phoneChange.ts: the phone change confirmed by an SMS code to the new number.
 * - passwordChange.ts: the password change (ends the player's other sessions).
 * - marketingPreferences.ts: the marketing opt-ins per channel and topic.
 * It imports the platform wing (codes, outbox, rate limits, the feed's events) and the identity
 * wing's sign-up rules and passwords.
 */
export { updateAddress, updateLanguage, updateProvince } from './details.ts';
export { resendPhoneCode, startPhoneChange, verifyPhoneChange } from './phoneChange.ts';
export { changePassword } from './passwordChange.ts';
export { getMarketingPreferences, updateMarketingPreferences } from './marketingPreferences.ts';
