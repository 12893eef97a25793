/**
 * Named shared schemas: each becomes a component of the OpenAPI document (`#/components/schemas/Name`)
 * and is referenced wherever a call uses it.
 */
import type { z } from 'zod';

const named: Array<readonly [string, z.ZodType]> = [];

export function entity<T extends z.ZodType>(id: string, schema: T): T {
  if (named.some(([existing]) => existing === id)) throw new Error(`Entity ${id} is defined twice`);
  named.push([id, schema]);
  return schema;
}

/** Every named schema, in definition order. */
export function namedSchemas(): ReadonlyArray<readonly [string, z.ZodType]> {
  return named;
}
