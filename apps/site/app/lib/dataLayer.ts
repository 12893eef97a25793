/**
 * Analytics events go to a data layer (spec 1 §9 "Events go to a data layer": registration start
 * and complete, login complete, first and recurring deposit). The site only pushes; a tag manager
 * the operator adds reads `window.dataLayer`. Nothing personal goes in.
 */
export type DataLayerEvent =
  'registration_start' | 'registration_complete' | 'login_complete' | 'first_deposit' | 'recurring_deposit';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export function pushDataLayer(
  event: DataLayerEvent,
  data: Record<string, string | number | boolean> = {},
): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...data });
}
