/** A widget's tiles for one device class (spec 3 §3 "gameGrids per device", `grid`). */
import { defineArrayMember, defineField, defineType } from 'sanity';
import { DEVICES } from './lists.ts';

export const gameGrid = defineType({
  name: 'gameGrid',
  title: 'Grid for a device',
  type: 'object',
  fields: [
    defineField({
      name: 'device',
      title: 'Device',
      type: 'string',
      options: { list: [...DEVICES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'number',
      description: 'Cells per row; a 4x or 2xh tile takes two.',
      validation: (rule) => rule.required().integer().min(2).max(12),
    }),
    defineField({
      name: 'grid',
      title: 'Tiles',
      type: 'array',
      description: 'In reading order.',
      of: [defineArrayMember({ type: 'gridTile' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { device: 'device', columns: 'columns', grid: 'grid' },
    prepare: ({ device, columns, grid }) => ({
      title: typeof device === 'string' ? device : 'No device',
      subtitle: `${String(columns ?? '?')} columns · ${Array.isArray(grid) ? grid.length : 0} tiles`,
    }),
  },
});
