/**
 * The live tables' test helpers (handlers/games.roulette.test.ts, games.cardTables.test.ts): the
 * sandbox clock moved to a round's betting or past it, a bet and a result asked as JSON, and a
 * table opened through Evolution's launch (demo, or real for player@demo.test).
 */
import type { PlayerApiClient } from '@casino/player-api';
import { roundAt } from '../src/services/games/index.ts';
import { BETTING_MS, ROUND_MS } from '../src/services/games/rouletteWheel.ts';
import { LOBBY_URL } from './fixtures.ts';
import { advanceClock, sandboxNow as sandboxClock } from './http.ts';

export function useTableHelpers(
  server: { baseUrl: string },
  clients: { visitor: () => PlayerApiClient; player: (email: string) => Promise<PlayerApiClient> },
) {
  const sandboxNow = () => sandboxClock(server.baseUrl);
  const advance = (ms: number) => advanceClock(server.baseUrl, ms);

  /** Moves the sandbox clock to the start of a round's betting (with 15 s or more left); answers the round. */
  async function bettingOpen(): Promise<number> {
    const now = await sandboxNow();
    const current = roundAt(now);
    if (current.phase === 'betting' && current.closesAt.getTime() - now.getTime() > 15_000)
      return current.round;
    await advance(current.endsAt.getTime() - now.getTime() + 50);
    return roundAt(await sandboxNow()).round;
  }

  /** Moves the sandbox clock past the round's betting. */
  async function bettingClosed(round: number): Promise<void> {
    const now = await sandboxNow();
    const closes = round * ROUND_MS + BETTING_MS - now.getTime();
    if (closes >= 0) await advance(closes + 50);
  }

  const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const betJson = (url: string, body: Record<string, unknown>) =>
    fetch(`${url}/bet`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const resultJson = (url: string, query: Record<string, string | number>) =>
    fetch(`${url}/result?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
      headers: { Accept: 'application/json' },
    });

  /** A table's page URL through Evolution's launch (`tableId` is the game id). */
  async function evolutionTable(mode: 'demo' | 'real', tableId: string): Promise<string> {
    const body = {
      gameCategory: 'live',
      tableId,
      wrapped: false,
      mobile: false,
      lobbyURL: encodeURIComponent(LOBBY_URL),
    };
    const answer =
      mode === 'real'
        ? await (
            await clients.player('player@demo.test')
          ).evolutionAuthenticate({ body: { ...body, ipAddress: '10.0.0.1' } })
        : await clients
            .visitor()
            .evolutionAuthenticateDemo({ body: { ...body, currency: 'EUR', language: 'en' } });
    return answer.entry;
  }

  return { sandboxNow, advance, bettingOpen, bettingClosed, betJson, resultJson, evolutionTable };
}
