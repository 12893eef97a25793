/**
 * Every call the three specs name in their call tables (spec 1 §7, spec 2 §7, spec 3 §7), row by
 * row as the tables write them, mapped to the contract calls that serve it. Written from the
 * tables, not from the contract: `inventory.test.ts` fails when a row names a call the contract
 * lacks, and when the contract has a call no row accounts for.
 *
 * Rows served outside the player API say by whom: the content service (Sanity, through the
 * content graph), a provider's own page or script, the site itself, or the feed socket.
 */
export type InventorySource = 'spec 1 §3' | 'spec 1 §7' | 'spec 2 §7' | 'spec 3 §7' | 'issue 4';

export interface InventoryRow {
  source: InventorySource;
  /** The table's heading or column where it has one. */
  group?: string;
  /** The call as the row names it. */
  row: string;
  /** Contract call ids serving the row. */
  calls: readonly string[];
  /** Set when the row is not a player API call. */
  outside?: { servedBy: 'content service' | 'provider' | 'site' | 'feed socket'; reason: string };
  note?: string;
}

export const INVENTORY: readonly InventoryRow[] = [
  // spec 1 §7 (site access, sign-up, login)
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

  // spec 2 §7 (account, money, compliance)
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

  // spec 3 §7 (games, bonuses, content)
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST game ticket (real) or token (demo)',
    calls: ['gameTicket', 'gameToken'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST game details (demo or real)',
    calls: ['gameDetails', 'gameDetailsDemo'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST /game/slug/url and /game/slug/url/demo',
    calls: ['gameSlugUrl', 'gameSlugUrlDemo'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST /pragmatic/partner/demoGameUrl and /realGameUrl',
    calls: ['pragmaticDemoGameUrl', 'pragmaticRealGameUrl'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST /pragmatic/generatetoken, /quickspin/generatetoken, /relaxgaming/generatetoken',
    calls: ['pragmaticGenerateToken', 'quickspinGenerateToken', 'relaxGamingGenerateToken'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST /pariplay/context/demo and /real',
    calls: ['pariplayContextDemo', 'pariplayContextReal'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST /softswiss/context/demo and /real',
    calls: ['softswissContextDemo', 'softswissContextReal'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST /playngo/auth/token_generation (optional query requireNew)',
    calls: ['playngoTokenGeneration'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST /creedroomz/token/generate',
    calls: ['creedroomzTokenGenerate'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST /yggdrasil/player/auth/session',
    calls: ['yggdrasilSession'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST /evolution/user/authenticate',
    calls: ['evolutionAuthenticate'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST /evolution/user/authenticate/demo',
    calls: ['evolutionAuthenticateDemo'],
  },
  { source: 'spec 3 §7', group: 'Game launch', row: 'POST /novomatic/game/url', calls: ['novomaticGameUrl'] },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST /novomatic/game/url/demo',
    calls: ['novomaticGameUrlDemo'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST another provider’s game URL (Trifecta as per notes, path not shown)',
    calls: ['trifectaGameUrl'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST a further provider (not shown) → launch_options.game_url',
    calls: ['softswissContextDemo', 'softswissContextReal'],
    note: 'Inferred: launch_options.game_url is SoftSwiss’s launch answer, so the row is the SoftSwiss context calls.',
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'POST a further call: isDemo, gameId, languageCode, currencyCode, channel, lobbyUrl → data.gameURL',
    calls: ['gameUrl'],
  },
  {
    source: 'spec 3 §7',
    group: 'Game launch',
    row: 'GET CreedRoomz live-tables list (query partnerid, providerKind)',
    calls: ['creedroomzTables'],
  },
  {
    source: 'spec 3 §7',
    group: 'Favourites, recent games, jackpots',
    row: 'GET favourites or recent games: query category, limit; POST adds one with category and gameId',
    calls: ['favourites', 'recentGames', 'addRecentGame'],
  },
  {
    source: 'spec 3 §7',
    group: 'Favourites, recent games, jackpots',
    row: 'POST and DELETE favourite games: body gameId, lobbyPageType',
    calls: ['addFavourite', 'removeFavourite'],
  },
  {
    source: 'spec 3 §7',
    group: 'Favourites, recent games, jackpots',
    row: 'GET /player/wallet/lastPlayedGames and /player/games',
    calls: ['lastPlayedGames', 'myGames'],
  },
  {
    source: 'spec 3 §7',
    group: 'Favourites, recent games, jackpots',
    row: 'Subscribe and unsubscribe to a game; recent and my-games list fetch',
    calls: ['subscribeGame', 'unsubscribeGame', 'recentGames', 'myGames'],
  },
  {
    source: 'spec 3 §7',
    group: 'Favourites, recent games, jackpots',
    row: 'GET gaming/jackpotamount (v1): query gameIds, siteId',
    calls: ['jackpotAmounts'],
  },
  {
    source: 'spec 3 §7',
    group: 'Winners',
    row: 'GET /player/wallet/top-winners: dateRange, siteId, currency',
    calls: ['topWinners'],
  },
  {
    source: 'spec 3 §7',
    group: 'Winners',
    row: 'GET /player/wallet/latest-winners: siteId, currency',
    calls: ['latestWinners'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'GET rewards: params rewardsType, hasBonusCode, version v2, excludeTriggerType',
    calls: ['rewards'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'POST rewards/{campaignid}/claim',
    calls: ['claimReward'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'forfeit (assignmentId, wageringAmount; PUT by assignment with state FORFEITED and wageringProgress)',
    calls: ['forfeitReward'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'consent (campaignId, agreed)',
    calls: ['rewardConsent'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'POST agree (campaignId optional, agreed, bonusCode)',
    calls: ['rewardAgree'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'POST campaigns/consent',
    calls: ['campaignsConsent'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'Cashback: POST cashback/{campaignid}/activate, claim, deactivate, progress',
    calls: ['activateCashback', 'claimCashback', 'deactivateCashback', 'cashbackProgress'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'loyalty/cashback/progress and loyalty/cashback/claim',
    calls: ['loyaltyCashbackProgress', 'claimLoyaltyCashback'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'GET campaigns; GET with a lang param; GET by campaignIds (comma list)',
    calls: ['campaigns'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'POST {campaign}/claim',
    calls: ['claimCampaign'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'POST optIn/{id}/activate and deactivate',
    calls: ['activateOptIn', 'deactivateOptIn'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'POST activate with state ACTIVATED and bonusAssignmentId',
    calls: ['activateBonus'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'POST {assignmentid}/state',
    calls: ['bonusAssignmentState'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'Queued bonus: POST campaign/{campaignid}/queued-bonus/{queuedPlayerBonusId}/claim',
    calls: ['claimQueuedBonus'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'Queued bonus: POST with bonusAssignmentId and partnerBonusCode',
    calls: ['claimPartnerBonusCode'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'Free spins: POST freespin/campaign/{campaignid}/claim; freespin/details; freespin/progress',
    calls: ['claimFreeSpins', 'freeSpinsDetails', 'freeSpinsProgress'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'SoftSwiss sportsbook: softswiss/sportsbook and softswiss/sportsbook/bonuses (fetch and claim)',
    calls: ['softswissSportsbookRewards', 'softswissSportsbookBonuses', 'claimSoftswissSportsbookBonus'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'GET games/{id}/limitations',
    calls: ['gameLimitations'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'GET bonus-code/manual-claim/available; POST bonus-code/manual-claim (bonusCode, state); POST bonus-code/validate (bonusCode)',
    calls: ['manualClaimAvailability', 'manualClaim', 'validateBonusCode'],
  },
  {
    source: 'spec 3 §7',
    group: 'Bonuses and rewards',
    row: 'GET loyalty level of the player (/player/loyalty-level)',
    calls: ['loyaltyLevel'],
  },
  {
    source: 'spec 3 §7',
    group: 'Tournaments and content',
    row: 'GET /tournament/{a}/{b}/{market}; GET /tournament/public/{a}/{b}/{market}',
    calls: ['tournaments', 'publicTournaments'],
  },
  {
    source: 'spec 3 §7',
    group: 'Tournaments and content',
    row: 'Content-service queries (lobby, categories, settings, game lists, footer, partners, markets, payment methods, SEO, landing pages, languages, VIP page, regulation logos, live chat settings, pay-and-play banner)',
    calls: [],
    outside: {
      servedBy: 'content service',
      reason: 'GROQ over Sanity through packages/content, not the player API.',
    },
  },
  {
    source: 'spec 3 §7',
    group: 'Tournaments and content',
    row: 'Locale files load from /locales/{locale}/default.json',
    calls: [],
    outside: { servedBy: 'site', reason: 'Static message catalogues served by the site (packages/i18n).' },
  },
  {
    source: 'spec 3 §7',
    group: 'Sportsbook and session',
    row: 'POST /auth/session/create; POST /webhooks/user-balance-update; /sportsbook/login/context and /sportsbook/context',
    calls: ['createSportsbookSession', 'userBalanceUpdate', 'sportsbookLoginContext', 'sportsbookContext'],
  },
  {
    source: 'spec 3 §7',
    group: 'Sportsbook and session',
    row: 'Logout call; idle check posts a keep-alive',
    calls: ['signOut', 'keepAlive'],
  },
  {
    source: 'spec 3 §7',
    group: 'Sportsbook and session',
    row: 'Feed authorization token request',
    calls: ['feedToken'],
  },
];
