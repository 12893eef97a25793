/**
 * The parts of Sanity's validation context that our rules read, typed here so `*.rules.ts` files
 * need not import `sanity` (slow to load) and tests can call the rules with plain objects.
 */

/** A query client as `context.getClient()` returns it; only `fetch` is used. */
export interface RuleClient {
  fetch<R>(query: string, params: Record<string, unknown>): Promise<R>;
}

export interface RuleContext {
  /** The document being validated (a draft has a `drafts.` id). */
  document?: { _id?: string; _type?: string; [field: string]: unknown } | undefined;
  /** The object holding the field being validated. */
  parent?: unknown;
  /** The field's path in the document, e.g. ["slug"]. */
  path?: readonly unknown[] | undefined;
  getClient?: (options: { apiVersion: string }) => RuleClient;
}

/** The API version our cross-document rules query with (the one Sanity's own validation uses). */
export const RULES_API_VERSION = '2025-02-19';

/** The published id behind a draft (`drafts.x`) or release version (`versions.r.x`) id. */
export function publishedId(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length);
  if (id.startsWith('versions.')) return id.split('.').slice(2).join('.');
  return id;
}

/** The client of a rule's context; a rule that needs other documents cannot run without one. */
export function clientOf(context: RuleContext): RuleClient {
  if (!context.getClient) throw new Error('This rule reads other documents and needs a client');
  return context.getClient({ apiVersion: RULES_API_VERSION });
}

/**
 * GROQ that keeps other documents: not this one in any of its forms (published, draft, release
 * version), and no release versions at all (they are not content until published). Parameters
 * `$published` and `$draft`.
 */
export const OTHER_DOCUMENTS = '!(_id in [$published, $draft]) && !(_id in path("versions.**"))';

/** The `$published` and `$draft` parameters of OTHER_DOCUMENTS for a document id. */
export function selfIds(id: string | undefined): { published: string; draft: string } {
  const published = publishedId(id ?? '');
  return { published, draft: `drafts.${published}` };
}
