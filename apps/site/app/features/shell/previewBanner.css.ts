/** The draft preview's banner (PreviewBanner.tsx): a strip above the header in the brand's primary colour. */
import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.25rem 1rem',
  padding: '0.5rem 1rem',
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontWeight: 600,
  textAlign: 'center',
});
export const exit = style({
  color: 'inherit',
  textDecoration: 'underline',
  minHeight: '24px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.onPrimary}`, outlineOffset: '2px' } },
});
