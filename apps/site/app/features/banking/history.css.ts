/**
 * The transaction history's look (TransactionsPage.tsx; issue 27 point 8): the Filter button (a
 * `<details>` summary drawn as a button, its form a sheet below it), and the entries as cards on a
 * phone (type and amount on the first line, status, date and category on the second, the balance
 * after on the third), so every amount stays inside the screen; from the tablet width up each card
 * is a row of columns with the amounts aligned at the end.
 */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui';

export const filter = style({ display: 'grid', gap: '0.5rem' });

export const filterButton = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '44px',
  padding: '0.5rem 1rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.colors.accent}`, outlineOffset: '2px' },
    [`${filter}[open] > &`]: { borderColor: vars.colors.primary },
  },
});

/** The filter form under the button, raised like a sheet. */
export const sheet = style({ boxShadow: '0 8px 24px rgb(0 0 0 / 0.18)' });

export const list = style({ display: 'grid', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' });

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '0.125rem 0.75rem',
  padding: '0.75rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.background,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto auto',
      alignItems: 'center',
    },
  },
});

export const what = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const type = style({ fontWeight: 600 });

export const amount = style({
  justifySelf: 'end',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  selectors: { '&[data-direction="in"]': { color: vars.colors.accent } },
  '@media': { [media.md]: { gridColumn: 3 } },
});

export const meta = style({
  gridColumn: '1 / -1',
  color: vars.colors.textMuted,
  fontSize: '0.875rem',
  overflowWrap: 'anywhere',
  '@media': { [media.md]: { gridColumn: 2, gridRow: 1 } },
});

export const balance = style({
  gridColumn: '1 / -1',
  color: vars.colors.textMuted,
  fontSize: '0.875rem',
  '@media': { [media.md]: { gridColumn: 4, gridRow: 1, justifySelf: 'end', whiteSpace: 'nowrap' } },
});
