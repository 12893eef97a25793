/**
 * Every demo campaign speaks every language the site asks the bonus engine in (the base of each
 * site language): its title and description exist, are not the English left in place, and keep the
 * English's codes and the amounts that matter (a translation that loses "200" or "WELCOME10" fails).
 */
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES, apiLanguage } from '@casino/domain';
import { CAMPAIGN_LANGUAGES, DEMO_CAMPAIGN_TEXTS } from './demoCampaignTexts.ts';
import { DEMO_CAMPAIGNS } from './demoCampaigns.ts';

/** The numbers of at least two digits and the codes in upper case (WELCOME10) of a text. */
const essentials = (text: string) =>
  [...text.matchAll(/\b[A-Z]{3,}\d+\b|\d{2,}/g)].map((match) => match[0]).sort();

describe('the demo campaigns’ texts', () => {
  it('cover every language the site asks in', () => {
    const asked = new Set(SITE_LANGUAGES.map(apiLanguage).filter((language) => language !== 'en'));
    expect([...asked].sort()).toEqual([...CAMPAIGN_LANGUAGES].sort());
  });

  it('exist for every campaign in every language, translated, with the English amounts and codes', () => {
    for (const campaign of DEMO_CAMPAIGNS) {
      const texts = DEMO_CAMPAIGN_TEXTS[campaign.slug];
      expect(texts, campaign.slug).toBeDefined();
      for (const language of CAMPAIGN_LANGUAGES) {
        const text = texts![language];
        expect(text.title.trim(), `${campaign.slug} ${language}`).not.toBe('');
        expect(text.description, `${campaign.slug} ${language}`).not.toBe(campaign.description);
        for (const kept of essentials(`${campaign.title} ${campaign.description}`))
          expect(`${text.title} ${text.description}`, `${campaign.slug} ${language}: ${kept}`).toContain(
            kept,
          );
      }
    }
    expect(Object.keys(DEMO_CAMPAIGN_TEXTS).sort()).toEqual(DEMO_CAMPAIGNS.map((c) => c.slug).sort());
  });
});
