/**
 * Bonus money stays bonus money (stakes.ts header), on PGlite and PostgreSQL: the result of
 * a stake follows the money the stake used. The reproductions of an outside probe: a live-casino
 * bonus staked on red and black and forfeited (or expired, or replaced) before the ball lands must
 * not pay the winning bet into cash; a sticky bonus completed by a round in flight keeps the bonus
 * out of cash; a voided round refunds the stake to where it came from; cashback counts only
 * real-money losses. The ledger audit (with its bonus money checks) stays clean after each.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@casino/player-api';
import { insertTestCampaign } from '../../../test/campaigns.ts';
import { DATABASE_KINDS, useTestDatabase } from '../../../test/databases.ts';
import { bonusAssignments, ledgerAccounts, ledgerTransactions, players } from '../../db/schema.ts';
import { claimCampaign } from './claims.ts';
import { findCampaign, setConsent } from './campaigns.ts';
import { forfeit } from './forfeits.ts';
import { claimCashback, cashbackState } from './cashback.ts';
import {
  placeRouletteBet,
  roundAt,
  roundResult,
  spin,
  winningNumber,
  type GameSession,
} from '../games/index.ts';
import { auditLedger, idempotencyKey, openAccounts, type PlayerAccounts } from '../money/ledger/index.ts';
import { payWin, placeBet, recordPaidDeposit, settleLoss, voidBet } from '../money/index.ts';
import { BETTING_MS, ROUND_MS } from '../games/rouletteWheel.ts';

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('bonus money stays bonus money on %s', (kind) => {
  const t = useTestDatabase(kind);
  let n = 0;

  /** A new player of aurora (site 6) who never deposited, or with `deposit` cents paid in. */
  async function newPlayer(deposit = 0n): Promise<PlayerAccounts> {
    const [row] = await t.db
      .insert(players)
      .values({
        siteId: 6,
        email: `money-${kind}-${++n}@bonus.test`,
        countryCode: 'FI',
        status: 'REGISTERED',
      })
      .returning({ id: players.playerId });
    const accounts = (await openAccounts(t.ctx, row!.id))!;
    if (deposit > 0n) {
      await recordPaidDeposit(t.ctx, {
        accounts,
        amount: deposit,
        paymentMethod: 'TRUSTLY',
        idempotencyKey: idempotencyKey(row!.id, 'deposit', 'opening'),
      });
    }
    return accounts;
  }

  async function balances(accounts: PlayerAccounts) {
    const rows = await t.db
      .select({
        kind: ledgerAccounts.kind,
        vertical: ledgerAccounts.vertical,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.playerId, accounts.playerId));
    const of = (kind: string, vertical: string | null = null) =>
      rows.find((row) => row.kind === kind && row.vertical === vertical)?.balance ?? 0n;
    return { main: of('MAIN'), casino: of('BONUS', 'CASINO'), live: of('BONUS', 'LIVE_CASINO') };
  }

  async function assignment(accounts: PlayerAccounts, campaignId: string) {
    const [row] = await t.db
      .select()
      .from(bonusAssignments)
      .where(
        and(eq(bonusAssignments.playerId, accounts.playerId), eq(bonusAssignments.campaignId, campaignId)),
      );
    return row!;
  }

  async function optInLive(accounts: PlayerAccounts) {
    await setConsent(t.db, accounts.playerId, '6-live-optin', true, await t.ctx.clock.now());
    const claimed = await claimCampaign(t.ctx, {
      playerId: accounts.playerId,
      siteId: 6,
      campaignId: '6-live-optin',
    });
    expect(claimed.ok, claimed.ok ? '' : claimed.message).toBe(true);
    expect((await balances(accounts)).live).toBe(500n);
  }

  const session = (
    accounts: PlayerAccounts,
    category: 'CASINO' | 'LIVE_CASINO',
    gameId: string,
  ): GameSession => ({
    nonce: `money-${kind}-${++n}`,
    siteId: 6,
    provider: category === 'LIVE_CASINO' ? 'evolution' : 'relax',
    gameId,
    mode: 'real',
    playerId: accounts.playerId,
    sid: null,
    currency: 'EUR',
    category,
    lobbyUrl: null,
    exp: Date.now() + 400 * DAY,
  });

  /**
   * Opens betting on a live table whose next winning number is not 0 (so one of red and black
   * wins); answers the table's session and the round.
   */
  async function openTable(accounts: PlayerAccounts): Promise<{ table: GameSession; round: number }> {
    for (let i = 0; ; i++) {
      const table = session(accounts, 'LIVE_CASINO', `money-table-${kind}-${n}-${i}`);
      const now = await t.ctx.clock.now();
      const current = roundAt(now);
      const round = current.round + 1;
      if ((await winningNumber(t.ctx, `evolution/${table.gameId}`, round)) === 0) continue;
      await t.ctx.clock.advance(round * ROUND_MS - now.getTime() + 100);
      return { table, round };
    }
  }

  /** Stakes 2.00 on red and 2.00 on black in the open round: 4.00 of the 5.00 live bonus. */
  async function redAndBlack(table: GameSession, round: number) {
    for (const position of ['red', 'black']) {
      const bet = await placeRouletteBet(t.ctx, table, { position, stake: 200n, round });
      expect(bet.ok, bet.ok ? '' : bet.message).toBe(true);
    }
  }

  async function ballLands(table: GameSession, round: number) {
    const now = await t.ctx.clock.now();
    await t.ctx.clock.advance(Math.max(0, round * ROUND_MS + BETTING_MS - now.getTime()) + 100);
    const result = await roundResult(t.ctx, table, round);
    expect(result.ok).toBe(true);
    if (!result.ok) throw new Error(result.message);
    expect(result.win).toBe(400n);
    return result;
  }

  const expectSound = async () => expect(await auditLedger(t.db)).toEqual([]);

  it('forfeits the winning share of a live bonus forfeited before the ball lands (the probe: 0.40 of 5.00 wagered, the win paid as cash)', async () => {
    const accounts = await newPlayer();
    await optInLive(accounts);
    const { table, round } = await openTable(accounts);
    await redAndBlack(table, round);
    const live = await assignment(accounts, '6-live-optin');
    expect(live.wagered).toBe(40n);
    expect(await balances(accounts)).toMatchObject({ main: 0n, live: 100n });

    const done = await forfeit(t.ctx, {
      playerId: accounts.playerId,
      siteId: 6,
      assignmentId: live.assignmentId,
    });
    expect(done.ok).toBe(true);
    await ballLands(table, round);
    // The winning bet was bonus money of a bonus that ended: its 4.00 is forfeited, not cash.
    expect(await balances(accounts)).toMatchObject({ main: 0n, live: 0n });
    const history = await t.db
      .select({
        type: ledgerTransactions.type,
        category: ledgerTransactions.category,
        amount: ledgerTransactions.amount,
      })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.playerId, accounts.playerId));
    expect(history).toContainEqual({ type: 'WIN', category: 'LIVE_CASINO', amount: 400n });
    expect(history).toContainEqual({ type: 'FORFEIT', category: 'BONUS', amount: -400n });
    await expectSound();
  });

  it('forfeits the winning share when the live bonus expires while its round is open', async () => {
    const accounts = await newPlayer();
    await optInLive(accounts);
    const { table, round } = await openTable(accounts);
    await redAndBlack(table, round);
    // Eight days on (the bonus runs 7): the result is asked for only now.
    await t.ctx.clock.advance(8 * DAY);
    const result = await roundResult(t.ctx, table, round);
    expect(result.ok && result.win).toBe(400n);
    expect(await balances(accounts)).toMatchObject({ main: 0n, live: 0n });
    expect((await assignment(accounts, '6-live-optin')).status).toBe('EXPIRED');
    await expectSound();
  });

  it('does not pay a stake’s winning share into the bonus that replaced its own', async () => {
    const accounts = await newPlayer();
    await optInLive(accounts);
    await insertTestCampaign(t.db, {
      campaignId: '6-test-live-next',
      vertical: 'LIVE_CASINO',
      sticky: false,
      wrMultiplier: 1,
      fixedAmount: 300n,
    });
    const { table, round } = await openTable(accounts);
    await redAndBlack(table, round);
    const live = await assignment(accounts, '6-live-optin');
    expect(
      (await forfeit(t.ctx, { playerId: accounts.playerId, siteId: 6, assignmentId: live.assignmentId })).ok,
    ).toBe(true);
    const next = await claimCampaign(t.ctx, {
      playerId: accounts.playerId,
      siteId: 6,
      campaignId: '6-test-live-next',
    });
    expect(next.ok).toBe(true);
    await ballLands(table, round);
    // The new bonus keeps exactly its own 3.00; the old bonus's winnings went with it.
    expect(await balances(accounts)).toMatchObject({ main: 0n, live: 300n });
    await expectSound();
  });

  it('pays the winning share back into the live bonus while it is active', async () => {
    const accounts = await newPlayer();
    await optInLive(accounts);
    const { table, round } = await openTable(accounts);
    await redAndBlack(table, round);
    await ballLands(table, round);
    expect(await balances(accounts)).toMatchObject({ main: 0n, live: 500n });
    expect((await assignment(accounts, '6-live-optin')).status).toBe('ACTIVE');
    await expectSound();
  });

  it('settles a sticky bonus’s last round into the bonus before it converts, so the bonus itself never becomes cash', async () => {
    await insertTestCampaign(t.db, {
      campaignId: '6-test-sticky-x1',
      vertical: 'CASINO',
      sticky: true,
      wrMultiplier: 1,
      fixedAmount: 1_000n,
    });
    const accounts = await newPlayer();
    const claimed = await claimCampaign(t.ctx, {
      playerId: accounts.playerId,
      siteId: 6,
      campaignId: '6-test-sticky-x1',
    });
    expect(claimed.ok).toBe(true);
    // Two 5.00 stakes of bonus money wager the 10.00; the second round is still in flight when they do.
    const key = (i: number) => idempotencyKey(accounts.playerId, 'game-bet', `sticky-${kind}-${i}`);
    for (const i of [1, 2]) {
      const bet = await placeBet(t.ctx, {
        accounts,
        amount: 500n,
        category: 'CASINO',
        gameId: 'relax-1',
        idempotencyKey: key(i),
        sessionId: null,
      });
      expect(bet.ok).toBe(true);
    }
    expect((await assignment(accounts, '6-test-sticky-x1')).status).toBe('ACTIVE');
    expect((await settleLoss(t.ctx, { accounts, betKey: key(1) })).ok).toBe(true);
    expect((await assignment(accounts, '6-test-sticky-x1')).status).toBe('ACTIVE');
    // The in-flight round wins 10.00: back into the bonus, then the bonus converts; sticky keeps the 10.
    const won = await payWin(t.ctx, {
      accounts,
      amount: 1_000n,
      category: 'CASINO',
      gameId: 'relax-1',
      idempotencyKey: idempotencyKey(accounts.playerId, 'game-win', `sticky-${kind}-2`),
      betKey: key(2),
    });
    expect(won.ok).toBe(true);
    expect((await assignment(accounts, '6-test-sticky-x1')).status).toBe('COMPLETED');
    expect(await balances(accounts)).toMatchObject({ main: 0n, casino: 0n });
    await expectSound();
  });

  it('refunds a voided round to the money it came from: cash to cash, bonus to its bonus or forfeited', async () => {
    const accounts = await newPlayer(300n);
    const claimed = await claimCampaign(t.ctx, {
      playerId: accounts.playerId,
      siteId: 6,
      campaignId: '6-casino-10',
    });
    expect(claimed.ok).toBe(true);
    const key = (i: number) => idempotencyKey(accounts.playerId, 'game-bet', `void-${kind}-${i}`);
    const bet = (i: number) =>
      placeBet(t.ctx, {
        accounts,
        amount: 500n,
        category: 'CASINO',
        gameId: 'relax-1',
        idempotencyKey: key(i),
        sessionId: null,
      });
    // 3.00 cash and 2.00 bonus; the void gives each back and takes the 5.00 of wagering back.
    expect((await bet(1)).ok).toBe(true);
    expect(await balances(accounts)).toMatchObject({ main: 0n, casino: 800n });
    expect((await assignment(accounts, '6-casino-10')).wagered).toBe(500n);
    const voided = await voidBet(t.ctx, { accounts, betKey: key(1) });
    expect(voided.ok && voided.transaction).toMatchObject({ type: 'BET_VOID', amount: 500n });
    expect(await balances(accounts)).toMatchObject({ main: 300n, casino: 1_000n });
    expect((await assignment(accounts, '6-casino-10')).wagered).toBe(0n);
    // Once only.
    const again = await voidBet(t.ctx, { accounts, betKey: key(1) });
    expect(again.ok && again.replayed).toBe(true);
    expect(await balances(accounts)).toMatchObject({ main: 300n, casino: 1_000n });

    // Staked again, the bonus forfeited, then the round voided: the cash comes back, the bonus part does not.
    expect((await bet(2)).ok).toBe(true);
    const casino = await assignment(accounts, '6-casino-10');
    expect(
      (await forfeit(t.ctx, { playerId: accounts.playerId, siteId: 6, assignmentId: casino.assignmentId }))
        .ok,
    ).toBe(true);
    expect((await voidBet(t.ctx, { accounts, betKey: key(2) })).ok).toBe(true);
    expect(await balances(accounts)).toMatchObject({ main: 300n, casino: 0n });
    const unknown = await voidBet(t.ctx, { accounts, betKey: key(3) });
    expect(unknown).toMatchObject({ ok: false, code: ERRORS.notFound.code });
    await expectSound();
  });

  it('pays no cashback on bonus money lost (the probe: a free bonus lost, then cashback paid as cash)', async () => {
    const accounts = await newPlayer();
    const weekly = (await findCampaign(t.db, 6, '6-weekly-cashback'))!;
    expect(
      (await claimCampaign(t.ctx, { playerId: accounts.playerId, siteId: 6, campaignId: weekly.campaignId }))
        .ok,
    ).toBe(true);
    expect(
      (await claimCampaign(t.ctx, { playerId: accounts.playerId, siteId: 6, campaignId: '6-casino-10' })).ok,
    ).toBe(true);
    const slot = session(accounts, 'CASINO', 'relax-1');
    for (const round of [1, 2]) {
      const lost = await spin(t.ctx, slot, { roundId: `lose-round-${round}`, stake: 500n, outcome: 'lose' });
      expect(lost.ok && lost.win).toBe(0n);
    }
    expect(await balances(accounts)).toMatchObject({ main: 0n, casino: 0n });
    const refused = await claimCashback(t.ctx, { playerId: accounts.playerId, campaign: weekly });
    expect(refused).toMatchObject({ ok: false, code: ERRORS.cashbackNothingToClaim.code });
    expect(await balances(accounts)).toMatchObject({ main: 0n });
    await expectSound();
  });

  it('pays cashback on the real-money part of a loss only', async () => {
    const accounts = await newPlayer(2_000n);
    const weekly = (await findCampaign(t.db, 6, '6-weekly-cashback'))!;
    expect(
      (await claimCampaign(t.ctx, { playerId: accounts.playerId, siteId: 6, campaignId: weekly.campaignId }))
        .ok,
    ).toBe(true);
    const slot = session(accounts, 'CASINO', 'relax-1');
    const lose = async (round: number) => {
      const lost = await spin(t.ctx, slot, { roundId: `mixed-round-${round}`, stake: 500n, outcome: 'lose' });
      expect(lost.ok).toBe(true);
    };
    // 20.00 of cash lost in four rounds of 5.00, then the free 10.00 bonus lost in two more.
    for (const round of [1, 2, 3, 4]) await lose(round);
    expect(
      (await claimCampaign(t.ctx, { playerId: accounts.playerId, siteId: 6, campaignId: '6-casino-10' })).ok,
    ).toBe(true);
    for (const round of [5, 6]) await lose(round);
    expect(await balances(accounts)).toMatchObject({ main: 0n, casino: 0n });
    const assignmentRow = await assignment(accounts, weekly.campaignId);
    const state = await cashbackState(t.db, weekly, assignmentRow, await t.ctx.clock.now());
    expect(state.claimable).toBe(200n);
    const paid = await claimCashback(t.ctx, { playerId: accounts.playerId, campaign: weekly });
    expect(paid).toMatchObject({ ok: true, claimed: '2.00' });
    expect((await balances(accounts)).main).toBe(200n);
    await expectSound();
  });
});
