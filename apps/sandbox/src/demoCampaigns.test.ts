/**
 * One offer, one source (issue 27): each brand's welcome offer in its content names the demo
 * campaign it is, and its English headline and key terms say what that campaign grants (the smallest
 * deposit, the wagering, the cap or the spins). A change to either side that makes the home promise
 * something the back office does not grant fails here.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from '@casino/brands';
import { DEMO_CAMPAIGNS, demoCampaignId } from './demoCampaigns.ts';

interface WelcomePromotion {
  campaignId?: string;
  headline?: { en?: string };
  keyTerms?: { en?: string };
}

const euros = (minor: bigint | string) => {
  const value = Number(minor) / 100;
  return `€${Number.isInteger(value) ? value : value.toFixed(2)}`;
};

describe('the brands’ welcome offers and the demo campaigns', () => {
  it('name a seeded campaign of their site whose terms their words say', async () => {
    const brands = await loadBrands();
    expect(brands.length).toBeGreaterThan(1);
    for (const brand of brands) {
      const lines = (await readFile(path.join(brand.dir, 'content', 'promotion.ndjson'), 'utf8'))
        .split('\n')
        .filter((line) => line.includes('"welcomeOffer":true'));
      expect(lines, `${brand.id} has a welcome offer`).not.toHaveLength(0);
      for (const line of lines) {
        const offer = JSON.parse(line) as WelcomePromotion;
        const campaign = DEMO_CAMPAIGNS.find(
          (c) => demoCampaignId(brand.siteId, c.slug) === offer.campaignId,
        );
        expect(
          campaign,
          `${brand.id}: ${offer.campaignId} is a campaign of site ${brand.siteId}`,
        ).toBeDefined();
        if (!campaign) continue;
        expect(campaign.status).toBe('ACTIVE');
        expect(campaign.triggerEvent).toBe('FIRST_DEPOSIT');
        const min = campaign.rules?.minDeposit;
        expect(offer.keyTerms?.en).toBe(
          [
            ...(min ? [`Min. deposit ${euros(min)}`] : []),
            campaign.wrMultiplier > 0 ? `${campaign.wrMultiplier}× wagering` : 'No wagering',
            '18+',
          ].join(' · '),
        );
        const spins = campaign.rules?.freeSpins?.spins;
        expect(offer.headline?.en).toBe(
          spins ? `${spins} free spins` : `${campaign.percent} % up to ${euros(campaign.maxAmount!)}`,
        );
      }
    }
  });
});

describe('the brands’ bonus codes and the demo campaigns', () => {
  it('are codes the bonus engine knows: an active campaign claimed by code, whose words the page says', async () => {
    const brands = await loadBrands();
    let codes = 0;
    for (const brand of brands) {
      for (const type of ['registrationPage', 'promotion']) {
        const lines = (await readFile(path.join(brand.dir, 'content', `${type}.ndjson`), 'utf8'))
          .split('\n')
          .filter((line) => line.includes('"bonusCode"'));
        for (const line of lines) {
          const page = JSON.parse(line) as { _id: string; bonusCode: string; body?: { en?: unknown } };
          const campaign = DEMO_CAMPAIGNS.find((c) => c.bonusCode === page.bonusCode);
          expect(
            campaign,
            `${brand.id} ${page._id}: ${page.bonusCode} is a demo campaign's code`,
          ).toBeDefined();
          expect(campaign?.status).toBe('ACTIVE');
          expect(campaign?.triggerEvent).toBe('MANUAL_BONUS_CODE');
          // The page's English text names the code and what it grants.
          const text = JSON.stringify(page.body?.en ?? '');
          expect(text).toContain(page.bonusCode);
          expect(text).toContain(euros(campaign!.fixedAmount ?? 0n));
          codes += 1;
        }
      }
    }
    expect(codes, 'at least one brand page carries a bonus code').toBeGreaterThan(0);
  });
});
