/**
 * The breakpoints of spec 1 §9 (xs 0, sm 320, md 768, lg 1024, xl 1440) and their device classes
 * (mobile, tablet, desktop, largeDesktop), with media-query helpers for vanilla-extract's `@media`
 * and for `matchMedia`. Mobile first: styles for a size hold from its breakpoint up.
 */
export const breakpoints = { xs: 0, sm: 320, md: 768, lg: 1024, xl: 1440 } as const;

export type Breakpoint = keyof typeof breakpoints;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'largeDesktop';

/** `screen and (min-width: …px)`: from the breakpoint up. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}

/** `screen and (max-width: …px)`: below the breakpoint (a fraction under it, so sizes never overlap). */
export function mediaDown(breakpoint: Breakpoint): string {
  return `screen and (max-width: ${breakpoints[breakpoint] - 0.02}px)`;
}

/** From-the-breakpoint-up queries by name, for `'@media': { [media.md]: {...} }`. */
export const media = {
  sm: mediaUp('sm'),
  md: mediaUp('md'),
  lg: mediaUp('lg'),
  xl: mediaUp('xl'),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** The device class of a viewport width: below md mobile, below lg tablet, below xl desktop. */
export function deviceClass(width: number): DeviceClass {
  if (width >= breakpoints.xl) return 'largeDesktop';
  if (width >= breakpoints.lg) return 'desktop';
  if (width >= breakpoints.md) return 'tablet';
  return 'mobile';
}
