/**
 * Messages of the money calls' outcomes (spec 2 §4 "Wallet operation result to flow status", §8:
 * the wording is ours). Shared by the loaders, the actions and the pages.
 */
import type { MessageId } from '@casino/i18n';

export function outcomeMessageId(code: string | null | undefined): MessageId {
  switch (code) {
    case 'NOT_ENOUGH_FUNDS':
      return 'banking.error.notEnoughFunds';
    case 'EXCEEDS_KYC_LIMIT':
      return 'banking.error.kycLimit';
    case 'RESTRICTED':
    case 'FORBIDDEN':
      return 'banking.error.restricted';
    case 'FAILURE':
      return 'banking.error.failure';
    case 'WITHDRAWAL_LIMIT_REACHED':
      return 'withdraw.limit.text';
    case 'error.request.invalid':
      return 'banking.error.form';
    default:
      return 'banking.error.system';
  }
}
