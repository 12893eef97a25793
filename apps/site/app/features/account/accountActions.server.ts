/**
 * The account page's posts (spec 2 §4 "Account details"): one form per `intent`, parsed by its
 * schema (accountForms.server.ts), then its call; a saved form answers its spec toast key, a
 * refused one its field errors (the backend's `validationErrors` on the form's fields, spec 2 §5)
 * or the backend's message. The phone change's SMS step: a wrong code stays in the popup; too many
 * attempts or an expired change close it with the message.
 */
import {
  ERRORS,
  MARKETING_CHANNELS,
  MARKETING_TOPICS,
  PlayerApiError,
  type MarketingPreferences,
  type PlayerApiClient,
  type PlayerProfile,
} from '@casino/player-api';
import { z } from 'zod';
import { joinMobilePhone } from '@casino/domain';
import { parseForm } from '../../lib/form.server.ts';
import {
  ACCOUNT_SUCCESS_TOASTS,
  addressForm,
  backendRefusal,
  cookiesForm,
  intentForm,
  languageForm,
  marketingForm,
  passwordForm,
  phoneCodeForm,
  phoneForm,
  provinceForm,
  refused,
  smsVerificationId,
  type AccountField,
  type AccountResult,
} from './accountForms.server.ts';

export interface AccountContext {
  playerApi: PlayerApiClient;
  profile: Pick<PlayerProfile, 'countryCode' | 'email'>;
  /** The languages the market offers (site language codes). */
  languages: readonly string[];
}

/** Runs one posted form of the page. */
export async function runAccountForm(
  ctx: AccountContext,
  form: Record<string, FormDataEntryValue>,
): Promise<AccountResult> {
  const intent = parseForm(intentForm, form);
  if (!intent.ok) {
    return refused(400, { intent: 'form', fieldErrors: {}, formError: { key: 'account.error.form' } });
  }
  const { playerApi } = ctx;
  const text = (name: string) => (typeof form[name] === 'string' ? String(form[name]).slice(0, 200) : '');

  switch (intent.data.intent) {
    case 'address': {
      const values = { address: text('address'), city: text('city'), postalCode: text('postalCode') };
      const parsed = parseForm<typeof addressForm, AccountField>(addressForm, values);
      if (!parsed.ok) return refused(400, { intent: 'address', fieldErrors: parsed.fieldErrors, values });
      try {
        await playerApi.updateAddress({ body: { ...parsed.data, countryCode: ctx.profile.countryCode } });
      } catch (error) {
        return backendRefusal(
          'address',
          error,
          { address: 'address', city: 'city', postalCode: 'postalCode' },
          values,
        );
      }
      return { ok: true, toast: ACCOUNT_SUCCESS_TOASTS.address };
    }
    case 'province': {
      const provinceCode = text('provinceCode');
      const parsed = parseForm<ReturnType<typeof provinceForm>, AccountField>(
        provinceForm(ctx.profile.countryCode),
        { provinceCode },
      );
      if (!parsed.ok) {
        return refused(400, {
          intent: 'province',
          fieldErrors: parsed.fieldErrors,
          values: { provinceCode },
        });
      }
      try {
        await playerApi.updateProvince({ body: { provinceCode } });
      } catch (error) {
        return backendRefusal('province', error, { provinceCode: 'provinceCode' }, { provinceCode });
      }
      return { ok: true, toast: ACCOUNT_SUCCESS_TOASTS.province };
    }
    case 'password': {
      const parsed = parseForm<typeof passwordForm, AccountField>(passwordForm, {
        oldPassword: text('oldPassword'),
        newPassword: text('newPassword'),
        confirmPassword: text('confirmPassword'),
      });
      if (!parsed.ok) return refused(400, { intent: 'password', fieldErrors: parsed.fieldErrors });
      try {
        await playerApi.changePassword({
          body: { oldPassword: parsed.data.oldPassword, newPassword: parsed.data.newPassword },
        });
      } catch (error) {
        // spec 2 §8: the wrong old password is an error toast with the code's text.
        if (error instanceof PlayerApiError && error.code === ERRORS.oldPasswordIncorrect.code) {
          return { ok: true, kind: 'error', toast: 'error.old_password.incorrect' };
        }
        return backendRefusal(
          'password',
          error,
          { newPassword: 'newPassword', oldPassword: 'oldPassword' },
          {},
        );
      }
      return { ok: true, toast: ACCOUNT_SUCCESS_TOASTS.password };
    }
    case 'language': {
      const language = text('language');
      const parsed = parseForm<ReturnType<typeof languageForm>, AccountField>(languageForm(ctx.languages), {
        language,
      });
      if (!parsed.ok) return refused(400, { intent: 'language', fieldErrors: parsed.fieldErrors });
      try {
        // spec 1 §3: inen is sent as en.
        await playerApi.updateLanguage({ body: { language: language === 'inen' ? 'en' : language } });
      } catch (error) {
        return backendRefusal('language', error, { language: 'language' }, { language });
      }
      return { ok: true, toast: ACCOUNT_SUCCESS_TOASTS.language, language };
    }
    case 'phone': {
      const values = { phonePrefix: text('phonePrefix'), phoneNumber: text('phoneNumber') };
      const parsed = parseForm<typeof phoneForm, AccountField>(phoneForm, values);
      const mobilePhone = parsed.ok
        ? joinMobilePhone(parsed.data.phonePrefix, parsed.data.phoneNumber)
        : null;
      if (!mobilePhone) {
        return refused(400, { intent: 'phone', fieldErrors: { phoneNumber: 'signup.error.phone' }, values });
      }
      try {
        const { smsVerificationId: id } = await playerApi.updatePhoneNumber({ body: { mobilePhone } });
        return refused(200, {
          intent: 'phone',
          fieldErrors: {},
          values,
          phone: { smsVerificationId: id, mobilePhone },
        });
      } catch (error) {
        return backendRefusal('phone', error, { mobilePhone: 'phoneNumber' }, values);
      }
    }
    case 'phoneResend':
    case 'phoneCode': {
      const pending = { smsVerificationId: text('smsVerificationId'), mobilePhone: text('mobilePhone') };
      const id = parseForm(z.object({ smsVerificationId }), pending);
      if (!id.ok) {
        return refused(400, {
          intent: 'phone',
          fieldErrors: {},
          formError: { key: 'account.phone.error.expired' },
        });
      }
      if (intent.data.intent === 'phoneResend') {
        try {
          const answer = await playerApi.phoneSmsRequest({
            body: { smsVerificationId: id.data.smsVerificationId },
          });
          return refused(200, {
            intent: 'phoneCode',
            fieldErrors: {},
            phone: { ...pending, smsVerificationId: answer.smsVerificationId, resent: true },
          });
        } catch (error) {
          return phoneCodeRefusal(error, pending);
        }
      }
      const parsed = parseForm<typeof phoneCodeForm, AccountField>(phoneCodeForm, {
        ...pending,
        code: text('code'),
      });
      if (!parsed.ok) {
        return refused(400, { intent: 'phoneCode', fieldErrors: parsed.fieldErrors, phone: pending });
      }
      try {
        await playerApi.phoneSmsVerification({
          body: { smsVerificationId: id.data.smsVerificationId, code: parsed.data.code },
        });
      } catch (error) {
        return phoneCodeRefusal(error, pending);
      }
      return { ok: true, toast: ACCOUNT_SUCCESS_TOASTS.phoneCode };
    }
    case 'marketing': {
      const parsed = parseForm(marketingForm, form);
      const ticked = parsed.ok ? parsed.data : {};
      const channels = Object.fromEntries(
        MARKETING_CHANNELS.map((channel) => [channel, ticked[`channel.${channel}`] === true]),
      );
      const topics = Object.fromEntries(
        MARKETING_TOPICS.map((topic) => [topic, ticked[`topic.${topic}`] === true]),
      );
      try {
        await playerApi.updateMarketingPreferences({
          body: {
            channels: channels as MarketingPreferences['channels'],
            topics: topics as MarketingPreferences['topics'],
          },
        });
      } catch (error) {
        return backendRefusal('marketing', error, {}, {});
      }
      return { ok: true, toast: ACCOUNT_SUCCESS_TOASTS.marketing };
    }
    case 'cookies': {
      const parsed = parseForm(cookiesForm, form);
      try {
        await playerApi.updateCookieConsent({
          body: parsed.ok ? parsed.data : { performanceFunctional: false, marketing: false },
        });
      } catch (error) {
        return backendRefusal('cookies', error, {}, {});
      }
      return { ok: true, toast: ACCOUNT_SUCCESS_TOASTS.cookies };
    }
  }
}

function phoneCodeRefusal(
  error: unknown,
  pending: { smsVerificationId: string; mobilePhone: string },
): AccountResult {
  if (error instanceof PlayerApiError) {
    if (error.code === ERRORS.smsCodeInvalid.code) {
      return refused(400, {
        intent: 'phoneCode',
        fieldErrors: { code: 'account.phone.error.code' },
        phone: pending,
      });
    }
    // Too many attempts, or a change that expired: the popup closes with the message.
    if (error.code === ERRORS.smsMaxAttempts.code || error.status === 404) {
      return refused(error.status, {
        intent: 'phone',
        fieldErrors: {},
        formError: {
          key: error.status === 404 ? 'account.phone.error.expired' : 'account.phone.error.attempts',
        },
      });
    }
  }
  return backendRefusal('phoneCode', error, {}, {}, { phone: pending });
}
