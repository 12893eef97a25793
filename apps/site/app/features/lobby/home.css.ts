/**
 * The home page (routes/home.tsx): the hero, the call to action, the jackpot ticker and the game
 * rows, one column as wide as the page so rows scroll inside it on a phone.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.75rem',
  minWidth: 0,
});

export const cta = style({
  display: 'grid',
  gap: '1rem',
  padding: '1.25rem',
  borderRadius: vars.radius,
  border: `1px solid ${vars.colors.border}`,
  background: `linear-gradient(135deg, ${vars.colors.surface}, ${vars.colors.background})`,
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', padding: '1.5rem 2rem' },
  },
});

export const ctaText = style({ display: 'grid', gap: '0.25rem' });

export const ctaHeading = style({ margin: 0, fontSize: '1.375rem' });

export const ctaBody = style({ margin: 0, color: vars.colors.textMuted });

export const ctaActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  alignItems: 'center',
});

export const ticker = style({
  display: 'grid',
  gap: '0.25rem',
  justifyItems: 'center',
  padding: '1.25rem 1rem',
  borderRadius: vars.radius,
  textAlign: 'center',
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
});

export const tickerHeading = style({
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const tickerTotal = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 8vw, 3rem)',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
});

export const tickerBiggest = style({ margin: 0 });

globalStyle(`${tickerBiggest} a`, { color: 'inherit', fontWeight: 700 });
