/**
 * The date window of scheduled content (banners, boxes, promotions, tournaments, licences): shown
 * from `startDate` until `endDate`, either open-ended.
 */

/** `endDate` must be after its sibling `startDate` when both are set. */
export function endDateRule(value: string | undefined, context: { parent?: unknown }): true | string {
  if (value === undefined || value === '') return true;
  const start = (context.parent as { startDate?: unknown } | undefined)?.startDate;
  if (typeof start !== 'string' || start === '') return true;
  const end = Date.parse(value);
  const begin = Date.parse(start);
  if (Number.isNaN(end) || Number.isNaN(begin)) return true; // the date type reports bad dates
  return end > begin || 'The end date must be after the start date';
}
