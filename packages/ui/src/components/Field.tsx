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
  /** Renders the control with the given props spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ id, label, hint, error, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
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
      {error ? (
        <span id={`${id}-error`} className={forms.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
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
