/**
 * The demo campaigns' display texts in the player API's languages besides English (demoCampaigns.ts
 * holds the English): the title and description a player's rewards page shows, asked by the site in
 * the page's language (`lang`, the base of a region language). An operator keeps these in its back
 * office per language; here they are data, demoCampaignTexts.json, read and checked at load.
 * demoCampaignTexts.test.ts holds every campaign to every language.
 */
import { z } from 'zod';
import texts from './demoCampaignTexts.json' with { type: 'json' };

export const CAMPAIGN_LANGUAGES = ['fi', 'no', 'de', 'fr', 'es', 'pt', 'ja', 'tl', 'tr', 'pl'] as const;
export type CampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number];

const text = z.object({ title: z.string().min(1).max(200), description: z.string().min(1).max(1000) });
// Every language of every campaign (a record keyed by an enum is exhaustive in zod 4).
const campaignTexts = z.record(z.enum(CAMPAIGN_LANGUAGES), text);

export const DEMO_CAMPAIGN_TEXTS: Readonly<
  Record<string, Readonly<Record<CampaignLanguage, z.infer<typeof text>>>>
> = z.record(z.string(), campaignTexts).parse(texts);
