/** The navigation progress bar: a thin bar at the very top while a navigation is pending. */
import { keyframes, style } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import { vars } from './theme.css.ts';

const grow = keyframes({
  '0%': { transform: 'scaleX(0.05)' },
  '50%': { transform: 'scaleX(0.6)' },
  '100%': { transform: 'scaleX(0.9)' },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const bar = style({
  position: 'fixed',
  zIndex: 60,
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  backgroundColor: vars.colors.accent,
  transformOrigin: 'left',
  transform: 'scaleX(0)',
  opacity: 0,
  pointerEvents: 'none',
  transition: 'opacity 200ms ease-out',
  selectors: {
    '&[data-state="loading"]': {
      opacity: 1,
      animation: `${grow} 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards`,
    },
  },
  '@media': {
    // No moving bar: a full-width bar that fades gently instead.
    [media.reducedMotion]: {
      transition: 'none',
      selectors: {
        '&[data-state="loading"]': { transform: 'none', animation: `${pulse} 2s ease-in-out infinite` },
      },
    },
  },
});
