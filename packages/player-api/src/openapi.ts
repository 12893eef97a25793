/**
 * The OpenAPI 3.1 document of the player API, built from the contract: one operation per call
 * (operationId = call id), JSON Schemas from the zod schemas (`z.toJSONSchema`, draft 2020-12,
 * the dialect OpenAPI 3.1 uses), shared shapes as components, error answers grouped by status with
 * their codes. `npm run openapi` writes it to `openapi.json`; a test fails when that file is stale.
 */
import { z } from 'zod';
import { AREAS, type AnyCall } from './define.ts';
import { callList } from './contract.ts';
import { namedSchemas } from './entities/registry.ts';
import {
  ERRORS,
  errorBodySchema,
  GENERIC_ERRORS,
  loginErrorBodySchema,
  SESSION_ERRORS,
  type ContractError,
} from './errors.ts';
import { COMMON_HEADER_NAMES, HEADERS, siteHeaders } from './headers.ts';
import { openApiPath } from './routing.ts';
import { exampleRequest } from './examples.ts';

type Json = Record<string, unknown>;

export const OPENAPI_VERSION = '3.1.0';
export const API_VERSION = '1.0.0';
const COMPONENT = '#/components/schemas/';
const METHOD_ORDER = ['get', 'put', 'post', 'patch', 'delete'] as const;

const DESCRIPTION = [
  'The player API of the white-label casino platform: every call the player site makes (spec 1 §7,',
  'spec 2 §7, spec 3 §7). Generated from packages/player-api; do not edit by hand.',
  '',
  '- Versioning: paths start with /v1; the rewards list is /v2.',
  '- Every call carries SiteContext (the brand site id, default 6). Player calls carry the id token as',
  '  Authorization (no scheme) and the access token as Access-Token. Sign-up and update calls carry',
  '  hcaptchaToken ("-" when absent).',
  '- Every request string has a maximum length (maxLength) and refuses control characters (U+0000–U+001F',
  '  and U+007F; free text keeps tab and line breaks): such a request answers 400 error.request.invalid.',
  '  A body over the backend’s limit answers 413 error.request.too_large.',
  '- Money is an exact decimal string in major units with at most two fraction digits ("12.50").',
  '- Errors answer { code, message, validationErrors?, additionalInfo? }. 401 and 403 mean the session',
  '  ends and the site logs the player out; business refusals on player calls are never 401/403.',
  '- Login failures answer 400 and are classified by message (spec 1 §8).',
  '- The live feed is a WebSocket at /v1/feed authorised by the feedToken in the Authorization query',
  '  parameter; its messages are the FeedMessage schema.',
].join('\n');

function pascal(id: string): string {
  return id[0]!.toUpperCase() + id.slice(1);
}

/** Drops what JSON Schema generation adds but OpenAPI readers do not need. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === '$schema' || key === '$id') continue;
    out[key] = tidy(value);
  }
  const format = out.format;
  if (typeof format === 'string' && ['date-time', 'date', 'email', 'uuid', 'uri'].includes(format))
    delete out.pattern;
  if (out.type === 'integer') {
    if (out.minimum === Number.MIN_SAFE_INTEGER) delete out.minimum;
    if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum;
  }
  return out;
}

interface Parts {
  body?: string;
  response?: string;
  params?: string;
  query?: string;
  headers?: string;
}

export function buildOpenApiDocument(options: { serverUrl?: string } = {}): Json {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  const temporary = new Set<string>();

  function register(schema: z.ZodType, id: string, isTemporary = false): string {
    const existing = names.get(schema);
    if (existing) return existing;
    registry.add(schema, { id });
    names.set(schema, id);
    if (isTemporary) temporary.add(id);
    return id;
  }

  for (const [id, schema] of namedSchemas()) register(schema, id);
  register(errorBodySchema, 'ErrorBody');
  register(loginErrorBodySchema, 'LoginErrorBody');

  const parts = new Map<string, Parts>();
  for (const call of callList) {
    const name = pascal(call.id);
    const entry: Parts = {};
    if (call.body) entry.body = register(call.body, `${name}Body`);
    if (call.successStatus !== 204) entry.response = register(call.response, `${name}Response`);
    if (Object.keys(call.params.shape).length) entry.params = register(call.params, `${name}Params`, true);
    if (Object.keys(call.query.shape).length) entry.query = register(call.query, `${name}Query`, true);
    if (Object.keys(call.callHeaders.shape).length) {
      entry.headers = register(call.callHeaders, `${name}Headers`, true);
    }
    parts.set(call.id, entry);
  }

  const generated = z.toJSONSchema(registry, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'throw',
    uri: (id) => `${COMPONENT}${id}`,
  });
  const schemas = tidy(generated.schemas) as Record<string, Json>;

  function parameters(
    id: string | undefined,
    where: 'path' | 'query' | 'header',
    example: Record<string, unknown> | undefined,
  ): Json[] {
    if (!id) return [];
    const object = schemas[id]!;
    const properties = object.properties as Record<string, Json>;
    const required = new Set((object.required as string[] | undefined) ?? []);
    return Object.entries(properties).map(([name, schema]) => {
      const parameter: Json = { name, in: where, required: where === 'path' || required.has(name) };
      if (typeof schema.description === 'string') parameter.description = schema.description;
      if (where === 'query' && schema.type === 'array') {
        parameter.style = 'form';
        parameter.explode = false;
      }
      parameter.schema = schema;
      if (example?.[name] !== undefined) parameter.example = example[name];
      return parameter;
    });
  }

  function errorResponses(call: AnyCall): Json {
    const all = [...GENERIC_ERRORS, ...(call.auth === 'player' ? SESSION_ERRORS : []), ...call.errors];
    const byStatus = new Map<number, ContractError[]>();
    for (const error of all) {
      const list = byStatus.get(error.status) ?? [];
      if (!list.some((known) => known.code === error.code)) list.push(error);
      byStatus.set(error.status, list);
    }
    const response = call.errorBody === loginErrorBodySchema ? 'LoginError' : 'Error';
    const out: Json = {};
    for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
      const codes = byStatus.get(status)!.map((error) => `\`${error.code}\``);
      // OpenAPI 3.1 lets a reference override the description: the codes of this call and status.
      out[String(status)] = {
        $ref: `#/components/responses/${response}`,
        description: `Codes: ${codes.join(', ')}. Meanings: x-error-codes.`,
      };
    }
    return out;
  }

  function operation(call: AnyCall): Json {
    const entry = parts.get(call.id)!;
    // A valid request (examples.ts), which the conformance suite also sends.
    const example = exampleRequest(call);
    const description = [call.description, `Source: ${call.source}.`];
    if (call.designed.length) {
      description.push(`Designed here (the specs do not show): ${call.designed.join(', ')}.`);
    }
    const op: Json = {
      operationId: call.id,
      tags: [call.area],
      summary: call.summary,
      description: description.join('\n\n'),
      security: call.auth === 'player' ? [{ idToken: [], accessToken: [] }] : [],
      parameters: [
        ...COMMON_HEADER_NAMES.map((name) => ({ $ref: `#/components/parameters/${name}` })),
        ...parameters(entry.params, 'path', example.params),
        ...parameters(entry.query, 'query', example.query),
        ...parameters(entry.headers, 'header', example.headers),
      ],
    };
    if (entry.body) {
      op.requestBody = {
        required: true,
        content: {
          'application/json': { schema: { $ref: `${COMPONENT}${entry.body}` }, example: example.body },
        },
      };
    }
    const success: Json = { description: call.successStatus === 204 ? 'Done; no content.' : call.summary };
    if (entry.response) {
      success.content = { 'application/json': { schema: { $ref: `${COMPONENT}${entry.response}` } } };
    }
    op.responses = { [String(call.successStatus)]: success, ...errorResponses(call) };
    op['x-timeout-ms'] = call.timeoutMs;
    return op;
  }

  const paths: Record<string, Record<string, Json>> = {};
  for (const call of callList) {
    const path = openApiPath(call.path);
    paths[path] ??= {};
    paths[path][call.method.toLowerCase()] = operation(call);
  }
  const sortedPaths: Json = {};
  for (const path of Object.keys(paths).sort()) {
    const item: Json = {};
    for (const method of METHOD_ORDER) if (paths[path]![method]) item[method] = paths[path]![method];
    sortedPaths[path] = item;
  }

  const componentSchemas: Json = {};
  for (const id of Object.keys(schemas).sort()) {
    if (!temporary.has(id)) componentSchemas[id] = schemas[id];
  }

  const commonParameter = (name: string): Json => {
    const schema = siteHeaders.shape[name as keyof typeof siteHeaders.shape];
    const { description, ...rest } = tidy(z.toJSONSchema(schema, { io: 'input' })) as Json;
    return {
      name,
      in: 'header',
      required: name === HEADERS.siteContext,
      description,
      schema: name === HEADERS.siteContext ? { type: 'integer', minimum: 1, default: 6 } : rest,
    };
  };

  return {
    openapi: OPENAPI_VERSION,
    info: { title: 'Player API', version: API_VERSION, description: DESCRIPTION },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: options.serverUrl ?? 'http://127.0.0.1:4000', description: 'The sandbox player API' }],
    tags: AREAS.map((area) => ({ name: area })),
    'x-error-codes': Object.fromEntries(
      Object.values(ERRORS).map((error) => [
        error.code,
        { status: error.status, description: error.description },
      ]),
    ),
    paths: sortedPaths,
    components: {
      schemas: componentSchemas,
      responses: {
        Error: {
          description: 'An error: { code, message, validationErrors?, additionalInfo? }.',
          content: { 'application/json': { schema: { $ref: `${COMPONENT}ErrorBody` } } },
        },
        LoginError: {
          description: 'A refused sign-in, classified by its message (spec 1 §8).',
          content: { 'application/json': { schema: { $ref: `${COMPONENT}LoginErrorBody` } } },
        },
      },
      parameters: Object.fromEntries(COMMON_HEADER_NAMES.map((name) => [name, commonParameter(name)])),
      securitySchemes: {
        idToken: {
          type: 'apiKey',
          in: 'header',
          name: HEADERS.authorization,
          description: 'The id token of the session, sent as is (no Bearer scheme).',
        },
        accessToken: {
          type: 'apiKey',
          in: 'header',
          name: HEADERS.accessToken,
          description: 'The access token of the session.',
        },
      },
    },
  };
}

/** The committed file's text: the document formatted with the repository's prettier settings. */
export async function renderOpenApiFile(filepath: string): Promise<string> {
  const { format, resolveConfig } = await import('prettier');
  const config = (await resolveConfig(filepath)) ?? {};
  return format(JSON.stringify(buildOpenApiDocument(), null, 2), { ...config, filepath });
}
