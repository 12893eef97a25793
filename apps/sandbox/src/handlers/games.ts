/**
 * The game launch calls (spec 3 §7 "Game launch"; packages/player-api/src/calls/games.ts) and the
 * sandbox game pages they lead to (issue 8 "Sandbox games"; rules in services/games.ts for the
 * slot and services/roulette.ts for the live roulette table).
 *
 * Launch calls:
 * - URL answers (a game page `<sandbox>/sandbox/games/<session>`): `gameSlugUrl[Demo]` (`url`),
 *   `gameUrl` (`data.gameURL`; `isDemo` may ask for the demo), `pragmatic{Demo,Real}GameUrl`,
 *   `pariplayContext{Demo,Real}`, `novomaticGameUrl[Demo]` (`url`), `softswissContext{Demo,Real}`
 *   (`launch_options.game_url`, strategy iframe), `evolutionAuthenticate[Demo]` (`entry` and
 *   `entryEmbedded`, absolute URLs), `trifectaGameUrl` (`Url`).
 * - Grant answers, for the launcher `GET /sandbox/launch/:provider?token=…&gameId=…&lobbyUrl=…`:
 *   `gameTicket` (real) / `gameToken` (demo) (`ticket` / `token`), `relaxGamingGenerateToken`,
 *   `quickspinGenerateToken`, `pragmaticGenerateToken` (`token`, for the game in the body),
 *   `playngoTokenGeneration` and `yggdrasilSession` (`sessionId`) and `creedroomzTokenGenerate`
 *   (`token`): player-level, the launcher names the game.
 * - The category: LIVE_CASINO for Evolution non-casino categories, CreedRoomz, and the live table
 *   ids of Pragmatic, PariPlay and SoftSwiss (`isLiveTableId` in services/games.ts); else CASINO.
 *   A LIVE_CASINO session opens the roulette table, a CASINO one the slot.
 * - Real launches answer `error.game.access_denied` for a player who is risk-payout,
 *   multibrand-suspended, lacks the vertical (casino; live casino for the live category) or has no
 *   wallet yet. Game ids are not checked against a catalogue (the sandbox has none yet): any id of
 *   1–100 letters, digits and `._:-` plays; others answer `error.game.not_found`.
 *
 * Pages (accessible HTML, framed by the site; every form works without JavaScript, and every
 * action answers JSON instead when the request sends or accepts `application/json`; amounts in
 * JSON answers are decimal strings, amounts sent are cents):
 * - `GET /sandbox/launch/:provider?token&gameId&lobbyUrl…`: 302 to the game page (400 page when the
 *   grant is forged or expired, or names another game).
 * - `GET /sandbox/games/:session`: the slot (balance, stake, Spin button, lobby link), or the live
 *   roulette table (round, phase and seconds left, last result, seats and seats taken, the
 *   player's bets in the round, the bet form while betting is open, else a "Show the result"
 *   button; demo state in the query: `demoBalance`, `demoRound`, `demoBets=red-100,n17-50`).
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
 *
 * Frame messages (the protocol, its fields and origin rules are defined once in packages/domain
 * gameFrame.ts, whose zod schema `gameFrameMessage` the site validates them with). Both pages
 * post to `window.parent`, each message `{ source: 'sandbox-game', type, …fields }`:
 * - `ready` `{ gameId, mode: demo|real, category: CASINO|LIVE_CASINO, currency }` on every load
 *   (the table reloads itself when betting closes and when the next round opens, unless paused);
 * - `balanceUpdate` `{ balance, currency }` on every load that knows a balance, so after every
 *   stake, win and settlement (amounts are decimal strings);
 * - `roundEnd` `{ roundId, stake, win, currency }` after each spin (roundId the spin's), and on the
 *   table after a round in which the player had bets was settled (roundId `<table>#<round>`, stake
 *   and win the round's totals);
 * - `ping` `{}` every 30 s;
 * - `limitReached` `{ code, message }` when a real bet was refused by the spend limit.
 * They listen for `{ source: 'casino-site', type }` from `window.parent` (and only from the lobby
 * URL's origin when the launch gave one, which is also the messages' target origin, else `*`):
 * `pause` disables the Spin / Place bet / result buttons and shows "Paused"; `resume` enables
 * them; `realityCheck` `{ elapsedMinutes, turnover, winnings, delta?, currency }` shows "You have
 * played for N minutes. Turnover X, winnings Y." in a "Reality check" box. The script is inline
 * with the page's CSP nonce and small; without JavaScript the pages still play through forms.
 */
import { randomUUID, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context, Env, Hono } from 'hono';
import { GAME_FRAME_PING_MS, type GameFrameMessage } from '@casino/domain';
import { ERRORS, fromMinorUnits } from '@casino/player-api';
import { ContractRefusal, type Handlers } from '../router.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  DEMO_START_BALANCE,
  GAME_PATH,
  LAUNCH_PATH,
  SLOT_RTP,
  STAKES,
  isLiveTableId,
  issueGameSession,
  mainBalance,
  readGameSession,
  realPlayCheck,
  spin,
  type GameCategory,
  type GameMode,
  type GameSession,
  type SpinResult,
} from '../services/games.ts';
import type { CurrentSession } from '../services/identity.ts';
import { findAccounts } from '../services/ledger.ts';
import {
  POSITION,
  ROULETTE_RTP,
  colourOf,
  formatDemoBets,
  openBets,
  parseDemoBets,
  placeRouletteBet,
  positionLabel,
  roundAt,
  roundResult,
  roundTiming,
  settleDue,
  tableIdOf,
  tableSeats,
  winningNumber,
  type DemoState,
  type PlacedBet,
  type RoundResult,
} from '../services/roulette.ts';
import { publicBase } from './payAndPlay.ts';
import { isSiteUrl, siteOf } from '../request.ts';
import { sites } from '../db/schema.ts';
import { readFields } from '../body.ts';

/** The most play money a demo page may carry, in cents. */
const DEMO_MAX_BALANCE = 100_000_000n;

const GAME_ID = /^[A-Za-z0-9._:-]{1,100}$/;

interface LaunchFields {
  provider: string;
  gameId: string;
  mode: GameMode;
  category?: GameCategory;
  currency?: string;
  lobbyUrl?: string | null;
}

function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function gamesHandlers(ctx: SandboxContext): Handlers<CurrentSession> {
  /** A signed session or grant for the launch; real launches check the player first. */
  async function grant(
    c: Context,
    fields: LaunchFields,
    session: CurrentSession | undefined,
  ): Promise<string> {
    if (fields.gameId && !GAME_ID.test(fields.gameId)) {
      throw new ContractRefusal(ERRORS.gameNotFound.code, `No game ${fields.gameId}`);
    }
    const category =
      fields.category ?? (isLiveTableId(fields.provider, fields.gameId) ? 'LIVE_CASINO' : 'CASINO');
    let currency = fields.currency ?? 'EUR';
    if (fields.mode === 'real') {
      const check = await realPlayCheck(ctx, session!.playerId, category);
      if (!check.ok) throw new ContractRefusal(check.code, check.message);
      currency = check.currency;
    }
    // A lobby link leads only back to the brand's own site (issue 15 §3).
    const lobbyUrl = fields.lobbyUrl || null;
    if (lobbyUrl && !isSiteUrl(siteOf(c), lobbyUrl)) {
      throw new ContractRefusal(
        ERRORS.requestInvalid.code,
        "The lobby URL must be a page of the brand's own site",
        {
          validationErrors: {
            lobbyUrl: {
              code: 'not_site_url',
              message: "The lobby URL must be a page of the brand's own site",
            },
          },
        },
      );
    }
    return issueGameSession(ctx, {
      siteId: siteOf(c).siteId,
      provider: fields.provider,
      gameId: fields.gameId,
      mode: fields.mode,
      playerId: fields.mode === 'real' ? session!.playerId : null,
      sid: fields.mode === 'real' ? session!.sessionId : null,
      currency,
      category,
      lobbyUrl: httpUrl(lobbyUrl),
    });
  }

  async function pageUrl(
    c: Context,
    fields: LaunchFields,
    session: CurrentSession | undefined,
  ): Promise<string> {
    return new URL(`${GAME_PATH}/${await grant(c, fields, session)}`, publicBase(c)).toString();
  }

  type Body = Record<string, unknown> & { channel?: string };
  const str = (value: unknown) => (typeof value === 'string' ? value : '');

  return {
    async gameTicket({ body, session, c }) {
      const b = body as Body;
      return {
        ticket: await grant(c, { provider: 'generic', gameId: str(b['gameId']), mode: 'real' }, session),
      };
    },
    async gameToken({ body, session, c }) {
      const b = body as Body;
      return {
        token: await grant(c, { provider: 'generic', gameId: str(b['gameId']), mode: 'demo' }, session),
      };
    },
    async gameSlugUrl({ body, session, c }) {
      const b = body as Body;
      const fields = {
        provider: 'slug',
        gameId: str(b['slug']),
        mode: 'real' as const,
        lobbyUrl: str(b['lobbyUrl']),
      };
      return { url: await pageUrl(c, fields, session) };
    },
    async gameSlugUrlDemo({ body, session, c }) {
      const b = body as Body;
      const fields = {
        provider: 'slug',
        gameId: str(b['slug']),
        mode: 'demo' as const,
        currency: str(b['currency']),
        lobbyUrl: str(b['lobbyUrl']),
      };
      return { url: await pageUrl(c, fields, session) };
    },
    async gameUrl({ body, session, c }) {
      const b = body as Body;
      const demo = b['isDemo'] === true;
      const fields = {
        provider: 'generic',
        gameId: str(b['gameId']),
        mode: demo ? ('demo' as const) : ('real' as const),
        currency: str(b['currencyCode']),
        lobbyUrl: str(b['lobbyUrl']),
      };
      return { data: { gameURL: await pageUrl(c, fields, session) } };
    },
    ...urlCalls(),
    async softswissContextDemo(input) {
      return softswiss(input.c, input.body as Body, 'demo', input.session);
    },
    async softswissContextReal(input) {
      return softswiss(input.c, input.body as Body, 'real', input.session);
    },
    async pragmaticGenerateToken({ body, session, c }) {
      const b = body as Body;
      return {
        token: await grant(c, { provider: 'pragmaticplay', gameId: str(b['gameId']), mode: 'real' }, session),
      };
    },
    async quickspinGenerateToken({ body, session, c }) {
      const b = body as Body;
      return {
        token: await grant(c, { provider: 'quickspin', gameId: str(b['gameId']), mode: 'real' }, session),
      };
    },
    async relaxGamingGenerateToken({ body, session, c }) {
      const b = body as Body;
      return {
        token: await grant(c, { provider: 'relax', gameId: str(b['gameId']), mode: 'real' }, session),
      };
    },
    async playngoTokenGeneration({ session, c }) {
      return { sessionId: await grant(c, { provider: 'playngo', gameId: '', mode: 'real' }, session) };
    },
    async yggdrasilSession({ session, c }) {
      return { sessionId: await grant(c, { provider: 'yggdrasil', gameId: '', mode: 'real' }, session) };
    },
    async creedroomzTokenGenerate({ session, c }) {
      const fields = {
        provider: 'creedroomz',
        gameId: '',
        mode: 'real' as const,
        category: 'LIVE_CASINO' as const,
      };
      return { token: await grant(c, fields, session) };
    },
    async evolutionAuthenticate({ body, session, c }) {
      return evolution(c, body as Body, 'real', session);
    },
    async evolutionAuthenticateDemo({ body, session, c }) {
      return evolution(c, body as Body, 'demo', session);
    },
    async trifectaGameUrl({ body, session, c }) {
      const b = body as Body;
      return {
        Url: await pageUrl(c, { provider: 'trifecta', gameId: str(b['gameCode']), mode: 'real' }, session),
      };
    },
  };

  /** The calls that answer `{ url }`. */
  function urlCalls(): Handlers<CurrentSession> {
    const table: Array<[string, string, GameMode, (b: Body) => LaunchFields]> = [
      ['pragmaticDemoGameUrl', 'pragmaticplay', 'demo', pragmatic],
      ['pragmaticRealGameUrl', 'pragmaticplay', 'real', pragmatic],
      ['pariplayContextDemo', 'pariplay', 'demo', pariplay],
      ['pariplayContextReal', 'pariplay', 'real', pariplay],
      ['novomaticGameUrlDemo', 'novomatic', 'demo', novomatic],
      ['novomaticGameUrl', 'novomatic', 'real', novomatic],
    ];
    return Object.fromEntries(
      table.map(([id, provider, mode, fieldsOf]) => [
        id,
        async ({ body, session, c }: { body: unknown; session: CurrentSession | undefined; c: Context }) => ({
          url: await pageUrl(c, { ...fieldsOf(body as Body), provider, mode }, session),
        }),
      ]),
    );
  }

  function pragmatic(b: Body): LaunchFields {
    const fields = {
      provider: '',
      mode: 'demo' as const,
      gameId: str(b['symbol']),
      currency: str(b['currency']),
    };
    return { ...fields, lobbyUrl: str(b['lobbyUrl']) };
  }
  function pariplay(b: Body): LaunchFields {
    return { provider: '', mode: 'demo', gameId: str(b['GameCode']), currency: str(b['CurrencyCode']) };
  }
  function novomatic(b: Body): LaunchFields {
    const fields = {
      provider: '',
      mode: 'demo' as const,
      gameId: str(b['gameId']),
      currency: str(b['currency']),
    };
    return { ...fields, currency: fields.currency || undefined, lobbyUrl: str(b['lobbyUrl']) };
  }

  async function softswiss(c: Context, b: Body, mode: GameMode, session: CurrentSession | undefined) {
    const urls = (b['urls'] ?? {}) as Record<string, string>;
    const fields = {
      provider: 'softswiss',
      gameId: str(b['game']),
      mode,
      currency: str(b['currency']),
      lobbyUrl: urls['return_url'],
    };
    return { launch_options: { game_url: await pageUrl(c, fields, session), strategy: 'iframe' as const } };
  }

  async function evolution(c: Context, b: Body, mode: GameMode, session: CurrentSession | undefined) {
    let lobbyUrl = str(b['lobbyURL']);
    try {
      lobbyUrl = decodeURIComponent(lobbyUrl);
    } catch {
      // not encoded
    }
    const fields = {
      provider: 'evolution',
      gameId: str(b['tableId']),
      mode,
      category:
        str(b['gameCategory']).toLowerCase() === 'casino' ? ('CASINO' as const) : ('LIVE_CASINO' as const),
      currency: str(b['currency']) || 'EUR',
      lobbyUrl,
    };
    const entry = await pageUrl(c, fields, session);
    return { entry, entryEmbedded: `${entry}?embedded=1` };
  }
}

// Pages -----------------------------------------------------------------------------------------

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #10243a; color: #1a1a1a; }
  main { max-width: 32rem; margin: 1.5rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  h2 { font-size: 1.1rem; }
  .reels { display: flex; gap: 0.5rem; margin: 1rem 0; list-style: none; padding: 0; }
  .reels li { flex: 1; text-align: center; padding: 1rem 0; border: 2px solid #0b4f8a; border-radius: 6px;
              font-weight: 700; }
  .balance { font-size: 1.2rem; }
  label { font-weight: 600; margin-right: 0.5rem; }
  select, button, input { font-size: 1rem; padding: 0.5rem 0.75rem; border-radius: 4px; }
  input { width: 4rem; border: 1px solid #555; }
  button { background: #0b4f8a; color: #fff; border: 1px solid #0b4f8a; cursor: pointer; margin-left: 0.5rem; }
  button:disabled { background: #666; border-color: #666; cursor: not-allowed; }
  button:focus-visible, select:focus-visible, input:focus-visible, a:focus-visible {
    outline: 3px solid #f0a500; outline-offset: 2px; }
  .error { color: #a40000; font-weight: 600; }
  .paused { color: #a40000; font-weight: 700; }
  a { color: #0b4f8a; }
  .hint { color: #444; font-size: 0.9rem; }
  .field { margin: 0.5rem 0; }
  .number { display: inline-block; min-width: 3rem; text-align: center; padding: 0.5rem; border-radius: 50%;
            font-weight: 700; color: #fff; }
  .number.red { background: #a40000; } .number.black { background: #1a1a1a; } .number.green { background: #0a6b2d; }
  .reality { border: 2px solid #0b4f8a; padding: 0.5rem 1rem; border-radius: 6px; }
`;

function page(title: string, content: string, nonce: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox games</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-label="${escapeHtml(title)}">
${content}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

function pageHeaders(nonce: string) {
  return {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'`,
    'Referrer-Policy': 'no-referrer',
  };
}

const money = (cents: bigint, currency: string) => `${fromMinorUnits(cents)} ${currency}`;

/** A message to the parent frame, without its `source` (packages/domain gameFrame.ts). */
type OutgoingMessage = GameFrameMessage extends infer M
  ? M extends unknown
    ? Omit<M, 'source'>
    : never
  : never;

function lobbyOrigin(session: GameSession): string | null {
  try {
    return session.lobbyUrl ? new URL(session.lobbyUrl).origin : null;
  } catch {
    return null;
  }
}

/**
 * The frame script of both pages (the protocol is in packages/domain gameFrame.ts): posts the
 * page's messages and a ping every 30 s to the parent, obeys pause and resume, shows the reality
 * check, and (live table) reloads the page at the next phase unless paused.
 */
function frameScript(
  session: GameSession,
  messages: OutgoingMessage[],
  reload?: { url: string; inMs: number },
): string {
  const data = {
    messages: [
      {
        type: 'ready',
        gameId: session.gameId,
        mode: session.mode,
        category: session.category,
        currency: session.currency,
      },
      ...messages,
    ],
    origin: lobbyOrigin(session),
    pingMs: GAME_FRAME_PING_MS,
    reload: reload ?? null,
  };
  // JSON inside a script: `<` is escaped so no value can close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `(() => {
const d = ${json}, p = window.parent, framed = p !== window, $ = (id) => document.getElementById(id);
const post = (m) => framed && p.postMessage({ source: 'sandbox-game', ...m }, d.origin || '*');
d.messages.forEach(post);
setInterval(() => post({ type: 'ping' }), d.pingMs);
let paused = false;
const pause = (on) => {
  paused = on;
  document.querySelectorAll('[data-play]').forEach((el) => { el.disabled = on; });
  $('paused').hidden = !on;
};
const money = (v) => (typeof v === 'string' && /^-?\\d+\\.\\d{2}$/.test(v) ? v : '?');
addEventListener('message', (e) => {
  const m = e.data;
  if (e.source !== p || (d.origin && e.origin !== d.origin) || !m || m.source !== 'casino-site') return;
  if (m.type === 'pause') pause(true);
  else if (m.type === 'resume') pause(false);
  else if (m.type === 'realityCheck') {
    const c = /^[A-Z]{3}$/.test(m.currency) ? m.currency : '';
    $('reality').hidden = false;
    $('reality-text').textContent = 'You have played for ' + (Number.isInteger(m.elapsedMinutes) ? m.elapsedMinutes : '?') +
      ' minutes. Turnover ' + money(m.turnover) + ' ' + c + ', winnings ' + money(m.winnings) + ' ' + c + '.';
  }
});
if (d.reload) setTimeout(function again() { paused ? setTimeout(again, 1000) : location.assign(d.reload.url); }, d.reload.inMs);
})();`;
}

/** The parts both pages share: the paused note and the reality-check box the script fills. */
const FRAME_REGIONS = `<p id="paused" class="paused" role="status" hidden>Paused</p>
<section id="reality" class="reality" aria-labelledby="reality-title" hidden>
<h2 id="reality-title">Reality check</h2><p id="reality-text" role="status"></p>
</section>`;

const SPEND_LIMIT_TEXT = 'Your spend limit does not allow this bet. No money was taken.';

/** The message a refusal shows, and the frame message it posts. */
function refusalView(code: string, message: string): { text: string; messages: OutgoingMessage[] } {
  if (code === ERRORS.selfSpendLimitReached.code) {
    return { text: `${SPEND_LIMIT_TEXT} ${message}`, messages: [{ type: 'limitReached', code, message }] };
  }
  return { text: message, messages: [] };
}

function lobbyLink(session: GameSession): string {
  return session.lobbyUrl
    ? `<p><a href="${escapeHtml(session.lobbyUrl)}" target="_top">Back to the lobby</a></p>`
    : '';
}

function balanceMessages(balance: bigint | null, currency: string): OutgoingMessage[] {
  return balance === null ? [] : [{ type: 'balanceUpdate', balance: fromMinorUnits(balance), currency }];
}

// The slot ---------------------------------------------------------------------------------------

interface GamePageState {
  token: string;
  session: GameSession;
  balance: bigint | null;
  stake: bigint;
  result?: SpinResult;
  error?: { code: string; message: string };
}

function gamePage({ token, session, balance, stake, result, error }: GamePageState, nonce: string): string {
  const demo = session.mode === 'demo';
  const title = `Sandbox slot ${session.gameId}`;
  const reels = result?.symbols ?? ['?', '?', '?'];
  const options = STAKES.map(
    (value) =>
      `<option value="${value}"${value === stake ? ' selected' : ''}>${escapeHtml(money(value, session.currency))}</option>`,
  ).join('');
  const refused = error ? refusalView(error.code, error.message) : null;
  const outcome = refused
    ? `<p class="error">${escapeHtml(refused.text)}</p>`
    : result
      ? `<p>${result.win > 0n ? `You won ${escapeHtml(money(result.win, session.currency))} (${result.multiplier}×).` : 'No win this time.'}</p>`
      : '<p>Choose a stake and spin.</p>';
  const messages: OutgoingMessage[] = [
    ...balanceMessages(balance, session.currency),
    ...(result
      ? [
          {
            type: 'roundEnd' as const,
            roundId: result.roundId,
            stake: fromMinorUnits(result.stake),
            win: fromMinorUnits(result.win),
            currency: session.currency,
          },
        ]
      : []),
    ...(refused?.messages ?? []),
  ];
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="hint">Provider: ${escapeHtml(session.provider)} · ${demo ? 'Demo: play money' : 'Real money'} · return to player ${SLOT_RTP * 100} %</p>
${FRAME_REGIONS}
<p class="balance">Balance: <strong>${balance === null ? '–' : escapeHtml(money(balance, session.currency))}</strong></p>
<ul class="reels" aria-label="Reels">${reels.map((symbol) => `<li>${escapeHtml(symbol)}</li>`).join('')}</ul>
<div role="status" aria-live="polite">${outcome}</div>
<form method="post" action="${GAME_PATH}/${token}/spin">
<input type="hidden" name="roundId" value="${randomUUID()}">
${demo && balance !== null ? `<input type="hidden" name="demoBalance" value="${balance}">` : ''}
<label for="stake">Stake</label><select id="stake" name="stake">${options}</select>
<button type="submit" data-play>Spin</button>
</form>
${lobbyLink(session)}`,
    nonce,
    frameScript(session, messages),
  );
}

// The live roulette table -----------------------------------------------------------------------

interface TablePageState {
  token: string;
  session: GameSession;
  now: Date;
  balance: bigint | null;
  /** Demo: the play money's open bets and their round (carried by the page). */
  demo?: DemoState;
  /** Real: the player's bets in the current round. */
  bets: PlacedBet[];
  /** The round just settled for the player (or the last closed round's number). */
  result?: RoundResult;
  last: { round: number; number: number } | null;
  seats: { seats: number | null; seatsTaken: number | null };
  position?: string;
  stake: bigint;
  notice?: string;
  error?: { code: string; message: string };
}

const POSITION_OPTIONS: Array<[string, string]> = [
  ['red', 'Red (pays 1:1)'],
  ['black', 'Black (pays 1:1)'],
  ['even', 'Even (pays 1:1)'],
  ['odd', 'Odd (pays 1:1)'],
  ['number', 'A number (pays 35:1)'],
];

/** The demo's state as query parameters (links and reloads carry it). */
function demoQuery(demo: DemoState | undefined): string {
  if (!demo) return '';
  const params = new URLSearchParams({ demoBalance: String(demo.balance) });
  if (demo.round !== null && demo.bets.length) {
    params.set('demoRound', String(demo.round));
    params.set('demoBets', formatDemoBets(demo.bets));
  }
  return `?${params.toString()}`;
}

function demoFields(demo: DemoState | undefined): string {
  if (!demo) return '';
  const open = demo.round !== null && demo.bets.length;
  return [
    `<input type="hidden" name="demoBalance" value="${demo.balance}">`,
    open ? `<input type="hidden" name="demoRound" value="${demo.round}">` : '',
    open ? `<input type="hidden" name="demoBets" value="${escapeHtml(formatDemoBets(demo.bets))}">` : '',
  ].join('');
}

function numberBadge(n: number): string {
  const colour = colourOf(n);
  return `<span class="number ${colour}">${n}</span> <span>(${colour})</span>`;
}

function tablePage(state: TablePageState, nonce: string): string {
  const { token, session, now, balance, result, last, seats, error } = state;
  const currency = session.currency;
  const demo = session.mode === 'demo';
  const title = `Sandbox live roulette ${session.gameId}`;
  const current = roundAt(now);
  const open = current.phase === 'betting';
  const secondsLeft = Math.ceil(
    ((open ? current.closesAt : current.endsAt).getTime() - now.getTime()) / 1000,
  );
  const bets = demo ? (state.demo?.round === current.round ? state.demo.bets : []) : state.bets;
  const pageUrl = `${GAME_PATH}/${token}${demoQuery(state.demo)}`;
  const refused = error ? refusalView(error.code, error.message) : null;

  const resultText = result
    ? `<p>Round ${result.round}: the ball landed on ${numberBadge(result.number)}. ${
        result.bets.length === 0
          ? 'You had no bet in it.'
          : result.win > 0n
            ? `You won ${escapeHtml(money(result.win, currency))}.`
            : 'No win this time.'
      }</p>`
    : '';
  const status = refused
    ? `<p class="error">${escapeHtml(refused.text)}</p>`
    : state.notice
      ? `<p>${escapeHtml(state.notice)}</p>`
      : '';
  const lastText = last
    ? `<p>Last result (round ${last.round}): ${numberBadge(last.number)}</p>`
    : '<p>No result yet.</p>';
  const betList = bets.length
    ? `<ul>${bets.map((bet) => `<li>${escapeHtml(positionLabel(bet.position))}: ${escapeHtml(money(bet.stake, currency))}</li>`).join('')}</ul>`
    : '<p>No bets in this round yet.</p>';
  const stakeOptions = STAKES.map(
    (value) =>
      `<option value="${value}"${value === state.stake ? ' selected' : ''}>${escapeHtml(money(value, currency))}</option>`,
  ).join('');
  const chosen = state.position && /^n/.test(state.position) ? 'number' : (state.position ?? 'red');
  const kindOptions = POSITION_OPTIONS.map(
    ([value, label]) => `<option value="${value}"${value === chosen ? ' selected' : ''}>${label}</option>`,
  ).join('');
  const numberValue = state.position?.startsWith('n') ? state.position.slice(1) : '';
  const betForm = open
    ? `<form method="post" action="${GAME_PATH}/${token}/bet">
<input type="hidden" name="round" value="${current.round}">
${demoFields(state.demo)}
<div class="field"><label for="kind">Bet on</label><select id="kind" name="kind">${kindOptions}</select></div>
<div class="field"><label for="number">Number (0–36, for a number bet)</label><input id="number" name="number" inputmode="numeric" pattern="[0-9]{1,2}" value="${numberValue}"></div>
<div class="field"><label for="stake">Stake</label><select id="stake" name="stake">${stakeOptions}</select>
<button type="submit" data-play>Place bet</button></div>
</form>`
    : `<p>Betting is closed. The next round opens in ${secondsLeft} s.</p>
<form method="get" action="${GAME_PATH}/${token}/result">
<input type="hidden" name="round" value="${current.round}">
${demoFields(state.demo)}
<button type="submit" data-play>Show the result of round ${current.round}</button>
</form>`;

  const messages: OutgoingMessage[] = [
    ...balanceMessages(balance, currency),
    ...(result && result.bets.length
      ? [
          {
            type: 'roundEnd' as const,
            roundId: `${result.tableId}#${result.round}`,
            stake: fromMinorUnits(result.stake),
            win: fromMinorUnits(result.win),
            currency,
          },
        ]
      : []),
    ...(refused?.messages ?? []),
  ];
  const reloadAt = open ? current.closesAt : current.endsAt;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="hint">Provider: ${escapeHtml(session.provider)} · ${demo ? 'Demo: play money' : 'Real money'} · European roulette, single zero · return to player ${(ROULETTE_RTP * 100).toFixed(1)} %</p>
<p class="hint">Seats: ${seats.seats ?? 'unlimited'} · seats taken: ${seats.seatsTaken ?? '–'}</p>
${FRAME_REGIONS}
<p class="balance">Balance: <strong>${balance === null ? '–' : escapeHtml(money(balance, currency))}</strong></p>
<h2>Round ${current.round}: ${open ? `betting open, closes in ${secondsLeft} s` : 'betting closed'}</h2>
<div role="status" aria-live="polite">${status}${resultText}</div>
${lastText}
<h2>Your bets in round ${current.round}</h2>
${betList}
${betForm}
<p><a href="${escapeHtml(pageUrl)}">Refresh the table</a></p>
${lobbyLink(session)}`,
    nonce,
    frameScript(session, messages, {
      url: pageUrl,
      inMs: Math.max(reloadAt.getTime() - now.getTime(), 0) + 500,
    }),
  );
}

function endedPage(nonce: string): string {
  return page(
    'Game session ended',
    '<h1>This game session has ended</h1><p>Open the game again from the lobby.</p>',
    nonce,
  );
}

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
  const nonce = () => randomBytes(12).toString('base64');

  app.get(`${LAUNCH_PATH}/:provider`, async (c) => {
    const n = nonce();
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
      return c.html(endedPage(n), 400, pageHeaders(n));
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
    const n = nonce();
    return {
      ended: wantsJsonOf(c)
        ? c.json({ code: ERRORS.gameNotFound.code, message: 'This game session has ended' }, 404)
        : c.html(endedPage(n), 404, pageHeaders(n)),
    };
  }

  /** The table page's facts around a result or refusal. */
  async function renderTable(
    c: Context,
    session: GameSession,
    extra: Partial<TablePageState> & { status?: number },
  ) {
    const n = nonce();
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
    return c.html(tablePage(state, n), (extra.status ?? 200) as 200, pageHeaders(n));
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
    const n = nonce();
    const balance = await currentBalance(session);
    return c.html(
      gamePage({ token: c.req.param('token'), session, balance, stake: STAKES[2]! }, n),
      200,
      pageHeaders(n),
    );
  });

  app.post(`${GAME_PATH}/:token/spin`, async (c) => {
    const n = nonce();
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
      });
    }
    const balance = outcome.ok
      ? outcome.balance
      : session.mode === 'demo'
        ? (demoBalance ?? DEMO_START_BALANCE)
        : await currentBalance(session);
    const html = gamePage(
      {
        token,
        session,
        balance,
        stake: STAKES.includes(stake) ? stake : STAKES[2]!,
        ...(outcome.ok ? { result: outcome } : { error: { code: outcome.code, message: outcome.message } }),
      },
      n,
    );
    return c.html(html, status as 200, pageHeaders(n));
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
    let outcome: RoundResult | { ok: false; code: string; message: string };
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
