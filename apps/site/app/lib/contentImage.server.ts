/**
 * A content picture at the size a page shows it: its URL (webp, spec 3 §9, through the brand's
 * image route), the same at twice the size for sharp screens as a `srcset`, and its box, so the
 * page reserves the space before it loads (no layout shift). Shared by areas (promotions,
 * landing pages), so it lives in lib.
 */
import type { ContentImage } from './ContentImg.tsx';
import type { PageContext } from './page.server.ts';

export type { ContentImage };

/** The image asset `assetId` cropped to `box` (CSS pixels), or null without an asset. */
export function contentImage(
  imageUrlFor: PageContext['imageUrlFor'],
  assetId: string | null | undefined,
  box: { width: number; height: number },
): ContentImage | null {
  if (!assetId) return null;
  const url = (scale: number) =>
    imageUrlFor({ asset: { _ref: assetId } } as never, {
      width: box.width * scale,
      height: box.height * scale,
    });
  return { src: url(1), srcSet: `${url(1)} ${box.width}w, ${url(2)} ${box.width * 2}w`, ...box };
}
