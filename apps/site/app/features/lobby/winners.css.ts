/**
 * The winners ticker (LobbyWinners.tsx): one line of winners sliding by, CSS only. The track holds
 * the winners twice and moves by one copy's width, so the line loops without a jump; hover, focus
 * inside or the Pause toggle stop it; reduced motion makes it a still line that scrolls sideways.
 */
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

const slide = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

export const ticker = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minWidth: 0,
  minHeight: '2.75rem',
  padding: '0 0.25rem 0 0.5rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: '999px',
  backgroundColor: vars.colors.surface,
});

/** The visible part of the line. */
export const window = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  '@media': {
    '(prefers-reduced-motion: reduce)': { overflowX: 'auto', scrollbarWidth: 'none' },
  },
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  animationName: slide,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    [`${ticker}:has(input:checked) &`]: { animationPlayState: 'paused' },
    [`${window}:hover &, ${window}:focus-within &`]: { animationPlayState: 'paused' },
    [`${ticker}[data-ticker="still"] &`]: { animationName: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});

export const line = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The copy that follows the line while it moves; a still line needs none. */
export const copy = style({
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  paddingInline: '0.75rem',
  whiteSpace: 'nowrap',
  selectors: {
    '&::after': { content: '"•"', marginInlineStart: '0.75rem', color: vars.colors.textMuted },
  },
});

export const image = style({
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '50%',
  objectFit: 'cover',
  flex: 'none',
});

export const game = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  fontWeight: 600,
  color: vars.colors.text,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { textDecoration: 'underline' },
    'a&:focus-visible': { outline: `3px solid ${vars.colors.accent}`, outlineOffset: '-3px' },
  },
});

export const won = style({ color: vars.colors.textMuted, fontVariantNumeric: 'tabular-nums' });

/** The Pause toggle: a round button's look on a checkbox, so it works without JavaScript. */
export const pause = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: '2.75rem',
  height: '2.75rem',
  cursor: 'pointer',
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

export const pauseInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

/** Two bars (pause), or a triangle (play) once paused. */
export const pauseMark = style({
  width: '0.75rem',
  height: '0.875rem',
  borderInline: `0.25rem solid ${vars.colors.text}`,
  borderRadius: '1px',
  pointerEvents: 'none',
});

globalStyle(`${pauseInput}:checked + ${pauseMark}`, {
  width: 0,
  height: 0,
  borderInlineEnd: 0,
  borderInlineStart: `0.75rem solid ${vars.colors.text}`,
  borderBlock: '0.4375rem solid transparent',
  borderRadius: 0,
});

globalStyle(`${pauseInput}:focus-visible + ${pauseMark}`, {
  outline: `3px solid ${vars.colors.accent}`,
  outlineOffset: '0.5rem',
});

export const pauseLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
