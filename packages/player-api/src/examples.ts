/**
 * Example requests (issue 28): a valid value for a call's path parameters, query, headers and body,
 * kept with the call (`CallDefinition.example`), shown in `openapi.json` and sent by the
 * conformance suite, so that a call that answers 501 to a well-formed request is named in strict
 * mode, not only calls without input.
 *
 * An example is a call's own (`defineCall({ example })`) where a value has to mean something
 * (a limit change, a deposit); otherwise it is made from the schema: each string the first of a
 * list of likely values its checks accept (a format, a pattern, a length), each number the first
 * accepted of a few, an enum's first member, optional fields left out unless the object needs
 * them. contract.test.ts checks that every call with input has an example its schemas accept.
 */
import type { z } from 'zod';
import type { AnyCall, ExampleRequest } from './define.ts';

const STRINGS = [
  'example',
  'player@demo.test',
  'https://www.example.com/en-UN/page',
  '2026-01-01T00:00:00.000Z',
  '2026-01-01',
  '00000000-0000-4000-8000-000000000001',
  'EUR',
  'FI',
  'en',
  'fi-FI',
  'D',
  'Mga',
  'aurora',
  '10.00',
  '1',
  '123456',
  '+358401234567',
  '0401234567',
  'Sandbox-Pass-1',
  '010190-123A',
  '10.0.0.1',
  'Example Street 1',
  'AB12',
];
const NUMBERS = [1, 6, 10, 100, 1000, 0, 0.5, 2026];

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

function stringFor(schema: z.ZodType): string | undefined {
  const known = STRINGS.find((value) => accepts(schema, value));
  if (known !== undefined) return known;
  for (let length = 1; length <= 64; length++) {
    for (const char of ['a', '1', 'A', 'x1']) {
      const value = char.repeat(length).slice(0, length);
      if (accepts(schema, value)) return value;
    }
  }
  return undefined;
}

/** A value the schema accepts, or undefined when none is found (contract.test.ts then fails). */
export function exampleOf(schema: z.ZodType, depth = 0): unknown {
  if (depth > 12) return undefined;
  const def = defOf(schema);
  const inner = (key: string) => exampleOf(def[key] as z.ZodType, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def['shape'] as Record<string, z.ZodType>;
      const required: Record<string, unknown> = {};
      const full: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const value = exampleOf(field, depth + 1);
        const optional = accepts(field, undefined);
        if (!optional) required[key] = value;
        if (value !== undefined) full[key] = value;
      }
      return accepts(schema, required) ? required : full;
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    case 'nullable': {
      const value = inner('innerType');
      return value === undefined ? null : value;
    }
    case 'pipe':
      return inner('in');
    case 'lazy':
      return exampleOf((def['getter'] as () => z.ZodType)(), depth + 1);
    case 'enum':
      return Object.values(def['entries'] as Record<string, unknown>)[0];
    case 'literal':
      return (def['values'] as unknown[])[0];
    case 'union': {
      for (const option of def['options'] as z.ZodType[]) {
        const value = exampleOf(option, depth + 1);
        if (accepts(schema, value)) return value;
      }
      return undefined;
    }
    case 'array': {
      const item = inner('element');
      for (const list of [[item], [], [item, item]]) if (accepts(schema, list)) return list;
      return [item];
    }
    case 'record':
      return {};
    case 'string':
      return stringFor(schema);
    case 'number':
    case 'int':
      return NUMBERS.find((value) => accepts(schema, value));
    case 'bigint':
      return 1n;
    case 'boolean':
      return true;
    case 'date':
      return new Date('2026-01-01T00:00:00.000Z');
    case 'undefined':
    case 'void':
      return undefined;
    case 'null':
      return null;
    default:
      return 'example';
  }
}

/** The call's example request: its own, else one made from its schemas (module header). */
export function exampleRequest(call: AnyCall): ExampleRequest {
  if (call.example) return call.example;
  const request: ExampleRequest = {};
  if (Object.keys(call.params.shape).length)
    request.params = exampleOf(call.params) as Record<string, unknown>;
  const query = exampleOf(call.query) as Record<string, unknown>;
  if (Object.keys(query).length) request.query = query;
  const headers = exampleOf(call.callHeaders) as Record<string, unknown>;
  if (Object.keys(headers).length) request.headers = headers;
  if (call.body) request.body = exampleOf(call.body);
  return request;
}
