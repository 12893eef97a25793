/**
 * The sportsbook page: the provider's frame edge to edge under the site header on a phone, in the
 * page's width from md up; at least the viewport's height until the frame reports its own.
 */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui';

export const page = style({
  display: 'grid',
  minWidth: 0,
  margin: '0 calc(-1 * var(--page-gutter, 0px))',
  '@media': { [media.md]: { margin: 0 } },
});

export const frame = style({
  display: 'block',
  width: '100%',
  minHeight: 'calc(100dvh - 7rem)',
  border: 0,
  background: vars.colors.background,
  '@media': { [media.md]: { borderRadius: vars.radius } },
});

export const unavailable = style({
  display: 'grid',
  gap: '0.75rem',
  justifyItems: 'start',
  padding: '1.5rem',
  borderRadius: vars.radius,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
});

export const retry = style({
  display: 'inline-block',
  padding: '0.75rem 1.25rem',
  borderRadius: vars.radius,
  background: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontWeight: 700,
  textDecoration: 'none',
});
