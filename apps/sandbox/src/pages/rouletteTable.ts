/**
 * The sandbox's live table page (services/games/roulette.ts plays it; handlers/tablePages.ts serves
 * it; pictures, CSS and timer in pages/tableArt.ts): the game's title and studio, the wheel with
 * the ball in the last result's pocket, the dealer stand-in, the round timer, seats, the last ten
 * results, the betting layout (0–36 in three rows, columns, dozens and the even-money bets) with
 * chips and a bet type (straight, split up, split right, corner), the player's bets, and the
 * result once the round has closed, in the launch's language and number format.
 *
 * - Every number and outside bet is a submit button of one form (`cell`, with `shape` and the
 *   chip's `stake`), so the table plays without JavaScript and by keyboard (Tab, or the arrow keys
 *   across the numbers with the script). A demo carries its play money and open bets in the page
 *   (hidden fields, and the query of its links and reloads).
 * - The same page deals baccarat and blackjack (bet behind): their stage, history, layout and
 *   words are pages/cardTable.ts's `cardTableParts`; a live game opens the table of its catalogue
 *   type (services/games/cardTables.ts `tableKindOf`), named after the game.
 * - The page reloads itself when betting closes and when the next round opens (unless paused);
 *   its frame messages: the balance, `roundEnd` once a round with the player's bets is settled,
 *   `limitReached` (pages/gameFrame.ts).
 * - What changes with the clock alone (the round's number and timer, the wheel's ball, the seats,
 *   the last results) carries `data-moves`, so a picture of the page can leave it out.
 */
import { fromMinorUnits } from '@casino/player-api';
import {
  colourOf,
  formatDemoBets,
  GAME_PATH,
  OUTSIDE,
  roundAt,
  STAKES,
  type DemoState,
  type PlacedBet,
  type TableOutcome,
  TABLE_RTP,
} from '../services/games/index.ts';
import { cardTableParts } from './cardTable.ts';
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
import { dealerMarkup, dealerOf, seatsMarkup, TABLE_STYLE, tableScript, wheelSvg } from './tableArt.ts';
import type { TablePageState, TableParts } from './tableParts.ts';

export type { TablePageState, TableParts };

/** How a position reads in the page's language. */
export function positionText(position: string, t: GameTexts): string {
  if (position.startsWith('n')) return fill(t.number, { n: position.slice(1) });
  if (position.startsWith('s')) {
    const [a, b] = position.slice(1).split('_');
    return fill(t.split, { a: a!, b: b! });
  }
  if (position.startsWith('q')) {
    const a = Number(position.slice(1));
    return fill(t.cornerOf, { a, b: a + 4 });
  }
  if (position.startsWith('doz')) return fill(t.dozen, { n: position.slice(3) });
  if (position.startsWith('col')) return fill(t.column, { n: position.slice(3) });
  return t[position as 'red' | 'black' | 'even' | 'odd' | 'low' | 'high'] ?? position;
}

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

const numberBadge = (n: number) => `<span class="num ${colourOf(n)}">${n}</span>`;

/** The betting layout: zero, 36 numbers in three rows, the columns, the dozens and the even-money bets. */
function layoutMarkup(bets: PlacedBet[], t: GameTexts, currency: string, locale: string): string {
  const staked = new Map(bets.map((bet) => [bet.position, bet.stake]));
  const mark = (position: string) => {
    const stake = staked.get(position);
    return stake ? `<span class="mark">${escapeHtml(money(stake, currency, locale))}</span>` : '';
  };
  const cell = (value: string, cls: string, text: string, label: string, extra = '') =>
    `<button type="submit" name="cell" value="${value}" class="${cls}" aria-label="${escapeHtml(label)}" data-play${extra}>${escapeHtml(text)}${mark(value.match(/^\d/) ? `n${value}` : value)}</button>`;
  const rows = [3, 2, 1].map((top) =>
    Array.from({ length: 12 }, (_, c) => {
      const n = top + c * 3;
      const colour = colourOf(n);
      return cell(String(n), colour, String(n), `${n} ${t[colour as 'red' | 'black']}`, ` data-n="${n}"`);
    }).join(''),
  );
  // The visible "2:1" leads the column's name, so what a speech user says matches it.
  const col = (k: number) => cell(`col${k}`, 'col', '2:1', `2:1 ${positionText(`col${k}`, t)}`);
  const outside = (OUTSIDE.filter((p) => !p.startsWith('doz') && !p.startsWith('col')) as readonly string[])
    .map((p) =>
      cell(
        p,
        `outside ${p === 'red' ? 'red' : p === 'black' ? 'black' : ''}`,
        positionText(p, t),
        positionText(p, t),
      ),
    )
    .join('');
  const dozens = [1, 2, 3]
    .map((k) => cell(`doz${k}`, 'dozen', positionText(`doz${k}`, t), positionText(`doz${k}`, t)))
    .join('');
  return `<div class="felt" role="group" aria-label="${escapeHtml(t.table)}"><div class="layout">
${cell('0', 'green zero', '0', '0', ' data-n="0"')}${rows[0]}${col(3)}${rows[1]}${col(2)}${rows[2]}${col(1)}
</div><div class="outside-bets">${dozens}</div><div class="outside-bets six">${outside}</div></div>`;
}

const SHAPES = ['straight', 'splitUp', 'splitRight', 'corner'] as const;

const numberOf = (outcome: TableOutcome | undefined) =>
  outcome?.kind === 'roulette' ? outcome.number : null;

function rouletteParts(state: TablePageState, t: GameTexts): TableParts {
  const { currency } = state.session;
  const { locale } = state.theme;
  return {
    title: t.liveRoulette,
    rules: t.european,
    stage: wheelSvg(numberOf(state.history[0])),
    historyItem: (outcome) => (outcome.kind === 'roulette' ? numberBadge(outcome.number) : ''),
    positionText: (position) => positionText(position, t),
    resultLine: (result) =>
      `${escapeHtml(fill(t.landed, { round: result.round, number: '' }).replace(/ ?\.$/, ''))} ${numberBadge(result.number ?? 0)}.`,
    layout: (bets) => layoutMarkup(bets, t, currency, locale),
    controls: `<fieldset class="types"><legend>${escapeHtml(t.betType)}</legend>${SHAPES.map(
      (shape, i) =>
        `<label><input type="radio" name="shape" value="${shape}"${i === 0 ? ' checked' : ''}><span>${escapeHtml(t[shape])}</span></label>`,
    ).join('')}</fieldset>`,
  };
}

export function tablePage(state: TablePageState, nonce: string): string {
  const { token, session, theme, now, balance, result, seats, error } = state;
  const t = textsOf(theme.locale);
  const { locale } = theme;
  const currency = session.currency;
  const demo = session.mode === 'demo';
  const parts = state.kind === 'roulette' ? rouletteParts(state, t) : cardTableParts(state, t);
  const title = theme.title ?? parts.title;
  const current = roundAt(now);
  const open = current.phase === 'betting';
  const until = open ? current.closesAt : current.endsAt;
  const secondsLeft = Math.max(Math.ceil((until.getTime() - now.getTime()) / 1000), 0);
  const bets = demo ? (state.demo?.round === current.round ? state.demo.bets : []) : state.bets;
  const pageUrl = `${GAME_PATH}/${token}${demoQuery(state.demo)}`;
  const refused = error ? refusalView(error.code, error.message, t) : null;
  const amount = (cents: bigint) => escapeHtml(money(cents, currency, locale));

  const resultText = result
    ? `<p>${parts.resultLine(result)} ${
        result.bets.length === 0
          ? escapeHtml(t.noBetInRound)
          : result.win > 0n
            ? escapeHtml(fill(t.youWon, { amount: money(result.win, currency, locale) }))
            : escapeHtml(t.noWin)
      }</p>`
    : '';
  const status = refused
    ? `<p class="error">${escapeHtml(refused.text)}</p>`
    : state.placed
      ? `<p>${escapeHtml(fill(t.placed, { bet: parts.positionText(state.placed.position), amount: money(state.placed.stake, currency, locale) }))}</p>`
      : '';
  const betList = bets.length
    ? `<ul class="bets">${bets.map((bet) => `<li>${escapeHtml(parts.positionText(bet.position))}: ${amount(bet.stake)}</li>`).join('')}</ul>`
    : `<p class="hint">${escapeHtml(t.noBets)}</p>`;
  const chips = STAKES.map(
    (value, i) =>
      `<label style="--chip: ${CHIP_COLOURS[i % CHIP_COLOURS.length]}"><input type="radio" name="stake" value="${value}"${value === state.stake ? ' checked' : ''}><span>${amount(value)}</span></label>`,
  ).join('');
  const betForm = open
    ? `<form method="post" action="${GAME_PATH}/${token}/bet" class="controls">
<input type="hidden" name="round" value="${current.round}">
${demoFields(state.demo)}
<fieldset class="chips"><legend>${escapeHtml(t.chip)}</legend>${chips}</fieldset>
${parts.controls}
${parts.layout(bets)}
</form>`
    : `<form method="get" action="${GAME_PATH}/${token}/result">
<input type="hidden" name="round" value="${current.round}">
${demoFields(state.demo)}
<button type="submit" class="primary" data-play>${escapeHtml(fill(t.showResult, { n: current.round }))}</button>
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
  const studio = theme.studio ? `${escapeHtml(theme.studio)} · ` : '';
  const timerTemplate = open ? t.secondsLeft : t.nextRound;
  const seatsText = fill(t.seatsTaken, { taken: seats.seatsTaken ?? 0, seats: seats.seats ?? 7 });
  return gamePage(
    title,
    `<div class="head"><span class="emblem" aria-hidden="true"></span><div><h1>${escapeHtml(title)}</h1>
<p class="hint">${studio}${escapeHtml(demo ? t.demo : t.real)} · ${escapeHtml(parts.rules)} · ${escapeHtml(fill(t.rtp, { rtp: (TABLE_RTP[state.kind] * 100).toFixed(1) }))}</p></div></div>
${frameRegions(t)}
<div class="stage ${state.kind}">
${parts.stage}
<div class="side">
${dealerMarkup(dealerOf(state.tableId), t.dealer)}
<div class="timer${open ? '' : ' closed'}" data-moves><span>${escapeHtml(fill(t.round, { n: current.round }))} · <strong>${escapeHtml(open ? t.betsOpen : t.betsClosed)}</strong></span>
<span role="timer" id="timer-left">${escapeHtml(fill(timerTemplate, { n: secondsLeft }))}</span><span class="bar"><span id="timer-bar" style="width: ${Math.round((secondsLeft / (open ? 20 : 10)) * 100)}%"></span></span></div>
<p class="hint" data-moves>${escapeHtml(t.seats)}: ${seatsMarkup(seats.seats, seats.seatsTaken)} ${escapeHtml(seatsText)}</p>
</div>
</div>
<section aria-labelledby="history-title"><h2 id="history-title">${escapeHtml(t.lastResults)}</h2>
<ol class="history" data-moves>${state.history.map((outcome) => `<li>${parts.historyItem(outcome)}</li>`).join('')}</ol></section>
<div id="outcome" role="status" aria-live="polite">${status}${resultText}</div>
<p class="balance">${escapeHtml(t.balance)}: <strong id="balance">${balance === null ? '–' : amount(balance)}</strong></p>
${betForm}
<section aria-labelledby="bets-title"><h2 id="bets-title" data-moves>${escapeHtml(t.yourBets)} · ${escapeHtml(fill(t.round, { n: current.round }))}</h2>
${betList}</section>
<p class="links"><a class="pill" href="${escapeHtml(pageUrl)}">${escapeHtml(t.refresh)}</a> ${lobbyLink(session, t)}</p>`,
    nonce,
    frameScript(
      session,
      messages,
      { url: pageUrl, inMs: Math.max(until.getTime() - now.getTime(), 0) + 500 },
      {
        texts: t,
        locale,
        code: tableScript({ secondsLeft, total: open ? 20 : 10, template: timerTemplate }),
      },
    ),
    {
      locale,
      colours: theme.colours,
      style: `${TABLE_STYLE}.emblem { width: 3rem; height: 3rem; border-radius: 10px; flex: none; background: var(--c2)${
        theme.art ? ` url("${theme.art.replace(/["\\\n]/g, '')}") center / cover` : ''
      }; }`,
    },
  );
}
