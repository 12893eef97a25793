/**
 * What the header and footer of every page show (spec 1 §2 route table "Static content pages",
 * spec 3 §3 "footer (terms and conditions, content, licence logos)", spec 3 §7 "categories",
 * "partners", "footer regulation logos", "settings"), loaded once per page by the root loader and
 * handed to `SiteHeader` / `SiteFooter` as plain data.
 *
 * Decisions:
 * - The header's and footer's logo is the brand's wordmark from its folder (brands `identity.logo`,
 *   issue 27: identity is configuration, not content), named by the brand's name from content
 *   (else the brand configuration's).
 * - Verticals are the brand's enabled ones (`features.casino`, `liveCasino`, `sportsbook`);
 *   promotions are always offered.
 * - The footer lists the spec's static pages (terms at `/terms`, or at `/terms_and_conditions` while
 *   the `termsPage` flag omits `/terms`, see @casino/domain routes.ts) plus the content's own footer links that point
 *   elsewhere; the help centre follows `siteSettings.helpCentreUrl` when set.
 * - Hrefs are site paths relative to the locale prefix (`/cookie-policy`), hashes (`#login`) or
 *   absolute URLs (`external`); the components put `/${locale}` in front of site paths only.
 * - Text is picked with `localisedValue` (region language → base language → English), so the
 *   caller passes the page's content language (e.g. `caf`, `inen`).
 */
import {
  isRouteEnabled,
  localisedValue,
  pathTo,
  routeById,
  type Locale,
  type RouteFlag,
} from '@casino/domain';
import type { ContentClient, ImageUrlFor } from '@casino/content';
import { graphql } from '../../generated/graphql';
import type { LocaleStringFieldsFragment, ShellImageFieldsFragment } from '../../generated/graphql/graphql';
import type { SiteBrand } from '../../lib/context.ts';
import type { ShellLink } from '../../lib/links.ts';

/** The age stated when the site settings give none (schemas/siteSettings.ts: 18 by default). */
export const DEFAULT_MINIMUM_AGE = 18;

/** Displayed heights of the footer's logos, in CSS pixels (the URLs ask for twice as much). */
const LOGO_HEIGHT = { licence: 40, partner: 48, regulation: 40 } as const;

export type VerticalId = 'casino' | 'liveCasino' | 'sportsbook' | 'promotions';

export type StaticPageId =
  | 'terms'
  | 'cookiePolicy'
  | 'responsibleGambling'
  | 'ageRestrictions'
  | 'paymentMethods'
  | 'bonusTerms'
  | 'contactLiveChat'
  | 'helpCentre';

export type { ShellLink };

export interface ShellImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ShellData {
  brandName: string;
  /** The brand's wordmark, SVG markup from its folder (brands `identity.logo`), or null. */
  logo: string | null;
  /** Header navigation, in menu order. */
  verticals: Array<ShellLink & { id: VerticalId }>;
  /** Casino categories shown in the menu, by sort order. */
  categories: Array<ShellLink & { id: string; label: string }>;
  footer: {
    /** The static pages, labelled by message id `footer.link.{id}`. */
    pages: Array<ShellLink & { id: StaticPageId }>;
    /** Further links the content defines, already in the page's language. */
    links: Array<ShellLink & { label: string }>;
    /** The terms text of the footer, one string per paragraph. */
    terms: string[];
    licences: Array<{
      id: string;
      name: string;
      issuer: string | null;
      licenceNumber: string | null;
      verificationUrl: string | null;
      logo: ShellImage | null;
    }>;
    partners: Array<{ id: string; name: string; url: string | null; logo: ShellImage | null }>;
    regulationLogos: Array<{ id: string; name: string; url: string | null; logo: ShellImage | null }>;
    minimumAge: number;
  };
}

export interface LoadShellInput {
  content: ContentClient;
  /** The page's content language (site language, e.g. `caf`) and market id. */
  locale: Locale;
  imageUrlFor: ImageUrlFor;
  brand: Pick<SiteBrand, 'name' | 'features'>;
  /** The brand's wordmark as SVG markup (`SiteBrand.identity.logoSvg`), if it has one. */
  logoSvg?: string | null;
}

const VERTICALS: ReadonlyArray<{ id: VerticalId; href: string; feature?: string }> = [
  { id: 'casino', href: pathTo('casino-lobby'), feature: 'casino' },
  { id: 'liveCasino', href: pathTo('live-casino-lobby'), feature: 'liveCasino' },
  { id: 'sportsbook', href: pathTo('sportsbook'), feature: 'sportsbook' },
  { id: 'promotions', href: pathTo('promotions') },
];

/** The terms page when `/terms` is omitted (spec 1 §2 "a terms_and_conditions page"). */
const TERMS_AND_CONDITIONS_PATH = pathTo('terms_and_conditions');

const STATIC_PAGES: ReadonlyArray<{ id: StaticPageId; href: string }> = [
  { id: 'terms', href: pathTo('terms') },
  { id: 'bonusTerms', href: pathTo('bonus-terms') },
  { id: 'cookiePolicy', href: pathTo('cookie-policy') },
  { id: 'responsibleGambling', href: pathTo('responsible-gambling') },
  { id: 'ageRestrictions', href: pathTo('age-restrictions') },
  { id: 'paymentMethods', href: pathTo('payment-methods') },
  { id: 'contactLiveChat', href: pathTo('contact-live-chat') },
  { id: 'helpCentre', href: pathTo('help-centre') },
];

/** A content link (schemas/url.rules.ts `linkRule`: a site path, a `#hash` or an absolute URL). */
export function shellLink(url: string): ShellLink {
  return { href: url, external: /^[a-z][a-z0-9+.-]*:/i.test(url) };
}

/** The site path of a link, without query or hash, for comparing links; null for other links. */
function sitePath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return (url.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '') || '/';
}

function imageOf(
  image: ShellImageFieldsFragment | null | undefined,
  alt: string,
  height: number,
  imageUrlFor: ImageUrlFor,
): ShellImage | null {
  const asset = image?.asset;
  if (!image || !asset?._id) return null;
  const aspectRatio = asset.metadata?.dimensions?.aspectRatio ?? 1;
  const width = Math.max(1, Math.round(height * aspectRatio));
  const source = {
    asset: { _ref: asset._id },
    ...(image.crop ? { crop: image.crop } : {}),
    ...(image.hotspot ? { hotspot: image.hotspot } : {}),
  };
  return { src: imageUrlFor(source as never, { width, height }), width, height, alt };
}

/** Plain paragraphs of Portable Text (the footer terms have no links or headings to keep). */
function paragraphs(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: { _type?: string; children?: Array<{ text?: unknown }> }) => {
    if (block?._type !== 'block' || !Array.isArray(block.children)) return [];
    const text = block.children
      .map((child) => (typeof child.text === 'string' ? child.text : ''))
      .join('')
      .trim();
    return text ? [text] : [];
  });
}

export async function loadShell({
  content,
  locale,
  imageUrlFor,
  brand,
  logoSvg,
}: LoadShellInput): Promise<ShellData> {
  const { language, market } = locale;
  const text = (value: LocaleStringFieldsFragment | null | undefined) =>
    localisedValue(value as Record<string, string | null> | null | undefined, language);
  const features = brand.features;

  const data = await content.query(SHELL_QUERY, {
    language,
    market,
    withCategories: features['casino'] === true,
  });

  const flags: Partial<Record<RouteFlag, boolean>> = { termsPage: features['termsPage'] === true };
  // With `/terms` omitted (the termsPage flag), the terms live at the spec's terms_and_conditions page.
  const termsPath = isRouteEnabled(routeById('terms'), { flags })
    ? pathTo('terms')
    : TERMS_AND_CONDITIONS_PATH;
  const pages = STATIC_PAGES.map((page) =>
    page.id === 'helpCentre' && data.siteSettings?.helpCentreUrl
      ? { id: page.id, ...shellLink(data.siteSettings.helpCentreUrl) }
      : { id: page.id, ...shellLink(page.id === 'terms' ? termsPath : page.href) },
  );
  // The static pages (also those left out above) are listed once, under their own labels.
  const staticPaths = new Set([...STATIC_PAGES.map((page) => page.href), TERMS_AND_CONDITIONS_PATH]);
  const links = (data.siteFooter?.links ?? []).flatMap((link) => {
    const label = text(link.label);
    if (!link.url || !label) return [];
    const path = sitePath(link.url);
    if (path && staticPaths.has(path)) return [];
    return [{ label, ...shellLink(link.url) }];
  });

  return {
    brandName: data.allBrand[0]?.name || brand.name,
    logo: logoSvg ?? null,
    verticals: VERTICALS.filter((vertical) => !vertical.feature || features[vertical.feature] === true).map(
      ({ id, href }) => ({ id, ...shellLink(href) }),
    ),
    categories: (data.categories ?? []).flatMap((category) => {
      const label = text(category.label);
      if (!category.categoryId || !label) return [];
      return [
        {
          id: category.categoryId,
          label,
          ...shellLink(category.url || `/online-casino/${category.categoryId}`),
        },
      ];
    }),
    footer: {
      pages,
      links,
      // `blocks(language)` falls back along the same chain as `localisedValue`.
      terms: paragraphs(data.siteFooter?.terms?.blocks),
      licences: (data.siteFooter?.licences ?? []).map((licence, index) => {
        const name = licence.name ?? licence.issuer ?? '';
        return {
          id: licence._id ?? String(index),
          name,
          issuer: licence.issuer ?? null,
          licenceNumber: licence.licenceNumber ?? null,
          verificationUrl: licence.verificationUrl ?? null,
          logo: imageOf(licence.logo, licence.issuer ?? name, LOGO_HEIGHT.licence, imageUrlFor),
        };
      }),
      partners: data.partners.map((partner, index) => {
        const name = partner.name ?? '';
        return {
          id: partner._id ?? String(index),
          name,
          url: partner.url ?? null,
          logo: imageOf(partner.logo, name, LOGO_HEIGHT.partner, imageUrlFor),
        };
      }),
      regulationLogos: data.footerRegulationLogos.map((logo, index) => {
        const name = text(logo.alt) ?? logo.name ?? '';
        return {
          id: logo._key ?? String(index),
          name,
          url: logo.url ?? null,
          logo: imageOf(logo.logo, name, LOGO_HEIGHT.regulation, imageUrlFor),
        };
      }),
      minimumAge: data.siteSettings?.minimumAge ?? DEFAULT_MINIMUM_AGE,
    },
  };
}

graphql(`
  fragment LocaleStringFields on LocaleString {
    en
    fi
    no
    de
    caf
    ca
    nz
    fr
    inen
    cl
    pe
    pt
    br
    ja
    tl
    tr
    pl
    es
  }
`);

graphql(`
  fragment ShellImageFields on Image {
    asset {
      _id
      metadata {
        dimensions {
          aspectRatio
        }
      }
    }
    crop {
      top
      bottom
      left
      right
    }
    hotspot {
      x
      y
      height
      width
    }
  }
`);

const SHELL_QUERY = graphql(`
  query Shell($language: String!, $market: String!, $withCategories: Boolean!) {
    allBrand(limit: 1) {
      name
    }
    siteSettings {
      minimumAge
      helpCentreUrl
    }
    categories(type: casino, market: $market, visibleInMenu: true) @include(if: $withCategories) {
      categoryId
      url
      label {
        ...LocaleStringFields
      }
    }
    siteFooter(market: $market) {
      terms {
        blocks(language: $language)
      }
      links {
        url
        label {
          ...LocaleStringFields
        }
      }
      licences {
        _id
        name
        issuer
        licenceNumber
        verificationUrl
        logo {
          ...ShellImageFields
        }
      }
    }
    footerRegulationLogos(market: $market) {
      _key
      name
      url
      alt {
        ...LocaleStringFields
      }
      logo {
        ...ShellImageFields
      }
    }
    partners(market: $market) {
      _id
      name
      url
      logo {
        ...ShellImageFields
      }
    }
  }
`);
