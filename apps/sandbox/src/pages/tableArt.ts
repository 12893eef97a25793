/**
 * The live table's pictures and moving parts (pages/rouletteTable.ts places them): the European
 * single-zero wheel with the ball in the last result's pocket, the dealer stand-in (a name and a
 * drawn bust), the seats, the table's CSS and its script (round timer, arrow keys on the layout).
 *
 * Decisions: the dealer's name follows from the table id (the same table always has the same
 * dealer); the wheel turns slowly while the page is open (none under `prefers-reduced-motion`),
 * the ball riding in its pocket, so the picture never contradicts the result shown beside it.
 */
import { colourOf } from '../services/games/index.ts';
import { escapeHtml } from './kit.ts';

/** The pockets of a European wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

const FILL = { red: '#c62828', black: '#161616', green: '#1b7a3a' } as const;
const STEP = 360 / WHEEL_ORDER.length;

const point = (r: number, degrees: number) => {
  const a = ((degrees - 90) * Math.PI) / 180;
  return `${(100 + r * Math.cos(a)).toFixed(2)} ${(100 + r * Math.sin(a)).toFixed(2)}`;
};

/** The wheel's pockets and numbers, drawn once. */
const POCKETS = WHEEL_ORDER.map((n, i) => {
  const from = i * STEP - STEP / 2;
  const to = from + STEP;
  return `<path d="M${point(62, from)} L${point(92, from)} A92 92 0 0 1 ${point(92, to)} L${point(62, to)} A62 62 0 0 0 ${point(62, from)}Z" fill="${FILL[colourOf(n)]}" stroke="#d8b25a" stroke-width="0.6"/><text transform="rotate(${(i * STEP).toFixed(2)} 100 100)" x="100" y="19" text-anchor="middle" font-size="8" font-weight="700" fill="#fff">${n}</text>`;
}).join('');

/** The wheel with the ball in the pocket of `last` (no ball before the first result). */
export function wheelSvg(last: number | null): string {
  const ball =
    last === null
      ? ''
      : `<circle data-moves cx="100" cy="${100 - 56}" r="5" fill="#fff" stroke="#999" transform="rotate(${(WHEEL_ORDER.indexOf(last) * STEP).toFixed(2)} 100 100)"/>`;
  return `<svg class="wheel" viewBox="0 0 200 200" aria-hidden="true"><circle cx="100" cy="100" r="99" fill="#5a3412"/><circle cx="100" cy="100" r="95" fill="#d8b25a"/><g class="rotor">${POCKETS}<circle cx="100" cy="100" r="62" fill="#3b2410"/><circle cx="100" cy="100" r="50" fill="var(--c2)" stroke="#d8b25a" stroke-width="3"/>${ball}</g><circle cx="100" cy="100" r="10" fill="#d8b25a"/></svg>`;
}

const DEALERS = ['Aino', 'Elias', 'Sofia', 'Mateo', 'Ingrid', 'Lucas', 'Maya', 'Noah', 'Leila', 'Oskar'];

/** The dealer's name at a table (module header). */
export function dealerOf(tableId: string): string {
  let hash = 0;
  for (const char of tableId) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  return DEALERS[hash % DEALERS.length]!;
}

/** The dealer stand-in: a drawn bust in the table's colours, with the name. */
export function dealerMarkup(name: string, label: string): string {
  return `<figure class="dealer"><svg viewBox="0 0 80 80" aria-hidden="true"><circle cx="40" cy="40" r="39" fill="#0006"/><path d="M12 80 C14 58 26 52 40 52 C54 52 66 58 68 80Z" fill="#1a1a1a"/><path d="M34 53 L40 64 L46 53Z" fill="#fff"/><path d="M36 60 L40 63 L44 60 L44 66 L40 63 L36 66Z" fill="var(--c2)"/><circle cx="40" cy="34" r="14" fill="#e0b48f"/><path d="M26 32 C26 18 54 18 54 32 C50 26 32 25 26 32Z" fill="#3a2414"/></svg><figcaption><span class="hint">${escapeHtml(label)}</span> <strong>${escapeHtml(name)}</strong></figcaption></figure>`;
}

/** The seats: filled circles for the seats taken. */
export function seatsMarkup(seats: number | null, taken: number | null): string {
  const total = seats ?? 7;
  return `<span class="seat-row" aria-hidden="true">${Array.from(
    { length: Math.min(total, 12) },
    (_, i) => `<span class="seat${i < (taken ?? 0) ? ' taken' : ''}"></span>`,
  ).join('')}</span>`;
}

export const TABLE_STYLE = `
  .stage { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0.75rem; align-items: center; }
  .wheel { width: 100%; max-width: 16rem; justify-self: center; }
  .rotor { transform-origin: 100px 100px; animation: rotor 40s linear infinite; }
  @keyframes rotor { to { transform: rotate(360deg); } }
  .side { display: grid; gap: 0.6rem; min-width: 0; }
  .dealer { display: flex; align-items: center; gap: 0.5rem; margin: 0; }
  .dealer svg { width: 3.5rem; height: 3.5rem; flex: none; }
  .dealer figcaption { display: grid; }
  .timer { display: grid; gap: 0.3rem; }
  .timer strong { font-size: 1.1rem; }
  .bar { height: 0.5rem; border-radius: 999px; background: #0008; overflow: hidden; }
  .bar span { display: block; height: 100%; background: #ffd24a; transition: width 1s linear; }
  .closed .bar span { background: #ff8a7a; }
  .seat-row { display: inline-flex; gap: 0.25rem; vertical-align: middle; }
  .seat { width: 0.8rem; height: 0.8rem; border-radius: 50%; border: 2px solid #fff; }
  .seat.taken { background: #fff; }
  .history { display: flex; flex-wrap: wrap; gap: 0.3rem; list-style: none; margin: 0; padding: 0; }
  .num { display: inline-grid; place-items: center; min-width: 1.9rem; height: 1.9rem; border-radius: 50%; font-weight: 800;
    color: #fff; border: 2px solid #ffffff55; font-variant-numeric: tabular-nums; }
  .num.red { background: #c62828; } .num.black { background: #161616; } .num.green { background: #1b7a3a; }
  .history li:first-child .num { outline: 3px solid #ffd24a; }
  main > * { min-width: 0; }
  .felt { display: grid; gap: 2px; padding: 4px; border-radius: 10px; background: #0b5d2e; border: 3px solid #d8b25a; }
  .layout { display: grid; grid-template-columns: 1.5fr repeat(12, minmax(0, 1fr)) 1.5fr; gap: 2px; }
  .outside-bets { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 2px; }
  .felt button { position: relative; min-height: 2.75rem; min-width: 0; padding: 0 2px; border: 1px solid #ffffff66; border-radius: 4px;
    font: inherit; font-size: 0.8rem; font-weight: 800; color: #fff; cursor: pointer; background: #0d6e37; }
  .felt .red { background: #c62828; } .felt .black { background: #161616; } .felt .green { background: #1b7a3a; }
  .layout .zero { grid-row: span 3; }
  .layout .col { font-size: 0.7rem; }
  .felt button:disabled { cursor: not-allowed; opacity: 0.6; }
  @media (min-width: 40rem) { .outside-bets.six { grid-template-columns: repeat(6, minmax(0, 1fr)); } .felt button { font-size: 0.95rem; } }
  .mark { position: absolute; right: -3px; top: -3px; min-width: 1.1rem; padding: 0 2px; border-radius: 999px; background: #ffd24a;
    color: #1a1400; font-size: 0.6rem; line-height: 1.1rem; }
  .types { display: flex; flex-wrap: wrap; gap: 0.4rem; border: 0; margin: 0; padding: 0; }
  .types legend { font-size: 0.85rem; padding: 0; margin-bottom: 0.25rem; }
  .types label { position: relative; min-height: 44px; display: inline-flex; align-items: center; padding: 0 0.7rem; border-radius: 999px;
    border: 2px solid #ffffff80; background: #0006; cursor: pointer; font-size: 0.85rem; }
  .types label:has(input:checked) { background: #ffd24a; color: #1a1400; border-color: #ffd24a; }
  .bets { margin: 0; padding-left: 1.2rem; }
  .links { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  .cards-stage { display: grid; gap: 0.5rem; align-content: start; }
  .stage.baccarat .cards-stage { grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); }
  .hand { padding: 0.4rem 0.5rem; border-radius: 10px; background: #0b5d2e; border: 2px solid #d8b25a66; min-width: 0; }
  .hand.won { border-color: #ffd24a; box-shadow: 0 0 0 2px #ffd24a; }
  .hand.bust { opacity: 0.7; }
  .hand .label { display: grid; margin: 0 0 0.3rem; font-size: 0.9rem; font-weight: 700; line-height: 1.25; }
  .hand .label span { white-space: nowrap; }
  .points { font-variant-numeric: tabular-nums; }
  .cards { display: flex; }
  .cards .card + .card { margin-left: -0.45rem; }
  .card { display: inline-grid; place-items: start; min-width: 1.9rem; height: 2.6rem; padding: 0.15rem 0.2rem; border-radius: 5px;
    background: #fff; color: #161616; font-weight: 800; font-size: 0.95rem; box-shadow: -1px 1px 3px #0009; }
  .card.red { color: #b71c1c; }
  .boxes { display: grid; grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr)); gap: 0.3rem; list-style: none; margin: 0; padding: 0; }
  .boxes .hand .label { font-size: 0.8rem; }
  .boxes .card { min-width: 1.5rem; height: 2.1rem; font-size: 0.8rem; }
  .stage.baccarat, .stage.blackjack { grid-template-columns: minmax(0, 2.4fr) minmax(0, 1fr); }
  .spots { display: grid; gap: 4px; }
  .spots.three { grid-template-columns: 1fr 0.8fr 1fr; }
  .spots.seven { grid-template-columns: repeat(auto-fit, minmax(6rem, 1fr)); }
  .spots button { display: grid; place-items: center; gap: 0.1rem; min-height: 3.5rem; font-size: 0.95rem; }
  .spots button small { font-size: 0.75rem; font-weight: 600; }
  .felt .player { background: #1d4f91; } .felt .banker { background: #9c1f1f; } .felt .tie { background: #1b7a3a; }
  .num.player { background: #1d4f91; } .num.banker { background: #9c1f1f; } .num.tie { background: #1b7a3a; }
  .num.bust { background: #6d4c41; }
  @media (max-width: 30rem) { .stage, .stage.baccarat, .stage.blackjack { grid-template-columns: 1fr; } .wheel { max-width: 11rem; } }
  @media (prefers-reduced-motion: reduce) { .rotor { animation: none; } .bar span { transition: none; } }
`;

/** The table's script (runs inside the frame script): the round timer and arrow keys on the numbers. */
export function tableScript(timer: { secondsLeft: number; total: number; template: string }): string {
  const json = JSON.stringify(timer).replace(/</g, '\\u003c');
  return `const tm = ${json}; let leftS = tm.secondsLeft;
const tick = () => {
  const el = $('timer-left'), bar = $('timer-bar');
  if (el) el.textContent = tm.template.replace('{n}', String(Math.max(leftS, 0)));
  if (bar) bar.style.width = Math.max(0, Math.min(100, (leftS / tm.total) * 100)) + '%';
  leftS -= 1;
};
tick(); setInterval(tick, 1000);
const layout = document.querySelector('.layout');
if (layout) layout.addEventListener('keydown', (e) => {
  const n = Number(e.target.dataset && e.target.dataset.n);
  if (!Number.isInteger(n) || n < 1) return;
  // Up and down stay in the number's column of three; left and right move a column.
  const to = { ArrowUp: n % 3 ? n + 1 : 0, ArrowDown: n % 3 === 1 ? 0 : n - 1, ArrowRight: n + 3, ArrowLeft: n - 3 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  const next = to > 0 && layout.querySelector('[data-n="' + to + '"]');
  if (next) next.focus();
});`;
}
