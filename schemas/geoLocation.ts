/** A point on the map in the spec's words (spec 1 §3 Country entry `location`: lat, lon). */
import { defineField, defineType } from 'sanity';

export const geoLocation = defineType({
  name: 'geoLocation',
  title: 'Location',
  type: 'object',
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'lat',
      title: 'Latitude',
      type: 'number',
      validation: (rule) => rule.min(-90).max(90),
    }),
    defineField({
      name: 'lon',
      title: 'Longitude',
      type: 'number',
      validation: (rule) => rule.min(-180).max(180),
    }),
  ],
});
