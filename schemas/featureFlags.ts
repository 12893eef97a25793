/**
 * Editorial switches for the features a brand's configuration enables (brands/<id>/brand.ts
 * `features`, the same keys). Decision: content can switch a feature off at once, without a deploy
 * (e.g. pay-and-play during a provider outage), but cannot switch on what the brand's configuration
 * leaves off, so the operator's configuration stays the one place that grants a feature. The site
 * combines them: on = brand feature on and the switch not off.
 */
import { defineField, defineType } from 'sanity';

/** The keys of brands/src/schema.ts `features`; studio/featureFlags.test.ts checks they match. */
export const FEATURE_FLAGS = [
  { name: 'casino', title: 'Casino' },
  { name: 'liveCasino', title: 'Live casino' },
  { name: 'sportsbook', title: 'Sportsbook' },
  { name: 'payAndPlay', title: 'Pay and play' },
  { name: 'cashier', title: 'Cashier on /deposit' },
  { name: 'gameSlugs', title: 'Game pages at /play/:gameSlug' },
  { name: 'creedroomz', title: 'CreedRoomz live tables' },
  { name: 'termsPage', title: 'The /terms page' },
] as const;

export const featureFlags = defineType({
  name: 'featureFlags',
  title: 'Feature switches',
  type: 'object',
  description: 'Untick to switch a feature off. A feature the brand configuration leaves off stays off.',
  options: { columns: 2 },
  fields: FEATURE_FLAGS.map(({ name, title }) =>
    defineField({ name, title, type: 'boolean', initialValue: true }),
  ),
});
