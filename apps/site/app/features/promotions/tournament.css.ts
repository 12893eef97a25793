/**
 * A tournament's page (TournamentPage.tsx), beside the promotions' styles it shares: the player's
 * own place as a card in large type, the leaderboard as a table that fits a 360 px phone (three
 * short columns, the alias cut with an ellipsis), the player's row marked by more than colour (a
 * border and the word "You"), and the games as a grid of square tiles reserved before they load.
 */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui';

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  alignItems: 'center',
  margin: 0,
  fontSize: '0.875rem',
  color: vars.colors.textMuted,
});

export const pool = style({ margin: 0, fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 });

export const place = style({
  display: 'grid',
  gap: '0.25rem',
  margin: 0,
  padding: '0.75rem 1rem',
  border: `2px solid ${vars.colors.primary}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.surface,
  fontSize: '1.125rem',
  fontWeight: 600,
});

export const board = style({
  display: 'grid',
  gap: '0.5rem',
  minWidth: 0,
  maxWidth: '46rem',
});

/** The games: the page's full width (the board keeps a reading width). */
export const section = style({ display: 'grid', gap: '0.5rem', minWidth: 0 });

export const boardHeading = style({ margin: 0, fontSize: '1.25rem' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: '0.5rem 0.5rem',
  borderBottom: `1px solid ${vars.colors.border}`,
  textAlign: 'left',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rankCell = style([cell, { width: '4.5rem' }]);

export const pointsCell = style([cell, { width: '6rem', textAlign: 'right' }]);

export const you = style({
  backgroundColor: vars.colors.surface,
  outline: `2px solid ${vars.colors.primary}`,
  outlineOffset: '-2px',
  fontWeight: 700,
});

export const note = style({ margin: 0, fontSize: '0.875rem', color: vars.colors.textMuted });

export const games = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))' } },
});

export const game = style({
  display: 'grid',
  gap: '0.25rem',
  color: 'inherit',
  textDecoration: 'none',
  fontSize: '0.875rem',
  selectors: { '&:hover': { color: vars.colors.primary } },
});

export const gameArt = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius,
  backgroundColor: vars.colors.background,
});
