/**
 * Game launch and the sandbox slot over HTTP, on PGlite and PostgreSQL (spec 3 §7): every
 * provider's launch call, demo and real, built by the domain's adapters, answers a URL that loads
 * a playable slot, or for live tables the live roulette table; demo play uses play money; real
 * spins bet and win through the ledger, idempotently, and refuse a stake above the balance; a real
 * game ends with the player's session; lobby links lead only to the brand's own site; forged,
 * expired and mismatched sessions are refused. The roulette table is in games.roulette.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ERRORS,
  PlayerApiError,
  createPlayerApiClient,
  type CallId,
  type PlayerApiClient,
} from '@casino/player-api';
import { GAME_LAUNCH_PROVIDERS, canLaunch, launchPlan } from '@casino/domain';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useGamesApi } from '../../test/games.ts';
import { advanceClock, refusal } from '../../test/http.ts';
import { LOBBY_URL } from '../../test/fixtures.ts';
import { ledgerTransactions, sessions } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demoPlayers.ts';
import {
  auditLedger,
  idempotencyKey,
  openAccounts,
  placeBet,
  recordPaidDeposit,
} from '../services/money/index.ts';
import { isLiveTableId, SLOT_RTP } from '../services/games/index.ts';
import { SLOT_PAYTABLE, slotOutcome } from '../services/games/slot.ts';
import { linesOf } from '../services/games/slotReels.ts';

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
  const { server, visitor, player, playerId, launchInput, launch, spinJson } = useGamesApi(t);
  let n = 0;

  const CASES = GAME_LAUNCH_PROVIDERS.flatMap((provider) =>
    (['demo', 'real'] as const)
      .filter((mode) => canLaunch(provider, mode))
      .map((mode) => [provider, mode] as const),
  );

  it.each(CASES)('launches %s (%s) to a playable sandbox game page', async (provider, mode) => {
    const url = await launch(provider, mode);
    expect(url.startsWith(`${server.baseUrl}/sandbox/games/`)).toBe(true);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    // CreedRoomz is live only: its tables open the roulette table.
    if (provider === 'creedroomz') {
      expect(html).toMatch(/data-play[^>]*>(\d+|Show the result of round \d+)</);
    } else {
      expect(html).toContain('<button type="submit" id="spin" class="primary" data-play>Spin</button>');
      expect(html).toContain('<legend>Stake</legend>');
      expect(html).toContain('<div class="reels" role="img"');
    }
    // No ids, no provider codes: the game's name (here unknown to the catalogue: its kind).
    expect(html).not.toContain(`${provider}-1</h1>`);
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
    const api = mode === 'real' ? await player('player@demo.test') : visitor();
    const call = api[plan.request.call as CallId] as (input: unknown) => Promise<unknown>;
    let url = plan.gameUrl(await call({ ...(plan.request.body ? { body: plan.request.body } : {}) }));
    const response = await fetch(url, { redirect: 'manual' });
    if (response.status === 302) url = new URL(response.headers.get('location')!, url).toString();
    const html = await (await fetch(url)).text();
    expect(html).toContain('European roulette, single zero · Return to player 97.3 %');
    expect(html).toMatch(/Seats: .*\d+ of \d+ taken/);
    // The betting layout while betting is open, else the way to the round's result.
    expect(html).toMatch(
      /<div class="felt" role="group" aria-label="Betting table">|Show the result of round/,
    );
    expect(html).toContain('<ol class="history" data-moves>');
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

  it('answers the reels a round shows, matching its outcome, and speaks the launch’s language', async () => {
    const url = await launch('pragmaticplay', 'demo');
    let balance = 100_000;
    for (let round = 0; round < 12; round++) {
      const answer = await spinJson(url, {
        roundId: `reels-round-${round}`,
        stake: 100,
        demoBalance: balance,
      });
      const result = (await answer.json()) as {
        balance: string;
        multiplier: number;
        symbols: string[];
        reels: string[][];
        lines: Array<{ line: number; symbol: string; count: number }>;
      };
      balance = Math.round(Number(result.balance) * 100);
      expect(result.reels).toHaveLength(5);
      expect(result.reels.every((reel) => reel.length === 3)).toBe(true);
      expect(result.lines).toEqual(linesOf(result.reels));
      if (result.multiplier > 0) {
        expect(result.lines).toHaveLength(1);
        expect(result.lines[0]).toMatchObject({ symbol: result.symbols[0], count: 3 });
      } else expect(result.lines).toEqual([]);
    }
    // A Finnish launch: the page in Finnish, amounts as Finland writes them.
    const fi = launchPlan({ ...launchInput('pragmaticplay', 'demo', 'pragmaticplay-1'), language: 'fi' });
    const answer = (await visitor()[fi.request.call as CallId]({
      body: fi.request.body,
    } as never)) as unknown;
    const html = await (await fetch(fi.gameUrl(answer))).text();
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('>Pyöräytä</button>');
    expect(html).toContain('1\u00a0000,00\u00a0€');
  });

  it('loses a round on a test caller’s request, and ignores the request from anyone else', async () => {
    const url = await launch('relax', 'real');
    const lose = (roundId: string, headers: Record<string, string>) =>
      fetch(`${url}/spin`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-Sandbox-Slot-Outcome': 'lose',
          ...headers,
        },
        body: JSON.stringify({ roundId, stake: 100 }),
      });
    for (let round = 0; round < 5; round++) {
      const answer = await lose(`lose-round-${round}`, {});
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ win: '0.00', multiplier: 0 });
    }
    // Behind a proxy the header means nothing: the outcomes are the usual ones (some rounds win).
    let won = false;
    for (let round = 0; round < 40 && !won; round++) {
      const answer = await lose(`proxied-round-${round}`, { 'X-Forwarded-For': '203.0.113.5' });
      won = Number(((await answer.json()) as { win: string }).win) > 0;
    }
    expect(won).toBe(true);
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
      `${server.baseUrl}/sandbox/launch/relax?token=${encodeURIComponent(token)}&gameId=relax-1`,
      {
        redirect: 'manual',
      },
    );
    const url = new URL(launched.headers.get('location')!, server.baseUrl).toString();
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
      visitor().gameToken({
        body: { gameId: 'no such game!', channel: 'web', partner: '2390', jurisdiction: 'MT' },
      }),
    ).rejects.toBeInstanceOf(PlayerApiError);
  });

  // Live roulette -------------------------------------------------------------------------------

  it('ends a real game with the player: time-out, self-exclusion, a delayed exclusion and sign-out stop its bets', async () => {
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
      const tokens = await createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor }).signIn(
        {
          body: { email, password: DEMO_PASSWORD },
        },
      );
      return {
        id,
        accounts,
        api: createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, forwardedFor, tokens }),
      };
    }
    async function realSlot(api: PlayerApiClient, gameId: string): Promise<string> {
      const { token } = await api.relaxGamingGenerateToken({ body: { gameId, channel: 'web' } });
      const launched = await fetch(
        `${server.baseUrl}/sandbox/launch/relax?token=${encodeURIComponent(token)}&gameId=${gameId}`,
        { redirect: 'manual' },
      );
      return new URL(launched.headers.get('location')!, server.baseUrl).toString();
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
    await advanceClock(server.baseUrl, 3_600_000 + 60_000);
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

  it("links the game's lobby only to the brand's own site", async () => {
    const evil = 'https://attacker.example/lobby';
    // Signed in afresh: the test before moved the sandbox clock past the cached client's token.
    const tokens = await visitor().signIn({ body: { email: 'player@demo.test', password: DEMO_PASSWORD } });
    const api = createPlayerApiClient({ baseUrl: server.baseUrl, siteId: 6, tokens });
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
        `${server.baseUrl}/sandbox/launch/relax?token=${encodeURIComponent(token)}&gameId=relax-lobby&lobbyUrl=${encodeURIComponent(lobbyUrl)}`,
        { redirect: 'manual' },
      );
      const html = await (await fetch(new URL(launched.headers.get('location')!, server.baseUrl))).text();
      expect(html.includes(`href="${lobbyUrl}"`), lobbyUrl).toBe(shown);
    }
  });

  it('refuses forged, expired and mismatched sessions', async () => {
    const url = await launch('quickspin', 'demo');
    const forged = `${url.slice(0, -3)}abc`;
    expect((await fetch(forged)).status).toBe(404);
    expect((await spinJson(forged, { roundId: 'forged-round', stake: 100 })).status).toBe(404);
    const { token } = await visitor().gameToken({
      body: { gameId: 'yggdrasil-1', channel: 'web', partner: '2390', jurisdiction: 'MT' },
    });
    const mismatch = await fetch(
      `${server.baseUrl}/sandbox/launch/yggdrasil?token=${encodeURIComponent(token)}&gameId=other`,
      {
        redirect: 'manual',
      },
    );
    expect(mismatch.status).toBe(400);
    await fetch(`${server.baseUrl}/sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: 13 * 3_600_000 }),
    });
    expect((await fetch(url)).status).toBe(404);
  });
});
