/**
 * A content box in a lobby or on the home page (spec 3 §3 "Content box": authorized, targetAudience
 * with targetAudienceOption, targetGroups, targetPlayersIds; §5 shown by authorized setting and
 * target audience).
 *
 * Decision: the spec gives the audience fields only; a box also has a title, text, image, button,
 * link, date window and `placement` (where it shows), like banners.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  audienceFields,
  localeField,
  marketsField,
  scheduleFields,
  sortOrderField,
  urlActionField,
} from './fields.ts';
import { CONTENT_BOX_PLACEMENTS } from './lists.ts';
import { subtitleOf, textOf, windowOf } from './preview.ts';

export const contentBox = defineType({
  name: 'contentBox',
  title: 'Content box',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'schedule', title: 'Schedule' },
    { name: 'audience', title: 'Audience' },
  ],
  fields: [
    localeField('localeString', { name: 'title', title: 'Title', group: 'content', required: true }),
    localeField('localeText', { name: 'description', title: 'Text', group: 'content' }),
    defineField({ name: 'image', title: 'Image', type: 'imageSet', group: 'content' }),
    localeField('localeString', { name: 'button', title: 'Button label', group: 'content' }),
    urlActionField('content'),
    defineField({
      name: 'placement',
      title: 'Shown on',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...CONTENT_BOX_PLACEMENTS] },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    ...scheduleFields('schedule'),
    sortOrderField('schedule'),
    ...audienceFields('audience'),
    marketsField('audience'),
  ],
  preview: {
    select: {
      title: 'title',
      start: 'startDate',
      end: 'endDate',
      authorized: 'authorized',
      media: 'image.img1x',
    },
    prepare: ({ title, start, end, authorized, media }) => ({
      title: textOf(title) ?? 'Untitled content box',
      subtitle: subtitleOf(windowOf(start, end), authorized),
      media,
    }),
  },
});
