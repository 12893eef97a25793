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
import aurora from '../aurora/brand.ts';

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

  it('refuses a default locale outside the brand markets, unknown fields, and a wrong folder', () => {
    expect(() => validateBrand({ ...aurora, defaultLocale: 'de-DE' }, 'b.ts', '/x/aurora')).toThrow(
      /defaultLocale: market DE is not in markets/,
    );
    expect(() => validateBrand({ ...aurora, colour: 'red' }, 'b.ts', '/x/aurora')).toThrow(
      /Unrecognized key/,
    );
    expect(() => validateBrand(aurora, 'b.ts', '/x/other')).toThrow(/id: must equal its folder name "other"/);
  });

  it('defaults the e-mail verification to standard and refuses an unknown one', async () => {
    const [first, second] = await loadBrands();
    expect([first!.signUpEmailVerification, second!.signUpEmailVerification]).toEqual([
      'standard',
      'unless-sms',
    ]);
    expect(() =>
      validateBrand({ ...aurora, signUpEmailVerification: 'always' }, 'b.ts', '/x/aurora'),
    ).toThrow(/signUpEmailVerification: must be "standard" or "unless-sms"/);
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
