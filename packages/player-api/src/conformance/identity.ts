/**
 * Identity scenarios of the conformance suite (spec 1 §3, §4, §8): sign in a known player and check
 * the tokens and claims, the JWKS signature, the session (both tokens checked), refresh, sign-out, and a refused sign-in
 * with the contract's classified message. Needs credentials of a real player of the backend.
 */
import { calls } from '../contract.ts';
import { sessionClaimsSchema, loginTokensSchema } from '../entities/session.ts';
import { LOGIN_FAILURE_MESSAGES, errorBodySchema } from '../errors.ts';
import type { AnyCall } from '../define.ts';
import type { CheckResult, CheckContext } from './checks.ts';
import { errorProblem } from './checks.ts';
import { send, type Session } from './http.ts';

export interface Credentials {
  email: string;
  password: string;
}

function decodeClaims(idToken: string): unknown {
  const payload = idToken.split('.')[1];
  if (!payload) return undefined;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** Verifies an RS256/ES256 JWT against a JWKS with WebCrypto (no JOSE library needed). */
async function verifyWithJwks(idToken: string, jwks: unknown): Promise<string | undefined> {
  const [headerPart, payloadPart, signaturePart] = idToken.split('.');
  if (!headerPart || !payloadPart || !signaturePart) return 'the id token is not a JWT';
  const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as {
    alg?: string;
    kid?: string;
  };
  const keys = (jwks as { keys?: Array<Record<string, unknown>> }).keys ?? [];
  const jwk = keys.find((k) => k.kid === header.kid) ?? (keys.length === 1 ? keys[0] : undefined);
  if (!jwk) return `no JWKS key for kid ${header.kid}`;
  const algorithms: Record<
    string,
    { import: RsaHashedImportParams | EcKeyImportParams; verify: AlgorithmIdentifier | EcdsaParams }
  > = {
    RS256: { import: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, verify: { name: 'RSASSA-PKCS1-v1_5' } },
    ES256: { import: { name: 'ECDSA', namedCurve: 'P-256' }, verify: { name: 'ECDSA', hash: 'SHA-256' } },
  };
  const algorithm = algorithms[header.alg ?? ''];
  if (!algorithm) return `unsupported JWT algorithm ${header.alg}`;
  const key = await crypto.subtle.importKey('jwk', jwk as JsonWebKey, algorithm.import, false, ['verify']);
  const ok = await crypto.subtle.verify(
    algorithm.verify,
    key,
    Buffer.from(signaturePart, 'base64url'),
    new TextEncoder().encode(`${headerPart}.${payloadPart}`),
  );
  return ok ? undefined : 'the id token signature does not verify against the JWKS';
}

function outcome(call: AnyCall, check: string, problem: string | undefined): CheckResult {
  return problem
    ? { call: call.id, check, outcome: 'fail', detail: problem }
    : { call: call.id, check, outcome: 'pass' };
}

/** Runs the identity scenarios; returns the results and, when sign-in worked, a live session. */
export async function identityScenarios(
  ctx: CheckContext,
  credentials: Credentials,
): Promise<{ results: CheckResult[]; session: Session | undefined }> {
  const results: CheckResult[] = [];
  const t = ctx.transport;

  const refused = await send(t, calls.signIn, {
    siteId: ctx.siteId,
    body: { email: credentials.email, password: `${credentials.password}-wrong` },
  });
  let problem = errorProblem(calls.signIn, refused);
  if (!problem && errorBodySchema.parse(refused.json).message !== LOGIN_FAILURE_MESSAGES.unauthorized()) {
    problem = `a wrong password should answer the message "${LOGIN_FAILURE_MESSAGES.unauthorized()}"`;
  }
  results.push(outcome(calls.signIn, 'wrong-password', problem));

  const signedIn = await send(t, calls.signIn, { siteId: ctx.siteId, body: credentials });
  const tokens = loginTokensSchema.safeParse(signedIn.json);
  if (signedIn.status !== 200 || !tokens.success) {
    results.push(
      outcome(calls.signIn, 'sign-in', `status ${signedIn.status}: ${signedIn.text.slice(0, 200)}`),
    );
    return { results, session: undefined };
  }
  results.push(outcome(calls.signIn, 'sign-in', undefined));
  const claims = sessionClaimsSchema.safeParse(decodeClaims(tokens.data.idToken));
  results.push(
    outcome(calls.signIn, 'id-token-claims', claims.success ? undefined : claims.error.message.slice(0, 300)),
  );
  if (claims.success && claims.data.email.toLowerCase() !== credentials.email.toLowerCase()) {
    results.push(outcome(calls.signIn, 'id-token-email', `claims name ${claims.data.email}`));
  }

  const keys = await send(t, calls.jwks, { siteId: ctx.siteId });
  results.push(
    outcome(
      calls.jwks,
      'signature',
      keys.status === 200 ? await verifyWithJwks(tokens.data.idToken, keys.json) : `status ${keys.status}`,
    ),
  );

  const session: Session = { idToken: tokens.data.idToken, accessToken: tokens.data.accessToken };
  const current = await send(t, calls.currentSession, { siteId: ctx.siteId, session });
  const currentParsed = calls.currentSession.response.safeParse(current.json);
  results.push(
    outcome(
      calls.currentSession,
      'live-session',
      current.status === 200 && currentParsed.success
        ? undefined
        : `status ${current.status}: ${current.text.slice(0, 200)}`,
    ),
  );

  // Both tokens must hold (spec 1 §7), and belong to the same session: a valid access token beside
  // a junk id token, or beside the id token of another session, is refused.
  const second = loginTokensSchema.safeParse(
    (await send(t, calls.signIn, { siteId: ctx.siteId, body: credentials })).json,
  );
  const strangers = ['not-a-token', ...(second.success ? [second.data.idToken] : [])];
  const accepted: number[] = [];
  for (const idToken of strangers) {
    const mixed = await send(t, calls.currentSession, {
      siteId: ctx.siteId,
      session: { idToken, accessToken: tokens.data.accessToken },
    });
    if (mixed.status !== 401) accepted.push(mixed.status);
  }
  results.push(
    outcome(
      calls.currentSession,
      'id-token-checked',
      accepted.length ? `a foreign or junk id token answered ${accepted.join(', ')}, not 401` : undefined,
    ),
  );

  const refreshed = await send(t, calls.refreshSession, {
    siteId: ctx.siteId,
    body: { refreshToken: tokens.data.refreshToken },
  });
  const renewed = loginTokensSchema.safeParse(refreshed.json);
  results.push(
    outcome(
      calls.refreshSession,
      'refresh',
      refreshed.status === 200 && renewed.success
        ? undefined
        : `status ${refreshed.status}: ${refreshed.text.slice(0, 200)}`,
    ),
  );
  const live = renewed.success
    ? { idToken: renewed.data.idToken, accessToken: renewed.data.accessToken }
    : session;

  // A second session to end, so the live one stays usable for the checks that follow.
  const other = loginTokensSchema.safeParse(
    (await send(t, calls.signIn, { siteId: ctx.siteId, body: credentials })).json,
  );
  if (other.success) {
    const ending: Session = { idToken: other.data.idToken, accessToken: other.data.accessToken };
    const out = await send(t, calls.signOut, { siteId: ctx.siteId, session: ending });
    let signOutProblem = out.status === calls.signOut.successStatus ? undefined : `status ${out.status}`;
    if (!signOutProblem) {
      const after = await send(t, calls.currentSession, { siteId: ctx.siteId, session: ending });
      signOutProblem = after.status === 401 ? undefined : `the ended session still answers ${after.status}`;
    }
    results.push(outcome(calls.signOut, 'ends-session', signOutProblem));
  }
  return { results, session: live };
}
