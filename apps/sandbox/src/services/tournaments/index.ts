/**
 * The tournaments wing (spec 3 §7 "GET /tournament/{a}/{b}/{market}; GET /tournament/public/…";
 * spec 3 §4 trigger "tournament"): a brand's tournaments (definitions.ts), their leaderboards from
 * the ledger, and their prizes paid once at the end.
 *
 * Rules (not shown by the spec; a regulated operator's tournament, as the content's terms say):
 * - Every real-money player of the site takes part (the contract has no opt-in call): a stake
 *   counts when it is the player's own money (the MAIN account's share of a BET, less BET_VOID)
 *   on one of the tournament's games, placed within its window on the sandbox clock. Bonus money
 *   counts for nothing.
 * - One point per 1.00 staked (whole points). Ties go to whoever reached the score first (the
 *   earlier last qualifying stake), then the player id, so the order is stable.
 * - The leaderboard shows the top 10 by alias (first three letters of the first name and `***`),
 *   never a name or an id; a player sees their own rank and score.
 * - At the end (the sandbox clock past `endAt`) the edition is settled: places 1–10 are paid the
 *   configured cash (src/demoTournaments.ts) into MAIN as a WIN of category BONUS, no wagering,
 *   each under the idempotency key `tournament:<site>:<tournament>:<edition>:<rank>`, so settling
 *   twice, or twice at once, pays each prize once, and recorded in `tournament_prizes` in the same
 *   transaction (the bonus money audit's proof that this cash is a prize, not unwagered bonus); a
 *   settlement row then marks the edition final.
 *   Settling runs when the tournaments are read (the edition that ended last) and on a timer
 *   (`watchTournaments`: up to a day of a recurring race's ended editions).
 * - A recurring race (content `repeat`) is read as its current edition: its window, standings and
 *   status are the edition's; each edition pays its own ladder.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactionGames,
  ledgerTransactions,
  players,
  sites,
  tournamentPrizes,
  tournamentSettlements,
} from '../../db/schema.ts';
import { prizeFor } from '../../demoTournaments.ts';
import { bonusMove } from '../bonus/index.ts';
import type { SandboxContext } from '../context.ts';
import { houseAccountId, moneyTransaction, openAccounts } from '../money/ledger/index.ts';
import {
  editionAt,
  finishedEditions,
  tournamentsOf,
  textIn,
  type Edition,
  type TournamentDefinition,
} from './definitions.ts';

export {
  editionAt,
  finishedEditions,
  tournamentsOf,
  type Edition,
  type TournamentDefinition,
} from './definitions.ts';

/** The leaderboard's length. */
export const LEADERBOARD_SIZE = 10;
/** 1 point per 1.00 staked. */
const MINOR_PER_POINT = 100n;

export interface Standing {
  playerId: string;
  rank: number;
  score: number;
  alias: string;
}

/** Every ranked player of the tournament on the site, best first (module header). */
export async function standingsOf(
  ex: Executor,
  siteId: number,
  tournament: Pick<TournamentDefinition, 'gameIds' | 'startAt' | 'endAt'>,
): Promise<Standing[]> {
  const rows = await ex
    .select({
      playerId: ledgerTransactions.playerId,
      firstName: players.firstName,
      staked: sql<string>`sum(-${ledgerEntries.amount})`,
      last: sql<string>`max(${ledgerTransactions.createdAt})`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerTransactionGames, eq(ledgerTransactionGames.referenceId, ledgerTransactions.referenceId))
    .innerJoin(ledgerEntries, eq(ledgerEntries.referenceId, ledgerTransactions.referenceId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId))
    .innerJoin(players, eq(players.playerId, ledgerTransactions.playerId))
    .where(
      and(
        eq(players.siteId, siteId),
        inArray(ledgerTransactions.type, ['BET', 'BET_VOID']),
        eq(ledgerAccounts.kind, 'MAIN'),
        inArray(ledgerTransactionGames.gameId, [...tournament.gameIds]),
        gte(ledgerTransactions.createdAt, tournament.startAt),
        lt(ledgerTransactions.createdAt, tournament.endAt),
      ),
    )
    .groupBy(ledgerTransactions.playerId, players.firstName);
  return rows
    .map((row) => ({
      playerId: row.playerId,
      score: Number(BigInt(row.staked ?? '0') / MINOR_PER_POINT),
      last: new Date(row.last).getTime(),
      alias: aliasOf(row.firstName),
    }))
    .filter((row) => row.score > 0)
    .sort((a, b) => b.score - a.score || a.last - b.last || a.playerId.localeCompare(b.playerId))
    .map((row, index) => ({ playerId: row.playerId, rank: index + 1, score: row.score, alias: row.alias }));
}

/** A player as the leaderboard names them: never a full name or an id. */
function aliasOf(firstName: string | null): string {
  const name = (firstName ?? '').trim();
  return `${name.slice(0, 3) || 'Pla'}***`;
}

export type TournamentStatus = 'UPCOMING' | 'RUNNING' | 'FINISHED';

export const statusAt = (
  tournament: Pick<TournamentDefinition, 'startAt' | 'endAt'>,
  now: Date,
): TournamentStatus =>
  now < tournament.startAt ? 'UPCOMING' : now < tournament.endAt ? 'RUNNING' : 'FINISHED';

/**
 * Settles a finished tournament on a site, once (module header): pays places 1–10 and marks the
 * edition settled. Answers how many prizes this call paid (0 when another call had).
 */
export async function settleTournament(
  ctx: SandboxContext,
  siteId: number,
  tournament: Edition,
): Promise<number> {
  const now = await ctx.clock.now();
  if (statusAt(tournament, now) !== 'FINISHED') return 0;
  const [settled] = await ctx.db
    .select({ siteId: tournamentSettlements.siteId })
    .from(tournamentSettlements)
    .where(
      and(
        eq(tournamentSettlements.siteId, siteId),
        eq(tournamentSettlements.tournamentId, tournament.tournamentId),
        eq(tournamentSettlements.editionStart, tournament.startAt),
      ),
    );
  if (settled) return 0;
  const standings = await standingsOf(ctx.db, siteId, tournament);
  let paid = 0;
  for (const standing of standings) {
    const prize = prizeFor(tournament.prizes, standing.rank);
    if (prize <= 0) continue;
    const accounts = await openAccounts(ctx, standing.playerId);
    if (!accounts) continue;
    const operatorId = await houseAccountId(ctx, 'OPERATOR', accounts.currencyCode);
    const outcome = await moneyTransaction(ctx, standing.playerId, async (tx) => {
      const amount = BigInt(prize) * 100n;
      const moved = await bonusMove(tx, {
        accounts,
        operatorId,
        key: `tournament:${siteId}:${tournament.tournamentId}:${tournament.startAt.toISOString()}:${standing.rank}`,
        type: 'WIN',
        vertical: 'CASINO',
        bonus: 0n,
        main: amount,
        now,
      });
      if (moved) {
        await tx.insert(tournamentPrizes).values({
          referenceId: moved.referenceId,
          siteId,
          tournamentId: tournament.tournamentId,
          editionStart: tournament.startAt,
          rank: standing.rank,
          playerId: standing.playerId,
          amount,
          createdAt: now,
        });
      }
      return { paid: moved !== null, moved: moved !== null };
    });
    if (outcome.ok && outcome.paid) paid += 1;
  }
  await ctx.db
    .insert(tournamentSettlements)
    .values({
      siteId,
      tournamentId: tournament.tournamentId,
      editionStart: tournament.startAt,
      prizesPaid: standings.filter((standing) => prizeFor(tournament.prizes, standing.rank) > 0).length,
      settledAt: now,
    })
    .onConflictDoNothing();
  return paid;
}

export interface TournamentView {
  tournamentId: string;
  name: string;
  description: string;
  status: TournamentStatus;
  startAt: string;
  endAt: string;
  prizePool: string | null;
  currencyCode: string;
  gameIds: string[];
  leaderboard: { rank: number; playerAlias: string; score: number }[];
  player?: { optedIn: boolean; rank: number | null; score: number };
}

/**
 * The site's tournaments in a market and language, settling the finished ones first; with a
 * player, their standing in each.
 */
export async function tournamentsFor(
  ctx: SandboxContext,
  input: {
    siteId: number;
    brandId: string;
    market: string;
    language: string;
    player?: { playerId: string; currencyCode: string };
  },
): Promise<TournamentView[]> {
  const now = await ctx.clock.now();
  const market = input.market.toUpperCase();
  const shown = tournamentsOf(input.brandId).filter(
    (tournament) => tournament.marketIds.length === 0 || tournament.marketIds.includes(market),
  );
  const views: TournamentView[] = [];
  for (const tournament of shown) {
    // The edition that ended last is settled before it is read (the timer settles older ones).
    for (const ended of finishedEditions(tournament, now, 1))
      await settleTournament(ctx, input.siteId, ended);
    const edition = editionAt(tournament, now);
    const standings = await standingsOf(ctx.db, input.siteId, edition);
    const mine = input.player
      ? standings.find((standing) => standing.playerId === input.player!.playerId)
      : undefined;
    views.push({
      tournamentId: tournament.tournamentId,
      name: textIn(tournament.title, input.language),
      description: textIn(tournament.summary, input.language),
      status: statusAt(edition, now),
      startAt: edition.startAt.toISOString(),
      endAt: edition.endAt.toISOString(),
      prizePool: tournament.prizePool === null ? null : tournament.prizePool.toFixed(2),
      currencyCode: input.player?.currencyCode ?? 'EUR',
      gameIds: [...tournament.gameIds],
      leaderboard: standings
        .slice(0, LEADERBOARD_SIZE)
        .map((standing) => ({ rank: standing.rank, playerAlias: standing.alias, score: standing.score })),
      ...(input.player
        ? { player: { optedIn: true, rank: mine?.rank ?? null, score: mine?.score ?? 0 } }
        : {}),
    });
  }
  return views;
}

/** How many of a recurring race's ended editions the timer looks back at (a day of hourly ones). */
const SETTLE_BACKLOG = 24;

/** Settles every site's finished tournaments and editions (the timer's work). */
export async function settleAll(ctx: SandboxContext): Promise<number> {
  const now = await ctx.clock.now();
  let paid = 0;
  for (const site of await ctx.db.select({ siteId: sites.siteId, brandId: sites.brandId }).from(sites)) {
    for (const tournament of tournamentsOf(site.brandId)) {
      for (const edition of finishedEditions(tournament, now, SETTLE_BACKLOG))
        paid += await settleTournament(ctx, site.siteId, edition);
    }
  }
  return paid;
}

/** Settles finished tournaments every `intervalMs` (src/main.ts); answers how to stop. */
export function watchTournaments(ctx: SandboxContext, intervalMs = 30_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleAll(ctx)
      .catch((error: unknown) => console.error(`[sandbox] tournament settlement failed: ${String(error)}`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
