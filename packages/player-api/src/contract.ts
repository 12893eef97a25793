/**
 * The player API contract (spec 1 §7, spec 2 §7, spec 3 §7): one zod schema per call for its
 * request, response and errors. The typed client, the sandbox and the OpenAPI document all read
 * these definitions; nothing else defines a call.
 *
 * Decisions where the specs say "paths not shown" or "shape not shown":
 * - Paths are versioned under `/v1` (and `/v2` where the specs name it).
 * - The `SiteContext` header carries the brand's numeric site id as a plain decimal (default 6).
 * - Errors come back as `{ code, message, validationErrors? }` with a 4xx/5xx status, so the site
 *   can map `code` to a message key of the spec's error catalogue.
 * - Player station: the caller's address is taken from `X-Forwarded-For` (first hop) when the
 *   trusted site forwards it, else from the connection.
 */
import { z } from 'zod';

export const HEADERS = {
  siteContext: 'SiteContext',
  authorization: 'Authorization',
  accessToken: 'Access-Token',
  forwardedFor: 'X-Forwarded-For',
} as const;

export const errorBodySchema = z.object({
  code: z.string().min(1),
  message: z.string(),
  validationErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const siteContextSchema = z.coerce.number().int().positive();

const countryCode = z.string().regex(/^[A-Z]{2}$/);

export const playerStationSchema = z.object({
  ipAddress: z.string().min(1),
  autodetectedCountry: countryCode,
  autodetectedRegion: z.string().nullable(),
  autodetectedCity: z.string().nullable(),
  market: z.string().regex(/^[A-Z]{2}$/),
  device: z.object({ isMobile: z.boolean(), isTablet: z.boolean(), isDesktop: z.boolean() }),
});
export type PlayerStation = z.infer<typeof playerStationSchema>;

export interface CallDefinition<Req extends z.ZodType, Res extends z.ZodType> {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  auth: 'none' | 'player';
  request: Req;
  response: Res;
  /** Error codes the call may answer with, beyond the generic ones. */
  errors: readonly string[];
}

function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  call: CallDefinition<Req, Res>,
): CallDefinition<Req, Res> {
  return call;
}

/** Generic error codes any call may answer with. */
export const GENERIC_ERRORS = [
  'error.site_context.invalid',
  'error.request.invalid',
  'error.not_found',
  'error.system.error',
] as const;

export const calls = {
  playerStation: defineCall({
    id: 'playerStation',
    method: 'GET',
    path: '/v1/player/station',
    summary: 'Where the caller is: address, autodetected country, region and city, market, device flags',
    auth: 'none',
    request: z.object({ userAgent: z.string().optional() }),
    response: playerStationSchema,
    errors: [],
  }),
} as const;

export type Calls = typeof calls;
export type CallId = keyof Calls;
export type CallRequest<K extends CallId> = z.input<Calls[K]['request']>;
export type CallResponse<K extends CallId> = z.output<Calls[K]['response']>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
