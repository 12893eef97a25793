/**
 * The sandbox's game pages, which the launch calls lead to (handlers/games.ts), mounted with the
 * API like the cashier: the launcher, the slot and the live roulette table (rendered by
 * pages/slot.ts and pages/rouletteTable.ts; rules in services/games.ts and services/roulette.ts).
 *
 * Every form works without JavaScript, and every action answers JSON instead when the request
 * sends or accepts `application/json`; amounts in JSON answers are decimal strings, amounts sent
 * are cents.
 * - `GET /sandbox/launch/:provider?token&gameId&lobbyUrl…`: 302 to the game page (400 page when the
 *   grant is forged or expired, or names another game).
 * - `GET /sandbox/games/:session`: the slot, or the live roulette table of a LIVE_CASINO session
 *   (demo state in the query: `demoBalance`, `demoRound`, `demoBets=red-100,n17-50`).
 * - `POST /sandbox/games/:session/spin` (slot; `{ roundId, stake, demoBalance? }`): plays one
 *   round; JSON `{ roundId, stake, win, multiplier, symbols, balance, currency, replayed }`.
 * - `POST /sandbox/games/:session/bet` (table; `{ kind: red|black|even|odd|number, number?,
 *   stake, round?, demoBalance?, demoRound?, demoBets? }`, or `position: n17` instead of kind and
 *   number): one bet in the open round (default the current one); JSON `{ tableId, round,
 *   position, stake, balance, currency, replayed, bettingClosesAt, bets, demo? }` (`demo` holds the
 *   state to send back with the next demo request).
 * - `GET /sandbox/games/:session/result?round=N` (+ the demo state): the round's number and
 *   colour and the player's bets in it, settled; JSON `{ tableId, round, number, colour, bets:
 *   [{ position, stake, win }], stake, win, balance, currency }`. 409 `error.game.round_open`
 *   before the round's betting has closed.
 * - `GET /sandbox/games/:session/round`: JSON only: `{ tableId, round, phase: betting|result,
 *   opensAt, bettingClosesAt, nextRoundAt, now, last: { round, number }, seats, seatsTaken, rtp }`.
 * - Refusals: 400 `error.request.invalid` (bad stake, position, round, demo state), 404
 *   `error.game.not_found` (ended, forged or expired session, or a slot action on a table and the
 *   reverse), 409 `NOT_ENOUGH_FUNDS`, `error.game.access_denied`, `SELF_SPEND_LIMIT_REACHED` (the
 *   spend limit; the page says "Your spend limit does not allow this bet" and posts
 *   `limitReached`), `error.game.betting_closed`, `error.game.round_open`. HTML answers carry the
 *   same status with the page and the message in its status region.
 */
import { eq } from 'drizzle-orm';
import type { Context, Env, Hono } from 'hono';
import { ERRORS, fromMinorUnits } from '@casino/player-api';
import { readFields } from '../body.ts';
import { sites } from '../db/schema.ts';
import type { Refusal } from '../kernel/outcomes.ts';
import { endedPage, gamePageHeaders, money } from '../pages/gameFrame.ts';
import { newNonce } from '../pages/kit.ts';
import { tablePage, type TablePageState } from '../pages/rouletteTable.ts';
import { slotPage } from '../pages/slot.ts';
import { isSiteUrl, isTestCaller } from '../request.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  DEMO_START_BALANCE,
  GAME_ID,
  GAME_PATH,
  LAUNCH_PATH,
  STAKES,
  httpUrl,
  isLiveTableId,
  issueGameSession,
  mainBalance,
  readGameSession,
  spin,
  type GameSession,
} from '../services/games/slot.ts';
import { findAccounts } from '../services/money/index.ts';
import {
  formatDemoBets,
  openBets,
  parseDemoBets,
  placeRouletteBet,
  roundResult,
  settleDue,
  type DemoState,
  type RoundResult,
} from '../services/games/roulette.ts';
import {
  POSITION,
  ROULETTE_RTP,
  positionLabel,
  roundAt,
  roundTiming,
  tableIdOf,
  tableSeats,
  winningNumber,
} from '../services/games/rouletteWheel.ts';

/** The most play money a demo page may carry, in cents. */
const DEMO_MAX_BALANCE = 100_000_000n;

type Fields = Record<string, unknown>;

const textOf = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
const cents = (value: unknown): bigint | undefined => {
  const text = textOf(value);
  return /^\d{1,12}$/.test(text) ? BigInt(text) : undefined;
};
const roundOf = (value: unknown): number | undefined => {
  const text = textOf(value);
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
};

/** The demo's carried state, or a refusal message when it is malformed. */
function demoStateOf(fields: Fields): DemoState | string {
  const balance = cents(fields['demoBalance']) ?? DEMO_START_BALANCE;
  if (balance > DEMO_MAX_BALANCE) return 'The play money balance is out of range';
  const bets = parseDemoBets(textOf(fields['demoBets']));
  if (bets === null) return 'The open demo bets are not valid';
  const round = roundOf(fields['demoRound']) ?? null;
  if (bets.length && round === null) return 'The open demo bets need their round';
  return { balance, round, bets };
}

/** Mounts the launcher and the game pages (part of the API's behaviour, like the cashier). */
export function mountGames<E extends Env>(app: Hono<E>, ctx: SandboxContext): void {
  app.get(`${LAUNCH_PATH}/:provider`, async (c) => {
    const n = newNonce();
    const token = c.req.query('token') ?? '';
    const gameId = c.req.query('gameId') ?? '';
    const provider = c.req.param('provider');
    const grant = token ? await readGameSession(ctx, token) : null;
    if (
      !grant ||
      !/^[a-z]{1,30}$/.test(provider) ||
      (grant.gameId && gameId && grant.gameId !== gameId) ||
      !GAME_ID.test(grant.gameId || gameId)
    ) {
      return c.html(endedPage(n), 400, gamePageHeaders(n));
    }
    const named = grant.provider === 'generic' ? provider : grant.provider;
    // The launcher's lobby URL may replace the grant's only with a page of the same brand's site.
    const askedLobby = c.req.query('lobbyUrl');
    const [site] = askedLobby
      ? await ctx.db.select({ hostnames: sites.hostnames }).from(sites).where(eq(sites.siteId, grant.siteId))
      : [];
    const lobbyUrl =
      site && isSiteUrl({ hostnames: site.hostnames.split(',') }, askedLobby) ? httpUrl(askedLobby) : null;
    const id = grant.gameId || gameId;
    const session = await issueGameSession(ctx, {
      siteId: grant.siteId,
      provider: named,
      gameId: id,
      mode: grant.mode,
      playerId: grant.playerId,
      sid: grant.sid,
      currency:
        grant.mode === 'demo'
          ? (/^[A-Z]{3}$/.exec(c.req.query('currency') ?? '')?.[0] ?? grant.currency)
          : grant.currency,
      category: grant.category === 'LIVE_CASINO' || isLiveTableId(named, id) ? 'LIVE_CASINO' : 'CASINO',
      lobbyUrl: lobbyUrl ?? grant.lobbyUrl,
    });
    return c.redirect(`${GAME_PATH}/${session}`, 302);
  });

  /** Demo: the start money; real: the player's MAIN balance (null without a wallet). */
  async function currentBalance(session: GameSession): Promise<bigint | null> {
    if (session.mode === 'demo') return DEMO_START_BALANCE;
    const accounts = await findAccounts(ctx.db, session.playerId!);
    return accounts ? mainBalance(ctx.db, accounts.main.accountId) : null;
  }

  const wantsJsonOf = (c: Context) =>
    (c.req.header('Accept') ?? '').includes('application/json') ||
    (c.req.header('Content-Type') ?? '').includes('application/json');

  /** The form's or JSON body's fields; an unreadable body answers 400 (body.ts). */
  const fieldsOf = (c: Context): Promise<Fields> => readFields(c);

  const statusOf = (code: string) =>
    code === ERRORS.requestInvalid.code ? 400 : code === ERRORS.gameNotFound.code ? 404 : 409;

  /** The session of the path's token, or the answer for an ended one. */
  async function sessionOf(c: Context, live?: boolean) {
    const session = await readGameSession(ctx, c.req.param('token') ?? '');
    if (session && session.gameId && (live === undefined || live === (session.category === 'LIVE_CASINO'))) {
      return { session };
    }
    const n = newNonce();
    return {
      ended: wantsJsonOf(c)
        ? c.json({ code: ERRORS.gameNotFound.code, message: 'This game session has ended' }, 404)
        : c.html(endedPage(n), 404, gamePageHeaders(n)),
    };
  }

  /** The table page's facts around a result or refusal. */
  async function renderTable(
    c: Context,
    session: GameSession,
    extra: Partial<TablePageState> & { status?: number },
  ) {
    const n = newNonce();
    const now = await ctx.clock.now();
    const current = roundAt(now);
    const lastRound = current.phase === 'result' ? current.round : current.round - 1;
    if (session.mode === 'real' && session.playerId) await settleDue(ctx, session.playerId, now);
    const state: TablePageState = {
      token: c.req.param('token')!,
      session,
      now,
      balance:
        session.mode === 'demo' ? (extra.demo?.balance ?? DEMO_START_BALANCE) : await currentBalance(session),
      bets: await openBets(ctx, session, current.round),
      last: { round: lastRound, number: await winningNumber(ctx, tableIdOf(session), lastRound) },
      seats: tableSeats(session.gameId, now),
      stake: STAKES[2]!,
      ...extra,
    };
    return c.html(tablePage(state, n), (extra.status ?? 200) as 200, gamePageHeaders(n));
  }

  app.get(`${GAME_PATH}/:token`, async (c) => {
    const { session, ended } = await sessionOf(c);
    if (!session) return ended;
    if (session.category === 'LIVE_CASINO') {
      const fields = c.req.query();
      let demo: DemoState | undefined;
      if (session.mode === 'demo') {
        const state = demoStateOf(fields);
        demo = typeof state === 'string' ? { balance: DEMO_START_BALANCE, round: null, bets: [] } : state;
        // A round of the demo's open bets has closed: settle it on the carried play money.
        const now = await ctx.clock.now();
        if (demo.round !== null && demo.bets.length && roundTiming(demo.round).closesAt <= now) {
          const result = await roundResult(ctx, session, demo.round, demo);
          if (result.ok) {
            return renderTable(c, session, {
              demo: { balance: result.balance!, round: null, bets: [] },
              result,
            });
          }
        }
      }
      return renderTable(c, session, { ...(demo ? { demo } : {}) });
    }
    const n = newNonce();
    const balance = await currentBalance(session);
    return c.html(
      slotPage({ token: c.req.param('token'), session, balance, stake: STAKES[2]! }, n),
      200,
      gamePageHeaders(n),
    );
  });

  app.post(`${GAME_PATH}/:token/spin`, async (c) => {
    const n = newNonce();
    const token = c.req.param('token');
    const wantsJson = wantsJsonOf(c);
    const { session, ended } = await sessionOf(c, false);
    if (!session) return ended;
    const fields = await fieldsOf(c);
    const stake = cents(fields['stake']) ?? 0n;
    const demoBalance = cents(fields['demoBalance']);
    const outcome = await spin(ctx, session, {
      roundId: typeof fields['roundId'] === 'string' ? fields['roundId'] : '',
      stake,
      demoBalance,
      // A test caller may ask for a losing round (README "Test surfaces").
      ...(c.req.header('X-Sandbox-Slot-Outcome') === 'lose' && isTestCaller(c)
        ? { outcome: 'lose' as const }
        : {}),
    });
    const status = outcome.ok ? 200 : statusOf(outcome.code);
    if (wantsJson) {
      if (!outcome.ok) return c.json({ code: outcome.code, message: outcome.message }, status as 400);
      return c.json({
        roundId: outcome.roundId,
        stake: fromMinorUnits(outcome.stake),
        win: fromMinorUnits(outcome.win),
        multiplier: outcome.multiplier,
        symbols: outcome.symbols,
        balance: fromMinorUnits(outcome.balance),
        currency: outcome.currency,
        replayed: outcome.replayed,
        ...(outcome.freeSpinsLeft !== undefined ? { freeSpinsLeft: outcome.freeSpinsLeft } : {}),
      });
    }
    const balance = outcome.ok
      ? outcome.balance
      : session.mode === 'demo'
        ? (demoBalance ?? DEMO_START_BALANCE)
        : await currentBalance(session);
    const html = slotPage(
      {
        token,
        session,
        balance,
        stake: STAKES.includes(stake) ? stake : STAKES[2]!,
        ...(outcome.ok ? { result: outcome } : { error: { code: outcome.code, message: outcome.message } }),
      },
      n,
    );
    return c.html(html, status as 200, gamePageHeaders(n));
  });

  app.post(`${GAME_PATH}/:token/bet`, async (c) => {
    const wantsJson = wantsJsonOf(c);
    const { session, ended } = await sessionOf(c, true);
    if (!session) return ended;
    const fields = await fieldsOf(c);
    const kind = textOf(fields['kind'] ?? fields['position']);
    const number = textOf(fields['number']).trim();
    const position = kind === 'number' ? (/^\d{1,2}$/.test(number) ? `n${Number(number)}` : 'number') : kind;
    const stake = cents(fields['stake']) ?? 0n;
    const round =
      fields['round'] === undefined || fields['round'] === '' ? undefined : roundOf(fields['round']);
    let demo: DemoState | undefined;
    let outcome: Awaited<ReturnType<typeof placeRouletteBet>>;
    if (fields['round'] !== undefined && fields['round'] !== '' && round === undefined) {
      outcome = { ok: false, code: ERRORS.requestInvalid.code, message: 'The round must be a round number' };
    } else if (session.mode === 'demo') {
      const state = demoStateOf(fields);
      if (typeof state === 'string') {
        outcome = { ok: false, code: ERRORS.requestInvalid.code, message: state };
      } else {
        demo = state;
        outcome = await placeRouletteBet(ctx, session, { position, stake, round, demo });
      }
    } else {
      outcome = await placeRouletteBet(ctx, session, { position, stake, round });
    }
    if (wantsJson) {
      if (!outcome.ok) {
        return c.json({ code: outcome.code, message: outcome.message }, statusOf(outcome.code) as 400);
      }
      const timing = roundTiming(outcome.round);
      return c.json({
        tableId: outcome.tableId,
        round: outcome.round,
        position: outcome.position,
        stake: fromMinorUnits(outcome.stake),
        balance: fromMinorUnits(outcome.balance),
        currency: outcome.currency,
        replayed: outcome.replayed,
        bettingClosesAt: timing.closesAt.toISOString(),
        bets: outcome.bets.map((bet) => ({ position: bet.position, stake: fromMinorUnits(bet.stake) })),
        ...(session.mode === 'demo'
          ? {
              demo: {
                demoBalance: String(outcome.balance),
                demoRound: outcome.round,
                demoBets: formatDemoBets(outcome.bets),
              },
            }
          : {}),
      });
    }
    return renderTable(c, session, {
      ...(outcome.ok
        ? {
            notice: `Bet placed: ${positionLabel(outcome.position)}, ${money(outcome.stake, outcome.currency)}.`,
            ...(demo ? { demo: { balance: outcome.balance, round: outcome.round, bets: outcome.bets } } : {}),
          }
        : {
            error: { code: outcome.code, message: outcome.message },
            status: statusOf(outcome.code),
            ...(demo ? { demo } : {}),
          }),
      ...(POSITION.test(position) ? { position } : {}),
      ...(STAKES.includes(stake) ? { stake } : {}),
    });
  });

  app.get(`${GAME_PATH}/:token/result`, async (c) => {
    const wantsJson = wantsJsonOf(c);
    const { session, ended } = await sessionOf(c, true);
    if (!session) return ended;
    const fields = c.req.query();
    const round = roundOf(fields['round']);
    let demo: DemoState | undefined;
    let outcome: RoundResult | Refusal;
    if (round === undefined) {
      outcome = { ok: false, code: ERRORS.requestInvalid.code, message: 'The round must be a round number' };
    } else if (session.mode === 'demo') {
      const state = demoStateOf(fields);
      if (typeof state === 'string')
        outcome = { ok: false, code: ERRORS.requestInvalid.code, message: state };
      else outcome = await roundResult(ctx, session, round, (demo = state));
    } else {
      outcome = await roundResult(ctx, session, round);
    }
    if (wantsJson) {
      if (!outcome.ok) {
        return c.json({ code: outcome.code, message: outcome.message }, statusOf(outcome.code) as 400);
      }
      return c.json({
        tableId: outcome.tableId,
        round: outcome.round,
        number: outcome.number,
        colour: outcome.colour,
        bets: outcome.bets.map((bet) => ({
          position: bet.position,
          stake: fromMinorUnits(bet.stake),
          win: fromMinorUnits(bet.win),
        })),
        stake: fromMinorUnits(outcome.stake),
        win: fromMinorUnits(outcome.win),
        balance: outcome.balance === null ? null : fromMinorUnits(outcome.balance),
        currency: outcome.currency,
      });
    }
    if (!outcome.ok) {
      return renderTable(c, session, {
        error: { code: outcome.code, message: outcome.message },
        status: statusOf(outcome.code),
        ...(demo ? { demo } : {}),
      });
    }
    return renderTable(c, session, {
      result: outcome,
      ...(demo
        ? {
            demo: {
              balance: outcome.balance!,
              round: null,
              bets: demo.round === outcome.round ? [] : demo.bets,
            },
          }
        : {}),
    });
  });

  app.get(`${GAME_PATH}/:token/round`, async (c) => {
    const { session, ended } = await sessionOf(c, true);
    if (!session) return ended;
    const now = await ctx.clock.now();
    const current = roundAt(now);
    const tableId = tableIdOf(session);
    const lastRound = current.phase === 'result' ? current.round : current.round - 1;
    return c.json({
      tableId,
      round: current.round,
      phase: current.phase,
      opensAt: current.opensAt.toISOString(),
      bettingClosesAt: current.closesAt.toISOString(),
      nextRoundAt: current.endsAt.toISOString(),
      now: now.toISOString(),
      last: { round: lastRound, number: await winningNumber(ctx, tableId, lastRound) },
      ...tableSeats(session.gameId, now),
      rtp: ROULETTE_RTP,
    });
  });
}
