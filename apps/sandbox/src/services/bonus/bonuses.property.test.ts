/**
 * The bonus engine under random play, on PGlite (50 runs) and PostgreSQL (15; RUNS below) (fast-check, seeded): random
 * sequences of claims (casino, sticky, live opt-in, free spins, cashback), rounds of the sandbox
 * slot (real `spin`, free spins included) and live-casino bets that stay in flight until a later
 * step settles them (a win or a loss) or voids them, forfeits, the sandbox clock moving on (expiry),
 * cashback claims and withdrawals (forfeiting sticky bonuses), each run on a fresh player who
 * deposited nothing or some cash. Live bets go straight through the ledger (`placeBet`, `payWin`,
 * `settleLoss`, `voidBet`), as the roulette table places and settles them, so a step can land
 * between a bet and its result; bonusMoney.test.ts plays the real table.
 *
 * After every step, beside the ledger audit (with its bonus money checks):
 * 1. No money reaches the cash wallet from a bonus whose wagering is unmet: MAIN moves by exactly
 *    what the test's own model of the step says (the cash part of a stake, taken first; the cash
 *    share of a win, win × cash part ÷ stake; a void's cash part; a withdrawal), plus conversions,
 *    each of a bonus that ended COMPLETED with its wagering met and its spins used, plus cashback.
 * 2. Cashback never exceeds the percentage of real-money losses: at each claim, what the week has
 *    paid is at most 10 % (the campaign's) of the real-money net loss the model counted in that
 *    week since activation, and at most the weekly cap.
 * 3. No bonus money sits in a vertical without an ACTIVE bonus.
 * The sandbox clock stands still within a step (a clock on a fixed real time, moved a second at
 * each step and by the clock steps), so the model knows the week of every move.
 */
import fc from 'fast-check';
import { ERRORS } from '@casino/player-api';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestCampaign } from '../../../test/campaigns.ts';
import { DATABASE_KINDS, useTestDatabase, type DatabaseKind } from '../../../test/databases.ts';
import {
  bonusAssignments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  players,
} from '../../db/schema.ts';
import { claimCampaign } from './claims.ts';
import { findCampaign, setConsent } from './campaigns.ts';
import { forfeit } from './forfeits.ts';
import { forfeitSticky, stickyBonuses } from './depositsAndWithdrawals.ts';
import { claimCashback } from './cashback.ts';
import { createClock } from '../platform/index.ts';
import { createContext, type SandboxContext } from '../context.ts';
import { spin, STAKES, type GameSession } from '../games/index.ts';
import {
  auditLedger,
  houseAccountId,
  idempotencyKey,
  openAccounts,
  type PlayerAccounts,
} from '../money/ledger/index.ts';
import {
  payWin,
  placeBet,
  recordPaidDeposit,
  requestWithdrawal,
  settleLoss,
  voidBet,
} from '../money/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The real time the test's clock stands on (a Wednesday noon, UTC); steps move the sandbox clock. */
const FROZEN = Date.UTC(2026, 10, 25, 12);
const CASHBACK = { id: '6-weekly-cashback', percent: 10, cap: 10_000n };
const CAMPAIGNS = [
  '6-casino-10',
  '6-prop-sticky',
  '6-free-spins',
  '6-live-optin',
  '6-prop-live-sticky',
  CASHBACK.id,
] as const;

const stake = fc.constantFrom(...STAKES);
const step = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('claim' as const), campaign: fc.constantFrom(...CAMPAIGNS) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('slot' as const), stake, lose: fc.boolean() }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('live' as const),
      stake,
      // Roulette's results: a loss, an even-money win, a straight-up win.
      multiplier: fc.constantFrom(0n, 0n, 2n, 36n),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('settle' as const), pick: fc.nat() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('forfeit' as const), live: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('cashback' as const) }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('clock' as const), hours: fc.integer({ min: 1, max: 240 }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      amount: fc.bigInt({ min: 1_000n, max: 4_000n }),
    }),
    weight: 1,
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** Monday 00:00 UTC of the week holding `at` (the weekly cashback's period). */
function weekOf(at: Date): number {
  const midnight = Math.floor(at.getTime() / DAY) * DAY;
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY;
}

/**
 * Random runs per database: the rules are the same SQL on both, so PGlite explores widely and
 * PostgreSQL replays the probes and a shorter random walk (the same seed); its concurrency is the
 * concurrency tests' job. Together the two took 266 s of a 967 s sandbox suite at 50 and 50.
 */
const RUNS: Record<DatabaseKind, number> = { pglite: 50, postgres: 15 };

describe.each(DATABASE_KINDS)('the bonus engine under random play on %s', (kind) => {
  const t = useTestDatabase(kind);
  let ctx: SandboxContext;
  let n = 0;

  beforeAll(async () => {
    ctx = createContext(
      t.db,
      createClock(t.db, () => FROZEN),
    );
    await insertTestCampaign(t.db, {
      campaignId: '6-prop-sticky',
      vertical: 'CASINO',
      sticky: true,
      wrMultiplier: 3,
      fixedAmount: 2_000n,
      expiryDays: 2,
    });
    await insertTestCampaign(t.db, {
      campaignId: '6-prop-live-sticky',
      vertical: 'LIVE_CASINO',
      sticky: true,
      wrMultiplier: 1,
      fixedAmount: 500n,
      expiryDays: 3,
    });
  });

  async function freshPlayer(deposit: bigint): Promise<PlayerAccounts> {
    const [row] = await t.db
      .insert(players)
      .values({
        siteId: 6,
        email: `random-${kind}-${++n}@bonus.test`,
        countryCode: 'FI',
        status: 'REGISTERED',
      })
      .returning({ id: players.playerId });
    const accounts = (await openAccounts(ctx, row!.id))!;
    await setConsent(t.db, row!.id, '6-live-optin', true, await ctx.clock.now());
    if (deposit > 0n) {
      await recordPaidDeposit(ctx, {
        accounts,
        amount: deposit,
        paymentMethod: 'TRUSTLY',
        idempotencyKey: idempotencyKey(row!.id, 'deposit', 'opening'),
      });
    }
    return accounts;
  }

  async function mainBalance(accounts: PlayerAccounts): Promise<bigint> {
    const [row] = await t.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.accountId, accounts.main.accountId));
    return row!.balance ?? 0n;
  }

  /** Every BONUS-category transaction that put money into the player's MAIN: reference → amount and key. */
  async function bonusCash(accounts: PlayerAccounts) {
    const rows = await t.db
      .select({
        id: ledgerTransactions.referenceId,
        key: ledgerTransactions.idempotencyKey,
        amount: ledgerEntries.amount,
      })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.referenceId, ledgerTransactions.referenceId))
      .where(
        and(
          eq(ledgerTransactions.playerId, accounts.playerId),
          eq(ledgerTransactions.category, 'BONUS'),
          eq(ledgerEntries.accountId, accounts.main.accountId),
        ),
      );
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function cashbackPaid(accounts: PlayerAccounts, week: number): Promise<bigint> {
    const rows = await t.db
      .select({ amount: ledgerTransactions.amount, at: ledgerTransactions.createdAt })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.playerId, accounts.playerId),
          like(ledgerTransactions.idempotencyKey, 'cashback:%'),
        ),
      );
    return rows.filter((row) => weekOf(row.at) === week).reduce((sum, row) => sum + row.amount, 0n);
  }

  async function expectNoStrayBonusMoney(accounts: PlayerAccounts) {
    const active = await t.db
      .select({ vertical: bonusAssignments.vertical })
      .from(bonusAssignments)
      .where(and(eq(bonusAssignments.playerId, accounts.playerId), eq(bonusAssignments.status, 'ACTIVE')));
    const rows = await t.db
      .select({ vertical: ledgerAccounts.vertical, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.playerId, accounts.playerId), eq(ledgerAccounts.kind, 'BONUS')));
    for (const row of rows) {
      if (!active.some((a) => a.vertical === row.vertical))
        expect(row.balance, `BONUS ${row.vertical}`).toBe(0n);
    }
  }

  /** A round's cash share of a win: the win less its bonus share (rounded down), as a regulator reads the terms. */
  const cashShare = (win: bigint, stakeAmount: bigint, cashPart: bigint) =>
    win - (win * (stakeAmount - cashPart)) / stakeAmount;

  async function play(deposit: bigint, claims: readonly string[], more: readonly Step[]) {
    const steps: Step[] = [...claims.map((campaign) => ({ kind: 'claim' as const, campaign })), ...more];
    const accounts = await freshPlayer(deposit);
    const { playerId } = accounts;
    const slot: GameSession = {
      nonce: `random-slot-${kind}-${n}`,
      siteId: 6,
      provider: 'relax',
      gameId: 'relax-1',
      mode: 'real',
      playerId,
      sid: null,
      currency: 'EUR',
      category: 'CASINO',
      lobbyUrl: null,
      exp: FROZEN + 400 * DAY,
    };
    const inFlight: Array<{ betKey: string; winKey: string; stake: bigint; cashPart: bigint; win: bigint }> =
      [];
    /** The model's real-money net loss per cashback week since the cashback's activation. */
    const lossByWeek = new Map<number, bigint>();
    let cashbackFrom: number | null = null;
    let seen = await bonusCash(accounts);
    let round = 0;

    for (const s of steps) {
      // A second per step, so no two steps share a moment (cashback counts from its activation).
      const now = await ctx.clock.advance(1_000);
      const before = await mainBalance(accounts);
      /** MAIN's change by the model: stakes, wins, voids and withdrawals (not bonus moves). */
      let cash = 0n;
      /** Of which from the rounds (a real-money loss is its negative). */
      let played = 0n;
      const label = `${JSON.stringify(s, (_, v) => (typeof v === 'bigint' ? `${v}` : v))} at ${now.toISOString()}`;

      if (s.kind === 'claim') {
        const claimed = await claimCampaign(ctx, { playerId, siteId: 6, campaignId: s.campaign });
        if (claimed.ok && s.campaign === CASHBACK.id) cashbackFrom ??= now.getTime();
      } else if (s.kind === 'slot') {
        const result = await spin(ctx, slot, {
          roundId: `round-${++round}-${n}`,
          stake: s.stake,
          ...(s.lose ? { outcome: 'lose' as const } : {}),
        });
        if (result.ok && result.freeSpinsLeft === undefined) {
          const cashPart = s.stake < before ? s.stake : before;
          played = -cashPart + (result.win > 0n ? cashShare(result.win, s.stake, cashPart) : 0n);
        }
      } else if (s.kind === 'live') {
        const key = `live-${++round}-${n}`;
        const betKey = idempotencyKey(playerId, 'roulette-bet', key);
        const bet = await placeBet(ctx, {
          accounts,
          amount: s.stake,
          category: 'LIVE_CASINO',
          gameId: 'crz-0101',
          idempotencyKey: betKey,
          sessionId: null,
        });
        if (bet.ok) {
          const cashPart = s.stake < before ? s.stake : before;
          played = -cashPart;
          inFlight.push({
            betKey,
            winKey: idempotencyKey(playerId, 'roulette-win', key),
            stake: s.stake,
            cashPart,
            win: s.stake * s.multiplier,
          });
        }
      } else if (s.kind === 'settle' || s.kind === 'void') {
        const [open] = inFlight.splice(s.pick % Math.max(1, inFlight.length), 1);
        if (open && s.kind === 'void') {
          const voided = await voidBet(ctx, { accounts, betKey: open.betKey });
          expect(voided.ok, label).toBe(true);
          played = open.cashPart;
        } else if (open && open.win > 0n) {
          const paid = await payWin(ctx, {
            accounts,
            amount: open.win,
            category: 'LIVE_CASINO',
            gameId: 'crz-0101',
            idempotencyKey: open.winKey,
            betKey: open.betKey,
          });
          expect(paid.ok, label).toBe(true);
          played = cashShare(open.win, open.stake, open.cashPart);
        } else if (open) {
          expect((await settleLoss(ctx, { accounts, betKey: open.betKey })).ok, label).toBe(true);
        }
      } else if (s.kind === 'forfeit') {
        const [row] = await t.db
          .select()
          .from(bonusAssignments)
          .where(
            and(
              eq(bonusAssignments.playerId, playerId),
              eq(bonusAssignments.status, 'ACTIVE'),
              eq(bonusAssignments.vertical, s.live ? 'LIVE_CASINO' : 'CASINO'),
            ),
          );
        if (row) {
          const done = await forfeit(ctx, { playerId, siteId: 6, assignmentId: row.assignmentId });
          // A bonus past its time expires on this call first (the same money rule applies).
          expect(done.ok || done.code === ERRORS.bonusExpired.code, label).toBe(true);
        }
      } else if (s.kind === 'cashback') {
        const campaign = (await findCampaign(t.db, 6, CASHBACK.id))!;
        const claimed = await claimCashback(ctx, { playerId, campaign });
        if (claimed.ok) {
          // Invariant 2, at the claim: the week's cashback within its share of the real-money loss.
          const week = weekOf(now);
          const loss = lossByWeek.get(week) ?? 0n;
          const due = loss > 0n ? (loss * BigInt(CASHBACK.percent)) / 100n : 0n;
          expect(await cashbackPaid(accounts, week), label).toBeLessThanOrEqual(
            due < CASHBACK.cap ? due : CASHBACK.cap,
          );
        }
      } else if (s.kind === 'clock') {
        await ctx.clock.advance(s.hours * HOUR);
      } else {
        const operatorId = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
        const requested = await requestWithdrawal(ctx, {
          accounts,
          amount: s.amount,
          paymentMethod: 'TRUSTLY',
          idempotencyKey: idempotencyKey(playerId, 'withdrawal', `w-${++round}`),
          // The player confirmed the forfeit modal (handlers/payments.ts does the same).
          async check(tx) {
            if ((await stickyBonuses(tx, playerId)).length)
              await forfeitSticky(tx, accounts, operatorId, now);
          },
        });
        if (requested.ok) cash = -s.amount;
      }

      cash += played;
      if (cashbackFrom !== null && now.getTime() >= cashbackFrom && played !== 0n) {
        const week = weekOf(now);
        lossByWeek.set(week, (lossByWeek.get(week) ?? 0n) - played);
      }

      // Invariant 1: MAIN moved by the model's cash, plus conversions of met bonuses and cashback.
      const after = await mainBalance(accounts);
      const now2 = await bonusCash(accounts);
      let fromBonus = 0n;
      for (const [id, row] of now2) {
        if (seen.has(id)) continue;
        fromBonus += row.amount;
        if (row.key.startsWith('cashback:')) continue;
        expect(row.key, label).toMatch(/^bonus-convert:/);
        const [converted] = await t.db
          .select()
          .from(bonusAssignments)
          .where(eq(bonusAssignments.assignmentId, row.key.slice('bonus-convert:'.length)));
        expect(converted?.status, label).toBe('COMPLETED');
        expect(converted!.wagered, label).toBeGreaterThanOrEqual(converted!.wageringRequired);
        expect(converted!.spinsUsed, label).toBeGreaterThanOrEqual(converted!.spins);
      }
      seen = now2;
      expect(after - before, label).toBe(cash + fromBonus);
      expect(await auditLedger(t.db), label).toEqual([]);
      await expectNoStrayBonusMoney(accounts);
    }
  }

  const live = (stake: bigint, multiplier: 0n | 2n | 36n): Step => ({ kind: 'live', stake, multiplier });
  const settle: Step = { kind: 'settle', pick: 0 };
  /** The outside probe's reproductions, played first (then random runs). */
  const PROBES: Array<[bigint, string[], Step[]]> = [
    // A live bonus staked on red and black, forfeited before the ball lands.
    [0n, ['6-live-optin'], [live(200n, 2n), live(200n, 0n), { kind: 'forfeit', live: true }, settle, settle]],
    // ... expired while the round is open.
    [0n, ['6-live-optin'], [live(200n, 2n), live(200n, 0n), { kind: 'clock', hours: 200 }, settle, settle]],
    // ... replaced by the next live bonus.
    [
      0n,
      ['6-live-optin'],
      [
        live(500n, 2n),
        { kind: 'forfeit', live: true },
        { kind: 'claim', campaign: '6-prop-live-sticky' },
        settle,
      ],
    ],
    // A sticky bonus completed while its last round is in flight; a withdrawal forfeits what remains.
    [
      0n,
      ['6-prop-sticky'],
      [
        ...Array.from({ length: 11 }, () => live(500n, 2n)),
        { kind: 'slot', stake: 500n, lose: false },
        settle,
        settle,
        { kind: 'withdraw', amount: 1_000n },
      ],
    ],
    // Cashback after losing a free bonus; then after losing cash.
    [
      1_000n,
      [CASHBACK.id, '6-casino-10'],
      [
        ...Array.from({ length: 4 }, (): Step => ({ kind: 'slot', stake: 500n, lose: true })),
        { kind: 'cashback' },
      ],
    ],
    [
      0n,
      [CASHBACK.id, '6-casino-10'],
      [
        { kind: 'slot', stake: 500n, lose: true },
        { kind: 'slot', stake: 500n, lose: true },
        { kind: 'cashback' },
      ],
    ],
    // Free spins, then a voided live round with bonus money of an active and of a forfeited bonus.
    [
      0n,
      ['6-free-spins', '6-live-optin'],
      [
        ...Array.from({ length: 10 }, (): Step => ({ kind: 'slot', stake: 100n, lose: false })),
        live(200n, 2n),
        { kind: 'void', pick: 0 },
        live(200n, 2n),
        { kind: 'forfeit', live: true },
        { kind: 'void', pick: 0 },
      ],
    ],
  ];

  it('never turns unwagered bonus money into cash, and pays cashback only on real-money losses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0n, 0n, 1_000n, 5_000n),
        fc.subarray([...CAMPAIGNS]),
        fc.array(step, { minLength: 8, maxLength: 36 }),
        (deposit, claims, steps) => play(deposit, claims, steps),
      ),
      { numRuns: RUNS[kind], seed: 20261127, examples: PROBES },
    );
  }, 900_000);
});
