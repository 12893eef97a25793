/**
 * The live tables' page and routes (handlers/gamePages.ts's header lists them; rules in
 * services/games/roulette.ts, rouletteRounds.ts, rouletteWheel.ts and cardTables.ts; rendered by
 * pages/rouletteTable.ts and pages/cardTable.ts): the table page of a LIVE_CASINO session (roulette,
 * baccarat or blackjack by the game's catalogue type), a bet, a round's result and the round's state.
 */
import type { Context, Env, Hono } from 'hono';
import { ERRORS, fromMinorUnits } from '@casino/player-api';
import type { Refusal } from '../kernel/outcomes.ts';
import { gamePageHeaders } from '../pages/gameFrame.ts';
import { newNonce } from '../pages/kit.ts';
import { tablePage, type TablePageState } from '../pages/rouletteTable.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  DEMO_START_BALANCE,
  formatDemoBets,
  GAME_PATH,
  openBets,
  placeRouletteBet,
  outcomeOf,
  roundAt,
  roundResult,
  roundTiming,
  settleDue,
  STAKES,
  tableIdOf,
  tableSeats,
  tableKindOf,
  TABLE_RTP,
  type BlackjackHand,
  type TableOutcome,
  type DemoState,
  type GameSession,
  type RoundResult,
} from '../services/games/index.ts';
import { gameThemeOf } from '../services/games/index.ts';
import { cents, demoStateOf, roundOf, textOf, type GameRequests } from './gameRequests.ts';

/** A card round as JSON: each hand's cards (0–51, services/games/cardTables.ts) and total. */
function cardsJson(outcome: Exclude<TableOutcome, { kind: 'roulette' }>) {
  if (outcome.kind === 'baccarat') {
    return {
      player: outcome.player,
      banker: outcome.banker,
      playerPoints: outcome.playerPoints,
      bankerPoints: outcome.bankerPoints,
      winner: outcome.winner,
    };
  }
  const hand = (h: BlackjackHand) => ({
    cards: h.cards,
    total: h.total,
    blackjack: h.blackjack,
    bust: h.bust,
  });
  return { dealer: hand(outcome.dealer), boxes: outcome.boxes.map(hand) };
}

/** How many past results the table shows. */
const HISTORY = 10;

/**
 * The position a bet form or JSON names: `position` (`n17`, `s17_20`…), `kind` (+ `number` for a
 * number), or the layout's `cell` (a number or an outside bet) with its `shape` (straight, splitUp:
 * the number and the one above, splitRight: the number and the next column's, corner: up and right).
 */
export function positionOf(fields: Record<string, unknown>): string {
  const cell = textOf(fields['cell']).trim();
  if (cell) {
    if (!/^\d{1,2}$/.test(cell)) return cell;
    const n = Number(cell);
    switch (textOf(fields['shape'])) {
      case 'splitUp':
        return `s${n}_${n + 1}`;
      case 'splitRight':
        return `s${n}_${n + 3}`;
      case 'corner':
        return `q${n}`;
      default:
        return `n${n}`;
    }
  }
  const kind = textOf(fields['kind'] ?? fields['position']);
  const number = textOf(fields['number']).trim();
  return kind === 'number' ? (/^\d{1,2}$/.test(number) ? `n${Number(number)}` : 'number') : kind;
}

/** The table's page (for the game page of a LIVE_CASINO session) and its routes, mounted by `mount`. */
export function tableRoutes(ctx: SandboxContext, requests: GameRequests) {
  const { currentBalance, wantsJsonOf, fieldsOf, statusOf, sessionOf } = requests;

  /** The kind of table a session's game opens (its catalogue type). */
  const kindOf = async (session: GameSession) => tableKindOf((await gameThemeOf(ctx, session)).gameType);

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
    const tableId = tableIdOf(session);
    const theme = await gameThemeOf(ctx, session);
    const kind = tableKindOf(theme.gameType);
    const history = await Promise.all(
      Array.from({ length: HISTORY }, (_, i) => outcomeOf(ctx, kind, tableId, lastRound - i)),
    );
    const state: TablePageState = {
      token: c.req.param('token')!,
      session,
      theme,
      kind,
      tableId,
      history,
      now,
      balance:
        session.mode === 'demo' ? (extra.demo?.balance ?? DEMO_START_BALANCE) : await currentBalance(session),
      bets: await openBets(ctx, session, current.round),
      seats: tableSeats(session.gameId, now),
      stake: STAKES[2]!,
      ...extra,
    };
    return c.html(tablePage(state, n), (extra.status ?? 200) as 200, gamePageHeaders(n));
  }

  /** The table page of a session (demo: a closed round of the carried bets settles first). */
  async function show(c: Context, session: GameSession) {
    const fields = c.req.query();
    let demo: DemoState | undefined;
    if (session.mode === 'demo') {
      const state = demoStateOf(fields);
      demo = typeof state === 'string' ? { balance: DEMO_START_BALANCE, round: null, bets: [] } : state;
      // A round of the demo's open bets has closed: settle it on the carried play money.
      const now = await ctx.clock.now();
      if (demo.round !== null && demo.bets.length && roundTiming(demo.round).closesAt <= now) {
        const result = await roundResult(ctx, session, demo.round, demo, await kindOf(session));
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

  function mount<E extends Env>(app: Hono<E>): void {
    app.post(`${GAME_PATH}/:token/bet`, async (c) => {
      const wantsJson = wantsJsonOf(c);
      const { session, ended } = await sessionOf(c, true);
      if (!session) return ended;
      const fields = await fieldsOf(c);
      const position = positionOf(fields);
      const stake = cents(fields['stake']) ?? 0n;
      const kind = await kindOf(session);
      const round =
        fields['round'] === undefined || fields['round'] === '' ? undefined : roundOf(fields['round']);
      let demo: DemoState | undefined;
      let outcome: Awaited<ReturnType<typeof placeRouletteBet>>;
      if (fields['round'] !== undefined && fields['round'] !== '' && round === undefined) {
        outcome = {
          ok: false,
          code: ERRORS.requestInvalid.code,
          message: 'The round must be a round number',
        };
      } else if (session.mode === 'demo') {
        const state = demoStateOf(fields);
        if (typeof state === 'string') {
          outcome = { ok: false, code: ERRORS.requestInvalid.code, message: state };
        } else {
          demo = state;
          outcome = await placeRouletteBet(ctx, session, { position, stake, round, demo, kind });
        }
      } else {
        outcome = await placeRouletteBet(ctx, session, { position, stake, round, kind });
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
              placed: { position: outcome.position, stake: outcome.stake },
              ...(demo
                ? { demo: { balance: outcome.balance, round: outcome.round, bets: outcome.bets } }
                : {}),
            }
          : {
              error: { code: outcome.code, message: outcome.message },
              status: statusOf(outcome.code),
              ...(demo ? { demo } : {}),
            }),
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
        outcome = {
          ok: false,
          code: ERRORS.requestInvalid.code,
          message: 'The round must be a round number',
        };
      } else if (session.mode === 'demo') {
        const state = demoStateOf(fields);
        if (typeof state === 'string')
          outcome = { ok: false, code: ERRORS.requestInvalid.code, message: state };
        else outcome = await roundResult(ctx, session, round, (demo = state), await kindOf(session));
      } else {
        outcome = await roundResult(ctx, session, round, undefined, await kindOf(session));
      }
      if (wantsJson) {
        if (!outcome.ok) {
          return c.json({ code: outcome.code, message: outcome.message }, statusOf(outcome.code) as 400);
        }
        return c.json({
          tableId: outcome.tableId,
          round: outcome.round,
          kind: outcome.outcome.kind,
          number: outcome.number,
          colour: outcome.colour,
          ...(outcome.outcome.kind === 'roulette' ? {} : { cards: cardsJson(outcome.outcome) }),
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
      const kind = await kindOf(session);
      const last = await outcomeOf(ctx, kind, tableId, lastRound);
      return c.json({
        tableId,
        kind,
        round: current.round,
        phase: current.phase,
        opensAt: current.opensAt.toISOString(),
        bettingClosesAt: current.closesAt.toISOString(),
        nextRoundAt: current.endsAt.toISOString(),
        now: now.toISOString(),
        last:
          last.kind === 'roulette'
            ? { round: lastRound, number: last.number }
            : { round: lastRound, cards: cardsJson(last) },
        ...tableSeats(session.gameId, now),
        rtp: TABLE_RTP[kind],
      });
    });
  }

  return { show, mount };
}
