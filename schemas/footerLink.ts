/** A link in the footer: a static page, a content-defined page or an external site. */
import { defineField, defineType } from 'sanity';
import { localeRequiredRule } from './locale.rules.ts';
import { linkRule } from './url.rules.ts';

export const footerLink = defineType({
  name: 'footerLink',
  title: 'Footer link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'localeString',
      validation: (rule) => rule.custom(localeRequiredRule),
    }),
    defineField({
      name: 'url',
      title: 'Link',
      type: 'string',
      description: 'A site path such as "/cookie-policy" (the locale is added) or an https:// URL.',
      validation: (rule) => rule.required().custom(linkRule),
    }),
  ],
  preview: {
    select: { label: 'label', url: 'url' },
    prepare: ({ label, url }) => ({
      title: (label as { en?: string } | undefined)?.en ?? String(url ?? 'Link'),
      subtitle: typeof url === 'string' ? url : undefined,
    }),
  },
});
