/** Signing demo players in on a test database, and reading login failures as the site does. */
import { classifyLoginError, type LoginErrorKind } from '@casino/domain';
import { DEMO_PASSWORD } from '../src/demoPlayers.ts';
import type { LoginFailure, SessionTokens } from '../src/services/identity/index.ts';
import { signIn } from '../src/services/identity/signIn.ts';
import type { TestDatabase } from './databases.ts';

export const SITE = 6;
export const IP = '198.51.100.7';

export function signInAs(t: TestDatabase, email: string, password = DEMO_PASSWORD, siteId = SITE) {
  return signIn(t.ctx, { siteId, email, password, realIpAddress: IP, ipAddress: '10.1.2.3' });
}

export async function tokensOf(result: Awaited<ReturnType<typeof signIn>>): Promise<SessionTokens> {
  if (!result.ok) throw new Error(`expected tokens, got ${result.message}`);
  return result.tokens;
}

export function failureOf(result: { ok: boolean }): LoginFailure {
  if (result.ok) throw new Error('expected a failure');
  return result as LoginFailure;
}

/**
 * What the site does with a login failure (spec 1 §8 "by message content"): the site's classifier
 * from @casino/domain, proving the messages carry what the spec says it reads (days from the
 * digits). The kinds are named as this file's assertions read them.
 */
const KIND_NAMES: Partial<Record<LoginErrorKind, string>> = {
  timeoutInProgress: 'timeout',
  exclusionInProgress: 'exclusion',
  attemptsExceeded: 'maxAttempt',
  playerNotFound: 'notFound',
};
export function classify(message: string): { kind: string; days?: number } {
  const { kind, remainingDays } = classifyLoginError(message);
  return { kind: KIND_NAMES[kind] ?? kind, days: remainingDays };
}
