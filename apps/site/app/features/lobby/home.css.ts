/**
 * The home page (routes/home.tsx): the hero, the call to action, the jackpot ticker and the game
 * rows, one column as wide as the page so rows scroll inside it on a phone.
 *
 * The first screen (HomeFirstScreen.tsx): the art is a band as wide as the phone (the page's side
 * padding undone) and about a third of the offer's height; the offer's text wraps, never cuts (no
 * fixed heights, no ellipsis), so a longer language takes a line more rather than losing words.
 * From md up the art and the offer sit side by side in one card.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.25rem',
  minWidth: 0,
  '@media': { [media.md]: { gap: '1.75rem' } },
});

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Full-bleed on a phone: the main column's padding (layout.css.ts main) undone.
  margin: '-1.5rem -1rem 0',
  backgroundColor: vars.colors.surface,
  borderBottom: `1px solid ${vars.colors.border}`,
  overflow: 'hidden',
  '@media': {
    [media.md]: {
      margin: 0,
      gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
      borderRadius: vars.radius,
      border: `1px solid ${vars.colors.border}`,
    },
  },
});

export const art = style({
  height: '6.5rem',
  minWidth: 0,
  '@media': { [media.md]: { height: 'auto', minHeight: '16rem', order: 2 } },
});

globalStyle(`${art} svg`, { display: 'block', width: '100%', height: '100%' });

export const offerBody = style({
  display: 'grid',
  gap: '0.5rem',
  alignContent: 'center',
  padding: '1rem 1rem 1.125rem',
  minWidth: 0,
  '@media': { [media.md]: { padding: '2rem', gap: '0.75rem' } },
});

export const offerName = style({
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  color: vars.colors.textMuted,
});

export const offerHeadline = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 8vw, 3rem)',
  fontWeight: 800,
  // Manrope's ascenders and descenders reach past 1.2 em: a tighter line would let the glyphs
  // overflow the box (what a clipping check measures).
  lineHeight: 1.3,
  fontVariantNumeric: 'lining-nums',
  hyphens: 'manual',
});

export const offerAction = style({
  width: '100%',
  minHeight: '48px',
  fontSize: '1.0625rem',
  whiteSpace: 'normal',
  textAlign: 'center',
  '@media': { [media.md]: { width: 'auto', justifySelf: 'start', padding: '0 1.75rem' } },
});

export const offerTerms = style({ margin: 0, fontSize: '0.8125rem', color: vars.colors.textMuted });

globalStyle(`${offerTerms} a`, { color: 'inherit' });

export const bankHeading = style({ margin: 0, fontSize: '1.375rem', lineHeight: 1.2 });

export const bankForm = style({ display: 'grid', gap: '0.625rem', margin: 0 });

export const chips = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(5rem, 1fr))',
  gap: '0.5rem',
});

export const chip = style({
  minHeight: '48px',
  padding: '0 0.5rem',
  border: `2px solid ${vars.colors.border}`,
  borderRadius: vars.radius,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  font: 'inherit',
  fontSize: '1.125rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.colors.primary },
    '&:focus-visible': { outline: `3px solid ${vars.colors.accent}`, outlineOffset: '2px' },
  },
});

export const bankOffer = style({
  display: 'grid',
  gap: '0.125rem',
  paddingTop: '0.625rem',
  borderTop: `1px solid ${vars.colors.border}`,
});

export const bankOfferHeadline = style({ margin: 0, fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.2 });

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
