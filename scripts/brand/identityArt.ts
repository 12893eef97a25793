/**
 * A new brand's first identity (brands/README.md "identity"): a wordmark and a hero picture drawn
 * from its name and colours, so a brand made by `npm run brand:new` is recognisably its own from
 * its first start rather than a recoloured copy of its source's art. The operator replaces both
 * with their designers' files (`assets/identity/logo.svg`, `hero.svg`) whenever they like.
 *
 * Both follow the checks the site applies to identity SVGs (brands/src/identity.ts `svgProblem`):
 * an `<svg>` root, no script, handler or outside reference, well under 48 KB. The wordmark's text
 * is in `currentColor` without a font family, so it takes the page's colour and the brand's font.
 */
import { createHash } from 'node:crypto';

export interface IdentityColours {
  background: string;
  surface: string;
  primary: string;
  accent: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Deterministic numbers in [0, 1) from a seed: the same brand always gets the same picture. */
function numbers(seed: string): () => number {
  let counter = 0;
  return () => {
    const digest = createHash('sha1').update(`${seed}/${counter++}`).digest();
    return digest.readUInt32LE(0) / 2 ** 32;
  };
}

/** The wordmark: a faceted gem in the brand's colours, then the name in the page's colour. */
export function wordmarkSvg(name: string, colours: IdentityColours): string {
  const textWidth = Math.max(40, Math.round(name.length * 11.5));
  const width = 34 + textWidth + 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 32" width="${width}" height="32" aria-hidden="true" focusable="false">
  <!-- ${escapeXml(name)}'s first wordmark (npm run brand:new): a gem in the brand's colours and its name. -->
  <path d="M4 11 L10 4 L22 4 L28 11 L16 28 Z" fill="${colours.primary}"/>
  <path d="M4 11 L28 11 L16 28 Z" fill="${colours.accent}" fill-opacity="0.85"/>
  <path d="M10 4 L16 11 L22 4" fill="none" stroke="${colours.background}" stroke-opacity="0.45" stroke-width="1.2"/>
  <text x="34" y="23" font-size="20" font-weight="700" fill="currentColor" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>
</svg>
`;
}

/** The hero: the brand's night (or day) sky with bands of its two colours and scattered lights. */
export function heroSvg(id: string, name: string, colours: IdentityColours): string {
  const next = numbers(`${id}/hero`);
  const wave = (base: number, amplitude: number) => {
    const points = Array.from({ length: 5 }, (_, i) => {
      const x = -20 + i * 190;
      const y = Math.round(base + (next() - 0.5) * amplitude);
      return `${x} ${y}`;
    });
    return `M${points[0]} C${points[1]} ${points[2]} ${points[3]} S${points[4]} 760 ${base} L760 340 L-20 340 Z`;
  };
  const lights = Array.from({ length: 14 }, () => {
    const cx = Math.round(next() * 720);
    const cy = Math.round(next() * 150);
    const r = (0.8 + next() * 2.2).toFixed(1);
    return `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
  }).join('');
  const key = `${id}-hero`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 320" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
  <!-- ${escapeXml(name)}'s first campaign art (npm run brand:new): its sky with bands of its colours. -->
  <defs>
    <linearGradient id="${key}-sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colours.background}"/>
      <stop offset="1" stop-color="${colours.surface}"/>
    </linearGradient>
    <linearGradient id="${key}-primary" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="${colours.primary}" stop-opacity="0.8"/>
      <stop offset="1" stop-color="${colours.primary}" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="${key}-accent" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="${colours.accent}" stop-opacity="0.7"/>
      <stop offset="1" stop-color="${colours.accent}" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="720" height="320" fill="url(#${key}-sky)"/>
  <g fill="${colours.primary}" fill-opacity="0.7">${lights}</g>
  <path d="${wave(170, 120)}" fill="url(#${key}-primary)"/>
  <path d="${wave(210, 90)}" fill="url(#${key}-accent)"/>
  <path d="${wave(270, 40)}" fill="${colours.background}" fill-opacity="0.9"/>
</svg>
`;
}
