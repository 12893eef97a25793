/**
 * The sandbox's game pages, which the launch calls lead to (handlers/games.ts), mounted with the
 * API like the cashier: the launcher, the slot and the live tables (rendered by
 * pages/slot.ts, pages/rouletteTable.ts and pages/cardTable.ts; rules in services/games/:
 * sessions.ts, slot.ts, roulette.ts, cardTables.ts).
 *
 * Every form works without JavaScript, and every action answers JSON instead when the request
 * sends or accepts `application/json`; amounts in JSON answers are decimal strings, amounts sent
 * are cents.
 * - `GET /sandbox/launch/:provider?token&gameId&lobbyUrl…`: 302 to the game page (400 page when the
 *   grant is forged or expired, or names another game).
 * - `GET /sandbox/games/:session`: the slot, or the live table of a LIVE_CASINO session (roulette,
 *   baccarat or blackjack by the game's catalogue type; demo state in the query: `demoBalance`,
 *   `demoRound`, `demoBets=red-100,n17-50`).
 * - `POST /sandbox/games/:session/spin` (slot; `{ roundId, stake, demoBalance? }`): plays one
 *   round; JSON `{ roundId, stake, win, multiplier, symbols, reels, lines, balance, currency,
 *   replayed }` (`reels[reel][row]` the five reels' symbols, `lines` the winning paylines
 *   `{ line, symbol, count }`, services/games/slotReels.ts).
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
import type { Env, Hono } from 'hono';
import { fromMinorUnits } from '@casino/player-api';
import { sites } from '../db/schema.ts';
import { endedPage, gamePageHeaders } from '../pages/gameFrame.ts';
import { newNonce } from '../pages/kit.ts';
import { slotPage } from '../pages/slot.ts';
import { isSiteUrl, isTestCaller } from '../request.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  DEMO_START_BALANCE,
  GAME_ID,
  GAME_PATH,
  httpUrl,
  isLiveTableId,
  issueGameSession,
  LAUNCH_PATH,
  readGameSession,
  spin,
  STAKES,
} from '../services/games/index.ts';
import { gameThemeOf, localeOf } from '../services/games/index.ts';
import { cents, gameRequests } from './gameRequests.ts';
import { tableRoutes } from './tablePages.ts';

/** Mounts the launcher and the game pages (part of the API's behaviour, like the cashier). */
export function mountGames<E extends Env>(app: Hono<E>, ctx: SandboxContext): void {
  const requests = gameRequests(ctx);
  const { currentBalance, wantsJsonOf, fieldsOf, statusOf, sessionOf } = requests;
  const table = tableRoutes(ctx, requests);

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
      language: c.req.query('language') ? localeOf(c.req.query('language')) : grant.language,
    });
    return c.redirect(`${GAME_PATH}/${session}`, 302);
  });

  app.get(`${GAME_PATH}/:token`, async (c) => {
    const { session, ended } = await sessionOf(c);
    if (!session) return ended;
    if (session.category === 'LIVE_CASINO') return table.show(c, session);
    const n = newNonce();
    const balance = await currentBalance(session);
    return c.html(
      slotPage(
        {
          token: c.req.param('token'),
          session,
          theme: await gameThemeOf(ctx, session),
          balance,
          stake: STAKES[2]!,
        },
        n,
      ),
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
        reels: outcome.reels,
        lines: outcome.lines,
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
        theme: await gameThemeOf(ctx, session),
        balance,
        stake: STAKES.includes(stake) ? stake : STAKES[2]!,
        ...(outcome.ok ? { result: outcome } : { error: { code: outcome.code, message: outcome.message } }),
      },
      n,
    );
    return c.html(html, status as 200, gamePageHeaders(n));
  });

  // The live tables's bet, result and round routes (handlers/tablePages.ts).
  table.mount(app);
}
