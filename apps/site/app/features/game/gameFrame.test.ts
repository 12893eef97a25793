/** The page side of the game-frame messages, with a fake window, document and frame. */
import { describe, expect, it, vi } from 'vitest';
import { parseGameFrameMessage, siteFrameMessage } from '@casino/domain';
import { REALITY_CHECK_EVENT, connectGameFrame, isFromGame, realityCheckMessage } from './gameFrame.ts';

/** Lets the parser's promise settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const GAME_ORIGIN = 'http://127.0.0.1:4400';

function setup() {
  const page = new EventTarget();
  const doc = Object.assign(new EventTarget(), { hidden: false });
  const frame = { postMessage: vi.fn() };
  const onReady = vi.fn();
  const onBalanceChange = vi.fn();
  const onLimitReached = vi.fn();
  const stop = connectGameFrame({
    window: page as never,
    document: doc as never,
    frame: () => frame as never,
    origin: GAME_ORIGIN,
    parser: Promise.resolve(parseGameFrameMessage),
    onReady,
    onBalanceChange,
    onLimitReached,
  });
  const post = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    page.dispatchEvent(
      Object.assign(new Event('message'), {
        data,
        origin: from.origin ?? GAME_ORIGIN,
        source: 'source' in from ? from.source : frame,
      }),
    );
  return { page, doc, frame, onReady, onBalanceChange, onLimitReached, stop, post };
}

const balance = { source: 'sandbox-game', type: 'balanceUpdate', balance: '495.00', currency: 'EUR' };
const roundEnd = {
  source: 'sandbox-game',
  type: 'roundEnd',
  roundId: 'r-1',
  stake: '5.00',
  win: '0.00',
  currency: 'EUR',
};
const ready = {
  source: 'sandbox-game',
  type: 'ready',
  gameId: '1040',
  mode: 'real',
  category: 'CASINO',
  currency: 'EUR',
};

describe('connectGameFrame', () => {
  it('refreshes the balance on a balance update and a round end from the game', async () => {
    const { post, onBalanceChange, onReady } = setup();
    post(ready);
    await settled();
    expect(onReady).toHaveBeenCalledTimes(1);
    post(balance);
    post(roundEnd);
    await settled();
    expect(onBalanceChange).toHaveBeenCalledTimes(2);
  });

  it('ignores messages from another origin, another window, or that do not parse', async () => {
    const { post, onBalanceChange } = setup();
    post(balance, { origin: 'https://evil.example' });
    post(balance, { source: {} });
    post(balance, { source: null });
    post({ ...balance, source: 'someone-else' });
    post({ ...balance, balance: 'lots' });
    post('balanceUpdate');
    post({ type: 'balanceUpdate' });
    await settled();
    expect(onBalanceChange).not.toHaveBeenCalled();
  });

  it('passes on a limit refusal', async () => {
    const { post, onLimitReached, onBalanceChange } = setup();
    post({
      source: 'sandbox-game',
      type: 'limitReached',
      code: 'SELF_SPEND_LIMIT_REACHED',
      message: 'Limit',
    });
    await settled();
    expect(onLimitReached).toHaveBeenCalledWith('SELF_SPEND_LIMIT_REACHED');
    expect(onBalanceChange).not.toHaveBeenCalled();
  });

  it('pauses the game while the page is hidden and resumes it after, only to the game origin', () => {
    const { doc, frame } = setup();
    doc.hidden = true;
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.hidden = false;
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(frame.postMessage.mock.calls).toEqual([
      [{ source: 'casino-site', type: 'pause' }, GAME_ORIGIN],
      [{ source: 'casino-site', type: 'resume' }, GAME_ORIGIN],
    ]);
  });

  it('pauses a game that becomes ready while the page is hidden', async () => {
    const { doc, frame, post } = setup();
    doc.hidden = true;
    post(ready);
    await settled();
    expect(frame.postMessage).toHaveBeenCalledWith({ source: 'casino-site', type: 'pause' }, GAME_ORIGIN);
  });

  it("passes the activity reminder's reality check on to the game, as the protocol's message", () => {
    const { page, frame } = setup();
    const detail = {
      turnover: '12.50',
      winnings: '4.00',
      delta: '-8.50',
      from: '2026-11-21T10:00:00.000Z',
      to: '2026-11-21T10:31:30.000Z',
      currency: 'EUR',
      minutes: -1,
    };
    page.dispatchEvent(new CustomEvent(REALITY_CHECK_EVENT, { detail }));
    const expected = {
      source: 'casino-site',
      type: 'realityCheck',
      elapsedMinutes: 31,
      turnover: '12.50',
      winnings: '4.00',
      delta: '-8.50',
      currency: 'EUR',
    };
    expect(frame.postMessage.mock.calls).toEqual([[expected, GAME_ORIGIN]]);
    expect(siteFrameMessage.safeParse(expected).success).toBe(true);
    // A detail that is not a summary sends nothing.
    page.dispatchEvent(new CustomEvent(REALITY_CHECK_EVENT, { detail: { turnover: 'lots' } }));
    expect(frame.postMessage).toHaveBeenCalledTimes(1);
    expect(realityCheckMessage(null)).toBeNull();
    expect(realityCheckMessage({ ...detail, to: '2026-11-21T09:00:00.000Z' })).toBeNull();
  });

  it('stops listening when disconnected, also for messages still being parsed', async () => {
    const { post, stop, doc, frame, onBalanceChange } = setup();
    post(balance);
    stop();
    post(balance);
    await settled();
    doc.hidden = true;
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onBalanceChange).not.toHaveBeenCalled();
    expect(frame.postMessage).not.toHaveBeenCalled();
  });
});

describe('isFromGame', () => {
  it('needs the expected frame to be known and the origin to match', () => {
    const frame = {};
    expect(isFromGame({ origin: GAME_ORIGIN, source: null }, { origin: GAME_ORIGIN, frame: null })).toBe(
      false,
    );
    expect(isFromGame({ origin: GAME_ORIGIN, source: frame as never }, { origin: GAME_ORIGIN, frame })).toBe(
      true,
    );
    expect(
      isFromGame({ origin: 'http://127.0.0.1:4401', source: frame as never }, { origin: GAME_ORIGIN, frame }),
    ).toBe(false);
  });
});
