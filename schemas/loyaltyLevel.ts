/**
 * A loyalty level (spec 3 §3 "Loyalty level": level, levelType, title, content). The player's
 * level comes from the player API (/player/loyalty-level) and is matched on `level`.
 *
 * Decision: `levelType` is a free code (e.g. "bronze", "vip") because the spec does not list the
 * values; `icon` is the badge shown next to the level.
 */
import { defineField, defineType } from 'sanity';
import { contentIdRule } from './codes.rules.ts';
import { localeField } from './fields.ts';
import { subtitleOf, textOf } from './preview.ts';
import { uniqueValueRule } from './unique.rules.ts';

export const loyaltyLevel = defineType({
  name: 'loyaltyLevel',
  title: 'Loyalty level',
  type: 'document',
  fields: [
    defineField({
      name: 'level',
      title: 'Level',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0).custom(uniqueValueRule),
    }),
    defineField({
      name: 'levelType',
      title: 'Level type',
      type: 'string',
      description: 'E.g. "bronze".',
      validation: (rule) => rule.required().custom(contentIdRule),
    }),
    localeField('localeString', { name: 'title', title: 'Title', required: true }),
    localeField('localeBlock', { name: 'content', title: 'Content' }),
    defineField({ name: 'icon', title: 'Badge', type: 'image' }),
  ],
  orderings: [{ title: 'Level', name: 'level', by: [{ field: 'level', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', level: 'level', levelType: 'levelType', media: 'icon' },
    prepare: ({ title, level, levelType, media }) => ({
      title: textOf(title) ?? 'Untitled level',
      subtitle: subtitleOf(typeof level === 'number' ? `level ${level}` : undefined, levelType),
      media,
    }),
  },
});
