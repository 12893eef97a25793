/** The inventory rows of spec 2 §7 (account, money, compliance). */
import type { InventoryRow } from './row.ts';

export const SPEC_2_ROWS: readonly InventoryRow[] = [
  { source: 'spec 2 §7', row: 'Profile: GET player profile', calls: ['playerProfile'] },
  { source: 'spec 2 §7', row: 'Documents list: GET /player/documents', calls: ['documents'] },
  {
    source: 'spec 2 §7',
    row: 'Documents verification: /player/documents/verification',
    calls: ['documentsVerification'],
  },
  {
    source: 'spec 2 §7',
    row: 'Document status update: POST (documentType, optional subType)',
    calls: ['documentStatusUpdate'],
  },
  {
    source: 'spec 2 §7',
    row: 'Document upload start: POST /jumio/documents/initiate',
    calls: ['jumioInitiate'],
  },
  {
    source: 'spec 2 §7',
    row: 'Questionnaire: GET and POST /player/questionnaire/answer',
    calls: ['questionnaireAnswer', 'questionnaireSubmit'],
  },
  {
    source: 'spec 2 §7',
    row: 'Reference lists: GET occupations, source of funds (result), /player/salary-range',
    calls: ['occupations', 'sourceOfFunds', 'salaryRanges'],
  },
  {
    source: 'spec 2 §7',
    row: 'Deposit methods: GET; also /player/wallet/recent_deposit_methods',
    calls: ['depositMethods', 'recentDepositMethods'],
  },
  { source: 'spec 2 §7', row: 'Deposit limit check: POST', calls: ['depositCheck'] },
  { source: 'spec 2 §7', row: 'Deposit request: /player/wallet/deposit/request', calls: ['depositRequest'] },
  { source: 'spec 2 §7', row: 'Withdraw limit check: POST', calls: ['withdrawalCheck'] },
  {
    source: 'spec 2 §7',
    row: 'Withdrawal request: /player/wallet/withdrawal/request',
    calls: ['withdrawalRequest'],
  },
  {
    source: 'spec 2 §7',
    row: 'Cancel pending withdrawal: POST (/player/wallet/withdrawal/cancellation)',
    calls: ['withdrawalCancellation'],
  },
  { source: 'spec 2 §7', row: 'Transactions: GET /player/wallet/transactions', calls: ['transactions'] },
  {
    source: 'spec 2 §7',
    row: 'Pending withdrawals: GET /player/wallet/pendingWithdrawal',
    calls: ['pendingWithdrawals'],
  },
  {
    source: 'spec 2 §7',
    row: 'Net position: GET /player/wallet/net-position-win-loss',
    calls: ['netPositionWinLoss'],
  },
  {
    source: 'spec 2 §7',
    row: 'Deposit summary: GET /player/wallet/deposit-summary',
    calls: ['depositSummary'],
  },
  {
    source: 'spec 2 §7',
    row: 'Transaction summary: GET /player/transaction-summary',
    calls: ['transactionSummary'],
  },
  { source: 'spec 2 §7', row: 'Wallet fetch: GET under /player/wallet', calls: ['wallet'] },
  {
    source: 'spec 2 §7',
    row: 'Deposit limits: GET and PATCH /player/deposit-limits',
    calls: ['depositLimits', 'updateDepositLimit'],
  },
  {
    source: 'spec 2 §7',
    row: 'Spend limits: GET and PATCH /player/spend-limits',
    calls: ['spendLimits', 'updateSpendLimit'],
  },
  {
    source: 'spec 2 §7',
    row: 'Activity settings: GET and PATCH /player/activity_check',
    calls: ['activitySettings', 'updateActivitySettings'],
  },
  {
    source: 'spec 2 §7',
    row: 'Remaining time: GET activity settings path + /minutes_remaining',
    calls: ['activityMinutesRemaining'],
  },
  {
    source: 'spec 2 §7',
    row: 'Reset timer: PATCH activity settings path + /reset_timer',
    calls: ['activityResetTimer'],
  },
  {
    source: 'spec 2 §7',
    row: 'Activity summary: GET /player/wallet/activity_check and /player/wallet/activity_check/result',
    calls: ['activityCheck', 'activityCheckResult'],
  },
  { source: 'spec 2 §7', row: 'Self-exclusion: PATCH /player/exclusion', calls: ['selfExclusion'] },
  {
    source: 'spec 2 §7',
    row: 'Time-out: /player/timeout, timeout/cooling',
    calls: ['timeout', 'timeoutCooling'],
  },
  {
    source: 'spec 2 §7',
    row: 'Login history: GET /player/latest-activity-log',
    calls: ['latestActivityLog'],
  },
  { source: 'spec 2 §7', row: 'Address: POST /player/address', calls: ['updateAddress'] },
  { source: 'spec 2 §7', row: 'Province: POST', calls: ['updateProvince'] },
  { source: 'spec 2 §7', row: 'Password: POST /player/password', calls: ['changePassword'] },
  { source: 'spec 2 §7', row: 'Language: POST /player/language', calls: ['updateLanguage'] },
  { source: 'spec 2 §7', row: 'Phone: POST /player/phone_number', calls: ['updatePhoneNumber'] },
  {
    source: 'spec 2 §7',
    row: 'Phone SMS: POST /player/phone_number/sms_request and /sms_verification',
    calls: ['phoneSmsRequest', 'phoneSmsVerification'],
  },
  {
    source: 'spec 2 §7',
    row: 'Marketing preferences: GET and PATCH /player/marketing_preferences',
    calls: ['marketingPreferences', 'updateMarketingPreferences'],
  },
  {
    source: 'spec 2 §7',
    row: 'Cookie consent: GET and PATCH /player/cookies/consent',
    calls: ['cookieConsent', 'updateCookieConsent'],
  },
  {
    source: 'spec 2 §7',
    row: 'Terms version: PATCH /player/update_term_and_condition_version',
    calls: ['updateTermsVersion'],
  },
  { source: 'spec 2 §7', row: 'Idle keep-alive: POST', calls: ['keepAlive'] },
  { source: 'spec 2 §7', row: 'Logout: /player/sign_out', calls: ['signOut'] },
  { source: 'spec 2 §7', row: 'Feed token: request for a feed authorisation token', calls: ['feedToken'] },
  {
    source: 'spec 2 §7',
    row: 'The wallet and bonus feed is a WebSocket that takes the token as the Authorization query parameter',
    calls: [],
    outside: {
      servedBy: 'feed socket',
      reason: 'Not a request/response call: FEED_SOCKET_PATH and feedMessageSchema describe it.',
    },
  },
];
