/** Rules of the `salaryRange` type (salaryRange.ts). */

/** `max`, when set, must be above `min` (either bound may be open). */
export function salaryRangeBoundsRule(
  value: number | undefined,
  context: { parent?: unknown },
): true | string {
  const min = (context.parent as { min?: unknown } | undefined)?.min;
  if (typeof value !== 'number' || typeof min !== 'number') return true;
  return value > min || 'The upper bound must be above the lower bound';
}
