/** The error screens (spec 1 §2 "Error screens"): centred, one heading, one action. */
import { style } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import { vars } from './theme.css.ts';

export const screen = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: '1rem',
  minHeight: '50vh',
  padding: '2rem 1rem',
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: '1.5rem',
  color: vars.colors.text,
  '@media': { [media.md]: { fontSize: '2rem' } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const text = style({ margin: 0, color: vars.colors.textMuted });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: '0.625rem 1.5rem',
  border: 'none',
  borderRadius: vars.radius,
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.colors.accent}`, outlineOffset: '2px' } },
});

/** "Page not found!": the further ways back, as a row of outlined links. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0.5rem 1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  color: vars.colors.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.colors.primary } },
});
