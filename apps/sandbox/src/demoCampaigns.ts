/**
 * The demo bonus campaigns seeded on every site (README "Demo campaigns"): sandbox configuration
 * the operator may change in the database (db/schema/bonuses.ts says why campaigns are not
 * content). Ids are `<siteId>-<slug>`; seeding inserts what is missing and never overwrites a
 * campaign the operator changed.
 *
 * A brand's welcome offer in its content names the campaign it is (`campaignId`), and its words
 * (headline, key terms) must say what the campaign grants: `welcome` is Aurora's "100 % up to
 * €200, min. deposit €20, 30× wagering", `welcome-spins` Kestrel's "100 free spins, no wagering,
 * min. deposit €10". Both are seeded on every site, so a first deposit may take either; tooling's
 * offers test holds the two sources together.
 */
import { DEMO_CAMPAIGN_TEXTS } from './demoCampaignTexts.ts';
import type { Database } from './db/database.ts';
import { bonusCampaigns, type CampaignRules } from './db/schema.ts';

type NewCampaign = typeof bonusCampaigns.$inferInsert;

interface DemoCampaign extends Omit<NewCampaign, 'campaignId' | 'siteId' | 'updatedAt' | 'texts' | 'rules'> {
  slug: string;
  title: string;
  description: string;
  rules?: CampaignRules;
  /** Seeded only on the sites whose brand has the sportsbook. */
  sportsbookOnly?: true;
}

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    // Aurora's welcome offer in its content (promotion northern-welcome, campaignId 6-welcome).
    slug: 'welcome',
    name: 'Welcome bonus',
    title: '100 % welcome bonus up to 200',
    description:
      'Your first deposit of 20 or more doubled, up to 200. Sticky, wager the bonus 30 times within 30 days.',
    status: 'ACTIVE',
    category: 'TRIGGERED',
    triggerEvent: 'FIRST_DEPOSIT',
    bonusType: 'CASINO',
    vertical: 'CASINO',
    sticky: true,
    wrMultiplier: 30,
    percent: 100,
    maxAmount: 20_000n,
    expiryDays: 30,
    rules: { maxBet: '500', minDeposit: '2000' },
  },
  {
    // Kestrel's welcome offer in its content (promotion welcome-spins, campaignId 7-welcome-spins).
    slug: 'welcome-spins',
    name: 'Welcome spins',
    title: '100 welcome spins',
    description:
      '100 free spins of 0.10 on any slot with your first deposit of 10 or more; whatever they win is cash. Use them within 7 days.',
    status: 'ACTIVE',
    category: 'TRIGGERED',
    triggerEvent: 'FIRST_DEPOSIT',
    bonusType: 'FREE_SPINS',
    vertical: 'CASINO',
    sticky: false,
    wrMultiplier: 0,
    fixedAmount: 0n,
    expiryDays: 7,
    rules: { minDeposit: '1000', freeSpins: { spins: 100, spinValue: '10', gameIds: [] } },
  },
  {
    slug: 'reload',
    name: 'Reload bonus',
    title: '50 % on your second deposit',
    description: 'Half your second deposit again, up to 50. Non-sticky, wager it twice within 14 days.',
    status: 'ACTIVE',
    category: 'TRIGGERED',
    triggerEvent: 'SECOND_DEPOSIT',
    bonusType: 'CASINO',
    vertical: 'CASINO',
    sticky: false,
    wrMultiplier: 2,
    percent: 50,
    maxAmount: 5_000n,
    expiryDays: 14,
  },
  {
    slug: 'casino-10',
    name: 'Casino 10',
    title: '10 casino bonus',
    description: 'A 10 casino bonus, non-sticky, wager it once within 7 days.',
    status: 'ACTIVE',
    category: 'MANUAL',
    triggerEvent: 'REGISTRATION',
    bonusType: 'CASINO',
    vertical: 'CASINO',
    sticky: false,
    wrMultiplier: 1,
    fixedAmount: 1_000n,
    expiryDays: 7,
  },
  {
    slug: 'live-optin',
    name: 'Live casino opt-in',
    title: 'Opt in: 5 for live casino',
    description: 'Opt in for a 5 live casino bonus; live games count 10 % towards its x1 wagering.',
    status: 'ACTIVE',
    category: 'OPT_IN',
    triggerEvent: 'REGISTRATION_WITH_TIMEFRAME',
    bonusType: 'LIVE_CASINO',
    vertical: 'LIVE_CASINO',
    sticky: false,
    wrMultiplier: 1,
    fixedAmount: 500n,
    expiryDays: 7,
    requiresConsent: true,
    rules: { registrationDays: 3650 },
  },
  {
    slug: 'weekly-cashback',
    name: 'Weekly cashback',
    title: '10 % weekly cashback',
    description: '10 % of your casino net losses each week (Monday to Monday, UTC), up to 100, paid as cash.',
    status: 'ACTIVE',
    category: 'OPT_IN',
    triggerEvent: 'CASHBACK_WEEKLY',
    bonusType: 'CASINO',
    vertical: 'CASINO',
    sticky: false,
    wrMultiplier: 0,
    expiryDays: 365,
    rules: { cashback: { percent: 10, period: 'WEEKLY', maxAmount: '10000' } },
  },
  {
    slug: 'free-spins',
    name: 'Free spins',
    title: '10 free spins',
    description: '10 free spins of 0.20 on any slot; winnings are a casino bonus to wager twice.',
    status: 'ACTIVE',
    category: 'MANUAL',
    triggerEvent: 'REGISTRATION',
    bonusType: 'FREE_SPINS',
    vertical: 'CASINO',
    sticky: false,
    wrMultiplier: 2,
    fixedAmount: 0n,
    expiryDays: 7,
    rules: { freeSpins: { spins: 10, spinValue: '20', gameIds: [] } },
  },
  {
    slug: 'welcome10',
    name: 'Bonus code WELCOME10',
    title: '10 with the code WELCOME10',
    description: 'Enter WELCOME10 for a 10 casino bonus, non-sticky, wager it once within 7 days.',
    status: 'ACTIVE',
    category: 'MANUAL',
    triggerEvent: 'MANUAL_BONUS_CODE',
    bonusType: 'CASINO',
    vertical: 'CASINO',
    sticky: false,
    wrMultiplier: 1,
    fixedAmount: 1_000n,
    expiryDays: 7,
    bonusCode: 'WELCOME10',
  },
  {
    slug: 'loyalty-cashback',
    name: 'Loyalty cashback',
    title: '5 % loyalty cashback',
    description: '5 % of your casino net losses each day, paid as cash.',
    status: 'ACTIVE',
    category: 'LOYALTY',
    triggerEvent: 'CASHBACK_DAILY',
    bonusType: 'CASINO',
    vertical: 'CASINO',
    sticky: false,
    wrMultiplier: 0,
    expiryDays: 365,
    rules: { cashback: { percent: 5, period: 'DAILY' } },
  },
  {
    // The sportsbook's bonus (services/bonus/sportsbook.ts): claimed from the rewards page's
    // sportsbook section, staked by sports bets once the cash runs short.
    slug: 'sports-10',
    name: 'Sports bonus 10',
    title: '10 sports bonus',
    description:
      'A 10 bonus for the sportsbook: bet it 3 times on sports within 7 days and what is left is cash. Virtual sports do not count.',
    status: 'ACTIVE',
    category: 'MANUAL',
    triggerEvent: 'REGISTRATION',
    bonusType: 'SPORTS',
    vertical: 'SPORTS',
    sticky: false,
    wrMultiplier: 3,
    fixedAmount: 1_000n,
    expiryDays: 7,
    sportsbookOnly: true,
  },
  {
    slug: 'summer-draft',
    name: 'Summer (draft)',
    title: 'Summer bonus',
    description: 'Not published yet.',
    status: 'DRAFT',
    category: 'MANUAL',
    triggerEvent: 'REGISTRATION',
    bonusType: 'CASINO',
    vertical: 'CASINO',
    sticky: true,
    wrMultiplier: 30,
    fixedAmount: 2_000n,
    expiryDays: 7,
  },
];

export const demoCampaignId = (siteId: number, slug: string) => `${siteId}-${slug}`;

/**
 * Inserts the demo campaigns every site lacks (idempotent; leaves changed campaigns alone); the
 * sportsbook's only where the brand has one.
 */
export async function seedCampaigns(
  db: Database,
  sites: ReadonlyArray<{ siteId: number; sportsbook: boolean }>,
): Promise<void> {
  const rows: NewCampaign[] = sites.flatMap(({ siteId, sportsbook }) =>
    DEMO_CAMPAIGNS.filter((demo) => sportsbook || !demo.sportsbookOnly).map(
      ({ slug, title, description, rules, sportsbookOnly: _only, ...campaign }) => ({
        ...campaign,
        campaignId: demoCampaignId(siteId, slug),
        siteId,
        rules: rules ?? {},
        // English here, the other languages of the player API in demoCampaignTexts.ts.
        texts: { en: { title, description }, ...DEMO_CAMPAIGN_TEXTS[slug] },
        updatedAt: new Date(),
      }),
    ),
  );
  if (rows.length) await db.insert(bonusCampaigns).values(rows).onConflictDoNothing();
}
