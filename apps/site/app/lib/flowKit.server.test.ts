import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { z } from 'zod';
import {
  DEPOSIT_RESTING_STATES,
  PAY_AND_PLAY_WAITING_STATES,
  WITHDRAW_RESTING_STATES,
  depositMachine,
  payAndPlayMachine,
  signUpMachine,
  withdrawMachine,
} from '@casino/flows';
import { PlayerApiError } from '@casino/player-api';
import { apiActor, flowError, restingStatesOf, serverFlow } from './flowKit.server.ts';

describe('restingStatesOf', () => {
  it('reads the states a flow rests in from the machine, as the flows list them', () => {
    expect(restingStatesOf(depositMachine)).toEqual([...DEPOSIT_RESTING_STATES]);
    expect(restingStatesOf(withdrawMachine)).toEqual([...WITHDRAW_RESTING_STATES]);
    expect(restingStatesOf(payAndPlayMachine)).toEqual([...PAY_AND_PLAY_WAITING_STATES]);
  });

  it('names nested states by their path and leaves out busy, transient and final ones', () => {
    const states = restingStatesOf(signUpMachine);
    expect(states).toContain('verification.awaiting');
    expect(states).not.toContain('verification.checking');
    expect(states).not.toContain('verification.sending');
    expect(states).not.toContain('complete');
  });
});

const counter = setup({
  types: {
    context: {} as { count: number; error: string | null },
    events: {} as { type: 'add' } | { type: 'stop' },
  },
  actors: { add: fromPromise<number, number>(async ({ input }) => input + 1) },
}).createMachine({
  id: 'counter',
  context: { count: 0, error: null },
  initial: 'outer',
  states: {
    outer: {
      initial: 'idle',
      states: {
        idle: { on: { add: 'adding' } },
        adding: {
          tags: ['busy'],
          invoke: {
            src: 'add',
            input: ({ context }) => context.count,
            onDone: { target: 'idle', actions: assign({ count: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => (event.error as { code?: string }).code ?? null }),
            },
          },
        },
      },
      on: { stop: 'done' },
    },
    done: { type: 'final' },
  },
});

describe('serverFlow', () => {
  const flow = serverFlow({
    cookie: 'test_flow',
    machine: counter,
    context: z.object({ count: z.number(), error: z.string().nullable() }),
  });

  it('runs events to rest, restores a nested resting state, and ends with nothing to store', async () => {
    const first = await flow.run(counter, null, [{ type: 'add' }, { type: 'add' }]);
    expect(first.resting).toEqual({ value: 'outer.idle', context: { count: 2, error: null } });
    const again = await flow.run(counter, first.resting, [{ type: 'add' }]);
    expect(again.resting?.context.count).toBe(3);
    const done = await flow.run(counter, again.resting, [{ type: 'stop' }, { type: 'add' }]);
    expect(done.accepted).toBe(false);
    expect(done.resting).toBeNull();
  });

  it('keeps the flow in an encrypted cookie and refuses a state the machine cannot rest in', () => {
    const store = flow.store({ secret: 'x'.repeat(32), secure: false });
    const cookie = store.write({ value: 'outer.idle', context: { count: 1, error: null } });
    const request = (value: string) =>
      new Request('http://site.test/', { headers: { Cookie: value.split(';')[0]! } });
    expect(store.read(request(cookie))).toEqual({ value: 'outer.idle', context: { count: 1, error: null } });
    const busy = store.write({ value: 'outer.adding', context: { count: 1, error: null } });
    expect(store.read(request(busy))).toBeNull();
  });

  it('hands a failed player API call to the machine as plain data', async () => {
    const failing = counter.provide({
      actors: {
        add: apiActor<number, number>(() => Promise.reject(new PlayerApiError(409, 'error.test', 'No'))),
      },
    });
    const run = await flow.run(failing, null, [{ type: 'add' }]);
    expect(run.resting?.context).toEqual({ count: 0, error: 'error.test' });
  });
});

describe('flowError', () => {
  it('keeps what the machines read of a player API error, and the message of anything else', () => {
    const error = new PlayerApiError(400, 'error.request.invalid', 'Bad', {
      validationErrors: { email: { message: 'x' } },
    });
    expect(flowError(error)).toEqual({
      status: 400,
      code: 'error.request.invalid',
      message: 'Bad',
      validationErrors: { email: { message: 'x' } },
    });
    expect(flowError(new Error('down'))).toEqual({ status: 0, message: 'down' });
  });
});
