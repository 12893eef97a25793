/**
 * A tournament (spec 3 §7 "GET /tournament/{a}/{b}/{market}"): the editorial side (text, art,
 * games, terms); standings come from the player API by `tournamentId`.
 *
 * Decision: the spec shows no tournament fields; a regulated operator publishes the prize
 * structure and terms with every tournament, so `prizes` and `terms` are here. `repeat` makes a
 * recurring race (an hourly sprint, a daily or weekly race): between its start and end a new
 * edition starts every period, each with its own leaderboard and prizes.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { contentIdRule } from './codes.rules.ts';
import { localeField, marketsField, scheduleFields } from './fields.ts';
import { GAME_TYPES, TOURNAMENT_REPEATS } from './lists.ts';
import { subtitleOf, textOf, windowOf } from './preview.ts';
import { isUniqueSlug, uniqueValueRule } from './unique.rules.ts';

export const tournament = defineType({
  name: 'tournament',
  title: 'Tournament',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'games', title: 'Games' },
    { name: 'schedule', title: 'Schedule' },
  ],
  fields: [
    defineField({
      name: 'tournamentId',
      title: 'Tournament id',
      type: 'string',
      group: 'content',
      description: "The player API's id of the tournament.",
      validation: (rule) => rule.required().custom(contentIdRule).custom(uniqueValueRule),
    }),
    localeField('localeString', { name: 'title', title: 'Title', group: 'content', required: true }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'content',
      options: { source: 'title.en', isUnique: isUniqueSlug },
      validation: (rule) => rule.required(),
    }),
    localeField('localeText', { name: 'summary', title: 'Summary', group: 'content' }),
    localeField('localeBlock', { name: 'description', title: 'Description', group: 'content' }),
    localeField('localeBlock', { name: 'prizes', title: 'Prizes', group: 'content' }),
    localeField('localeBlock', { name: 'terms', title: 'Terms', group: 'content', required: true }),
    defineField({ name: 'images', title: 'Images', type: 'deviceImages', group: 'content' }),
    defineField({
      name: 'type',
      title: 'Lobby',
      type: 'string',
      group: 'games',
      options: { list: [...GAME_TYPES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'games',
      title: 'Games',
      type: 'array',
      group: 'games',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'game' }] })],
      validation: (rule) => rule.unique(),
    }),
    ...scheduleFields('schedule'),
    defineField({
      name: 'repeat',
      title: 'Repeats',
      type: 'string',
      group: 'schedule',
      description:
        'Empty: one tournament from the start to the end. Otherwise a new edition starts every period between them, each with its own leaderboard and prizes.',
      options: { list: [...TOURNAMENT_REPEATS], layout: 'radio', direction: 'horizontal' },
    }),
    marketsField('schedule'),
  ],
  preview: {
    select: {
      title: 'title',
      start: 'startDate',
      end: 'endDate',
      repeat: 'repeat',
      media: 'images.desktop',
    },
    prepare: ({ title, start, end, repeat, media }) => ({
      title: textOf(title) ?? 'Untitled tournament',
      subtitle: subtitleOf(
        windowOf(start, end),
        TOURNAMENT_REPEATS.find((option) => option.value === repeat)?.title,
      ),
      media,
    }),
  },
});
