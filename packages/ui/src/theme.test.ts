import { describe, expect, it } from 'vitest';
import { fontFaceCss, themeCss, themeDeclarations, tileTokensOf, type ThemeTokens } from './theme.ts';
import { vars } from './theme.css.ts';

const tokens: ThemeTokens = {
  colors: {
    background: '#000000',
    surface: '#111111',
    text: '#ffffff',
    textMuted: '#cccccc',
    primary: '#00ff00',
    onPrimary: '#000000',
    accent: '#ff00ff',
    border: '#333333',
  },
  fontFamily: 'Georgia, serif',
  radius: '4px',
};

describe('themeCss', () => {
  it('sets every contract variable from the tokens', () => {
    const css = themeCss(tokens);
    expect(css.startsWith(':root{')).toBe(true);
    expect(themeDeclarations(tokens).split(';')).toHaveLength(14);
    const background = /^var\((--[^,)]+)/.exec(vars.colors.background)![1];
    expect(css).toContain(`${background}:#000000`);
    expect(css).toContain('Georgia, serif');
  });

  it('sets the tiles’ treatment from a brand’s choice, or the default one', () => {
    const tagRadius = /^var\((--[^,)]+)/.exec(vars.tile.badgeRadius)![1];
    const badgeCase = /^var\((--[^,)]+)/.exec(vars.tile.badgeCase)![1];
    expect(themeDeclarations(tokens)).toContain(`${tagRadius}:999px`);
    const tag = tileTokensOf({ radius: '3px', titleAlign: 'start', badge: 'tag' });
    expect(tag).toEqual({ radius: '3px', badgeRadius: '2px', badgeCase: 'uppercase', titleAlign: 'start' });
    const css = themeDeclarations({ ...tokens, tile: tag });
    expect(css).toContain(`${tagRadius}:2px`);
    expect(css).toContain(`${badgeCase}:uppercase`);
  });

  it('refuses a value that could break out of the style element', () => {
    expect(() => themeCss({ ...tokens, fontFamily: 'x}</style><script>' })).toThrow(/Unsafe theme value/);
  });

  it('adds the alternate scheme for a player who chose it, or chose the device’s and the device prefers it', () => {
    const light = { ...tokens, colors: { ...tokens.colors, background: '#ffffff' } };
    const css = themeCss(tokens, 'dark', light);
    expect(css).toMatch(/^:root\{[^}]*;color-scheme:dark\}/);
    expect(css).toContain('@media (prefers-color-scheme:light){:root[data-theme="system"]{');
    expect(css).toContain(':root[data-theme="light"]{');
    const background = /^var\((--[^,)]+)/.exec(vars.colors.background)![1]!;
    expect(css.split(`${background}:#ffffff`)).toHaveLength(3);
    expect(themeCss(tokens, 'dark')).toBe(`:root{${themeDeclarations(tokens)};color-scheme:dark}`);
  });
});

describe('fontFaceCss', () => {
  const face = {
    family: 'Manrope',
    url: '/fonts/manrope-latin.0123456789abcdef.woff2',
    weight: [200, 800] as const,
    style: 'normal' as const,
    unicodeRange: 'U+0000-00FF, U+0131',
  };

  it('writes one swapping @font-face rule per file', () => {
    expect(fontFaceCss([face, { ...face, weight: 700, style: 'italic', unicodeRange: 'U+0100-02BA' }])).toBe(
      '@font-face{font-family:"Manrope";src:url("/fonts/manrope-latin.0123456789abcdef.woff2") format("woff2");' +
        'font-weight:200 800;font-style:normal;font-display:swap;unicode-range:U+0000-00FF, U+0131}' +
        '@font-face{font-family:"Manrope";src:url("/fonts/manrope-latin.0123456789abcdef.woff2") format("woff2");' +
        'font-weight:700;font-style:italic;font-display:swap;unicode-range:U+0100-02BA}',
    );
    expect(fontFaceCss([])).toBe('');
  });

  it('refuses a value that could break out of the rule or the style element', () => {
    expect(() => fontFaceCss([{ ...face, url: '/x.woff2)}</style><script>' }])).toThrow(/Unsafe theme value/);
    expect(() => fontFaceCss([{ ...face, family: 'x;}' }])).toThrow(/Unsafe theme value/);
  });
});
