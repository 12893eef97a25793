/**
 * A game category of the casino or live-casino lobby (spec 3 §3 "Category": id, label, url,
 * hideInMenu / visibleInMenu, visibleInLobby, iconSvg), its page at /online-casino/:id or
 * /live-casino-online/:id. Games join a category through their `categories`.
 *
 * Decisions where the spec is silent:
 * - The spec's `id` is `categoryId` (the URL segment), as `marketId` on markets.
 * - Only `hideInMenu` is stored; `visibleInMenu`, the same fact inverted, is derived by readers.
 * - `url`, when set, overrides the category page link (e.g. to a promotion); empty means the
 *   category page.
 */
import { defineField, defineType } from 'sanity';
import { contentIdRule, iconSvgRule } from './codes.rules.ts';
import { localeField, marketsField, sortOrderField } from './fields.ts';
import { GAME_TYPES } from './lists.ts';
import { subtitleOf, textOf } from './preview.ts';
import { uniqueValueRule } from './unique.rules.ts';
import { linkRule } from './url.rules.ts';

export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fields: [
    defineField({
      name: 'categoryId',
      title: 'Category id',
      type: 'string',
      description: 'The URL segment, e.g. "new-games" for /online-casino/new-games.',
      validation: (rule) => rule.required().custom(contentIdRule).custom(uniqueValueRule),
    }),
    localeField('localeString', { name: 'label', title: 'Label', required: true }),
    defineField({
      name: 'type',
      title: 'Lobby',
      type: 'string',
      options: { list: [...GAME_TYPES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Link',
      type: 'string',
      description: 'Empty links to the category page; otherwise a site path or an https:// URL.',
      validation: (rule) => rule.custom(linkRule),
    }),
    defineField({ name: 'hideInMenu', title: 'Hide in the menu', type: 'boolean', initialValue: false }),
    defineField({ name: 'visibleInLobby', title: 'Show in the lobby', type: 'boolean', initialValue: true }),
    defineField({
      name: 'iconSvg',
      title: 'Icon (SVG markup)',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.custom(iconSvgRule),
    }),
    sortOrderField(),
    marketsField(),
  ],
  orderings: [{ title: 'Sort order', name: 'sortOrder', by: [{ field: 'sortOrder', direction: 'asc' }] }],
  preview: {
    select: { label: 'label', categoryId: 'categoryId', type: 'type', hidden: 'hideInMenu' },
    prepare: ({ label, categoryId, type, hidden }) => ({
      title: textOf(label) ?? textOf(categoryId) ?? 'Unnamed category',
      subtitle: subtitleOf(type, categoryId, hidden === true ? 'hidden in menu' : undefined),
    }),
  },
});
