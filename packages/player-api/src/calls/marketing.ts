/**
 * Marketing preferences, cookie consent and the CRM inbox (spec 2 §7 rows "Marketing preferences",
 * "Cookie consent"; spec 1 §7 "CRM inbox": a 401 on the token fetch is ignored by the site).
 */
import { z } from 'zod';
import { defineCall, designed } from '../define.ts';
import { dateTime } from '../entities/common.ts';
import { cookieConsentSchema, marketingPreferencesSchema } from '../entities/marketing.ts';

export const marketingPreferences = defineCall({
  id: 'marketingPreferences',
  area: 'marketing',
  method: 'GET',
  path: '/v1/player/marketing_preferences',
  summary: 'The marketing opt-ins',
  source: 'spec 2 §7 "Marketing preferences: GET"',
  designed: ['response'],
  auth: 'player',
  response: marketingPreferencesSchema,
});

export const updateMarketingPreferences = defineCall({
  id: 'updateMarketingPreferences',
  area: 'marketing',
  method: 'PATCH',
  path: '/v1/player/marketing_preferences',
  summary: 'Change marketing opt-ins',
  source: 'spec 2 §7 "Marketing preferences: PATCH"',
  designed: ['body', 'response'],
  auth: 'player',
  body: z
    .object({
      channels: marketingPreferencesSchema.shape.channels.partial().optional(),
      topics: marketingPreferencesSchema.shape.topics.partial().optional(),
    })
    .describe(designed('Only the opt-ins that change.')),
  response: marketingPreferencesSchema,
});

export const cookieConsent = defineCall({
  id: 'cookieConsent',
  area: 'marketing',
  method: 'GET',
  path: '/v1/player/cookies/consent',
  summary: 'The cookie consent on record',
  source: 'spec 2 §7 "Cookie consent: GET"',
  designed: ['response'],
  auth: 'player',
  response: cookieConsentSchema,
});

export const updateCookieConsent = defineCall({
  id: 'updateCookieConsent',
  area: 'marketing',
  method: 'PATCH',
  path: '/v1/player/cookies/consent',
  summary: 'Record the cookie choice; answers the consent id',
  source: 'spec 2 §7 "Cookie consent: PATCH"',
  designed: ['body'],
  auth: 'player',
  body: z
    .object({ performanceFunctional: z.boolean(), marketing: z.boolean() })
    .describe(designed('The optional categories; essentials are always on.')),
  response: cookieConsentSchema,
});

export const crmInboxToken = defineCall({
  id: 'crmInboxToken',
  area: 'marketing',
  method: 'GET',
  path: '/v1/player/crm/token',
  summary: 'A token for the CRM inbox library',
  source: 'spec 1 §7 "CRM inbox: a token is fetched for a logged-in player"',
  designed: ['path', 'response'],
  auth: 'player',
  response: z
    .object({ token: z.string().min(1), expiresAt: dateTime })
    .describe(designed('The CRM inbox token the site hands to the inbox library.')),
});

export const marketingCalls = [
  marketingPreferences,
  updateMarketingPreferences,
  cookieConsent,
  updateCookieConsent,
  crmInboxToken,
] as const;
