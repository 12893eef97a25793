/**
 * The kit's form field (the kit's forms.css.ts styles): a labelled control with its hint and its
 * error (check boxes: CheckField.tsx; groups of choices: ChoiceGroup.tsx).
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
  /** Marked invalid without an error of its own (the form's alert says why). */
  invalid?: boolean | undefined;
  /** The error's `data-testid`, for a test that reads it. */
  errorTestId?: string | undefined;
  /** Announces the error as it appears (`role="alert"`), for a form the page does not reload. */
  errorAlert?: boolean | undefined;
  /** Renders the control with the given props spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({
  id,
  label,
  hint,
  error,
  describedBy,
  invalid,
  errorTestId,
  errorAlert,
  children,
}: FieldProps) {
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
        ...(error || invalid ? { 'aria-invalid': true } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      <FieldError id={id} error={error} testId={errorTestId} alert={errorAlert} />
    </div>
  );
}

/** A control's error under it (`<id>-error`, which the control names in `aria-describedby`). */
export function FieldError({
  id,
  error,
  testId,
  alert,
}: {
  id: string;
  error: string | null | undefined;
  testId?: string | undefined;
  alert?: boolean | undefined;
}) {
  return error ? (
    <span
      id={`${id}-error`}
      className={forms.fieldError}
      data-testid={testId}
      role={alert ? 'alert' : undefined}
    >
      {error}
    </span>
  ) : null;
}
