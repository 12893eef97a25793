/** The header's wallet (WalletBalance.tsx): a disclosure with the breakdown. */
import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

export { amount, amounts as balances } from '@casino/ui/forms';

export const wallet = style({ position: 'relative' });
export const walletSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '44px',
  padding: '0 0.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  cursor: 'pointer',
  listStyle: 'none',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.accent}`, outlineOffset: '2px' },
  },
});
export const walletPanel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 0.5rem)',
  zIndex: 20,
  display: 'grid',
  gap: '0.75rem',
  minWidth: '16rem',
  padding: '1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
});
