/**
 * The games wing (spec 3 §2 "Live casino", §7 game launch, favourites, jackpots, winners): the
 * sandbox's game studio and the lobby's player-game data.
 * - sessions.ts: launch grants and game sessions (signed, dying with the player's session), who
 *   may play for real money.
 * - slot.ts: the slot (declared RTP 96 %), demo or real (bets and wins on the ledger).
 * - roulette.ts, rouletteRounds.ts, rouletteWheel.ts: the live tables (bets; results and
 *   settlement; the wheel, rounds and seats); cardTables.ts: live baccarat and blackjack (bet
 *   behind) on the same rounds.
 * - gameTheme.ts: a game's title, studio, art and locale for its page; slotReels.ts: the slot's
 *   reels and paylines.
 * - catalogue.ts: the brands' game catalogue; favourites.ts: favourites, recent games, my games,
 *   subscriptions; jackpots.ts, winners.ts, liveSeats.ts.
 * It imports the money wing (bets), the bonus wing (free spins, open stakes), the responsible
 * wing (the spend limit) and the identity wing (the gambling block, the signing key).
 */
export {
  GAME_ID,
  GAME_PATH,
  LAUNCH_PATH,
  httpUrl,
  isLiveTableId,
  issueGameSession,
  launchGrant,
  readGameSession,
  readSignedJson,
  secretOf,
  signJson,
  type GameCategory,
  type GameSession,
} from './sessions.ts';
export { DEMO_START_BALANCE, SLOT_RTP, STAKES, mainBalance, spin, type SpinResult } from './slot.ts';
export { formatDemoBets, parseDemoBets, placeRouletteBet } from './roulette.ts';
export {
  openBets,
  roundResult,
  settleDue,
  type DemoState,
  type PlacedBet,
  type RoundResult,
} from './rouletteRounds.ts';
export {
  OUTSIDE,
  POSITION,
  ROULETTE_RTP,
  coveredNumbers,
  isPosition,
  colourOf,
  positionLabel,
  roundAt,
  roundTiming,
  tableIdOf,
  tableSeats,
  winningNumber,
} from './rouletteWheel.ts';
export {
  BACCARAT_POSITIONS,
  BLACKJACK_POSITIONS,
  TABLE_RTP,
  outcomeOf,
  rankOf,
  suitOf,
  tableKindOf,
  type BaccaratCoup,
  type BlackjackHand,
  type BlackjackRound,
  type Card,
  type TableKind,
  type TableOutcome,
} from './cardTables.ts';
export { brandDocuments, catalogueOf, findGame, findGameBySlug, toGame } from './catalogue.ts';
export {
  CATEGORY_MAX_LENGTH,
  addFavourite,
  addRecentGame,
  lastPlayedGames,
  listFavourites,
  listMyGames,
  listRecentGames,
  offersGame,
  removeFavourite,
  setSubscription,
} from './favourites.ts';
export { jackpotAmounts } from './jackpots.ts';
export { latestWinners, topWinners } from './winners.ts';
export { liveSeats } from './liveSeats.ts';
export { formatAmount, gameThemeOf, localeOf, type GameTheme } from './gameTheme.ts';
export { PAYLINES, gridOf } from './slotReels.ts';
