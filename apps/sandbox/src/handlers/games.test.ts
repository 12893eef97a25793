/**
 * Game launch and the sandbox games over HTTP, on PGlite and PostgreSQL (issue 8 "Game launch",
 * "Sandbox games"; spec 3 §7): every provider's launch call, demo and real, built by the domain's
 * adapters, answers a URL that loads a playable slot; demo spins use play money; real spins bet
 * and win through the ledger, idempotently, and refuse a stake above the balance.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  PlayerApiError,
  createPlayerApiClient,
  type CallId,
  type PlayerApiClient,
} from '@casino/player-api';
import {
  GAME_LAUNCH_PROVIDERS,
  canLaunch,
  launchPlan,
  type GameLaunchProvider,
  type LaunchInput,
  type LaunchMode,
} from '@casino/domain';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { serveForTest } from '../../test/server.ts';
import { createSandboxApp } from '../app.ts';
import { ledgerTransactions, players } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';
import { auditLedger } from '../services/ledger.ts';
import { SLOT_PAYTABLE, SLOT_RTP, slotOutcome } from '../services/games.ts';

const LOBBY = 'http://localhost:3000/en-UN/online-casino';

describe('the sandbox slot', () => {
  it('declares its return to player', () => {
    const weights = SLOT_PAYTABLE.reduce((sum, line) => sum + line.weight, 0);
    expect(weights).toBe(10_000);
    const rtp = SLOT_PAYTABLE.reduce((sum, line) => sum + line.weight * line.multiplier, 0) / 10_000;
    expect(rtp).toBeCloseTo(SLOT_RTP, 10);
    let paid = 0;
    for (let draw = 0; draw < 10_000; draw++) paid += slotOutcome(draw).multiplier;
    expect(paid / 10_000).toBeCloseTo(SLOT_RTP, 10);
  });
});

describe.each(DATABASE_KINDS)('game launch and sandbox games on %s', (kind) => {
  const t = useTestDatabase(kind);
  let baseUrl = '';
  let stop: (() => Promise<void>) | undefined;
  let anonymous: PlayerApiClient;
  const clients = new Map<string, PlayerApiClient>();
  let n = 0;

  beforeAll(async () => {
    const started = await serveForTest(createSandboxApp({ db: t.db, context: t.ctx }), t.ctx);
    baseUrl = started.baseUrl;
    stop = started.stop;
    anonymous = createPlayerApiClient({ baseUrl, siteId: 6 });
  });
  afterAll(() => stop?.());

  async function player(email: string): Promise<PlayerApiClient> {
    const known = clients.get(email);
    if (known) return known;
    const forwardedFor = `10.13.${++n >> 8}.${n & 255}`;
    const tokens = await createPlayerApiClient({ baseUrl, siteId: 6, forwardedFor }).signIn({
      body: { email, password: DEMO_PASSWORD },
    });
    const api = createPlayerApiClient({ baseUrl, siteId: 6, forwardedFor, tokens });
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
    return {
      provider,
      mode,
      channel: 'web',
      game: { id, name: `Game ${id}`, type: provider === 'creedroomz' ? 'live-casino' : 'casino' },
      language: 'en',
      locale: 'en-US',
      currency: 'EUR',
      country: 'FI',
      ip: '10.0.0.1',
      lobbyUrl: LOBBY,
      playerId: 'player-1',
      site: {
        pragmaticStyleName: 'sandbox',
        launcherUrl: `${baseUrl}/sandbox/launch`,
        evolutionHost: baseUrl,
        depositUrl: 'http://localhost:3000/en-UN/deposit',
      },
    };
  }

  /** Launches through the domain adapter and the contract client; answers the game page's URL. */
  async function launch(
    provider: GameLaunchProvider,
    mode: LaunchMode,
    id = `${provider}-1`,
  ): Promise<string> {
    const plan = launchPlan(launchInput(provider, mode, id));
    const api = mode === 'real' ? await player('player@demo.test') : anonymous;
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

  const CASES = GAME_LAUNCH_PROVIDERS.flatMap((provider) =>
    (['demo', 'real'] as const)
      .filter((mode) => canLaunch(provider, mode))
      .map((mode) => [provider, mode] as const),
  );

  it.each(CASES)('launches %s (%s) to a playable sandbox game page', async (provider, mode) => {
    const url = await launch(provider, mode);
    expect(url.startsWith(`${baseUrl}/sandbox/games/`)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<button type="submit">Spin</button>');
    expect(html).toContain('<label for="stake">Stake</label>');
    expect(html).toContain(mode === 'demo' ? 'Demo: play money' : 'Real money');
    // Pariplay's and Trifecta's payloads carry no lobby URL (spec 3 §7); the site's header has one.
    if (provider !== 'pariplay' && provider !== 'trifecta') expect(html).toContain(`href="${LOBBY}"`);
  });

  it('plays a demo with play money and touches no ledger', async () => {
    const url = await launch('pragmaticplay', 'demo');
    const before = await t.db.select().from(ledgerTransactions);
    let balance = '1000.00';
    for (let round = 0; round < 5; round++) {
      const cents = Math.round(Number(balance) * 100);
      const answer = await spinJson(url, { roundId: `demo-round-${round}`, stake: 100, demoBalance: cents });
      expect(answer.status).toBe(200);
      const result = (await answer.json()) as { balance: string; win: string; stake: string };
      expect(Number(result.balance)).toBeCloseTo(Number(balance) - 1 + Number(result.win), 2);
      balance = result.balance;
    }
    expect(await t.db.select().from(ledgerTransactions)).toHaveLength(before.length);
    const broke = await spinJson(url, { roundId: 'demo-round-broke', stake: 100, demoBalance: 50 });
    expect(broke.status).toBe(409);
    expect(await broke.json()).toMatchObject({ code: ERRORS.notEnoughFunds.code });
  });

  it('plays for real money: BET and WIN through the ledger, idempotent by round', async () => {
    const url = await launch('relax', 'real');
    const id = await playerId('player@demo.test');
    const wallet = async () => (await (await player('player@demo.test')).wallet()).balance.main[0]!.cash;
    const start = Number(await wallet());
    let expected = start;
    let won = false;
    for (let round = 0; round < 30 && !won; round++) {
      const answer = await spinJson(url, { roundId: `real-round-${round}`, stake: 200 });
      expect(answer.status).toBe(200);
      const result = (await answer.json()) as { balance: string; win: string; replayed: boolean };
      expected = expected - 2 + Number(result.win);
      expect(Number(result.balance)).toBeCloseTo(expected, 2);
      expect(result.replayed).toBe(false);
      won = Number(result.win) > 0;
      if (won) {
        // A retry of the round moves nothing and answers the same outcome.
        const retry = await spinJson(url, { roundId: `real-round-${round}`, stake: 200 });
        expect(await retry.json()).toMatchObject({
          win: result.win,
          balance: result.balance,
          replayed: true,
        });
      }
    }
    expect(won).toBe(true);
    expect(Number(await wallet())).toBeCloseTo(expected, 2);
    const moves = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.playerId, id), eq(ledgerTransactions.category, 'CASINO')));
    expect(moves.some((row) => row.type === 'BET' && row.amount === -200n)).toBe(true);
    expect(moves.some((row) => row.type === 'WIN' && row.amount > 0n)).toBe(true);
    const history = await (await player('player@demo.test')).transactions({ query: { category: 'CASINO' } });
    expect(history.map((row) => row.type)).toEqual(expect.arrayContaining(['BET', 'WIN']));
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('plays a live table (Evolution live) in the LIVE_CASINO category', async () => {
    const api = await player('player@demo.test');
    const answer = await api.evolutionAuthenticate({
      body: {
        gameCategory: 'live',
        tableId: 'roulette1',
        wrapped: false,
        mobile: false,
        lobbyURL: encodeURIComponent(LOBBY),
        ipAddress: '10.0.0.1',
      },
    });
    const spun = await spinJson(answer.entry, { roundId: 'live-round-1', stake: 100 });
    expect(spun.status).toBe(200);
    const [bet] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.type, 'BET'), eq(ledgerTransactions.category, 'LIVE_CASINO')));
    expect(bet).toBeDefined();
  });

  it('refuses a real stake above the balance and moves nothing', async () => {
    const api = await player('new@demo.test');
    const { token } = await api.relaxGamingGenerateToken({ body: { gameId: 'relax-1', channel: 'web' } });
    const launched = await fetch(
      `${baseUrl}/sandbox/launch/relax?token=${encodeURIComponent(token)}&gameId=relax-1`,
      {
        redirect: 'manual',
      },
    );
    const url = new URL(launched.headers.get('location')!, baseUrl).toString();
    const id = await playerId('new@demo.test');
    const answer = await spinJson(url, { roundId: 'poor-round-1', stake: 100 });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: ERRORS.notEnoughFunds.code });
    expect(
      await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.playerId, id)),
    ).toHaveLength(0);
    // The form answers the page with the message.
    const form = await fetch(`${url}/spin`, {
      method: 'POST',
      body: new URLSearchParams({ roundId: 'poor-round-2', stake: '100' }),
    });
    expect(form.status).toBe(409);
    expect(await form.text()).toContain('Your balance is too low for this stake');
  });

  it('plays through the HTML form too, posting the frame messages', async () => {
    const url = await launch('novomatic', 'demo');
    const form = await fetch(`${url}/spin`, {
      method: 'POST',
      body: new URLSearchParams({ roundId: 'form-round-1', stake: '50', demoBalance: '100000' }),
    });
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('role="status"');
    expect(html).toMatch(/"type":"roundEnd","roundId":"form-round-1"/);
    expect(html).toMatch(/"type":"balanceUpdate"/);
  });

  it('refuses real launches to players without casino access, and bad game ids', async () => {
    const api = await player('nocasino@demo.test');
    await expect(
      api.pariplayContextReal({
        body: {
          GameCode: 'p1',
          CurrencyCode: 'EUR',
          LanguageCode: 'en',
          PlayerIP: '10.0.0.1',
          CountryCode: 'FI',
        },
      }),
    ).rejects.toMatchObject({ code: ERRORS.gameAccessDenied.code });
    await expect(
      anonymous.gameToken({
        body: { gameId: 'no such game!', channel: 'web', partner: '2390', jurisdiction: 'MT' },
      }),
    ).rejects.toBeInstanceOf(PlayerApiError);
  });

  it('refuses forged, expired and mismatched sessions', async () => {
    const url = await launch('quickspin', 'demo');
    const forged = `${url.slice(0, -3)}abc`;
    expect((await fetch(forged)).status).toBe(404);
    expect((await spinJson(forged, { roundId: 'forged-round', stake: 100 })).status).toBe(404);
    const { token } = await anonymous.gameToken({
      body: { gameId: 'yggdrasil-1', channel: 'web', partner: '2390', jurisdiction: 'MT' },
    });
    const mismatch = await fetch(
      `${baseUrl}/sandbox/launch/yggdrasil?token=${encodeURIComponent(token)}&gameId=other`,
      {
        redirect: 'manual',
      },
    );
    expect(mismatch.status).toBe(400);
    await fetch(`${baseUrl}/sandbox/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceMs: 13 * 3_600_000 }),
    });
    expect((await fetch(url)).status).toBe(404);
  });
});
