/**
 * Bets and wins on the ledger (core.ts holds the accounts, posting and locking order): a stake
 * moves MAIN → OPERATOR, a win OPERATOR → MAIN, each one SUCCESS transaction keyed for
 * idempotency, with the game played kept beside it (ledger_transaction_games). Before a bet moves
 * anything, the player must be allowed to gamble now and the bet's session still open
 * (playerBlock.ts `gamblingBlock`, the sign-in's rule), checked under the cash lock.
 *
 * Bonuses (ledger/bonus.ts, rules in services/bonusRules.ts): a stake is taken from MAIN first and
 * only what MAIN lacks from the BONUS account of the bet's vertical while a bonus is active there;
 * the stake counts towards that bonus's wagering (by the game's contribution) and completing it
 * converts the bonus in the same transaction. A win pays the bonus share of its bet (`betKey`)
 * back into the BONUS account while that bonus is still active, the rest into MAIN.
 */
import type { Transaction as DbTransaction } from '../../db/database.ts';
import { ledgerTransactionGames } from '../../db/schema.ts';
import type { Outcome } from '../../kernel/outcomes.ts';
import type { SandboxContext } from '../context.ts';
import { gamblingBlock } from '../playerBlock.ts';
import { stakeWithBonus, winShares } from './bonus.ts';
import {
  MoneyRefusal,
  byKey,
  houseAccountId,
  insertOnce,
  lockCash,
  moneyTransaction,
  post,
  setBalanceAfter,
  type PlayerAccounts,
  type TransactionCategory,
  type TransactionRow,
} from './core.ts';

export interface GameMoveInput {
  accounts: PlayerAccounts;
  amount: bigint;
  category: Extract<TransactionCategory, 'CASINO' | 'LIVE_CASINO' | 'SPORTS' | 'VIRTUAL_SPORTS'>;
  idempotencyKey: string;
  /** The game played: kept beside a BET or WIN (ledger_transaction_games) for last played games, winners, jackpots. */
  gameId?: string | null;
  /** Runs after the player's cash is locked, for a new move only (a retry answers the first): the spend limit. */
  check?: (tx: DbTransaction, now: Date) => Promise<void>;
  /** A win: the idempotency key of its bet, whose bonus share the win follows. */
  betKey?: string | null;
}

export interface BetInput extends GameMoveInput {
  /**
   * The player API session the bet is made in (a real game session carries it), or null for a
   * bet no session makes: the bet is refused once that session has ended (playerBlock.ts).
   */
  sessionId: string | null;
}

async function gameMove(
  ctx: SandboxContext,
  type: 'BET' | 'WIN',
  input: GameMoveInput & { sessionId?: string | null },
): Promise<Outcome<{ transaction: TransactionRow; replayed: boolean }>> {
  const now = await ctx.clock.now();
  const { accounts } = input;
  const operator = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
  const signed = type === 'BET' ? -input.amount : input.amount;
  return moneyTransaction(ctx, accounts.playerId, async (tx) => {
    const cash = await lockCash(tx, accounts);
    const replay = await byKey(tx, input.idempotencyKey);
    if (replay) return { transaction: replay, replayed: true, moved: false };
    if (type === 'BET') {
      // Every real-money bet, whatever places it: may this player gamble now?
      const blocked = await gamblingBlock(
        tx,
        { playerId: accounts.playerId, sessionId: input.sessionId ?? null },
        now,
      );
      if (blocked) throw new MoneyRefusal(blocked.code, blocked.message);
    }
    await input.check?.(tx, now);
    const split =
      type === 'BET'
        ? await stakeWithBonus(tx, {
            accounts,
            operatorId: operator,
            main: cash.main,
            amount: input.amount,
            category: input.category,
            gameId: input.gameId ?? null,
            now,
          })
        : null;
    const shares =
      type === 'WIN'
        ? await winShares(tx, {
            accounts,
            amount: input.amount,
            category: input.category,
            betKey: input.betKey,
          })
        : null;
    const inserted = await insertOnce(
      tx,
      {
        playerId: accounts.playerId,
        idempotencyKey: input.idempotencyKey,
        type,
        category: input.category,
        status: 'SUCCESS',
        amount: signed,
        currencyCode: accounts.currencyCode,
        walletId: accounts.main.accountId,
        balanceAfter: 0n,
      },
      now,
    );
    if ('existing' in inserted) return { transaction: inserted.existing, replayed: true, moved: false };
    if (input.gameId) {
      await tx
        .insert(ledgerTransactionGames)
        .values({ referenceId: inserted.created.referenceId, gameId: input.gameId });
    }
    const balances = await post(
      tx,
      inserted.created.referenceId,
      'SETTLE',
      [
        { accountId: accounts.main.accountId, amount: split ? -split.cash : shares!.toMain, player: true },
        {
          accountId: accounts.bonus[(split ?? shares)!.vertical].accountId,
          amount: split ? -split.bonus : shares!.toBonus,
          player: true,
        },
        { accountId: operator, amount: -signed, player: false },
      ].filter((leg) => leg.amount !== 0n),
      now,
    );
    await split?.complete();
    const after = balances.get(accounts.main.accountId) ?? cash.main;
    await setBalanceAfter(tx, inserted.created.referenceId, after);
    return { transaction: { ...inserted.created, balanceAfter: after }, replayed: false, moved: true };
  });
}

/**
 * A stake: MAIN → OPERATOR; refused when the player may not gamble now or the bet's session has
 * ended (`gamblingBlock`), NOT_ENOUGH_FUNDS below 0; idempotent by key.
 */
export const placeBet = (ctx: SandboxContext, input: BetInput) => gameMove(ctx, 'BET', input);
/** A win: OPERATOR → MAIN; idempotent by key. */
export const payWin = (ctx: SandboxContext, input: GameMoveInput) => gameMove(ctx, 'WIN', input);
