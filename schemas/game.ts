/**
 * A casino game or live-casino table (spec 3 §3 "Game (lobby item)": id, type, label, gameProvider,
 * provider, subProvider, thumbnail (img1x, img2x, img3x), gameType, betLimits, seats, seatsTaken,
 * channels, jackpotExist, verticalImage, rowSpan, gameSlug, and the provider restricted-country
 * fields).
 *
 * Decisions where the spec is silent:
 * - The spec's `id` is `gameId`: the provider's id for the game or table, used in the play path
 *   and launch calls; unique per provider.
 * - `provider` is the integration the game launches through; `subProvider` the studio behind an
 *   aggregator; `gameProvider` the studio name shown to players.
 * - The provider restricted-country fields (providerRestrictedCountry,
 *   providerRemoveRestrictedCountryOverlay, restrictedCountry, removeRestrictedCountryOverlay) are
 *   read through the `provider` and `subProvider` references, not copied onto each game.
 * - `seatsTaken` is live seat data filled by game id at request time (spec 3 §3), so it is not
 *   content; `seats` is the table's seat count.
 * - `label` is the game's name, a proper noun that is not translated; `description` is.
 * - A regulated operator shows the return to player, so `rtp` is here; `demoAvailable` lets a
 *   game refuse fun mode (some jurisdictions forbid it for some games); `enabled` takes a game out
 *   of every lobby without deleting it.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { uniqueGameIdRule } from './game.rules.ts';
import { CHANNELS, GAME_KINDS, GAME_TYPES } from './lists.ts';
import { subtitleOf } from './preview.ts';
import { isUniqueSlug } from './unique.rules.ts';

export const game = defineType({
  name: 'game',
  title: 'Game',
  type: 'document',
  groups: [
    { name: 'game', title: 'Game', default: true },
    { name: 'provider', title: 'Provider' },
    { name: 'artwork', title: 'Artwork' },
    { name: 'lobby', title: 'Lobby' },
    { name: 'details', title: 'Details' },
  ],
  fields: [
    defineField({
      name: 'gameId',
      title: 'Game id',
      type: 'string',
      group: 'game',
      description: "The provider's id of the game or table.",
      validation: (rule) => rule.required().custom(uniqueGameIdRule),
    }),
    defineField({
      name: 'label',
      title: 'Name',
      type: 'string',
      group: 'game',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'type',
      title: 'Lobby',
      type: 'string',
      group: 'game',
      options: { list: [...GAME_TYPES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'gameType',
      title: 'Kind of game',
      type: 'string',
      group: 'game',
      options: { list: [...GAME_KINDS] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'gameSlug',
      title: 'Slug',
      type: 'slug',
      group: 'game',
      description: 'The game page /play/{slug} when game slugs are on.',
      options: { source: 'label', isUnique: isUniqueSlug },
    }),
    defineField({
      name: 'enabled',
      title: 'Enabled',
      type: 'boolean',
      group: 'game',
      description: 'Disabled games are in no lobby.',
      initialValue: true,
    }),
    defineField({
      name: 'provider',
      title: 'Provider',
      type: 'reference',
      group: 'provider',
      to: [{ type: 'provider' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'subProvider',
      title: 'Sub-provider',
      type: 'reference',
      group: 'provider',
      to: [{ type: 'subProvider' }],
      description: 'The studio, for games served by an aggregator.',
    }),
    defineField({
      name: 'gameProvider',
      title: 'Studio name shown',
      type: 'string',
      group: 'provider',
      description: 'E.g. "Play\'n GO".',
    }),
    defineField({
      name: 'thumbnail',
      title: 'Thumbnail',
      type: 'imageSet',
      group: 'artwork',
      description: 'Square art for 1x tiles, search and game lists.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'verticalImage',
      title: 'Vertical image',
      type: 'imageSet',
      group: 'artwork',
      description: 'Portrait art for rows where the game spans two rows.',
    }),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      group: 'lobby',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'channels',
      title: 'Channels',
      type: 'array',
      group: 'lobby',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...CHANNELS] },
      initialValue: ['web', 'mobile'],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'rowSpan',
      title: 'Rows spanned',
      type: 'number',
      group: 'lobby',
      options: { list: [1, 2], layout: 'radio', direction: 'horizontal' },
      initialValue: 1,
    }),
    defineField({
      name: 'jackpotExist',
      title: 'Has a jackpot',
      type: 'boolean',
      group: 'lobby',
      description: 'Only games with a jackpot show jackpot amounts.',
      initialValue: false,
    }),
    defineField({
      name: 'betLimits',
      title: 'Bet limits',
      type: 'array',
      group: 'details',
      of: [defineArrayMember({ type: 'betLimit' })],
    }),
    defineField({
      name: 'seats',
      title: 'Seats',
      type: 'number',
      group: 'details',
      description: 'Live tables with seats, e.g. blackjack; taken seats come live from the provider.',
      validation: (rule) => rule.integer().min(1),
    }),
    defineField({
      name: 'rtp',
      title: 'Return to player (%)',
      type: 'number',
      group: 'details',
      validation: (rule) => rule.min(0).max(100).precision(2),
    }),
    defineField({
      name: 'demoAvailable',
      title: 'Demo (fun mode) available',
      type: 'boolean',
      group: 'details',
      initialValue: true,
    }),
    defineField({ name: 'description', title: 'Description', type: 'localeText', group: 'details' }),
  ],
  preview: {
    select: {
      label: 'label',
      provider: 'provider.title',
      type: 'type',
      enabled: 'enabled',
      media: 'thumbnail.img1x',
    },
    prepare: ({ label, provider, type, enabled, media }) => ({
      title: typeof label === 'string' ? label : 'Unnamed game',
      subtitle: subtitleOf(provider, type, enabled === false ? 'disabled' : undefined),
      media,
    }),
  },
});
