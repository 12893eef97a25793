/**
 * What the game pages' routes share (handlers/gamePages.ts, handlers/tablePages.ts): the session of
 * the path's token, the form's or JSON body's fields, the demo's carried state, JSON or HTML, and
 * the status of a refusal.
 */
import type { Context } from 'hono';
import { ERRORS } from '@casino/player-api';
import { readFields } from '../body.ts';
import { endedPage, gamePageHeaders } from '../pages/gameFrame.ts';
import { newNonce } from '../pages/kit.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  DEMO_START_BALANCE,
  mainBalance,
  parseDemoBets,
  readGameSession,
  type DemoState,
  type GameSession,
} from '../services/games/index.ts';
import { findAccounts } from '../services/money/index.ts';

/** The most play money a demo page may carry, in cents. */
const DEMO_MAX_BALANCE = 100_000_000n;

export type Fields = Record<string, unknown>;

export const textOf = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
export const cents = (value: unknown): bigint | undefined => {
  const text = textOf(value);
  return /^\d{1,12}$/.test(text) ? BigInt(text) : undefined;
};
export const roundOf = (value: unknown): number | undefined => {
  const text = textOf(value);
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
};

/** The demo's carried state, or a refusal message when it is malformed. */
export function demoStateOf(fields: Fields): DemoState | string {
  const balance = cents(fields['demoBalance']) ?? DEMO_START_BALANCE;
  if (balance > DEMO_MAX_BALANCE) return 'The play money balance is out of range';
  const bets = parseDemoBets(textOf(fields['demoBets']));
  if (bets === null) return 'The open demo bets are not valid';
  const round = roundOf(fields['demoRound']) ?? null;
  if (bets.length && round === null) return 'The open demo bets need their round';
  return { balance, round, bets };
}

/** The page routes' helpers, bound to the sandbox's context. */
export function gameRequests(ctx: SandboxContext) {
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

  return { currentBalance, wantsJsonOf, fieldsOf, statusOf, sessionOf };
}

export type GameRequests = ReturnType<typeof gameRequests>;
