/**
 * How a player API call is defined: one `defineCall` per call (spec 1 §7, spec 2 §7, spec 3 §7),
 * holding its method, versioned path, auth, zod schemas for path params, query, headers, body and
 * response, and the error codes it may answer with. The client, the OpenAPI document and the
 * sandbox's routes all read these definitions.
 */
import { z } from 'zod';
import { callHeadersSchema, type Auth } from './headers.ts';
import { errorBodySchema, type ContractError, type ErrorBody } from './errors.ts';

export const AREAS = [
  'identity',
  'registration',
  'password',
  'payAndPlay',
  'player',
  'wallet',
  'payments',
  'documents',
  'questionnaire',
  'limits',
  'activity',
  'account',
  'marketing',
  'games',
  'favourites',
  'jackpots',
  'winners',
  'bonuses',
  'rewards',
  'cashback',
  'freeSpins',
  'bonusCodes',
  'tournaments',
  'loyalty',
  'sportsbook',
  'feed',
] as const;
export type Area = (typeof AREAS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Parts of a call the specs leave out ("not shown") and this contract designs. */
export type DesignedPart = 'path' | 'method' | 'params' | 'query' | 'body' | 'response';

export type ApiPath = `/v1/${string}` | `/v2/${string}`;

export type EmptyObject = z.ZodObject<Record<never, never>>;
const emptyObject: EmptyObject = z.object({});

/** Default time a call may take before the client gives up (no retries follow). */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface CallDefinition<
  Id extends string = string,
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  H extends z.ZodObject = z.ZodObject,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  id: Id;
  area: Area;
  method: HttpMethod;
  /** Versioned path; path parameters as `:name` (Hono's syntax; OpenAPI gets `{name}`). */
  path: ApiPath;
  summary: string;
  /** Why the call exists and what it does, including what was designed here. */
  description: string;
  /** Where the specs name the call, e.g. `spec 2 §7 "Transactions"`. */
  source: string;
  designed: readonly DesignedPart[];
  auth: Auth;
  params: P;
  query: Q;
  /** Headers this call adds beyond `SiteContext` and the session pair (e.g. `hcaptchaToken`). */
  callHeaders: H;
  /** Every header the call carries: `SiteContext`, the session pair on player calls, `callHeaders`. */
  headers: z.ZodObject;
  /** JSON request body, `undefined` when the call sends none. */
  body: B;
  /** JSON response body; `z.undefined()` for 204 answers. */
  response: R;
  successStatus: 200 | 201 | 204;
  /** Error codes specific to this call (the generic ones are in `callErrors`). */
  errors: readonly ContractError[];
  errorBody: z.ZodType<ErrorBody>;
  timeoutMs: number;
  /**
   * The call's own example request, where a value has to mean something; otherwise examples.ts
   * makes one from the schemas (`exampleRequest`).
   */
  example: ExampleRequest | undefined;
}

/** A valid request of a call: its path parameters, query, headers (beyond the session) and body. */
export interface ExampleRequest {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  body?: unknown;
}

export type AnyCall = CallDefinition<
  string,
  z.ZodObject,
  z.ZodObject,
  z.ZodObject,
  z.ZodType | undefined,
  z.ZodType
>;

export interface CallSpec<
  Id extends string,
  P extends z.ZodObject,
  Q extends z.ZodObject,
  H extends z.ZodObject,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
> {
  id: Id;
  area: Area;
  method: HttpMethod;
  path: ApiPath;
  summary: string;
  description?: string;
  source: string;
  designed?: readonly DesignedPart[];
  auth: Auth;
  params?: P;
  query?: Q;
  headers?: H;
  body?: B;
  response: R;
  successStatus?: 200 | 201 | 204;
  errors?: readonly ContractError[];
  errorBody?: z.ZodType<ErrorBody>;
  timeoutMs?: number;
  example?: ExampleRequest;
}

export function defineCall<
  Id extends string,
  R extends z.ZodType,
  P extends z.ZodObject = EmptyObject,
  Q extends z.ZodObject = EmptyObject,
  H extends z.ZodObject = EmptyObject,
  B extends z.ZodType | undefined = undefined,
>(spec: CallSpec<Id, P, Q, H, B, R>): CallDefinition<Id, P, Q, H, B, R> {
  const callHeaders = (spec.headers ?? emptyObject) as H;
  return {
    id: spec.id,
    area: spec.area,
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    description: spec.description ?? spec.summary,
    source: spec.source,
    designed: spec.designed ?? [],
    auth: spec.auth,
    params: (spec.params ?? emptyObject) as P,
    query: (spec.query ?? emptyObject) as Q,
    callHeaders,
    headers: callHeadersSchema(spec.auth, callHeaders),
    body: spec.body as B,
    response: spec.response,
    successStatus: spec.successStatus ?? (spec.response instanceof z.ZodUndefined ? 204 : 200),
    errors: spec.errors ?? [],
    errorBody: spec.errorBody ?? errorBodySchema,
    timeoutMs: spec.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    example: spec.example,
  };
}

/** The answer of calls that have nothing to say: 204 No Content. */
export const noContent = z.undefined();

/** A text for `.describe()` on shapes the specs do not show. */
export function designed(text: string): string {
  return `Designed here (spec: not shown). ${text}`;
}
