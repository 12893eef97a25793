/**
 * The bonus engine's arithmetic, pure (the bonus wing's stakes.ts, moves.ts, claims.ts and cashback.ts
 * use it; the property tests in rules.test.ts check it). Amounts are bigint minor units; every division
 * rounds down, in the house's favour by at most one cent, and never creates money.
 *
 * The rules a regulated operator follows (UKGC "fair and transparent terms", MGA player protection):
 * - Stake order: cash first. A stake is taken from MAIN; only what MAIN lacks comes from the BONUS
 *   account of the bet's vertical, and only while a bonus is ACTIVE there. Cash is never locked by
 *   a bonus and stays withdrawable.
 * - Winnings follow the stake: the share of a win matching the bonus share of its stake goes back
 *   to the bonus the stake came from while that bonus is active (forfeited once it has ended,
 *   never cash: stakes.ts), the rest to MAIN.
 * - Wagering: every real-money stake in the bonus's vertical while it is active counts, weighted by
 *   the game's contribution: slots (CASINO) 100 %, live casino and table games 10 %, sports 100 %,
 *   a campaign's excluded games 0 %, a campaign may set a game's percent.
 * - Requirement: bonus × wrMultiplier (for free spins: their winnings × wrMultiplier).
 * - Conversion when the requirement is met: non-sticky turns the whole BONUS balance into cash;
 *   sticky keeps the bonus itself (it goes back to the house) and turns only what it made (the
 *   balance above the granted amount) into cash.
 * - Forfeit and expiry remove the BONUS balance of the vertical (the bonus and the winnings of its
 *   stakes); cash, including winnings of cash stakes, is never taken.
 * - Deposit match: deposit × percent / 100, at most maxAmount.
 * - Cashback: percent of the real-money net loss (cash staked − cash won, booster games' counted
 *   twice; cashback.ts) in the period, at most maxAmount, less what the period already paid;
 *   nothing when the player is ahead.
 */

export function percentOf(amount: bigint, percent: number): bigint {
  if (amount <= 0n || percent <= 0) return 0n;
  return (amount * BigInt(Math.round(percent * 100))) / 10_000n;
}

/** Cash first: what of a stake comes from MAIN and from the bonus; null when both together lack it. */
export function stakeSplit(
  stake: bigint,
  main: bigint,
  bonusBalance: bigint,
): { cash: bigint; bonus: bigint } | null {
  const cash = stake <= main ? stake : main < 0n ? 0n : main;
  const bonus = stake - cash;
  if (bonus > bonusBalance) return null;
  return { cash, bonus };
}

/** What a stake adds to wagering at a contribution percent (0–100). */
export function wageringCredit(stake: bigint, contributionPercent: number): bigint {
  return percentOf(stake, Math.min(100, Math.max(0, contributionPercent)));
}

/** A win's shares: to the bonus as the stake's bonus share, the rest to cash. */
export function winSplit(
  win: bigint,
  stake: bigint,
  bonusStake: bigint,
): { toBonus: bigint; toMain: bigint } {
  if (stake <= 0n || bonusStake <= 0n) return { toBonus: 0n, toMain: win };
  const toBonus = (win * (bonusStake > stake ? stake : bonusStake)) / stake;
  return { toBonus, toMain: win - toBonus };
}

/** The move when wagering completes: to MAIN and back to the house, summing to the balance. */
export function conversion(
  sticky: boolean,
  balance: bigint,
  granted: bigint,
): { toMain: bigint; toHouse: bigint } {
  if (balance <= 0n) return { toMain: 0n, toHouse: 0n };
  if (!sticky) return { toMain: balance, toHouse: 0n };
  const toHouse = granted < balance ? (granted < 0n ? 0n : granted) : balance;
  return { toMain: balance - toHouse, toHouse };
}

/** A deposit match: percent of the deposit, at most maxAmount (null: no cap). */
export function depositMatch(deposit: bigint, percent: number, maxAmount: bigint | null): bigint {
  const match = percentOf(deposit, percent);
  return maxAmount !== null && match > maxAmount ? maxAmount : match;
}

/** Cashback of a period: percent of the net loss, capped, less what the period already paid. */
export function cashbackDue(
  netLoss: bigint,
  percent: number,
  maxAmount: bigint | null,
  alreadyPaid: bigint,
): { accrued: bigint; claimable: bigint } {
  let accrued = netLoss > 0n ? percentOf(netLoss, percent) : 0n;
  if (maxAmount !== null && accrued > maxAmount) accrued = maxAmount;
  const claimable = accrued - alreadyPaid;
  return { accrued, claimable: claimable > 0n ? claimable : 0n };
}

const DAY = 86_400_000;

/**
 * The cashback period holding `now` (UTC): INSTANT and TIMEFRAME run from the activation (or the
 * campaign's start) to the campaign's end; DAILY a UTC day; WEEKLY Monday to Monday; SPECIFIC_DAY
 * the last (or current) given weekday.
 */
export function cashbackPeriod(
  period: 'INSTANT' | 'DAILY' | 'WEEKLY' | 'TIMEFRAME' | 'SPECIFIC_DAY',
  now: Date,
  from: Date,
  end: Date | null,
  day = 1,
): { start: Date; end: Date | null } {
  const midnight = Math.floor(now.getTime() / DAY) * DAY;
  switch (period) {
    case 'DAILY':
      return { start: new Date(midnight), end: new Date(midnight + DAY) };
    case 'WEEKLY': {
      const weekday = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0
      const start = midnight - weekday * DAY;
      return { start: new Date(start), end: new Date(start + 7 * DAY) };
    }
    case 'SPECIFIC_DAY': {
      const back = (new Date(midnight).getUTCDay() - day + 7) % 7;
      const start = midnight - back * DAY;
      return { start: new Date(start), end: new Date(start + DAY) };
    }
    default:
      return { start: from, end };
  }
}
