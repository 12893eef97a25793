/**
 * A static content page (spec 1 §2 "Static content pages": /terms, /cookie-policy,
 * /age-restrictions, /payment-methods, /bonus-terms, /betting-rules, /casino-rules,
 * /responsible-gambling, /contact-live-chat, /reset-password, /closed-account, /401, /500; also
 * /restricted, the help centre, the terms_and_conditions page, and the content-defined
 * extra-information and contact-us pages). `STATIC_PAGE_SLUGS` in lists.ts lists the slugs.
 *
 * Decisions where the spec is silent:
 * - A page may point elsewhere with `url` (the contact-us page of one brand may be an external
 *   help desk); relative URLs get the locale prefix (spec 1 §2).
 * - The /terms page shows the newest effective `termsVersion`; its own body is the introduction.
 */
import { defineField, defineType } from 'sanity';
import { localeField, marketsField } from './fields.ts';
import { STATIC_PAGE_SLUGS } from './lists.ts';
import { subtitleOf, textOf } from './preview.ts';
import { isUniqueSlug } from './unique.rules.ts';
import { linkRule } from './url.rules.ts';

export const staticPage = defineType({
  name: 'staticPage',
  title: 'Static page',
  type: 'document',
  fields: [
    localeField('localeString', { name: 'title', title: 'Title', required: true }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: `The route after the locale. Spec routes: ${STATIC_PAGE_SLUGS.join(', ')}.`,
      options: { source: 'title.en', isUnique: isUniqueSlug },
      validation: (rule) => rule.required(),
    }),
    localeField('localeBlock', { name: 'body', title: 'Body' }),
    defineField({
      name: 'url',
      title: 'Redirect to',
      type: 'string',
      description: 'Optional: send visitors to this site path or https:// URL instead of the body.',
      validation: (rule) => rule.custom(linkRule),
    }),
    marketsField(),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', url: 'url' },
    prepare: ({ title, slug, url }) => ({
      title: textOf(title) ?? 'Untitled page',
      subtitle: subtitleOf(typeof slug === 'string' ? `/${slug}` : undefined, url),
    }),
  },
});
