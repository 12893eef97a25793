/**
 * The theme contract every brand fills in (ARCHITECTURE.md packages/ui). Values come from the
 * brand's `theme` tokens at request time (see `themeCss`), so a new brand needs no rebuild; the
 * component styles are zero-runtime CSS that only reference these variables. `tile` is the game
 * tiles' treatment a brand chooses (corner radius, badge style, title alignment); the lobby's tile
 * components read it.
 */
import { createThemeContract, globalStyle } from '@vanilla-extract/css';

export const vars = createThemeContract({
  colors: {
    background: null,
    surface: null,
    text: null,
    textMuted: null,
    primary: null,
    onPrimary: null,
    accent: null,
    border: null,
  },
  fontFamily: null,
  radius: null,
  /**
   * The game tiles' treatment (issue 27: brands schema `identity.tiles`, theme.ts `tileTokensOf`):
   * the art's corner radius, the badges' radius and letter case, and where titles align.
   */
  tile: {
    radius: null,
    badgeRadius: null,
    badgeCase: null,
    titleAlign: null,
  },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  fontFamily: vars.fontFamily,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: '100%',
});

// A long word (Finnish and German compounds: "vedonlyöntisäännöt") breaks rather than widening a
// 320 px page; hyphens where the page's language allows.
globalStyle('body', { margin: 0, minHeight: '100vh', overflowWrap: 'break-word', hyphens: 'auto' });

globalStyle('a', { color: vars.colors.primary });

globalStyle(':focus-visible', { outline: `3px solid ${vars.colors.accent}`, outlineOffset: '2px' });
