/**
 * Seeds what the sandbox needs to answer: one site per brand (kept in step with brands/), the geo
 * ranges, and the demo players of every site (`demoPlayers.ts`). Idempotent: running it again
 * creates only what is missing and never changes a player a tester has changed, except that a
 * demo time-out or exclusion that has run out is started again.
 */
import { brandHostnames, type Brand } from '@casino/brands';
import { toMinorUnits } from '@casino/player-api';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from './db/database.ts';
import { credentials, exclusions, marketingPreferences, players, sites } from './db/schema.ts';
import { seedCampaigns } from './demoCampaigns.ts';
import { DEMO_PASSWORD, DEMO_PLAYERS, type DemoPlayer } from './demoPlayers.ts';
import { seedGeo } from './geo.ts';
import { createContext, type SandboxContext } from './services/context.ts';
import { seedRequestedDocuments as requestDocumentsOnce } from './services/documents/index.ts';
import { COOLING_PERIOD_MS } from '@casino/domain';
import { DAY_MS, hashPassword } from './services/identity/index.ts';
import { idempotencyKey, openAccounts, recordPaidDeposit } from './services/money/index.ts';

export async function seed(
  db: Database,
  brands: readonly Brand[],
  ctx: SandboxContext = createContext(db),
): Promise<void> {
  for (const brand of brands) {
    const row = {
      siteId: brand.siteId,
      brandId: brand.id,
      name: brand.name,
      markets: brand.markets.join(','),
      payAndPlay: brand.features.payAndPlay,
      hostnames: brandHostnames(brands, brand).join(','),
      registrationHiddenCountries: brand.registrationHiddenCountries,
      signUpEmailVerification: brand.signUpEmailVerification,
      theme: brand.theme,
      marketRules: brand.marketRules,
      loyaltyLevels: brand.loyaltyLevels ?? null,
    };
    await db
      .insert(sites)
      .values(row)
      .onConflictDoUpdate({ target: sites.siteId, set: { ...row, updatedAt: new Date() } });
  }
  await seedGeo(db);
  await seedCampaigns(
    db,
    brands.map((brand) => ({ siteId: brand.siteId, sportsbook: brand.features.sportsbook ?? false })),
  );
  await seedDemoPlayers(
    ctx,
    brands.map((brand) => ({ siteId: brand.siteId, languageCode: brand.defaultLocale.language })),
  );
}

export async function seedDemoPlayers(
  ctx: SandboxContext,
  siteList: ReadonlyArray<{ siteId: number; languageCode: string }>,
): Promise<void> {
  const now = await ctx.clock.now();
  const existing = await ctx.db
    .select({ siteId: players.siteId, email: players.email, playerId: players.playerId })
    .from(players)
    .where(
      inArray(
        players.email,
        DEMO_PLAYERS.map((demo) => demo.email),
      ),
    );
  const have = new Set(existing.map((row) => `${row.siteId} ${row.email}`));
  const missing = siteList.flatMap((site) =>
    DEMO_PLAYERS.filter((demo) => !have.has(`${site.siteId} ${demo.email}`)).map((demo) => ({ site, demo })),
  );
  // Hashing is the slow part: do it in parallel (libuv's thread pool), then write.
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  for (const [i, { site, demo }] of missing.entries()) {
    await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(players)
        .values({
          countryCode: 'FI',
          languageCode: site.languageCode,
          currencyCode: 'EUR',
          ...demo.columns,
          ...(demo.documentsDueInDays
            ? { documentsDueAt: new Date(now.getTime() + demo.documentsDueInDays * DAY_MS) }
            : {}),
          siteId: site.siteId,
          email: demo.email,
          phonePrefix: '+358',
          phoneBody: `40${String(site.siteId).padStart(2, '0')}${String(DEMO_PLAYERS.indexOf(demo)).padStart(4, '0')}`,
          confirmedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ playerId: players.playerId });
      if (inserted) {
        await tx
          .insert(credentials)
          .values({ playerId: inserted.playerId, passwordHash: hashes[i]!, updatedAt: now });
        if (demo.marketingPreferences) {
          await tx
            .insert(marketingPreferences)
            .values({ playerId: inserted.playerId, ...demo.marketingPreferences, updatedAt: now });
        }
      }
    });
  }
  await keepExclusionsRunning(ctx, siteList, now);
  await payOpeningDeposits(ctx, siteList);
  await seedRequestedDocuments(ctx, siteList);
}

/** The rows of these demo players on these sites, each with its demo entry. */
async function seededDemoPlayers<D extends { email: string }>(
  ctx: SandboxContext,
  siteList: ReadonlyArray<{ siteId: number }>,
  demos: readonly D[],
): Promise<Array<{ playerId: string; demo: D }>> {
  if (demos.length === 0 || siteList.length === 0) return [];
  const rows = await ctx.db
    .select({ playerId: players.playerId, email: players.email })
    .from(players)
    .where(
      and(
        inArray(
          players.siteId,
          siteList.map((site) => site.siteId),
        ),
        inArray(
          players.email,
          demos.map((demo) => demo.email),
        ),
      ),
    );
  return rows.map((row) => ({
    playerId: row.playerId,
    demo: demos.find((candidate) => candidate.email === row.email)!,
  }));
}

/**
 * The demo players' requested documents (`requestedDocuments`: docs@demo.test's proof of ID and
 * address, edd@demo.test's questionnaire) as REQUESTED documents, once per group: a group the
 * player already has a document of (uploaded, verified) is left alone.
 */
async function seedRequestedDocuments(
  ctx: SandboxContext,
  siteList: ReadonlyArray<{ siteId: number }>,
): Promise<void> {
  const requesting = DEMO_PLAYERS.filter((demo) => demo.requestedDocuments);
  for (const { playerId, demo } of await seededDemoPlayers(ctx, siteList, requesting)) {
    await requestDocumentsOnce(ctx, playerId, demo.requestedDocuments!);
  }
}

/** How long ago the demo opening deposit is dated: longer than any limit period (a month). */
const OPENING_DEPOSIT_AGE_DAYS = 40;

/**
 * The demo players' opening balances, paid in through the ledger like any deposit (CASHIER →
 * MAIN), once: the idempotency key names the player, so a second seed finds the first deposit.
 */
async function payOpeningDeposits(
  ctx: SandboxContext,
  siteList: ReadonlyArray<{ siteId: number }>,
): Promise<void> {
  const funded = DEMO_PLAYERS.filter((demo) => demo.openingDeposit);
  for (const { playerId, demo } of await seededDemoPlayers(ctx, siteList, funded)) {
    const accounts = await openAccounts(ctx, playerId);
    if (!accounts) continue;
    // Dated before any current limit period, so the demo player's deposit limits start unused.
    const at = (await ctx.clock.now()).getTime() - OPENING_DEPOSIT_AGE_DAYS * DAY_MS;
    for (let index = 0; index < (demo.openingDepositCount ?? 1); index++) {
      await recordPaidDeposit(ctx, {
        accounts,
        amount: toMinorUnits(demo.openingDeposit!),
        paymentMethod: 'TRUSTLY',
        // The first keeps the key of the single opening deposit, so a database seeded before stays as it is.
        idempotencyKey: idempotencyKey(
          playerId,
          'deposit',
          index === 0 ? 'demo-opening-deposit' : `demo-opening-deposit-${index + 1}`,
        ),
        at: new Date(at - index * DAY_MS),
      });
    }
  }
}

async function keepExclusionsRunning(
  ctx: SandboxContext,
  siteList: ReadonlyArray<{ siteId: number }>,
  now: Date,
): Promise<void> {
  const excluded = DEMO_PLAYERS.filter((demo): demo is DemoPlayer & Required<Pick<DemoPlayer, 'exclusion'>> =>
    Boolean(demo.exclusion),
  );
  for (const { playerId, demo } of await seededDemoPlayers(ctx, siteList, excluded)) {
    const { kind, days, initiator } = demo.exclusion;
    const [running] = await ctx.db
      .select({ id: exclusions.id })
      .from(exclusions)
      .where(
        and(
          eq(exclusions.playerId, playerId),
          eq(exclusions.kind, kind),
          isNull(exclusions.revokedAt),
          or(isNull(exclusions.endsAt), gt(exclusions.endsAt, now)),
        ),
      )
      .limit(1);
    if (running) continue;
    const endsAt = days === null ? null : new Date(now.getTime() + days * DAY_MS);
    await ctx.db.insert(exclusions).values({
      playerId: playerId,
      kind,
      startsAt: now,
      endsAt,
      coolingEndsAt: kind === 'TIMEOUT' && endsAt ? new Date(endsAt.getTime() + COOLING_PERIOD_MS) : null,
      initiator,
      createdAt: now,
    });
    await ctx.db
      .update(players)
      .set({ status: kind === 'TIMEOUT' ? 'TIMEOUT' : 'SELF_EXCLUDED', updatedAt: now })
      .where(eq(players.playerId, playerId));
  }
}
