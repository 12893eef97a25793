import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MOTIFS, imageAssetDocument, renderArtwork } from './artwork.ts';

describe('renderArtwork', () => {
  it('is deterministic: the same seed gives the same bytes and asset id', () => {
    expect(renderArtwork('aurora/game/starfall', 600, 600)).toEqual(
      renderArtwork('aurora/game/starfall', 600, 600),
    );
    expect(renderArtwork('a', 600, 600).assetId).not.toBe(renderArtwork('b', 600, 600).assetId);
  });

  it('names assets the way Sanity does and rasterises with sharp in every motif', async () => {
    for (const motif of MOTIFS) {
      const art = renderArtwork(`seed-${motif}`, 400, 200, motif);
      expect(art.assetId).toMatch(/^image-[0-9a-f]{40}-400x200-svg$/);
      expect(art.fileName).toBe(`${art.sha1}-400x200.svg`);
      const png = await sharp(Buffer.from(art.svg)).resize(100).png().toBuffer();
      expect((await sharp(png).metadata()).width).toBe(100);
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
