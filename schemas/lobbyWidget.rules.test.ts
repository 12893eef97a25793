import { describe, expect, it } from 'vitest';
import { oneGridPerDeviceRule, tileImagesRule } from './lobbyWidget.rules.ts';
import { localeRequiredRule } from './locale.rules.ts';
import { playerIdRule, targetAudienceRule } from './targetAudience.rules.ts';

const image = { asset: { _ref: 'image-a-1x1-png' } };

describe('tileImagesRule', () => {
  it('needs all three densities on 4x, 2xh and 2xv tiles', () => {
    for (const size of ['4x', '2xh', '2xv']) {
      expect(tileImagesRule({ size })).toBe(
        `A ${size} tile needs its images at 1x, 2x and 3x (missing img1x, img2x, img3x)`,
      );
      expect(tileImagesRule({ size, images: { img1x: image, img2x: image } })).toMatch(/\(missing img3x\)$/);
      expect(tileImagesRule({ size, images: { img1x: image, img2x: image, img3x: image } })).toBe(true);
    }
  });

  it('lets a 1x tile use the game thumbnail', () => {
    expect(tileImagesRule({ size: '1x' })).toBe(true);
  });
});

describe('oneGridPerDeviceRule', () => {
  it('rejects a second grid for a device', () => {
    expect(oneGridPerDeviceRule([{ device: 'mobile' }, { device: 'desktop' }])).toBe(true);
    expect(oneGridPerDeviceRule([{ device: 'mobile' }, { device: 'mobile' }])).toBe(
      'Only one grid per device: mobile has more than one',
    );
  });
});

describe('targetAudienceRule', () => {
  it('needs the groups or players the option names', () => {
    expect(targetAudienceRule({ targetAudienceOption: 'noLimit' })).toBe(true);
    expect(targetAudienceRule(undefined)).toBe(true);
    expect(targetAudienceRule({ targetAudienceOption: 'group' })).toBe(
      'Choose at least one deposit-count group',
    );
    expect(targetAudienceRule({ targetAudienceOption: 'group', targetGroups: ['DEPOSIT_COUNT_1'] })).toBe(
      true,
    );
    expect(targetAudienceRule({ targetAudienceOption: 'players', targetPlayersIds: [] })).toBe(
      'List at least one player id',
    );
    expect(playerIdRule('p-1001')).toBe(true);
    expect(playerIdRule('p 1001')).toMatch(/player id/);
  });
});

describe('localeRequiredRule', () => {
  it('needs a text in some language', () => {
    expect(localeRequiredRule({ _type: 'localeString', fi: 'Tervetuloa' })).toBe(true);
    expect(localeRequiredRule({ _type: 'localeBlock', en: [{ _type: 'block' }] })).toBe(true);
    for (const value of [
      undefined,
      { _type: 'localeString' },
      { _type: 'localeString', en: '  ' },
      { en: [] },
    ])
      expect(localeRequiredRule(value)).toBe('Needs a text in at least one language');
  });
});
