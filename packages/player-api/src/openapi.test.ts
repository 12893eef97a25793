/**
 * The OpenAPI document: the committed file is current, it validates as OpenAPI 3.1
 * (@apidevtools/swagger-parser), and the conventions of the contract hold in it (checked with zod
 * and a walk).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callList, exampleRequest } from './contract.ts';
import { buildOpenApiDocument, renderOpenApiFile } from './openapi.ts';
import { openApiPath, pathParamNames } from './routing.ts';

const FILE = fileURLToPath(new URL('../openapi.json', import.meta.url));

/** An object whose keys beyond `shape` are all specification extensions (`x-…`). */
function extensible<S extends z.ZodRawShape>(shape: S) {
  return z
    .object(shape)
    .catchall(z.unknown())
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!(key in shape) && !key.startsWith('x-'))
          ctx.addIssue({ code: 'custom', message: `Unknown key ${key}` });
      }
    });
}

const reference = z
  .object({
    $ref: z.string().startsWith('#/'),
    summary: z.string().optional(),
    description: z.string().optional(),
  })
  .strict();
const jsonSchema = z.record(z.string(), z.unknown());
const parameter = extensible({
  name: z.string().min(1),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  style: z.enum(['form', 'simple']).optional(),
  explode: z.boolean().optional(),
  schema: jsonSchema,
  example: z.unknown().optional(),
});
const mediaTypes = z.record(
  z.string().regex(/^[\w.+-]+\/[\w.+-]+$/),
  extensible({ schema: z.union([reference, jsonSchema]), example: z.unknown().optional() }),
);
const response = z.union([
  reference,
  extensible({ description: z.string(), content: mediaTypes.optional() }),
]);
const operation = extensible({
  operationId: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
  tags: z.array(z.string()).min(1),
  summary: z.string().min(1),
  description: z.string().optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  parameters: z.array(z.union([reference, parameter])),
  requestBody: extensible({ required: z.boolean().optional(), content: mediaTypes }).optional(),
  responses: z.record(z.string().regex(/^[1-5]\d\d$/), response),
});
const pathItem = extensible({
  get: operation.optional(),
  put: operation.optional(),
  post: operation.optional(),
  patch: operation.optional(),
  delete: operation.optional(),
});
const openApiDocument = extensible({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: extensible({
    title: z.string().min(1),
    version: z.string().min(1),
    description: z.string().optional(),
  }),
  jsonSchemaDialect: z.string().optional(),
  servers: z.array(extensible({ url: z.string().min(1), description: z.string().optional() })),
  tags: z.array(extensible({ name: z.string(), description: z.string().optional() })),
  paths: z.record(z.string().regex(/^\/v[12]\//), pathItem),
  components: extensible({
    schemas: z.record(z.string().regex(/^[A-Za-z0-9._-]+$/), jsonSchema),
    responses: z.record(z.string(), response),
    parameters: z.record(z.string(), parameter),
    securitySchemes: z.record(
      z.string(),
      extensible({
        type: z.literal('apiKey'),
        in: z.literal('header'),
        name: z.string(),
        description: z.string(),
      }),
    ),
  }),
});
type OpenApi = z.infer<typeof openApiDocument>;
type Operation = z.infer<typeof operation>;

const document = buildOpenApiDocument() as unknown as OpenApi;

function operations(doc: OpenApi): Array<[string, string, Operation]> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'patch', 'delete'] as const).flatMap((method) =>
      item[method] ? [[path, method, item[method]] as [string, string, Operation]] : [],
    ),
  );
}

function resolve(doc: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      doc,
    );
}

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, refs);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

const KEYWORDS = new Set([
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'description',
  'default',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'uniqueItems',
  'propertyNames',
  'title',
  'examples',
  'readOnly',
  'writeOnly',
  'deprecated',
]);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** Walks a JSON Schema and reports keywords that are not draft 2020-12 validation/annotation keywords. */
function schemaProblems(schema: unknown, where: string, problems: string[] = []): string[] {
  if (typeof schema === 'boolean') return problems;
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
    problems.push(`${where}: not a schema`);
    return problems;
  }
  for (const [key, value] of Object.entries(schema)) {
    if (!KEYWORDS.has(key)) problems.push(`${where}: unknown keyword ${key}`);
    if (key === 'type') {
      for (const type of [value].flat())
        if (!TYPES.has(type as string)) problems.push(`${where}: type ${String(type)}`);
    }
    if (key === 'properties') {
      for (const [name, sub] of Object.entries(value as object))
        schemaProblems(sub, `${where}.${name}`, problems);
    }
    if (['items', 'additionalProperties', 'not', 'propertyNames'].includes(key))
      schemaProblems(value, `${where}/${key}`, problems);
    if (['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(key)) {
      (value as unknown[]).forEach((sub, i) => schemaProblems(sub, `${where}/${key}/${i}`, problems));
    }
    if (key === 'required' && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      problems.push(`${where}: required is not a list of names`);
    }
  }
  return problems;
}

describe('the OpenAPI document', () => {
  it('is committed and current (run `npm run openapi` after changing the contract)', async () => {
    const committed = readFileSync(FILE, 'utf8');
    expect(committed === (await renderOpenApiFile(FILE)), 'packages/player-api/openapi.json is stale').toBe(
      true,
    );
  });

  it('has the shape of an OpenAPI 3.1 document', () => {
    const parsed = openApiDocument.safeParse(document);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5)).toEqual([]);
  });

  it('shows an example request for every call that takes input, one its own schemas accept', () => {
    let shown = 0;
    for (const call of callList) {
      const op = document.paths[openApiPath(call.path)]![call.method.toLowerCase() as 'get']!;
      const example = exampleRequest(call);
      if (call.body) {
        const media = (op.requestBody as { content: Record<string, { example?: unknown }> }).content[
          'application/json'
        ]!;
        expect(media.example, call.id).toEqual(JSON.parse(JSON.stringify(example.body)));
        expect(call.body.safeParse(example.body).success, `${call.id} body`).toBe(true);
        shown++;
      }
      expect(call.params.safeParse(example.params ?? {}).success, `${call.id} params`).toBe(true);
      expect(call.query.safeParse(example.query ?? {}).success, `${call.id} query`).toBe(true);
      expect(call.callHeaders.safeParse(example.headers ?? {}).success, `${call.id} headers`).toBe(true);
      for (const name of Object.keys(call.params.shape)) {
        const parameter = (op.parameters as { name?: string; example?: unknown }[]).find(
          (p) => p.name === name,
        );
        expect(parameter?.example, `${call.id} ${name}`).toEqual(example.params?.[name]);
      }
    }
    expect(shown).toBeGreaterThan(60);
  });

  it('has one operation per call, with unique operationIds', () => {
    const all = operations(document);
    const ids = all.map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(callList.map((call) => call.id).sort());
    for (const call of callList) {
      expect(
        document.paths[openApiPath(call.path)]?.[call.method.toLowerCase() as 'get'],
        call.id,
      ).toBeDefined();
    }
  });

  it('resolves every $ref', () => {
    const refs = [...new Set(collectRefs(document))];
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((ref) => resolve(document, ref) === undefined)).toEqual([]);
  });

  it('declares the session headers as security schemes and uses them exactly on player calls', () => {
    expect(document.components.securitySchemes).toEqual({
      idToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
      accessToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Access-Token' }),
    });
    for (const call of callList) {
      const op = document.paths[openApiPath(call.path)]![call.method.toLowerCase() as 'get']!;
      expect(op.security, call.id).toEqual(call.auth === 'player' ? [{ idToken: [], accessToken: [] }] : []);
      // OpenAPI ignores header parameters named Authorization: the security scheme carries it.
      const names = op.parameters.flatMap((p) => ('name' in p ? [p.name] : []));
      expect(names, call.id).not.toContain('Authorization');
    }
  });

  it('puts the SiteContext header parameter on every operation', () => {
    const siteContext = document.components.parameters.SiteContext;
    expect(siteContext).toMatchObject({ name: 'SiteContext', in: 'header', required: true });
    for (const [path, method, op] of operations(document)) {
      expect(op.parameters, `${method} ${path}`).toContainEqual({
        $ref: '#/components/parameters/SiteContext',
      });
    }
  });

  it('declares each path template parameter once, required', () => {
    for (const [path, method, op] of operations(document)) {
      const declared = op.parameters.filter((p) => 'in' in p && p.in === 'path');
      const template = pathParamNames(path.replace(/\{(\w+)\}/g, ':$1'));
      expect(declared.map((p) => ('name' in p ? p.name : '')).sort(), `${method} ${path}`).toEqual(
        template.sort(),
      );
      for (const p of declared) expect('required' in p && p.required).toBe(true);
    }
  });

  it('answers each operation with one success and its errors', () => {
    for (const [path, method, op] of operations(document)) {
      const statuses = Object.keys(op.responses);
      expect(
        statuses.filter((status) => status.startsWith('2')),
        `${method} ${path}`,
      ).toHaveLength(1);
      expect(statuses, `${method} ${path}`).toContain('500');
    }
  });

  it('writes every component schema in JSON Schema 2020-12 keywords', () => {
    const problems = Object.entries(document.components.schemas).flatMap(([name, schema]) =>
      schemaProblems(schema, name),
    );
    expect(problems).toEqual([]);
  });
});

describe('OpenAPI 3.1 validation', () => {
  it('the committed document passes swagger-parser validation', async () => {
    const document = JSON.parse(readFileSync(FILE, 'utf8'));
    const api = await SwaggerParser.validate(document);
    expect((api as { openapi?: string }).openapi).toMatch(/^3\.1\./);
  });
});
