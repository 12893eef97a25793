/** The favourite heart (FavouriteToggle.tsx): a 44 px target over a tile's corner. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const form = style({ display: 'contents' });

export const button = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '999px',
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.colors.primary, borderColor: vars.colors.primary },
    '&:disabled': { cursor: 'progress' },
  },
});

export const heart = style({ width: '1.25rem', height: '1.25rem' });
