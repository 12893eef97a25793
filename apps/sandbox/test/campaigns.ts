/**
 * A test's own bonus campaign on aurora (site 6): a manual, registration-triggered money bonus with
 * the fields a test names and the rest set to defaults (db/schema/bonuses.ts); inserted once per
 * database (`on conflict do nothing`).
 */
import type { Database } from '../src/db/database.ts';
import { bonusCampaigns } from '../src/db/schema.ts';

type CampaignValues = typeof bonusCampaigns.$inferInsert;

export async function insertTestCampaign(
  db: Database,
  campaign: Pick<CampaignValues, 'campaignId' | 'vertical' | 'sticky' | 'wrMultiplier' | 'fixedAmount'> &
    Partial<CampaignValues>,
): Promise<void> {
  await db
    .insert(bonusCampaigns)
    .values({
      siteId: 6,
      name: campaign.campaignId,
      status: 'ACTIVE',
      category: 'MANUAL',
      triggerEvent: 'REGISTRATION',
      bonusType: campaign.vertical,
      expiryDays: 7,
      rules: {},
      texts: { en: { title: campaign.campaignId, description: '' } },
      updatedAt: new Date(),
      ...campaign,
    })
    .onConflictDoNothing();
}
