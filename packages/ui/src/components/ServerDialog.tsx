/**
 * A modal the server renders open (the SMS-code popup, the verification modal, the questionnaire):
 * without JavaScript it is an open, non-modal `<dialog>` in the page, whose forms and links work
 * as usual; once the page is hydrated it becomes a real modal (`showModal()`: the page behind is
 * inert, focus moves into it and stays there, Escape closes it). Closing goes to `closeHref`, a
 * page without the dialog, so the address and the history stay honest. Texts come translated from
 * the route.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import * as dialogStyles from '../dialog.css.ts';

export interface ServerDialogProps {
  /** The heading's id names the dialog. */
  titleId: string;
  title: string;
  /** Where closing leads (the same page without the dialog). */
  closeHref: string;
  closeLabel: string;
  testId?: string;
  children: ReactNode;
}

export function ServerDialog({ titleId, title, closeHref, closeLabel, testId, children }: ServerDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !dialog.isConnected) return;
    if (!dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
    const first = dialog.querySelector<HTMLElement>(
      '[data-autofocus], input:not([type=hidden]), select, textarea',
    );
    (first ?? dialog.querySelector<HTMLElement>('h2'))?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      open
      className={dialogStyles.dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        void navigate(closeHref, { replace: true, preventScrollReset: true });
      }}
    >
      <div className={dialogStyles.header}>
        <h2 id={titleId} tabIndex={-1}>
          {title}
        </h2>
        <Link
          to={closeHref}
          replace
          preventScrollReset
          className={dialogStyles.closeButton}
          aria-label={closeLabel}
        >
          <span aria-hidden="true">×</span>
        </Link>
      </div>
      {children}
    </dialog>
  );
}
