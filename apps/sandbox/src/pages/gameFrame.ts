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
import { escapeHtml, page, pageHeaders } from './kit.ts';

/** The game pages' own rules, after the kit's: a dark page, a wider card, the reels and the wheel's numbers. */
const GAME_STYLE = `
  body { background: #10243a; }
  main { max-width: 32rem; margin: 1.5rem auto; border: 0; }
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
  .error { color: #a40000; font-weight: 600; }
  .paused { color: #a40000; font-weight: 700; }
  .field { margin: 0.5rem 0; }
  .number { display: inline-block; min-width: 3rem; text-align: center; padding: 0.5rem; border-radius: 50%;
            font-weight: 700; color: #fff; }
  .number.red { background: #a40000; } .number.black { background: #1a1a1a; } .number.green { background: #0a6b2d; }
  .reality { border: 2px solid #0b4f8a; padding: 0.5rem 1rem; border-radius: 6px; }
`;

/** A game page: `main` named after the game, with the frame script when there is one. */
export function gamePage(title: string, main: string, nonce: string, script = ''): string {
  return page({
    title: `${title} · Sandbox games`,
    style: GAME_STYLE,
    label: title,
    main,
    ...(script ? { script: { nonce, code: script } } : {}),
  });
}

/** The game pages' headers: their script's nonce, and forms that stay on the sandbox. */
export function gamePageHeaders(nonce: string): Record<string, string> {
  return pageHeaders({ nonce, formAction: 'self' });
}

export const money = (cents: bigint, currency: string) => `${fromMinorUnits(cents)} ${currency}`;

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
export const FRAME_REGIONS = `<p id="paused" class="paused" role="status" hidden>Paused</p>
<section id="reality" class="reality" aria-labelledby="reality-title" hidden>
<h2 id="reality-title">Reality check</h2><p id="reality-text" role="status"></p>
</section>`;

const SPEND_LIMIT_TEXT = 'Your spend limit does not allow this bet. No money was taken.';

/** The message a refusal shows, and the frame message it posts. */
export function refusalView(code: string, message: string): { text: string; messages: OutgoingMessage[] } {
  if (code === ERRORS.selfSpendLimitReached.code) {
    return { text: `${SPEND_LIMIT_TEXT} ${message}`, messages: [{ type: 'limitReached', code, message }] };
  }
  return { text: message, messages: [] };
}

export function lobbyLink(session: GameSession): string {
  return session.lobbyUrl
    ? `<p><a href="${escapeHtml(session.lobbyUrl)}" target="_top">Back to the lobby</a></p>`
    : '';
}

export function balanceMessages(balance: bigint | null, currency: string): OutgoingMessage[] {
  return balance === null ? [] : [{ type: 'balanceUpdate', balance: fromMinorUnits(balance), currency }];
}

/** The page of an ended, forged or expired game session. */
export function endedPage(nonce: string): string {
  return gamePage(
    'Game session ended',
    '<h1>This game session has ended</h1><p>Open the game again from the lobby.</p>',
    nonce,
  );
}
