/**
 * The sandbox slot's page (services/games/slot.ts plays it; handlers/gamePages.ts serves it): balance,
 * reels, a stake select and a Spin button in a form that works without JavaScript, the outcome in
 * a status region, and the lobby link when the launch carried one. Its frame messages: the
 * balance after every load that knows it, `roundEnd` after a spin, `limitReached` when the spend
 * limit refused the stake (pages/gameFrame.ts).
 */
import { randomUUID } from 'node:crypto';
import { fromMinorUnits } from '@casino/player-api';
import { GAME_PATH, SLOT_RTP, STAKES, type GameSession, type SpinResult } from '../services/games/index.ts';
import {
  FRAME_REGIONS,
  balanceMessages,
  frameScript,
  gamePage,
  lobbyLink,
  money,
  refusalView,
  type OutgoingMessage,
} from './gameFrame.ts';
import { escapeHtml } from './kit.ts';

export interface SlotPageState {
  token: string;
  session: GameSession;
  balance: bigint | null;
  stake: bigint;
  result?: SpinResult;
  error?: { code: string; message: string };
}

export function slotPage(
  { token, session, balance, stake, result, error }: SlotPageState,
  nonce: string,
): string {
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
      ? `<p>${result.freeSpinsLeft !== undefined ? `Free spin at ${escapeHtml(money(result.stake, session.currency))} (${result.freeSpinsLeft} left), winnings to your casino bonus. ` : ''}${result.win > 0n ? `You won ${escapeHtml(money(result.win, session.currency))} (${result.multiplier}×).` : 'No win this time.'}</p>`
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
  return gamePage(
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
