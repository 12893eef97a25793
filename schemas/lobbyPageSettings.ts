/**
 * Settings of one lobby (casino or live casino) in `lobbySettings`. Defaults are spec 3 §9's
 * page sizes ("live casino 15 on mobile, 30 on desktop; game categories 30 on mobile, 60 on
 * desktop") and §4's recent-played row span.
 */
import { defineField, defineType } from 'sanity';

export const lobbyPageSettings = defineType({
  name: 'lobbyPageSettings',
  title: 'Lobby settings',
  type: 'object',
  fields: [
    defineField({
      name: 'defaultLayout',
      title: 'Default layout',
      type: 'reference',
      to: [{ type: 'lobbyLayout' }],
      description: 'Used in markets that have no layout of their own.',
    }),
    defineField({
      name: 'categoryPageSizeMobile',
      title: 'Games per category page on mobile',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(200),
    }),
    defineField({
      name: 'categoryPageSizeDesktop',
      title: 'Games per category page on desktop',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(200),
    }),
    defineField({
      name: 'recentlyPlayedRowSpan',
      title: 'Rows a recently played game spans',
      type: 'number',
      options: { list: [1, 2], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
  ],
});
