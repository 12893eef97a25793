/**
 * Hero banners (heroBanners.css.ts; spec 3 §3 "homePage banners": title, description, greeting,
 * button, urlAction, images, isClickable). Several banners are slides of one row that snaps, with
 * the carousel's arrows for mouse users; there is no automatic rotation (WCAG 2.2.2), so a slide
 * stays until the player moves on. The first slide's picture is the page's largest paint: it is
 * fetched first and never lazily.
 */
import { Link } from 'react-router';
import { Carousel, type CarouselLabels } from './Carousel.tsx';
import * as styles from './heroBanners.css.ts';

export interface HeroBanner {
  id: string;
  title: string;
  description?: string | null;
  /** For a logged-in player, above the title ("Welcome back, Nina"). */
  greeting?: string | null;
  /** The button, or none. External addresses open as plain links. */
  action?: { label: string; href: string } | null;
  /** The whole banner follows the action. */
  clickable?: boolean;
  images: {
    mobile: { src: string; width: number; height: number } | null;
    tablet: { src: string; width: number; height: number } | null;
    desktop: { src: string; width: number; height: number } | null;
  };
}

export interface HeroBannersProps {
  banners: readonly HeroBanner[];
  /** Names the region ("Offers"). */
  label: string;
  labels: CarouselLabels;
  /** The breakpoints' media queries, tablet then desktop (the kit's `media.md` and `media.lg`). */
  media: { tablet: string; desktop: string };
}

export function HeroBanners({ banners, label, labels, media }: HeroBannersProps) {
  if (banners.length === 0) return null;
  const slides = banners.map((banner, index) => {
    const fallback = banner.images.mobile ?? banner.images.tablet ?? banner.images.desktop;
    const external = banner.action ? /^https?:/i.test(banner.action.href) : false;
    return (
      <li key={banner.id} className={styles.slide} data-testid="hero-banner">
        {fallback ? (
          <picture className={styles.picture}>
            {banner.images.desktop ? (
              <source media={media.desktop} srcSet={banner.images.desktop.src} />
            ) : null}
            {banner.images.tablet ? <source media={media.tablet} srcSet={banner.images.tablet.src} /> : null}
            <img
              className={styles.image}
              src={fallback.src}
              width={fallback.width}
              height={fallback.height}
              alt=""
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
            />
          </picture>
        ) : null}
        <div className={styles.text}>
          {banner.greeting ? <p className={styles.greeting}>{banner.greeting}</p> : null}
          <h2 className={styles.title}>{banner.title}</h2>
          {banner.description ? <p className={styles.description}>{banner.description}</p> : null}
          {banner.action ? (
            external ? (
              <a
                href={banner.action.href}
                className={styles.cta}
                data-stretch={banner.clickable ? '' : undefined}
              >
                {banner.action.label}
              </a>
            ) : (
              <Link
                to={banner.action.href}
                className={styles.cta}
                data-stretch={banner.clickable ? '' : undefined}
              >
                {banner.action.label}
              </Link>
            )
          ) : null}
        </div>
      </li>
    );
  });
  return (
    <section aria-label={label} data-testid="hero">
      {banners.length === 1 ? (
        // A lone slide's row may still scroll a little on a phone: a named tab stop, like the
        // carousel's (axe scrollable-region-focusable).
        <ul className={styles.row} {...(label ? { tabIndex: 0, 'aria-label': label } : {})}>
          {slides}
        </ul>
      ) : (
        <Carousel labels={labels} rowClassName={styles.row} focusableLabel={label}>
          {slides}
        </Carousel>
      )}
    </section>
  );
}
