/**
 * Cookie consent (spec 2 §3 "Marketing and cookies": essentials, performanceFunctional, marketing,
 * all on by default; spec 2 §7 "Cookie consent": the consent id comes from the server's answer).
 *
 * Decisions: a player without a recorded choice reads the defaults (all on) under a consent id
 * that is kept from the first read on, so the site can store it right away; every recorded choice
 * gets a new consent id, which therefore names one choice.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CallResponse } from '@casino/player-api';
import { cookieConsents } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';

type CookieConsent = CallResponse<'cookieConsent'>;

export interface CookieChoice {
  performanceFunctional: boolean;
  marketing: boolean;
}

function answer(row: typeof cookieConsents.$inferSelect): CookieConsent {
  return {
    consentId: row.consentId,
    essentials: true,
    performanceFunctional: row.performanceFunctional,
    marketing: row.marketing,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getCookieConsent(ctx: SandboxContext, playerId: string): Promise<CookieConsent> {
  const now = await ctx.clock.now();
  // Two first reads at once keep one row: the loser's insert does nothing and both read it back.
  await ctx.db
    .insert(cookieConsents)
    .values({ playerId, performanceFunctional: true, marketing: true, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await ctx.db.select().from(cookieConsents).where(eq(cookieConsents.playerId, playerId));
  return answer(row!);
}

export async function recordCookieConsent(
  ctx: SandboxContext,
  playerId: string,
  choice: CookieChoice,
): Promise<CookieConsent> {
  const values = { ...choice, consentId: randomUUID(), updatedAt: await ctx.clock.now() };
  const [row] = await ctx.db
    .insert(cookieConsents)
    .values({ playerId, ...values })
    .onConflictDoUpdate({ target: cookieConsents.playerId, set: values })
    .returning();
  return answer(row!);
}
