import { describe, expect, it } from 'vitest';
import { faviconSvg } from './favicon.ts';

const theme = {
  colors: {
    background: '#000000',
    surface: '#111111',
    text: '#ffffff',
    textMuted: '#cccccc',
    primary: '#7ce0c3',
    onPrimary: '#0b1a16',
    accent: '#c9a6ff',
    border: '#333333',
  },
  fontFamily: 'system-ui',
  radius: '12px',
};

describe('faviconSvg', () => {
  it("draws the brand's initial on its primary colour", () => {
    const svg = faviconSvg({ name: 'aurora Casino', theme });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('fill="#7ce0c3"');
    expect(svg).toContain('fill="#0b1a16">A</text>');
  });

  it('escapes what it draws', () => {
    const svg = faviconSvg({
      name: '<script>',
      theme: { ...theme, colors: { ...theme.colors, primary: '"x' } },
    });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('>&#60;</text>');
    expect(svg).toContain('fill="&#34;x"');
  });
});
