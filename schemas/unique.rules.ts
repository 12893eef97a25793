/**
 * Uniqueness across documents of one type: slugs and ids that address a page or a list. These
 * rules query the dataset, so they run only when validation has a client (always in the studio;
 * in tests through a client on a local GROQ endpoint).
 */
import { clientOf, OTHER_DOCUMENTS, selfIds, type RuleContext } from './ruleContext.ts';

function fieldPath(path: readonly unknown[] | undefined): string {
  const names = (path ?? []).map((segment) => (typeof segment === 'string' ? segment : undefined));
  if (names.length === 0 || names.some((name) => name === undefined || !/^[A-Za-z_]\w*$/.test(name))) {
    throw new Error(`Uniqueness can only be checked on top-level fields, not at ${JSON.stringify(path)}`);
  }
  return names.join('.');
}

async function countOthers(value: string | number, path: string, context: RuleContext): Promise<number> {
  const type = context.document?._type;
  if (type === undefined) throw new Error('Uniqueness needs the document being validated');
  return clientOf(context).fetch<number>(
    `count(*[_type == $type && ${path} == $value && ${OTHER_DOCUMENTS}])`,
    { type, value, ...selfIds(context.document?._id) },
  );
}

/**
 * The slug type's `options.isUnique`: no other document of the same type has this slug. Sanity
 * reports a clash as "Slug is already in use".
 */
export async function isUniqueSlug(slug: string, context: RuleContext): Promise<boolean> {
  return (await countOthers(slug, `${fieldPath(context.path)}.current`, context)) === 0;
}

/** An id (e.g. `listId`, `landingId`, `path`, `level`) that no other document of the type uses. */
export async function uniqueValueRule(
  value: string | number | undefined,
  context: RuleContext,
): Promise<true | string> {
  if (value === undefined || value === '') return true;
  const others = await countOthers(value, fieldPath(context.path), context);
  return others === 0 || `Another ${context.document?._type ?? 'document'} already uses "${value}"`;
}
