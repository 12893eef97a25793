/**
 * Marketing preferences (spec 2 §3 "Marketing and cookies", §4 "Account details" toast
 * `player.account.notifications.update.success`, §7 "Marketing preferences: GET and PATCH
 * /player/marketing_preferences"; the shape is the contract's, designed): an opt-in per channel
 * (EMAIL, SMS, MAIL, PHONE, PUSH_NOTIFICATION) and per topic (BONUS_OFFER, NEWSLETTER, CASINO,
 * RESPONSIBLE_GAMING), in the `marketing_preferences` table.
 *
 * Defaults (the sandbox's choice): a player who has never saved preferences has every channel and
 * every topic as their sign-up's marketing opt-in (`players.marketingOptIn`, also set by the
 * multibrand migration): all on for a player who opted in, all off for one who did not, so nothing
 * is sent without consent and the one box ticked at sign-up means what it said. `updatedAt` is
 * null until the player saves.
 *
 * A PATCH changes only the keys it gives and answers the whole; the first one stores every key
 * (the defaults plus the change), so a later change of the sign-up opt-in no longer moves saved
 * preferences. The merge is one upsert (`jsonb ||`), so two PATCHes at once both land.
 */
import { eq, sql } from 'drizzle-orm';
import { MARKETING_CHANNELS, MARKETING_TOPICS } from '@casino/player-api';
import { marketingPreferences, players } from '../../db/schema.ts';
import type { SandboxContext } from '../context.ts';

export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];
export type MarketingTopic = (typeof MARKETING_TOPICS)[number];

export interface MarketingPreferences {
  channels: Record<MarketingChannel, boolean>;
  topics: Record<MarketingTopic, boolean>;
  updatedAt: string | null;
}

export interface MarketingPreferencesChange {
  channels?: Partial<Record<MarketingChannel, boolean>>;
  topics?: Partial<Record<MarketingTopic, boolean>>;
}

function all<K extends string>(keys: readonly K[], value: boolean): Record<K, boolean> {
  return Object.fromEntries(keys.map((key) => [key, value])) as Record<K, boolean>;
}

/** Only the contract's keys with boolean values (a stored row may have been written by hand). */
function known<K extends string>(keys: readonly K[], values: Record<string, unknown> | undefined) {
  const out: Partial<Record<K, boolean>> = {};
  for (const key of keys) if (typeof values?.[key] === 'boolean') out[key] = values[key];
  return out;
}

/** The preferences of a player who has saved none: all as the sign-up opt-in. */
export function defaultPreferences(marketingOptIn: boolean): Omit<MarketingPreferences, 'updatedAt'> {
  return { channels: all(MARKETING_CHANNELS, marketingOptIn), topics: all(MARKETING_TOPICS, marketingOptIn) };
}

async function read(ctx: SandboxContext, playerId: string) {
  const [row] = await ctx.db
    .select({ optIn: players.marketingOptIn, saved: marketingPreferences })
    .from(players)
    .leftJoin(marketingPreferences, eq(marketingPreferences.playerId, players.playerId))
    .where(eq(players.playerId, playerId));
  return row;
}

/** The player's preferences: the saved ones over the defaults. */
export async function getMarketingPreferences(
  ctx: SandboxContext,
  playerId: string,
): Promise<MarketingPreferences> {
  const row = await read(ctx, playerId);
  const defaults = defaultPreferences(row?.optIn ?? false);
  return {
    channels: { ...defaults.channels, ...known(MARKETING_CHANNELS, row?.saved?.channels) },
    topics: { ...defaults.topics, ...known(MARKETING_TOPICS, row?.saved?.topics) },
    updatedAt: row?.saved?.updatedAt.toISOString() ?? null,
  };
}

/** Changes the given opt-ins only; answers the whole. */
export async function updateMarketingPreferences(
  ctx: SandboxContext,
  playerId: string,
  change: MarketingPreferencesChange,
): Promise<MarketingPreferences> {
  const channels = known(MARKETING_CHANNELS, change.channels);
  const topics = known(MARKETING_TOPICS, change.topics);
  if (Object.keys(channels).length === 0 && Object.keys(topics).length === 0) {
    return getMarketingPreferences(ctx, playerId);
  }
  const current = await getMarketingPreferences(ctx, playerId);
  const now = await ctx.clock.now();
  await ctx.db
    .insert(marketingPreferences)
    .values({
      playerId,
      channels: { ...current.channels, ...channels },
      topics: { ...current.topics, ...topics },
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: marketingPreferences.playerId,
      set: {
        channels: sql`${marketingPreferences.channels} || ${JSON.stringify(channels)}::jsonb`,
        topics: sql`${marketingPreferences.topics} || ${JSON.stringify(topics)}::jsonb`,
        updatedAt: now,
      },
    });
  return getMarketingPreferences(ctx, playerId);
}
