/**
 * The words of the sandbox's game pages (pages/slot.ts, pages/rouletteTable.ts and their scripts),
 * in the languages of the brands' markets: English, Finnish, Norwegian, German, Spanish,
 * Portuguese and French. A page speaks the launch's language (services/games/gameTheme.ts).
 *
 * Decision: these pages are the game studio's, not the site's (a real provider ships its own
 * translations and never reads the operator's catalogues), so their words live here, with the
 * studio, rather than in packages/i18n. A language without a table falls back to English.
 * Placeholders are `{name}`, filled by `fill`. Norwegian, German, Spanish, Portuguese and French
 * are in gameTextsMore.ts (each on top of English).
 */
import { en, type GameTexts } from './gameTextsEn.ts';
import { de, es, fr, no, pt } from './gameTextsMore.ts';

export type { GameTexts };

const fi: GameTexts = {
  demo: 'Demo: leikkirahaa',
  real: 'Oikea raha',
  balance: 'Saldo',
  stake: 'Panos',
  spin: 'Pyöräytä',
  autoplay: 'Automaattipeli',
  autoplaySpins: '{n} kierrosta',
  autoplayOff: 'Pois',
  stop: 'Pysäytä',
  turbo: 'Turbo',
  reels: 'Rullat',
  paylines: '{n} voittolinjaa',
  chooseAndSpin: 'Valitse panos ja pyöräytä.',
  youWon: 'Voitit {amount}!',
  bigWin: 'Iso voitto',
  megaWin: 'Megavoitto',
  onLine: 'linja {n}',
  noWin: 'Ei voittoa tällä kertaa.',
  freeSpin: 'Ilmaiskierros {amount} ({n} jäljellä), voitot kasinobonukseesi.',
  tooLow: 'Saldosi ei riitä tähän panokseen.',
  spendLimit: 'Pelirajasi ei salli tätä panosta. Rahaa ei veloitettu.',
  autoplayStopped: 'Automaattipeli pysähtyi.',
  failed: 'Jokin meni vikaan. Rahaa ei veloitettu. Yritä uudelleen.',
  paused: 'Tauolla',
  realityTitle: 'Pelitilanne',
  reality: 'Olet pelannut {minutes} minuuttia. Panokset {turnover}, voitot {winnings}.',
  lobby: 'Takaisin aulaan',
  rtp: 'Palautusprosentti {rtp} %',
  slot: 'Kolikkopeli',
  liveRoulette: 'Live-ruletti',
  european: 'Eurooppalainen ruletti, yksi nolla',
  dealer: 'Jakajasi',
  round: 'Kierros {n}',
  betsOpen: 'Aseta panoksesi',
  betsClosed: 'Ei enää panoksia',
  secondsLeft: '{n} s',
  nextRound: 'Seuraava kierros {n} s kuluttua',
  lastResults: 'Viimeisimmät tulokset',
  seats: 'Paikat',
  seatsTaken: '{taken}/{seats} varattu',
  chip: 'Pelimerkki',
  betType: 'Panostyyppi',
  straight: 'Suora 35:1',
  splitUp: 'Jaettu ↑ 17:1',
  splitRight: 'Jaettu → 17:1',
  corner: 'Kulma ↗ 8:1',
  table: 'Pelipöytä',
  yourBets: 'Panoksesi',
  noBets: 'Ei vielä panoksia tällä kierroksella.',
  placed: 'Panos asetettu: {bet}, {amount}.',
  landed: 'Kierros {round}: pallo pysähtyi numeroon {number}.',
  noBetInRound: 'Sinulla ei ollut panosta siinä.',
  showResult: 'Näytä kierroksen {n} tulos',
  refresh: 'Päivitä pöytä',
  red: 'Punainen',
  black: 'Musta',
  even: 'Parillinen',
  odd: 'Pariton',
  low: '1–18',
  high: '19–36',
  dozen: '{n}. tusina',
  column: 'Sarake {n}',
  number: 'Numero {n}',
  split: 'Jaettu {a}/{b}',
  cornerOf: 'Kulma {a}–{b}',
  ended: 'Tämä pelisessio on päättynyt',
  endedText: 'Avaa peli uudelleen aulasta.',
};

/**
 * The texts of a locale's language (`fi-FI` → Finnish) from tables by language (Norwegian
 * Bokmål as Norwegian), else English.
 */
export function byLanguage<T>(tables: { en: T; fi: T; no: T; de: T; es: T; pt: T; fr: T }) {
  const all: Record<string, T> = { ...tables, nb: tables.no };
  return (locale: string): T => all[locale.split('-')[0]!.toLowerCase()] ?? tables.en;
}

/** The game pages' texts of a locale's language, else English. */
export const textsOf = byLanguage<GameTexts>({ en, fi, no, de, es, pt, fr });

/** A text with its `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
