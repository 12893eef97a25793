/**
 * The home page's hero banners (HeroBanners.tsx): full-width slides that snap, each its picture
 * (the content's mobile, tablet or desktop crop) with the text over a shade at its start, so the
 * text stays legible on any art and in either theme.
 */
import { style } from '@vanilla-extract/css';
import { media } from '../breakpoints.ts';
import { vars } from '../theme.css.ts';

export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
});

export const slide = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  minHeight: '15rem',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius,
  scrollSnapAlign: 'start',
  backgroundColor: vars.colors.surface,
  '@media': {
    [media.sm]: { aspectRatio: '16 / 10' },
    [media.md]: { aspectRatio: '2 / 1', alignItems: 'center' },
    [media.lg]: { aspectRatio: '3 / 1' },
  },
});

export const picture = style({ position: 'absolute', inset: 0 });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const text = style({
  position: 'relative',
  display: 'grid',
  gap: '0.5rem',
  justifyItems: 'start',
  padding: '4rem 1rem 1rem',
  color: '#fff',
  background: 'linear-gradient(to top, rgb(0 0 0 / 0.85), rgb(0 0 0 / 0.55) 60%, transparent)',
  '@media': {
    [media.md]: {
      maxWidth: '34rem',
      height: '100%',
      alignContent: 'center',
      padding: '2rem 2.5rem',
      background: 'linear-gradient(to right, rgb(0 0 0 / 0.85), rgb(0 0 0 / 0.6) 70%, transparent)',
    },
  },
});

export const greeting = style({ margin: 0, fontWeight: 600, color: '#fff' });

export const title = style({
  margin: 0,
  fontSize: 'clamp(1.5rem, 5vw, 2.5rem)',
  lineHeight: 1.15,
  color: '#fff',
});

export const description = style({ margin: 0, maxWidth: '30rem', color: '#f2f2f2' });

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '48px',
  marginTop: '0.25rem',
  padding: '0.75rem 1.5rem',
  borderRadius: '999px',
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { filter: 'brightness(1.1)' },
    // The whole banner is the link's target when the content says so.
    '&[data-stretch]::after': { content: '""', position: 'absolute', inset: 0 },
  },
});
