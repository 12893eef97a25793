/**
 * Player shapes read across the specs: the profile (spec 1 §3 "Player profile fields read",
 * spec 2 §3), the player station, the verification and status enumerations (spec 1 §4).
 */
import { z } from 'zod';
import {
  amount,
  countryCode,
  currencyCode,
  date,
  dateTime,
  ipAddress,
  languageCode,
  marketId,
} from './common.ts';
import { entity } from './registry.ts';
import { STRING_LIMITS, text } from './strings.ts';

/** spec 1 §4 "Account verification level values". */
export const kycStatus = entity(
  'KycStatus',
  z
    .enum([
      'NOT_VERIFIED',
      'DATA_VERIFIED',
      'PENDING',
      'FULLY VERIFIED',
      'ENHANCED KYC',
      'EDD_PENDING',
      'EDD_UNDER_REVIEW',
      'ENHANCED',
      'RESTRICTED',
      'SUSPENDED',
      'PENDING_EXPIRED',
      'NOT_REQUIRED',
    ])
    .describe('The account verification level (spec 1 §4), spelled as the spec spells it.'),
);

/** spec 1 §4 "Player status values". */
export const playerStatus = entity(
  'PlayerStatus',
  z
    .enum([
      'CLOSED',
      'ACCOUNT_UNVERIFIED',
      'PRE_REGISTERED',
      'REGISTERED',
      'BLACKLISTED',
      'RESTRICTED',
      'PAYOUT',
      'TIMEOUT',
      'SELF_EXCLUDED',
    ])
    .describe('The player status (spec 1 §4).'),
);

export const addressSchema = entity(
  'Address',
  z
    .object({
      address: text(STRING_LIMITS.line).min(1).describe('Street and number.'),
      city: text(STRING_LIMITS.name).min(1),
      postalCode: text(STRING_LIMITS.code).min(1),
      countryCode,
    })
    .describe('A postal address. Designed here (spec: the address form is "not shown in detail").'),
);

/** Every field of spec 1 §3 "Player profile fields read", plus the account-details fields. */
export const playerProfileSchema = entity(
  'PlayerProfile',
  z
    .object({
      playerId: z.string().min(1),
      firstName: z.string(),
      lastName: z.string().describe('Designed: shown in account details.'),
      email: z.email().describe('Designed: shown in account details.'),
      personid: z.string().nullable().describe('National person id where the market has one (e.g. bank-ID).'),
      currencyCode,
      countryCode,
      languageCode: languageCode.describe('Designed: the language the player chose (account details).'),
      dateOfBirth: date.nullable().describe('Designed: from the profile update.'),
      phonePrefix: z.string().nullable().describe('Designed: dial prefix with +, e.g. +358.'),
      phoneBody: z.string().nullable().describe('Designed: the number after the prefix.'),
      address: addressSchema.nullable().describe('Designed: the postal address, null until given.'),
      provinceCode: z.string().nullable().describe('Designed: province or state (account details).'),
      status: playerStatus.describe('Designed: the player status of spec 1 §4.'),
      kycStatus,
      requestDocumentTypeStatus: z
        .string()
        .describe(
          'Comma-separated document types the operator requests, e.g. "PROOF_OF_ID,PROOF_OF_ADDRESS".',
        ),
      eddQuestionnaire: z.boolean().describe('True when the enhanced questionnaire is due (spec 2 §4).'),
      firstLogin: z.boolean().describe('True on the first sign-in after registration.'),
      firstDepositDate: dateTime.nullable(),
      termsAndConditionsAcceptedVersion: z.number().int().nonnegative(),
      loyaltyLevel: z.number().int().nonnegative(),
      limitLevel: z.number().int().nonnegative().describe('Designed type: the KYC limit tier as a number.'),
      payout: z.boolean().describe('Risk-payout flag: banking, games and rewards are closed.'),
      casino: z.boolean(),
      liveCasino: z.boolean(),
      sports: z.boolean(),
      virtualSports: z.boolean(),
      bonuses: z.boolean(),
      deposit: z.boolean(),
      withdrawal: z.boolean(),
      volt: z.boolean().describe('The Volt payment method is offered.'),
      affiliateReg: z.boolean().describe('Registered through an affiliate.'),
      macropay: z.boolean().describe('The Macropay payment method is offered.'),
      isWithdrawalReview: z.boolean().describe('Withdrawals go to manual review.'),
      crypto: z.boolean().describe('Crypto payment methods are offered.'),
    })
    .describe('The player profile (spec 1 §3, spec 2 §3).'),
);
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const deviceFlagsSchema = z
  .object({ isMobile: z.boolean(), isTablet: z.boolean(), isDesktop: z.boolean() })
  .describe('Device flags from the user agent.');

/** spec 1 §3 "Player station"; missing ipAddress or autodetectedCountry is an error (spec 1 §8). */
export const playerStationSchema = entity(
  'PlayerStation',
  z
    .object({
      ipAddress: z.string().min(1),
      autodetectedCountry: countryCode,
      autodetectedRegion: z.string().nullable(),
      autodetectedCity: z.string().nullable(),
      market: marketId,
      device: deviceFlagsSchema,
    })
    .describe('Where the caller is: address, autodetected country, region and city, market, device flags.'),
);
export type PlayerStation = z.infer<typeof playerStationSchema>;

/** spec 2 §7 "Login history": one sign-in of the player. */
export const activityLogEntrySchema = entity(
  'ActivityLogEntry',
  z
    .object({
      createdAt: dateTime,
      realIpAddress: ipAddress.describe('The address the sign-in came from.'),
      ipAddress: ipAddress.describe('The address as the edge saw it (may be a proxy).'),
      realCountryCode: countryCode.nullable(),
      note: z.string().nullable().describe('The activity-log note (spec 1 §3 "latest activity log note").'),
    })
    .describe('One sign-in of the login history (spec 2 §3 loginHistory: loginDate, loginIp, loginCountry).'),
);
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

/** spec 2 §7 "Transaction summary": the site reads totalDepositsCount. */
export const transactionSummarySchema = entity(
  'TransactionSummary',
  z
    .object({
      totalDepositsCount: z.number().int().nonnegative(),
      totalWithdrawalsCount: z.number().int().nonnegative().describe('Designed.'),
      totalDeposits: amount.describe('Designed: sum of successful deposits.'),
      totalWithdrawals: amount.describe('Designed: sum of successful withdrawals.'),
      currencyCode,
      lastActivityDate: dateTime.nullable().describe('spec 1 §3 "last activity date".'),
    })
    .describe('Totals of the player’s money movements.'),
);
