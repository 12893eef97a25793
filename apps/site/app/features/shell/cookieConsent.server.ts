/**
 * The cookie choice a signed-in player makes in the cookie notice (spec 2 §3 "Marketing and
 * cookies", §7 "Cookie consent"), recorded with the player API: the two optional categories, each
 * true or false, sent as JSON by the notice's script or as a plain form.
 */
import { z } from 'zod';
import { PlayerApiError, type PlayerApiClient } from '@casino/player-api';

export const cookieChoiceSchema = z.object({
  performanceFunctional: z.boolean({ message: 'cookies.error.invalid' }),
  marketing: z.boolean({ message: 'cookies.error.invalid' }),
});
export type CookieChoice = z.infer<typeof cookieChoiceSchema>;

function formFlag(value: FormDataEntryValue | null): unknown {
  if (value === null || value === 'false') return false;
  if (value === 'on' || value === 'true') return true;
  return value;
}

/** The posted choice, as JSON or as a form; null for a body that is neither. */
export async function readPostedCookieChoice(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) return request.json().catch(() => null);
  const form = await request.formData().catch(() => null);
  if (!form) return null;
  return {
    performanceFunctional: formFlag(form.get('performanceFunctional')),
    marketing: formFlag(form.get('marketing')),
  };
}

/** Records the choice: the API's consent, or why it was not recorded (its 4xx, else 502). */
export async function recordCookieChoice(playerApi: PlayerApiClient, choice: CookieChoice) {
  try {
    const consent = await playerApi.updateCookieConsent({ body: choice });
    return {
      ok: true as const,
      consentId: consent.consentId,
      performanceFunctional: consent.performanceFunctional,
      marketing: consent.marketing,
    };
  } catch (error) {
    if (!(error instanceof PlayerApiError)) throw error;
    return {
      ok: false as const,
      status: error.status >= 400 && error.status < 500 ? error.status : 502,
      error: 'cookies.error.sync' as const,
      message: `The cookie choice was not recorded (${error.code}).`,
    };
  }
}
