/**
 * The game launch calls (spec 3 §7 "Game launch"; packages/player-api/src/calls/games.ts) and the
 * sandbox game pages they lead to (issue 8 "Sandbox games"; rules in services/games.ts).
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
 * - Real launches answer `error.game.access_denied` for a player who is risk-payout,
 *   multibrand-suspended, lacks the vertical (casino; live casino for Evolution non-casino
 *   categories and CreedRoomz) or has no wallet yet. Game ids are not checked against a catalogue
 *   (the sandbox has none yet): any id of 1–100 letters, digits and `._:-` plays; others answer
 *   `error.game.not_found`.
 *
 * Pages (accessible HTML, framed by the site):
 * - `GET /sandbox/launch/:provider?token&gameId&lobbyUrl…`: 302 to the game page (400 page when the
 *   grant is forged or expired, or names another game).
 * - `GET /sandbox/games/:session`: the slot: balance, stake, Spin button, lobby link.
 * - `POST /sandbox/games/:session/spin` (form or JSON `{ roundId, stake, demoBalance? }`, stake
 *   and balance in cents): plays one round; answers the page with the result, or JSON
 *   `{ roundId, stake, win, multiplier, symbols, balance, currency, replayed }` (amounts as
 *   decimal strings) when the request accepts JSON; refusals 409 (`NOT_ENOUGH_FUNDS`,
 *   `error.game.access_denied`) or 400. The page posts `ready`, `balanceUpdate` and `roundEnd`
 *   messages to its parent frame.
 */
import { randomUUID, randomBytes } from 'node:crypto';
import type { Context, Env, Hono } from 'hono';
import { ERRORS, fromMinorUnits } from '@casino/player-api';
import { ContractRefusal, type Handlers } from '../router.ts';
import type { SandboxContext } from '../services/context.ts';
import {
  DEMO_START_BALANCE,
  GAME_PATH,
  LAUNCH_PATH,
  SLOT_RTP,
  STAKES,
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
import { publicBase } from './payAndPlay.ts';

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
  async function grant(fields: LaunchFields, session: CurrentSession | undefined): Promise<string> {
    if (fields.gameId && !GAME_ID.test(fields.gameId)) {
      throw new ContractRefusal(ERRORS.gameNotFound.code, `No game ${fields.gameId}`);
    }
    const category = fields.category ?? 'CASINO';
    let currency = fields.currency ?? 'EUR';
    if (fields.mode === 'real') {
      const check = await realPlayCheck(ctx, session!.playerId, category);
      if (!check.ok) throw new ContractRefusal(check.code, check.message);
      currency = check.currency;
    }
    return issueGameSession(ctx, {
      provider: fields.provider,
      gameId: fields.gameId,
      mode: fields.mode,
      playerId: fields.mode === 'real' ? session!.playerId : null,
      currency,
      category,
      lobbyUrl: httpUrl(fields.lobbyUrl),
    });
  }

  async function pageUrl(
    c: Context,
    fields: LaunchFields,
    session: CurrentSession | undefined,
  ): Promise<string> {
    return new URL(`${GAME_PATH}/${await grant(fields, session)}`, publicBase(c)).toString();
  }

  type Body = Record<string, unknown> & { channel?: string };
  const str = (value: unknown) => (typeof value === 'string' ? value : '');

  return {
    async gameTicket({ body, session }) {
      const b = body as Body;
      return {
        ticket: await grant({ provider: 'generic', gameId: str(b['gameId']), mode: 'real' }, session),
      };
    },
    async gameToken({ body, session }) {
      const b = body as Body;
      return { token: await grant({ provider: 'generic', gameId: str(b['gameId']), mode: 'demo' }, session) };
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
    async pragmaticGenerateToken({ body, session }) {
      const b = body as Body;
      return {
        token: await grant({ provider: 'pragmaticplay', gameId: str(b['gameId']), mode: 'real' }, session),
      };
    },
    async quickspinGenerateToken({ body, session }) {
      const b = body as Body;
      return {
        token: await grant({ provider: 'quickspin', gameId: str(b['gameId']), mode: 'real' }, session),
      };
    },
    async relaxGamingGenerateToken({ body, session }) {
      const b = body as Body;
      return { token: await grant({ provider: 'relax', gameId: str(b['gameId']), mode: 'real' }, session) };
    },
    async playngoTokenGeneration({ session }) {
      return { sessionId: await grant({ provider: 'playngo', gameId: '', mode: 'real' }, session) };
    },
    async yggdrasilSession({ session }) {
      return { sessionId: await grant({ provider: 'yggdrasil', gameId: '', mode: 'real' }, session) };
    },
    async creedroomzTokenGenerate({ session }) {
      const fields = {
        provider: 'creedroomz',
        gameId: '',
        mode: 'real' as const,
        category: 'LIVE_CASINO' as const,
      };
      return { token: await grant(fields, session) };
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
  .reels { display: flex; gap: 0.5rem; margin: 1rem 0; list-style: none; padding: 0; }
  .reels li { flex: 1; text-align: center; padding: 1rem 0; border: 2px solid #0b4f8a; border-radius: 6px;
              font-weight: 700; }
  .balance { font-size: 1.2rem; }
  label { font-weight: 600; margin-right: 0.5rem; }
  select, button { font-size: 1rem; padding: 0.5rem 0.75rem; border-radius: 4px; }
  button { background: #0b4f8a; color: #fff; border: 1px solid #0b4f8a; cursor: pointer; margin-left: 0.5rem; }
  button:focus-visible, select:focus-visible, a:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  .error { color: #a40000; font-weight: 600; }
  a { color: #0b4f8a; }
  .hint { color: #444; font-size: 0.9rem; }
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
<main>
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

interface GamePageState {
  token: string;
  session: GameSession;
  balance: bigint | null;
  stake: bigint;
  result?: SpinResult;
  error?: string;
}

function gamePage({ token, session, balance, stake, result, error }: GamePageState, nonce: string): string {
  const demo = session.mode === 'demo';
  const title = `Sandbox slot ${session.gameId}`;
  const reels = result?.symbols ?? ['?', '?', '?'];
  const options = STAKES.map(
    (value) =>
      `<option value="${value}"${value === stake ? ' selected' : ''}>${escapeHtml(money(value, session.currency))}</option>`,
  ).join('');
  const outcome = error
    ? `<p class="error">${escapeHtml(error)}</p>`
    : result
      ? `<p>${result.win > 0n ? `You won ${escapeHtml(money(result.win, session.currency))} (${result.multiplier}×).` : 'No win this time.'}</p>`
      : '<p>Choose a stake and spin.</p>';
  const lobby = session.lobbyUrl
    ? `<p><a href="${escapeHtml(session.lobbyUrl)}" target="_top">Back to the lobby</a></p>`
    : '';
  const messages = [
    { type: 'ready' },
    ...(balance !== null
      ? [{ type: 'balanceUpdate', balance: fromMinorUnits(balance), currency: session.currency }]
      : []),
    ...(result
      ? [
          {
            type: 'roundEnd',
            roundId: result.roundId,
            stake: fromMinorUnits(result.stake),
            win: fromMinorUnits(result.win),
          },
        ]
      : []),
  ];
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="hint">Provider: ${escapeHtml(session.provider)} · ${demo ? 'Demo: play money' : 'Real money'} · return to player ${SLOT_RTP * 100} %</p>
<p class="balance">Balance: <strong>${balance === null ? '–' : escapeHtml(money(balance, session.currency))}</strong></p>
<ul class="reels" aria-label="Reels">${reels.map((symbol) => `<li>${escapeHtml(symbol)}</li>`).join('')}</ul>
<div role="status" aria-live="polite">${outcome}</div>
<form method="post" action="${GAME_PATH}/${token}/spin">
<input type="hidden" name="roundId" value="${randomUUID()}">
${demo && balance !== null ? `<input type="hidden" name="demoBalance" value="${balance}">` : ''}
<label for="stake">Stake</label><select id="stake" name="stake">${options}</select>
<button type="submit">Spin</button>
</form>
${lobby}`,
    nonce,
    `for (const m of ${JSON.stringify(messages)}) window.parent !== window && window.parent.postMessage({ source: 'sandbox-game', ...m }, '*');`,
  );
}

function endedPage(nonce: string): string {
  return page(
    'Game session ended',
    '<h1>This game session has ended</h1><p>Open the game again from the lobby.</p>',
    nonce,
  );
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
    const session = await issueGameSession(ctx, {
      provider: grant.provider === 'generic' ? provider : grant.provider,
      gameId: grant.gameId || gameId,
      mode: grant.mode,
      playerId: grant.playerId,
      currency:
        grant.mode === 'demo'
          ? (/^[A-Z]{3}$/.exec(c.req.query('currency') ?? '')?.[0] ?? grant.currency)
          : grant.currency,
      category: grant.category,
      lobbyUrl: httpUrl(c.req.query('lobbyUrl')) ?? grant.lobbyUrl,
    });
    return c.redirect(`${GAME_PATH}/${session}`, 302);
  });

  /** Demo: the start money; real: the player's MAIN balance (null without a wallet). */
  async function currentBalance(session: GameSession): Promise<bigint | null> {
    if (session.mode === 'demo') return DEMO_START_BALANCE;
    const accounts = await findAccounts(ctx.db, session.playerId!);
    return accounts ? mainBalance(ctx.db, accounts.main.accountId) : null;
  }

  app.get(`${GAME_PATH}/:token`, async (c) => {
    const n = nonce();
    const token = c.req.param('token');
    const session = await readGameSession(ctx, token);
    if (!session || !session.gameId) return c.html(endedPage(n), 404, pageHeaders(n));
    const balance = await currentBalance(session);
    return c.html(gamePage({ token, session, balance, stake: STAKES[2]! }, n), 200, pageHeaders(n));
  });

  app.post(`${GAME_PATH}/:token/spin`, async (c) => {
    const n = nonce();
    const token = c.req.param('token');
    const wantsJson =
      (c.req.header('Accept') ?? '').includes('application/json') ||
      (c.req.header('Content-Type') ?? '').includes('application/json');
    const session = await readGameSession(ctx, token);
    if (!session || !session.gameId) {
      return wantsJson
        ? c.json({ code: ERRORS.gameNotFound.code, message: 'This game session has ended' }, 404)
        : c.html(endedPage(n), 404, pageHeaders(n));
    }
    let fields: Record<string, unknown>;
    if ((c.req.header('Content-Type') ?? '').includes('application/json')) {
      fields = ((await c.req.json().catch(() => null)) ?? {}) as Record<string, unknown>;
    } else {
      fields = (await c.req.parseBody()) as Record<string, unknown>;
    }
    const cents = (value: unknown): bigint | undefined => {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
      return /^\d{1,12}$/.test(text) ? BigInt(text) : undefined;
    };
    const stake = cents(fields['stake']) ?? 0n;
    const demoBalance = cents(fields['demoBalance']);
    const outcome = await spin(ctx, session, {
      roundId: typeof fields['roundId'] === 'string' ? fields['roundId'] : '',
      stake,
      demoBalance,
    });
    const status = outcome.ok ? 200 : outcome.code === ERRORS.requestInvalid.code ? 400 : 409;
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
        ...(outcome.ok ? { result: outcome } : { error: outcome.message }),
      },
      n,
    );
    return c.html(html, status as 200, pageHeaders(n));
  });
}
