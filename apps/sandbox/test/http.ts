/** Small helpers of the sandbox's HTTP tests: the sandbox clock and the client's refusals. */
import { expect } from 'vitest';
import { PlayerApiError } from '@casino/player-api';

/** The sandbox's current time (`GET /sandbox/clock`). */
export async function sandboxNow(baseUrl: string): Promise<Date> {
  const answer = (await (await fetch(`${baseUrl}/sandbox/clock`)).json()) as { now: string };
  return new Date(answer.now);
}

/** Moves the sandbox clock forward by `ms` (`POST /sandbox/clock`). */
export async function advanceClock(baseUrl: string, ms: number): Promise<void> {
  const answer = await fetch(`${baseUrl}/sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs: Math.ceil(ms) }),
  });
  expect(answer.status).toBe(200);
}

/** The client's refusal of a call that must fail (fails the test if it succeeds or throws else). */
export async function refusal(promise: Promise<unknown>): Promise<PlayerApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PlayerApiError);
  return error as PlayerApiError;
}
