/**
 * A picture per device class, for wide artwork that is cropped differently on each (banners, page
 * heroes). The site requests webp at quality 75 and twice the displayed size (spec 3 §9), so one
 * upload per device is enough.
 */
import { defineField, defineType } from 'sanity';

export const deviceImages = defineType({
  name: 'deviceImages',
  title: 'Images per device',
  type: 'object',
  options: { columns: 3 },
  fields: [
    defineField({ name: 'desktop', title: 'Desktop', type: 'image', options: { hotspot: true } }),
    defineField({
      name: 'tablet',
      title: 'Tablet',
      type: 'image',
      options: { hotspot: true },
      description: 'Empty uses the desktop image.',
    }),
    defineField({
      name: 'mobile',
      title: 'Mobile',
      type: 'image',
      options: { hotspot: true },
      description: 'Empty uses the tablet or desktop image.',
    }),
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'localeString',
      description: 'Read by screen readers; empty for a decorative image.',
    }),
  ],
});
