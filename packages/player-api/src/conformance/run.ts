/**
 * The conformance suite: checks that a player API implementation at a base URL honours the
 * contract (shapes, status codes, headers, error bodies). Run it with
 * `npm run conformance -- --base-url URL [--site-id 6] [--email E --password P] [--strict]`.
 */
import { callList } from '../contract.ts';
import { DEFAULT_SITE_ID } from '../headers.ts';
import { checkCall, checkExample, takesInput, type CheckResult } from './checks.ts';
import { identityScenarios, type Credentials } from './identity.ts';

export type { CheckResult } from './checks.ts';

/**
 * Calls whose valid request may end the player's session or block the player (self-exclusion, a
 * time-out, a new password): their examples run after every other, so the rest run signed in.
 */
const SESSION_ENDING = new Set(['selfExclusion', 'timeout', 'changePassword', 'updateActivitySettings']);

export interface ConformanceOptions {
  baseUrl: string;
  siteId?: number;
  /** A real player of the backend, for the identity scenarios and checks that need a session. */
  credentials?: Credentials;
  /** Treat `501 error.not_implemented` as a failure. */
  strict?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Only calls whose id matches (for focused runs). */
  only?: RegExp;
}

export interface ConformanceReport {
  results: CheckResult[];
  passed: number;
  failed: number;
  skipped: number;
  notImplemented: number;
  /** Calls answering 501 to every check that reached them. */
  notImplementedCalls: string[];
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const ctx = {
    transport: {
      baseUrl: options.baseUrl,
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? 10_000,
    },
    siteId: options.siteId ?? DEFAULT_SITE_ID,
    session: undefined as Awaited<ReturnType<typeof identityScenarios>>['session'],
    strict: options.strict ?? false,
  };
  const results: CheckResult[] = [];
  if (options.credentials) {
    const identity = await identityScenarios(ctx, options.credentials);
    results.push(...identity.results);
    ctx.session = identity.session;
  }
  const chosen = callList.filter((call) => !options.only || options.only.test(call.id));
  for (const call of chosen) {
    try {
      results.push(...(await checkCall(ctx, call)));
    } catch (error) {
      results.push({ call: call.id, check: 'request', outcome: 'fail', detail: (error as Error).message });
    }
  }
  // The example requests last, and last of them the calls that end or block the session.
  const examples = chosen.filter(takesInput);
  const ordered = [
    ...examples.filter((call) => !SESSION_ENDING.has(call.id)),
    ...examples.filter((call) => SESSION_ENDING.has(call.id)),
  ];
  for (const call of ordered) {
    try {
      results.push(await checkExample(ctx, call));
    } catch (error) {
      results.push({ call: call.id, check: 'example', outcome: 'fail', detail: (error as Error).message });
    }
  }
  const count = (outcome: CheckResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  const notImplementedCalls = [
    ...new Set(results.filter((r) => r.outcome === 'not-implemented').map((r) => r.call)),
  ];
  return {
    results,
    passed: count('pass'),
    failed: count('fail'),
    skipped: count('skip'),
    notImplemented: count('not-implemented'),
    notImplementedCalls,
  };
}

export function formatReport(report: ConformanceReport): string {
  const lines = report.results
    .filter((r) => r.outcome === 'fail')
    .map((r) => `FAIL ${r.call} ${r.check}: ${r.detail ?? ''}`);
  if (report.notImplementedCalls.length) {
    lines.push(
      `Not implemented yet (501): ${report.notImplementedCalls.length} calls: ${report.notImplementedCalls.join(', ')}`,
    );
  }
  lines.push(`${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`);
  return lines.join('\n');
}
