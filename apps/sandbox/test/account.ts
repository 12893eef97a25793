/**
 * The account tests' harness (handlers/account.test.ts, phoneChange.test.ts): the sandbox served
 * for a suite, a typed client per caller address, the outbox of a recipient, and a new registered
 * Canadian player (no verification needed) signed in, so the demo players keep their details.
 */
import { createPlayerApiClient, type PlayerApiClient } from '@casino/player-api';
import type { TestDatabase } from './databases.ts';
import { registrationBody } from './fixtures.ts';
import { useSandboxServer } from './server.ts';

export const PASSWORD = 'Account-Pass-1';

export interface OutboxMessage {
  channel: 'SMS' | 'EMAIL';
  kind: string;
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
}

/** For a suite over `t`: the server and the helpers; `range` keeps each file's addresses apart. */
export function useAccountApi(t: TestDatabase, range: number) {
  const server = useSandboxServer(t);
  /** This suite's serial: addresses, e-mails and phone numbers derive from it, so none repeats. */
  const counter = { n: 0 };

  function address(): string {
    const n = ++counter.n;
    return `10.${range}.${n >> 8}.${n & 255}`;
  }

  function client(tokens?: Parameters<typeof createPlayerApiClient>[0]['tokens']): PlayerApiClient {
    return createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor: address(), tokens });
  }

  async function outbox(to: string): Promise<OutboxMessage[]> {
    const response = await fetch(`${server.baseUrl}/sandbox/outbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: OutboxMessage[] }).messages;
  }

  async function signIn(email: string, password = PASSWORD) {
    return client().signIn({ body: { email, password } });
  }

  /** A registered Canadian player (no verification needed) signed in. */
  async function player() {
    const n = ++counter.n;
    const email = `account${n}@test.example`;
    const mobilePhone = `+1613555${String(n).padStart(4, '0')}`;
    await client().register({
      body: registrationBody({ email, mobilePhone, password: PASSWORD, countryCode: 'CA' }),
    });
    const tokens = await signIn(email);
    return { email, mobilePhone, api: client(tokens), tokens };
  }

  return { server, counter, client, outbox, signIn, player };
}
