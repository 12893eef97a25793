/**
 * The payment methods: each code's name, directions, limits in euros, processing time, fees and
 * mark, limited to the markets the plan names.
 */
import { PAYMENT_METHOD_CODES } from '@casino/schemas';
import type { IconRef } from '../artwork.ts';
import { FEES, PROCESSING_TIMES } from '../texts.ts';
import type { DatasetBuilder } from './refs.ts';

const PAYMENT_METHODS: Record<
  (typeof PAYMENT_METHOD_CODES)[number],
  {
    name: string;
    deposit: boolean;
    withdrawal: boolean;
    min: number;
    max: number;
    time: keyof typeof PROCESSING_TIMES;
    fee: keyof typeof FEES;
    /** The emoji beside the name on the method's mark. */
    icon: IconRef;
  }
> = {
  TRUSTLY: {
    name: 'Trustly',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 10000,
    time: 'instant',
    fee: 'free',
    icon: 'fluent:bank',
  },
  CREDITCARD: {
    name: 'Visa and Mastercard',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 5000,
    time: 'days1to3',
    fee: 'free',
    icon: 'fluent:credit-card',
  },
  EUTELLER: {
    name: 'Euteller',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 5000,
    time: 'hours24',
    fee: 'free',
    icon: 'fluent:bank',
  },
  SIRU: {
    name: 'Siru Mobile',
    deposit: true,
    withdrawal: false,
    min: 5,
    max: 300,
    time: 'depositOnly',
    fee: 'provider',
    icon: 'fluent:mobile-phone',
  },
  SKRILL: {
    name: 'Skrill',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 5000,
    time: 'hours24',
    fee: 'provider',
    icon: 'fluent:purse',
  },
  NETELLER: {
    name: 'Neteller',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 5000,
    time: 'hours24',
    fee: 'provider',
    icon: 'fluent:money-with-wings',
  },
  MUCHBETTER: {
    name: 'MuchBetter',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 3000,
    time: 'hours24',
    fee: 'free',
    icon: 'fluent:mobile-phone',
  },
  RAPIDTRANSFER: {
    name: 'Rapid Transfer',
    deposit: true,
    withdrawal: false,
    min: 10,
    max: 5000,
    time: 'depositOnly',
    fee: 'free',
    icon: 'fluent:high-voltage',
  },
  PAYSAFECARD: {
    name: 'Paysafecard',
    deposit: true,
    withdrawal: false,
    min: 10,
    max: 1000,
    time: 'depositOnly',
    fee: 'free',
    icon: 'fluent:ticket',
  },
  MSIPAY: {
    name: 'MSI Pay',
    deposit: true,
    withdrawal: true,
    min: 10,
    max: 2000,
    time: 'days1to3',
    fee: 'provider',
    icon: 'fluent:credit-card',
  },
};

/** Adds a document per payment method, in the order of PAYMENT_METHOD_CODES. */
export function addPaymentMethods({ ds, plan, optionalMarkets }: DatasetBuilder): void {
  PAYMENT_METHOD_CODES.forEach((code, index) => {
    const method = PAYMENT_METHODS[code];
    ds.add({
      _id: `paymentmethod-${code.toLowerCase()}`,
      _type: 'paymentMethod',
      code,
      name: method.name,
      logo: ds.image(`payment/${code}`, 240, 120, { kind: 'wordmark', text: method.name, icon: method.icon }),
      deposit: method.deposit,
      withdrawal: method.withdrawal,
      sortOrder: (index + 1) * 10,
      markets: optionalMarkets(plan.paymentMarkets[code]),
      currency: 'EUR',
      minAmount: method.min,
      maxAmount: method.max,
      processingTime: ds.ls(PROCESSING_TIMES[method.time]),
      fees: ds.ls(FEES[method.fee]),
    });
  });
}
