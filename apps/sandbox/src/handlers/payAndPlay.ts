/**
 * Pay-and-play calls (spec 1 §4 "Pay-and-play", §7; services/payAndPlay.ts) and the sandbox's
 * bank-identification provider: `GET /sandbox/bank-id/:sessionId` is the page the authorise
 * answer points at (shown in the site's iframe), a small form whose "Confirm identity" posts to
 * the same path and returns the player to the site's redirect URL with `code` (the one-time code)
 * and `sessionId` in the query; "Cancel" returns with `error=access_denied`. Without a redirect
 * URL the page shows the code instead. The redirect URL must be a page of the brand's own site
 * (request.ts `isSiteUrl`; issue 15 §3): a redirect to anyone else's server handed them the code
 * and session id of whoever confirmed, and with them a sign-in as that player.
 *
 * The authorise URL is built on `SANDBOX_PUBLIC_URL` when set (the sandbox's address as the
 * browser reaches it), else on the address the call reached the sandbox at.
 */
import { eq } from 'drizzle-orm';
import type { Context, Env, Hono } from 'hono';
import { ERRORS, HEADERS } from '@casino/player-api';
import { sites } from '../db/schema.ts';
import { ContractRefusal, type Handlers } from '../router.ts';
import type { SandboxContext } from '../services/context.ts';
import type { CurrentSession } from '../services/identity.ts';
import {
  authorise,
  cancel,
  findSession,
  identify,
  payAndPlayLogin,
  updatePayAndPlayPlayer,
  verifyOneTimeCode,
  type BankIdentity,
  type PayAndPlaySession,
} from '../services/payAndPlay.ts';
import { MINIMUM_AGE, isAdult } from '../services/registration.ts';
import { callerAddress, isSiteUrl, siteOf } from '../request.ts';
import { settle, type BodyOf } from './registration.ts';
import { readFields } from '../body.ts';

export const BANK_ID_PATH = '/sandbox/bank-id';

/** The personal identity number of the demo player `player@demo.test` (demoPlayers.ts). */
const DEMO_PERSON_ID = '010190-123A';

export function publicBase(c: Context): string {
  const configured = process.env.SANDBOX_PUBLIC_URL?.trim().replace(/\/+$/, '');
  return configured || new URL(c.req.url).origin;
}

export function payAndPlayHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  return {
    async payAndPlayAuthorize({ body, c }) {
      const input = body as BodyOf<'payAndPlayAuthorize'>;
      const siteId = siteOf(c).siteId;
      // The bank sends the player, with the one-time code, only back to the brand's own site.
      if (input.redirectUrl && !isSiteUrl(siteOf(c), input.redirectUrl)) {
        throw new ContractRefusal(ERRORS.requestInvalid.code, 'Invalid payAndPlayAuthorize request', {
          validationErrors: {
            redirectUrl: {
              code: 'not_site_url',
              message: "The redirectUrl must be a page of the brand's own site",
            },
          },
        });
      }
      const { session } = settle(await authorise(ctx, { ...input, siteId }));
      // The provider's own authorise GET (spec 1 §7): response_type, client_id, identity_provider,
      // redirect_uri, amount, currency, country. The page reads the session; these are for show.
      const url = new URL(`${BANK_ID_PATH}/${session.sessionId}`, publicBase(c));
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: `site-${siteId}`,
        identity_provider: 'sandbox-bank-id',
        ...(input.redirectUrl ? { redirect_uri: input.redirectUrl } : {}),
        amount: input.amount,
        currency: input.currency,
        country: input.country,
      }).toString();
      return { sessionId: session.sessionId, redirectOutput: { url: url.toString() } };
    },

    async payAndPlayCode({ body, c }) {
      const { oneTimeCode, sessionId } = body as BodyOf<'payAndPlayCode'>;
      return settle(await verifyOneTimeCode(ctx, { siteId: siteOf(c).siteId, sessionId, oneTimeCode }));
    },

    async payAndPlayUpdate({ body, headers, c }) {
      const input = body as BodyOf<'payAndPlayUpdate'>;
      return settle(
        await updatePayAndPlayPlayer(ctx, {
          ...input,
          siteId: siteOf(c).siteId,
          captchaToken: String(headers[HEADERS.hcaptchaToken] ?? '-'),
        }),
      );
    },

    async payAndPlayLogin({ body, c }) {
      const { sessionId, metadata } = body as BodyOf<'payAndPlayLogin'>;
      const { tokens } = settle(
        await payAndPlayLogin(ctx, {
          siteId: siteOf(c).siteId,
          sessionId,
          realIpAddress: callerAddress(c),
          ipAddress: metadata.ipAddress,
        }),
      );
      const { idToken, accessToken, refreshToken, lastAuth } = tokens;
      return { idToken, accessToken, refreshToken, lastAuth };
    },
  };
}

// -----------------------------------------------------------------------------------------------
// The bank-identification page
// -----------------------------------------------------------------------------------------------

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1a1a; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px;
         border: 1px solid #c9d1d9; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; margin-top: 0.25rem;
          font-size: 1rem; border: 1px solid #57606a; border-radius: 4px; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .field-error, .errors { color: #b3261e; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { font-size: 1rem; padding: 0.6rem 1rem; border-radius: 4px; border: 1px solid #0b4f8a;
           cursor: pointer; }
  button[value="confirm"] { background: #0b4f8a; color: #fff; }
  button[value="cancel"] { background: #fff; color: #0b4f8a; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  .hint { color: #444; font-size: 0.9rem; }
  code { font-size: 1.1rem; word-break: break-all; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox bank ID</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

type FormValues = Record<keyof BankIdentity, string>;
type FormErrors = Partial<Record<keyof BankIdentity, string>>;

const FIELDS: ReadonlyArray<{ name: keyof BankIdentity; label: string; type: string; autocomplete: string }> =
  [
    { name: 'personId', label: 'Personal identity number', type: 'text', autocomplete: 'off' },
    { name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name' },
    { name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name' },
    { name: 'dateOfBirth', label: 'Date of birth', type: 'date', autocomplete: 'bday' },
  ];

function defaults(session: PayAndPlaySession): FormValues {
  return {
    personId: `SBX-${session.sessionId.slice(0, 8).toUpperCase()}`,
    firstName: 'Bea',
    lastName: 'Bank',
    dateOfBirth: '1985-05-15',
  };
}

function formPage(
  session: PayAndPlaySession,
  siteName: string,
  values: FormValues,
  errors: FormErrors = {},
): string {
  const errorList = Object.entries(errors);
  const summary = errorList.length
    ? `<div class="errors" role="alert"><h2>Check the details</h2><ul>${errorList
        .map(([name, message]) => `<li><a href="#${name}">${escapeHtml(message)}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const fields = FIELDS.map(({ name, label, type, autocomplete }) => {
    const error = errors[name];
    return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" required autocomplete="${autocomplete}" value="${escapeHtml(values[name])}"${
      error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
    }>${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
  }).join('\n');
  return page(
    'Confirm your identity',
    `<h1>Confirm your identity</h1>
<p>${escapeHtml(siteName)} asks your bank to identify you and to pay
<strong>${escapeHtml(session.amount)} ${escapeHtml(session.currencyCode)}</strong>.</p>
<p class="hint">This is the sandbox's stand-in for a bank-identification provider: change the details to
be someone else. A new personal identity number makes a new player; ${DEMO_PERSON_ID} is the demo
player player@demo.test.</p>
${summary}
<form method="post" action="${BANK_ID_PATH}/${session.sessionId}" novalidate>
${fields}
<div class="actions">
<button type="submit" name="action" value="confirm">Confirm identity</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

function endedPage(): string {
  return page(
    'Identification ended',
    `<h1>Identification ended</h1>
<p>This identification is unknown, already done or expired. Go back to the site and start again.</p>`,
  );
}

function returnTo(redirectUrl: string, params: Record<string, string>): string {
  const url = new URL(redirectUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function readForm(raw: Record<string, unknown>): { values: FormValues; errors: FormErrors } {
  const text = (name: string) => (typeof raw[name] === 'string' ? raw[name].trim() : '');
  const values: FormValues = {
    personId: text('personId'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    dateOfBirth: text('dateOfBirth'),
  };
  const errors: FormErrors = {};
  if (!values.personId || values.personId.length > 64)
    errors.personId = 'Enter a personal identity number (at most 64 characters)';
  if (!values.firstName || values.firstName.length > 100) errors.firstName = 'Enter a first name';
  if (!values.lastName || values.lastName.length > 100) errors.lastName = 'Enter a last name';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.dateOfBirth) || Number.isNaN(Date.parse(values.dateOfBirth)))
    errors.dateOfBirth = 'Enter the date of birth as yyyy-mm-dd';
  return { values, errors };
}

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
};

/** Mounts the sandbox bank-ID page (`GET`) and its confirmation (`POST`) on the app. */
export function mountBankId<E extends Env>(app: Hono<E>, ctx: SandboxContext): void {
  async function siteName(siteId: number): Promise<string> {
    const [site] = await ctx.db.select({ name: sites.name }).from(sites).where(eq(sites.siteId, siteId));
    return site?.name ?? 'The site';
  }
  async function openSessionOf(sessionId: string): Promise<PayAndPlaySession | null> {
    const session = await findSession(ctx, sessionId);
    return session?.status === 'AUTHORISED' ? session : null;
  }

  app.get(`${BANK_ID_PATH}/:sessionId`, async (c) => {
    const session = await openSessionOf(c.req.param('sessionId'));
    if (!session) return c.html(endedPage(), 404, PAGE_HEADERS);
    return c.html(formPage(session, await siteName(session.siteId), defaults(session)), 200, PAGE_HEADERS);
  });

  app.post(`${BANK_ID_PATH}/:sessionId`, async (c) => {
    const sessionId = c.req.param('sessionId');
    const session = await openSessionOf(sessionId);
    if (!session) return c.html(endedPage(), 404, PAGE_HEADERS);
    const raw = await readFields(c);
    if (raw.action === 'cancel') {
      await cancel(ctx, sessionId);
      if (session.redirectUrl) {
        return c.redirect(returnTo(session.redirectUrl, { error: 'access_denied', sessionId }), 303);
      }
      return c.html(
        page('Identification cancelled', '<h1>Identification cancelled</h1><p>Go back to the site.</p>'),
        200,
        PAGE_HEADERS,
      );
    }
    const { values, errors } = readForm(raw);
    const now = await ctx.clock.now();
    if (!errors.dateOfBirth && !isAdult(values.dateOfBirth, now)) {
      errors.dateOfBirth = `You must be ${MINIMUM_AGE} or older`;
    }
    if (Object.keys(errors).length) {
      return c.html(formPage(session, await siteName(session.siteId), values, errors), 400, PAGE_HEADERS);
    }
    const identified = await identify(ctx, sessionId, values);
    if (!identified.ok) return c.html(endedPage(), 404, PAGE_HEADERS);
    if (session.redirectUrl) {
      return c.redirect(returnTo(session.redirectUrl, { code: identified.code, sessionId }), 303);
    }
    return c.html(
      page(
        'Identity confirmed',
        `<h1>Identity confirmed</h1>
<p>Your one-time code for session <code>${escapeHtml(sessionId)}</code>:</p>
<p><output><code>${escapeHtml(identified.code)}</code></output></p>
<p>Give it to the site to finish signing in.</p>`,
      ),
      200,
      PAGE_HEADERS,
    );
  });
}
