/**
 * The bonus money audit (beside reads.ts `auditLedger`, which runs it): the books can balance while
 * money goes where the rules say it must not, so this checks the rules of bonus/stakes.ts against
 * what the ledger actually posted:
 * - every bet that took money from a BONUS account recorded which bonus it used (`bonus_stakes`,
 *   with the same bonus part);
 * - the result of a bonus stake paid MAIN no more than the stake's cash share: a win at most the
 *   win less its bonus share (`winSplit`), a void at most the stake's cash part;
 * - cash from a bonus (a BONUS-category transaction crediting MAIN) is either a cashback claim
 *   (`cashback_claims`), a tournament prize (`tournament_prizes`) or the conversion of a bonus that ended COMPLETED with its wagering met and
 *   its free spins used: no money reaches the cash wallet from a bonus whose wagering is unmet.
 * Answers the problems found (empty when sound).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { rowsOf } from '../../../kernel/database.ts';

export async function auditBonusMoney(ex: Executor): Promise<string[]> {
  const problems: string[] = [];
  const unrecorded = await ex.execute(sql`
    select t.reference_id::text as id, (-e.amount)::text as bonus, s.bonus::text as recorded
    from ledger_transactions t
    join ledger_entries e on e.reference_id = t.reference_id
    join ledger_accounts a on a.account_id = e.account_id and a.kind = 'BONUS'
    left join bonus_stakes s on s.reference_id = t.reference_id
    where t.type = 'BET' and (s.reference_id is null or s.bonus <> -e.amount)`);
  for (const row of rowsOf(unrecorded)) {
    problems.push(`bet ${row.id}: staked ${row.bonus} of bonus money, recorded ${row.recorded ?? 'nothing'}`);
  }
  const overpaid = await ex.execute(sql`
    select t.reference_id::text as id, t.type, coalesce(m.amount, 0)::text as cash,
      (case when t.type = 'BET_VOID' then s.cash
            else t.amount - t.amount * s.bonus / (s.cash + s.bonus) end)::text as allowed
    from bonus_stakes s
    join ledger_transactions t on t.reference_id = s.settled_by
    join ledger_accounts a on a.player_id = t.player_id and a.kind = 'MAIN'
    left join ledger_entries m on m.reference_id = t.reference_id and m.account_id = a.account_id
    where coalesce(m.amount, 0) > (case when t.type = 'BET_VOID' then s.cash
            else t.amount - t.amount * s.bonus / (s.cash + s.bonus) end)`);
  for (const row of rowsOf(overpaid)) {
    problems.push(
      `${row.type} ${row.id}: paid ${row.cash} into cash, its stake's cash share is ${row.allowed}`,
    );
  }
  const bonusToCash = await ex.execute(sql`
    select t.reference_id::text as id, t.idempotency_key as key, m.amount::text as cash
    from ledger_transactions t
    join ledger_accounts a on a.player_id = t.player_id and a.kind = 'MAIN'
    join ledger_entries m on m.reference_id = t.reference_id and m.account_id = a.account_id
    where t.category = 'BONUS' and m.amount > 0
      and not exists (select 1 from cashback_claims c where c.reference_id = t.reference_id)
      and not exists (select 1 from tournament_prizes p where p.reference_id = t.reference_id and p.amount = m.amount)
      and not exists (
        select 1 from bonus_assignments b
        where t.idempotency_key = 'bonus-convert:' || b.assignment_id::text
          and b.status = 'COMPLETED' and b.wagered >= b.wagering_required and b.spins_used >= b.spins)`);
  for (const row of rowsOf(bonusToCash)) {
    problems.push(`bonus transaction ${row.id} (${row.key}): ${row.cash} into cash without met wagering`);
  }
  return problems;
}
