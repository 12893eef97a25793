/**
 * A payment method in the brand's payment-method list (spec 2 §3 "Payment methods": CREDITCARD,
 * EUTELLER, MUCHBETTER, NETELLER, PAYSAFECARD, RAPIDTRANSFER, SIRU, SKRILL, TRUSTLY, MSIPAY; "a
 * CMS-managed payment-methods list also exists"; spec 3 §7 "payment methods"), shown on
 * /payment-methods and in the footer.
 *
 * Decision: players are told per method whether it deposits, withdraws, its limits, fees and
 * processing time, as regulators expect on the payment-methods page.
 */
import { defineField, defineType } from 'sanity';
import { currencyCodeRule } from './codes.rules.ts';
import { localeField, marketsField, sortOrderField } from './fields.ts';
import { PAYMENT_METHOD_CODES } from './lists.ts';
import { subtitleOf } from './preview.ts';

export const paymentMethod = defineType({
  name: 'paymentMethod',
  title: 'Payment method',
  type: 'document',
  groups: [
    { name: 'method', title: 'Method', default: true },
    { name: 'terms', title: 'Limits and fees' },
  ],
  fields: [
    defineField({
      name: 'code',
      title: 'Code',
      type: 'string',
      group: 'method',
      options: { list: [...PAYMENT_METHOD_CODES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'method',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'logo', title: 'Logo', type: 'image', group: 'method' }),
    defineField({ name: 'deposit', title: 'Deposits', type: 'boolean', group: 'method', initialValue: true }),
    defineField({
      name: 'withdrawal',
      title: 'Withdrawals',
      type: 'boolean',
      group: 'method',
      initialValue: true,
    }),
    sortOrderField('method'),
    marketsField('method'),
    defineField({
      name: 'currency',
      title: 'Currency of the limits',
      type: 'string',
      group: 'terms',
      validation: (rule) => rule.custom(currencyCodeRule),
    }),
    defineField({
      name: 'minAmount',
      title: 'Minimum amount',
      type: 'number',
      group: 'terms',
      validation: (rule) => rule.min(0),
    }),
    defineField({
      name: 'maxAmount',
      title: 'Maximum amount',
      type: 'number',
      group: 'terms',
      validation: (rule) => rule.min(rule.valueOfField('minAmount')),
    }),
    localeField('localeString', { name: 'processingTime', title: 'Processing time', group: 'terms' }),
    localeField('localeString', { name: 'fees', title: 'Fees', group: 'terms' }),
  ],
  orderings: [{ title: 'Sort order', name: 'sortOrder', by: [{ field: 'sortOrder', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', code: 'code', deposit: 'deposit', withdrawal: 'withdrawal', media: 'logo' },
    prepare: ({ name, code, deposit, withdrawal, media }) => ({
      title: typeof name === 'string' ? name : 'Unnamed method',
      subtitle: subtitleOf(
        code,
        deposit === true ? 'deposit' : undefined,
        withdrawal === true ? 'withdrawal' : undefined,
      ),
      media,
    }),
  },
});
