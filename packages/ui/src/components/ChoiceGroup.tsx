/**
 * A group of choices (radio buttons or check boxes) under a legend, with its error after the
 * choices (the fieldset names it in `aria-describedby`); and a radio group built on it.
 */
import type { ReactNode } from 'react';
import * as forms from '../forms.css.ts';

export interface ChoiceGroupProps {
  /** Names the error (`<id>-error`). */
  id: string;
  legend: string;
  error?: string | null | undefined;
  /** Announces the error as it appears (`role="alert"`). */
  errorAlert?: boolean | undefined;
  children: ReactNode;
}

/** A fieldset of choices under its legend; the error follows the choices. */
export function ChoiceGroup({ id, legend, error, errorAlert, children }: ChoiceGroupProps) {
  return (
    <fieldset className={forms.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {children}
      {error ? (
        <p id={`${id}-error`} className={forms.fieldError} role={errorAlert ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One radio choice: its value, its text and an optional note at the row's end (a method's range). */
export interface RadioOption {
  value: string;
  label: ReactNode;
  note?: ReactNode;
}

export interface RadioGroupProps extends Omit<ChoiceGroupProps, 'children'> {
  name: string;
  options: readonly RadioOption[];
  /** The value checked at first; without one, the first option. */
  defaultValue?: string | undefined;
}

/** A group of radio buttons under its legend (a choice group of `choice` rows). */
export function RadioGroup({ name, options, defaultValue, ...group }: RadioGroupProps) {
  const checked = defaultValue ?? options[0]?.value;
  return (
    <ChoiceGroup {...group}>
      {options.map((option) => (
        <label key={option.value} className={forms.choice}>
          <input type="radio" name={name} value={option.value} defaultChecked={option.value === checked} />
          {option.label}
          {option.note ? <span className={forms.choiceNote}>{option.note}</span> : null}
        </label>
      ))}
    </ChoiceGroup>
  );
}
