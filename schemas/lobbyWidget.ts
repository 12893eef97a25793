/**
 * One row of a lobby (spec 3 §3 "Lobby layout / widget": _id, id, name, type, rowNum, hasMore,
 * gameGrids per device, grid, widgetType, iconSvg, games). A document so layouts of several markets
 * can share it.
 *
 * Decisions where the spec is silent:
 * - `rowNum` is how many rows of tiles the widget shows before "more"; the order of widgets is
 *   their order in the layout.
 * - The games come from, in this order: the grid for the player's device (`gameGrid` widgets), the
 *   explicit `games`, the `gameList`, the `category`. `hasMore` links to the category page.
 * - `type` is the lobby the widget's games belong to, as on games and layouts.
 * - `authorized` hides player-only widgets (recently played, favourites) from visitors.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { contentIdRule, iconSvgRule } from './codes.rules.ts';
import { localeField } from './fields.ts';
import { AUTHORIZED, GAME_TYPES, WIDGET_TYPES } from './lists.ts';
import { oneGridPerDeviceRule } from './lobbyWidget.rules.ts';
import { subtitleOf, textOf } from './preview.ts';
import { uniqueValueRule } from './unique.rules.ts';

export const lobbyWidget = defineType({
  name: 'lobbyWidget',
  title: 'Lobby widget',
  type: 'document',
  groups: [
    { name: 'widget', title: 'Widget', default: true },
    { name: 'games', title: 'Games' },
  ],
  fields: [
    defineField({
      name: 'widgetId',
      title: 'Widget id',
      type: 'string',
      group: 'widget',
      description: 'The spec\'s widget `id`, e.g. "top-slots".',
      validation: (rule) => rule.required().custom(contentIdRule).custom(uniqueValueRule),
    }),
    localeField('localeString', { name: 'name', title: 'Heading', group: 'widget', required: true }),
    defineField({
      name: 'type',
      title: 'Lobby',
      type: 'string',
      group: 'widget',
      options: { list: [...GAME_TYPES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'widgetType',
      title: 'Widget type',
      type: 'string',
      group: 'widget',
      options: { list: [...WIDGET_TYPES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'rowNum',
      title: 'Rows',
      type: 'number',
      group: 'widget',
      description: 'Rows of tiles shown before "more".',
      initialValue: 1,
      validation: (rule) => rule.required().integer().min(1).max(10),
    }),
    defineField({
      name: 'hasMore',
      title: 'Show a "more" link',
      type: 'boolean',
      group: 'widget',
      description: 'Links to the category page.',
      initialValue: false,
    }),
    defineField({
      name: 'iconSvg',
      title: 'Icon (SVG markup)',
      type: 'text',
      group: 'widget',
      rows: 4,
      validation: (rule) => rule.custom(iconSvgRule),
    }),
    defineField({
      name: 'authorized',
      title: 'Shown to',
      type: 'string',
      group: 'widget',
      options: { list: [...AUTHORIZED], layout: 'radio' },
      initialValue: 'both',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      group: 'games',
      to: [{ type: 'category' }],
      description: 'Its games fill the widget when nothing below is set; "more" opens its page.',
    }),
    defineField({
      name: 'gameList',
      title: 'Game list',
      type: 'reference',
      group: 'games',
      to: [{ type: 'gameList' }],
    }),
    defineField({
      name: 'games',
      title: 'Games',
      type: 'array',
      group: 'games',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'game' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'gameGrids',
      title: 'Grids per device',
      type: 'array',
      group: 'games',
      description: 'For game grid widgets: the tiles and their sizes on each device.',
      of: [defineArrayMember({ type: 'gameGrid' })],
      validation: (rule) => rule.custom(oneGridPerDeviceRule),
    }),
  ],
  preview: {
    select: { name: 'name', widgetId: 'widgetId', widgetType: 'widgetType', type: 'type' },
    prepare: ({ name, widgetId, widgetType, type }) => ({
      title: textOf(name) ?? textOf(widgetId) ?? 'Unnamed widget',
      subtitle: subtitleOf(type, widgetType, widgetId),
    }),
  },
});
