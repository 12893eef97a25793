/**
 * The names players see for payment methods (spec 2 §3 "payment methods", spec 3 §7): the
 * content's name of each method code ("Visa and Mastercard" for CREDITCARD), so no page shows a
 * raw code. Names come from every market's methods: a player may withdraw to a method their
 * market no longer offers. A code the content does not know takes the name the player API gave
 * it, if any, or reads as a word ("Skrill" for SKRILL); a content failure does the same rather than
 * failing the page.
 */
import type { ContentClient } from '@casino/content';
import { graphql } from '../../generated/graphql';

export type PaymentMethodNames = (code: string, apiName?: string) => string;

export async function loadPaymentMethodNames(content: ContentClient): Promise<PaymentMethodNames> {
  const names = new Map<string, string>();
  try {
    const { paymentMethods } = await content.query(PAYMENT_METHOD_NAMES_QUERY, {});
    for (const method of paymentMethods) if (method.code && method.name) names.set(method.code, method.name);
  } catch (error) {
    console.warn(`[site] payment method names unavailable: ${(error as Error).message}`);
  }
  return (code, apiName) => names.get(code) ?? apiName ?? code.charAt(0) + code.slice(1).toLowerCase();
}

const PAYMENT_METHOD_NAMES_QUERY = graphql(`
  query PaymentMethodNames {
    paymentMethods {
      code
      name
    }
  }
`);
