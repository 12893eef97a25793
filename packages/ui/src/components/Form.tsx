/**
 * The parts every form of the site shares beside its fields (the kit's forms.css.ts styles): the
 * row of a form's buttons, a submit button that carries the form's intent and waits while a post
 * runs, and the form's alert (a refusal of the whole form, announced by screen readers). Texts
 * come translated from the route.
 */
import type { ReactNode } from 'react';
import * as forms from '../forms.css.ts';

/** The row of a form's buttons and links. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={forms.actions}>{children}</div>;
}

const BUTTON_CLASSES = {
  primary: forms.primaryButton,
  secondary: forms.button,
  link: forms.linkButton,
} as const;

export interface SubmitButtonProps {
  children: ReactNode;
  /** The `intent` the action reads (`name="intent"`); none for a form of one purpose. */
  intent?: string | undefined;
  /** Disabled while a post or navigation runs. */
  busy?: boolean | undefined;
  /** The page's main action, a plain button (default), or a button that reads as a link. */
  variant?: keyof typeof BUTTON_CLASSES;
}

export function SubmitButton({ children, intent, busy = false, variant = 'secondary' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      {...(intent ? { name: 'intent', value: intent } : {})}
      className={BUTTON_CLASSES[variant]}
      disabled={busy}
    >
      {children}
    </button>
  );
}

export interface FormErrorProps {
  /** The translated message; nothing renders without one. */
  message: string | null | undefined;
  /** For a field that names the alert in its `aria-describedby`. */
  id?: string | undefined;
  testId?: string | undefined;
}

/** A refusal of the whole form (`role="alert"`). */
export function FormError({ message, id, testId }: FormErrorProps) {
  return message ? (
    <p role="alert" className={forms.alert} id={id} data-testid={testId}>
      {message}
    </p>
  ) : null;
}
