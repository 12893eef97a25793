/**
 * A bonus code carried into a page by its address, `?bonusCode=…` (spec 1 §2 "After login": a
 * carried bonus code is kept in the query string as bonusCode): from a registration page into
 * sign-up, and from sign-up or the login to the bonus-code page. Letters, digits, `_` and `-`, at
 * most 40 (the bonus-code field's length); anything else is ignored, not an error, since the
 * address is the visitor's to type.
 */
import { z } from 'zod';

export const carriedBonusCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\w-]+$/);

/** The valid code of `value` (a query or form value), else null. */
export function carriedBonusCode(value: unknown): string | null {
  const parsed = carriedBonusCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
