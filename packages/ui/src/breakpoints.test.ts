import { describe, expect, it } from 'vitest';
import { breakpoints, deviceClass, media, mediaDown, mediaUp } from './breakpoints.ts';

describe('breakpoints (spec 1 §9)', () => {
  it('are the spec values', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 320, md: 768, lg: 1024, xl: 1440 });
  });

  it('build min- and max-width queries that do not overlap', () => {
    expect(mediaUp('md')).toBe('screen and (min-width: 768px)');
    expect(mediaDown('md')).toBe('screen and (max-width: 767.98px)');
    expect(media.lg).toBe('screen and (min-width: 1024px)');
  });

  it('map widths to device classes at the edges', () => {
    expect([0, 767, 768, 1023, 1024, 1439, 1440].map(deviceClass)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
      'largeDesktop',
    ]);
  });
});
