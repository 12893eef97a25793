/**
 * The brand identity fields (identity.ts): defaults for a brand without them, the compositions and
 * tile treatments, the start-up check of the SVG files, and the shipped brands' identities.
 */
import { mkdtemp, mkdir, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import aurora from '../aurora/brand.ts';
import kestrel from '../kestrel/brand.ts';
import { HOME_COMPOSITIONS, identitySchema, svgProblem } from './identity.ts';
import { BRANDS_ROOT, loadBrands, validateBrand } from './load.ts';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg>';

/** A copy of aurora's folder (fonts and identity) where `logo.svg` holds `svg`. */
async function auroraWithLogo(svg: string | null): Promise<string> {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'brands-')), 'aurora');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  for (const folder of ['fonts', 'identity']) {
    await cp(path.join(BRANDS_ROOT, 'aurora', 'assets', folder), path.join(dir, 'assets', folder), {
      recursive: true,
    });
  }
  if (svg !== null) await writeFile(path.join(dir, 'assets', 'identity', 'logo.svg'), svg);
  return dir;
}

describe('identity', () => {
  it('defaults every part, so a brand without one still starts', () => {
    expect(identitySchema.parse({})).toEqual({
      illustrations: {},
      home: 'hero-rows',
      tiles: { radius: '12px', titleAlign: 'start', badge: 'pill' },
    });
    const { identity: _omitted, ...plain } = aurora;
    expect(validateBrand(plain, 'brand.ts', path.join(BRANDS_ROOT, 'aurora')).identity.home).toBe(
      'hero-rows',
    );
  });

  it('takes only the known compositions, tile treatments and SVG paths in the brand folder', () => {
    expect(HOME_COMPOSITIONS).toEqual(['hero-rows', 'pay-and-play-first']);
    expect(identitySchema.safeParse({ home: 'magazine' }).error?.issues[0]?.message).toMatch(
      /must be one of hero-rows, pay-and-play-first/,
    );
    expect(identitySchema.safeParse({ tiles: { badge: 'star' } }).success).toBe(false);
    expect(identitySchema.safeParse({ tiles: { radius: 'round' } }).success).toBe(false);
    expect(identitySchema.safeParse({ logo: 'assets/identity/logo.png' }).success).toBe(false);
    expect(identitySchema.safeParse({ logo: 'assets/../../secret.svg' }).success).toBe(false);
    expect(identitySchema.safeParse({ logo: '/etc/logo.svg' }).success).toBe(false);
  });

  it('accepts an inline-safe SVG and names what is wrong with any other', () => {
    expect(svgProblem(LOGO)).toBeNull();
    expect(svgProblem(`<?xml version="1.0"?>\n<!-- a logo -->\n${LOGO}`)).toBeNull();
    expect(svgProblem('<html><svg></svg></html>')).toMatch(/root element is not <svg>/);
    expect(svgProblem('<svg><script>alert(1)</script></svg>')).toMatch(/<script>/);
    expect(svgProblem('<svg onload="alert(1)"></svg>')).toMatch(/event handler/);
    expect(svgProblem('<svg><image href="https://example.com/a.png"/></svg>')).toMatch(/outside itself/);
    expect(svgProblem('<svg><rect fill="url(#g)"/><use href="#a"/></svg>')).toBeNull();
    expect(svgProblem('<svg><rect style="fill:url(https://x)"/></svg>')).toMatch(/outside itself/);
    expect(svgProblem(`<svg>${' '.repeat(50 * 1024)}</svg>`)).toMatch(/larger than 48 KB/);
  });

  it('stops start-up on a missing or unsafe logo, naming the field', async () => {
    const missing = await auroraWithLogo(null);
    await writeFile(path.join(missing, 'assets', 'identity', 'logo.svg'), LOGO);
    expect(validateBrand(aurora, 'brand.ts', missing).artwork.logo).toBe(LOGO);
    const unsafe = await auroraWithLogo('<svg onclick="x()"></svg>');
    expect(() => validateBrand(aurora, 'brand.ts', unsafe)).toThrow(
      /identity\.logo: assets\/identity\/logo\.svg has an event handler attribute/,
    );
    const gone = await auroraWithLogo(null);
    expect(() =>
      validateBrand(
        { ...aurora, identity: { ...aurora.identity, logo: 'assets/identity/none.svg' } },
        'brand.ts',
        gone,
      ),
    ).toThrow(/identity\.logo: assets\/identity\/none\.svg is not in the brand's folder/);
  });

  it('gives the two shipped brands two identities: logos, art, compositions and tiles', async () => {
    const [a, k] = await loadBrands();
    expect(a!.artwork.logo).toMatch(/^<svg[\s\S]*>Aurora<\/text>/);
    expect(k!.artwork.logo).toMatch(/^<svg[\s\S]*>Kestrel<\/text>/);
    expect(a!.artwork.hero).not.toEqual(k!.artwork.hero);
    expect([a!.identity.home, k!.identity.home]).toEqual(['hero-rows', 'pay-and-play-first']);
    expect(a!.identity.tiles).not.toEqual(k!.identity.tiles);
    expect(kestrel.features.payAndPlay).toBe(true);
  });
});
