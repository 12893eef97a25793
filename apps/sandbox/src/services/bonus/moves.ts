/**
 * The money side of bonuses: a bonus lives in the BONUS account of its vertical while its
 * assignment is ACTIVE; granting, cashback and conversion are WIN transactions of category BONUS,
 * forfeit and expiry FORFEIT ones, all against the OPERATOR account and keyed by assignment so a
 * step moves money once. Every function here runs inside a money transaction that has already
 * locked the player's cash (money/ledger/core.ts `lockCash`): all bonus work of one player queues
 * on that lock, so a claim racing a claim or a forfeit sees the other's commit and moves nothing
 * twice. The assignment row leaves ACTIVE by a conditional update, which is the second guard. The
 * rule of which money a stake uses is in stakes.ts, the arithmetic in rules.ts.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Transaction as DbTransaction } from '../../db/database.ts';
import {
  bonusAssignments,
  bonusCampaigns,
  ledgerAccounts,
  ledgerTransactions,
  type AssignmentStatus,
  type BonusVertical,
} from '../../db/schema.ts';
import { conversion } from './rules.ts';
import { insertOnce, post, type PlayerAccounts, type TransactionRow } from '../money/ledger/index.ts';

export type AssignmentRow = typeof bonusAssignments.$inferSelect;
export type CampaignRow = typeof bonusCampaigns.$inferSelect;

export async function bonusBalance(tx: DbTransaction, accounts: PlayerAccounts, vertical: BonusVertical) {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.accountId, accounts.bonus[vertical].accountId));
  return row?.balance ?? 0n;
}

/** The ACTIVE money bonus of a vertical with its campaign, locked. */
export async function activeBonus(
  tx: DbTransaction,
  playerId: string,
  vertical: BonusVertical,
): Promise<{ assignment: AssignmentRow; campaign: CampaignRow } | null> {
  const [row] = await tx
    .select({ assignment: bonusAssignments, campaign: bonusCampaigns })
    .from(bonusAssignments)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.campaignId, bonusAssignments.campaignId))
    .where(
      and(
        eq(bonusAssignments.playerId, playerId),
        eq(bonusAssignments.vertical, vertical),
        eq(bonusAssignments.status, 'ACTIVE'),
      ),
    )
    .for('update', { of: bonusAssignments });
  return row ?? null;
}

export interface BonusMove {
  accounts: PlayerAccounts;
  operatorId: string;
  key: string;
  type: 'WIN' | 'FORFEIT';
  vertical: BonusVertical;
  /** Signed change of the BONUS account of the vertical. */
  bonus: bigint;
  /** Signed change of MAIN. */
  main: bigint;
  now: Date;
}

/** One bonus transaction (the OPERATOR balances it); null when its key already moved or nothing moves. */
export async function bonusMove(tx: DbTransaction, move: BonusMove): Promise<TransactionRow | null> {
  const { accounts } = move;
  const bonusAccount = accounts.bonus[move.vertical].accountId;
  const inserted = await insertOnce(
    tx,
    {
      playerId: accounts.playerId,
      idempotencyKey: move.key,
      type: move.type,
      category: 'BONUS',
      status: 'SUCCESS',
      amount: move.bonus + move.main,
      currencyCode: accounts.currencyCode,
      walletId: move.main !== 0n ? accounts.main.accountId : bonusAccount,
      balanceAfter: 0n,
    },
    move.now,
  );
  if ('existing' in inserted) return null;
  const legs = [
    { accountId: bonusAccount, amount: move.bonus, player: true },
    { accountId: accounts.main.accountId, amount: move.main, player: true },
    { accountId: move.operatorId, amount: -(move.bonus + move.main), player: false },
  ].filter((leg) => leg.amount !== 0n);
  if (legs.length === 0) return inserted.created;
  const balances = await post(tx, inserted.created.referenceId, 'SETTLE', legs, move.now);
  const after = balances.get(inserted.created.walletId) ?? 0n;
  await tx
    .update(ledgerTransactions)
    .set({ balanceAfter: after })
    .where(eq(ledgerTransactions.referenceId, inserted.created.referenceId));
  return { ...inserted.created, balanceAfter: after };
}

/** Puts a granted bonus into the BONUS account (the assignment must be ACTIVE and new to money). */
export async function creditBonus(
  tx: DbTransaction,
  input: { accounts: PlayerAccounts; operatorId: string; assignment: AssignmentRow; now: Date },
): Promise<void> {
  const { assignment } = input;
  if (!assignment.vertical || assignment.bonusAmount <= 0n) return;
  await bonusMove(tx, {
    accounts: input.accounts,
    operatorId: input.operatorId,
    key: `bonus-grant:${assignment.assignmentId}`,
    type: 'WIN',
    vertical: assignment.vertical,
    bonus: assignment.bonusAmount,
    main: 0n,
    now: input.now,
  });
}

/**
 * Ends an ACTIVE money bonus, once: FORFEITED or EXPIRED remove the BONUS balance; COMPLETED
 * converts it (sticky keeps the bonus itself). Answers the ended row, or null when it was not
 * ACTIVE any more (a forfeit racing a completion or another forfeit).
 */
export async function endBonus(
  tx: DbTransaction,
  input: {
    accounts: PlayerAccounts;
    operatorId: string;
    assignmentId: string;
    outcome: Extract<AssignmentStatus, 'FORFEITED' | 'EXPIRED' | 'COMPLETED'>;
    now: Date;
  },
): Promise<AssignmentRow | null> {
  const [ended] = await tx
    .update(bonusAssignments)
    .set({ status: input.outcome, endedAt: input.now })
    .where(and(eq(bonusAssignments.assignmentId, input.assignmentId), eq(bonusAssignments.status, 'ACTIVE')))
    .returning();
  if (!ended) return null;
  if (!ended.vertical) return ended;
  const [campaign] = await tx
    .select()
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.campaignId, ended.campaignId));
  const balance = await bonusBalance(tx, input.accounts, ended.vertical);
  if (balance > 0n) {
    if (input.outcome === 'COMPLETED') {
      const { toMain } = conversion(campaign?.sticky ?? true, balance, ended.bonusAmount);
      await bonusMove(tx, {
        accounts: input.accounts,
        operatorId: input.operatorId,
        key: `bonus-convert:${ended.assignmentId}`,
        type: 'WIN',
        vertical: ended.vertical,
        bonus: -balance,
        main: toMain,
        now: input.now,
      });
    } else {
      await bonusMove(tx, {
        accounts: input.accounts,
        operatorId: input.operatorId,
        key: `bonus-${input.outcome.toLowerCase()}:${ended.assignmentId}`,
        type: 'FORFEIT',
        vertical: ended.vertical,
        bonus: -balance,
        main: 0n,
        now: input.now,
      });
    }
  }
  return ended;
}

/** Expires the player's ACTIVE bonuses whose time has run out on the sandbox clock (and queued ones). */
export async function expireDue(
  tx: DbTransaction,
  accounts: PlayerAccounts,
  operatorId: string,
  now: Date,
): Promise<number> {
  const due = await tx
    .select({
      id: bonusAssignments.assignmentId,
      status: bonusAssignments.status,
      met: sql<boolean>`${bonusAssignments.wagered} >= ${bonusAssignments.wageringRequired} and ${bonusAssignments.spinsUsed} >= ${bonusAssignments.spins}`,
    })
    .from(bonusAssignments)
    .where(
      and(
        eq(bonusAssignments.playerId, accounts.playerId),
        inArray(bonusAssignments.status, ['ACTIVE', 'QUEUED']),
        lte(bonusAssignments.expiresAt, now),
      ),
    );
  let ended = 0;
  for (const row of due) {
    if (row.status === 'QUEUED') {
      await tx
        .update(bonusAssignments)
        .set({ status: 'EXPIRED', endedAt: now })
        .where(and(eq(bonusAssignments.assignmentId, row.id), eq(bonusAssignments.status, 'QUEUED')));
      ended++;
    } else {
      // Wagering met, waiting for a round in flight: it converts rather than expires.
      const outcome = row.met ? 'COMPLETED' : 'EXPIRED';
      if (await endBonus(tx, { accounts, operatorId, assignmentId: row.id, outcome, now })) ended++;
    }
  }
  return ended;
}
