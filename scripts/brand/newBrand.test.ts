/**
 * `npm run brand:new` (newBrand.ts): a new brand is written only inside its own folder, loads as
 * start-up loads it, carries its own name and site id through its content, and rebuilds to the same
 * bytes from its content plan; refused input (a taken id, an unknown market, a bad colour, a
 * contrast that fails, a taken hostname or site id, an unknown source) writes nothing. The command
 * line is parsed with the same messages. The brands folder is a copy inside the repository (brand
 * files import ../src/schema.ts and its packages), removed afterwards.
 */
import { execFile } from 'node:child_process';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS_ROOT, loadBrands } from '../../brands/src/load.ts';
import { generateDerivedDataset, derivedBrands } from '../content/generate.ts';
import { BrandNewError, createBrand, parseArgs } from './newBrand.ts';

const REPO_ROOT = path.resolve(BRANDS_ROOT, '..');
const brandsDir = path.join(REPO_ROOT, '.e2e', `brands-unit-${process.pid}`);
const run = promisify(execFile);

/** Every file under a folder, relative, sorted. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

beforeAll(async () => {
  await rm(brandsDir, { recursive: true, force: true });
  // The brands as committed (tsconfig.json left out: its `extends` is relative to brands/).
  await cp(BRANDS_ROOT, brandsDir, {
    recursive: true,
    filter: (source) => !source.includes('node_modules') && path.basename(source) !== 'tsconfig.json',
  });
});
afterAll(() => rm(brandsDir, { recursive: true, force: true }));

describe('parseArgs', () => {
  it('reads the id and the options, colours as key=#rrggbb pairs', () => {
    expect(
      parseArgs(['harbour', '--name', 'Harbour Casino', '--markets', 'UN, FI', '--colours=primary=#F2A541']),
    ).toEqual({
      id: 'harbour',
      from: 'aurora',
      name: 'Harbour Casino',
      markets: ['UN', 'FI'],
      colours: { primary: '#f2a541' },
    });
  });

  it('refuses what it cannot read, saying what it takes', () => {
    const message = (argv: string[]) => {
      try {
        parseArgs(argv);
      } catch (error) {
        expect(error).toBeInstanceOf(BrandNewError);
        return (error as Error).message;
      }
      throw new Error('not refused');
    };
    expect(message([])).toMatch(/give the new brand an id/);
    expect(message(['Harbour'])).toMatch(/lower-case letters, digits and dashes/);
    expect(message(['harbour', '--markets', 'un'])).toMatch(/two-letter market ids/);
    expect(message(['harbour', '--colours', 'primary=red'])).toMatch(
      /"red" is not a colour written as #rrggbb/,
    );
    expect(message(['harbour', '--colours', 'shade=#ffffff'])).toMatch(/keys background, surface/);
    expect(message(['harbour', '--name'])).toMatch(/--name needs a value/);
    expect(message(['harbour', '--colour', 'x'])).toMatch(/unknown option --colour/);
    expect(message(['harbour', 'other'])).toMatch(/one brand at a time/);
  });
});

describe('createBrand', () => {
  it('refuses taken, unknown and inaccessible input and writes nothing', async () => {
    const before = await tree(brandsDir);
    const refusal = (options: Parameters<typeof createBrand>[0]) =>
      createBrand(options, { brandsDir }).then(
        () => 'created',
        (error: unknown) => (error instanceof BrandNewError ? error.message : `crashed: ${String(error)}`),
      );
    expect(await refusal({ id: 'aurora', from: 'aurora' })).toMatch(/the id "aurora" is taken/);
    expect(await refusal({ id: 'harbour', from: 'nowhere' })).toMatch(
      /--from "nowhere" is not a brand with a content plan \(choose one of: aurora, kestrel\)/,
    );
    expect(await refusal({ id: 'harbour', from: 'aurora', markets: ['UN', 'ZZ'] })).toMatch(
      /unknown market ZZ: aurora's content covers UN, FI/,
    );
    expect(await refusal({ id: 'harbour', from: 'aurora', colours: { text: '#1b1f3b' } })).toMatch(
      /--colours text: contrast with colors.background is 1\.\d\d:1, below the 4.5:1/,
    );
    expect(await refusal({ id: 'harbour', from: 'aurora', hostnames: ['aurora.example.com'] })).toMatch(
      /hostname aurora.example.com is taken by brand "aurora"/,
    );
    expect(await refusal({ id: 'harbour', from: 'aurora', siteId: 7 })).toMatch(
      /site id 7 is taken by brand "kestrel"/,
    );
    expect(await tree(brandsDir)).toEqual(before);
  });

  it(
    'writes a complete brand only inside brands/<id>/, which loads and rebuilds to the same bytes',
    { timeout: 120_000 },
    async () => {
      const before = await tree(brandsDir);
      const created = await createBrand(
        {
          id: 'harbour',
          from: 'aurora',
          name: 'Harbour Casino',
          markets: ['FI', 'UN'],
          colours: { primary: '#f2a541', background: '#0b1e2d' },
        },
        { brandsDir, now: new Date('2026-11-29T10:00:00Z') },
      );
      const after = await tree(brandsDir);
      const added = after.filter((file) => !before.includes(file));
      expect(after.filter((file) => before.includes(file))).toEqual(before);
      expect(added.every((file) => file.startsWith(`harbour${path.sep}`))).toBe(true);
      for (const file of [
        'brand.ts',
        'content.plan.json',
        'assets/identity/logo.svg',
        'assets/identity/hero.svg',
      ]) {
        expect(added).toContain(path.join('harbour', file));
      }
      expect(added.filter((file) => file.endsWith('.ndjson')).length).toBeGreaterThan(30);
      expect(added.filter((file) => file.includes(`fonts${path.sep}`)).length).toBeGreaterThan(0);

      // Loaded as start-up loads it: the next site id, its markets in the plan's order, its default locale.
      const brand = (await loadBrands(brandsDir)).find((b) => b.id === 'harbour')!;
      expect(brand).toMatchObject({
        name: 'Harbour Casino',
        siteId: 8,
        markets: ['UN', 'FI'],
        signupVariant: 'standard',
        hostnames: ['harbour.example.com'],
      });
      expect(brand.theme.colors.primary).toBe('#f2a541');
      expect(brand.alternateTheme).toBeUndefined();
      expect(brand.artwork.logo).toContain('Harbour Casino');
      expect(created.config.loyaltyLevels).toEqual(['spark', 'glow', 'radiance', 'polar-star', 'zenith']);

      // Its content is its own: its name, address and site id; no capitalised word of its source.
      const content = path.join(brandsDir, 'harbour', 'content');
      const all = (
        await Promise.all((await readdir(content)).map((file) => readFile(path.join(content, file), 'utf8')))
      ).join('\n');
      expect(all).not.toMatch(/Aurora|aurora\.example\.com|"6-welcome"/);
      expect(all).toContain('"campaignId":"8-welcome"');
      expect(all).toContain('support@harbour.example.com');
      expect(all).toContain('/images/local/harbour/');
      const [brandDoc] = (await readFile(path.join(content, 'brand.ndjson'), 'utf8')).split('\n');
      expect(JSON.parse(brandDoc!)).toMatchObject({
        _id: 'brand-harbour',
        brandId: 'harbour',
        name: 'Harbour Casino',
      });
      const markets = (await readFile(path.join(content, 'market.ndjson'), 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { marketId: string; isMarketEnabled: boolean })
        .filter((market) => market.isMarketEnabled)
        .map((market) => market.marketId);
      expect(markets.sort()).toEqual(['FI', 'UN']);

      // Rebuilt from its content plan (what `npm run content:generate` does), to the same bytes.
      const [derived] = (await derivedBrands(brandsDir)).filter((d) => d.config.id === 'harbour');
      const again = generateDerivedDataset(derived!.config, derived!.contentPlan);
      for (const [file, text] of again.content) {
        expect(await readFile(path.join(content, file), 'utf8'), file).toBe(text);
      }

      // A second brand with the same id is refused.
      await expect(createBrand({ id: 'harbour', from: 'aurora' }, { brandsDir })).rejects.toThrow(/is taken/);
    },
  );

  it('runs as `npm run brand:new` and says why it refuses, with exit code 1', async () => {
    const refused = await run(process.execPath, ['scripts/brand/new.ts', 'aurora'], {
      cwd: REPO_ROOT,
      env: { ...process.env, BRANDS_DIR: brandsDir },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('brand:new: the id "aurora" is taken');
    expect(refused?.stderr).toContain('Nothing was written.');
  });
});
