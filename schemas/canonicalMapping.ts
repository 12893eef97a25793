/**
 * The canonical URL of a page, by page URL (spec 3 §3 "canonical mapping (by page URL)"), for the
 * page's <link rel="canonical"> where several paths show the same content.
 */
import { defineField, defineType } from 'sanity';
import { uniqueValueRule } from './unique.rules.ts';
import { absoluteUrlRule, pathRule } from './url.rules.ts';

export const canonicalMapping = defineType({
  name: 'canonicalMapping',
  title: 'Canonical mapping',
  type: 'document',
  fields: [
    defineField({
      name: 'pageUrl',
      title: 'Page path',
      type: 'string',
      description: 'Without the locale, e.g. "/online-casino/new-games".',
      validation: (rule) => rule.required().custom(pathRule).custom(uniqueValueRule),
    }),
    defineField({
      name: 'canonicalUrl',
      title: 'Canonical URL',
      type: 'string',
      description: 'Absolute, e.g. "https://aurora.example.com/en-un/online-casino".',
      validation: (rule) => rule.required().custom(absoluteUrlRule),
    }),
  ],
  preview: { select: { title: 'pageUrl', subtitle: 'canonicalUrl' } },
});
