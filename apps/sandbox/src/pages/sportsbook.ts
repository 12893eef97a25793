/**
 * The sandbox sportsbook's frame page (issue 28; the book is services/sports/fixtures.ts and
 * prices.ts, the context sessions.ts, the slip's script sportsbookScript.ts): the sports as tabs,
 * then the live events and the next ones by competition with their main market's odds as buttons;
 * a competition's or an event's deep link narrows it, an event shows every market; `/virtuals`
 * shows the virtual leagues' next rounds with a countdown and the last results.
 *
 * Decisions:
 * - Phone first: odds buttons at least 44 px high; the bet slip is a bar fixed to the bottom of the
 *   frame that opens over the page (on a wide frame a column beside the book); no sideways scroll.
 * - The frame dresses in the brand's theme (the site's `theme`, seeded from brands/): colours,
 *   radius and font, as an operator configures a provider.
 * - Everything renders on the server, so the book shows without a wait; the script adds the slip,
 *   "My bets", the prices' refresh and the messages to the site.
 * - The page speaks the context's sportsbook language (pages/sportsbookTexts.ts; English where it
 *   has no words); times are shown in UTC with the event's minute in play.
 * - What changes with the clock alone (teams, times, odds) is marked `data-moves`, as the live
 *   tables mark theirs, for the site's visual snapshots.
 */
import type { SiteTheme } from '../db/schema.ts';
import type { Market, Score, SportsEvent, Sport } from '../services/sports/index.ts';
import { COMPETITIONS, pricesAt, statusAt } from '../services/sports/index.ts';
import { escapeHtml, page } from './kit.ts';
import { SPORTSBOOK_SCRIPT } from './sportsbookScript.ts';
import type { SportsbookTexts } from './sportsbookTexts.ts';

export const SPORT_NAMES: Record<Sport, string> = {
  football: 'Football',
  'ice-hockey': 'Ice hockey',
  basketball: 'Basketball',
  tennis: 'Tennis',
};

const SELECTION_SIGNS: Record<string, string> = {
  home: '1',
  draw: 'X',
  away: '2',
};
const marketName = (t: SportsbookTexts, id: string) =>
  t.markets[id as keyof SportsbookTexts['markets']] ?? id;
const selectionName = (t: SportsbookTexts, id: string) =>
  id === 'over' ? t.over : id === 'under' ? t.under : (SELECTION_SIGNS[id] ?? id);

export interface SportsbookPageState {
  now: Date;
  /** The frame's path and the context query, for the page's links. */
  link: (segments: string[]) => string;
  /** The path the page shows (for the site's address bar). */
  path: string[];
  /** A sport, or a view: the virtual leagues, what is in play, the player's bets. */
  sport: Sport | 'virtuals' | 'live' | 'bet-history' | null;
  competitionId: string | null;
  event: SportsEvent | null;
  events: SportsEvent[];
  /** The frame's words (pages/sportsbookTexts.ts) and the page's `lang`. */
  texts: SportsbookTexts;
  lang: string;
  /** Virtuals: the last rounds' results. */
  results: { event: SportsEvent; score: Score }[];
  theme: SiteTheme | null;
  context: string;
  parentOrigin: string;
  signedIn: boolean;
  currency: string;
  nonce: string;
}

const DEFAULT_THEME: SiteTheme = {
  colors: {
    background: '#0e1621',
    surface: '#182433',
    text: '#f2f5f8',
    textMuted: '#b8c4d0',
    primary: '#ffd24a',
    onPrimary: '#14110a',
    accent: '#9cd1ff',
    border: '#34465a',
  },
  radius: '10px',
  fontFamily: 'system-ui, sans-serif',
};

/** A CSS value from configuration: colours, lengths and font lists only. */
const cssValue = (value: string, fallback: string) =>
  /^[#\w\s,."'()%-]{1,200}$/.test(value) ? value : fallback;

function themeStyle(theme: SiteTheme | null): string {
  const t = theme ?? DEFAULT_THEME;
  const c = (key: keyof SiteTheme['colors']) => cssValue(t.colors[key], DEFAULT_THEME.colors[key]);
  return `:root { --bg: ${c('background')}; --surface: ${c('surface')}; --text: ${c('text')};
  --muted: ${c('textMuted')}; --primary: ${c('primary')}; --on-primary: ${c('onPrimary')};
  --accent: ${c('accent')}; --border: ${c('border')}; --radius: ${cssValue(t.radius, '10px')};
  --font: ${cssValue(t.fontFamily, 'system-ui, sans-serif')}; }`;
}

const STYLE = `
  * { box-sizing: border-box; }
  body { background: var(--bg); color: var(--text); font-family: var(--font); padding-bottom: 4.5rem; }
  main { max-width: 72rem; margin: 0 auto; padding: 0.75rem; background: none; border: 0; border-radius: 0; }
  a { color: var(--accent); }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .book { display: grid; gap: 1rem; }
  .content { min-width: 0; }
  nav ul { display: flex; gap: 0.4rem; list-style: none; margin: 0 0 0.75rem; padding: 0 0 0.25rem; overflow-x: auto; }
  nav a { display: inline-block; padding: 0.6rem 0.95rem; border-radius: 999px; border: 1px solid var(--border);
    color: var(--text); text-decoration: none; white-space: nowrap; min-height: 44px; }
  nav a[aria-current="page"] { background: var(--primary); color: var(--on-primary); border-color: var(--primary); font-weight: 700; }
  h1 { font-size: 1.3rem; margin: 0.25rem 0 0.5rem; }
  .match span:not(.sr) { display: block; } h2 { font-size: 1.05rem; margin: 1rem 0 0.4rem; }
  .events { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
  .event { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.5rem; align-items: center;
    padding: 0.65rem; border-radius: var(--radius); background: var(--surface); border: 1px solid var(--border); }
  .teams { display: grid; min-width: 0; gap: 0.15rem; }
  .teams a { color: var(--text); text-decoration: none; font-weight: 700; overflow-wrap: anywhere; }
  .meta { color: var(--muted); font-size: 0.85rem; }
  .live { display: inline-block; padding: 0 0.4rem; border-radius: 4px; background: #c5221f; color: #fff; font-weight: 800; font-size: 0.75rem; }
  .odds { display: flex; gap: 0.35rem; }
  .odd { display: grid; justify-items: center; align-content: center; min-width: 3.6rem; min-height: 48px; padding: 0.3rem 0.45rem;
    border-radius: calc(var(--radius) * 0.7); background: var(--bg); color: var(--text); border: 1px solid var(--border); font: inherit; }
  .odd small { color: var(--muted); font-size: 0.75rem; } .odd strong { font-variant-numeric: tabular-nums; font-size: 1rem; }
  .odd[aria-pressed="true"] { background: var(--primary); color: var(--on-primary); border-color: var(--primary); }
  .odd[aria-pressed="true"] small { color: var(--on-primary); }
  .odd:disabled { opacity: 0.6; cursor: not-allowed; }
  .odd.up strong::after { content: " ▲"; color: #3ddc84; } .odd.down strong::after { content: " ▼"; color: #ff8a80; }
  .market { margin: 0.6rem 0; } .market .odd { flex: 1; }
  .slip { position: fixed; left: 0; right: 0; bottom: 0; z-index: 5; background: var(--surface); border-top: 2px solid var(--primary);
    max-height: 85vh; overflow-y: auto; box-shadow: 0 -6px 24px #0008; }
  .slip-bar { width: 100%; display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; min-height: 52px;
    background: none; color: var(--text); border: 0; border-radius: 0; padding: 0.7rem 1rem; font: inherit; font-weight: 700; }
  .count { display: inline-grid; place-items: center; min-width: 1.6rem; height: 1.6rem; border-radius: 999px;
    background: var(--primary); color: var(--on-primary); margin-left: 0.3rem; }
  .slip-body { padding: 0 1rem 1rem; }
  .slip-body[hidden] { display: none; }
  .slip-tabs { display: flex; gap: 0.4rem; margin-bottom: 0.6rem; }
  .slip-tabs button, .slip button.secondary { background: none; color: var(--text); border: 1px solid var(--border); border-radius: 999px; min-height: 44px; }
  .slip-tabs button[aria-pressed="true"] { background: var(--primary); color: var(--on-primary); border-color: var(--primary); }
  .legs { list-style: none; margin: 0 0 0.6rem; padding: 0; display: grid; gap: 0.4rem; }
  .leg { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.4rem; align-items: center; padding: 0.5rem;
    border-radius: calc(var(--radius) * 0.7); background: var(--bg); }
  .leg .remove { min-width: 44px; min-height: 44px; background: none; color: var(--text); border: 1px solid var(--border); }
  .leg.changed { outline: 2px solid #ffb74d; }
  .stake { display: grid; gap: 0.3rem; margin: 0.5rem 0; }
  .stake input { font: inherit; font-size: 1.1rem; padding: 0.55rem; min-height: 48px; border-radius: calc(var(--radius) * 0.7);
    border: 1px solid var(--border); background: var(--bg); color: var(--text); width: 100%; }
  .quick { display: flex; gap: 0.4rem; flex-wrap: wrap; }
  .place { width: 100%; min-height: 52px; font-weight: 800; background: var(--primary); color: var(--on-primary); border: 0; border-radius: var(--radius); margin-top: 0.5rem; }
  .place:disabled { opacity: 0.6; }
  .message { margin: 0.5rem 0; padding: 0.5rem; border-radius: 6px; background: var(--bg); }
  .message:empty { display: none; }
  .message.error { border-left: 4px solid #ff8a80; } .message.ok { border-left: 4px solid #3ddc84; }
  .summary { display: flex; justify-content: space-between; gap: 0.5rem; }
  .bets { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
  .bet { padding: 0.6rem; border-radius: calc(var(--radius) * 0.7); background: var(--bg); display: grid; gap: 0.25rem; }
  .badge { font-weight: 800; }
  .countdown { font-variant-numeric: tabular-nums; }
  @media (max-width: 30rem) { .event { grid-template-columns: 1fr; } .odd { flex: 1; } }
  @media (min-width: 56rem) {
    body { padding-bottom: 0; }
    nav ul { flex-wrap: wrap; overflow: visible; }
    .book { grid-template-columns: minmax(0, 1fr) 22rem; align-items: start; }
    .slip { position: sticky; top: 0.75rem; border: 1px solid var(--border); border-radius: var(--radius); box-shadow: none; max-height: none; }
    .slip-bar { pointer-events: none; }
  }
`;

const timeText = (at: Date) => at.toISOString().slice(11, 16);
const minuteOf = (event: SportsEvent, now: Date) =>
  Math.max(1, Math.ceil((now.getTime() - event.startsAt.getTime()) / 60_000));

function oddsMarkup(
  event: SportsEvent,
  market: Market,
  suspended: boolean,
  state: SportsbookPageState,
): string {
  const t = state.texts;
  const name = `${event.home} – ${event.away}, ${marketName(t, market.id)}${market.line ? ` ${market.line}` : ''}: `;
  return `<div class="odds">${market.selections
    .map((s) => {
      const label = `${selectionName(t, s.id)}${market.line ? ` ${market.line}` : ''}`;
      return `<button type="button" class="odd" aria-pressed="false" data-event="${escapeHtml(event.id)}" data-market="${market.id}" data-selection="${s.id}" data-odds="${s.odds.toFixed(2)}" data-name="${escapeHtml(`${event.home} – ${event.away}`)}" data-label="${escapeHtml(`${marketName(t, market.id)}: ${label}`)}"${suspended ? ' disabled' : ''}><span class="sr">${escapeHtml(name)}</span><small>${escapeHtml(label)}</small><strong data-moves>${suspended ? '–' : s.odds.toFixed(2)}</strong></button>`;
    })
    .join('')}</div>`;
}

function statusText(event: SportsEvent, state: SportsbookPageState): string {
  const status = statusAt(event, state.now);
  if (status === 'live')
    return `<span class="live">${state.texts.live}</span> ${minuteOf(event, state.now)}′`;
  if (event.competition.virtual) {
    return `${escapeHtml(state.texts.kickOffIn)} <span class="countdown" data-starts="${event.startsAt.toISOString()}">${Math.ceil((event.startsAt.getTime() - state.now.getTime()) / 1000)} s</span>`;
  }
  return `${timeText(event.startsAt)} UTC`;
}

function eventRow(event: SportsEvent, state: SportsbookPageState): string {
  const prices = pricesAt(event, state.now);
  const c = event.competition;
  const href = c.virtual ? state.link(['virtuals']) : state.link([c.sport, c.region.slug, c.id, event.id]);
  return `<li class="event" data-ends="${event.endsAt.toISOString()}"><div class="teams"><a href="${escapeHtml(href)}">${escapeHtml(event.home)} – ${escapeHtml(event.away)}</a>
<span class="meta">${statusText(event, state)} · ${escapeHtml(c.name)}</span></div>${oddsMarkup(event, prices.markets[0]!, prices.state !== 'open', state)}</li>`;
}

function eventPage(e: SportsEvent, state: SportsbookPageState): string {
  const prices = pricesAt(e, state.now);
  const markets = prices.markets
    .map(
      (m) =>
        `<section class="market" aria-label="${escapeHtml(marketName(state.texts, m.id))}"><h2>${escapeHtml(marketName(state.texts, m.id))}${m.line ? ` ${m.line}` : ''}</h2>${oddsMarkup(e, m, prices.state !== 'open', state)}</section>`,
    )
    .join('');
  const closed =
    prices.state === 'closed'
      ? `<p class="meta">${escapeHtml(state.texts.ended)}</p>`
      : prices.state === 'suspended'
        ? `<p class="meta">${escapeHtml(state.texts.closed)}</p>`
        : '';
  // One line per team, so the heading's height does not depend on the names.
  return `<h1 class="match" data-moves><span>${escapeHtml(e.home)}</span><span class="sr"> – </span><span>${escapeHtml(e.away)}</span></h1>
<p class="meta" data-moves>${escapeHtml(e.competition.name)} · ${statusText(e, state)}</p>${closed}${markets}`;
}

function listPage(state: SportsbookPageState): string {
  const t = state.texts;
  if (state.sport === 'virtuals') {
    const results = state.results.length
      ? `<ul class="events">${state.results
          .map(
            ({ event, score }) =>
              `<li class="event"><div class="teams"><strong>${escapeHtml(event.home)} ${score.home} – ${score.away} ${escapeHtml(event.away)}</strong><span class="meta">${escapeHtml(event.competition.name)} · ${timeText(event.startsAt)} UTC</span></div></li>`,
          )
          .join('')}</ul>`
      : `<p class="meta">${escapeHtml(t.noResults)}</p>`;
    return `<h1>${escapeHtml(t.virtualTitle)}</h1><p class="meta">${escapeHtml(t.virtualIntro)}</p>
<section aria-labelledby="next-title"><h2 id="next-title">${escapeHtml(t.nextRounds)}</h2><ul class="events">${state.events
      .slice(0, 8)
      .map((e) => eventRow(e, state))
      .join('')}</ul></section>
<section aria-labelledby="results-title"><h2 id="results-title">${escapeHtml(t.results)}</h2>${results}</section>`;
  }
  const live = state.events.filter((e) => statusAt(e, state.now) === 'live');
  const next = state.events.filter((e) => statusAt(e, state.now) === 'upcoming');
  const competition = COMPETITIONS.find((c) => c.id === state.competitionId);
  const title =
    competition?.name ??
    (state.sport === 'live'
      ? t.inPlay
      : state.sport === 'bet-history'
        ? t.myBets
        : state.sport
          ? t.sports[state.sport]
          : t.title);
  return `<h1>${escapeHtml(title)}</h1>
<section aria-labelledby="live-title"><h2 id="live-title">${escapeHtml(t.liveNow)}</h2>${
    live.length
      ? `<ul class="events">${live.map((e) => eventRow(e, state)).join('')}</ul>`
      : `<p class="meta">${escapeHtml(t.nothingLive)}</p>`
  }</section>
<section aria-labelledby="next-title"><h2 id="next-title">${escapeHtml(t.startingSoon)}</h2><ul class="events">${next
    .slice(0, 30)
    .map((e) => eventRow(e, state))
    .join('')}</ul></section>`;
}

function slipMarkup(t: SportsbookTexts): string {
  const e = escapeHtml;
  return `<aside class="slip" aria-labelledby="slip-title">
<button type="button" class="slip-bar" aria-expanded="false" aria-controls="slip-body" data-slip-toggle>
<span id="slip-title">${e(t.betSlip)}<span class="count" data-count>0</span></span><span data-slip-total></span></button>
<div class="slip-body" id="slip-body" hidden>
<div class="slip-tabs"><button type="button" aria-pressed="true" data-tab="slip">${e(t.betSlip)}</button><button type="button" aria-pressed="false" data-tab="bets">${e(t.myBets)}</button></div>
<div data-panel="slip">
<p class="meta" data-empty>${e(t.chooseOdds)}</p>
<ul class="legs" data-legs></ul>
<div data-form hidden>
<div class="quick" role="group" aria-label="${e(t.betType)}" data-modes hidden><button type="button" class="secondary" aria-pressed="true" data-mode="acca">${e(t.accumulator)}</button><button type="button" class="secondary" aria-pressed="false" data-mode="singles">${e(t.singles)}</button></div>
<div class="stake"><label for="stake">${e(t.stake)}</label><input id="stake" name="stake" inputmode="decimal" autocomplete="off" placeholder="0.00"></div>
<div class="quick" role="group" aria-label="${e(t.quickStakes)}"><button type="button" class="secondary" data-quick="5">5</button><button type="button" class="secondary" data-quick="10">10</button><button type="button" class="secondary" data-quick="25">25</button></div>
<p class="summary"><span>${e(t.odds)} <strong data-odds-total>–</strong></span><span>${e(t.potentialWin)} <strong data-win>–</strong></span></p>
<button type="button" class="place" data-place>${e(t.placeBet)}</button>
</div>
</div>
<div data-panel="bets" hidden><ul class="bets" data-bets></ul><p class="meta" data-bets-empty>${e(t.noBets)}</p></div>
<p class="message" role="status" aria-live="polite" data-message></p>
</div>
</aside>`;
}

export function sportsbookPage(state: SportsbookPageState): string {
  const t = state.texts;
  const tabs = [
    `<li><a href="${escapeHtml(state.link([]))}"${state.sport ? '' : ' aria-current="page"'}>${escapeHtml(t.allSports)}</a></li>`,
    `<li><a href="${escapeHtml(state.link(['live']))}"${state.sport === 'live' ? ' aria-current="page"' : ''}>${escapeHtml(t.inPlay)}</a></li>`,
    ...(Object.keys(SPORT_NAMES) as Sport[]).map(
      (sport) =>
        `<li><a href="${escapeHtml(state.link([sport]))}"${state.sport === sport ? ' aria-current="page"' : ''}>${escapeHtml(t.sports[sport])}</a></li>`,
    ),
    `<li><a href="${escapeHtml(state.link(['virtuals']))}"${state.sport === 'virtuals' ? ' aria-current="page"' : ''}>${escapeHtml(t.virtuals)}</a></li>`,
    `<li><a href="${escapeHtml(state.link(['bet-history']))}"${state.sport === 'bet-history' ? ' aria-current="page"' : ''}>${escapeHtml(t.myBets)}</a></li>`,
  ].join('');
  const body = state.event ? eventPage(state.event, state) : listPage(state);
  const data = [
    ['context', state.context],
    ['parent-origin', state.parentOrigin],
    ['player', state.signedIn ? '1' : '0'],
    ['currency', state.currency],
    ['path', JSON.stringify(state.path)],
    ['now', state.now.toISOString()],
    [
      'texts',
      JSON.stringify({
        ...t.script,
        accumulator: t.accumulator,
        stake: t.stake,
        live: t.live,
        over: t.over,
        under: t.under,
        placeBet: t.placeBet,
      }),
    ],
    ['initial-tab', state.sport === 'bet-history' ? 'bets' : 'slip'],
  ]
    .map(([key, value]) => ` data-${key}="${escapeHtml(value!)}"`)
    .join('');
  return page({
    title: state.sport === 'virtuals' ? t.virtualTitle : t.title,
    lang: state.lang,
    style: themeStyle(state.theme) + STYLE,
    header: '',
    // Named, so that beside the site's own main landmark (axe looks into the frame) it is unique.
    label: state.sport === 'virtuals' ? t.virtualTitle : t.title,
    main: `<div class="book" data-sportsbook${data}><div class="content"><nav aria-label="Sports"><ul>${tabs}</ul></nav>${body}</div>${slipMarkup(t)}</div>`,
    script: { nonce: state.nonce, code: SPORTSBOOK_SCRIPT },
  });
}
