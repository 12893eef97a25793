/**
 * The sandbox's live roulette table page (services/games/roulette.ts plays it; handlers/gamePages.ts
 * serves it): the round, its phase and seconds left, the last result, seats and seats taken, the
 * player's bets in the round, the bet form while betting is open, else a "Show the result" button.
 * A demo carries its play money and open bets in the page (hidden fields, and the query of its
 * links and reloads). The page reloads itself when betting closes and when the next round opens
 * (unless paused); its frame messages: the balance, `roundEnd` once a round with the player's bets
 * is settled, `limitReached` (pages/gameFrame.ts).
 */
import { fromMinorUnits } from '@casino/player-api';
import {
  colourOf,
  formatDemoBets,
  GAME_PATH,
  positionLabel,
  ROULETTE_RTP,
  roundAt,
  STAKES,
  type DemoState,
  type GameSession,
  type PlacedBet,
  type RoundResult,
} from '../services/games/index.ts';
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

export interface TablePageState {
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

export function tablePage(state: TablePageState, nonce: string): string {
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
  return gamePage(
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
