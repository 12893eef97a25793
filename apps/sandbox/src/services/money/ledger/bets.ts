/**
 * Bets and wins on the ledger (core.ts holds the accounts, posting and locking order): a stake
 * moves MAIN → OPERATOR, a win OPERATOR → MAIN, each one SUCCESS transaction keyed for
 * idempotency, with the game played kept beside it (ledger_transaction_games). Before a bet moves
 * anything, the player must be allowed to gamble now and the bet's session still open
 * (identity/playerBlock.ts `gamblingBlock`, the sign-in's rule), checked under the cash lock.
 *
 * Bonuses (bonus/stakes.ts, whose header holds the rule; arithmetic in bonus/rules.ts): a
 * stake is taken from MAIN first and only what MAIN lacks from the BONUS account of the bet's
 * vertical while a bonus is active there; the stake remembers which money it used and counts
 * towards that bonus's wagering. Every round settles: a win (`payWin`, naming its bet), a loss
 * (`settleLoss`) or a void (`voidBet`, a BET_VOID refunding the stake); its result follows the
 * stake's money: the bonus share back to that bonus while it is ACTIVE, else forfeited, never cash.
 * A bonus whose wagering is met converts when its last bonus-funded round has settled.
 */
import { and, eq } from 'drizzle-orm';
import { ERRORS } from '@casino/player-api';
import type { Transaction as DbTransaction } from '../../../db/database.ts';
import { bonusStakes, ledgerTransactionGames, ledgerTransactions } from '../../../db/schema.ts';
import type { Outcome } from '../../../kernel/outcomes.ts';
import type { SandboxContext } from '../../context.ts';
import { gamblingBlock } from '../../identity/index.ts';
import { settleLosingStake, settlement, stakeWithBonus } from '../../bonus/index.ts';
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
}

export interface WinInput extends GameMoveInput {
  /** The idempotency key of the bet this win settles: the win follows that stake's money. */
  betKey: string;
}

export interface BetInput extends GameMoveInput {
  /**
   * The player API session the bet is made in (a real game session carries it), or null for a
   * bet no session makes: the bet is refused once that session has ended (identity/playerBlock.ts).
   */
  sessionId: string | null;
}

async function gameMove(
  ctx: SandboxContext,
  type: 'BET' | 'WIN',
  input: GameMoveInput & { sessionId?: string | null; betKey?: string },
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
        ? await settlement(tx, {
            accounts,
            operatorId: operator,
            amount: input.amount,
            category: input.category,
            betKey: input.betKey!,
            refund: false,
            now,
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
    await split?.record(inserted.created.referenceId);
    await shares?.close(inserted.created.referenceId);
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
/** A win: OPERATOR → MAIN (and the bonus share of its bet, bonus/stakes.ts); idempotent by key. */
export const payWin = (ctx: SandboxContext, input: WinInput) => gameMove(ctx, 'WIN', input);

/**
 * A losing round's settlement: nothing is paid, but a bonus stake in it closes and its bonus
 * converts when the wagering is met and nothing else of it is in flight. Cheap for a bet placed
 * without a bonus (one read, no transaction).
 */
export async function settleLoss(
  ctx: SandboxContext,
  input: { accounts: PlayerAccounts; betKey: string },
): Promise<Outcome<{ converted: boolean }>> {
  const [open] = await ctx.db
    .select({ id: bonusStakes.referenceId })
    .from(bonusStakes)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.referenceId, bonusStakes.referenceId))
    .where(and(eq(ledgerTransactions.idempotencyKey, input.betKey), eq(bonusStakes.status, 'OPEN')));
  if (!open) return { ok: true, converted: false };
  const now = await ctx.clock.now();
  const operatorId = await houseAccountId(ctx, 'OPERATOR', input.accounts.currencyCode);
  return moneyTransaction(ctx, input.accounts.playerId, async (tx) => {
    await lockCash(tx, input.accounts);
    const converted = await settleLosingStake(tx, {
      accounts: input.accounts,
      operatorId,
      betKey: input.betKey,
      now,
    });
    return { converted, moved: converted };
  });
}

/**
 * Voids a bet whose round was cancelled (BET_VOID, OPERATOR → the stake's money): the cash part
 * back to MAIN, the bonus part back to its bonus while that is ACTIVE (its wagering credit taken
 * back), else forfeited. Once per bet (the void's key is the bet's); a bonus stake already settled
 * answers `error.bet.settled` (409), an unknown bet `error.not_found`. Like a provider's rollback,
 * the caller voids only a round that has not paid out.
 */
export async function voidBet(
  ctx: SandboxContext,
  input: { accounts: PlayerAccounts; betKey: string },
): Promise<Outcome<{ transaction: TransactionRow; replayed: boolean }>> {
  const now = await ctx.clock.now();
  const { accounts } = input;
  const operator = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
  return moneyTransaction(ctx, accounts.playerId, async (tx) => {
    const cash = await lockCash(tx, accounts);
    const bet = await byKey(tx, input.betKey);
    if (!bet || bet.type !== 'BET' || bet.playerId !== accounts.playerId) {
      throw new MoneyRefusal(ERRORS.notFound.code, 'No such bet');
    }
    const key = `${accounts.playerId}:bet-void:${bet.referenceId}`;
    const replay = await byKey(tx, key);
    if (replay) return { transaction: replay, replayed: true, moved: false };
    const stake = -bet.amount;
    const shares = await settlement(tx, {
      accounts,
      operatorId: operator,
      amount: stake,
      category: bet.category,
      betKey: input.betKey,
      refund: true,
      now,
    });
    const inserted = await insertOnce(
      tx,
      {
        playerId: accounts.playerId,
        idempotencyKey: key,
        type: 'BET_VOID',
        category: bet.category as TransactionCategory,
        status: 'SUCCESS',
        amount: stake,
        currencyCode: accounts.currencyCode,
        walletId: accounts.main.accountId,
        balanceAfter: 0n,
      },
      now,
    );
    if ('existing' in inserted) return { transaction: inserted.existing, replayed: true, moved: false };
    const balances = await post(
      tx,
      inserted.created.referenceId,
      'SETTLE',
      [
        { accountId: accounts.main.accountId, amount: shares.toMain, player: true },
        { accountId: accounts.bonus[shares.vertical].accountId, amount: shares.toBonus, player: true },
        { accountId: operator, amount: -stake, player: false },
      ].filter((leg) => leg.amount !== 0n),
      now,
    );
    await shares.close(inserted.created.referenceId);
    const after = balances.get(accounts.main.accountId) ?? cash.main;
    await setBalanceAfter(tx, inserted.created.referenceId, after);
    return { transaction: { ...inserted.created, balanceAfter: after }, replayed: false, moved: true };
  });
}
