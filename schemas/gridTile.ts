/**
 * One tile of a lobby grid (spec 3 §3 "Lobby layout / widget"): a game at a tile size. Tiles bigger
 * than 1x carry their own art at 1x, 2x and 3x; a 1x tile shows the game's thumbnail.
 */
import { defineField, defineType } from 'sanity';
import { TILE_SIZES } from './lists.ts';
import { tileImagesRule } from './lobbyWidget.rules.ts';

export const gridTile = defineType({
  name: 'gridTile',
  title: 'Tile',
  type: 'object',
  validation: (rule) => rule.custom(tileImagesRule),
  fields: [
    defineField({
      name: 'size',
      title: 'Size',
      type: 'string',
      options: { list: [...TILE_SIZES], layout: 'radio', direction: 'horizontal' },
      initialValue: '1x',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'game',
      title: 'Game',
      type: 'reference',
      to: [{ type: 'game' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'images',
      title: 'Tile images',
      type: 'imageSet',
      description: 'Required for 4x, 2xh and 2xv tiles; a 1x tile shows the game thumbnail.',
    }),
  ],
  preview: {
    select: { size: 'size', game: 'game.label', media: 'images.img1x' },
    prepare: ({ size, game, media }) => ({
      title: typeof game === 'string' ? game : 'No game',
      subtitle: typeof size === 'string' ? size : undefined,
      media,
    }),
  },
});
