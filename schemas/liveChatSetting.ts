/**
 * Live chat per language-market (spec 3 §2 "Live chat can be disabled per language-market
 * (disableLiveChat)"). A language-market without a setting has live chat on.
 */
import { defineField, defineType } from 'sanity';

export const liveChatSetting = defineType({
  name: 'liveChatSetting',
  title: 'Live chat setting',
  type: 'document',
  fields: [
    defineField({
      name: 'market',
      title: 'Market',
      type: 'reference',
      to: [{ type: 'market' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'language',
      title: 'Language',
      type: 'reference',
      to: [{ type: 'language' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'disableLiveChat',
      title: 'Disable live chat',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: {
    select: { language: 'language.code', market: 'market.marketId', disabled: 'disableLiveChat' },
    prepare: ({ language, market, disabled }) => ({
      title: `${String(language ?? '??')}-${String(market ?? '??')}`,
      subtitle: disabled === true ? 'Live chat off' : 'Live chat on',
    }),
  },
});
