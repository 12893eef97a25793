/**
 * The sandbox slot's page (services/games/slot.ts plays it, slotReels.ts lays out its reels;
 * handlers/gamePages.ts serves it): the game's title, studio and art (services/games/gameTheme.ts),
 * five reels of three rows in the game's colours with five paylines, stake chips, autoplay, turbo,
 * a Spin button and the balance, in the launch's language and number format (pages/gameTexts.ts).
 *
 * - Without JavaScript the chips and Spin are one form: the server plays the round and answers
 *   this page with the round's reels, its winning line highlighted and the outcome in the status
 *   region. With JavaScript (pages/slotScript.ts) the same form spins in place through the JSON
 *   answer of the spin call: the reels spin (CSS; none under `prefers-reduced-motion`), stop one
 *   by one on the server's symbols, the winning line lights up and the win counts up.
 * - The server decides every outcome and money move; the page only shows the answer.
 * - Frame messages: the balance after every load that knows it, `roundEnd` after a spin,
 *   `limitReached` when the spend limit refused the stake (pages/gameFrame.ts); the script posts
 *   the same after each spin it plays in place.
 */
import { randomUUID } from 'node:crypto';
import { fromMinorUnits } from '@casino/player-api';
import { GAME_PATH, SLOT_RTP, STAKES, type GameSession, type SpinResult } from '../services/games/index.ts';
import { PAYLINES, gridOf, type GameTheme } from '../services/games/index.ts';
import {
  CHIP_COLOURS,
  balanceMessages,
  frameRegions,
  frameScript,
  gamePage,
  lobbyLink,
  money,
  refusalView,
  type OutgoingMessage,
} from './gameFrame.ts';
import { fill, textsOf, type GameTexts } from './gameTexts.ts';
import { escapeHtml } from './kit.ts';
import { slotScript, SLOT_STYLE, symbolMarkup } from './slotScript.ts';

export interface SlotPageState {
  token: string;
  session: GameSession;
  theme: GameTheme;
  balance: bigint | null;
  stake: bigint;
  result?: SpinResult;
  error?: { code: string; message: string };
}

/** The reels a page opens with: a fixed arrangement of the game's symbols with no payline won. */
const OPENING = gridOf(
  { multiplier: 0, symbols: ['Cherry', 'Bell', 'Lemon'] },
  Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 251),
).grid;

/** The outcome's words: the free spin, the win and its lines, or no win. */
export function outcomeText(result: SpinResult, t: GameTexts, currency: string, locale: string): string {
  const free =
    result.freeSpinsLeft !== undefined
      ? `${fill(t.freeSpin, { amount: money(result.stake, currency, locale), n: result.freeSpinsLeft })} `
      : '';
  const lines = result.lines.map((line) => fill(t.onLine, { n: line.line + 1 })).join(', ');
  return result.win > 0n
    ? `${free}${fill(t.youWon, { amount: money(result.win, currency, locale) })} (${result.multiplier}× · ${lines})`
    : `${free}${t.noWin}`;
}

function reelsMarkup(grid: readonly (readonly string[])[], hits: Set<string>): string {
  return grid
    .map(
      (reel, r) =>
        `<div class="reel">${reel
          .map(
            (symbol, row) =>
              `<div class="cell${hits.has(`${r}:${row}`) ? ' hit' : ''}" data-symbol="${escapeHtml(symbol)}">${symbolMarkup(symbol)}</div>`,
          )
          .join('')}</div>`,
    )
    .join('');
}

function linesMarkup(on: Set<number>): string {
  return PAYLINES.map(
    (rows, line) =>
      `<polyline class="line${on.has(line) ? ' on' : ''}" data-line="${line}" points="${rows
        .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
        .join(' ')}"/>`,
  ).join('');
}

export function slotPage(
  { token, session, theme, balance, stake, result, error }: SlotPageState,
  nonce: string,
): string {
  const t = textsOf(theme.locale);
  const { locale } = theme;
  const currency = session.currency;
  const demo = session.mode === 'demo';
  const title = theme.title ?? t.slot;
  const refused = error ? refusalView(error.code, error.message, t) : null;
  const outcome = refused
    ? `<p class="error">${escapeHtml(refused.text)}</p>`
    : result
      ? `<p>${escapeHtml(outcomeText(result, t, currency, locale))}</p>`
      : `<p>${escapeHtml(t.chooseAndSpin)}</p>`;
  const hits = new Set<string>();
  for (const line of result?.lines ?? []) {
    PAYLINES[line.line]!.slice(0, line.count).forEach((row, reel) => hits.add(`${reel}:${row}`));
  }
  const chips = STAKES.map(
    (value, i) =>
      `<label style="--chip: ${CHIP_COLOURS[i % CHIP_COLOURS.length]}"><input type="radio" name="stake" value="${value}"${value === stake ? ' checked' : ''}><span>${escapeHtml(money(value, currency, locale))}</span></label>`,
  ).join('');
  const messages: OutgoingMessage[] = [
    ...balanceMessages(balance, currency),
    ...(result
      ? [
          {
            type: 'roundEnd' as const,
            roundId: result.roundId,
            stake: fromMinorUnits(result.stake),
            win: fromMinorUnits(result.win),
            currency,
          },
        ]
      : []),
    ...(refused?.messages ?? []),
  ];
  const studio = theme.studio ? `${escapeHtml(theme.studio)} · ` : '';
  const autoplay = [0, 10, 25, 50, 100]
    .map(
      (n) => `<option value="${n}">${escapeHtml(n ? fill(t.autoplaySpins, { n }) : t.autoplayOff)}</option>`,
    )
    .join('');
  const winText = result && result.win > 0n ? escapeHtml(money(result.win, currency, locale)) : '';
  return gamePage(
    title,
    `<div class="head"><span class="emblem" aria-hidden="true"></span><div><h1>${escapeHtml(title)}</h1>
<p class="hint">${studio}${escapeHtml(demo ? t.demo : t.real)} · ${escapeHtml(fill(t.rtp, { rtp: SLOT_RTP * 100 }))}</p></div></div>
${frameRegions(t)}
<div class="machine">
<div class="reels" role="img" aria-label="${escapeHtml(`${t.reels} · ${fill(t.paylines, { n: PAYLINES.length })}`)}">${reelsMarkup(result?.reels ?? OPENING, hits)}</div>
<svg class="lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">${linesMarkup(new Set(result?.lines.map((l) => l.line)))}</svg>
<div class="win" id="win" aria-hidden="true"${winText ? '' : ' hidden'}><span id="win-label"></span><strong id="win-amount">${winText}</strong></div>
</div>
<div id="outcome" class="outcome" role="status" aria-live="polite">${outcome}</div>
<p class="balance">${escapeHtml(t.balance)}: <strong id="balance">${balance === null ? '–' : escapeHtml(money(balance, currency, locale))}</strong></p>
<form id="slot-form" class="controls" method="post" action="${GAME_PATH}/${token}/spin">
<input type="hidden" name="roundId" value="${randomUUID()}">
${demo && balance !== null ? `<input type="hidden" name="demoBalance" value="${balance}">` : ''}
<fieldset class="chips"><legend>${escapeHtml(t.stake)}</legend>${chips}</fieldset>
<div class="row">
<span class="row" data-js hidden><label for="autoplay" class="hint">${escapeHtml(t.autoplay)}</label><select id="autoplay" class="pill">${autoplay}</select>
<button type="button" id="turbo" class="pill" aria-pressed="false">${escapeHtml(t.turbo)}</button></span>
<button type="submit" id="spin" class="primary" data-play>${escapeHtml(t.spin)}</button>
</div>
</form>
${lobbyLink(session, t)}`,
    nonce,
    frameScript(session, messages, null, {
      texts: t,
      locale,
      code: slotScript({ demo, balance, currency, locale, texts: t }),
    }),
    { locale, colours: theme.colours, style: SLOT_STYLE(theme.art) },
  );
}
