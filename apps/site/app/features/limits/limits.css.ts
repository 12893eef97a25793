/** The gambling-limits page: one column of cards; each limit period a small block. */
import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

export {
  actions,
  alert,
  button,
  card,
  choice,
  field,
  fieldError,
  fieldset,
  form,
  input,
  page,
} from '@casino/ui/forms';

export const heading = style({ margin: 0 });

export const limits = style({
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const limit = style({
  display: 'grid',
  gap: '0.5rem',
  alignContent: 'start',
  padding: '0.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
});

export const limitTitle = style({ margin: 0, fontSize: '1.05rem' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '0.25rem 1rem',
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const limitForm = style({ display: 'grid', gap: '0.5rem' });
