/**
 * The slot page's look and its in-place play (pages/slot.ts renders the page around them): the
 * reels' CSS and symbols, and the script that spins through the spin call's JSON answer.
 *
 * - Symbols: the game's own art (its thumbnail, services/games/gameTheme.ts) is the top symbol
 *   (`Seven`); a gem, a crown and a coin in the game's colours are the other paying symbols; A, K,
 *   Q, J the fillers. Drawn as inline SVG, so the page loads nothing else.
 * - The script: Spin (the button, Enter or Space on it, or Space anywhere outside a control)
 *   posts `{ roundId, stake, demoBalance? }` as JSON; the reels spin until the answer, then stop
 *   one by one on its `reels`; the winning lines light up and the win counts up, longer and with
 *   a "Big win" / "Mega win" label from 10× / 50×; the balance and the status region follow, and
 *   the frame hears `balanceUpdate` and `roundEnd`. One round at a time: Spin is disabled while
 *   a round plays, and the status region is busy until its result, so it changes (and is
 *   announced) once per round. Turbo shortens every wait to a quarter;
 *   `prefers-reduced-motion` drops the motion and shows each result at once.
 * - Autoplay plays N rounds and stops on the player's action (Stop, a chip, the select), on a
 *   pause from the site, on any refusal, and before a stake the balance no longer covers.
 */
import type { GameTexts } from './gameTexts.ts';

const LETTER_COLOURS: Record<string, string> = { A: '#ff7b6b', K: '#62c9ff', Q: '#d39bff', J: '#86e39a' };

/** A symbol's markup inside its cell (the top symbol is the cell's background: the game's art). */
export function symbolMarkup(symbol: string): string {
  switch (symbol) {
    case 'Seven':
      return '';
    case 'Bell':
      return '<svg viewBox="0 0 100 100"><polygon points="50,8 90,38 50,94 10,38" fill="var(--c2)" stroke="#fff" stroke-width="5" stroke-linejoin="round"/><polygon points="50,8 66,38 50,94 34,38" fill="#fff" opacity=".3"/><line x1="10" y1="38" x2="90" y2="38" stroke="#fff" stroke-width="4"/></svg>';
    case 'Lemon':
      return '<svg viewBox="0 0 100 100"><path d="M12 70 L18 26 L37 50 L50 16 L63 50 L82 26 L88 70 Z" fill="#ffd24a" stroke="#7a4b00" stroke-width="5" stroke-linejoin="round"/><rect x="12" y="72" width="76" height="13" rx="4" fill="#ffd24a" stroke="#7a4b00" stroke-width="5"/><circle cx="50" cy="56" r="7" fill="var(--c2)"/></svg>';
    case 'Cherry':
      return '<svg viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="#f0a500" stroke="#7a4b00" stroke-width="5"/><circle cx="50" cy="50" r="28" fill="none" stroke="#fff3c4" stroke-width="4" stroke-dasharray="6 5"/><path d="M50 30 L56 45 L72 45 L59 55 L64 71 L50 61 L36 71 L41 55 L28 45 L44 45 Z" fill="var(--c1)"/></svg>';
    default:
      return `<svg viewBox="0 0 100 100"><text x="50" y="74" text-anchor="middle" font-size="66" font-weight="900" font-family="Georgia, 'Times New Roman', serif" fill="${LETTER_COLOURS[symbol] ?? '#fff'}" stroke="#1a1a1a" stroke-width="4" paint-order="stroke">${symbol.replace(/[^A-Z]/g, '')}</text></svg>`;
  }
}

/** The slot's own CSS; `art` is the game's thumbnail as a data: URL (the top symbol and the emblem). */
export function SLOT_STYLE(art: string | null): string {
  const artImage = art ? `url("${art.replace(/["\\\n]/g, '')}")` : 'none';
  return `
  .emblem, .cell[data-symbol="Seven"] { background: var(--c2) ${artImage} center / cover; }
  .emblem { width: 3rem; height: 3rem; border-radius: 10px; flex: none; }
  .machine { position: relative; width: 100%; max-width: 40rem; margin: 0 auto; padding: 0.5rem; box-sizing: border-box;
    border-radius: 18px; background: linear-gradient(#0008, #000a); border: 3px solid #ffd24a55; }
  .reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: 0.35rem; }
  .reel { display: grid; grid-template-rows: repeat(3, 1fr); gap: 0.35rem; overflow: hidden; border-radius: 10px;
    background: linear-gradient(#fffdf5, #e9e2cf); padding: 0.2rem; }
  .cell { aspect-ratio: 1; display: grid; place-items: center; border-radius: 8px; }
  .cell svg { width: 82%; height: 82%; }
  .cell[data-symbol="Seven"] { box-shadow: inset 0 0 0 3px #ffd24a; }
  .cell.hit { box-shadow: inset 0 0 0 4px #ffd24a, 0 0 14px #ffd24a; animation: hit 0.7s ease-in-out 3; }
  .reel.spinning .cell { animation: spin 0.14s linear infinite; filter: blur(3px); }
  @keyframes spin { from { transform: translateY(-70%); } to { transform: translateY(70%); } }
  @keyframes hit { 50% { transform: scale(1.08); } }
  .lines { position: absolute; inset: 0.5rem; width: calc(100% - 1rem); height: calc(100% - 1rem); pointer-events: none; }
  .line { fill: none; stroke: transparent; stroke-width: 6; stroke-linecap: round; stroke-linejoin: round; }
  .line.on { stroke: #ffd24a; filter: drop-shadow(0 0 4px #000); }
  .win { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); display: grid; justify-items: center;
    padding: 0.5rem 1.25rem; border-radius: 14px; background: #000c; border: 2px solid #ffd24a; pointer-events: none; }
  .win[hidden] { display: none; }
  #win-label { font-size: 0.9rem; font-weight: 800; text-transform: uppercase; letter-spacing: 0.08em; color: #ffd24a; }
  #win-amount { font-size: 1.8rem; font-variant-numeric: tabular-nums; }
  .win.big #win-amount { font-size: 2.4rem; }
  .outcome p { margin: 0; min-height: 1.5em; }
  .outcome, .balance { text-align: center; }
  .controls { display: grid; gap: 0.75rem; justify-items: center; }
  .controls .row { justify-content: center; }
  .lobby { justify-self: start; text-decoration: none; display: inline-flex; align-items: center; }
  @media (min-width: 40rem) { main { padding: 1.25rem; } .head img, .emblem { width: 3.5rem; height: 3.5rem; } }
  @media (prefers-reduced-motion: reduce) {
    .reel.spinning .cell, .cell.hit { animation: none; filter: none; transform: none; }
  }
`;
}

export interface SlotScriptData {
  demo: boolean;
  balance: bigint | null;
  currency: string;
  locale: string;
  texts: GameTexts;
}

/** The in-place play (module header); runs inside the frame script, which gives it `post`, `paused` and `$`. */
export function slotScript(data: SlotScriptData): string {
  const t = data.texts;
  const json = JSON.stringify({
    demo: data.demo,
    balance: data.balance === null ? null : Number(data.balance),
    currency: data.currency,
    locale: data.locale,
    symbols: Object.fromEntries(
      ['Seven', 'Bell', 'Lemon', 'Cherry', 'A', 'K', 'Q', 'J'].map((s) => [s, symbolMarkup(s)]),
    ),
    t: {
      spin: t.spin,
      stop: t.stop,
      youWon: t.youWon,
      noWin: t.noWin,
      onLine: t.onLine,
      bigWin: t.bigWin,
      megaWin: t.megaWin,
      freeSpin: t.freeSpin,
      tooLow: t.tooLow,
      spendLimit: t.spendLimit,
      autoplayStopped: t.autoplayStopped,
      failed: t.failed,
    },
  }).replace(/</g, '\\u003c');
  return `const s = ${json};
const form = $('slot-form'), spinBtn = $('spin'), status = $('outcome'), balanceEl = $('balance');
const winBox = $('win'), winAmount = $('win-amount'), winLabel = $('win-label'), turboBtn = $('turbo'), auto = $('autoplay');
const reels = [...document.querySelectorAll('.reel')], cells = reels.map((r) => [...r.querySelectorAll('.cell')]);
const reduce = matchMedia('(prefers-reduced-motion: reduce)');
const fill = (text, v) => text.replace(/\\{(\\w+)\\}/g, (w, k) => (k in v ? v[k] : w));
const fmt = (c) => { try { return new Intl.NumberFormat(s.locale, { style: 'currency', currency: s.currency }).format(c / 100); } catch { return (c / 100).toFixed(2) + ' ' + s.currency; } };
const centsOf = (v) => Math.round(Number(v) * 100);
let balance = s.balance, busy = false, left = 0, turbo = false;
document.querySelectorAll('[data-js]').forEach((el) => { el.hidden = false; });
const wait = (ms) => new Promise((r) => setTimeout(r, reduce.matches ? 0 : turbo ? ms / 4 : ms));
const stakeOf = () => Number(new FormData(form).get('stake'));
const say = (text, error) => { const p = document.createElement('p'); p.textContent = text; if (error) p.className = 'error'; status.replaceChildren(p); };
const uid = () => (crypto.randomUUID ? crypto.randomUUID() : Date.now().toString(36) + Math.random().toString(36).slice(2, 12));
const stopAuto = (note) => { if (left > 0 && note) say(s.t.autoplayStopped); left = 0; spinBtn.textContent = s.t.spin; };
turboBtn.addEventListener('click', () => { turbo = !turbo; turboBtn.setAttribute('aria-pressed', String(turbo)); });
form.addEventListener('change', (e) => { if (e.target !== auto) stopAuto(true); });
const clear = () => {
  document.querySelectorAll('.cell.hit').forEach((c) => c.classList.remove('hit'));
  document.querySelectorAll('.line.on').forEach((l) => l.classList.remove('on'));
  winBox.hidden = true; winBox.classList.remove('big');
};
const countUp = (to, ms) => new Promise((done) => {
  if (reduce.matches || ms <= 0) { winAmount.textContent = fmt(to); return done(); }
  const start = performance.now();
  const step = (now) => { const k = Math.min((now - start) / ms, 1); winAmount.textContent = fmt(Math.round(to * k)); k < 1 ? requestAnimationFrame(step) : done(); };
  requestAnimationFrame(step);
});
async function play() {
  if (busy || paused) { stopAuto(false); return; }
  const stake = stakeOf();
  // The status region waits for the result (aria-busy), so the round is announced once, when it ends.
  busy = true; clear(); status.setAttribute('aria-busy', 'true');
  // One round at a time: Spin waits for this one (in autoplay it is Stop and stays enabled).
  if (left === 0) spinBtn.disabled = true;
  if (!reduce.matches) reels.forEach((r) => r.classList.add('spinning'));
  let answer = null, ok = false;
  try {
    const body = { roundId: uid(), stake: String(stake), ...(s.demo && balance !== null ? { demoBalance: String(balance) } : {}) };
    const r = await fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
    answer = await r.json(); ok = r.ok;
  } catch { answer = null; }
  if (!ok || !answer || !Array.isArray(answer.reels)) {
    reels.forEach((r) => r.classList.remove('spinning'));
    status.removeAttribute('aria-busy');
    const code = answer && answer.code, message = (answer && answer.message) || '';
    if (code === 'SELF_SPEND_LIMIT_REACHED') { say(s.t.spendLimit + ' ' + message, true); post({ type: 'limitReached', code, message }); }
    else if (code === 'NOT_ENOUGH_FUNDS') say(s.t.tooLow, true);
    else say(message || s.t.failed, true);
    busy = false; spinBtn.disabled = paused; stopAuto(false); return;
  }
  for (let i = 0; i < reels.length; i++) {
    await wait(i === 0 ? 450 : 200);
    reels[i].classList.remove('spinning');
    answer.reels[i].forEach((sym, row) => { const c = cells[i][row]; c.dataset.symbol = sym; c.innerHTML = s.symbols[sym] ?? ''; });
  }
  const win = centsOf(answer.win);
  let text = answer.freeSpinsLeft !== undefined ? fill(s.t.freeSpin, { amount: fmt(centsOf(answer.stake)), n: answer.freeSpinsLeft }) + ' ' : '';
  if (win > 0) {
    const rows = [[1,1,1,1,1],[0,0,0,0,0],[2,2,2,2,2],[0,1,2,1,0],[2,1,0,1,2]];
    answer.lines.forEach((l) => {
      document.querySelector('.line[data-line="' + l.line + '"]')?.classList.add('on');
      for (let r = 0; r < l.count; r++) cells[r][rows[l.line][r]].classList.add('hit');
    });
    const m = answer.multiplier;
    winLabel.textContent = m >= 50 ? s.t.megaWin : m >= 10 ? s.t.bigWin : '';
    winBox.classList.toggle('big', m >= 10); winBox.hidden = false;
    text += fill(s.t.youWon, { amount: fmt(win) }) + ' (' + m + '× · ' + answer.lines.map((l) => fill(s.t.onLine, { n: l.line + 1 })).join(', ') + ')';
    await countUp(win, turbo ? 300 : Math.min(600 + m * 60, 3500));
  } else text += s.t.noWin;
  balance = centsOf(answer.balance);
  status.removeAttribute('aria-busy');
  say(text);
  balanceEl.textContent = fmt(balance);
  post({ type: 'balanceUpdate', balance: answer.balance, currency: answer.currency });
  post({ type: 'roundEnd', roundId: answer.roundId, stake: answer.stake, win: answer.win, currency: answer.currency });
  busy = false; spinBtn.disabled = paused;
  if (left > 0) {
    left -= 1;
    if (left === 0) { stopAuto(false); return; }
    if (paused) { stopAuto(true); return; }
    if (balance !== null && stakeOf() > balance) { stopAuto(false); say(s.t.tooLow, true); return; }
    await wait(win > 0 ? 1000 : 400);
    if (left > 0) play();
  }
}
form.addEventListener('submit', (e) => {
  e.preventDefault();
  if (left > 0) { stopAuto(true); return; }
  if (busy) return;
  const n = Number(auto.value);
  if (n > 1) { left = n; spinBtn.textContent = s.t.stop; }
  play();
});
document.addEventListener('keydown', (e) => {
  if (e.key === ' ' && (e.target === document.body || e.target === document.documentElement) && !spinBtn.disabled) {
    e.preventDefault(); form.requestSubmit();
  }
});`;
}
