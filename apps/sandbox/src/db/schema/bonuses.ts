/**
 * The bonus engine's tables (services/bonus/, services/bonus/stakes.ts; spec 3 §3 "Reward",
 * §4 campaigns, triggers, kinds, verticals): campaigns per site, the players' assignments, their
 * consents and cashback claims. Campaigns are sandbox configuration (data in this database, seeded
 * per site and changeable by the operator without a deploy), not content: they carry the money
 * rules the ledger enforces (amounts, wagering, expiry), which a content service must not own.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, minor } from './columns.ts';
import { ledgerTransactions } from './money.ts';
import { players } from './players.ts';

export type CampaignStatus = 'ACTIVE' | 'CANCELED' | 'COMPLETED' | 'DRAFT' | 'EXPIRED';
export type CampaignCategory = 'MANUAL' | 'TRIGGERED' | 'OPT_IN' | 'LOYALTY';
export type BonusType = 'CASINO' | 'FREE_BET' | 'LIVE_CASINO' | 'SPORTS' | 'FREE_SPINS';
export type BonusVertical = 'CASINO' | 'LIVE_CASINO' | 'SPORTS';
export type CashbackPeriod = 'INSTANT' | 'DAILY' | 'WEEKLY' | 'TIMEFRAME' | 'SPECIFIC_DAY';

/** The per-kind rules of a campaign (all optional; amounts in minor units as strings in JSON). */
export interface CampaignRules {
  /** Games whose stakes do not count towards wagering (0 %). */
  excludedGameIds?: string[];
  /** Per-game contribution in percent, overriding the category's. */
  contributions?: Record<string, number>;
  /** The largest stake shown while the bonus is active (informative; minor units). */
  maxBet?: string;
  /** A deposit bonus: the smallest deposit that takes it (minor units); a smaller one grants nothing. */
  minDeposit?: string;
  cashback?: {
    percent: number;
    period: CashbackPeriod;
    /** SPECIFIC_DAY: 0 Sunday … 6 Saturday (UTC). */
    day?: number;
    /** Booster games: their net losses count twice. */
    boosterGameIds?: string[];
    /** The most one period pays (minor units). */
    maxAmount?: string;
  };
  freeSpins?: { spins: number; spinValue: string; gameIds: string[] };
  /** REGISTRATION_WITH_TIMEFRAME: days after sign-up the campaign may be claimed. */
  registrationDays?: number;
  /** LINKED_CAMPAIGN: the campaign whose completion offers this one. */
  linkedCampaignId?: string;
}

export interface CampaignTexts {
  title: string;
  description: string;
}

/** A campaign of a site (spec 3 §4). `percent`/`maxAmount` for deposit matches, `fixedAmount` otherwise. */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    campaignId: text('campaign_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<CampaignStatus>().notNull(),
    category: text('category').$type<CampaignCategory>().notNull(),
    triggerEvent: text('trigger_event').notNull(),
    bonusType: text('bonus_type').$type<BonusType>().notNull(),
    vertical: text('vertical').$type<BonusVertical>().notNull(),
    sticky: boolean('sticky').notNull(),
    wrMultiplier: integer('wr_multiplier').notNull(),
    percent: integer('percent'),
    maxAmount: minor('max_amount'),
    fixedAmount: minor('fixed_amount'),
    expiryDays: integer('expiry_days').notNull(),
    bonusCode: text('bonus_code'),
    requiresConsent: boolean('requires_consent').notNull().default(false),
    rules: jsonb('rules').$type<CampaignRules>().notNull(),
    texts: jsonb('texts').$type<Record<string, CampaignTexts>>().notNull(),
    startAt: at('start_at'),
    endAt: at('end_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('bonus_campaigns_site_idx').on(table.siteId),
    uniqueIndex('bonus_campaigns_code_unique')
      .on(table.siteId, sql`upper(${table.bonusCode})`)
      .where(sql`${table.bonusCode} is not null`),
  ],
);

export type AssignmentStatus = 'ACTIVE' | 'QUEUED' | 'COMPLETED' | 'FORFEITED' | 'EXPIRED' | 'DEACTIVATED';

/**
 * A campaign assigned to a player, once per player and campaign. A money bonus (`vertical` set)
 * is ACTIVE while its money sits in the BONUS account of its vertical, at most one per player and
 * vertical (partial unique index): claims racing each other move money once. Cashback and opt-in
 * assignments have no vertical.
 */
export const bonusAssignments = pgTable(
  'bonus_assignments',
  {
    assignmentId: uuid('assignment_id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.campaignId, { onDelete: 'cascade' }),
    status: text('status').$type<AssignmentStatus>().notNull(),
    vertical: text('vertical').$type<BonusVertical>(),
    bonusAmount: minor('bonus_amount').notNull(),
    wageringRequired: minor('wagering_required').notNull(),
    wagered: minor('wagered').notNull(),
    spins: integer('spins').notNull().default(0),
    spinsUsed: integer('spins_used').notNull().default(0),
    createdAt: at('created_at').notNull(),
    activatedAt: at('activated_at'),
    expiresAt: at('expires_at'),
    endedAt: at('ended_at'),
  },
  (table) => [
    uniqueIndex('bonus_assignments_player_campaign_unique').on(table.playerId, table.campaignId),
    uniqueIndex('bonus_assignments_active_vertical_unique')
      .on(table.playerId, table.vertical)
      .where(sql`${table.status} = 'ACTIVE' and ${table.vertical} is not null`),
    index('bonus_assignments_player_idx').on(table.playerId, table.status),
  ],
);

/** A player's consent to a campaign's terms (`campaignId` '*' is the consent to campaigns in general). */
export const bonusConsents = pgTable(
  'bonus_consents',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.playerId, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').notNull(),
    agreed: boolean('agreed').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.campaignId] })],
);

/** What cashback claims paid, per assignment and period start (the ledger transaction beside it). */
export const cashbackClaims = pgTable(
  'cashback_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => bonusAssignments.assignmentId, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    amount: minor('amount').notNull(),
    referenceId: uuid('reference_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('cashback_claims_assignment_idx').on(table.assignmentId, table.periodStart)],
);

export type StakeStatus = 'OPEN' | 'SETTLED' | 'VOIDED';

/**
 * Which money a stake used (services/bonus/stakes.ts): one row per real-money bet placed while a
 * bonus was ACTIVE in the bet's vertical, naming that assignment, the stake's cash and bonus parts
 * and the wagering it was credited. Its result follows the same money: the win (or a void's
 * refund) pays the bonus share back to that assignment while it is ACTIVE and forfeits it once the
 * assignment has ended, never into cash. OPEN until the round settles (a win, a loss or a void);
 * a bonus whose wagering is met converts only when none of its bonus-funded stakes is OPEN.
 */
export const bonusStakes = pgTable(
  'bonus_stakes',
  {
    referenceId: uuid('reference_id')
      .primaryKey()
      .references(() => ledgerTransactions.referenceId, { onDelete: 'cascade' }),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => bonusAssignments.assignmentId, { onDelete: 'cascade' }),
    cash: minor('cash').notNull(),
    bonus: minor('bonus').notNull(),
    wageringCredit: minor('wagering_credit').notNull(),
    status: text('status').$type<StakeStatus>().notNull(),
    /** The WIN or BET_VOID that settled it (null for a loss or while OPEN). */
    settledBy: uuid('settled_by'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [
    index('bonus_stakes_open_idx')
      .on(table.assignmentId)
      .where(sql`${table.status} = 'OPEN' and ${table.bonus} > 0`),
  ],
);
