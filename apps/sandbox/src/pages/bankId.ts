/**
 * The sandbox bank-identification provider's pages (handlers/bankId.ts serves them): the form the
 * pay-and-play authorise answer points at (shown in the site's iframe; the identity the bank would
 * give, prefilled, with "Confirm identity" and "Cancel"), its reading and checks, and the pages of
 * an identification confirmed without a redirect URL (the one-time code shown), cancelled, or
 * ended.
 */
import { BANK_ID_PATH, type BankIdentity, type PayAndPlaySession } from '../services/identity/index.ts';
import { escapeHtml, page, pageHeaders } from './kit.ts';

/** The personal identity number of the demo player `player@demo.test` (demoPlayers.ts). */
const DEMO_PERSON_ID = '010190-123A';

/** The bank ID's own rules, after the kit's: a narrower card, labelled fields and their errors. */
const BANK_ID_STYLE = `
  main { max-width: 28rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; margin-top: 0.25rem;
          font-size: 1rem; border: 1px solid #57606a; border-radius: 4px; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .field-error, .errors { color: #b3261e; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button[value="confirm"] { background: #0b4f8a; color: #fff; }
  button[value="cancel"] { background: #fff; color: #0b4f8a; }
  code { font-size: 1.1rem; word-break: break-all; }
`;

/** The bank-ID pages' headers. */
export const BANK_ID_PAGE_HEADERS = pageHeaders();

function bankIdPage(title: string, main: string): string {
  return page({ title: `${title} · Sandbox bank ID`, style: BANK_ID_STYLE, main });
}

export type FormValues = Record<keyof BankIdentity, string>;
export type FormErrors = Partial<Record<keyof BankIdentity, string>>;

const FIELDS: ReadonlyArray<{ name: keyof BankIdentity; label: string; type: string; autocomplete: string }> =
  [
    { name: 'personId', label: 'Personal identity number', type: 'text', autocomplete: 'off' },
    { name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name' },
    { name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name' },
    { name: 'dateOfBirth', label: 'Date of birth', type: 'date', autocomplete: 'bday' },
  ];

/** The identity the form starts with: a new person per session. */
export function defaults(session: PayAndPlaySession): FormValues {
  return {
    personId: `SBX-${session.sessionId.slice(0, 8).toUpperCase()}`,
    firstName: 'Bea',
    lastName: 'Bank',
    dateOfBirth: '1985-05-15',
  };
}

export function formPage(
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
  return bankIdPage(
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

export function endedPage(): string {
  return bankIdPage(
    'Identification ended',
    `<h1>Identification ended</h1>
<p>This identification is unknown, already done or expired. Go back to the site and start again.</p>`,
  );
}

/** The form's values, trimmed, and what is wrong with them. */
export function readForm(raw: Record<string, unknown>): { values: FormValues; errors: FormErrors } {
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

export function cancelledPage(): string {
  return bankIdPage(
    'Identification cancelled',
    '<h1>Identification cancelled</h1><p>Go back to the site.</p>',
  );
}

/** The one-time code, for an identification the site asked without a redirect URL. */
export function confirmedPage(sessionId: string, code: string): string {
  return bankIdPage(
    'Identity confirmed',
    `<h1>Identity confirmed</h1>
<p>Your one-time code for session <code>${escapeHtml(sessionId)}</code>:</p>
<p><output><code>${escapeHtml(code)}</code></output></p>
<p>Give it to the site to finish signing in.</p>`,
  );
}
