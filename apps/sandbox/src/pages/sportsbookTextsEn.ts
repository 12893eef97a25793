/** The sportsbook frame's words: their shape and English (the rules are in sportsbookTexts.ts). */
export interface SportsbookTexts {
  title: string;
  virtualTitle: string;
  allSports: string;
  inPlay: string;
  virtuals: string;
  myBets: string;
  sports: Record<'football' | 'ice-hockey' | 'basketball' | 'tennis', string>;
  markets: Record<'1x2' | 'winner' | 'total', string>;
  over: string;
  under: string;
  liveNow: string;
  nothingLive: string;
  startingSoon: string;
  live: string;
  kickOffIn: string;
  ended: string;
  closed: string;
  virtualIntro: string;
  nextRounds: string;
  results: string;
  noResults: string;
  betSlip: string;
  chooseOdds: string;
  betType: string;
  accumulator: string;
  singles: string;
  stake: string;
  quickStakes: string;
  odds: string;
  potentialWin: string;
  placeBet: string;
  noBets: string;
  /** The script's words. */
  script: {
    logIn: string;
    logInForBets: string;
    placing: string;
    placed: string;
    placedMany: string;
    placeSingles: string;
    placeAccumulator: string;
    /** The collapsed slip's summary: an accumulator's or a single's odds. */
    slipOdds: string;
    /** The collapsed slip's summary for several singles. */
    slipSingles: string;
    remove: string;
    changed: string;
    noAnswer: string;
    notPlaced: string;
    single: string;
    toWin: string;
    paid: string;
    cashOut: string;
    cashedOut: string;
    cashOutFailed: string;
    now: string;
    status: Record<'OPEN' | 'WON' | 'LOST' | 'CASHED_OUT' | 'VOID', string>;
    refusals: Record<string, string>;
  };
}

export const en: SportsbookTexts = {
  title: 'Sportsbook',
  virtualTitle: 'Virtual sports',
  allSports: 'All sports',
  inPlay: 'In play',
  virtuals: 'Virtuals',
  myBets: 'My bets',
  sports: { football: 'Football', 'ice-hockey': 'Ice hockey', basketball: 'Basketball', tennis: 'Tennis' },
  markets: { '1x2': 'Match result', winner: 'Winner', total: 'Total' },
  over: 'Over',
  under: 'Under',
  liveNow: 'Live now',
  nothingLive: 'Nothing in play right now.',
  startingSoon: 'Starting soon',
  live: 'LIVE',
  kickOffIn: 'Kick-off in',
  ended: 'This event has ended.',
  closed: 'Betting on this event is closed at the moment.',
  virtualIntro: 'A virtual football round kicks off every three minutes. Bets close at kick-off.',
  nextRounds: 'Next rounds',
  results: 'Results',
  noResults: 'No results yet.',
  betSlip: 'Bet slip',
  chooseOdds: 'Choose odds to add a selection.',
  betType: 'Bet type',
  accumulator: 'Accumulator',
  singles: 'Singles',
  stake: 'Stake',
  quickStakes: 'Quick stakes',
  odds: 'Odds',
  potentialWin: 'Potential win',
  placeBet: 'Place bet',
  noBets: 'No bets yet.',
  script: {
    logIn: 'Log in to place bets.',
    logInForBets: 'Log in to see your bets.',
    placing: 'Placing your bet…',
    placed: 'Bet placed.',
    placedMany: '{n} bets placed.',
    placeSingles: 'Place {n} singles',
    placeAccumulator: 'Place accumulator',
    slipOdds: 'Odds {odds}',
    slipSingles: '{n} singles',
    remove: 'Remove {name}',
    changed: '(changed)',
    noAnswer: 'The sportsbook did not answer: try again.',
    notPlaced: 'The bet was not placed.',
    single: 'Single',
    toWin: 'To win',
    paid: 'Paid',
    cashOut: 'Cash out {amount}',
    cashedOut: 'Cashed out for {amount}.',
    cashOutFailed: 'Cash-out failed.',
    now: 'now',
    status: { OPEN: 'Open', WON: 'Won', LOST: 'Lost', CASHED_OUT: 'Cashed out', VOID: 'Void' },
    refusals: {},
  },
};
