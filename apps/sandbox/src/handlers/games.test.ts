/**
 * Game launch and the sandbox games over HTTP, on PGlite and PostgreSQL (issue 8 "Game launch",
 * "Sandbox games"; issue 9 spend limits; spec 3 §7): every provider's launch call, demo and real,
 * built by the domain's adapters, answers a URL that loads a playable slot, or for live tables the
 * live roulette table; demo play uses play money; real spins and roulette bets bet and win through
 * the ledger, idempotently, and refuse a stake above the balance or the spend limit; roulette
 * rounds follow the sandbox clock; both pages talk to their parent frame (packages/domain
 * gameFrame.ts).
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
import { gameFrameMessage } from '@casino/domain';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { advanceClock, refusal, sandboxNow as sandboxClock } from '../../test/http.ts';
import { LOBBY_URL, sandboxLaunchInput } from '../../test/fixtures.ts';
import { serveForTest } from '../../test/server.ts';
import { createSandboxApp } from '../app.ts';
import { gamblingLimits, ledgerTransactions, players, sessions } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';
import {
  auditLedger,
  idempotencyKey,
  openAccounts,
  placeBet,
  recordPaidDeposit,
} from '../services/ledger.ts';
import { SLOT_PAYTABLE, SLOT_RTP, isLiveTableId, slotOutcome } from '../services/games.ts';
import { BETTING_MS, ROUND_MS, colourOf, roundAt, winningNumber } from '../services/roulette.ts';

const LOBBY = LOBBY_URL;

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

describe('the launch category', () => {
  it('knows live tables of providers whose launch carries no category by their ids', () => {
    expect(isLiveTableId('pragmaticplay', '213')).toBe(true);
    expect(isLiveTableId('pragmaticplay', 'vs20frstdmcr')).toBe(false);
    expect(isLiveTableId('pariplay', 'PP_LIVE_011')).toBe(true);
    expect(isLiveTableId('pariplay', 'PP_LMF_COSMICMETEORS')).toBe(false);
    expect(isLiveTableId('softswiss', 'live_01')).toBe(true);
    expect(isLiveTableId('softswiss', 'bluecairn_radiant_rubies')).toBe(false);
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
    const type = provider === 'creedroomz' ? 'live-casino' : 'casino';
    return sandboxLaunchInput(baseUrl, { provider, mode, game: { id, name: `Game ${id}`, type } });
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
    // CreedRoomz is live only: its tables open the roulette table.
    if (provider === 'creedroomz') {
      expect(html).toMatch(/data-play>(Place bet|Show the result of round \d+)</);
    } else {
      expect(html).toContain('<button type="submit" data-play>Spin</button>');
      expect(html).toContain('<label for="stake">Stake</label>');
    }
    expect(html).toContain(mode === 'demo' ? 'Demo: play money' : 'Real money');
    // Pariplay's and Trifecta's payloads carry no lobby URL (spec 3 §7); the site's header has one.
    if (provider !== 'pariplay' && provider !== 'trifecta') expect(html).toContain(`href="${LOBBY}"`);
  });

  it.each([
    ['evolution', 'demo'],
    ['evolution', 'real'],
    ['creedroomz', 'real'],
    ['pragmaticplay', 'demo'],
    ['pariplay', 'real'],
    ['softswiss', 'demo'],
  ] as const)('launches a %s live table (%s) to the roulette table', async (provider, mode) => {
    const id = {
      evolution: 'roulette1',
      creedroomz: 'crz-0101',
      pragmaticplay: '213',
      pariplay: 'PP_LIVE_011',
      softswiss: 'live_01',
    }[provider];
    const plan = launchPlan({ ...launchInput(provider, mode, id), game: { id, type: 'live-casino' } });
    const api = mode === 'real' ? await player('player@demo.test') : anonymous;
    const call = api[plan.request.call as CallId] as (input: unknown) => Promise<unknown>;
    let url = plan.gameUrl(await call({ ...(plan.request.body ? { body: plan.request.body } : {}) }));
    const response = await fetch(url, { redirect: 'manual' });
    if (response.status === 302) url = new URL(response.headers.get('location')!, url).toString();
    const html = await (await fetch(url)).text();
    expect(html).toContain('Sandbox live roulette');
    expect(html).toContain('European roulette, single zero · return to player 97.3 %');
    expect(html).toMatch(/Seats: \d+ · seats taken: \d+/);
    expect(html).not.toContain('>Spin</button>');
    // A slot action on a table is refused.
    expect((await spinJson(url, { roundId: 'table-spin-1', stake: 100 })).status).toBe(404);
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
    // Each round names its game, for the history's game column.
    expect(new Set(history.filter((row) => row.type === 'BET').map((row) => row.gameId))).toEqual(
      new Set(['relax-1']),
    );
    expect(await auditLedger(t.db)).toEqual([]);
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

  // Live roulette -------------------------------------------------------------------------------

  const sandboxNow = () => sandboxClock(baseUrl);
  const advance = (ms: number) => advanceClock(baseUrl, ms);

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

  async function evolutionTable(mode: 'demo' | 'real', tableId: string): Promise<string> {
    const body = {
      gameCategory: 'live',
      tableId,
      wrapped: false,
      mobile: false,
      lobbyURL: encodeURIComponent(LOBBY),
    };
    const answer =
      mode === 'real'
        ? await (
            await player('player@demo.test')
          ).evolutionAuthenticate({ body: { ...body, ipAddress: '10.0.0.1' } })
        : await anonymous.evolutionAuthenticateDemo({ body: { ...body, currency: 'EUR', language: 'en' } });
    return answer.entry;
  }

  it('runs roulette rounds on the sandbox clock; everyone at the table sees the same number', async () => {
    const first = await evolutionTable('demo', 'clock-table');
    const second = await evolutionTable('demo', 'clock-table');
    const round = await bettingOpen();
    const state = (await (await fetch(`${first}/round`)).json()) as Record<string, unknown>;
    expect(state).toMatchObject({ tableId: 'evolution/clock-table', round, phase: 'betting' });
    expect(Date.parse(state['bettingClosesAt'] as string)).toBe(round * ROUND_MS + BETTING_MS);
    expect(Date.parse(state['nextRoundAt'] as string)).toBe((round + 1) * ROUND_MS);

    // A demo bet on play money: the answer carries the state to send back.
    const bet = await betJson(first, { kind: 'red', stake: 100, round, demoBalance: 100_000 });
    expect(bet.status).toBe(200);
    const placed = (await bet.json()) as { balance: string; demo: Record<string, string> };
    expect(placed.balance).toBe('999.00');
    expect(placed.demo).toEqual({ demoBalance: '99900', demoRound: round, demoBets: 'red-100' });

    // No result while betting is open.
    const early = await resultJson(first, { round, ...placed.demo });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'error.game.round_open' });

    await bettingClosed(round);
    const late = await betJson(first, { kind: 'black', stake: 100, round, ...placed.demo });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: 'error.game.betting_closed' });

    const one = (await (await resultJson(first, { round, ...placed.demo })).json()) as Record<
      string,
      unknown
    >;
    const other = (await (await resultJson(second, { round })).json()) as Record<string, unknown>;
    const n = await winningNumber(t.ctx, 'evolution/clock-table', round);
    expect(one['number']).toBe(n);
    expect(other['number']).toBe(n);
    expect(one['colour']).toBe(colourOf(n));
    const win = colourOf(n) === 'red' ? '2.00' : '0.00';
    expect(one).toMatchObject({ stake: '1.00', win, bets: [{ position: 'red', stake: '1.00', win }] });
    expect(one['balance']).toBe(colourOf(n) === 'red' ? '1001.00' : '999.00');
    // The page shows the closed round; a demo touches no ledger.
    const html = await (await fetch(`${first}?demoBalance=99900&demoRound=${round}&demoBets=red-100`)).text();
    expect(html).toContain(`Round ${round}: the ball landed on`);
    expect(html).toMatch(/"type":"roundEnd","roundId":"evolution\/clock-table#\d+"/);
    expect(
      await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.category, 'LIVE_CASINO')),
    ).toHaveLength(0);
  });

  it('plays real roulette: BET and WIN in LIVE_CASINO through the ledger, idempotent per table, round and bet', async () => {
    const url = await evolutionTable('real', 'roulette1');
    const id = await playerId('player@demo.test');
    const wallet = async () =>
      Number((await (await player('player@demo.test')).wallet()).balance.main[0]!.cash);
    const round = await bettingOpen();
    const n = await winningNumber(t.ctx, 'evolution/roulette1', round);
    const start = await wallet();

    // The winning number straight up, and the colour it is not (or odd when it is 0).
    const loser = n === 0 ? 'odd' : colourOf(n) === 'red' ? 'black' : 'red';
    const straight = await betJson(url, { kind: 'number', number: n, stake: 100, round });
    expect(straight.status).toBe(200);
    expect(await straight.json()).toMatchObject({ position: `n${n}`, stake: '1.00', replayed: false });
    const other = await betJson(url, { position: loser, stake: 200, round });
    expect(((await other.json()) as { bets: unknown[] }).bets).toHaveLength(2);
    expect(await wallet()).toBeCloseTo(start - 3, 2);

    // A retry moves nothing; the same bet with another stake is refused.
    const retry = await betJson(url, { kind: 'number', number: n, stake: 100, round });
    expect(await retry.json()).toMatchObject({ replayed: true });
    expect((await betJson(url, { kind: 'number', number: n, stake: 50, round })).status).toBe(400);
    expect(await wallet()).toBeCloseTo(start - 3, 2);

    await bettingClosed(round);
    // A retry after betting closed still answers the bet; a new bet is refused.
    expect(await (await betJson(url, { kind: 'number', number: n, stake: 100, round })).json()).toMatchObject(
      {
        replayed: true,
      },
    );
    const closed = await betJson(url, { kind: 'even', stake: 100, round });
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ code: 'error.game.betting_closed' });

    const result = (await (await resultJson(url, { round })).json()) as Record<string, unknown>;
    expect(result).toMatchObject({ number: n, stake: '3.00', win: '36.00' });
    expect(Number(result['balance'])).toBeCloseTo(start - 3 + 36, 2);
    // Asking again pays nothing twice.
    expect(await (await resultJson(url, { round })).json()).toMatchObject({
      win: '36.00',
      balance: result['balance'],
    });
    expect(await wallet()).toBeCloseTo(start + 33, 2);

    const moves = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.playerId, id), eq(ledgerTransactions.category, 'LIVE_CASINO')));
    const mine = moves.filter((row) => row.idempotencyKey.includes(`evolution/roulette1|${round}|`));
    expect(
      mine
        .filter((row) => row.type === 'BET')
        .map((row) => String(row.amount))
        .sort(),
    ).toEqual(['-100', '-200']);
    expect(mine.filter((row) => row.type === 'WIN').map((row) => row.amount)).toEqual([3600n]);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('settles a real round lazily when the player comes back to the table', async () => {
    const url = await evolutionTable('real', 'lazy-table');
    const id = await playerId('player@demo.test');
    const round = await bettingOpen();
    const n = await winningNumber(t.ctx, 'evolution/lazy-table', round);
    expect((await betJson(url, { position: `n${n}`, stake: 50, round })).status).toBe(200);
    const wins = () =>
      t.db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.playerId, id), eq(ledgerTransactions.type, 'WIN')))
        .then((rows) => rows.filter((row) => row.idempotencyKey.includes(`lazy-table|${round}|`)));
    await bettingClosed(round);
    expect(await wins()).toHaveLength(0);
    const html = await (await fetch(url)).text();
    expect(await wins()).toHaveLength(1);
    expect((await wins())[0]!.amount).toBe(1800n);
    expect(html).toMatch(/"type":"balanceUpdate","balance":"\d+\.\d{2}","currency":"EUR"/);
  });

  it('plays the table through HTML forms, without JavaScript', async () => {
    const url = await evolutionTable('demo', 'form-table');
    const round = await bettingOpen();
    const placed = await fetch(`${url}/bet`, {
      method: 'POST',
      body: new URLSearchParams({
        kind: 'number',
        number: '7',
        stake: '50',
        round: String(round),
        demoBalance: '100000',
      }),
    });
    expect(placed.status).toBe(200);
    const html = await placed.text();
    expect(html).toContain('Bet placed: Number 7, 0.50 EUR.');
    expect(html).toContain('Number 7: 0.50 EUR');
    expect(html).toContain('name="demoBets" value="n7-50"');
    expect(html).toContain('Balance: <strong>999.50 EUR</strong>');
    const bad = await fetch(`${url}/bet`, {
      method: 'POST',
      body: new URLSearchParams({ kind: 'number', number: '37', stake: '50', round: String(round) }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('red, black, even, odd or a number 0–36');
  });

  it('posts the frame messages and obeys pause, resume and the reality check, on both pages', async () => {
    for (const url of [await launch('relax', 'real'), await evolutionTable('real', 'frame-table')]) {
      const html = await (await fetch(url)).text();
      const data = /const d = (\{.*?\}), p = window\.parent/.exec(html);
      expect(data, url).not.toBeNull();
      const parsed = JSON.parse(data![1]!) as {
        messages: Array<Record<string, unknown>>;
        pingMs: number;
        origin: string;
      };
      expect(parsed.pingMs).toBe(30_000);
      expect(parsed.origin).toBe(new URL(LOBBY).origin);
      expect(parsed.messages.map((m) => m['type'])).toEqual(['ready', 'balanceUpdate']);
      for (const message of parsed.messages) {
        expect(
          gameFrameMessage.safeParse({ source: 'sandbox-game', ...message }).success,
          JSON.stringify(message),
        ).toBe(true);
      }
      expect(html).toContain("postMessage({ source: 'sandbox-game', ...m }, d.origin || '*')");
      expect(html).toContain("post({ type: 'ping' })");
      expect(html).toContain("m.source !== 'casino-site'");
      for (const type of ['pause', 'resume', 'realityCheck']) expect(html).toContain(`m.type === '${type}'`);
      expect(html).toContain('<p id="paused" class="paused" role="status" hidden>Paused</p>');
      expect(html).toContain('<h2 id="reality-title">Reality check</h2>');
      expect(html).toMatch(/data-play>/);
    }
  });

  it('refuses a spin and a roulette bet above the spend limit: 409, no money moves', async () => {
    const api = await player('player@demo.test');
    const id = await playerId('player@demo.test');
    const used = (await api.spendLimits()).find((limit) => limit.duration === 'D')!.used;
    // 1.50 left today.
    const limit = (Number(used) + 1.5).toFixed(2);
    expect(await api.updateSpendLimit({ body: { duration: 'D', limit } })).toMatchObject({
      limit,
      remaining: '1.50',
    });
    const count = async () =>
      (await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.playerId, id))).length;
    const before = await count();
    const wallet = async () => (await api.wallet()).balance.main[0]!.cash;
    const cash = await wallet();

    const slot = await launch('quickspin', 'real');
    const refused = await spinJson(slot, { roundId: 'limit-round-1', stake: 200 });
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as { code: string; message: string };
    expect(answer.code).toBe(ERRORS.selfSpendLimitReached.code);
    expect(answer.message).toContain('1.50 left');
    const form = await fetch(`${slot}/spin`, {
      method: 'POST',
      body: new URLSearchParams({ roundId: 'limit-round-2', stake: '200' }),
    });
    expect(form.status).toBe(409);
    const page = await form.text();
    expect(page).toContain('Your spend limit does not allow this bet');
    expect(page).toMatch(/"type":"limitReached","code":"SELF_SPEND_LIMIT_REACHED"/);
    expect(await count()).toBe(before);
    expect(await wallet()).toBe(cash);

    // Within the limit the spin plays; then 0.50 is left and a 1.00 roulette bet is refused.
    expect((await spinJson(slot, { roundId: 'limit-round-3', stake: 100 })).status).toBe(200);
    expect((await api.spendLimits()).find((l) => l.duration === 'D')).toMatchObject({ remaining: '0.50' });
    const table = await evolutionTable('real', 'limit-table');
    const round = await bettingOpen();
    const afterSpin = await count();
    const bet = await betJson(table, { kind: 'red', stake: 100, round });
    expect(bet.status).toBe(409);
    expect(await bet.json()).toMatchObject({ code: ERRORS.selfSpendLimitReached.code });
    const betForm = await fetch(`${table}/bet`, {
      method: 'POST',
      body: new URLSearchParams({ kind: 'red', stake: '100', round: String(round) }),
    });
    expect(betForm.status).toBe(409);
    expect(await betForm.text()).toContain('"type":"limitReached"');
    expect(await count()).toBe(afterSpin);
    expect((await betJson(table, { kind: 'red', stake: 50, round })).status).toBe(200);
    await t.db.delete(gamblingLimits).where(eq(gamblingLimits.playerId, id));
  });

  it('ends a real game with the player: time-out, self-exclusion, a delayed exclusion and sign-out stop its bets (issue 15 §1)', async () => {
    /** A player of this test's own, signed in afresh, with 100.00 to play with. */
    async function fundedPlayer(email: string) {
      const id = await playerId(email);
      const accounts = (await openAccounts(t.ctx, id))!;
      await recordPaidDeposit(t.ctx, {
        accounts,
        amount: 10_000n,
        paymentMethod: 'TRUSTLY',
        idempotencyKey: idempotencyKey(id, 'deposit', `issue-15-${email}`),
      });
      const forwardedFor = `10.15.${++n >> 8}.${n & 255}`;
      const tokens = await createPlayerApiClient({ baseUrl, siteId: 6, forwardedFor }).signIn({
        body: { email, password: DEMO_PASSWORD },
      });
      return { id, accounts, api: createPlayerApiClient({ baseUrl, siteId: 6, forwardedFor, tokens }) };
    }
    async function realSlot(api: PlayerApiClient, gameId: string): Promise<string> {
      const { token } = await api.relaxGamingGenerateToken({ body: { gameId, channel: 'web' } });
      const launched = await fetch(
        `${baseUrl}/sandbox/launch/relax?token=${encodeURIComponent(token)}&gameId=${gameId}`,
        { redirect: 'manual' },
      );
      return new URL(launched.headers.get('location')!, baseUrl).toString();
    }
    const bets = async (id: string) =>
      (
        await t.db
          .select()
          .from(ledgerTransactions)
          .where(and(eq(ledgerTransactions.playerId, id), eq(ledgerTransactions.type, 'BET')))
      ).length;
    /** Spins on an open game URL after a measure: refused, the page ended, and no bet booked. */
    async function expectEnded(url: string, id: string, round: string) {
      const before = await bets(id);
      const spun = await spinJson(url, { roundId: round, stake: 100 });
      expect(spun.status).toBe(404);
      expect(await spun.json()).toMatchObject({ code: ERRORS.gameNotFound.code });
      const form = await fetch(`${url}/spin`, {
        method: 'POST',
        body: new URLSearchParams({ roundId: `${round}-form`, stake: '100' }),
      });
      expect(form.status).toBe(404);
      expect((await fetch(url)).status).toBe(404);
      expect(await bets(id)).toBe(before);
    }

    // Time-out: the open game stops betting at once.
    const timedOut = await fundedPlayer('limits@demo.test');
    const slot = await realSlot(timedOut.api, 'relax-timeout');
    expect((await spinJson(slot, { roundId: 'before-timeout', stake: 100 })).status).toBe(200);
    await timedOut.api.timeout({ body: { days: 1 } });
    await expectEnded(slot, timedOut.id, 'after-timeout');

    // Self-exclusion, on a live table and a slot.
    const excluded = await fundedPlayer('selfexclude@demo.test');
    const slot2 = await realSlot(excluded.api, 'relax-exclusion');
    expect((await spinJson(slot2, { roundId: 'before-exclusion', stake: 100 })).status).toBe(200);
    await excluded.api.selfExclusion({
      body: { exclusionInMonths: 6, exclusionDelayInHours: 0, accountDisableIndefinitely: false },
    });
    await expectEnded(slot2, excluded.id, 'after-exclusion');

    // Sign-out ends the game too, and so does a delayed exclusion once it starts (no call revokes
    // the session then: the game asks the sign-in's rule itself).
    const leaving = await fundedPlayer('edd@demo.test');
    const slot3 = await realSlot(leaving.api, 'relax-signout');
    expect((await spinJson(slot3, { roundId: 'before-signout', stake: 100 })).status).toBe(200);
    await leaving.api.signOut();
    await expectEnded(slot3, leaving.id, 'after-signout');
    const delayed = await fundedPlayer('docs@demo.test');
    const slot4 = await realSlot(delayed.api, 'relax-delayed');
    await delayed.api.selfExclusion({
      body: { exclusionInMonths: 6, exclusionDelayInHours: 1, accountDisableIndefinitely: false },
    });
    expect((await spinJson(slot4, { roundId: 'before-delayed', stake: 100 })).status).toBe(200);
    await advanceClock(baseUrl, 3_600_000 + 60_000);
    await expectEnded(slot4, delayed.id, 'after-delayed');

    // The ledger refuses the bet itself, whatever places it: an ended session, or a player who may not gamble.
    const direct = await placeBet(t.ctx, {
      accounts: leaving.accounts,
      amount: 100n,
      category: 'CASINO',
      idempotencyKey: idempotencyKey(leaving.id, 'game-bet', 'issue-15-direct'),
      sessionId: (await t.db.select().from(sessions).where(eq(sessions.playerId, leaving.id)))[0]!.sessionId,
    });
    expect(direct).toMatchObject({ ok: false, code: ERRORS.tokenExpired.code });
    const blocked = await placeBet(t.ctx, {
      accounts: excluded.accounts,
      amount: 100n,
      category: 'CASINO',
      idempotencyKey: idempotencyKey(excluded.id, 'game-bet', 'issue-15-direct'),
      sessionId: null,
    });
    expect(blocked).toMatchObject({ ok: false, code: ERRORS.forbidden.code });
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it("links the game's lobby only to the brand's own site (issue 15 §3)", async () => {
    const evil = 'https://attacker.example/lobby';
    // Signed in afresh: the test before moved the sandbox clock past the cached client's token.
    const tokens = await anonymous.signIn({ body: { email: 'player@demo.test', password: DEMO_PASSWORD } });
    const api = createPlayerApiClient({ baseUrl, siteId: 6, tokens });
    const refused = await refusal(
      api.gameSlugUrl({
        body: {
          slug: 'relax-1',
          channel: 'web',
          language: 'en',
          currency: 'EUR',
          lobbyUrl: evil,
          ip: '10.0.0.1',
        },
      }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.validationErrors ?? {})).toContain('lobbyUrl');
    // The launcher's lobby URL replaces the grant's only with a page of the same site.
    const { token } = await api.relaxGamingGenerateToken({ body: { gameId: 'relax-lobby', channel: 'web' } });
    for (const [lobbyUrl, shown] of [
      [evil, false],
      [LOBBY, true],
    ] as const) {
      const launched = await fetch(
        `${baseUrl}/sandbox/launch/relax?token=${encodeURIComponent(token)}&gameId=relax-lobby&lobbyUrl=${encodeURIComponent(lobbyUrl)}`,
        { redirect: 'manual' },
      );
      const html = await (await fetch(new URL(launched.headers.get('location')!, baseUrl))).text();
      expect(html.includes(`href="${lobbyUrl}"`), lobbyUrl).toBe(shown);
    }
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
