/**
 * The VIP page at /qrewards (singleton, document id "vipPage"; spec 1 §2, spec 3 §7 "VIP page").
 *
 * Decision: the spec shows no fields; the page has a hero, an introduction, a body, and a button
 * to contact the VIP team (a link or "#livechat").
 */
import { defineField, defineType } from 'sanity';
import { localeField, urlActionField } from './fields.ts';
import { textOf } from './preview.ts';

export const vipPage = defineType({
  name: 'vipPage',
  title: 'VIP page',
  type: 'document',
  fields: [
    localeField('localeString', { name: 'title', title: 'Title', required: true }),
    localeField('localeText', { name: 'intro', title: 'Introduction' }),
    localeField('localeBlock', { name: 'body', title: 'Body', required: true }),
    defineField({ name: 'images', title: 'Hero images', type: 'deviceImages' }),
    localeField('localeString', { name: 'button', title: 'Button label' }),
    urlActionField(),
  ],
  preview: {
    select: { title: 'title', media: 'images.desktop' },
    prepare: ({ title, media }) => ({ title: textOf(title) ?? 'VIP page', subtitle: '/qrewards', media }),
  },
});
