/**
 * Records a signed-in player's cookie choice with the player API (spec 2 §7 "Cookie consent: PATCH
 * /player/cookies/consent", the consent id comes from the answer; spec 2 §3 categories). The cookie
 * notice posts here as JSON; a plain form post works too (a checkbox that is not sent is off).
 * Anonymous callers keep their choice on their device only: 204 without a call.
 * Answers: `{ ok: true, consentId, performanceFunctional, marketing }`, or `{ ok: false, error,
 * message }` with 400 (invalid choice) or the API's 4xx (502 when the API failed).
 */
import { data, type ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import { PlayerApiError } from '@casino/player-api';
import { appContext, sessionContext } from '../lib/context.ts';

export const cookieChoiceSchema = z.object({
  performanceFunctional: z.boolean(),
  marketing: z.boolean(),
});

/** A form's checkbox values as booleans: absent is off, `on`/`true` is on, `false` is off. */
function formFlag(value: FormDataEntryValue | null): unknown {
  if (value === null || value === 'false') return false;
  if (value === 'on' || value === 'true') return true;
  return value;
}

async function readChoice(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) return request.json().catch(() => null);
  const form = await request.formData().catch(() => null);
  if (!form) return null;
  return {
    performanceFunctional: formFlag(form.get('performanceFunctional')),
    marketing: formFlag(form.get('marketing')),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { state } = context.get(sessionContext);
  if (state.kind !== 'authorised') return new Response(null, { status: 204 });

  const parsed = cookieChoiceSchema.safeParse(await readChoice(request));
  if (!parsed.success) {
    return data(
      {
        ok: false as const,
        error: 'cookies.error.invalid',
        message: 'Send performanceFunctional and marketing, each true or false.',
        fields: parsed.error.issues.map((issue) => issue.path.join('.')),
      },
      { status: 400 },
    );
  }

  try {
    const consent = await context.get(appContext).playerApi.updateCookieConsent({ body: parsed.data });
    return {
      ok: true as const,
      consentId: consent.consentId,
      performanceFunctional: consent.performanceFunctional,
      marketing: consent.marketing,
    };
  } catch (error) {
    if (!(error instanceof PlayerApiError)) throw error;
    const status = error.status >= 400 && error.status < 500 ? error.status : 502;
    return data(
      {
        ok: false as const,
        error: 'cookies.error.sync',
        message: `The cookie choice was not recorded (${error.code}).`,
      },
      { status },
    );
  }
}
