/**
 * Who among logged-in players sees a banner, content box or tournament box (spec 3 §3 "Content
 * box": targetAudienceOption, targetGroups, targetPlayersIds; §5).
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { TARGET_AUDIENCE_OPTIONS, TARGET_GROUPS } from './lists.ts';
import { playerIdRule, targetAudienceRule } from './targetAudience.rules.ts';

export const targetAudience = defineType({
  name: 'targetAudience',
  title: 'Target audience',
  type: 'object',
  validation: (rule) => rule.custom(targetAudienceRule),
  fields: [
    defineField({
      name: 'targetAudienceOption',
      title: 'Audience',
      type: 'string',
      options: { list: [...TARGET_AUDIENCE_OPTIONS], layout: 'radio' },
      initialValue: 'noLimit',
    }),
    defineField({
      name: 'targetGroups',
      title: 'Deposit-count groups',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...TARGET_GROUPS] },
      hidden: ({ parent }) =>
        (parent as { targetAudienceOption?: string } | undefined)?.targetAudienceOption !== 'group',
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'targetPlayersIds',
      title: 'Player ids',
      type: 'array',
      description: 'Paste the ids from the CSV, one tag per player.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.custom(playerIdRule) })],
      options: { layout: 'tags' },
      hidden: ({ parent }) =>
        (parent as { targetAudienceOption?: string } | undefined)?.targetAudienceOption !== 'players',
      validation: (rule) => rule.unique(),
    }),
  ],
});
