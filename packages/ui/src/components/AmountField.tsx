/**
 * The amount field of the money forms (deposit, withdrawal): a labelled text input for a decimal
 * amount (`inputMode="decimal"`, so phones show the number pad, and no `type="number"`, which
 * would drop a comma decimal), its error tied to it with `aria-describedby` and `aria-invalid`, and
 * any notes below it (what is left of a limit). `quickAmounts` adds one-tap amounts under the field
 * (the deposit form): buttons that fill the field, disabled until the page's scripts run (without
 * them the player types the amount). Texts come translated from the route.
 */
import { useRef, useSyncExternalStore, type ReactNode } from 'react';
import * as forms from '../forms.css.ts';

const subscribeNothing = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

export interface AmountFieldProps {
  /** A unique id; the input is `${id}-amount`, its error `${id}-amount-error`. */
  id: string;
  /** The label, with the currency ("Amount (EUR)"). */
  label: string;
  defaultValue?: string | undefined;
  error?: string | null | undefined;
  name?: string;
  children?: ReactNode;
  /** One-tap amounts: the value to fill in and its label ("20 €"). */
  quickAmounts?: ReadonlyArray<{ value: string; label: string }>;
  /** The one-tap amounts' group name ("Quick amounts"). */
  quickAmountsLabel?: string;
}

export function AmountField({
  id,
  label,
  defaultValue,
  error,
  name = 'amount',
  children,
  quickAmounts,
  quickAmountsLabel,
}: AmountFieldProps) {
  const inputId = `${id}-amount`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  // False in the server's render and hydration, true once the page's scripts run.
  const hydrated = useSyncExternalStore(subscribeNothing, clientSnapshot, serverSnapshot);
  return (
    <div className={forms.field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={input}
        id={inputId}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        required
        className={forms.input}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {quickAmounts?.length ? (
        <div className={forms.quickAmounts} role="group" aria-label={quickAmountsLabel}>
          {quickAmounts.map((amount) => (
            <button
              key={amount.value}
              type="button"
              className={forms.quickAmount}
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
        <p id={errorId} className={forms.fieldError}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
