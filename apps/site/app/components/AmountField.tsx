/**
 * The amount field of the money forms (deposit, withdrawal, limits): a labelled text input for a
 * decimal amount in the player's currency (`inputMode="decimal"`, so phones show the number pad,
 * and no `type="number"`, which would drop a comma decimal), its error tied to it with
 * `aria-describedby` and `aria-invalid`, and any notes below it (what is left of a limit).
 * `quickAmounts` adds one-tap amounts under the field (the deposit form): buttons that fill the
 * field, disabled until the page's scripts run (without them the player types the amount).
 */
import { useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { MessageId } from '@casino/i18n';
import * as styles from './Banking.css.ts';
import { useT } from '../lib/i18n.ts';

const subscribeNothing = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

export function AmountField({
  id,
  currency,
  defaultValue,
  error,
  name = 'amount',
  children,
  quickAmounts,
}: {
  /** A unique id; the input is `${id}-amount`, its error `${id}-amount-error`. */
  id: string;
  currency: string;
  defaultValue?: string | undefined;
  error?: MessageId | undefined;
  name?: string;
  children?: ReactNode;
  /** One-tap amounts: the value to fill in and its label ("20 €"). */
  quickAmounts?: ReadonlyArray<{ value: string; label: string }>;
}) {
  const t = useT();
  const inputId = `${id}-amount`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  // False in the server's render and hydration, true once the page's scripts run.
  const hydrated = useSyncExternalStore(subscribeNothing, clientSnapshot, serverSnapshot);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{t('banking.amount.label', { currency })}</label>
      <input
        ref={input}
        id={inputId}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        required
        className={styles.input}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {quickAmounts?.length ? (
        <div className={styles.quickAmounts} role="group" aria-label={t('banking.amount.quick')}>
          {quickAmounts.map((amount) => (
            <button
              key={amount.value}
              type="button"
              className={styles.quickAmount}
              disabled={!hydrated}
              onClick={() => {
                if (!input.current) return;
                input.current.value = amount.value;
                input.current.focus();
              }}
            >
              {amount.label}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {t(error)}
        </p>
      ) : null}
      {children}
    </div>
  );
}
