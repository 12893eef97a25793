/**
 * The validation rules as Sanity runs them: documents go through `@sanity/validation`'s
 * `validateDocument` with a client (so custom rules run) on a local GROQ endpoint holding the
 * dataset. Each rule rejects a bad document with its message and accepts a good one.
 *
 * `validateDocument` validates in Sanity's "cli" environment, where a rule on an object value
 * (a localised field, a slug, a tile, a target audience) is reported as a warning rather than an
 * error; the studio reports it as an error and blocks publishing (see the last test). So a problem
 * here is any error or warning.
 */
import { validateDocument, validateDocumentWithWorkspace } from '@sanity/validation';
import { createSchema } from 'sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaTypes } from './index.ts';
import {
  doc,
  image,
  imageSet,
  key,
  localeBlock,
  localeString,
  localeText,
  ref,
  slug,
} from './testing/fixtures.ts';
import {
  startLocalContentLake,
  type LocalContentLake,
  type TestDocument,
} from './testing/localContentLake.ts';

const schema = createSchema({ name: 'default', types: schemaTypes });
let lake: LocalContentLake;

beforeAll(async () => {
  lake = await startLocalContentLake();
});
afterAll(async () => {
  await lake.close();
});

function pathOf(path: readonly unknown[]): string {
  return path
    .map((segment) =>
      typeof segment === 'string'
        ? `.${segment}`
        : typeof segment === 'number'
          ? `[${segment}]`
          : `[${(segment as { _key: string })._key}]`,
    )
    .join('')
    .slice(1);
}

const getDocumentExists = async ({ id }: { id: string }) => lake.has(id) || id.startsWith('image-');

/** The problems (errors and warnings) of `document` in a dataset holding `others` and itself. */
async function errorsOf(document: TestDocument, others: readonly TestDocument[] = []): Promise<string[]> {
  lake.setDocuments([...others, document]);
  const { markers } = await validateDocument({
    document: document as never,
    schema,
    client: lake.client,
    getDocumentExists,
  });
  return markers
    .filter((marker) => marker.level !== 'info')
    .map((marker) => `${pathOf(marker.path)}: ${marker.message}`);
}

const languageFi = doc('language', 'language-fi', { code: 'fi', name: 'Finnish' });
const provider = doc('provider', 'provider-relax', { providerId: 'relax', title: 'Relax Gaming' });
const game = doc('game', 'game-1', {
  gameId: 'money-train-4',
  label: 'Money Train 4',
  type: 'casino',
  gameType: 'slots',
  provider: ref('provider-relax'),
  thumbnail: imageSet('mt4'),
  channels: ['web', 'mobile'],
});

describe('market and language code formats', () => {
  const market = doc('market', 'market-fi', {
    marketId: 'FI',
    name: 'Suomi',
    languages: [ref('language-fi')],
  });

  it('rejects a lower-case market id and a custom id without its country', async () => {
    expect(await errorsOf({ ...market, marketId: 'fi' }, [languageFi])).toEqual([
      'marketId: Must be two upper-case letters, e.g. "FI"',
    ]);
    expect(await errorsOf({ ...market, marketId: 'JJ', isCustomMarketId: true }, [languageFi])).toEqual([
      'originCountryCode: A custom market id needs the country it stands for, e.g. "DE" for JJ',
    ]);
  });

  it('rejects a language code that is not two lower-case letters', async () => {
    expect(await errorsOf({ ...languageFi, code: 'FIN' })).toEqual([
      'code: Must be two lower-case letters, e.g. "fi"',
    ]);
  });

  it('accepts good codes', async () => {
    expect(await errorsOf(market, [languageFi])).toEqual([]);
    expect(await errorsOf(languageFi)).toEqual([]);
  });
});

describe('date windows', () => {
  const banner = doc('banner', 'banner-1', {
    title: localeString('Spin into spring'),
    images: { _type: 'deviceImages', desktop: image() },
    authorized: 'both',
    startDate: '2026-03-01T00:00:00Z',
    endDate: '2026-03-31T00:00:00Z',
  });

  it('rejects an end before the start', async () => {
    expect(await errorsOf({ ...banner, endDate: '2026-02-01T00:00:00Z' })).toEqual([
      'endDate: The end date must be after the start date',
    ]);
  });

  it('accepts a window and an open end', async () => {
    expect(await errorsOf(banner)).toEqual([]);
    expect(await errorsOf({ ...banner, endDate: undefined })).toEqual([]);
  });

  it('applies to licences too', async () => {
    const licence = doc('licence', 'licence-mga', {
      name: 'MGA B2C licence',
      jurisdiction: 'MT',
      issuer: 'Malta Gaming Authority',
      licenceNumber: 'MGA/B2C/000/2020',
      logo: image(),
      startDate: '2020-01-01T00:00:00Z',
      endDate: '2019-01-01T00:00:00Z',
    });
    expect(await errorsOf(licence)).toEqual(['endDate: The end date must be after the start date']);
    expect(await errorsOf({ ...licence, endDate: '2030-01-01T00:00:00Z' })).toEqual([]);
  });
});

describe('terms versions', () => {
  const terms = (id: string, version: number, effectiveDate: string) =>
    doc('termsVersion', id, { version, effectiveDate, body: localeBlock(`Terms ${version}`) });
  const existing = [terms('terms-1', 1, '2025-01-01T00:00:00Z'), terms('terms-2', 2, '2025-06-01T00:00:00Z')];

  it('rejects a version number used twice', async () => {
    expect(await errorsOf(terms('terms-x', 2, '2025-09-01T00:00:00Z'), existing)).toEqual([
      'version: Terms version 2 already exists',
    ]);
  });

  it('rejects a higher version that takes effect before a lower one', async () => {
    expect(await errorsOf(terms('terms-3', 3, '2025-03-01T00:00:00Z'), existing)).toEqual([
      'version: Terms versions must increase with their effective dates: version 3 must take effect after version 2 (2025-06-01T00:00:00Z)',
    ]);
  });

  it('accepts the next version, and a draft of an existing version', async () => {
    expect(await errorsOf(terms('terms-3', 3, '2025-09-01T00:00:00Z'), existing)).toEqual([]);
    expect(await errorsOf(terms('drafts.terms-2', 2, '2025-06-01T00:00:00Z'), existing)).toEqual([]);
  });
});

describe('absolute URLs and links (spec 1 §5: a site URL must start with http)', () => {
  const partner = doc('partner', 'partner-1', {
    name: 'FC Aurora',
    logo: image(),
    url: 'https://fc.example.com',
  });

  it('rejects a URL without http', async () => {
    expect(await errorsOf({ ...partner, url: 'www.fc.example.com' })).toEqual([
      'url: Must be an absolute URL starting with http, e.g. "https://example.com"',
    ]);
  });

  it('rejects a link that is neither a path, a hash nor an http URL', async () => {
    const banner = doc('banner', 'banner-2', {
      title: localeString('Live now'),
      images: { _type: 'deviceImages', desktop: image() },
      authorized: 'both',
      urlAction: 'javascript:alert(1)',
    });
    expect(await errorsOf(banner)).toEqual([
      'urlAction: Must be a path such as "/promotions", a hash such as "#login", or an absolute URL starting with http',
    ]);
    for (const urlAction of ['/live-casino-online', '#login', 'https://example.com/x']) {
      expect(await errorsOf({ ...banner, urlAction })).toEqual([]);
    }
  });

  it('accepts an http URL', async () => {
    expect(await errorsOf(partner)).toEqual([]);
  });
});

describe('unique slugs and ids', () => {
  const category = doc('promotionCategory', 'promo-cat-casino', {
    title: localeString('Casino'),
    slug: slug('casino'),
  });
  const promotion = (id: string, current: string) =>
    doc('promotion', id, {
      title: localeString('Welcome offer'),
      slug: slug(current),
      category: ref('promo-cat-casino'),
      summary: localeText('100% up to €200'),
      significantTerms: localeText('18+. Min deposit €20. 35x wagering. Expires after 30 days.'),
      terms: localeBlock('Full terms.'),
      authorized: 'both',
    });

  it('rejects a slug another promotion uses', async () => {
    expect(
      await errorsOf(promotion('promo-2', 'welcome'), [category, promotion('promo-1', 'welcome')]),
    ).toEqual(['slug: Slug is already in use']);
  });

  it('accepts a free slug, and the draft of the promotion that has it', async () => {
    expect(
      await errorsOf(promotion('promo-2', 'reload'), [category, promotion('promo-1', 'welcome')]),
    ).toEqual([]);
    expect(
      await errorsOf(promotion('drafts.promo-1', 'welcome'), [category, promotion('promo-1', 'welcome')]),
    ).toEqual([]);
  });

  it('rejects an id another document of the type uses', async () => {
    const list = (id: string) =>
      doc('gameList', id, {
        listId: 'popular',
        title: localeString('Popular'),
        type: 'casino',
        games: [ref('game-1')],
      });
    expect(await errorsOf(list('list-2'), [provider, game, list('list-1')])).toEqual([
      'listId: Another gameList already uses "popular"',
    ]);
    expect(await errorsOf(list('list-1'), [provider, game])).toEqual([]);
  });

  it('rejects a game id used twice by one provider, not by two', async () => {
    const other = doc('provider', 'provider-pariplay', { providerId: 'pariplay', title: 'PariPlay' });
    const copy = { ...game, _id: 'game-2' };
    expect(await errorsOf(copy, [provider, game])).toEqual([
      'gameId: Another game of this provider already has the id "money-train-4"',
    ]);
    expect(await errorsOf({ ...copy, provider: ref('provider-pariplay') }, [provider, other, game])).toEqual(
      [],
    );
  });
});

describe('lobby widgets: tile images for the tile sizes used, one grid per device', () => {
  const tile = (size: string, images?: unknown) => ({
    _type: 'gridTile',
    _key: key(),
    size,
    game: ref('game-1'),
    images,
  });
  const grid = (device: string, tiles: unknown[]) => ({
    _type: 'gameGrid',
    _key: key(),
    device,
    columns: 6,
    grid: tiles,
  });
  const widget = (gameGrids: unknown[]) =>
    doc('lobbyWidget', 'widget-top', {
      widgetId: 'top-slots',
      name: localeString('Top slots'),
      type: 'casino',
      widgetType: 'gameGrid',
      rowNum: 2,
      authorized: 'both',
      gameGrids,
    });

  it('rejects a 4x tile without its images', async () => {
    const bad = widget([grid('desktop', [tile('4x'), tile('1x')])]);
    const errors = await errorsOf(bad, [provider, game]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^gameGrids\[k\d+\]\.grid\[k\d+\]: A 4x tile needs its images at 1x, 2x and 3x \(missing img1x, img2x, img3x\)$/,
    );
    const partial = widget([grid('desktop', [tile('2xv', { _type: 'imageSet', img1x: image() })])]);
    expect((await errorsOf(partial, [provider, game]))[0]).toMatch(
      /A 2xv tile needs its images .* \(missing img2x, img3x\)$/,
    );
  });

  it('rejects two grids for one device', async () => {
    expect(
      await errorsOf(widget([grid('mobile', [tile('1x')]), grid('mobile', [tile('1x')])]), [provider, game]),
    ).toEqual(['gameGrids: Only one grid per device: mobile has more than one']);
  });

  it('accepts big tiles with images and 1x tiles without', async () => {
    const good = widget([
      grid('desktop', [tile('4x', imageSet('big')), tile('2xh', imageSet('wide')), tile('1x')]),
      grid('mobile', [tile('1x'), tile('1x')]),
    ]);
    expect(await errorsOf(good, [provider, game])).toEqual([]);
  });
});

describe('target audience', () => {
  const box = (targetAudience: unknown) =>
    doc('contentBox', 'box-1', {
      title: localeString('Deposit bonus'),
      placement: ['home'],
      authorized: 'authorized',
      targetAudience,
    });

  it('rejects groups or players chosen without any listed', async () => {
    expect(
      await errorsOf(box({ _type: 'targetAudience', targetAudienceOption: 'group', targetGroups: [] })),
    ).toEqual(['targetAudience: Choose at least one deposit-count group']);
    expect(await errorsOf(box({ _type: 'targetAudience', targetAudienceOption: 'players' }))).toEqual([
      'targetAudience: List at least one player id',
    ]);
  });

  it('accepts deposit-count groups and player ids', async () => {
    expect(
      await errorsOf(
        box({ _type: 'targetAudience', targetAudienceOption: 'group', targetGroups: ['DEPOSIT_COUNT_0'] }),
      ),
    ).toEqual([]);
    expect(
      await errorsOf(
        box({ _type: 'targetAudience', targetAudienceOption: 'players', targetPlayersIds: ['p-1001'] }),
      ),
    ).toEqual([]);
  });
});

describe('other rules', () => {
  it('requires a localised text in at least one language', async () => {
    const page = doc('staticPage', 'page-terms', { title: { _type: 'localeString' }, slug: slug('terms') });
    expect(await errorsOf(page)).toEqual(['title: Needs a text in at least one language']);
    expect(await errorsOf({ ...page, title: localeString('Terms') })).toEqual([]);
  });

  it('refuses icon markup with scripts', async () => {
    const category = doc('category', 'cat-new', {
      categoryId: 'new-games',
      label: localeString('New games'),
      type: 'casino',
      iconSvg: '<svg onload="alert(1)"><path d="M0 0h24v24H0z"/></svg>',
    });
    expect(await errorsOf(category)).toEqual([
      'iconSvg: Must not contain scripts, event handlers or links to other files',
    ]);
    expect(
      await errorsOf({ ...category, iconSvg: '<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>' }),
    ).toEqual([]);
  });

  it('takes SEO paths without the locale prefix', async () => {
    const seo = doc('seoDescription', 'seo-casino', {
      path: '/en-un/online-casino',
      title: localeString('Online casino'),
      description: localeText('Slots and table games.'),
    });
    expect(await errorsOf(seo)).toEqual([
      'path: Leave out the locale prefix: "/promotions", not "/en-un/promotions"',
    ]);
    expect(await errorsOf({ ...seo, path: '/online-casino' })).toEqual([]);
  });

  it('accepts a complete game', async () => {
    expect(await errorsOf(game, [provider])).toEqual([]);
  });
});

describe('levels', () => {
  const page = doc('staticPage', 'page-terms', { title: { _type: 'localeString' }, slug: slug('terms') });

  it('the studio reports a rule on an object value as an error; validateDocument as a warning', async () => {
    lake.setDocuments([page]);
    const workspace = {
      schema,
      getClient: () => lake.client,
      i18n: { loadNamespaces: async () => undefined, t: (key: string) => key },
    };
    const studio = await validateDocumentWithWorkspace({
      document: page as never,
      workspace: workspace as never,
      getDocumentExists,
      environment: 'studio',
    });
    expect(studio.map((marker) => [marker.level, marker.message])).toEqual([
      ['error', 'Needs a text in at least one language'],
    ]);
    const { markers } = await validateDocument({
      document: page as never,
      schema,
      client: lake.client,
      getDocumentExists,
    });
    expect(markers.map((marker) => [marker.level, marker.message])).toEqual([
      ['warning', 'Needs a text in at least one language'],
    ]);
  });
});
