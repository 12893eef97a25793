import { describe, expect, it } from 'vitest';
import { themeCss, themeDeclarations, type ThemeTokens } from './theme.ts';
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
    expect(themeDeclarations(tokens).split(';')).toHaveLength(10);
    const background = /^var\((--[^,)]+)/.exec(vars.colors.background)![1];
    expect(css).toContain(`${background}:#000000`);
    expect(css).toContain('Georgia, serif');
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
