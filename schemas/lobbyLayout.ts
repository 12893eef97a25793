/**
 * A lobby's layout: the widgets of the casino or live-casino lobby, top to bottom, for some
 * markets (spec 3 §3 "Lobby layout / widget", §7 "lobby"). The lobby for a market is the layout
 * listing that market, else the default layout of lobbySettings. The channel and device pick the
 * games and grid inside each widget.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { marketsField } from './fields.ts';
import { GAME_TYPES } from './lists.ts';
import { subtitleOf } from './preview.ts';

export const lobbyLayout = defineType({
  name: 'lobbyLayout',
  title: 'Lobby layout',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'type',
      title: 'Lobby',
      type: 'string',
      options: { list: [...GAME_TYPES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    marketsField(undefined, 'The markets that use this layout; empty means only as a default.'),
    defineField({
      name: 'widgets',
      title: 'Widgets',
      type: 'array',
      description: 'Top to bottom.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'lobbyWidget' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: {
    select: { name: 'name', type: 'type', widgets: 'widgets' },
    prepare: ({ name, type, widgets }) => ({
      title: typeof name === 'string' ? name : 'Unnamed layout',
      subtitle: subtitleOf(type, `${Array.isArray(widgets) ? widgets.length : 0} widgets`),
    }),
  },
});
