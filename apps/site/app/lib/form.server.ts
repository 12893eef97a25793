/**
 * Reads a posted form. A body that is not a form (wrong content type, broken encoding) reads as
 * null, so actions answer 4xx instead of failing with a 500.
 */
export async function readForm(request: Request): Promise<Record<string, FormDataEntryValue> | null> {
  try {
    return Object.fromEntries(await request.formData());
  } catch {
    return null;
  }
}
