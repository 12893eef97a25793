/**
 * What every form of the account page reads of the last post's answer (accountForms.server.ts
 * `AccountActionData`): its field errors and the values to show again, for the form that was
 * posted only; and whether a post is under way.
 */
import { useNavigation } from 'react-router';
import type { MessageId } from '@casino/i18n';
import { useT } from '../../lib/i18n.ts';
import type { AccountActionData } from './accountForms.server.ts';

export type AccountResult = AccountActionData | null;

export function useAccountResult(result: AccountResult) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const ours = (intent: AccountActionData['intent']) => (result && result.intent === intent ? result : null);
  return {
    t,
    busy,
    /** A field's error, translated. */
    errorOf: (intent: AccountActionData['intent'], field: keyof AccountActionData['fieldErrors']) => {
      const key = ours(intent)?.fieldErrors[field];
      return key ? t(key) : null;
    },
    /** What the player typed (after a refusal), else the stored value. */
    valueOf: (intent: AccountActionData['intent'], field: string, fallback: string) =>
      ours(intent)?.values?.[field] ?? fallback,
    /** The form's own message (the backend's, or a key of ours), translated. */
    formErrorOf: (intent: AccountActionData['intent']) => {
      const error = ours(intent)?.formError;
      if (!error) return null;
      return 'key' in error ? t(error.key as MessageId) : error.text;
    },
  };
}

/** A country's name in the page's language (CLDR); the code itself when there is none. */
export function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A language's name in the page's language (CLDR; `inen` is English of India); the code when there is none. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code === 'inen' ? 'en-IN' : code) ?? code;
  } catch {
    return code;
  }
}
