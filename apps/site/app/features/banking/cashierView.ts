/**
 * The cashier's choices, as pure functions the deposit and withdrawal pages share (issue 27,
 * point 6; PLAYER-EXPERIENCE.md "Cashier"): what kind of method each payment method is, the order
 * the method cards come in, which method and which amount chip start selected, and which amount a
 * post means. No I/O, so it is tested beside it and safe in the browser.
 *
 * Decisions where the specs are silent:
 * - The last-used method comes from the player API's recent deposit methods (the player's paid
 *   deposits, latest first; spec 2 §7 "recent_deposit_methods"), not a cookie: it follows the
 *   player across devices and needs no consent. The first recent method the cashier still
 *   offers starts selected; without one, the first card.
 * - Pay and Play brands (the brand's `payAndPlay` feature) lead with the bank: bank methods come
 *   first and, with no last-used method, the first bank starts selected. Other brands keep the
 *   player API's order.
 * - Kinds (shown under each method's name, in the player's language): banks (Trustly, Euteller,
 *   Rapid Transfer), cards, e-wallets (Skrill, Neteller, MuchBetter, MSI Pay), vouchers
 *   (Paysafecard) and mobile payments (Siru); an unknown code is an e-wallet.
 * - The amount chip selected at first is 50 when offered (the amount most first deposits take),
 *   else the middle chip. A typed "other amount" wins over the chip, so the form works without
 *   scripts: the post carries both and `chosenAmount` reads the typed one first.
 */
export type MethodKind = 'bank' | 'card' | 'wallet' | 'voucher' | 'mobile';

export const METHOD_KINDS: Readonly<Record<string, MethodKind>> = {
  TRUSTLY: 'bank',
  EUTELLER: 'bank',
  RAPIDTRANSFER: 'bank',
  CREDITCARD: 'card',
  SKRILL: 'wallet',
  NETELLER: 'wallet',
  MUCHBETTER: 'wallet',
  MSIPAY: 'wallet',
  PAYSAFECARD: 'voucher',
  SIRU: 'mobile',
};

export function methodKind(code: string): MethodKind {
  return METHOD_KINDS[code] ?? 'wallet';
}

/** The method cards in their order: bank methods first on a Pay and Play brand, else as given. */
export function orderMethods<T extends { code: string }>(methods: readonly T[], bankFirst: boolean): T[] {
  if (!bankFirst) return [...methods];
  const banks = methods.filter((method) => methodKind(method.code) === 'bank');
  return [...banks, ...methods.filter((method) => methodKind(method.code) !== 'bank')];
}

/** The method selected at first: the latest recent one still offered, else the first card. */
export function preselectedMethod(
  methods: readonly { code: string }[],
  recent: readonly string[],
): string | null {
  const offered = new Set(methods.map((method) => method.code));
  return recent.find((code) => offered.has(code)) ?? methods[0]?.code ?? null;
}

const PREFERRED_CHIP = '50';

/** The amount chip selected at first: 50 when offered, else the middle one; none without chips. */
export function preselectedChip(chips: readonly string[]): string | null {
  if (chips.includes(PREFERRED_CHIP)) return PREFERRED_CHIP;
  return chips[Math.floor((chips.length - 1) / 2)] ?? null;
}

/** The amount a post means: the typed other amount when there is one, else the chosen chip. */
export function chosenAmount(form: Record<string, unknown>): string | undefined {
  const typed = typeof form['amount'] === 'string' ? form['amount'].trim() : '';
  if (typed) return typed;
  const chip = form['quickAmount'];
  return typeof chip === 'string' && chip.trim() ? chip.trim() : undefined;
}
