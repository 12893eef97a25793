/**
 * The sportsbook frame's script (pages/sportsbook.ts renders the page it runs in; the calls are
 * handlers/sportsbookApi.ts):
 * - Odds buttons add and remove selections (one per event); the slip lives in the frame's
 *   session storage where the browser allows a framed page storage, so it survives moving around
 *   the book (else it lives as long as the page). A visitor's choice asks the site to
 *   open its login (`sportsbook:login`) instead.
 * - The slip: one selection is a single; several are an accumulator (one stake) or singles (the
 *   stake on each). The stake field, quick stakes, total odds and potential win. Place bet posts
 *   with an idempotency key made when the slip last changed, so pressing twice or a retry after a
 *   dropped answer places the bet once. A refusal shows its message; moved odds update the slip's
 *   prices (marked) for the player to place again.
 * - "My bets": the player's bets with their status and cash-out buttons, refreshed every 5 s while
 *   one is open (the list settles due bets on the server).
 * - Prices on the page refresh every 10 s (▲/▼ on a move); virtual rounds count down.
 * - Messages to the site (its origin only): `sportsbook:navigate` with the path shown (the site
 *   keeps it in its address), `sportsbook:height` as the content grows, `sportsbook:login`, and
 *   `sportsbook:balance` after every money change (the site then calls the balance webhook).
 */
export const SPORTSBOOK_SCRIPT = `(() => {
  const root = document.querySelector('[data-sportsbook]');
  const context = root.dataset.context;
  const parentOrigin = root.dataset.parentOrigin;
  const signedIn = root.dataset.player === '1';
  const currency = root.dataset.currency;
  const api = '/sandbox/sportsbook/api';
  // The frame's words (pages/sportsbookTexts.ts); the back office's refusals by their code outside English.
  const T = JSON.parse(root.dataset.texts);
  const fill = (text, values) => text.replace(/\\{(\\w+)\\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  const english = document.documentElement.lang === 'en';
  const refusalText = (json) => (!english && T.refusals[json.code]) || json.message || T.notPlaced;
  const skew = Date.parse(root.dataset.now) - Date.now();
  const $ = (sel, el = document) => el.querySelector(sel);
  const $$ = (sel, el = document) => Array.from(el.querySelectorAll(sel));
  const tell = (message) => { if (window.parent !== window) window.parent.postMessage(message, parentOrigin); };
  const money = (value) => { try { return new Intl.NumberFormat(document.documentElement.lang || 'en', { style: 'currency', currency }).format(Number(value)); } catch { return value + ' ' + currency; } };
  const key = () => (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(36).slice(2));
  const message = $('[data-message]');
  const say = (text, kind) => { message.textContent = text; message.className = 'message' + (kind ? ' ' + kind : ''); };

  tell({ type: 'sportsbook:navigate', path: JSON.parse(root.dataset.path || '[]') });
  const height = () => tell({ type: 'sportsbook:height', height: document.documentElement.scrollHeight });
  new ResizeObserver(height).observe(document.body);

  // A browser that blocks a framed page's storage (third-party storage off) throws on any use:
  // the slip then lives as long as the page.
  const store = (() => { try { const s = window.sessionStorage; s.getItem('x'); return s; } catch { const m = new Map(); return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, v) }; } })();
  let slip = [];
  try { slip = JSON.parse(store.getItem('sportsbook-slip') || '[]'); } catch { slip = []; }
  let mode = store.getItem('sportsbook-mode') || 'acca';
  let slipKey = key();
  let placing = false;
  const save = () => { store.setItem('sportsbook-slip', JSON.stringify(slip)); store.setItem('sportsbook-mode', mode); slipKey = key(); };

  const toggle = $('[data-slip-toggle]');
  const body = $('#slip-body');
  const open = (yes) => { toggle.setAttribute('aria-expanded', String(yes)); body.hidden = !yes; height(); };
  const wide = window.matchMedia('(min-width: 56rem)');
  if (wide.matches) open(true);
  toggle.addEventListener('click', () => open(body.hidden));

  const tab = (name) => {
    $$('[data-tab]').forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.tab === name)));
    $$('[data-panel]').forEach((p) => { p.hidden = p.dataset.panel !== name; });
    if (name === 'bets') loadBets();
  };
  $$('[data-tab]').forEach((b) => b.addEventListener('click', () => tab(b.dataset.tab)));

  const stakeInput = $('#stake');
  const oddsOf = () => slip.reduce((product, leg) => product * leg.odds, 1);
  function render() {
    $('[data-count]').textContent = String(slip.length);
    $('[data-empty]').hidden = slip.length > 0;
    $('[data-form]').hidden = slip.length === 0;
    $('[data-modes]').hidden = slip.length < 2;
    const effective = slip.length > 1 ? mode : 'single';
    $$('[data-mode]').forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.mode === mode)));
    const legs = $('[data-legs]');
    legs.replaceChildren(...slip.map((leg, i) => {
      const li = document.createElement('li');
      li.className = 'leg' + (leg.changed ? ' changed' : '');
      const text = document.createElement('div');
      const name = document.createElement('strong');
      name.textContent = leg.name;
      const detail = document.createElement('div');
      detail.className = 'meta';
      detail.textContent = leg.label + ' @ ' + leg.odds.toFixed(2) + (leg.changed ? ' ' + T.changed : '');
      text.append(name, detail);
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'remove';
      remove.textContent = '✕';
      remove.setAttribute('aria-label', fill(T.remove, { name: leg.name + ', ' + leg.label }));
      remove.addEventListener('click', () => { slip.splice(i, 1); save(); render(); });
      li.append(text, remove);
      return li;
    }));
    const stake = Number((stakeInput.value || '').replace(',', '.'));
    const odds = effective === 'acca' ? Math.floor(oddsOf() * 100 + 1e-9) / 100 : null;
    $('[data-odds-total]').textContent = effective === 'singles' ? '–' : (odds ?? slip[0]?.odds ?? 0).toFixed(2);
    const win = effective === 'singles'
      ? slip.reduce((sum, leg) => sum + stake * leg.odds, 0)
      : stake * (odds ?? slip[0]?.odds ?? 0);
    $('[data-win]').textContent = stake > 0 && Number.isFinite(win) ? money(Math.floor(win * 100) / 100) : '–';
    $('[data-place]').textContent = effective === 'singles' ? fill(T.placeSingles, { n: slip.length }) : effective === 'acca' ? T.placeAccumulator : T.placeBet;
    $('[data-slip-total]').textContent = !slip.length ? '' : effective === 'singles' ? fill(T.slipSingles, { n: slip.length }) : fill(T.slipOdds, { odds: (odds ?? slip[0].odds).toFixed(2) });
    $$('.odd').forEach((b) => b.setAttribute('aria-pressed', String(slip.some((leg) => leg.eventId === b.dataset.event && leg.market === b.dataset.market && leg.selection === b.dataset.selection))));
    height();
  }
  $$('[data-mode]').forEach((b) => b.addEventListener('click', () => { mode = b.dataset.mode; save(); render(); }));
  stakeInput.addEventListener('input', () => { slipKey = key(); render(); });
  $$('[data-quick]').forEach((b) => b.addEventListener('click', () => { stakeInput.value = b.dataset.quick; slipKey = key(); render(); }));

  document.addEventListener('click', (event) => {
    const button = event.target.closest('.odd');
    if (!button || button.disabled) return;
    if (!signedIn) { say(T.logIn, 'error'); open(true); tell({ type: 'sportsbook:login' }); return; }
    const same = slip.findIndex((leg) => leg.eventId === button.dataset.event);
    const chosen = same >= 0 && slip[same].market === button.dataset.market && slip[same].selection === button.dataset.selection;
    if (same >= 0) slip.splice(same, 1);
    if (!chosen) slip.push({ eventId: button.dataset.event, market: button.dataset.market, selection: button.dataset.selection, odds: Number(button.dataset.odds), name: button.dataset.name, label: button.dataset.label });
    save();
    say('');
    render();
    if (!chosen && slip.length === 1 && !wide.matches) open(true);
  });

  async function send(path, payload) {
    const response = await fetch(api + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ context, ...payload }) });
    return { status: response.status, json: await response.json().catch(() => ({})) };
  }

  function applyPrices(prices) {
    for (const event of prices || []) for (const market of event.markets) for (const s of market.selections) {
      for (const leg of slip) if (leg.eventId === event.eventId && leg.market === market.id && leg.selection === s.id && leg.odds !== s.odds) { leg.odds = s.odds; leg.changed = true; }
    }
  }

  $('[data-place]').addEventListener('click', async () => {
    if (placing || !slip.length) return;
    placing = true;
    const button = $('[data-place]');
    button.disabled = true;
    say(T.placing);
    const stake = stakeInput.value.trim();
    const effective = slip.length > 1 ? mode : 'single';
    const slips = effective === 'singles' ? slip.map((leg, i) => ({ key: slipKey + '-' + i, legs: [leg] })) : [{ key: slipKey, legs: slip }];
    let failure = null;
    let placed = 0;
    for (const s of slips) {
      const answer = await send('/bets', { idempotencyKey: s.key, stake, legs: s.legs.map(({ eventId, market, selection, odds }) => ({ eventId, market, selection, odds })) })
        .catch(() => ({ status: 0, json: { message: T.noAnswer } }));
      if (answer.status === 200 || answer.status === 201) { placed++; continue; }
      failure = answer.json;
      break;
    }
    if (placed) tell({ type: 'sportsbook:balance' });
    if (failure) {
      if (failure.code === 'error.sports.odds_changed' || failure.code === 'error.sports.market_suspended') { applyPrices(failure.prices); save(); }
      say(refusalText(failure), 'error');
      if (placed && effective === 'singles') { slip = slip.slice(placed); save(); }
    } else {
      say(placed > 1 ? fill(T.placedMany, { n: placed }) : T.placed, 'ok');
      slip = [];
      stakeInput.value = '';
      save();
      watchBets();
    }
    render();
    button.disabled = false;
    placing = false;
  });

  // My bets ---------------------------------------------------------------------------------------
  let timer = null;
  let known = new Map();
  const SELECTIONS = { home: '1', draw: 'X', away: '2', over: T.over, under: T.under };
  const STATUS = T.status;
  async function loadBets() {
    if (!signedIn) { $('[data-bets-empty]').textContent = T.logInForBets; return; }
    const response = await fetch(api + '/bets', { headers: { 'X-Sportsbook-Context': context } }).catch(() => null);
    if (!response || !response.ok) return;
    const { bets } = await response.json();
    let changed = false;
    for (const bet of bets) { if (known.has(bet.betId) && known.get(bet.betId) !== bet.status) changed = true; known.set(bet.betId, bet.status); }
    if (changed) tell({ type: 'sportsbook:balance' });
    $('[data-bets-empty]').hidden = bets.length > 0;
    $('[data-bets]').replaceChildren(...bets.map((bet) => {
      const li = document.createElement('li');
      li.className = 'bet';
      li.dataset.bet = bet.betId;
      const head = document.createElement('div');
      head.className = 'summary';
      const kind = document.createElement('strong');
      kind.textContent = (bet.kind === 'single' ? T.single : T.accumulator) + ' @ ' + bet.odds;
      const badge = document.createElement('span');
      badge.className = 'badge';
      badge.textContent = STATUS[bet.status] || bet.status;
      head.append(kind, badge);
      li.append(head);
      for (const leg of bet.legs) {
        const line = document.createElement('div');
        line.className = 'meta';
        line.textContent = leg.home + ' – ' + leg.away + ': ' + (SELECTIONS[leg.selection] || leg.selection) + ' @ ' + leg.odds + (leg.status === 'live' ? ' · ' + T.live : '');
        li.append(line);
      }
      const money_ = document.createElement('div');
      money_.textContent = T.stake + ' ' + money(bet.stake) + (bet.status === 'OPEN' ? ' · ' + T.toWin + ' ' + money(bet.potentialWin) : ' · ' + T.paid + ' ' + money(bet.payout));
      li.append(money_);
      if (bet.cashOut) {
        const cash = document.createElement('button');
        cash.type = 'button';
        cash.className = 'secondary';
        cash.textContent = fill(T.cashOut, { amount: money(bet.cashOut) });
        cash.addEventListener('click', async () => {
          cash.disabled = true;
          const answer = await send('/bets/' + bet.betId + '/cash-out', { value: bet.cashOut }).catch(() => ({ status: 0, json: {} }));
          if (answer.status === 200) { say(fill(T.cashedOut, { amount: money(bet.cashOut) }), 'ok'); tell({ type: 'sportsbook:balance' }); }
          else say(answer.json.code ? refusalText(answer.json) : T.cashOutFailed, 'error');
          loadBets();
        });
        li.append(cash);
      }
      return li;
    }));
    height();
    if (bets.some((bet) => bet.status === 'OPEN')) watchBets(); else { clearInterval(timer); timer = null; }
  }
  function watchBets() { if (!timer && signedIn) timer = setInterval(loadBets, 5000); }
  if (root.dataset.initialTab === 'bets') { open(true); tab('bets'); } else if (signedIn) loadBets();

  // Prices and countdowns -------------------------------------------------------------------------
  const shown = [...new Set($$('.odd').map((b) => b.dataset.event))];
  async function refreshPrices() {
    if (!shown.length) return;
    const response = await fetch(api + '/prices?events=' + encodeURIComponent(shown.join(',')), { headers: { 'X-Sportsbook-Context': context } }).catch(() => null);
    if (!response || !response.ok) return;
    const { events } = await response.json();
    for (const event of events) for (const market of event.markets) for (const s of market.selections) {
      const b = $('.odd[data-event="' + CSS.escape(event.eventId) + '"][data-market="' + market.id + '"][data-selection="' + s.id + '"]');
      if (!b) continue;
      const before = Number(b.dataset.odds);
      b.disabled = event.state !== 'open';
      b.dataset.odds = s.odds.toFixed(2);
      $('strong', b).textContent = event.state === 'open' ? s.odds.toFixed(2) : '–';
      b.classList.toggle('up', s.odds > before);
      b.classList.toggle('down', s.odds < before);
    }
  }
  setInterval(refreshPrices, 10000);
  setInterval(() => {
    for (const el of $$('[data-starts]')) {
      const left = Math.max(0, Math.ceil((Date.parse(el.dataset.starts) - Date.now() - skew) / 1000));
      el.textContent = left > 0 ? Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0') : T.now;
    }
  }, 1000);
  render();
  // Every listener is attached: tests (and the curious) can tell a live frame from its server HTML.
  root.dataset.ready = 'true';
})();`;
