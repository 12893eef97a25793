/**
 * Documents against the schemas (schemas/index.ts): every reference resolves to a document of a
 * type its field allows, and `@sanity/validation` passes with the custom rules, those that query
 * the dataset answered by the client given (validation/lake.ts).
 */
import type { SanityClient } from '@sanity/client';
import { validateDocument } from '@sanity/validation';
import { schemaTypes } from '@casino/schemas';
import { createSchema } from 'sanity';
import type { DatasetDocument, DatasetProblem } from './problems.ts';

const VALIDATION_CONCURRENCY = 24;

type SchemaType = {
  name: string;
  jsonType?: string;
  type?: SchemaType;
  fields?: { name: string; type: SchemaType }[];
  of?: SchemaType[];
  to?: SchemaType[];
};

let compiledSchema: ReturnType<typeof createSchema> | undefined;
function schema() {
  compiledSchema ??= createSchema({ name: 'default', types: schemaTypes });
  return compiledSchema;
}

/** Sanity's marker path as text: fields joined with dots, array items by `[_key]` or `[index]`. */
export function pathToString(path: readonly unknown[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'string') out += out === '' ? segment : `.${segment}`;
    else if (typeof segment === 'number') out += `[${segment}]`;
    else if (segment && typeof segment === 'object' && '_key' in segment) {
      out += `[${String((segment as { _key: unknown })._key)}]`;
    }
  }
  return out;
}

function isReferenceType(type: SchemaType): boolean {
  for (let current: SchemaType | undefined = type; current; current = current.type) {
    if (current.name === 'reference') return true;
  }
  return false;
}

function memberFor(item: unknown, members: readonly SchemaType[]): SchemaType | undefined {
  if (item !== null && typeof item === 'object') {
    const itemType = (item as { _type?: unknown })._type;
    return (
      members.find((member) => member.name === itemType) ??
      (itemType === 'reference' ? members.find(isReferenceType) : undefined)
    );
  }
  return members.find((member) => member.jsonType === typeof item) ?? members[0];
}

/** Every reference in a value, with its path and the document types its schema field allows. */
function referencesOf(
  value: unknown,
  type: SchemaType | undefined,
  path: string,
  found: { path: string; ref: string; allowed?: string[] }[],
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const key = (item as { _key?: unknown } | null)?._key;
      referencesOf(
        item,
        type?.of ? memberFor(item, type.of) : undefined,
        `${path}[${typeof key === 'string' ? key : index}]`,
        found,
      );
    });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const ref = (value as { _ref?: unknown })._ref;
  if (typeof ref === 'string') {
    const allowed = type && isReferenceType(type) ? type.to?.map((target) => target.name) : undefined;
    found.push({ path, ref, allowed });
  }
  for (const [name, child] of Object.entries(value)) {
    if (name.startsWith('_')) continue;
    const field = type?.fields?.find((candidate) => candidate.name === name);
    referencesOf(child, field?.type, path ? `${path}.${name}` : name, found);
  }
}

export function checkReferences(
  brand: string,
  document: DatasetDocument,
  byId: ReadonlyMap<string, DatasetDocument>,
  problems: DatasetProblem[],
) {
  const found: { path: string; ref: string; allowed?: string[] }[] = [];
  referencesOf(document, schema().get(document._type) as SchemaType | undefined, '', found);
  for (const { path, ref, allowed } of found) {
    const target = byId.get(ref);
    if (!target) {
      problems.push({
        brand,
        documentId: document._id,
        path,
        message: `Reference to a missing document "${ref}"`,
      });
    } else if (allowed && !allowed.includes(target._type)) {
      problems.push({
        brand,
        documentId: document._id,
        path,
        message: `Reference to "${ref}", a ${target._type}; this field takes ${allowed.join(' or ')}`,
      });
    }
  }
}

export async function checkSchema(
  brand: string,
  documents: readonly DatasetDocument[],
  client: SanityClient,
  ids: ReadonlySet<string>,
  problems: DatasetProblem[],
) {
  const getDocumentExists = async ({ id }: { id: string }) => ids.has(id);
  let next = 0;
  const worker = async () => {
    while (next < documents.length) {
      const document = documents[next++]!;
      const { markers } = await validateDocument({
        document: document as never,
        schema: schema(),
        client,
        getDocumentExists,
      });
      for (const marker of markers) {
        if (marker.level === 'info') continue;
        problems.push({
          brand,
          documentId: document._id,
          path: pathToString(marker.path),
          message: marker.message,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: VALIDATION_CONCURRENCY }, worker));
}
