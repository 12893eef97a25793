/**
 * The game tests' harness (handlers/games*.test.ts): the sandbox app served for a suite, a visitor
 * without a session, one signed-in client per demo player, and launches through the domain's
 * adapters and the contract client to a game page's URL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createPlayerApiClient, type CallId, type PlayerApiClient } from '@casino/player-api';
import { launchPlan, type GameLaunchProvider, type LaunchInput, type LaunchMode } from '@casino/domain';
import { createSandboxApp } from '../src/app.ts';
import { players } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/demoPlayers.ts';
import type { TestDatabase } from './databases.ts';
import { sandboxLaunchInput } from './fixtures.ts';
import { serveForTest } from './server.ts';

/** For a suite over `t`: serves the app before its tests, stops it after, and answers the helpers. */
export function useGamesApi(t: TestDatabase) {
  const server = { baseUrl: '' };
  let stop: (() => Promise<void>) | undefined;
  let anonymous: PlayerApiClient | undefined;
  const clients = new Map<string, PlayerApiClient>();
  let n = 0;

  beforeAll(async () => {
    const started = await serveForTest(createSandboxApp({ db: t.db, context: t.ctx }), t.ctx);
    server.baseUrl = started.baseUrl;
    stop = started.stop;
  });
  afterAll(() => stop?.());

  /** A client without a session. */
  function visitor(): PlayerApiClient {
    anonymous ??= createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6 });
    return anonymous;
  }

  async function player(email: string): Promise<PlayerApiClient> {
    const known = clients.get(email);
    if (known) return known;
    const forwardedFor = `10.13.${++n >> 8}.${n & 255}`;
    const tokens = await createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor }).signIn({
      body: { email, password: DEMO_PASSWORD },
    });
    const api = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor, tokens });
    clients.set(email, api);
    return api;
  }

  async function playerId(email: string): Promise<string> {
    const [row] = await t.db
      .select({ id: players.playerId })
      .from(players)
      .where(and(eq(players.email, email), eq(players.siteId, 6)));
    return row!.id;
  }

  function launchInput(provider: GameLaunchProvider, mode: LaunchMode, id: string): LaunchInput {
    const type = provider === 'creedroomz' ? 'live-casino' : 'casino';
    return sandboxLaunchInput(server.baseUrl, { provider, mode, game: { id, name: `Game ${id}`, type } });
  }

  /** Launches through the domain adapter and the contract client; answers the game page's URL. */
  async function launch(
    provider: GameLaunchProvider,
    mode: LaunchMode,
    id = `${provider}-1`,
  ): Promise<string> {
    const plan = launchPlan(launchInput(provider, mode, id));
    const api = mode === 'real' ? await player('player@demo.test') : visitor();
    const call = api[plan.request.call as CallId] as (input: unknown) => Promise<unknown>;
    const answer = await call({
      ...(plan.request.body ? { body: plan.request.body } : {}),
      ...(plan.request.query ? { query: plan.request.query } : {}),
    });
    const url = plan.gameUrl(answer);
    const response = await fetch(url, { redirect: 'manual' });
    if (response.status === 302) return new URL(response.headers.get('location')!, url).toString();
    expect(response.status).toBe(200);
    return url;
  }

  const spinJson = (url: string, body: Record<string, unknown>) =>
    fetch(`${url}/spin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });

  return { server, visitor, player, playerId, launchInput, launch, spinJson };
}
