/**
 * The amount field of the money forms (deposit, withdrawal, limits): a labelled text input for a
 * decimal amount in the player's currency (`inputMode="decimal"`, so phones show the number pad,
 * and no `type="number"`, which would drop a comma decimal), its error tied to it with
 * `aria-describedby` and `aria-invalid`, and any notes below it (what is left of a limit).
 */
import type { ReactNode } from 'react';
import type { MessageId } from '@casino/i18n';
import * as styles from './Banking.css.ts';
import { useT } from '../lib/i18n.ts';

export function AmountField({
  id,
  currency,
  defaultValue,
  error,
  name = 'amount',
  children,
}: {
  /** A unique id; the input is `${id}-amount`, its error `${id}-amount-error`. */
  id: string;
  currency: string;
  defaultValue?: string | undefined;
  error?: MessageId | undefined;
  name?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const inputId = `${id}-amount`;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{t('banking.amount.label', { currency })}</label>
      <input
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
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {t(error)}
        </p>
      ) : null}
      {children}
    </div>
  );
}
