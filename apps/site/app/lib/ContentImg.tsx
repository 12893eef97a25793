/**
 * A content picture as the pages draw it (contentImage.server.ts makes the data): webp at its size
 * and twice it (`srcset`, chosen by `sizes`), its box set so the page keeps the space before it
 * loads. The first screen's picture is fetched first; the rest load lazily.
 */
export interface ContentImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export function ContentImg({
  image,
  sizes,
  alt = '',
  className,
  priority = false,
}: {
  image: ContentImage;
  sizes: string;
  alt?: string;
  className?: string;
  /** The page's largest paint: fetched early, never lazily. */
  priority?: boolean;
}) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
