/**
 * The committed generated files are what codegen produces now: fails when a schema type, the
 * generator or a site operation changed without `npm run codegen -w @casino/content`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paths } from '../codegen.ts';
import { generateArtifacts, type Artifacts } from './artifacts.ts';

const repoRoot = join(paths.sdl, '../../../../..');

// Codegen parses every site module: 3 s on an idle 2-core machine, over 140 s on one busy with other
// work (a fresh clone's `npm test` beside another build), so the limit is generous.
const CODEGEN_TIMEOUT_MS = 300_000;

describe('generated files', () => {
  let artifacts: Artifacts;
  const generated = async () => (artifacts ??= await generateArtifacts());

  it(
    'are up to date (run `npm run codegen -w @casino/content` if not)',
    async () => {
      const stale: string[] = [];
      for (const [path, content] of await generated()) {
        const committed = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
        if (committed !== content) stale.push(relative(repoRoot, path));
      }
      const extra = readdirSync(paths.siteOutput)
        .map((name) => join(paths.siteOutput, name))
        .filter((path) => !artifacts.has(path))
        .map((path) => relative(repoRoot, path));
      expect({ stale, extra }).toEqual({ stale: [], extra: [] });
    },
    CODEGEN_TIMEOUT_MS,
  );

  it(
    'are the same bytes on every run',
    async () => {
      const again = await generateArtifacts();
      expect([...again]).toEqual([...(await generated())]);
    },
    CODEGEN_TIMEOUT_MS,
  );

  it("give an SDL in Sanity's conventions that the home page operation validates against", async () => {
    const schema = buildSchema((await generated()).get(paths.sdl)!);
    expect(schema.getQueryType()?.name).toBe('RootQuery');
    const market = schema.getQueryType()!.getFields()['allMarket']!;
    expect(String(market.type)).toBe('[Market!]!');
    expect(market.args.map((arg) => `${arg.name}: ${String(arg.type)}`)).toEqual([
      'where: MarketFilter',
      'sort: [MarketSorting!]',
      'limit: Int',
      'offset: Int',
    ]);
    expect(String(schema.getQueryType()!.getFields()['Market']!.args[0]!.type)).toBe('ID!');
    const homePage = parse(`query HomePage {
      allBrand(limit: 1) { name tagline { en fi de } }
      allMarket(where: { isMarketEnabled: { eq: true } }, sort: [{ name: ASC }]) { _id marketId name languages { code name } }
    }`);
    expect(validate(schema, homePage)).toEqual([]);
  });

  it('merge the domain root fields of src/domain.graphql into the one SDL', async () => {
    const schema = buildSchema((await generated()).get(paths.sdl)!);
    const fields = schema.getQueryType()!.getFields();
    const signature = (name: string) => {
      const field = fields[name]!;
      return `${name}(${field.args.map((arg) => `${arg.name}: ${String(arg.type)}`).join(', ')}): ${String(field.type)}`;
    };
    expect(signature('lobby')).toBe(
      'lobby(type: LobbyType!, market: String, channel: Channel!, device: Device!, country: String, authorized: Boolean): Lobby',
    );
    for (const name of [
      'gameListRange',
      'categories',
      'siteSettings',
      'siteFooter',
      'footerRegulationLogos',
      'partners',
      'markets',
      'languagesByMarket',
      'paymentMethods',
      'seoDescriptionByPath',
      'landingPageById',
      'vipPage',
      'liveChatSettings',
      'payAndPlayBannerByMarket',
      'banners',
    ]) {
      expect(fields[name], name).toBeDefined();
    }
    const lobby = parse(`query Lobby($language: String!) {
      lobby(type: casino, channel: web, device: mobile) {
        widgets { widget { name { text(language: $language) } } tiles { size restricted game { gameId } } }
      }
    }`);
    expect(validate(schema, lobby)).toEqual([]);
  });
});
