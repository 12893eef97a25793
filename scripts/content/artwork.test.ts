import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import auroraConfig from '../../brands/aurora/brand.ts';
import kestrelConfig from '../../brands/kestrel/brand.ts';
import { roundPath } from './art/icons.ts';
import { SLOT_THEMES } from './art/themes.ts';
import {
  artStyleFor,
  imageAssetDocument,
  MOTIFS,
  renderArtwork,
  type ArtSpec,
  type GameArtSpec,
} from './artwork.ts';

const aurora = artStyleFor(auroraConfig);
const kestrel = artStyleFor(kestrelConfig);

const slot = (title: string, theme: string, id = title): GameArtSpec => ({
  kind: 'game',
  id,
  title,
  theme,
  gameType: 'slots',
  live: false,
});

/** The icons a picture draws, from its credits. */
const icons = (spec: ArtSpec, seed = 'seed') =>
  renderArtwork(seed, 400, 400, spec, aurora).credits.filter((credit) => !credit.startsWith('font:'));

/** The glyphs placed in the picture's title group(s). */
function titleGlyphs(svg: string): number {
  return [...svg.matchAll(/<g id="t[0-9a-z]+" transform="[^"]+">(.*?)<\/g>/g)].reduce(
    (sum, match) => sum + (match[1]!.match(/<use href="#g/g) ?? []).length,
    0,
  );
}

describe('renderArtwork', () => {
  it('is deterministic: the same seed and spec give the same bytes and asset id', () => {
    const spec = slot('Golden Scarab', 'desert');
    expect(renderArtwork('aurora/game/starfall', 400, 400, spec, aurora)).toEqual(
      renderArtwork('aurora/game/starfall', 400, 400, spec, aurora),
    );
    expect(renderArtwork('a', 600, 600).assetId).not.toBe(renderArtwork('b', 600, 600).assetId);
  });

  it('draws one picture at 1x, 2x and 3x: only the pixel size differs', () => {
    const spec = slot('Northern Saga', 'nordic');
    const [one, three] = [1, 3].map((density) =>
      renderArtwork('aurora/tile/x/4x', 320 * density, 320 * density, spec, aurora),
    ) as [ReturnType<typeof renderArtwork>, ReturnType<typeof renderArtwork>];
    expect(three.svg.replace('width="960" height="960"', 'width="320" height="320"')).toBe(one.svg);
  });

  it("shows the game's theme: different themes draw different symbols, and title words pick theirs", () => {
    const themes = SLOT_THEMES.map((theme) => new Set(icons(slot('Lucky Spins', theme, `game-${theme}`))));
    for (const [index, a] of themes.entries()) {
      for (const b of themes.slice(index + 1)) expect([...a].some((icon) => !b.has(icon))).toBe(true);
    }
    expect(icons(slot('Golden Scarab', 'desert'))).toContain('game-icons:gold-scarab');
    expect(icons(slot('Kraken Fortune', 'ocean'))).toContain('fluent-emoji-flat:octopus');
    expect(icons(slot('Mystic Dragon', 'myth'))).toContain('fluent-emoji-flat:dragon');
    expect(icons(slot('Sizzling Cherries', 'fruit'))).toContain('fluent-emoji-flat:cherries');
    const live: GameArtSpec = {
      kind: 'game',
      id: 'live-1',
      title: 'Salon Blackjack',
      gameType: 'blackjack',
      live: true,
    };
    expect(icons(live).some((icon) => icon.includes('tuxedo'))).toBe(true);
  });

  it('carries the title as paths in the brand font, never as <text>', () => {
    for (const [style, font] of [
      [aurora, 'font:lilita-one'],
      [kestrel, 'font:alfa-slab-one'],
    ] as const) {
      const art = renderArtwork('t', 400, 400, slot('Golden Scarab Deluxe', 'desert'), style);
      expect(art.svg).not.toMatch(/<text|font-family/);
      expect(art.credits).toContain(font);
      expect(titleGlyphs(art.svg)).toBe('GoldenScarabDeluxe'.length);
    }
    const wide = renderArtwork('w', 320, 160, slot('Thunder Buffalo Hold & Win', 'wild'), aurora);
    expect(titleGlyphs(wide.svg)).toBe('ThunderBuffaloHold&Win'.length);
  });

  it('draws each brand in its own style', () => {
    const spec = slot('Velvet Opals', 'gems');
    const a = renderArtwork('s', 400, 400, spec, aurora).svg;
    const k = renderArtwork('s', 400, 400, spec, kestrel).svg;
    expect(a).not.toBe(k);
    expect(a).toContain(auroraConfig.theme.colors.primary);
    expect(k).toContain(kestrelConfig.theme.colors.primary);
  });

  it('makes marks of names: wordmarks, an 18+ badge, a licence seal, a medal', () => {
    const word = renderArtwork('p', 240, 120, { kind: 'wordmark', text: 'Evolution' }, aurora);
    expect(titleGlyphs(word.svg)).toBe('Evolution'.length);
    const age = renderArtwork('r', 160, 64, { kind: 'badge', shape: 'age', text: '18+' }, kestrel);
    expect(titleGlyphs(age.svg)).toBe(3);
    expect(age.svg).toContain('#d0142c');
    const seal = renderArtwork(
      'l',
      200,
      80,
      { kind: 'badge', shape: 'seal', text: 'MGA', sub: 'Malta Gaming Authority' },
      aurora,
    );
    expect(titleGlyphs(seal.svg)).toBe(3 + 'MaltaGamingAuthority'.length);
  });

  it('names assets the way Sanity does, stays small and rasterises with sharp, whatever it shows', async () => {
    const specs: ArtSpec[] = [
      ...SLOT_THEMES.map((theme) => slot(`A Long Title for the ${theme} Game Deluxe`, theme)),
      ...[
        'roulette',
        'blackjack',
        'baccarat',
        'poker',
        'gameShow',
        'dice',
        'crash',
        'scratch',
        'bingo',
        'tableGames',
      ].flatMap((gameType) =>
        [true, false].map((live) => ({
          kind: 'game' as const,
          id: gameType,
          title: `Speed ${gameType}`,
          gameType,
          live,
        })),
      ),
      ...MOTIFS.map((motif) => ({ kind: 'scene' as const, motif })),
      { kind: 'wordmark', text: 'Visa and Mastercard', icon: 'fluent:credit-card' },
      { kind: 'badge', shape: 'help', text: 'Check dein Spiel' },
      { kind: 'emblem', icon: 'fluent:crown', tier: 3 },
    ];
    for (const [index, spec] of specs.entries()) {
      for (const [width, height] of [
        [400, 400],
        [400, 800],
        [320, 160],
      ] as const) {
        for (const style of [aurora, kestrel]) {
          const art = renderArtwork(`seed-${index}`, width, height, spec, style);
          expect(art.assetId).toMatch(new RegExp(`^image-[0-9a-f]{40}-${width}x${height}-svg$`));
          expect(art.fileName).toBe(`${art.sha1}-${width}x${height}.svg`);
          expect(Buffer.byteLength(art.svg), `${JSON.stringify(spec)} ${width}x${height}`).toBeLessThan(
            15 * 1024,
          );
        }
      }
      if (index % 3 === 0) {
        const art = renderArtwork(`seed-${index}`, 400, 400, spec, aurora);
        const png = await sharp(Buffer.from(art.svg), { failOn: 'error' }).resize(100).png().toBuffer();
        expect((await sharp(png).metadata()).width).toBe(100);
      }
    }
  });

  it('describes the asset as a sanity.imageAsset document', () => {
    const art = renderArtwork('x', 10, 20);
    expect(imageAssetDocument(art, 'aurora', '2026-01-01T00:00:00Z')).toMatchObject({
      _id: art.assetId,
      _type: 'sanity.imageAsset',
      extension: 'svg',
      metadata: { dimensions: { width: 10, height: 20, aspectRatio: 0.5 } },
    });
  });
});

describe('roundPath', () => {
  it('rounds numbers, keeps arc flags and writes only the separators it needs', () => {
    expect(roundPath('M1.2345.5a1 1 0 011 1l-.004-.006L10.049 3z', 2)).toBe(
      'M1.23.5a1 1 0 0 1 1 1l0-.01L10.05 3z',
    );
    expect(roundPath('M0 0C1.25 2.5 3 4 5 6s1 2 3 4', 1)).toBe('M0 0C1.3 2.5 3 4 5 6s1 2 3 4');
  });
});
