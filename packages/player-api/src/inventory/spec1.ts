/**
 * The inventory rows of spec 1 §7 (site access, sign-up, login), then the token calls of spec 1 §3
 * and the JWKS endpoint the site verifies id tokens with.
 */
import type { InventoryRow } from './row.ts';

export const SPEC_1_ROWS: readonly InventoryRow[] = [
  {
    source: 'spec 1 §7',
    row: 'Sign-in, sign-out and current-session calls go to an identity service',
    calls: ['signIn', 'signOut', 'currentSession'],
  },
  { source: 'spec 1 §7', row: 'POST register', calls: ['register'] },
  { source: 'spec 1 §7', row: 'PUT register path', calls: ['updateRegistration'] },
  {
    source: 'spec 1 §7',
    row: 'POST on registration paths sms_request, sms_verification, email_request, email_verification',
    calls: [
      'registrationSmsRequest',
      'registrationSmsVerification',
      'registrationEmailRequest',
      'registrationEmailVerification',
    ],
  },
  { source: 'spec 1 §7', row: 'POST login', calls: ['signIn'] },
  { source: 'spec 1 §7', row: 'confirm-user lookup', calls: ['confirmUser'] },
  { source: 'spec 1 §7', row: 'GET sign-up config', calls: ['signUpConfig'] },
  {
    source: 'spec 1 §7',
    row: 'POST /player/password_reset (submit e-mail or send code), sms_verification, new_password, new_password/email; get e-mail by reset key',
    calls: [
      'passwordReset',
      'passwordResetSmsVerification',
      'newPassword',
      'newPasswordByEmail',
      'emailByResetKey',
    ],
  },
  { source: 'spec 1 §7', row: 'POST /paynplay/player/code', calls: ['payAndPlayCode'] },
  { source: 'spec 1 §7', row: 'POST /paynplay/player/update', calls: ['payAndPlayUpdate'] },
  { source: 'spec 1 §7', row: 'POST /paynplay/player/login', calls: ['payAndPlayLogin'] },
  {
    source: 'spec 1 §7',
    row: 'own authorise call takes amount, country, language and returns redirectOutput.url',
    calls: ['payAndPlayAuthorize'],
  },
  {
    source: 'spec 1 §7',
    row: 'authorise call to the bank-identification provider: GET with response_type, client_id, identity_provider, redirect_uri, amount, currency, country',
    calls: [],
    outside: {
      servedBy: 'provider',
      reason: 'The bank-identification page itself (an OAuth-style authorise URL the iframe loads).',
    },
  },
  {
    source: 'spec 1 §7',
    row: 'banner fetch by language and market',
    calls: [],
    outside: {
      servedBy: 'content service',
      reason: 'Pay-and-play banner and home banners are content entries.',
    },
  },
  {
    source: 'spec 1 §7',
    row: 'GET /player/access/details, player/access/context, player/markets/risk-setting',
    calls: ['accessDetails', 'accessContext', 'marketRiskSetting'],
  },
  {
    source: 'spec 1 §7',
    row: 'GET player profile, latest activity log, player station, transaction summary',
    calls: ['playerProfile', 'latestActivityLog', 'playerStation', 'transactionSummary'],
  },
  {
    source: 'spec 1 §7',
    row: 'PATCH /player/update_term_and_condition_version',
    calls: ['updateTermsVersion'],
  },
  { source: 'spec 1 §7', row: 'POST /player/sign_out', calls: ['signOut'] },
  { source: 'spec 1 §7', row: 'idle check posts to keep-alive', calls: ['keepAlive'] },
  { source: 'spec 1 §7', row: 'POST /player/migration', calls: ['playerMigration'] },
  {
    source: 'spec 1 §7',
    row: 'sportsbook: POST /auth/session/create, POST /webhooks/user-balance-update, /sportsbook/login/context, /sportsbook/context',
    calls: ['createSportsbookSession', 'userBalanceUpdate', 'sportsbookLoginContext', 'sportsbookContext'],
  },
  {
    source: 'spec 1 §7',
    row: 'CRM inbox: a token is fetched for a logged-in player',
    calls: ['crmInboxToken'],
  },
  {
    source: 'spec 1 §7',
    row: 'CRM inbox: a CRM inbox library is loaded by script',
    calls: [],
    outside: { servedBy: 'provider', reason: 'The CRM vendor’s script, given the token.' },
  },
  {
    source: 'spec 1 §3',
    row: 'Login tokens: refreshToken',
    calls: ['refreshSession'],
    note: 'The refresh exchange the identity service needs.',
  },
  { source: 'issue 4', row: 'JWKS endpoint', calls: ['jwks'], note: 'Lets the site verify id tokens.' },
];
