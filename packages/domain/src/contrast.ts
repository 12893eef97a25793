/**
 * WCAG 2.x contrast ratio of two sRGB hex colours, used to refuse brand themes whose text would
 * fail an accessibility scan (AA: 4.5 for body text).
 */
const HEX = /^#([0-9a-f]{6})$/i;

export const MIN_TEXT_CONTRAST = 4.5;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`"${hex}" is not a #rrggbb colour`);
  const n = Number.parseInt(match[1]!, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
