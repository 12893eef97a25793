/**
 * The site-wide documents: static pages, terms versions, the registration lists (occupations,
 * sources of funds, salary ranges), payment methods, SEO descriptions, canonical mappings,
 * licences, the footer, and the promotion categories and tags (the promotions themselves are
 * editorial).
 */
import { STATIC_PAGE_SLUGS } from '@casino/schemas';
import { slug, slugify } from '../dataset.ts';
import { PROMOTION_CATEGORIES, PROMOTION_TAGS } from '../offers.ts';
import { FOOTER_LINKS, FOOTER_TERMS, STATIC_PAGES, TERMS } from '../pages.ts';
import { ICONS, OCCUPATIONS, SALARY_RANGES, SEO, SOURCES_OF_FUNDS } from '../texts.ts';
import { addPaymentMethods } from './payments.ts';
import type { DatasetBuilder } from './refs.ts';

/** Adds pages, legal and compliance documents, the footer and the promotion taxonomy. */
export function addSite(builder: DatasetBuilder): void {
  const { ds, plan, optionalMarkets } = builder;
  const { config } = plan;
  for (const pageSlug of STATIC_PAGE_SLUGS) {
    const copy = STATIC_PAGES[pageSlug];
    if (!copy) throw new Error(`No copy for the static page ${pageSlug}`);
    const url =
      pageSlug === 'terms_and_conditions'
        ? '/terms'
        : pageSlug === 'contact-us'
          ? plan.links.contactUsUrl
          : undefined;
    ds.add({
      _id: `page-${pageSlug}`,
      _type: 'staticPage',
      title: ds.ls(copy.title),
      slug: slug(pageSlug),
      body: copy.body ? ds.lb(copy.body) : undefined,
      url: url?.startsWith('http') || pageSlug === 'terms_and_conditions' ? url : undefined,
    });
  }
  const termsDates = plan.termsEffective;
  TERMS.forEach((terms, index) => {
    ds.add({
      _id: `terms-v${terms.version}`,
      _type: 'termsVersion',
      version: terms.version,
      effectiveDate: termsDates[index],
      summaryOfChanges: terms.summary ? ds.lt(terms.summary) : undefined,
      body: ds.lb(terms.body),
    });
  });
  OCCUPATIONS.forEach(([code, label], index) => {
    ds.add({
      _id: `occupation-${code}`,
      _type: 'occupation',
      code,
      label: ds.ls(label),
      isOther: code === 'other',
      sortOrder: (index + 1) * 10,
    });
  });
  SOURCES_OF_FUNDS.forEach(([code, label], index) => {
    ds.add({
      _id: `sourceoffunds-${code}`,
      _type: 'sourceOfFunds',
      code,
      label: ds.ls(label),
      isOther: code === 'other',
      sortOrder: (index + 1) * 10,
    });
  });
  for (const range of SALARY_RANGES) {
    ds.add({
      _id: `salaryrange-${range.id}`,
      _type: 'salaryRange',
      salaryRangeId: range.id,
      label: ds.ls(range.label),
      min: range.min,
      max: range.max,
      currency: 'EUR',
    });
  }
  addPaymentMethods(builder);
  for (const entry of SEO) {
    if (entry.sportsbook && !config.features.sportsbook) continue;
    ds.add({
      _id: `seo-${entry.path === '/' ? 'home' : slugify(entry.path)}`,
      _type: 'seoDescription',
      path: entry.path,
      title: ds.ls(entry.title),
      description: ds.lt(entry.description),
    });
  }
  const origin = `https://${config.hostnames[0]}/${config.defaultLocale}`;
  const canonical: [from: string, to: string][] = [
    ['/casino', '/online-casino'],
    ['/live-casino', '/live-casino-online'],
    ['/online-casino/all', '/online-casino'],
    ['/vip', '/qrewards'],
    ['/bonus', '/promotions'],
    ['/responsible-gaming', '/responsible-gambling'],
  ];
  for (const [from, to] of canonical) {
    ds.add({
      _id: `canonical-${slugify(from)}`,
      _type: 'canonicalMapping',
      pageUrl: from,
      canonicalUrl: `${origin}${to}`,
    });
  }
  for (const licence of plan.licences) {
    ds.add({
      _id: `licence-${licence.id}`,
      _type: 'licence',
      name: licence.name,
      jurisdiction: licence.jurisdiction,
      issuer: licence.issuer,
      licenceNumber: licence.licenceNumber,
      logo: ds.image(`licence/${licence.id}`, 200, 80, {
        kind: 'badge',
        shape: 'seal',
        text: licence.id.toUpperCase(),
        sub: licence.issuer.replace(/\s*\(.*\)$/, ''),
      }),
      verificationUrl: licence.verificationUrl,
      startDate: licence.startDate,
      endDate: licence.endDate,
      markets: optionalMarkets(licence.markets),
    });
  }
  ds.add({
    _id: 'footer',
    _type: 'footer',
    terms: ds.lb(FOOTER_TERMS),
    content: ds.lb(plan.footerContent),
    licences: plan.licences.map((licence) => ds.ref(`licence-${licence.id}`)),
    regulationLogos: plan.regulationLogos.map((logo) => ({
      _type: 'linkedLogo',
      name: logo.name,
      logo: ds.image(`regulation/${slugify(logo.name)}`, 160, 64, {
        kind: 'badge',
        shape: /^\d+\+$/.test(logo.name) ? 'age' : 'help',
        text: logo.name,
      }),
      alt: logo.alt ? ds.ls(logo.alt) : undefined,
      url: logo.url,
      markets: optionalMarkets(logo.markets),
    })),
    links: FOOTER_LINKS.filter(([url]) => url !== '/terms' || config.features.termsPage).map(
      ([url, label]) => ({
        _type: 'footerLink',
        label: ds.ls(label),
        url,
      }),
    ),
  });

  // Promotion categories and tags both brands use; the promotions themselves are editorial.
  PROMOTION_CATEGORIES.filter((category) => !category.sportsbook || config.features.sportsbook).forEach(
    (category, index) => {
      ds.add({
        _id: `promocategory-${category.slug}`,
        _type: 'promotionCategory',
        title: ds.ls(category.title),
        slug: slug(category.slug),
        iconSvg: ICONS[category.icon as keyof typeof ICONS],
        sortOrder: (index + 1) * 10,
      });
    },
  );
  for (const tag of PROMOTION_TAGS) {
    ds.add({
      _id: `promotag-${tag.slug}`,
      _type: 'promotionTag',
      title: ds.ls(tag.title),
      slug: slug(tag.slug),
    });
  }
}
