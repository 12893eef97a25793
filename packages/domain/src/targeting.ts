/**
 * Who sees a piece of content, where and when (spec 3 §5 "Content boxes, banners and tournaments
 * show by authorized setting and target audience (everyone, by deposit-count group, or by list of
 * player ids)"; spec 3 §3 banners `startDate`/`endDate`; spec 1 §7 "banner fetch by language and
 * market").
 *
 * Decisions where the spec is silent (schemas/fields.ts, schemas/targetAudience.ts):
 * - An empty market or language list means every market or language.
 * - A schedule shows from `startDate` (inclusive) until `endDate` (exclusive); either may be open.
 * - The target audience applies to logged-in players; visitors have no deposit count or player id,
 *   so for them only `authorized` decides.
 */

/** `authorized` of banners, boxes, widgets and landing pages (schemas/lists.ts AUTHORIZED). */
export type AuthorizedSetting = 'both' | 'authorized' | 'notAuthorized';

/** Whether content for `setting` shows to a visitor (`false`) or a logged-in player (`true`). */
export function isShownTo(setting: string | null | undefined, loggedIn: boolean): boolean {
  if (setting === 'authorized') return loggedIn;
  if (setting === 'notAuthorized') return !loggedIn;
  return true;
}

/** Content limited to `markets` (market ids) shows in `market`; empty or absent means everywhere. */
export function isForMarket(markets: readonly string[] | null | undefined, market: string): boolean {
  if (!markets || markets.length === 0) return true;
  const wanted = market.toUpperCase();
  return markets.some((id) => id.toUpperCase() === wanted);
}

/** Content limited to `languages` (language codes) shows in `language`; empty means every language. */
export function isForLanguage(languages: readonly string[] | null | undefined, language: string): boolean {
  if (!languages || languages.length === 0) return true;
  const wanted = language.toLowerCase();
  return languages.some((code) => code.toLowerCase() === wanted);
}

export interface Schedule {
  startDate?: string | null;
  endDate?: string | null;
}

/** Whether scheduled content shows at `at`. Unreadable dates count as open (validation reports them). */
export function isWithinSchedule(schedule: Schedule, at: Date): boolean {
  const now = at.getTime();
  const start = schedule.startDate ? Date.parse(schedule.startDate) : NaN;
  const end = schedule.endDate ? Date.parse(schedule.endDate) : NaN;
  if (!Number.isNaN(start) && now < start) return false;
  if (!Number.isNaN(end) && now >= end) return false;
  return true;
}

/** spec 3 §3 "Target groups: DEPOSIT_COUNT_0, DEPOSIT_COUNT_1, DEPOSIT_COUNT_MORE_THAN_1". */
export type DepositCountGroup = 'DEPOSIT_COUNT_0' | 'DEPOSIT_COUNT_1' | 'DEPOSIT_COUNT_MORE_THAN_1';

export function depositCountGroup(depositCount: number): DepositCountGroup {
  if (depositCount <= 0) return 'DEPOSIT_COUNT_0';
  if (depositCount === 1) return 'DEPOSIT_COUNT_1';
  return 'DEPOSIT_COUNT_MORE_THAN_1';
}

export interface TargetAudience {
  targetAudienceOption?: string | null;
  targetGroups?: readonly string[] | null;
  targetPlayersIds?: readonly string[] | null;
}

/** A logged-in player as far as target audiences go; null for a visitor. */
export interface AudiencePlayer {
  /** Unknown (null) matches no deposit-count group. */
  depositCount?: number | null;
  playerId?: string | null;
}

export function isInTargetAudience(
  audience: TargetAudience | null | undefined,
  player: AudiencePlayer | null,
): boolean {
  if (!player) return true;
  switch (audience?.targetAudienceOption) {
    case 'group':
      return (
        player.depositCount != null &&
        (audience.targetGroups ?? []).includes(depositCountGroup(player.depositCount))
      );
    case 'players':
      return player.playerId != null && (audience.targetPlayersIds ?? []).includes(player.playerId);
    default:
      return true;
  }
}
