/** Marketing and cookie shapes (spec 2 §3 "Marketing and cookies"). */
import { z } from 'zod';
import { dateTime } from './common.ts';
import { entity } from './registry.ts';

export const MARKETING_CHANNELS = ['EMAIL', 'SMS', 'MAIL', 'PHONE', 'PUSH_NOTIFICATION'] as const;
export const MARKETING_TOPICS = ['BONUS_OFFER', 'NEWSLETTER', 'CASINO', 'RESPONSIBLE_GAMING'] as const;

const flags = <const K extends readonly string[]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as { [P in K[number]]: z.ZodBoolean });

export const marketingPreferencesSchema = entity(
  'MarketingPreferences',
  z
    .object({
      channels: flags(MARKETING_CHANNELS).describe('Opt-in per channel.'),
      topics: flags(MARKETING_TOPICS).describe('Opt-in per topic.'),
      updatedAt: dateTime.nullable(),
    })
    .describe('Marketing opt-ins by channel and topic. Designed here (spec: "not shown in detail").'),
);

export const cookieConsentSchema = entity(
  'CookieConsent',
  z
    .object({
      consentId: z.string().min(1).describe('The consent id the site stores as cookies_consent_id.'),
      essentials: z.literal(true).describe('Always on.'),
      performanceFunctional: z.boolean(),
      marketing: z.boolean(),
      updatedAt: dateTime,
    })
    .describe('The cookie categories the player accepted (spec 2 §3); all on by default.'),
);

export type MarketingPreferences = z.infer<typeof marketingPreferencesSchema>;
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
