/**
 * Reading posted forms, for every action:
 * - `readForm`: a body that is not a form (wrong content type, broken encoding) reads as null, so
 *   actions answer 4xx instead of failing with a 500.
 * - `parseForm`: a form through its zod schema; a refusal as field errors, the first message of
 *   each top-level field (the schemas' messages are message ids of the catalogues; `messageFor`
 *   turns zod's own messages, for a value the schema did not word, into the form's ids).
 * - `parseFormRequest`: both, for an action that reads one form (a body that is no form is an
 *   empty one, refused by its schema).
 * Every action reads its form through `parseForm`; a form of several intents parses the intent
 * first, then the intent's own schema.
 */
import type { z } from 'zod';
import type { MessageId } from '@casino/i18n';

export async function readForm(request: Request): Promise<Record<string, FormDataEntryValue> | null> {
  try {
    return Object.fromEntries(await request.formData());
  } catch {
    return null;
  }
}

export type FieldErrors<F extends string = string> = Partial<Record<F, MessageId>>;

export type ParsedForm<T, F extends string> =
  { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors<F> };

export interface ParseFormOptions {
  /** The message id for an issue: by default the issue's own message. */
  messageFor?: (field: string, message: string) => string;
  /** The field of an issue without a path (a check of the whole form). */
  formField?: string;
}

export function parseForm<S extends z.ZodType, F extends string = string>(
  schema: S,
  form: unknown,
  options: ParseFormOptions = {},
): ParsedForm<z.output<S>, F> {
  const parsed = schema.safeParse(form);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: FieldErrors<F> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? options.formField ?? '');
    const message = options.messageFor ? options.messageFor(field, issue.message) : issue.message;
    fieldErrors[field as F] ??= message as MessageId;
  }
  return { ok: false, fieldErrors };
}

/** Reads a posted form and parses it with its schema (module header). */
export async function parseFormRequest<S extends z.ZodType, F extends string = string>(
  request: Request,
  schema: S,
  options: ParseFormOptions = {},
): Promise<ParsedForm<z.output<S>, F>> {
  return parseForm<S, F>(schema, (await readForm(request)) ?? {}, options);
}
