import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BRANDS_ROOT,
  BrandConfigError,
  brandForHost,
  checkBrandSet,
  loadBrands,
  validateBrand,
} from './load.ts';
import { UNICODE_RANGES, firstFontFamily, marketRulesFor } from './schema.ts';
import aurora from '../aurora/brand.ts';

const AURORA_DIR = path.join(BRANDS_ROOT, 'aurora');

describe('loadBrands', () => {
  it('loads the shipped brands, default brand first', async () => {
    const brands = await loadBrands();
    expect(brands.map((b) => b.id)).toEqual(['aurora', 'kestrel']);
    expect(new Set(brands.map((b) => b.name)).size).toBe(2);
    expect(brands[0]!.defaultLocale).toEqual({ language: 'en', market: 'UN' });
    expect(brands[1]!.defaultLocale).toEqual({ language: 'fi', market: 'FI' });
  });

  it('adds a brand when a folder with a brand.ts is added', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'brands-'));
    await cp(path.join(BRANDS_ROOT, 'aurora'), path.join(root, 'aurora'), { recursive: true });
    await mkdir(path.join(root, 'src'));
    await cp(path.join(BRANDS_ROOT, 'src'), path.join(root, 'src'), { recursive: true });
    await mkdir(path.join(root, 'nova'));
    for (const folder of ['fonts', 'identity']) {
      await cp(
        path.join(BRANDS_ROOT, 'aurora', 'assets', folder),
        path.join(root, 'nova', 'assets', folder),
        { recursive: true },
      );
    }
    await writeFile(
      path.join(root, 'nova', 'brand.ts'),
      `import aurora from '../aurora/brand.ts';\nexport default { ...aurora, id: 'nova', name: 'Nova', siteId: 9, hostnames: ['nova.example.com'] };\n`,
    );
    const brands = await loadBrands(root);
    expect(brands.map((b) => b.id)).toEqual(['aurora', 'nova']);
  });

  it('stops with a message naming the brand, the field and the problem', () => {
    const broken = {
      ...aurora,
      theme: { ...aurora.theme, colors: { ...aurora.theme.colors, primary: 'teal' } },
    };
    expect(() => validateBrand(broken, 'brands/aurora/brand.ts', '/x/aurora')).toThrow(BrandConfigError);
    expect(() => validateBrand(broken, 'brands/aurora/brand.ts', '/x/aurora')).toThrow(
      /Brand "aurora" \(brands\/aurora\/brand\.ts\) is invalid:\n {2}- theme\.colors\.primary: must be a colour written as #rrggbb/,
    );
  });

  it('refuses a theme that would fail the contrast check', () => {
    const faint = {
      ...aurora,
      theme: { ...aurora.theme, colors: { ...aurora.theme.colors, textMuted: '#22264a' } },
    };
    expect(() => validateBrand(faint, 'brand.ts', '/x/aurora')).toThrow(
      /theme\.colors\.textMuted: contrast with colors\.background is 1\.\d\d:1, below the 4\.5:1/,
    );
  });

  it('refuses a default locale outside the brand markets, unknown fields, and a wrong folder', async () => {
    expect(() => validateBrand({ ...aurora, defaultLocale: 'de-DE' }, 'b.ts', AURORA_DIR)).toThrow(
      /defaultLocale: market DE is not in markets/,
    );
    expect(() => validateBrand({ ...aurora, colour: 'red' }, 'b.ts', AURORA_DIR)).toThrow(/Unrecognized key/);
    const other = path.join(await mkdtemp(path.join(tmpdir(), 'brands-')), 'other');
    for (const folder of ['fonts', 'identity']) {
      await cp(path.join(AURORA_DIR, 'assets', folder), path.join(other, 'assets', folder), {
        recursive: true,
      });
    }
    expect(() => validateBrand(aurora, 'b.ts', other)).toThrow(/id: must equal its folder name "other"/);
  });

  it('defaults the e-mail verification to standard and refuses an unknown one', async () => {
    const [first, second] = await loadBrands();
    expect([first!.signUpEmailVerification, second!.signUpEmailVerification]).toEqual([
      'standard',
      'unless-sms',
    ]);
    expect(() => validateBrand({ ...aurora, signUpEmailVerification: 'always' }, 'b.ts', AURORA_DIR)).toThrow(
      /signUpEmailVerification: must be "standard" or "unless-sms"/,
    );
  });

  it('takes market rule packs, loyalty levels and cashier countries as configuration, refusing bad ones clearly', () => {
    const brand = validateBrand(
      {
        ...aurora,
        marketRules: { FI: { limitRaiseCoolingOffHours: 72, depositLimitAtSignUp: 'mandatory' } },
        cashierHiddenCountries: ['SE'],
      },
      'b.ts',
      AURORA_DIR,
    );
    expect(marketRulesFor(brand.marketRules, 'FI')).toEqual({
      limitRaiseCoolingOffHours: 72,
      depositLimitAtSignUp: 'mandatory',
    });
    expect(marketRulesFor(brand.marketRules, 'UN')).toEqual({
      limitRaiseCoolingOffHours: 24,
      depositLimitAtSignUp: 'optional',
    });
    expect(marketRulesFor(brand.marketRules, 'JJ').limitRaiseCoolingOffHours).toBe(168);
    expect(brand.loyaltyLevels).toEqual(['spark', 'glow', 'radiance', 'polar-star', 'zenith']);
    const refusal = (fields: Record<string, unknown>) => () =>
      validateBrand({ ...aurora, ...fields }, 'b.ts', AURORA_DIR);
    expect(refusal({ marketRules: { FI: { limitRaiseCoolingOffHours: 0 } } })).toThrow(
      /marketRules\.FI\.limitRaiseCoolingOffHours: must be at least 1 hour/,
    );
    expect(refusal({ marketRules: { FI: { depositLimitAtSignUp: 'always' } } })).toThrow(
      /marketRules\.FI\.depositLimitAtSignUp: must be "optional" or "mandatory"/,
    );
    expect(refusal({ marketRules: { FI: { coolingOff: 3 } } })).toThrow(/marketRules\.FI/);
    expect(refusal({ loyaltyLevels: ['a', 'b'] })).toThrow(
      /loyaltyLevels: must name the five levels, lowest first/,
    );
    expect(refusal({ cashierHiddenCountries: ['se'] })).toThrow(
      /cashierHiddenCountries\.0: must list two-letter upper-case country codes/,
    );
  });

  it('refuses duplicate site ids and hostnames across brands', async () => {
    const [first, second] = await loadBrands();
    expect(() => checkBrandSet([first!, { ...second!, siteId: first!.siteId }])).toThrow(
      /Brand "kestrel" is invalid:\n {2}- siteId 6 is already used by brand "aurora"/,
    );
    expect(() => checkBrandSet([first!, { ...second!, hostnames: [first!.hostnames[0]!] }])).toThrow(
      /hostname aurora\.example\.com is already used by brand "aurora"/,
    );
    expect(() => checkBrandSet([])).toThrow(/No brands found/);
  });
});

describe('brand fonts', () => {
  const [latin, latinExt] = aurora.fonts;

  it('loads each brand with its fonts, the theme naming one first', async () => {
    for (const brand of await loadBrands()) {
      expect(brand.fonts.length).toBeGreaterThan(0);
      expect(brand.fonts.filter((font) => font.preload).map((font) => font.unicodeRange)).toEqual([
        UNICODE_RANGES.latin,
      ]);
      expect(brand.fonts.map((font) => font.family)).toContain(firstFontFamily(brand.theme.fontFamily));
      expect(brand.fonts.every((font) => font.style === 'normal')).toBe(true);
    }
  });

  it('refuses a missing file, a file that is not WOFF2, and a path outside assets/fonts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'brand-fonts-'));
    const brandDir = path.join(dir, 'aurora');
    await mkdir(path.join(brandDir, 'assets', 'fonts'), { recursive: true });
    await writeFile(path.join(brandDir, latin!.file), 'wOF2 and then the font');
    await writeFile(path.join(brandDir, 'assets', 'fonts', 'renamed.woff2'), 'OTTO, an OpenType font');
    const fonts = [latin, latinExt, { ...latinExt, file: 'assets/fonts/renamed.woff2' }];
    expect(() => validateBrand({ ...aurora, fonts }, 'b.ts', brandDir)).toThrow(
      new RegExp(
        [
          `fonts\\.1\\.file: ${latinExt!.file} is not in the brand's folder`,
          'fonts\\.2\\.file: assets/fonts/renamed\\.woff2 is not a WOFF2 font',
        ].join('\n {2}- '),
      ),
    );
    for (const file of ['assets/fonts/manrope.ttf', '../aurora/assets/fonts/x.woff2', 'fonts/x.woff2']) {
      expect(() => validateBrand({ ...aurora, fonts: [{ ...latin, file }] }, 'b.ts', AURORA_DIR)).toThrow(
        /fonts\.0\.file: must be (a WOFF2 file|a file in the brand's assets\/fonts\/ folder)/,
      );
    }
  });

  it('refuses no fonts, a theme not naming them first, bad ranges and too many preloads', () => {
    expect(() => validateBrand({ ...aurora, fonts: [] }, 'b.ts', AURORA_DIR)).toThrow(
      /fonts: must list the brand's fonts/,
    );
    expect(() =>
      validateBrand(
        { ...aurora, theme: { ...aurora.theme, fontFamily: 'system-ui, sans-serif' } },
        'b.ts',
        AURORA_DIR,
      ),
    ).toThrow(/theme\.fontFamily: must name one of the brand's fonts first \(Manrope\)/);
    expect(() =>
      validateBrand({ ...aurora, fonts: [{ ...latin, unicodeRange: 'latin' }] }, 'b.ts', AURORA_DIR),
    ).toThrow(/fonts\.0\.unicodeRange: must be a CSS unicode-range/);
    expect(() =>
      validateBrand({ ...aurora, fonts: [{ ...latin, weight: [800, 200] }] }, 'b.ts', AURORA_DIR),
    ).toThrow(/fonts\.0\.weight: must be a weight, or a range/);
    expect(() =>
      validateBrand({ ...aurora, fonts: [latin, latin, latin, latin] }, 'b.ts', AURORA_DIR),
    ).toThrow(/fonts: preloads 4 files: preload at most 3/);
  });
});

describe('brandForHost', () => {
  it('picks the brand by hostname, <id>.localhost, and the first brand for localhost', async () => {
    const brands = await loadBrands();
    expect(brandForHost(brands, 'localhost:3000')?.id).toBe('aurora');
    expect(brandForHost(brands, '127.0.0.1:3000')?.id).toBe('aurora');
    expect(brandForHost(brands, 'kestrel.localhost:3000')?.id).toBe('kestrel');
    expect(brandForHost(brands, 'KESTREL.example.com')?.id).toBe('kestrel');
    expect(brandForHost(brands, 'evil.example.net')).toBeUndefined();
  });
});
