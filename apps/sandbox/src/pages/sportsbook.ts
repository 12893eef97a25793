/**
 * The sandbox sportsbook's frame page (issue 28; the book is services/sports/fixtures.ts, the
 * context services/sports/sessions.ts): the sports as tabs, then the live events and the next
 * ones by competition with their main market's odds; a competition's or an event's deep link
 * narrows it, an event shows every market.
 *
 * This increment shows the book; the bet slip, bets and their settlement are the next part of
 * issue 28, so the odds are not yet buttons. Links keep the context in their query. The page is
 * in English for now (the context carries the sportsbook's language for when its words are
 * translated).
 */
import type { Market, SportsEvent, Sport } from '../services/sports/index.ts';
import { COMPETITIONS, statusAt } from '../services/sports/index.ts';
import { escapeHtml, page } from './kit.ts';

export const SPORT_NAMES: Record<Sport, string> = {
  football: 'Football',
  'ice-hockey': 'Ice hockey',
  basketball: 'Basketball',
  tennis: 'Tennis',
};

const SELECTION_NAMES: Record<string, string> = {
  home: '1',
  draw: 'X',
  away: '2',
  over: 'Over',
  under: 'Under',
};
const MARKET_NAMES: Record<string, string> = { '1x2': 'Match result', winner: 'Winner', total: 'Total' };

export interface SportsbookPageState {
  now: Date;
  /** The frame's path and the context query, for the page's links. */
  link: (segments: string[]) => string;
  sport: Sport | null;
  competitionId: string | null;
  event: SportsEvent | null;
  events: SportsEvent[];
}

const STYLE = `
  body { background: #0e1621; color: #f2f5f8; }
  main { max-width: 60rem; margin: 0 auto; padding: 0.75rem; background: none; border: 0; border-radius: 0; }
  a { color: #9cd1ff; }
  nav ul { display: flex; gap: 0.4rem; list-style: none; margin: 0 0 0.75rem; padding: 0; overflow-x: auto; }
  nav a { display: inline-block; padding: 0.55rem 0.9rem; border-radius: 999px; border: 1px solid #ffffff40;
    color: #f2f5f8; text-decoration: none; white-space: nowrap; }
  nav a[aria-current="page"] { background: #ffd24a; color: #14110a; border-color: #ffd24a; }
  h1 { font-size: 1.25rem; } h2 { font-size: 1.05rem; margin: 1rem 0 0.4rem; }
  .events { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.4rem; }
  .event { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 0.5rem; align-items: center;
    padding: 0.6rem; border-radius: 8px; background: #182433; }
  .teams { display: grid; min-width: 0; } .teams a { color: #f2f5f8; text-decoration: none; font-weight: 700; }
  .meta { color: #b8c4d0; font-size: 0.85rem; }
  .live { display: inline-block; padding: 0 0.35rem; border-radius: 4px; background: #d93025; color: #fff; font-weight: 800; font-size: 0.75rem; }
  .odds { display: flex; gap: 0.3rem; }
  .odd { display: grid; justify-items: center; min-width: 3.2rem; padding: 0.35rem 0.4rem; border-radius: 6px; background: #243447; }
  .odd small { color: #b8c4d0; font-size: 0.75rem; } .odd strong { font-variant-numeric: tabular-nums; }
  .market { margin: 0.6rem 0; }
  @media (max-width: 30rem) { .event { grid-template-columns: 1fr; } .odd { flex: 1; } }
`;

const timeText = (at: Date) => at.toISOString().slice(11, 16);

function oddsMarkup(market: Market): string {
  return `<div class="odds">${market.selections
    .map(
      (s) =>
        `<span class="odd"><small>${escapeHtml(SELECTION_NAMES[s.id] ?? s.id)}${market.line ? ` ${market.line}` : ''}</small><strong>${s.odds.toFixed(2)}</strong></span>`,
    )
    .join('')}</div>`;
}

function eventRow(event: SportsEvent, state: SportsbookPageState): string {
  const live = statusAt(event, state.now) === 'live';
  const c = event.competition;
  const href = state.link([c.sport, c.region.slug, c.id, event.id]);
  return `<li class="event"><div class="teams"><a href="${escapeHtml(href)}">${escapeHtml(event.home)} – ${escapeHtml(event.away)}</a>
<span class="meta">${live ? '<span class="live">LIVE</span> ' : `${timeText(event.startsAt)} UTC · `}${escapeHtml(c.name)}</span></div>${oddsMarkup(event.markets[0]!)}</li>`;
}

export function sportsbookPage(state: SportsbookPageState): string {
  const tabs = [
    `<li><a href="${escapeHtml(state.link([]))}"${state.sport ? '' : ' aria-current="page"'}>All sports</a></li>`,
    ...(Object.keys(SPORT_NAMES) as Sport[]).map(
      (sport) =>
        `<li><a href="${escapeHtml(state.link([sport]))}"${state.sport === sport ? ' aria-current="page"' : ''}>${SPORT_NAMES[sport]}</a></li>`,
    ),
  ].join('');
  let body: string;
  if (state.event) {
    const e = state.event;
    body = `<h1>${escapeHtml(e.home)} – ${escapeHtml(e.away)}</h1>
<p class="meta">${escapeHtml(e.competition.name)} · ${statusAt(e, state.now) === 'live' ? '<span class="live">LIVE</span>' : `${timeText(e.startsAt)} UTC`}</p>
${e.markets.map((m) => `<section class="market" aria-label="${escapeHtml(MARKET_NAMES[m.id] ?? m.id)}"><h2>${escapeHtml(MARKET_NAMES[m.id] ?? m.id)}${m.line ? ` ${m.line}` : ''}</h2>${oddsMarkup(m)}</section>`).join('')}`;
  } else {
    const live = state.events.filter((e) => statusAt(e, state.now) === 'live');
    const next = state.events.filter((e) => statusAt(e, state.now) === 'upcoming');
    const competition = COMPETITIONS.find((c) => c.id === state.competitionId);
    const title = competition?.name ?? (state.sport ? SPORT_NAMES[state.sport] : 'Sportsbook');
    body = `<h1>${escapeHtml(title)}</h1>
<section aria-labelledby="live-title"><h2 id="live-title">Live now</h2>${
      live.length
        ? `<ul class="events">${live.map((e) => eventRow(e, state)).join('')}</ul>`
        : '<p class="meta">Nothing in play right now.</p>'
    }</section>
<section aria-labelledby="next-title"><h2 id="next-title">Starting soon</h2><ul class="events">${next
      .slice(0, 30)
      .map((e) => eventRow(e, state))
      .join('')}</ul></section>`;
  }
  return page({
    title: 'Sportsbook',
    style: STYLE,
    header: '',
    main: `<nav aria-label="Sports"><ul>${tabs}</ul></nav>${body}`,
  });
}
