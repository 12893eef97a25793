/**
 * A box promoting a tournament in the lobby (spec 3 §3 casino state `tournamentBoxes`; §5 shown by
 * authorized setting and target audience).
 *
 * Decision: fields as a content box, plus the `tournament` it promotes, whose dates it defaults to
 * when its own are empty.
 */
import { defineField, defineType } from 'sanity';
import {
  audienceFields,
  localeField,
  marketsField,
  scheduleFields,
  sortOrderField,
  urlActionField,
} from './fields.ts';
import { subtitleOf, textOf, windowOf } from './preview.ts';

export const tournamentBox = defineType({
  name: 'tournamentBox',
  title: 'Tournament box',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'schedule', title: 'Schedule' },
    { name: 'audience', title: 'Audience' },
  ],
  fields: [
    defineField({
      name: 'tournament',
      title: 'Tournament',
      type: 'reference',
      group: 'content',
      to: [{ type: 'tournament' }],
      validation: (rule) => rule.required(),
    }),
    localeField('localeString', { name: 'title', title: 'Title', group: 'content', required: true }),
    localeField('localeText', { name: 'description', title: 'Text', group: 'content' }),
    defineField({ name: 'image', title: 'Image', type: 'imageSet', group: 'content' }),
    localeField('localeString', { name: 'button', title: 'Button label', group: 'content' }),
    urlActionField('content'),
    ...scheduleFields('schedule'),
    sortOrderField('schedule'),
    ...audienceFields('audience'),
    marketsField('audience'),
  ],
  preview: {
    select: {
      title: 'title',
      tournament: 'tournament.title',
      start: 'startDate',
      end: 'endDate',
      media: 'image.img1x',
    },
    prepare: ({ title, tournament, start, end, media }) => ({
      title: textOf(title) ?? 'Untitled tournament box',
      subtitle: subtitleOf(textOf(tournament), windowOf(start, end)),
      media,
    }),
  },
});
