/**
 * What the conformance suite checks on every call of the contract, against any implementation:
 * - `site-context`: a request without a valid `SiteContext` is refused with 400 and the contract's
 *   error body (`error.site_context.invalid`);
 * - `session`: a player call without a session, or with a forged one, is refused with 401
 *   `error.token.expired` (a missing route answers 404 and fails here);
 * - `invalid-input`: a call whose body or query has required fields refuses an empty one with 400
 *   `error.request.invalid` and per-field `validationErrors` (needs a session for player calls);
 * - `answer`: a call that needs no input answers in the contract: a success body that validates,
 *   or an error code the call lists, with the status the catalogue gives it.
 * - `example`: a call that takes input answers its example request (examples.ts, shown in
 *   openapi.json) in the contract the same way, so a call that validates its input and then
 *   answers 501 is named too (`checkExample`; the runner sends these after every other check).
 * Every error answer must be JSON in the contract's error shape with the catalogue's status.
 * `501 error.not_implemented` is reported as "not implemented" (a failure only in strict mode).
 */
import { ERRORS, GENERIC_ERRORS, SESSION_ERRORS, errorBodySchema, errorStatus } from '../errors.ts';
import type { AnyCall } from '../define.ts';
import { exampleRequest } from '../examples.ts';
import { probeParams, send, type Answer, type Session, type Transport } from './http.ts';

export type Outcome = 'pass' | 'fail' | 'skip' | 'not-implemented';

export interface CheckResult {
  call: string;
  check: string;
  outcome: Outcome;
  detail?: string;
}

export interface CheckContext {
  transport: Transport;
  siteId: number;
  session: Session | undefined;
  strict: boolean;
}

/** Codes a call may answer with: its own, the generic ones, the session ones, and 501/404. */
export function allowedCodes(call: AnyCall): Set<string> {
  const codes = new Set([...call.errors, ...GENERIC_ERRORS].map((e) => e.code));
  if (call.auth === 'player') for (const e of SESSION_ERRORS) codes.add(e.code);
  codes.add(ERRORS.notImplemented.code);
  if (Object.keys(call.params.shape).length > 0) codes.add(ERRORS.notFound.code);
  return codes;
}

/** Checks an error answer's shape and status; returns a problem or undefined. */
export function errorProblem(call: AnyCall, answer: Answer, expectedCode?: string): string | undefined {
  if (!answer.contentType.includes('json')) return `status ${answer.status} without a JSON body`;
  const body = errorBodySchema.safeParse(answer.json);
  if (!body.success)
    return `status ${answer.status}: the body is not a contract error body (${answer.text.slice(0, 120)})`;
  if (expectedCode && body.data.code !== expectedCode) {
    return `expected ${expectedCode}, got ${answer.status} ${body.data.code}`;
  }
  if (!allowedCodes(call).has(body.data.code))
    return `answered ${body.data.code}, which the call does not list`;
  const status = errorStatus(body.data.code);
  if (status !== answer.status)
    return `${body.data.code} came with status ${answer.status}, the catalogue says ${status}`;
  return undefined;
}

function notImplemented(answer: Answer): boolean {
  return (
    answer.status === 501 &&
    (answer.json as { code?: string } | undefined)?.code === ERRORS.notImplemented.code
  );
}

function result(call: AnyCall, check: string, problem: string | undefined): CheckResult {
  return problem
    ? { call: call.id, check, outcome: 'fail', detail: problem }
    : { call: call.id, check, outcome: 'pass' };
}

async function expectRefusal(
  ctx: CheckContext,
  call: AnyCall,
  check: string,
  probe: Parameters<typeof send>[2],
  code: string,
): Promise<CheckResult> {
  const answer = await send(ctx.transport, call, probe);
  return result(call, check, errorProblem(call, answer, code));
}

function acceptsEmpty(schema: { safeParse(value: unknown): { success: boolean } } | undefined): boolean {
  return !schema || schema.safeParse({}).success;
}

export async function checkCall(ctx: CheckContext, call: AnyCall): Promise<CheckResult[]> {
  const params = probeParams(call);
  const results: CheckResult[] = [];

  results.push(
    await expectRefusal(
      ctx,
      call,
      'site-context',
      { params, siteId: undefined },
      ERRORS.siteContextInvalid.code,
    ),
  );

  if (call.auth === 'player') {
    results.push(
      await expectRefusal(ctx, call, 'session', { params, siteId: ctx.siteId }, ERRORS.tokenExpired.code),
    );
    results.push(
      await expectRefusal(
        ctx,
        call,
        'forged-session',
        { params, siteId: ctx.siteId, session: { idToken: 'forged.token.value', accessToken: 'forged' } },
        ERRORS.tokenExpired.code,
      ),
    );
  }

  const session = call.auth === 'player' ? ctx.session : undefined;
  const canAct = call.auth === 'none' || session !== undefined;
  const needsInput = !acceptsEmpty(call.body) || !acceptsEmpty(call.query);

  if (needsInput) {
    if (!canAct) {
      results.push({ call: call.id, check: 'invalid-input', outcome: 'skip', detail: 'no session' });
    } else {
      const answer = await send(ctx.transport, call, {
        params,
        siteId: ctx.siteId,
        session,
        body: call.body ? {} : undefined,
      });
      if (notImplemented(answer)) {
        results.push({
          call: call.id,
          check: 'invalid-input',
          outcome: ctx.strict ? 'fail' : 'not-implemented',
        });
      } else {
        let problem = errorProblem(call, answer, ERRORS.requestInvalid.code);
        if (!problem && !(answer.json as { validationErrors?: unknown }).validationErrors) {
          problem = 'error.request.invalid without validationErrors naming the fields';
        }
        results.push(result(call, 'invalid-input', problem));
      }
    }
  } else if (call.method === 'GET' && canAct) {
    const answer = await send(ctx.transport, call, { params, siteId: ctx.siteId, session });
    if (notImplemented(answer)) {
      results.push({ call: call.id, check: 'answer', outcome: ctx.strict ? 'fail' : 'not-implemented' });
    } else if (answer.status === call.successStatus) {
      const parsed = call.response.safeParse(answer.status === 204 ? undefined : answer.json);
      results.push(
        result(
          call,
          'answer',
          parsed.success
            ? undefined
            : `the answer breaks the contract: ${parsed.error.message.slice(0, 300)}`,
        ),
      );
    } else {
      results.push(result(call, 'answer', errorProblem(call, answer)));
    }
  }
  return results;
}

/** Whether a call takes input (path parameters, a query or body with required fields, headers). */
export function takesInput(call: AnyCall): boolean {
  return (
    !acceptsEmpty(call.body) ||
    !acceptsEmpty(call.query) ||
    Object.keys(call.params.shape).length > 0 ||
    Object.keys(call.callHeaders.shape).length > 0
  );
}

/** Sends the call's example request and checks the answer (module header, `example`). */
export async function checkExample(ctx: CheckContext, call: AnyCall): Promise<CheckResult> {
  const session = call.auth === 'player' ? ctx.session : undefined;
  if (call.auth === 'player' && !session) {
    return { call: call.id, check: 'example', outcome: 'skip', detail: 'no session' };
  }
  const example = exampleRequest(call);
  const answer = await send(ctx.transport, call, {
    params: example.params ?? probeParams(call),
    siteId: ctx.siteId,
    session,
    ...(example.query ? { query: example.query } : {}),
    ...(example.headers
      ? { headers: Object.fromEntries(Object.entries(example.headers).map(([k, v]) => [k, String(v)])) }
      : {}),
    body: example.body,
  });
  if (notImplemented(answer)) {
    return { call: call.id, check: 'example', outcome: ctx.strict ? 'fail' : 'not-implemented' };
  }
  if (answer.status === call.successStatus) {
    const parsed = call.response.safeParse(answer.status === 204 ? undefined : answer.json);
    return result(
      call,
      'example',
      parsed.success ? undefined : `the answer breaks the contract: ${parsed.error.message.slice(0, 300)}`,
    );
  }
  return result(call, 'example', errorProblem(call, answer));
}
