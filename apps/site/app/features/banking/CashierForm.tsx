/**
 * The cashier's form, deposit and withdrawal alike (issue 27 point 6; PLAYER-EXPERIENCE.md
 * "Cashier"): amount chips (radio inputs named `quickAmount`, one checked), an other-amount field
 * (`amount`, which wins when filled: cashierView.ts `chosenAmount`), the methods as cards with their
 * logos (radio inputs named `paymentMethod`, the last-used one checked and marked), whatever the
 * page adds (the deposit's bonus offer card, the withdrawal's balance), and one filled, full-width
 * button that names the action and the amount ("Deposit 50 €") and stays in view (cashier.css.ts).
 *
 * A plain post with the `submit` intent, so it works before scripts run; the button's label follows
 * the checked chip by CSS alone. With scripts, choosing a chip empties the other amount, typing one
 * unchecks the chips, and the button reads the typed amount in the market's format.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import * as styles from './cashier.css.ts';

export interface CashierChip {
  value: string;
  /** The amount as the market writes it ("50 €"). */
  label: string;
}

export interface CashierMethod {
  code: string;
  name: string;
  /** Its kind and range ("Bank payment · 10 € – 5 000 €"). */
  note: string;
  logo: { src: string; width: number; height: number } | null;
}

export interface CashierFormProps {
  id: string;
  action: string;
  busy: boolean;
  before?: ReactNode;
  after?: ReactNode;
  amount: {
    chipsLegend: string;
    chips: readonly CashierChip[];
    checkedChip: string | null;
    otherLabel: string;
    defaultValue?: string | undefined;
    error?: string | null | undefined;
    /** Below the field (what is left of a limit). */
    note?: ReactNode;
    /** The typed amount as the market writes it, or null while it does not read as one. */
    format: (typed: string) => string | null;
  };
  methods: {
    legend: string;
    options: readonly CashierMethod[];
    checked: string | null;
    lastUsed: string | null;
    lastUsedLabel: string;
    error?: string | null | undefined;
  };
  submit: {
    /** Without an amount: "Deposit". */
    plain: string;
    /** With one: "Deposit 50 €". */
    withAmount: (amount: string) => string;
  };
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

export function CashierForm({ id, action, busy, before, after, amount, methods, submit }: CashierFormProps) {
  const other = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(amount.defaultValue ?? '');
  const typedAmount = typed.trim() ? amount.format(typed) : null;
  const otherId = `${id}-amount`;
  const otherError = `${otherId}-error`;
  const methodError = `${id}-method-error`;

  return (
    <Form method="post" action={action} className={styles.form} noValidate>
      {before}
      {amount.chips.length ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{amount.chipsLegend}</legend>
          <div className={styles.chips}>
            {amount.chips.map((chip, index) => (
              <label key={chip.value} className={styles.chip}>
                <input
                  type="radio"
                  name="quickAmount"
                  value={chip.value}
                  data-chip={index}
                  className={styles.chipRadio}
                  defaultChecked={!amount.defaultValue && chip.value === amount.checkedChip}
                  onChange={() => {
                    if (other.current) other.current.value = '';
                    setTyped('');
                  }}
                />
                {chip.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={otherId}>{amount.otherLabel}</label>
        <input
          ref={other}
          id={otherId}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          // A space: the field reads empty, and `:placeholder-shown` tells CSS whether it is.
          placeholder=" "
          data-other=""
          className={styles.input}
          defaultValue={amount.defaultValue ?? ''}
          aria-invalid={amount.error ? true : undefined}
          aria-describedby={amount.error ? otherError : undefined}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            if (!event.currentTarget.value.trim()) return;
            for (const chip of event.currentTarget.form?.querySelectorAll<HTMLInputElement>(
              'input[name="quickAmount"]',
            ) ?? [])
              chip.checked = false;
          }}
        />
        {amount.error ? (
          <p id={otherError} className={styles.fieldError}>
            {amount.error}
          </p>
        ) : null}
        {amount.note}
      </div>
      <fieldset className={styles.group} aria-describedby={methods.error ? methodError : undefined}>
        <legend className={styles.legend}>{methods.legend}</legend>
        <div className={styles.methods}>
          {methods.options.map((method) => (
            <label key={method.code} className={styles.method} data-method={method.code}>
              <input
                type="radio"
                name="paymentMethod"
                value={method.code}
                className={styles.radio}
                defaultChecked={method.code === methods.checked}
              />
              {method.logo ? (
                <img
                  className={styles.logo}
                  src={method.logo.src}
                  width={method.logo.width}
                  height={method.logo.height}
                  alt=""
                  loading="lazy"
                />
              ) : (
                <span className={styles.mark} aria-hidden="true">
                  {initialsOf(method.name)}
                </span>
              )}
              <span className={styles.methodText}>
                <span className={styles.methodName}>{method.name}</span>
                <span className={styles.methodNote}>{method.note}</span>
                {method.code === methods.lastUsed ? (
                  <span className={styles.badge}>{methods.lastUsedLabel}</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
        {methods.error ? (
          <p id={methodError} className={styles.fieldError}>
            {methods.error}
          </p>
        ) : null}
      </fieldset>
      {after}
      <div className={styles.submitBar}>
        <button type="submit" name="intent" value="submit" className={styles.submit} disabled={busy}>
          <span className={styles.label} data-label="base">
            {submit.plain}
          </span>
          {amount.chips.map((chip, index) => (
            <span key={chip.value} className={styles.label} data-label={index}>
              {submit.withAmount(chip.label)}
            </span>
          ))}
          <span className={styles.label} data-label="typed">
            {typedAmount ? submit.withAmount(typedAmount) : submit.plain}
          </span>
        </button>
      </div>
    </Form>
  );
}
