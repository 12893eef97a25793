/**
 * Player state as the site reads it, in the contract's shapes (packages/player-api calls/player.ts):
 * the profile with every field of spec 1 §3 "Player profile fields read" (and spec 2 §3), access
 * details and context, the terms version (spec 1 §4 "Terms"), the login history (spec 2 §7
 * "Login history"), and the transaction summary.
 */
import { and, desc, eq } from 'drizzle-orm';
import { marketForCountry } from '@casino/domain';
import type { z } from 'zod';
import {
  fromMinorUnits,
  kycStatus,
  playerStatus,
  type PlayerProfile as ApiPlayerProfile,
} from '@casino/player-api';
import { activityLog, players, sites, type PlayerRow } from '../../db/schema.ts';
import { UNKNOWN_COUNTRY, locate } from '../../geo.ts';
import type { SandboxContext } from '../context.ts';
import { totals } from '../money/ledger/index.ts';

/** The terms version players must have accepted; below it the site sends them to accept (spec 1 §2). */
export const CURRENT_TERMS_VERSION = 2;

/** The spec's player status and verification level values, as the contract defines them (spec 1 §4). */
export const PLAYER_STATUSES = playerStatus.options;
export type PlayerStatus = z.infer<typeof playerStatus>;
export const VERIFICATION_LEVELS = kycStatus.options;
export type VerificationLevel = z.infer<typeof kycStatus>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findPlayer(ctx: SandboxContext, playerId: string): Promise<PlayerRow | null> {
  const [row] = await ctx.db.select().from(players).where(eq(players.playerId, playerId));
  return row ?? null;
}

export async function findPlayerByEmail(
  ctx: SandboxContext,
  siteId: number,
  email: string,
): Promise<PlayerRow | null> {
  const [row] = await ctx.db
    .select()
    .from(players)
    .where(and(eq(players.siteId, siteId), eq(players.email, normaliseEmail(email))));
  return row ?? null;
}

export type PlayerProfile = ApiPlayerProfile;

/** The profile as the contract's `playerProfile` answers it. */
export function toProfile(row: PlayerRow): PlayerProfile {
  return {
    playerId: row.playerId,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email,
    personid: row.personId,
    currencyCode: row.currencyCode,
    countryCode: row.countryCode,
    languageCode: row.languageCode,
    dateOfBirth: row.dateOfBirth,
    phonePrefix: row.phonePrefix,
    phoneBody: row.phoneBody,
    address:
      row.address && row.city && row.postalCode
        ? { address: row.address, city: row.city, postalCode: row.postalCode, countryCode: row.countryCode }
        : null,
    provinceCode: row.provinceCode,
    status: row.status as PlayerStatus,
    kycStatus: row.kycStatus as VerificationLevel,
    requestDocumentTypeStatus: row.requestDocumentTypeStatus,
    eddQuestionnaire: row.eddQuestionnaire,
    // True until the player signs in a second time.
    firstLogin: !row.firstLoginAt || row.firstLoginAt.getTime() === row.lastLoginAt?.getTime(),
    firstDepositDate: row.firstDepositAt?.toISOString() ?? null,
    termsAndConditionsAcceptedVersion: row.acceptedTermsVersion,
    loyaltyLevel: row.loyaltyLevel,
    limitLevel: row.limitLevel,
    payout: row.riskPayout,
    casino: row.casino,
    liveCasino: row.liveCasino,
    sports: row.sports,
    virtualSports: row.virtualSports,
    bonuses: row.bonuses,
    deposit: row.deposit,
    withdrawal: row.withdrawal,
    volt: row.volt,
    affiliateReg: row.affiliateReg,
    macropay: row.macropay,
    isWithdrawalReview: row.isWithdrawalReview,
    crypto: row.crypto,
  };
}

export async function getProfile(ctx: SandboxContext, playerId: string): Promise<PlayerProfile | null> {
  const row = await findPlayer(ctx, playerId);
  return row && toProfile(row);
}

/** The gating flags of spec 1 §6, decided here (contract `accessDetails`). */
export interface AccessDetails {
  riskPayout: boolean;
  multibrandSuspended: boolean;
  hasCasinoAccess: boolean;
  hasLiveCasinoAccess: boolean;
  hasSportsbookAccess: boolean;
  manualClaimAllowed: boolean;
  /** Spec 1 §6: the deposit flag is on, payout is not set and the multibrand account is not suspended. */
  depositAllowed: boolean;
}

export async function getAccessDetails(ctx: SandboxContext, playerId: string): Promise<AccessDetails | null> {
  const row = await findPlayer(ctx, playerId);
  if (!row) return null;
  return {
    riskPayout: row.riskPayout,
    multibrandSuspended: row.multibrandSuspended,
    hasCasinoAccess: row.casino,
    hasLiveCasinoAccess: row.liveCasino,
    hasSportsbookAccess: row.sports,
    manualClaimAllowed: row.manualClaimAllowed,
    depositAllowed: row.deposit && !row.riskPayout && !row.multibrandSuspended,
  };
}

/**
 * What a visitor may reach from an address on a site (contract `accessContext`, no session): the
 * country and market of the address, whether it is restricted (the restricted IP range of spec 1
 * §2), whether the brand offers pay-and-play (no IP whitelist in the sandbox), maintenance (never).
 */
export interface AccessContext {
  countryCode: string;
  market: string;
  restrictedCountry: boolean;
  payAndPlayEnabled: boolean;
  maintenance: boolean;
}

export async function getAccessContext(
  ctx: SandboxContext,
  input: { siteId: number; ipAddress: string },
): Promise<AccessContext | null> {
  const [site] = await ctx.db.select().from(sites).where(eq(sites.siteId, input.siteId));
  if (!site) return null;
  const place = await locate(ctx.db, input.ipAddress);
  const markets = site.markets.split(',');
  return {
    countryCode: place.countryCode,
    market: marketForCountry(place.countryCode, markets, markets[0]!),
    restrictedCountry: place.restricted,
    payAndPlayEnabled: site.payAndPlay,
    maintenance: false,
  };
}

export type TermsUpdateResult =
  | { ok: true; termsAndConditionsAcceptedVersion: number }
  | { ok: false; reason: 'invalidVersion' | 'playerNotFound' };

/**
 * Records acceptance of terms `version` (PATCH /player/update_term_and_condition_version).
 * Versions above the current one are refused; an older version never lowers what was accepted.
 */
export async function updateTermsVersion(
  ctx: SandboxContext,
  playerId: string,
  version: number,
): Promise<TermsUpdateResult> {
  if (!Number.isInteger(version) || version < 1 || version > CURRENT_TERMS_VERSION) {
    return { ok: false, reason: 'invalidVersion' };
  }
  const player = await findPlayer(ctx, playerId);
  if (!player) return { ok: false, reason: 'playerNotFound' };
  const accepted = Math.max(player.acceptedTermsVersion, version);
  await ctx.db
    .update(players)
    .set({ acceptedTermsVersion: accepted, updatedAt: await ctx.clock.now() })
    .where(eq(players.playerId, playerId));
  return { ok: true, termsAndConditionsAcceptedVersion: accepted };
}

export interface ActivityEntry {
  createdAt: string;
  realIpAddress: string;
  ipAddress: string;
  realCountryCode: string | null;
  note: string | null;
}

/**
 * Writes one login-history entry. `realIpAddress` is the address the sandbox saw (the site's
 * forwarded client address); `ipAddress` the one the client reported, when it did.
 */
export async function recordActivity(
  ctx: SandboxContext,
  entry: {
    playerId: string;
    sessionId?: string | null;
    realIpAddress: string;
    ipAddress?: string | null;
    note?: string | null;
  },
): Promise<ActivityEntry> {
  const place = await locate(ctx.db, entry.realIpAddress);
  const [row] = await ctx.db
    .insert(activityLog)
    .values({
      playerId: entry.playerId,
      sessionId: entry.sessionId ?? null,
      createdAt: await ctx.clock.now(),
      realIpAddress: entry.realIpAddress || '0.0.0.0',
      ipAddress: entry.ipAddress || entry.realIpAddress || '0.0.0.0',
      realCountryCode: place.countryCode === UNKNOWN_COUNTRY ? null : place.countryCode,
      note: entry.note ?? null,
    })
    .returning();
  return toActivity(row!);
}

function toActivity(row: typeof activityLog.$inferSelect): ActivityEntry {
  return {
    createdAt: row.createdAt.toISOString(),
    realIpAddress: row.realIpAddress,
    ipAddress: row.ipAddress,
    realCountryCode: row.realCountryCode,
    note: row.note,
  };
}

/** The player's sign-ins, newest first (the site shows the latest as "last activity"). */
export async function latestActivityLog(
  ctx: SandboxContext,
  playerId: string,
  options: { limit?: number } = {},
): Promise<ActivityEntry[]> {
  const rows = await ctx.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.playerId, playerId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(options.limit ?? 10);
  return rows.map(toActivity);
}

/** Contract `transactionSummary`: counts and sums of the paid deposits and withdrawals, from the ledger. */
export interface TransactionSummary {
  totalDepositsCount: number;
  totalWithdrawalsCount: number;
  totalDeposits: string;
  totalWithdrawals: string;
  currencyCode: string;
  lastActivityDate: string | null;
}

export async function getTransactionSummary(
  ctx: SandboxContext,
  playerId: string,
): Promise<TransactionSummary | null> {
  const row = await findPlayer(ctx, playerId);
  if (!row) return null;
  const [latest] = await latestActivityLog(ctx, playerId, { limit: 1 });
  const deposits = await totals(ctx.db, playerId, 'DEPOSIT', ['SUCCESS']);
  const withdrawals = await totals(ctx.db, playerId, 'WITHDRAW', ['SUCCESS']);
  return {
    totalDepositsCount: deposits.count,
    totalWithdrawalsCount: withdrawals.count,
    totalDeposits: decimal(fromMinorUnits(deposits.sum)),
    totalWithdrawals: decimal(fromMinorUnits(withdrawals.sum)),
    currencyCode: row.currencyCode,
    lastActivityDate: latest?.createdAt ?? null,
  };
}

/** `500.00` → `500`, `12.50` → `12.5`: the contract's amount without trailing zeros. */
function decimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
