/**
 * Bonus money under concurrent requests, over HTTP, on PGlite and PostgreSQL (PGlite runs one
 * transaction at a time, so the PostgreSQL half proves the locking): parallel claims of one reward,
 * a claim racing a forfeit, and parallel cashback claims move money once, and the ledger audit
 * stays clean.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestDatabase } from '../../test/databases.ts';
import { useMoneyApi } from '../../test/money.ts';
import { bonusAssignments, ledgerTransactions } from '../db/schema.ts';
import { findAccounts, idempotencyKey, placeBet } from '../services/money/index.ts';

describe.each(DATABASE_KINDS)('bonus claims under concurrent requests on %s', (kind) => {
  const t = useTestDatabase(kind);
  const { session, call, cash, playerId, expectSoundLedger } = useMoneyApi(t);

  async function bonusMoves(id: string) {
    return t.db
      .select({
        type: ledgerTransactions.type,
        amount: ledgerTransactions.amount,
        key: ledgerTransactions.idempotencyKey,
      })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.playerId, id), eq(ledgerTransactions.category, 'BONUS')));
  }

  it('grants a reward claimed 12 times at once exactly once', async () => {
    const { api, tokens } = await session('limits@demo.test');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(tokens, 'POST', '/v1/bonus/rewards/6-casino-10/claim')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe('error.bonus.already_claimed');
    }
    expect(cash(await api.wallet()).bonus).toContain('CASINO 10.00');
    expect(await bonusMoves(await playerId('limits@demo.test'))).toHaveLength(1);
    await expectSoundLedger();
  });

  it('moves money once when claims race forfeits of the active bonus', async () => {
    const { api, tokens } = await session('player@demo.test');
    const first = await call(tokens, 'POST', '/v1/bonus/rewards/6-casino-10/claim');
    const assignmentId = (first.json.reward as { assignmentId: string }).assignmentId;
    const forfeit = () =>
      call(tokens, 'PUT', `/v1/bonus/assignments/${assignmentId}`, {
        state: 'FORFEITED',
        wageringAmount: '0.00',
        wageringProgress: 0,
      });
    const claim = () => call(tokens, 'POST', '/v1/bonus/freespin/campaign/6-free-spins/claim');
    const answers = await Promise.all([forfeit(), claim(), forfeit(), claim(), forfeit(), claim()]);
    const forfeits = [answers[0]!, answers[2]!, answers[4]!];
    const claims = [answers[1]!, answers[3]!, answers[5]!];
    expect(forfeits.filter((a) => a.status === 200)).toHaveLength(1);
    expect(claims.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    for (const answer of claims.filter((a) => a.status !== 200)) {
      expect(['error.bonus.active_bonus_same_vertical', 'error.bonus.already_claimed']).toContain(
        answer.json.code,
      );
    }
    const id = await playerId('player@demo.test');
    const moves = await bonusMoves(id);
    expect(moves.filter((move) => move.type === 'FORFEIT')).toHaveLength(1);
    expect(moves.filter((move) => move.key.startsWith('bonus-grant:'))).toHaveLength(1);
    const assignments = await t.db.select().from(bonusAssignments).where(eq(bonusAssignments.playerId, id));
    expect(assignments.filter((row) => row.status === 'ACTIVE').length).toBeLessThanOrEqual(1);
    expect(cash(await api.wallet()).bonus).toContain('CASINO 0.00');
    await expectSoundLedger();
  });

  it('pays a cashback claimed 10 times at once into MAIN once', async () => {
    const { api, tokens } = await session('account@demo.test');
    await call(tokens, 'POST', '/v1/bonus/cashback/6-weekly-cashback/activate');
    const id = await playerId('account@demo.test');
    const accounts = (await findAccounts(t.db, id))!;
    const placed = await placeBet(t.ctx, {
      accounts,
      amount: 5_000n,
      category: 'CASINO',
      idempotencyKey: idempotencyKey(id, 'game-bet', 'cashback-race'),
      sessionId: null,
    });
    expect(placed.ok).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(tokens, 'POST', '/v1/bonus/cashback/6-weekly-cashback/claim')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.find((answer) => answer.status === 200)!.json).toMatchObject({ claimed: '5.00' });
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.json.code).toBe('error.cashback.nothing_to_claim');
    }
    expect(cash(await api.wallet()).main).toBe('55.00');
    await expectSoundLedger();
  });
});
