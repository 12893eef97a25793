/**
 * A curated, ordered list of games (spec 3 §7 "game lists (list id, channel, start..end range;
 * filtered by channel, provider ids, excluded sub-providers)"). The channel, range and filters are
 * query arguments; the list holds the games in order.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { contentIdRule } from './codes.rules.ts';
import { localeField } from './fields.ts';
import { GAME_TYPES } from './lists.ts';
import { subtitleOf, textOf } from './preview.ts';
import { uniqueValueRule } from './unique.rules.ts';

export const gameList = defineType({
  name: 'gameList',
  title: 'Game list',
  type: 'document',
  fields: [
    defineField({
      name: 'listId',
      title: 'List id',
      type: 'string',
      description: 'E.g. "popular-slots".',
      validation: (rule) => rule.required().custom(contentIdRule).custom(uniqueValueRule),
    }),
    localeField('localeString', { name: 'title', title: 'Title', required: true }),
    defineField({
      name: 'type',
      title: 'Lobby',
      type: 'string',
      options: { list: [...GAME_TYPES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'games',
      title: 'Games',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'game' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: {
    select: { title: 'title', listId: 'listId', games: 'games' },
    prepare: ({ title, listId, games }) => ({
      title: textOf(title) ?? textOf(listId) ?? 'Unnamed list',
      subtitle: subtitleOf(listId, `${Array.isArray(games) ? games.length : 0} games`),
    }),
  },
});
