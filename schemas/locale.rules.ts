/** Rules for the locale types (localeString, localeText, localeBlock). */

function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

/**
 * A required localised field needs its text in at least one language. Which languages a brand
 * must fill depends on its markets, which the brand's configuration decides, not the schema.
 */
export function localeRequiredRule(value: Record<string, unknown> | undefined): true | string {
  const filled =
    value !== undefined && Object.entries(value).some(([key, text]) => !key.startsWith('_') && hasText(text));
  return filled || 'Needs a text in at least one language';
}
