/**
 * The search field with suggestions (SearchCombobox.tsx): the field, and under it a floating list
 * of matching games as wide as the field.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const wrapper = style({ position: 'relative', display: 'grid', gap: '0.25rem', minWidth: 0 });

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: '0.625rem 0.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  font: 'inherit',
});

export const listbox = style({
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  zIndex: 20,
  display: 'grid',
  maxHeight: '22rem',
  margin: '0.25rem 0 0',
  padding: '0.25rem',
  overflowY: 'auto',
  listStyle: 'none',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.35)',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: '2.75rem minmax(0, 1fr)',
  gap: '0 0.75rem',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0.375rem 0.5rem',
  borderRadius: vars.radius,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: vars.colors.primary, color: vars.colors.onPrimary },
    '&:hover': { outline: `1px solid ${vars.colors.primary}` },
  },
});

export const optionImage = style({
  gridRow: 'span 2',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius,
  objectFit: 'cover',
});

export const optionLabel = style({
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionDescription = style({ fontSize: '0.8125rem', opacity: 0.8 });

export const more = style({ gridTemplateColumns: '1fr', fontWeight: 600 });
