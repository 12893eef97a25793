/**
 * The verification modal of deposits and withdrawals (spec 2 §2 "Verification modal: states
 * inactive, notify, uploaded; it can be closed, set to verify later, or terminated").
 *
 * - `notify`: documents are needed before the money can move; it leads to the verification page,
 *   offers "verify later" where the flow allows it (a form of the page, passed as `later`), and
 *   "terminate" leaves the flow for the banking page.
 * - `uploaded`: the documents are in and under review; nothing to do but wait.
 * - Closing it (the × or Escape) is the `inactive` state: the page adds `documents=closed` to its
 *   address and renders no modal, while its own notice stays in place.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormActions, ServerDialog } from '@casino/ui/components';
import * as forms from '@casino/ui/forms';
import { useT } from '../../lib/i18n.ts';

export type VerificationModalState = 'inactive' | 'notify' | 'uploaded';

/** The query parameter that closes the modal. */
export const VERIFICATION_MODAL_CLOSED = 'documents=closed';

export interface VerificationModalProps {
  state: VerificationModalState;
  /** The verification page and the banking page (where terminating leads). */
  links: { verification: string; banking: string };
  /** The page's path (closing adds `documents=closed`). */
  path: string;
  /** The notice: days left, or what is needed. */
  text: string;
  /** A "verify later" form, where allowed. */
  later?: ReactNode;
}

export function VerificationModal({ state, links, path, text, later }: VerificationModalProps) {
  const t = useT();
  if (state === 'inactive') return null;
  return (
    <ServerDialog
      titleId="verification-modal-title"
      title={t(
        state === 'uploaded' ? 'verification.modal.uploaded.title' : 'verification.modal.notify.title',
      )}
      closeHref={`${path}?${VERIFICATION_MODAL_CLOSED}`}
      closeLabel={t('verification.modal.close')}
      testId="verification-modal"
    >
      <p>{state === 'uploaded' ? t('verification.modal.uploaded.text') : text}</p>
      <FormActions>
        <Link className={forms.primaryButton} to={links.verification} data-autofocus>
          {t(state === 'uploaded' ? 'verification.modal.status' : 'verification.modal.upload')}
        </Link>
        {state === 'notify' ? later : null}
        <Link className={forms.button} to={links.banking}>
          {t('verification.modal.terminate')}
        </Link>
      </FormActions>
    </ServerDialog>
  );
}
