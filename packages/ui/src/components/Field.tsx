/**
 * The kit's form fields (the kit's forms.css.ts styles): a labelled control with its hint and
 * error, and a group of choices (radio buttons or check boxes) under a legend with its error.
 * Each control names its hint and error with `aria-describedby` and is marked `aria-invalid` while
 * it has an error (WCAG 3.3.1, 1.3.1); texts come translated from the route.
 */
import type { ReactNode } from 'react';
import * as forms from '../forms.css.ts';

/** What a field hands its control: its id and the accessibility attributes of its state. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: string;
  hint?: string | null | undefined;
  error?: string | null | undefined;
  /** Further ids the control is described by, after its own (the form's alert). */
  describedBy?: string | null | undefined;
  /** The error's `data-testid`, for a test that reads it. */
  errorTestId?: string | undefined;
  /** Renders the control with the given props spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ id, label, hint, error, describedBy, errorTestId, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, describedBy || null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className={forms.hint}>
          {hint}
        </span>
      ) : null}
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      <FieldError id={id} error={error} testId={errorTestId} />
    </div>
  );
}

/** A control's error under it (`<id>-error`, which the control names in `aria-describedby`). */
export function FieldError({
  id,
  error,
  testId,
}: {
  id: string;
  error: string | null | undefined;
  testId?: string | undefined;
}) {
  return error ? (
    <span id={`${id}-error`} className={forms.fieldError} data-testid={testId}>
      {error}
    </span>
  ) : null;
}

export interface CheckFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  defaultChecked?: boolean | undefined;
  required?: boolean | undefined;
  value?: string | undefined;
  error?: string | null | undefined;
  /** What follows the check box before its error (the terms' links). */
  children?: ReactNode;
}

/** A check box with its text (terms, consents), and its error tied to it. */
export function CheckField({
  id,
  name,
  label,
  defaultChecked,
  required,
  value,
  error,
  children,
}: CheckFieldProps) {
  return (
    <>
      <label className={forms.check}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          required={required}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />{' '}
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </>
  );
}

export interface ChoiceGroupProps {
  /** Names the error (`<id>-error`). */
  id: string;
  legend: string;
  error?: string | null | undefined;
  children: ReactNode;
}

/** A fieldset of choices under its legend; the error follows the choices. */
export function ChoiceGroup({ id, legend, error, children }: ChoiceGroupProps) {
  return (
    <fieldset className={forms.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {children}
      {error ? (
        <p id={`${id}-error`} className={forms.fieldError}>
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
