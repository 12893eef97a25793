/**
 * Settings of the casino and live-casino lobbies (singleton, document id "lobbySettings"): the
 * default layout and page sizes of each (spec 3 §9 "Lobby category page"), and the rows a
 * recently played game spans (spec 3 §4; per brand, its values not shown).
 */
import { defineField, defineType } from 'sanity';

export const lobbySettings = defineType({
  name: 'lobbySettings',
  title: 'Lobby settings',
  type: 'document',
  fields: [
    defineField({
      name: 'casino',
      title: 'Casino',
      type: 'lobbyPageSettings',
      initialValue: { categoryPageSizeMobile: 30, categoryPageSizeDesktop: 60, recentlyPlayedRowSpan: 1 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'liveCasino',
      title: 'Live casino',
      type: 'lobbyPageSettings',
      initialValue: { categoryPageSizeMobile: 15, categoryPageSizeDesktop: 30, recentlyPlayedRowSpan: 2 },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Lobby settings' }) },
});
