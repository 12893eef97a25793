/**
 * What the sandbox's two game pages share (handlers/gamePages.ts serves them; pages/slot.ts and
 * pages/rouletteTable.ts render them): their shell and CSS on the page kit, the frame script that
 * talks to the site around the game, and the parts of the page the script drives.
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
import { GAME_FRAME_PING_MS, type GameFrameMessage } from '@casino/domain';
import { ERRORS, fromMinorUnits } from '@casino/player-api';
import type { GameSession } from '../services/games/index.ts';
import { formatAmount } from '../services/games/index.ts';
import { textsOf, type GameTexts } from './gameTexts.ts';
import { escapeHtml, page, pageHeaders } from './kit.ts';

/** The game pages' shared rules, after the kit's: a full-bleed dark stage in the game's colours. */
const GAME_STYLE = `
  body { background: var(--c1, #10243a); color: #f7f4ea; min-height: 100vh; }
  main { max-width: none; margin: 0; padding: 0.75rem; border: 0; border-radius: 0; background:
         radial-gradient(120% 80% at 50% 0%, var(--c2, #2a5a8a) 0%, var(--c1, #10243a) 70%); color: inherit;
         min-height: 100vh; box-sizing: border-box; display: grid; align-content: start; gap: 0.75rem; }
  h1 { font-size: 1.15rem; margin: 0; }
  h2 { font-size: 1rem; margin: 0; }
  a { color: #ffe39a; }
  button:focus-visible, select:focus-visible, a:focus-visible, [tabindex]:focus-visible {
    outline: 3px solid #ffd24a; outline-offset: 2px; }
  .hint { color: #d9d4c4; font-size: 0.85rem; margin: 0; }
  .error { color: #ffb4a8; font-weight: 700; }
  .paused { color: #ffb4a8; font-weight: 700; margin: 0; }
  .reality { border: 2px solid #ffd24a; padding: 0.5rem 1rem; border-radius: 8px; background: rgb(0 0 0 / 0.4); }
  .head { display: flex; align-items: center; gap: 0.75rem; min-width: 0; }
  .head img { width: 3rem; height: 3rem; border-radius: 10px; flex: none; }
  .head div { min-width: 0; }
  .balance { margin: 0; font-size: 1rem; }
  .balance strong { font-size: 1.25rem; font-variant-numeric: tabular-nums; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; }
  .chips { display: flex; flex-wrap: wrap; gap: 0.5rem; border: 0; margin: 0; padding: 0; min-width: 0; }
  .chips legend { font-size: 0.85rem; padding: 0; margin-bottom: 0.25rem; }
  .chips input, .types input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0;
    cursor: pointer; z-index: 1; }
  .chips label { position: relative; display: inline-grid; place-items: center; min-width: 3.4rem; min-height: 3.4rem; padding: 0;
    box-sizing: border-box; border-radius: 50%; border: 4px dashed rgb(255 255 255 / 0.85); cursor: pointer;
    background: var(--chip, #2f6fd6); color: #fff; font-weight: 800; font-size: 0.72rem; box-shadow: 0 2px 0 #0008; }
  .chips label:has(input:checked) { outline: 3px solid #ffd24a; outline-offset: 2px; transform: translateY(-2px); }
  .chips label:has(input:focus-visible), .types label:has(input:focus-visible) { outline: 3px solid #fff; outline-offset: 3px; }
  .row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
  .pill { min-height: 44px; padding: 0.5rem 0.9rem; border-radius: 999px; border: 2px solid rgb(255 255 255 / 0.5);
    background: rgb(0 0 0 / 0.35); color: #fff; font: inherit; font-weight: 700; cursor: pointer; }
  .pill[aria-pressed="true"] { background: #ffd24a; color: #1a1400; border-color: #ffd24a; }
  .pill:disabled, .primary:disabled { opacity: 0.55; cursor: not-allowed; }
  .primary { min-height: 3.5rem; min-width: 8rem; padding: 0.5rem 1.5rem; border-radius: 999px; border: 0;
    background: linear-gradient(#ffe27a, #f0a500); color: #241700; font: inherit; font-size: 1.2rem; font-weight: 900;
    letter-spacing: 0.04em; text-transform: uppercase; cursor: pointer; box-shadow: 0 4px 0 #8a5a00; }
  select.pill { appearance: auto; }
`;

/** Chip colours by value, low to high (casino chips' usual order); white text on each passes AA. */
export const CHIP_COLOURS = ['#5b6b7f', '#c0392b', '#2f6fd6', '#1e7a44', '#6b2fa3'];

/** The page's language and colours: the `<main>` carries the game's colours as CSS variables. */
export interface GameLook {
  locale: string;
  colours: [string, string];
  /** The page's own CSS, after the shared rules. */
  style?: string;
}

/** A game page: `main` named after the game, in the game's language and colours, with its script. */
export function gamePage(title: string, main: string, nonce: string, script = '', look?: GameLook): string {
  const colours = look
    ? `:root { --c1: ${safeColour(look.colours[0])}; --c2: ${safeColour(look.colours[1])}; }`
    : '';
  return page({
    title,
    lang: look?.locale ?? 'en',
    style: `${GAME_STYLE}${colours}${look?.style ?? ''}`,
    label: title,
    main,
    ...(script ? { script: { nonce, code: script } } : {}),
  });
}

/** A colour from a thumbnail or a derived one, else a neutral (nothing else reaches the CSS). */
function safeColour(value: string): string {
  return /^(#[0-9a-fA-F]{6}|hsl\(\d{1,3} \d{1,3}% \d{1,3}%\))$/.test(value) ? value : '#10243a';
}

/**
 * The game pages' headers: their script's nonce, forms that stay on the sandbox, the game's art as
 * data: images, and the script's own calls to the sandbox (the slot spins with `fetch`).
 */
export function gamePageHeaders(nonce: string): Record<string, string> {
  return pageHeaders({ nonce, formAction: 'self', images: 'data', connect: 'self' });
}

/** An amount as the game's locale writes it (services/games/gameTheme.ts `formatAmount`). */
export const money = (cents: bigint, currency: string, locale = 'en') =>
  formatAmount(cents, currency, locale);

/** A message to the parent frame, without its `source` (packages/domain gameFrame.ts). */
export type OutgoingMessage = GameFrameMessage extends infer M
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
export function frameScript(
  session: GameSession,
  messages: OutgoingMessage[],
  reload?: { url: string; inMs: number } | null,
  options: { texts?: GameTexts; locale?: string; code?: string } = {},
): string {
  const texts = options.texts ?? textsOf('en');
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
    reality: texts.reality,
    locale: options.locale ?? 'en',
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
const money = (v, c) => {
  if (typeof v !== 'string' || !/^-?\\d+\\.\\d{2}$/.test(v)) return '?';
  try { return new Intl.NumberFormat(d.locale, { style: 'currency', currency: c }).format(Number(v)); } catch { return v + ' ' + c; }
};
addEventListener('message', (e) => {
  const m = e.data;
  if (e.source !== p || (d.origin && e.origin !== d.origin) || !m || m.source !== 'casino-site') return;
  if (m.type === 'pause') pause(true);
  else if (m.type === 'resume') pause(false);
  else if (m.type === 'realityCheck') {
    const c = /^[A-Z]{3}$/.test(m.currency) ? m.currency : '';
    $('reality').hidden = false;
    const values = { minutes: Number.isInteger(m.elapsedMinutes) ? m.elapsedMinutes : '?',
      turnover: money(m.turnover, c), winnings: money(m.winnings, c) };
    $('reality-text').textContent = d.reality.replace(/\\{(\\w+)\\}/g, (w, k) => (k in values ? values[k] : w));
  }
});
if (d.reload) setTimeout(function again() { paused ? setTimeout(again, 1000) : location.assign(d.reload.url); }, d.reload.inMs);
${options.code ?? ''}
})();`;
}

/** The parts both pages share: the paused note and the reality-check box the script fills. */
export function frameRegions(t: GameTexts): string {
  return `<p id="paused" class="paused" role="status" hidden>${escapeHtml(t.paused)}</p>
<section id="reality" class="reality" aria-labelledby="reality-title" hidden>
<h2 id="reality-title">${escapeHtml(t.realityTitle)}</h2><p id="reality-text" role="status"></p>
</section>`;
}

/**
 * The message a refusal shows, and the frame message it posts: the spend limit and a low balance
 * in the page's language (with the server's detail after the spend limit's text), anything else
 * as the sandbox says it.
 */
export function refusalView(
  code: string,
  message: string,
  t: GameTexts = textsOf('en'),
): { text: string; messages: OutgoingMessage[] } {
  if (code === ERRORS.selfSpendLimitReached.code) {
    return { text: `${t.spendLimit} ${message}`, messages: [{ type: 'limitReached', code, message }] };
  }
  if (code === ERRORS.notEnoughFunds.code) return { text: t.tooLow, messages: [] };
  return { text: message, messages: [] };
}

export function lobbyLink(session: GameSession, t: GameTexts = textsOf('en')): string {
  return session.lobbyUrl
    ? `<a class="pill lobby" href="${escapeHtml(session.lobbyUrl)}" target="_top">${escapeHtml(t.lobby)}</a>`
    : '';
}

export function balanceMessages(balance: bigint | null, currency: string): OutgoingMessage[] {
  return balance === null ? [] : [{ type: 'balanceUpdate', balance: fromMinorUnits(balance), currency }];
}

/** The page of an ended, forged or expired game session. */
export function endedPage(nonce: string, t: GameTexts = textsOf('en')): string {
  return gamePage(t.ended, `<h1>${escapeHtml(t.ended)}</h1><p>${escapeHtml(t.endedText)}</p>`, nonce);
}
