/**
 * One picture at three pixel densities (spec 3 §3: game thumbnails and lobby tiles have `img1x`,
 * `img2x` and `img3x`), with alternative text for screen readers.
 */
import { defineField, defineType } from 'sanity';

export const imageSet = defineType({
  name: 'imageSet',
  title: 'Image at 1x, 2x and 3x',
  type: 'object',
  options: { columns: 3 },
  fields: [
    defineField({ name: 'img1x', title: '1x', type: 'image' }),
    defineField({ name: 'img2x', title: '2x', type: 'image' }),
    defineField({ name: 'img3x', title: '3x', type: 'image' }),
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'localeString',
      description: 'Read by screen readers; empty for a decorative image.',
    }),
  ],
});
