/** The reset-password flow's forms as events (resetPassword.flow.server.ts `resetPasswordEventOf`). */
import { describe, expect, it } from 'vitest';
import { INITIAL_RESET_PASSWORD_CONTEXT } from '@casino/flows';
import { resetPasswordEventOf, resetPasswordView } from './resetPassword.flow.server.ts';

describe('resetPasswordEventOf (spec 1 §3 "Reset-password form")', () => {
  it('sends the e-mail step, and keeps what was typed when it refuses it', () => {
    expect(resetPasswordEventOf({ intent: 'email', email: ' p@x.test ', method: 'SMS' }, null)).toEqual({
      ok: true,
      event: { type: 'submitEmail', email: 'p@x.test', method: 'SMS' },
    });
    expect(resetPasswordEventOf({ intent: 'email', email: 'nope', method: 'SMS' }, null)).toEqual({
      ok: false,
      refusal: { fieldErrors: { email: 'reset.error.email' }, values: { email: 'nope', method: 'SMS' } },
    });
  });

  it('takes a code with spaces and dashes, and refuses letters', () => {
    expect(resetPasswordEventOf({ intent: 'code', code: '12 34-56' }, null)).toEqual({
      ok: true,
      event: { type: 'submitCode', code: '123456' },
    });
    expect(resetPasswordEventOf({ intent: 'code', code: '12ab' }, null)).toMatchObject({
      ok: false,
      refusal: { fieldErrors: { code: 'reset.error.codeFormat' } },
    });
  });

  it('checks the new password against the account’s e-mail, then the confirmation', () => {
    const stored = {
      value: 'password',
      context: { ...INITIAL_RESET_PASSWORD_CONTEXT, email: 'paula@x.test' },
    };
    expect(
      resetPasswordEventOf({ intent: 'password', password: 'paula1234', confirm: 'paula1234' }, stored),
    ).toMatchObject({
      ok: false,
      refusal: { fieldErrors: { password: 'reset.error.password.containsEmail' } },
    });
    expect(
      resetPasswordEventOf({ intent: 'password', password: 'Secret1234', confirm: 'Secret12345' }, stored),
    ).toMatchObject({ ok: false, refusal: { fieldErrors: { confirm: 'reset.error.confirm' } } });
  });

  it('passes back, next and resend on, and refuses an unknown intent', () => {
    expect(resetPasswordEventOf({ intent: 'back' }, null)).toEqual({ ok: true, event: { type: 'back' } });
    expect(resetPasswordEventOf({ intent: 'other' }, null)).toEqual({
      ok: false,
      refusal: { formError: 'reset.error.form' },
    });
  });

  it('shows a new flow at the e-mail step', () => {
    expect(resetPasswordView(null)).toMatchObject({ step: 'email', canNext: false, backendError: null });
  });
});
