/**
 * The names and logos players see for payment methods (spec 2 §3 "payment methods", spec 3 §7):
 * the content's name of each method code ("Visa and Mastercard" for CREDITCARD), so no page shows
 * a raw code, and its logo (the content's image, sized for a method card). Names come from every
 * market's methods: a player may withdraw to a method their market no longer offers. A code the
 * content does not know takes the name the player API gave it, if any, or reads as a word ("Skrill"
 * for SKRILL), and has no logo; a content failure does the same rather than failing the page.
 */
import type { ContentClient, ImageUrlFor } from '@casino/content';
import { graphql } from '../../generated/graphql';

export type PaymentMethodNames = (code: string, apiName?: string) => string;

/** A method's logo as a card shows it (the image is 2:1). */
export interface PaymentMethodLogo {
  src: string;
  width: number;
  height: number;
}

export interface PaymentMethodCatalogue {
  nameOf: PaymentMethodNames;
  logoOf: (code: string) => PaymentMethodLogo | null;
}

const LOGO = { width: 64, height: 32 } as const;

export async function loadPaymentMethodCatalogue(
  content: ContentClient,
  imageUrlFor?: ImageUrlFor,
): Promise<PaymentMethodCatalogue> {
  const names = new Map<string, string>();
  const logos = new Map<string, string>();
  try {
    const { paymentMethods } = await content.query(PAYMENT_METHOD_NAMES_QUERY, {});
    for (const method of paymentMethods) {
      if (!method.code) continue;
      if (method.name) names.set(method.code, method.name);
      const asset = method.logo?.asset?._id;
      if (asset && !logos.has(method.code)) logos.set(method.code, asset);
    }
  } catch (error) {
    console.warn(`[site] payment method names unavailable: ${(error as Error).message}`);
  }
  return {
    nameOf: (code, apiName) => names.get(code) ?? apiName ?? code.charAt(0) + code.slice(1).toLowerCase(),
    logoOf: (code) => {
      const asset = logos.get(code);
      if (!asset || !imageUrlFor) return null;
      return { src: imageUrlFor({ asset: { _ref: asset } } as never, { ...LOGO }), ...LOGO };
    },
  };
}

export async function loadPaymentMethodNames(content: ContentClient): Promise<PaymentMethodNames> {
  return (await loadPaymentMethodCatalogue(content)).nameOf;
}

const PAYMENT_METHOD_NAMES_QUERY = graphql(`
  query PaymentMethodNames {
    paymentMethods {
      code
      name
      logo {
        asset {
          _id
        }
      }
    }
  }
`);
