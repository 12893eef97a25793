/**
 * The sandbox clock's test surface (apps/sandbox/README.md "Test surfaces"): its time now, and
 * moving it on. The clock is shared by every spec on the stack; a spec that moves it says why.
 */
import { z } from 'zod';
import { expect } from './test.ts';
import { SANDBOX } from './urls.ts';

/** Moves the sandbox clock `ms` forward. */
export async function moveSandboxClock(ms: number): Promise<void> {
  const response = await fetch(`${SANDBOX}/sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  expect(response.ok).toBe(true);
}

/** The sandbox clock's time (ms since the epoch). */
export async function sandboxNow(): Promise<number> {
  const answer = await fetch(`${SANDBOX}/sandbox/clock`);
  return Date.parse(z.object({ now: z.string() }).parse(await answer.json()).now);
}
