/**
 * A check box with its text (terms, consents) and its error tied to it (`aria-describedby`,
 * `aria-invalid`); what follows the box (the terms' links) comes before the error.
 */
import type { ReactNode } from 'react';
import * as forms from '../forms.css.ts';
import { FieldError } from './Field.tsx';

export interface CheckFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  defaultChecked?: boolean | undefined;
  required?: boolean | undefined;
  value?: string | undefined;
  error?: string | null | undefined;
  /** Announces the error as it appears (`role="alert"`). */
  errorAlert?: boolean | undefined;
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
  errorAlert,
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
      <FieldError id={id} error={error} alert={errorAlert} />
    </>
  );
}
