/**
 * Field definitions several document types share, so each is written once: the schedule window,
 * the audience, the market filter, the sort order and the link a button follows.
 */
import { defineArrayMember, defineField } from 'sanity';
import { endDateRule } from './dateWindow.rules.ts';
import { AUTHORIZED } from './lists.ts';
import { localeRequiredRule } from './locale.rules.ts';
import { linkRule } from './url.rules.ts';

interface FieldOptions {
  name: string;
  title: string;
  group?: string | string[];
  description?: string;
}

/** A localised field; `required` means text in at least one language. */
export function localeField(
  type: 'localeString' | 'localeText' | 'localeBlock',
  { required = false, ...options }: FieldOptions & { required?: boolean },
) {
  return defineField({
    ...options,
    type,
    validation: required ? (rule) => rule.custom(localeRequiredRule) : undefined,
  });
}

/** `startDate` and `endDate` (spec 3 §3 banners): shown from start until end, either open. */
export function scheduleFields(group?: string) {
  return [
    defineField({
      name: 'startDate',
      title: 'Start date',
      type: 'datetime',
      group,
      description: 'Shown from this moment; empty means at once.',
    }),
    defineField({
      name: 'endDate',
      title: 'End date',
      type: 'datetime',
      group,
      description: 'Hidden from this moment; empty means until removed.',
      validation: (rule) => rule.custom(endDateRule),
    }),
  ];
}

/** `authorized` and `targetAudience` (spec 3 §3 "Content box", §5). */
export function audienceFields(group?: string) {
  return [
    defineField({
      name: 'authorized',
      title: 'Shown to',
      type: 'string',
      group,
      options: { list: [...AUTHORIZED], layout: 'radio' },
      initialValue: 'both',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'targetAudience',
      title: 'Target audience',
      type: 'targetAudience',
      group,
      description: 'Applies to logged-in players; visitors have no deposit count or player id.',
    }),
  ];
}

/** The markets an item is shown in; empty means every market of the brand. */
export function marketsField(group?: string, description = 'Empty means every market of the brand.') {
  return defineField({
    name: 'markets',
    title: 'Markets',
    type: 'array',
    group,
    description,
    of: [defineArrayMember({ type: 'reference', to: [{ type: 'market' }] })],
    validation: (rule) => rule.unique(),
  });
}

/** Position among its siblings: lower first. */
export function sortOrderField(group?: string) {
  return defineField({
    name: 'sortOrder',
    title: 'Sort order',
    type: 'number',
    group,
    description: 'Lower numbers come first.',
    initialValue: 100,
    validation: (rule) => rule.integer(),
  });
}

/** Where a click goes (spec 3 §3 banners `urlAction`): a site path, a hash or an http URL. */
export function urlActionField(group?: string, name = 'urlAction', title = 'Link') {
  return defineField({
    name,
    title,
    type: 'string',
    group,
    description: 'A site path such as "/promotions" (the locale is added), "#login", or an https:// URL.',
    validation: (rule) => rule.custom(linkRule),
  });
}
